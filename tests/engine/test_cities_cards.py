"""Every city (a sample of each age and more: all 105), melded by the Meld action
onto a pile of its color through a position file: it lands on top, shows its six
icon positions in the icon counts, and its special icons act (R5, R6): each plus
draws a card one value higher, an arrow splays the pile and that draws a city, a
search keeps what shows its icon and returns the rest to the bottom of the pile."""
import pytest

from engine.cards import (AGE, ARROW_LEFT, ARROW_RIGHT, ARROW_UP, BY_AGE, CARD_ICONS, covered_positions,
                          CITIES_CARDS, COLOR, COLORS, NAMES, PLUS, SET, SPLAYS, card_id)
from engine.cities import search_icon
from tests.engine.cit_helpers import C, cpos, meld
from tests.engine.helpers import game

ARROWS = {ARROW_LEFT: "left", ARROW_RIGHT: "right", ARROW_UP: "up"}


def _base_of(color: int) -> int:
    """A base card of age 1 of ``color``."""
    return next(c for c in BY_AGE[0] if COLOR[c] == color)


@pytest.mark.parametrize("city", [c.name for c in CITIES_CARDS])
def test_a_city_melded_by_the_meld_action(city):
    cid = card_id(city)
    color = COLOR[cid]
    under = _base_of(color)
    ic = CARD_ICONS[cid]
    doc = cpos(C("Ann", board={COLORS[color]: [NAMES[under]]}, hand=[city]), C("Bob"), seed=7,
               moves=[meld(city)])
    g = game(doc)
    while g.pending is not None and g.pending.kind == "order":      # a search returning several cards
        g.apply([NAMES[c] for c in g.pending.options], player=0)
    s = g.state
    ann = s.players[0]
    assert ann.board[color] == [under, cid]
    hand = ann.hand
    pluses = sum(1 for k in (4, 2) if ic[k] == PLUS)
    assert sum(1 for c in hand if SET[c] == "base" and AGE[c] == AGE[cid] + 1) == pluses
    arrow = next((ic[k] for k in (4, 2) if ic[k] in ARROWS), None)
    assert SPLAYS[ann.splay[color]] == (ARROWS[arrow] if arrow else "none")
    assert sum(1 for c in hand if SET[c] == "cities") == (1 if arrow else 0)     # the new direction's city
    icon = search_icon(cid)
    if icon is not None:
        kept = [c for c in hand if SET[c] == "base" and AGE[c] == AGE[cid]]
        assert all(icon in CARD_ICONS[c] for c in kept)
        assert len(s.supply[AGE[cid] - 1]) + len(kept) == len(game(dict(doc, moves=[])).state.supply[AGE[cid] - 1])
    # six positions on top; the covered base card by the splay
    counts = ann.icon_counts()
    want = [0] * 6
    for i in ic:
        if i < 6:
            want[i] += 1
    for k in covered_positions(under, ann.splay[color]):
        if CARD_ICONS[under][k] < 6:
            want[CARD_ICONS[under][k]] += 1
    assert counts == want
    assert g.pending is not None and g.pending.kind == "action" and s.actions_left == 1
