"""Icon counts, bonus points, echo effects and flags/fountains read from the packed
counts kept per pile and per board (``engine.state.Player.pile_entry``,
``board_packed``) agree with counting each visible position one by one, in random
games of every setup, after copies, and however a pile is changed."""
import random

import pytest

from engine import Game
from engine.ai import random_answer
from engine.cards import (BONUS, BONUS_ICON, ECHO, FLAG, FOUNTAIN, NICONS, pack_icons, packed_best_bonus,
                          unpack_counts)
from engine.cities import _pile_marks
from engine.echoes import bonus_points, echo_cards


def shown(pl, color):
    """(card, icons shown) for each card of the pile, bottom first, one by one."""
    pile = pl.board[color]
    if not pile:
        return []
    sp = pl.splay[color]
    return [(c, pl.cv[sp][c]) for c in pile[:-1]] + [(pile[-1], pl.ic[pile[-1]])] if sp else [(pile[-1],
                                                                                              pl.ic[pile[-1]])]


def counts_by_hand(pl):
    total = [0] * NICONS
    for color in range(5):
        for _, icons in shown(pl, color):
            for i in icons:
                total[i] += 1
    return total


def bonus_by_hand(pl):
    values = [BONUS[c] for color in range(5) for c, icons in shown(pl, color) if BONUS[c]
              for i in icons if i == BONUS_ICON]
    return max(values) + len(values) - 1 if values else 0


def check(pl):
    assert pl.all_icon_counts() == counts_by_hand(pl)
    assert pl.icon_counts() == counts_by_hand(pl)[:6]
    assert bonus_points(pl) == bonus_by_hand(pl)
    for color in range(5):
        by_hand = [0] * NICONS
        for _, icons in shown(pl, color):
            for i in icons:
                by_hand[i] += 1
        assert pl.pile_icons_all(color) == by_hand
        assert echo_cards(pl, color) == [c for c, icons in shown(pl, color) if ECHO in icons]


@pytest.mark.parametrize("exps,edition", [((), "third"), (("echoes",), "third"), (("cities",), "third"),
                                          (("artifacts", "echoes", "cities"), "third"), ((), "fourth")])
def test_kept_counts_agree_with_counting_by_hand_in_random_games(exps, edition):
    for seed in range(3):
        rng = random.Random(seed)
        g = Game.new(["A", "B", "C"][:2 + seed % 2], seed=seed, expansions=list(exps), edition=edition)
        while not g.over:
            g.apply(random_answer(g.pending, rng))
            for q, pl in enumerate(g.state.players):
                check(pl)
                if "cities" in exps:
                    for color in range(5):
                        icons = [i for _, ic in shown(pl, color) for i in ic]
                        assert _pile_marks(g.state, q, color) == (icons.count(FLAG), icons.count(FOUNTAIN))
        copy = g.state.copy()
        for a, b in zip(copy.players, g.state.players):
            assert a.all_icon_counts() == b.all_icon_counts()


def test_a_pile_changed_in_place_or_resplayed_is_counted_afresh():
    g = Game.new(["A", "B"], seed=4, expansions=["echoes", "cities"])
    pl = g.state.players[0]
    from engine.cards import BY_NAME
    pl.board[1] = [BY_NAME["Toronto"], BY_NAME["São Paulo"]]
    check(pl)
    pl.splay[1] = 2                                   # right: the covered city shows both bonus icons
    check(pl)
    assert bonus_points(pl) == 8 + 3
    pl.board[1][:] = [BY_NAME["Writing"], BY_NAME["São Paulo"]]     # the same list object, other cards
    check(pl)
    copy = pl.copy()
    copy.board[1].insert(0, BY_NAME["Toronto"])
    check(copy)
    check(pl)
    assert copy.all_icon_counts() != pl.all_icon_counts()


def test_packing():
    icons = (0, 0, 5, BONUS_ICON, BONUS_ICON)
    t = pack_icons(icons, 9) + pack_icons((BONUS_ICON,), 4)
    assert unpack_counts(t)[:6] == [2, 0, 0, 0, 0, 1] and unpack_counts(t)[BONUS_ICON] == 3
    assert packed_best_bonus(t) == 9 and packed_best_bonus(pack_icons((1, 2))) == 0
