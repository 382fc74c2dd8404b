"""The rules the fourth edition (2024) adds to the base game, in one module.

Reference: ``reference/fourth/README.md`` (rules R1-R10, decisions D1-D8). The
shared verbs call in here at named points; nothing here is used by a game of
another edition.

* **Setup** (R1, R2): :func:`setup_supply` (eleven piles, ten standard
  achievements). Which pile a draw takes (ages up to 11, a draw of 12 or more ends
  the game) is :func:`engine.supply.draw_age`.
* **The Junk** (R4): :func:`junk_card`, :func:`junk_pile`,
  :func:`junk_achievement`, :func:`junk_specials`, :func:`unjunk_special`. Junked
  cards lie face down in ``State.junk``; no view shows them.
* **Self-execute and the Chain Achievement** (R5): :meth:`engine.dogma.Ctx.self_execute`
  calls :func:`chain_achievement`.
* **Losing** (R6): :func:`lose`.
* **The distance rule** (R9, decision D5: Board Game Arena's behaviour) of an
  individual game of four players: :func:`far_players`, :func:`distance_rule`
  (asked by :func:`engine.dogma.dogma` when a Dogma action starts).
* **Special achievements** (R10): :func:`qualifies` (the fourth edition's
  conditions) and :func:`end_of_action`, which the game calls when each action
  ends (the only moment they are claimed automatically).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import AGE, ASLANT, CLOCK, FOURTH_BY_AGE, RIGHT, UP
from .decisions import GameOver  # noqa: F401  (raised through the verbs)
from .msg import translate
from .state import State
from . import verbs

if TYPE_CHECKING:
    from .dogma import Gen

#: Splays that count for Wonder in the fourth edition (aslant counts).
WONDER_SPLAYS = (RIGHT, UP, ASLANT)


def setup_supply(s: State) -> None:
    """Fourth edition R1: eleven shuffled supply piles (ages 1-11) and one card of
    each age 1 to 10 set aside as a standard achievement (the 11 pile gives none)."""
    s.supply = []
    for a in range(11):
        pile = list(FOURTH_BY_AGE[a])
        s.shuffle(pile)
        s.supply.append(pile)
    for a in range(10):
        s.achievements.append(s.supply[a].pop(0))


# ---- the Junk (R4) -------------------------------------------------------------------

def junk_card(s: State, p: int, card: int) -> None:
    """Junk ``card``: it goes face down to the Junk, wherever it was (hand, board,
    score pile, supply). ``p`` is who junks it. Counts as a change."""
    src = verbs._take(s, card)
    s.junk.append(card)
    verbs._moved(s, p, "junks", card, src, (verbs.JUNK, -1))


def junk_pile(s: State, p: int, age: int) -> int:
    """Junk every card of the supply pile of ``age`` (nothing happens if it is
    empty); later draws of that age skip it (:func:`engine.supply.draw_age`).
    Returns the number of cards junked."""
    if not 1 <= age <= len(s.supply):
        return 0
    pile = s.supply[age - 1]
    n = len(pile)
    if not n:
        verbs.emit(s, translate("engine", "The {age} supply pile is empty: nothing to junk.", age=age),
                   kind="junk")
        return 0
    s.junk.extend(pile)
    s.supply[age - 1] = []
    s.changes += 1
    verbs.emit(s, translate("engine", "{player} junks the {age} supply pile ({n} cards).",
                            player=s.players[p].name, age=age, n=n), kind="junk")
    return n


def available_ages(s: State) -> list[int]:
    """The values of the standard achievements still available, ascending."""
    return sorted({AGE[c] for c in s.achievements})


def junk_achievement(s: State, p: int, age: int) -> bool:
    """Junk the available standard achievement of ``age`` (it can no longer be
    claimed). Returns False (nothing happens) if none of that value is available."""
    card = next((c for c in s.achievements if AGE[c] == age), None)
    if card is None:
        return False
    s.achievements.remove(card)
    s.junk.append(card)
    s.changes += 1
    verbs.emit(s, translate("engine", "{player} junks the {age} achievement.", player=s.players[p].name, age=age),
               kind="junk")
    return True


def junk_specials(s: State, p: int) -> int:
    """Junk every special achievement still available (Feudalism). Returns how many."""
    names = list(s.specials)
    for name in names:
        junk_special(s, p, name)
    return len(names)


def junk_special(s: State, p: int, name: str) -> bool:
    """Junk the available special achievement ``name``; False if it is not available."""
    if name not in s.specials:
        return False
    s.specials.remove(name)
    s.junk.append(name)
    s.changes += 1
    verbs.emit(s, translate("engine", "{player} junks the special achievement {special}.",
                            player=s.players[p].name, special=name), kind="junk")
    return True


def unjunk_special(s: State, p: int, name: str) -> bool:
    """Make the junked special achievement ``name`` available again (Publications);
    False if it is not in the junk."""
    if name not in s.junk:
        return False
    s.junk.remove(name)
    s.specials.append(name)
    s.changes += 1
    verbs.emit(s, translate("engine", "{player} makes the special achievement {special} available again.",
                            player=s.players[p].name, special=name), kind="junk")
    return True


# ---- self-execute (R5) ---------------------------------------------------------------

def chain_achievement(s: State, p: int) -> None:
    """The Chain Achievement: ``p`` takes the top card of the 11 supply pile into
    their achievements. With the 11 pile empty nothing happens and the game goes
    on (D3: no limit but the number of 11s). May raise GameOver (target reached)."""
    pile = s.supply[10] if len(s.supply) > 10 else []
    if not pile:
        verbs.emit(s, translate("engine", "{player} would take a Chain Achievement, but the 11 pile is empty.",
                                player=s.players[p].name), kind="achieve")
        return
    card = pile.pop(0)
    s.players[p].achievements.append(card)
    s.changes += 1
    verbs.emit(s, translate("engine", "{player} takes a Chain Achievement (an 11 from the supply).",
                            player=s.players[p].name), kind="achieve", card=card,
               src=(verbs.SUPPLY, 11), dst=(verbs.ACHIEVEMENTS, p))
    verbs._check_target(s, p)


# ---- losing (R6) ---------------------------------------------------------------------

def lose(s: State, p: int) -> None:
    """``p`` loses (Space Traffic): every card they have (achievements included)
    goes to the junk and they take no further part; in a 2-player game the other
    player wins, in a team game the whole team loses; when one player is left,
    that player wins. May raise GameOver (:func:`engine.verbs.eliminate`)."""
    verbs.eliminate(s, p, p)


# ---- special achievements (R10) -----------------------------------------------------

def qualifies(s: State, p: int, name: str, icons: list[int] | None = None) -> bool:
    """The fourth edition's conditions: Monument (four or more top cards with a
    demand effect), Empire (three of each of the six basic icons; the avatar is
    not one), World (twelve clocks), Wonder (five colors, each splayed right, up or
    aslant), Universe (five top cards of value 8 or more). Raises ValueError for
    an unknown name."""
    from .dogma import has_demand
    pl = s.players[p]
    if name == "Monument":
        return sum(1 for c in pl.tops() if has_demand(c, "fourth")) >= 4
    if name == "Empire":
        return min(icons or pl.icon_counts()) >= 3
    if name == "World":
        return (icons or pl.icon_counts())[CLOCK] >= 12
    if name == "Wonder":
        return all(pile for pile in pl.board) and all(d in WONDER_SPLAYS for d in pl.splay)
    if name == "Universe":
        return all(pile and AGE[pile[-1]] >= 8 for pile in pl.board)
    raise ValueError(f"no special achievement {name!r}")


def end_of_action(s: State) -> None:
    """At the end of each action: every player who meets the condition of an
    available special achievement claims it, at no cost. Order (D4): in turn order
    starting with the player to the acting player's left, the acting player last.
    May raise GameOver (a claim reaches the achievements needed to win)."""
    if not s.specials or s.result is not None:
        return
    n = len(s.players)
    for k in range(1, n + 1):
        p = (s.current + k) % n
        if p in s.eliminated:
            continue
        icons = s.players[p].icon_counts()
        for name in list(s.specials):
            if qualifies(s, p, name, icons):
                verbs.claim_special(s, p, name)


# ---- the distance rule (R9, D5) ------------------------------------------------------

def far_players(s: State, p: int) -> list[int]:
    """The opponents who do not sit next to ``p`` (fourth edition, an individual
    game of four or more players still in it: in a game of four, the player
    opposite), in turn order. Empty in every other game."""
    if s.edition != "fourth" or s.teams:
        return []
    order = s.order_from(p)
    if len(order) < 3:
        return []
    return order[1:-1]


def distance_rule(s: State, p: int, card: int, affected: list[int], sharing: list[int]) -> Gen:
    """The distance rule at the start of ``p``'s Dogma action on ``card`` (R9, as
    Board Game Arena plays it): each opponent not sitting next to ``p``

    * who would share (at least as many of the featured icon) shares the
      non-demand effects only by returning a card from hand: one ``cards``
      question (min 0, max 1, options: their hand), asked once per action; with an
      empty hand, or declined, they do not share;
    * who would be hit by a demand may return a card from hand to ignore the
      demands of this action: the same kind of question.

    A generator (it asks); changes ``affected`` and ``sharing`` in place."""
    from .decisions import Decision
    from .cards import CARDS
    kinds = [k for k, _ in CARDS[card].effects_for(s.edition)]
    for q in far_players(s, p):
        hand = s.players[q].hand
        if q in sharing and "non-demand" in kinds:
            got = None
            if hand:
                got = yield Decision(q, "cards", list(hand), 0, 1, translate(
                    "engine", "You do not sit next to {player}: return a card from your hand to share the dogma "
                              "of {card}, or decline.", player=s.players[p].name, card=card), source="distance")
            if got:
                verbs.return_card(s, q, got[0])
            else:
                sharing.remove(q)
                verbs.emit(s, translate("engine", "{player} does not share (not sitting next to {player2}).",
                                        player=s.players[q].name, player2=s.players[p].name), kind="decline")
        elif q in affected and "demand" in kinds and hand:
            got = yield Decision(q, "cards", list(hand), 0, 1, translate(
                "engine", "You do not sit next to {player}: you may return a card from your hand to ignore the "
                          "demand of {card}.", player=s.players[p].name, card=card), source="distance")
            if got:
                verbs.return_card(s, q, got[0])
                affected.remove(q)
                verbs.emit(s, translate("engine", "{player} ignores the demand (not sitting next to {player2}).",
                                        player=s.players[q].name, player2=s.players[p].name), kind="decline")


def far_dogma_options(s: State, p: int) -> list[int]:
    """The top cards of the opponents not sitting next to ``p`` that ``p`` may use
    for a Dogma action by returning a card from hand (R9, BGA): none with an empty
    hand or outside an individual fourth-edition game of four."""
    from .cards import CARDS
    if not s.players[p].hand:
        return []
    return [c for q in far_players(s, p) for c in s.players[q].tops() if CARDS[c].dogma_icon is not None]


def pay_for_far_dogma(s: State, p: int, card: int) -> Gen:
    """Before a Dogma action on a far opponent's top card: ``p`` returns a card
    from hand (a ``cards`` question, asked when the hand holds more than one)."""
    from .decisions import Decision
    hand = s.players[p].hand
    if len(hand) == 1:
        c = hand[0]
    else:
        got = yield Decision(p, "cards", list(hand), 1, 1, translate(
            "engine", "Return a card from your hand to use the dogma of {card}.", card=card), source="distance")
        c = got[0]
    verbs.return_card(s, p, c)
