"""Artifacts of History and Relics: the rules that are not card effects.

Rules (``resources``' reference README, "Rules" and "Relics"; BGA's
``stDigArtifact``, ``artifactPlayerTurn`` and relic actions):

* :func:`dig_age` / :func:`should_dig`: whether a Meld action digs, and the value;
* :func:`meld_and_dig`, :func:`relic_offer`, :func:`seize_question`: the Meld
  action of a game with the expansion (meld from hand or display, dig, offer the
  relic of the dug value);
* :func:`relic_options`: where a relic may be seized to;
* :func:`turn_choice`: the start-of-turn choice about a displayed card;
* :func:`artifact_dogma`: the free dogma of the displayed card (in
  :mod:`engine.dogma`, re-exported here).

Decisions asked here are of kind ``"alternative"`` whose options are words
(``"dogma"``, ``"return"``, ``"pass"``; ``"hand"``, ``"achievements"``), as the
position-file format says.
"""
from __future__ import annotations

from typing import Any, Generator

from . import verbs
from .msg import translate
from .cards import AGE, CARD_ICONS, CARDS, COLOR, FACE_AGE, HEX, RELICS
from .decisions import Decision
from .state import State

Gen = Generator[Decision, Any, Any]

#: Relic sets that are in play with Artifacts alone (a relic of another set can
#: only be seized to achievements).
SETS_IN_PLAY = ("base", "artifacts")
#: The start-of-turn choice's options, in this order.
TURN_CHOICES = ("dogma", "return", "pass")
#: Where a seized relic may go.
RELIC_PLACES = ("hand", "achievements")


def hex_overlap(a: int, b: int) -> bool:
    """True if cards ``a`` and ``b`` have their hexagon image in the same position."""
    ia, ib = CARD_ICONS[a], CARD_ICONS[b]
    return any(x == HEX and y == HEX for x, y in zip(ia, ib))


def dig_age(s: State, age: int) -> int:
    """The value dug for a covered card of value ``age``: moved up past empty BASE
    piles like an expansion draw (11 when every base pile from there up is empty)."""
    return verbs.drawable_age(s, age)


def should_dig(s: State, p: int, melded: int, covered: int | None) -> bool:
    """The digging conditions after ``p``'s Meld action put ``melded`` on
    ``covered`` (None: it started a new pile): the display is empty, a card was
    covered, and the melded card's face-up value is at most the covered card's,
    or both have their hexagon in the same position."""
    if not s.artifacts or s.players[p].display is not None or covered is None:
        return False
    return FACE_AGE[melded] <= FACE_AGE[covered] or hex_overlap(melded, covered)


def relic_options(s: State, p: int, relic: int) -> list[str]:
    """Where ``p`` may seize ``relic`` now (a subset of :data:`RELIC_PLACES`):
    to hand if its set is in play and it lies in the relic area or any player's
    achievements (``p``'s own included); to achievements if it lies in the relic
    area or another player's achievements. Empty when it lies elsewhere."""
    zone, owner = verbs.locate(s, relic)
    out = []
    in_play = SETS_IN_PLAY + (("echoes",) if s.echoes else ()) + (("cities",) if s.cities else ())
    # Echoes R10: Safety Pin's set is in use; Cities R10: Timbuktu's
    if zone == verbs.RELIC_AREA or zone == verbs.ACHIEVEMENTS and owner >= 0:
        if CARDS[relic].relic_set in in_play:
            out.append("hand")
        if zone == verbs.RELIC_AREA or owner != p:
            out.append("achievements")
    return out


def relic_of_value(age: int) -> int | None:
    """The relic seized by digging an Artifact of value ``age`` (3-7), or None."""
    return next((r for r in RELICS if AGE[r] == age), None)


def meld_and_dig(s: State, p: int, card: int) -> int | None:
    """The Meld action with the expansion, up to the dig: meld ``card`` from
    ``p``'s hand or display, then dig if :func:`should_dig`. Returns the card dug
    (None if nothing was dug). Melds by effects never dig (they use
    :func:`engine.verbs.meld`). (With Cities of Destiny the city icons and the city
    draw come between: :func:`engine.cities.meld_steps`.)"""
    pl = s.players[p]
    pile = pl.board[COLOR[card]]
    covered = pile[-1] if pile else None
    verbs.emit(s, translate("engine", "{player} takes the Meld action.", player=pl.name), kind="action")
    verbs.meld(s, p, card)
    return dig_after_meld(s, p, card, covered)


def dig_after_meld(s: State, p: int, card: int, covered: int | None) -> int | None:
    """The dig at the end of ``p``'s Meld action of ``card``, which covered
    ``covered`` (None: a new pile), if :func:`should_dig`. Returns the card dug."""
    if not should_dig(s, p, card, covered):
        return None
    assert covered is not None      # should_dig: a card was covered
    pl = s.players[p]
    if FACE_AGE[card] <= FACE_AGE[covered]:
        text = translate("engine", "{player} covered {card} (its value is not higher): they dig.", player=pl.name,
                         card=covered)
    else:
        text = translate("engine", "{player} covered {card} (both hexagons are in the same place): they dig.",
                         player=pl.name, card=covered)
    verbs.emit(s, text, kind="dig")
    return verbs.dig(s, p, dig_age(s, FACE_AGE[covered]))


def relic_offer(s: State, p: int, dug: int | None) -> int | None:
    """With Relics, the relic that ``p``'s dig of ``dug`` offers (the one of the dug
    card's value, if it may go somewhere: :func:`relic_options`), else None."""
    if dug is None or not s.relics:
        return None
    relic = relic_of_value(AGE[dug])
    if relic is None or not relic_options(s, p, relic):
        return None
    return relic


def seize_question(s: State, p: int, relic: int) -> Gen:
    """Ask ``p`` where to seize ``relic`` (a "you may": an ``alternative`` question
    whose options are the legal places of :func:`relic_options`, declined with
    None), then seize it. The end of a Meld action that dug (an action in steps of
    its own, ``("relic", relic)``, so a plain meld stays cheap)."""
    opts = relic_options(s, p, relic)
    words = {"hand": translate("engine", "take it into your hand"),
             "achievements": translate("engine", "take it into your achievements")}
    zone, owner = verbs.locate(s, relic)
    if zone == verbs.RELIC_AREA:
        ask = translate("engine", "You dug an Artifact {age}: you may seize the relic {card} from the relic area.",
                        age=AGE[relic], card=relic)
    elif owner == p:
        ask = translate("engine", "You dug an Artifact {age}: you may seize the relic {card} from your achievements.",
                        age=AGE[relic], card=relic)
    else:
        ask = translate("engine", "You dug an Artifact {age}: you may seize the relic {card} from {player}'s "
                        "achievements.", age=AGE[relic], card=relic, player=s.players[owner].name)
    d = Decision(p, "alternative", opts, 0, 1, ask, source="relic", alternatives=[words[o] for o in opts])
    where = yield d
    if where is None:
        verbs.emit(s, translate("engine", "{player} leaves the relic {card} where it is.", player=s.players[p].name,
                                card=relic), kind="decline")
        return
    verbs.seize_relic(s, p, relic, where)


def turn_choice(s: State) -> Decision | None:
    """The start-of-turn choice of the current player when their display holds a
    card and the choice is still open (``State.artifact_choice``): dogma it as a
    free action (not for a card without a featured icon: Battleship Yamato),
    return it, or pass. None when there is no such choice."""
    if not s.artifact_choice or s.result is not None:
        return None
    p = s.current
    card = s.players[p].display
    if card is None:
        return None
    opts = [o for o in TURN_CHOICES if o != "dogma" or CARDS[card].dogma_icon is not None]
    # the prompt names the card (and the table names the player): short answers fit on one row
    words = {"dogma": translate("engine", "dogma it, then return it"), "return": translate("engine", "return it"),
             "pass": translate("engine", "leave it")}
    if "dogma" in opts:
        ask = translate("engine", "Your display holds {card}: dogma it as a free action (then it is returned), "
                        "return it, or leave it there?", card=card)
    else:
        ask = translate("engine", "Your display holds {card}: return it or leave it there? (It has no dogma.)",
                        card=card)
    return Decision(p, "alternative", opts, 1, 1, ask, source="display", alternatives=[words[o] for o in opts])


def resolve_turn_choice(s: State, answer: str) -> None:
    """Carry out ``"return"`` or ``"pass"`` for the current player (``"dogma"`` is
    an action of its own: :func:`engine.dogma.artifact_dogma`) and close the choice.
    Raises ValueError for another answer."""
    p = s.current
    card = s.players[p].display
    s.artifact_choice = False
    assert card is not None         # the choice is asked about a displayed card
    if answer == "return":
        verbs.return_card(s, p, card)
    elif answer == "pass":
        verbs.emit(s, translate("engine", "{player} leaves {card} in their display.", player=s.players[p].name,
                                card=card), kind="pass")
    else:
        raise ValueError(f"no start-of-turn choice {answer!r}")


def setup_expansion(s: State, relics: bool) -> None:
    """Add the expansion to a new game's state: the ten Artifacts piles shuffled
    (15 cards of age 1, 10 of each other age) and, with ``relics``, the five relics
    in the relic area. Uses the state's generator after the base deal, so a base
    game's deal does not depend on it."""
    from .cards import ARTIFACTS_BY_AGE
    s.expansions = tuple(s.expansions) + (("artifacts",) if "artifacts" not in s.expansions else ())
    s.relics = relics
    for a in range(10):
        pile = list(ARTIFACTS_BY_AGE[a])
        s.shuffle(pile)
        s.art_supply[a] = pile
    s.relic_area = list(RELICS) if relics else []


def __getattr__(name: str) -> Any:
    if name == "artifact_dogma":
        from .dogma import artifact_dogma
        return artifact_dogma
    raise AttributeError(name)
