"""Fourth-edition (2024) effects of the base cards of ages 6 to 10 whose text
changed (see :mod:`engine.effects.age_fourth_a` for the conventions and helpers)."""
from __future__ import annotations

from ..cards import (AGE, BLUE, CLOCK, COLOR, CROWN, FACTORY, GREEN, LEAF, NONE, PURPLE,
                     RED, RIGHT, UP, YELLOW)
from ..decisions import Decision
from ..dogma import Ctx, Gen, EndDogma, lowest, register_fourth
from ..msg import translate
from .. import fourth, verbs
from .age8 import empiricism_2, extreme_players, win_single
from .age9 import fission_2
from .age_fourth_a import (all_values, choose_top_n, colors_showing, has, having, junk_an_achievement,
                           junk_pile, may_junk_pile, name_value)


# ---- Encyclopedia (blue, 6) ------------------------------------------------------------------

def encyclopedia_1(x: Ctx) -> Gen:
    """Name a value; you may meld every card of that value from your score pile
    (all or none). Only the values in your score pile are offered."""
    v = yield from name_value(x, [AGE[c] for c in x.pl.score], translate(
        "effects", "Name a value of your score pile."), x.me)
    if v is None:
        return
    if (yield from x.yesno(translate("effects", "Meld every {age} of your score pile?", age=v))):
        for c in [c for c in x.pl.score if AGE[c] == v]:
            x.meld(c)


def encyclopedia_2(x: Ctx) -> Gen:
    """You may junk an available standard achievement of value 5, 6 or 7."""
    yield from junk_an_achievement(x, (5, 6, 7), may=True)


# ---- Industrialization (red, 6) ----------------------------------------------------------------

def industrialization_1(x: Ctx) -> None:
    """Draw and tuck three 6s. Then, if you alone have the most clocks, return your
    top red card."""
    for _ in range(3):
        x.draw_and_tuck(6)
    mine = x.pl.icon_count(CLOCK)
    if all(x.s.players[q].icon_count(CLOCK) < mine for q in x.others()):
        top = x.pl.top(RED)
        if top is not None:
            x.return_(top)


def industrialization_2(x: Ctx) -> Gen:
    """You may splay your red or purple cards right."""
    yield from x.may_splay_one([RED, PURPLE], RIGHT)


# ---- Vaccination (yellow, 6) -------------------------------------------------------------------

def vaccination_d(x: Ctx) -> Gen:
    """Demand: pick a card in your score pile and return every card of its value
    from your score pile; if you returned any, draw and meld a 6."""
    c = yield from x.choose_card(x.pl.score, translate(
        "effects", "Pick a card of your score pile: every card of its value is returned."))
    if c is None:
        return
    for k in [k for k in x.pl.score if AGE[k] == AGE[c]]:
        x.return_(k)
    x.memo["returned"] = True
    x.draw_and_meld(6)


def vaccination_2(x: Ctx) -> None:
    """If any card was returned because of the demand, draw and meld a 7."""
    if x.memo.get("returned"):
        x.draw_and_meld(7)


# ---- Publications (blue, 7) ---------------------------------------------------------------------

def publications_1(x: Ctx) -> Gen:
    """You may splay your yellow or blue cards up."""
    yield from x.may_splay_one([YELLOW, BLUE], UP)


def publications_2(x: Ctx) -> Gen:
    """You may junk an available special achievement, or make one in the junk
    available again: one ``alternative`` question whose options are special
    achievement names (an available one is junked, a junked one comes back)."""
    opts = list(x.s.specials) + [a for a in x.s.junk if isinstance(a, str)]
    if not opts:
        return
    d = Decision(x.me, "alternative", opts, 0, 1, translate(
        "effects", "You may junk an available special achievement, or bring back one from the junk."),
        alternatives=list(opts))
    name = yield from x._ask(d)
    if name is None:
        return
    if name in x.s.specials:
        fourth.junk_special(x.s, x.me, name)
    else:
        fourth.unjunk_special(x.s, x.me, name)


# ---- Combustion (red, 7) -------------------------------------------------------------------------

def combustion_d(x: Ctx) -> Gen:
    """Demand: move a card from your score pile to my score pile for each color on
    my board showing a crown."""
    n = colors_showing(x, CROWN, x.demander)
    got = yield from x.choose_cards(x.pl.score, n, n, translate(
        "effects", "Give {n} card(s) from your score pile to {player}.", n=n, player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, verbs.SCORE)


def combustion_2(x: Ctx) -> None:
    """Return your bottom red card."""
    if x.pl.board[RED]:
        x.return_(x.pl.board[RED][0])


# ---- Refrigeration (yellow, 7) ---------------------------------------------------------------------

def refrigeration_d(x: Ctx) -> Gen:
    """Demand: return every card in your hand but one (the answer names the cards
    returned)."""
    n = max(len(x.pl.hand) - 1, 0)
    got = yield from x.choose_cards(x.pl.hand, n, n, translate(
        "effects", "Return every card in your hand but one (choose the ones returned)."))
    for c in got:
        x.return_(c)


def refrigeration_2(x: Ctx) -> Gen:
    """You may score a card from your hand."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may score a card from your hand."), may=True)
    if c is not None:
        x.score(c)


# ---- Sanitation (yellow, 7) -------------------------------------------------------------------------

def sanitation_d(x: Ctx) -> Gen:
    """Demand: exchange the two highest cards in your hand with the lowest card in
    my hand (the demander picks among tied lowest cards, then the victim among
    tied highest ones; one side may be empty)."""
    theirs = yield from x.choose_card(lowest(x.dp.hand), translate(
        "effects", "Choose the lowest card of your hand to give to {player}.", player=x.name()),
        player=x.demander)
    mine = yield from choose_top_n(x, list(x.pl.hand), 2, translate(
        "effects", "Choose your highest cards to give to {player}.", player=x.name(x.demander)))
    verbs.exchange(x.s, x.me, mine, (verbs.HAND, x.me), [theirs] if theirs is not None else [],
                   (verbs.HAND, x.demanding))


def sanitation_2(x: Ctx) -> Gen:
    """Pick the 7 or the 8 supply pile and junk every card of it."""
    a = yield from x._ask(Decision(x.me, "number", [7, 8], 1, 1, translate(
        "effects", "Choose the supply pile to junk: 7 or 8.")))
    junk_pile(x, a)


# ---- Railroad (purple, 7) --------------------------------------------------------------------------

def railroad_1(x: Ctx) -> None:
    """Return every card in your hand."""
    for c in list(x.pl.hand):
        x.return_(c)


def railroad_2(x: Ctx) -> None:
    """Draw three 6s."""
    for _ in range(3):
        x.draw(6)


def railroad_3(x: Ctx) -> Gen:
    """You may splay up one color of yours that is splayed right."""
    opts = [c for c in range(5) if x.pl.splay[c] == RIGHT]
    color = yield from x.choose_color(opts, translate(
        "effects", "You may splay up one of your colors splayed right."), may=True)
    if color is not None:
        x.splay(color, UP)


# ---- Rocketry (blue, 8) ------------------------------------------------------------------------------

def rocketry_1(x: Ctx) -> Gen:
    """Return a card from any opponent's score pile for each color on your board
    showing a clock (cards from any opponents, your choice)."""
    n = colors_showing(x, CLOCK)
    opts = [c for q in x.opponents() for c in x.s.players[q].score]
    got = yield from x.choose_cards(opts, n, n, translate(
        "effects", "Return {n} card(s) from your opponents' score piles.", n=n))
    for c in got:
        x.return_(c)


# ---- Mobility (red, 8) -------------------------------------------------------------------------------

def mobility_d(x: Ctx) -> Gen:
    """Demand: move your two highest non-red top cards without a factory (of two
    different colors: top cards always are) to my score pile; if you moved any,
    draw an 8."""
    opts = [c for c in x.pl.tops() if COLOR[c] != RED and not has(x, c, FACTORY)]
    got = yield from choose_top_n(x, opts, 2, translate(
        "effects", "Choose your highest top cards to give to {player}.", player=x.name(x.demander)))
    for c in got:
        x.transfer(c, x.demanding, verbs.SCORE)
    if got:
        x.draw(8)


# ---- Skyscrapers (yellow, 8) -------------------------------------------------------------------------

def skyscrapers_d(x: Ctx) -> Gen:
    """Demand: move a non-yellow top card with a clock from your board to mine; if
    you do, score your new top card of its color, return every other card of that
    color from your board, and if Skyscrapers is a top card, it goes to my hand."""
    opts = [c for c in having(x, x.pl.tops(), CLOCK) if COLOR[c] != YELLOW]
    c = yield from x.choose_card(opts, translate(
        "effects", "Give a non-yellow top card with a clock to {player}'s board.", player=x.name(x.demander)))
    if c is None:
        return
    color = COLOR[c]
    x.transfer(c, x.demanding, verbs.BOARD)
    top = x.pl.top(color)
    if top is not None:
        x.score(top)
    for k in list(x.pl.board[color]):
        x.return_(k)
    if any(p.top(COLOR[x.card]) == x.card for p in x.s.players):
        verbs.transfer(x.s, x.me, x.card, x.demanding, verbs.HAND)


# ---- Empiricism (purple, 8) ---------------------------------------------------------------------------

def empiricism_1(x: Ctx) -> Gen:
    """Choose two colors, then draw and reveal a 9. If it is of one of them, meld it
    and splay that color up; otherwise unsplay your pile of its color."""
    colors = yield from x.choose_colors(range(5), 2, 2, translate("effects", "Choose two colors."))
    c = x.draw_and_reveal(9)
    if COLOR[c] in colors:
        x.meld(c)
        x.splay(COLOR[c], UP)
    else:
        x.splay(COLOR[c], NONE)


# ---- Socialism (purple, 8) ----------------------------------------------------------------------------

def socialism_1(x: Ctx) -> Gen:
    """You may tuck a top card from your board; if you do, tuck every card in your hand."""
    c = yield from x.choose_card(x.pl.tops(), translate("effects", "You may tuck a top card from your board."),
                                 may=True)
    if c is None:
        return
    x.tuck(c)
    for k in list(x.pl.hand):
        x.tuck(k)


def socialism_2(x: Ctx) -> Gen:
    """You may junk an available standard achievement of value 8, 9 or 10."""
    yield from junk_an_achievement(x, (8, 9, 10), may=True)


# ---- Computers (blue, 9) ----------------------------------------------------------------------------

def computers_1(x: Ctx) -> Gen:
    """You may splay your red or green cards up."""
    yield from x.may_splay_one([RED, GREEN], UP)


def computers_2(x: Ctx) -> Gen:
    """Draw and meld a 10, then self-execute it."""
    c = x.draw_and_meld(10)
    yield from x.self_execute(c)


# ---- Genetics (blue, 9) -------------------------------------------------------------------------------

def genetics_1(x: Ctx) -> None:
    """Draw and meld an 11; score every card beneath it in its pile."""
    c = x.draw_and_meld(11)
    pile = x.pl.board[COLOR[c]]
    if c in pile:
        for k in pile[:pile.index(c)]:
            x.score(k)


# ---- Fission (red, 9) ---------------------------------------------------------------------------------

def fission_d(x: Ctx) -> None:
    """Demand: draw and reveal a 10; if it is red, junk every card of every player
    that is not an achievement, and the Dogma action is complete."""
    c = x.draw_and_reveal(10)
    if COLOR[c] != RED:
        return
    x.log(translate("effects", "{card} is red: every card of every player but their achievements is junked.",
                    card=c))
    for pl in x.s.players:
        for card in pl.hand + pl.score + [k for pile in pl.board for k in pile]:
            verbs._take(x.s, card)
            x.s.junk.append(card)
    x.s.changes += 1
    raise EndDogma()


# ---- Satellites (green, 9) ----------------------------------------------------------------------------

def satellites_1(x: Ctx) -> Gen:
    """Return every card in your hand, then you may splay your purple cards up."""
    for c in list(x.pl.hand):
        x.return_(c)
    yield from x.may_splay(PURPLE, UP)


def satellites_2(x: Ctx) -> None:
    """Draw three 8s."""
    for _ in range(3):
        x.draw(8)


def satellites_3(x: Ctx) -> Gen:
    """Meld a card from your hand, then self-execute it."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "Meld a card from your hand."))
    if c is not None:
        x.meld(c)
        yield from x.self_execute(c)


# ---- Ecology (yellow, 9) ------------------------------------------------------------------------------

def ecology_1(x: Ctx) -> Gen:
    """You may return a card from your hand; if you do, score a card from your hand
    and draw two 10s."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "You may return a card from your hand."), may=True)
    if c is None:
        return
    x.return_(c)
    s = yield from x.choose_card(x.pl.hand, translate("effects", "Score a card from your hand."))
    if s is not None:
        x.score(s)
    x.draw(10)
    x.draw(10)


def ecology_2(x: Ctx) -> Gen:
    """You may junk every card of the 10 supply pile."""
    yield from may_junk_pile(x, 10)


# ---- Suburbia (yellow, 9) -----------------------------------------------------------------------------

def suburbia_1(x: Ctx) -> Gen:
    """You may tuck any number of cards from your hand; draw and score a 1 for each."""
    got = yield from x.choose_cards(x.pl.hand, 0, len(x.pl.hand), translate(
        "effects", "You may tuck any number of cards from your hand."))
    for c in got:
        x.tuck(c)
    for _ in got:
        x.draw_and_score(1)


def suburbia_2(x: Ctx) -> Gen:
    """You may junk every card of the 9 supply pile."""
    yield from may_junk_pile(x, 9)


# ---- Services (purple, 9) -----------------------------------------------------------------------------

def services_d(x: Ctx) -> Gen:
    """Demand: move every card of the value of my choice from your score pile into
    my hand; if you moved any, move a top card without a leaf from my board into
    your hand. (Not asked when that score pile is empty.)"""
    if not x.pl.score:
        return
    v = yield from name_value(x, all_values(x), translate(
        "effects", "Name a value: {player} gives you every card of it from their score pile.",
        player=x.name()), x.demanding)
    got = [c for c in x.pl.score if AGE[c] == v]
    for c in got:
        x.transfer(c, x.demanding, verbs.HAND)
    if not got:
        return
    opts = [c for c in x.dp.tops() if not has(x, c, LEAF)]
    c = yield from x.choose_card(opts, translate(
        "effects", "Take a top card without a leaf from {player}'s board into your hand.", player=x.name(x.demander)))
    if c is not None:
        x.transfer(c, x.me, verbs.HAND)


# ---- Bioengineering (blue, 10) -------------------------------------------------------------------------

def bioengineering_1(x: Ctx) -> Gen:
    """Score a top card with a leaf from any opponent's board."""
    opts = [c for q in x.opponents() for c in having(x, x.s.players[q].tops(), LEAF)]
    c = yield from x.choose_card(opts, translate(
        "effects", "Score a top card with a leaf from an opponent's board."))
    if c is not None:
        x.score(c)


def bioengineering_2(x: Ctx) -> None:
    """If any player has fewer than two leaves, the single player with the most
    leaves wins (a tie for most: nobody)."""
    live = x.s.live_players()
    leaves = [x.s.players[q].icon_count(LEAF) for q in live]
    if min(leaves) < 2:
        win_single(x, [live[i] for i in extreme_players(leaves, most=True)])


# ---- Software (blue, 10) -------------------------------------------------------------------------------

def software_1(x: Ctx) -> None:
    """Draw and score a 10."""
    x.draw_and_score(10)


def software_2(x: Ctx) -> Gen:
    """Draw and meld two 9s, then self-execute the second one."""
    x.draw_and_meld(9)
    c = x.draw_and_meld(9)
    yield from x.self_execute(c)


# ---- Miniaturization (red, 10) --------------------------------------------------------------------------

def miniaturization_1(x: Ctx) -> Gen:
    """Return a card from your hand. If it was a 10, draw a 10 for each different
    value in your score pile; if it was an 11, junk the 11 supply pile."""
    c = yield from x.choose_card(x.pl.hand, translate("effects", "Return a card from your hand."))
    if c is None:
        return
    x.return_(c)
    if AGE[c] == 10:
        for _ in range(len({AGE[k] for k in x.pl.score})):
            x.draw(10)
    elif AGE[c] == 11:
        junk_pile(x, 11)


# ---- Robotics (red, 10) ----------------------------------------------------------------------------------

def robotics_1(x: Ctx) -> None:
    """Score your top green card."""
    top = x.pl.top(GREEN)
    if top is not None:
        x.score(top)


def robotics_2(x: Ctx) -> Gen:
    """Draw and meld a 10; if it has a factory or a clock, self-execute it."""
    c = x.draw_and_meld(10)
    if has(x, c, FACTORY) or has(x, c, CLOCK):
        yield from x.self_execute(c)


# ---- Databases (green, 10) -------------------------------------------------------------------------------

def databases_d(x: Ctx) -> Gen:
    """Demand: return as many cards from your score pile as the value of your
    highest achievement (special achievements have no value)."""
    values = [AGE[a] for a in x.pl.achievements if isinstance(a, int)]
    n = max(values, default=0)
    got = yield from x.choose_cards(x.pl.score, n, n, translate(
        "effects", "Return {n} card(s) from your score pile.", n=n))
    for c in got:
        x.return_(c)


# ---- Self Service (green, 10) ------------------------------------------------------------------------------

def self_service_1(x: Ctx) -> None:
    """If you have at least twice as many achievements as each opponent, you win
    (also with none against none, as BGA reads it: D8)."""
    mine = x.s.achievement_count(x.me)
    if all(mine >= 2 * x.s.achievement_count(q) for q in x.opponents()):
        x.win()


def self_service_2(x: Ctx) -> Gen:
    """Self-execute one of your other top cards."""
    opts = [c for c in x.pl.tops() if c != x.card]
    c = yield from x.choose_card(opts, translate("effects", "Choose another top card of yours to self-execute."))
    if c is not None:
        yield from x.self_execute(c)


# ---- Globalization (yellow, 10) ----------------------------------------------------------------------------

def globalization_d(x: Ctx) -> Gen:
    """Demand: return a top card with a leaf from your board."""
    c = yield from x.choose_card(having(x, x.pl.tops(), LEAF), translate(
        "effects", "Return a top card with a leaf from your board."))
    if c is not None:
        x.return_(c)


def globalization_2(x: Ctx) -> None:
    """Draw and meld an 11. Then, if no player has more leaves than factories, the
    single player with the most points wins."""
    x.draw_and_meld(11)
    live = x.s.live_players()
    if all(x.s.players[q].icon_count(LEAF) <= x.s.players[q].icon_count(FACTORY) for q in live):
        points = [verbs.points(x.s, q) for q in live]
        win_single(x, [live[i] for i in extreme_players(points, most=True)])


# ---- Stem Cells (yellow, 10) --------------------------------------------------------------------------------

def stem_cells_1(x: Ctx) -> Gen:
    """You may score every card in your hand (all or none)."""
    if not x.pl.hand:
        return
    if (yield from x.yesno(translate("effects", "Score every card in your hand?"))):
        for c in list(x.pl.hand):
            x.score(c)


def stem_cells_2(x: Ctx) -> None:
    """Draw an 11."""
    x.draw(11)


# ---- The Internet (purple, 10) -------------------------------------------------------------------------------

def internet_1(x: Ctx) -> Gen:
    """You may splay your green cards up."""
    yield from x.may_splay(GREEN, UP)


def internet_2(x: Ctx) -> None:
    """Draw and score a 10."""
    x.draw_and_score(10)


def internet_3(x: Ctx) -> None:
    """Draw and meld two 10s."""
    x.draw_and_meld(10)
    x.draw_and_meld(10)


register_fourth("Encyclopedia", [encyclopedia_1, encyclopedia_2])
register_fourth("Industrialization", [industrialization_1, industrialization_2])
register_fourth("Vaccination", [vaccination_d, vaccination_2])
register_fourth("Publications", [publications_1, publications_2])
register_fourth("Combustion", [combustion_d, combustion_2])
register_fourth("Refrigeration", [refrigeration_d, refrigeration_2])
register_fourth("Sanitation", [sanitation_d, sanitation_2])
register_fourth("Railroad", [railroad_1, railroad_2, railroad_3])
register_fourth("Rocketry", [rocketry_1])
register_fourth("Mobility", [mobility_d])
register_fourth("Skyscrapers", [skyscrapers_d])
register_fourth("Empiricism", [empiricism_1, empiricism_2])
register_fourth("Socialism", [socialism_1, socialism_2])
register_fourth("Computers", [computers_1, computers_2])
register_fourth("Genetics", [genetics_1])
register_fourth("Fission", [fission_d, fission_2])
register_fourth("Satellites", [satellites_1, satellites_2, satellites_3])
register_fourth("Ecology", [ecology_1, ecology_2])
register_fourth("Suburbia", [suburbia_1, suburbia_2])
register_fourth("Services", [services_d])
register_fourth("Bioengineering", [bioengineering_1, bioengineering_2])
register_fourth("Software", [software_1, software_2])
register_fourth("Miniaturization", [miniaturization_1])
register_fourth("Robotics", [robotics_1, robotics_2])
register_fourth("Databases", [databases_d])
register_fourth("Self Service", [self_service_1, self_service_2])
register_fourth("Globalization", [globalization_d, globalization_2])
register_fourth("Stem Cells", [stem_cells_1, stem_cells_2])
register_fourth("The Internet", [internet_1, internet_2, internet_3])
