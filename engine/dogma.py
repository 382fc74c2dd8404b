"""The Dogma action and the context card effects are written against.

Card effects are generator functions ``fn(x: Ctx)``: straight-line code that
``yield from``s the ``x.choose_*`` helpers when it needs an answer and calls the
verbs (``x.draw``, ``x.meld``...) to change the game. A plain function that
never asks anything is fine too.

An effect in progress is therefore not stored as data: the :class:`engine.game.Game`
keeps the state at the start of the action plus the answers given since, and
rebuilds the generator by replaying those few answers when it is loaded or cloned.
"""
from __future__ import annotations

from typing import Any, Callable, Generator, Iterable, Sequence

from . import echoes as _echoes, verbs
from .cards import AGE, ARTIFACTS_OFFSET, CARD_ICONS, CARDS, COLOR, NAMES, SET
from .decisions import Decision
from .msg import Msg, translate
from .state import Player, State

Effect = Callable[["Ctx"], Any]
Gen = Generator[Decision, Any, Any]

#: Registered effect functions: ``(card id, edition)`` -> one function per printed
#: effect. Edition ``"third"`` is the default; ``"first"`` entries exist only for
#: the cards whose first-edition text differs, ``"fourth"`` entries for the cards
#: whose fourth-edition text differs and for the age-11 cards.
EFFECTS: dict[tuple[int, str], list[Effect]] = {}


def register(name: str, fns: list[Effect], first: list[Effect] | None = None) -> None:
    """Register the effect functions of the card titled ``name`` (one per printed
    effect, in order) and, optionally, its first-edition functions.

    Raises ``ValueError`` if the count differs from the card data."""
    if name not in _IDS:
        raise ValueError(f"no card titled {name!r}")
    cid = _IDS[name]
    card = CARDS[cid]
    if len(fns) != len(card.effects):
        raise ValueError(f"{name}: {len(fns)} functions for {len(card.effects)} effects")
    EFFECTS[(cid, "third")] = fns
    if first is not None:
        if card.first_effects is None or len(first) != len(card.first_effects):
            raise ValueError(f"{name}: first-edition functions do not match the card data")
        EFFECTS[(cid, "first")] = first


def register_fourth(name: str, fns: list[Effect]) -> None:
    """Register the fourth-edition effect functions of the card titled ``name``: a
    base card whose fourth-edition text differs (``fourth_edition_effects`` in the
    card data), or an age-11 card. A card whose text is the same in both editions
    uses its third-edition functions and is not registered here.

    Raises ``ValueError`` for an unknown title, a card without a fourth-edition
    text, or a count that differs from the card data."""
    if name not in _IDS:
        raise ValueError(f"no card titled {name!r}")
    cid = _IDS[name]
    card = CARDS[cid]
    if card.fourth_effects is None and SET[cid] != "fourth":
        raise ValueError(f"{name}: its fourth-edition text is the third's (register it once, with register)")
    if len(fns) != len(card.effects_for("fourth")):
        raise ValueError(f"{name}: {len(fns)} functions for {len(card.effects_for('fourth'))} effects")
    EFFECTS[(cid, "fourth")] = fns


_IDS = {n: i for i, n in enumerate(NAMES)}


#: Ids below this are the base game's cards (their effects load with engine.effects).
_BASE_CARDS = ARTIFACTS_OFFSET
_loaded = {"expansions": False}


def effect_functions(card: int, edition: str) -> list[Effect] | None:
    """The functions for ``card``'s effects in ``edition``, or None if unwritten.
    A card of an expansion loads the expansions' effect modules on first call
    (:func:`engine.effects.load_expansions`)."""
    if card >= _BASE_CARDS and (card, "third") not in EFFECTS and not _loaded["expansions"]:
        _loaded["expansions"] = True
        from .effects import load_expansions
        load_expansions()
    if edition == "first":
        fns = EFFECTS.get((card, "first"))
        if fns is not None:
            return fns
    if edition == "fourth":
        fns = EFFECTS.get((card, "fourth"))
        if fns is not None or CARDS[card].fourth_effects is not None or SET[card] == "fourth":
            return fns
    elif SET[card] == "fourth":
        return None
    return EFFECTS.get((card, "third"))


class EndDogma(Exception):
    """Raised by an effect that stops the rest of the dogma action (Fission)."""


class Ctx:
    """What an effect sees while one player executes it.

    * ``s``: the state; ``me``: the executing player's index; ``pl``: that Player.
    * ``card``: the card whose effect runs; ``activator``: who took the Dogma action
      (for a demand or a compel, the demanding player; ``demander`` is the same, or
      None for a non-demand effect: in a compel's text "you" is ``me``, "me/my"
      is ``demander``).
    * ``memo``: a dict shared by every execution of this card in one action (how
      many cards a demand moved, Democracy's count...).
    """

    __slots__ = ("s", "me", "pl", "card", "activator", "demander", "memo", "depth")

    def __init__(self, s: State, me: int, card: int, activator: int, memo: dict[Any, Any],
                 demander: int | None = None, depth: int = 0) -> None:
        self.s = s
        self.me = me
        if s.executors is not None:         # an answer being watched: who acted (engine.view.apply_noting)
            s.executors.add(me)
        self.pl: Player = s.players[me]
        self.card = card
        self.activator = activator
        self.demander = demander
        self.memo = memo
        self.depth = depth

    # ---- reads ---------------------------------------------------------------
    @property
    def edition(self) -> str:
        return self.s.edition

    @property
    def demanding(self) -> int:
        """The demanding player's index (demands and compels only: ``demander``
        checked not None, AssertionError otherwise)."""
        assert self.demander is not None, "not a demand"
        return self.demander

    @property
    def dp(self) -> Player:
        """The demanding player's Player (demands only)."""
        assert self.demander is not None
        return self.s.players[self.demander]

    def name(self, p: int | None = None) -> str:
        return self.s.players[self.me if p is None else p].name

    def others(self) -> list[int]:
        """Every other player, the partner included in a team game, in turn order
        from the executing player's left. For the texts that mean every player but
        you (Construction's "only player", Road Building's "another player",
        Democracy's comparison, Mass Media's and Fission's "any/every player")."""
        return self.s.order_from(self.me)

    def opponents(self) -> list[int]:
        """Every opponent of the executing player, in turn order. Team game rule:
        the partner is not an opponent, so it is left out (Optics, Rocketry,
        Bioengineering, Self Service, and the cards that take from or compare with
        the other players: Clothing, Classification, Socialism, Specialization)."""
        return self.s.opponents(self.me)

    # ---- verbs, for the executing player -------------------------------------
    def draw(self, age: int, p: int | None = None, card_set: str | None = None) -> int:
        """Draw (``card_set="artifacts"``: an Artifact, see :func:`engine.verbs.draw`)."""
        return verbs.draw(self.s, self.me if p is None else p, age, card_set=card_set)

    def draw_and_reveal(self, age: int, card_set: str | None = None) -> int:
        return verbs.draw_and_reveal(self.s, self.me, age, card_set)

    def draw_and_meld(self, age: int, card_set: str | None = None) -> int:
        return verbs.draw_and_meld(self.s, self.me, age, card_set)

    def draw_and_score(self, age: int, card_set: str | None = None) -> int:
        return verbs.draw_and_score(self.s, self.me, age, card_set)

    def draw_and_tuck(self, age: int, card_set: str | None = None) -> int:
        return verbs.draw_and_tuck(self.s, self.me, age, card_set)

    def draw_and_foreshadow(self, age: int, card_set: str | None = None) -> int:
        """Draw and foreshadow (Echoes of the Past)."""
        return verbs.draw_and_foreshadow(self.s, self.me, age, card_set)

    def foreshadow(self, card: int) -> None:
        """Foreshadow ``card``: into the executing player's forecast (Echoes)."""
        verbs.foreshadow(self.s, self.me, card)

    def points(self, p: int | None = None) -> int:
        """A player's score (:func:`engine.verbs.points`: with Echoes, bonus points included)."""
        return verbs.points(self.s, self.me if p is None else p)

    def meld(self, card: int) -> None:
        verbs.meld(self.s, self.me, card)

    def tuck(self, card: int) -> None:
        verbs.tuck(self.s, self.me, card)

    def score(self, card: int) -> None:
        verbs.score(self.s, self.me, card)

    def return_(self, card: int) -> None:
        verbs.return_card(self.s, self.me, card)

    def reveal(self, card: int) -> None:
        verbs.reveal(self.s, self.me, card)

    def transfer(self, card: int, to: int, zone: str) -> None:
        verbs.transfer(self.s, self.me, card, to, zone)

    def splay(self, color: int, direction: int) -> bool:
        return verbs.splay(self.s, self.me, color, direction)

    def can_splay(self, color: int, direction: int) -> bool:
        return verbs.can_splay(self.s, self.me, color, direction)

    def claim(self, special: str) -> bool:
        """Claim a special achievement through a card's own condition."""
        return verbs.claim_special(self.s, self.me, special)

    def achieve(self, card: int) -> None:
        verbs.achieve(self.s, self.me, card)

    def win(self, p: int | None = None) -> None:
        verbs.win(self.s, self.me if p is None else p)

    def log(self, text: "Msg | str") -> None:
        """A log line of a card's own (a message made with :func:`engine.msg.translate`)."""
        verbs.emit(self.s, text)

    # ---- questions -------------------------------------------------------------
    def _ask(self, d: Decision) -> Gen:
        if not d.source:
            d.source = NAMES[self.card]
        answer = yield d
        if (d.kind == "yesno" and answer is False) or (d.min == 0 and not answer and answer != 0):
            verbs.emit(
                self.s,
                translate(
                    "engine", "{player} declines ({source}).", player=self.s.players[d.player].name, source=d.source
                ),
                kind="decline",
            )
        return answer

    def choose_cards(self, options: Iterable[int], lo: int = 1, hi: int = 1, prompt: Msg | str = "",
                     player: int | None = None) -> Gen:
        """Ask ``player`` (default: the executing player) to pick ``lo``..``hi`` of
        ``options``; returns the list of chosen card ids.

        Golden rule: if fewer cards exist than required, the effect takes what
        there is. The question is skipped when the answer is forced: nothing to
        pick (``[]``), or every eligible card must be taken (all of them)."""
        opts = list(options)
        n = len(opts)
        lo, hi = min(lo, n), min(hi, n)
        if hi == 0:
            return []
        if lo == n:
            return opts
        who = self.me if player is None else player
        return (yield from self._ask(Decision(who, "cards", opts, lo, hi, prompt)))

    def may_choose_exactly(self, options: Iterable[int], n: int, prompt: Msg | str = "",
                           player: int | None = None, fewer: str = "all") -> Gen:
        """A "you may" that sets an exact number of cards ("you may tuck a card for
        every two leaves", "you may return three cards"): all or nothing.

        Rules (the published FAQ on Reformation, BGA's implementation): once the
        player chooses to act, the full number is done; a smaller number is not a
        legal answer. ``[]`` declines. When fewer than ``n`` cards are eligible:

        * ``fewer="all"``: all of them or none (golden rule: do as much as you can;
          Reformation);
        * ``fewer="none"``: the "you may" cannot be done, nothing is asked and
          ``[]`` is returned (golden rule, BGA's game help: a "you may" that needs
          three cards returned to trigger its reward is passed with fewer; Tools).

        One ``cards`` question with ``min`` 0, ``max`` k and ``counts`` (0, k), where
        k is the number to choose; not asked when k is 0. Returns the chosen card
        ids (``[]`` if declined or not asked). Raises ``ValueError`` for an unknown
        ``fewer``."""
        if fewer not in ("all", "none"):
            raise ValueError(f"fewer must be 'all' or 'none', not {fewer!r}")
        opts = list(dict.fromkeys(options))
        k = max(n, 0)
        if len(opts) < k:
            if fewer == "none":
                return []
            k = len(opts)
        if k == 0:
            return []
        who = self.me if player is None else player
        d = Decision(who, "cards", opts, 0, k, prompt, counts=(0, k))
        return (yield from self._ask(d))

    def choose_card(self, options: Iterable[int], prompt: Msg | str = "", may: bool = False,
                    player: int | None = None) -> Gen:
        """Pick exactly one card (or, with ``may``, one or none); returns an id or None."""
        got = yield from self.choose_cards(options, 0 if may else 1, 1, prompt, player)
        return got[0] if got else None

    def yesno(self, prompt: Msg | str, player: int | None = None) -> Gen:
        """A "you may" that picks nothing: returns True for yes."""
        who = self.me if player is None else player
        return (yield from self._ask(Decision(who, "yesno", [True, False], 1, 1, prompt)))

    def may_splay(self, color: int, direction: int) -> Gen:
        """"You may splay your <color> cards <direction>": asked only if possible.
        Returns True if the pile was splayed."""
        if not self.can_splay(color, direction):
            return False
        if (yield from self.yesno(translate("engine", "Splay your {color} cards {splay}?", color=color,
                                            splay=direction))):
            return self.splay(color, direction)
        return False

    def may_splay_one(self, colors: Iterable[int], direction: int, prompt: Msg | str = "") -> Gen:
        """"You may splay your <a> or <b> cards <direction>": one color question with
        minimum 0 among ``colors`` (in the order given) that can be splayed that
        way; not asked if none can. Returns the color splayed, or None."""
        opts = [c for c in colors if self.can_splay(c, direction)]
        if not opts:
            return None
        color = yield from self.choose_color(
            opts, prompt or _may_splay_prompt(opts, direction), may=True)
        if color is None:
            return None
        self.splay(color, direction)
        return color

    def choose_color(self, options: Iterable[int], prompt: Msg | str = "", may: bool = False,
                     player: int | None = None) -> Gen:
        """Pick one color; forced when only one is possible (and not optional).
        Returns a color number, or None (declined, or no options)."""
        opts = list(dict.fromkeys(options))
        if not opts:
            return None
        if len(opts) == 1 and not may:
            return opts[0]
        who = self.me if player is None else player
        return (yield from self._ask(Decision(who, "color", opts, 0 if may else 1, 1, prompt)))

    def choose_colors(self, options: Iterable[int], lo: int, hi: int, prompt: Msg | str = "",
                      player: int | None = None) -> Gen:
        """Pick ``lo``..``hi`` colors; forced when every option must be taken."""
        opts = list(dict.fromkeys(options))
        n = len(opts)
        lo, hi = min(lo, n), min(hi, n)
        if hi == 0:
            return []
        if lo == n:
            return opts
        who = self.me if player is None else player
        return (yield from self._ask(Decision(who, "colors", opts, lo, hi, prompt)))

    def choose_player(self, options: Iterable[int], prompt: Msg | str = "", may: bool = False) -> Gen:
        """Pick one player; forced when only one is possible and not optional."""
        opts = list(dict.fromkeys(options))
        if not opts:
            return None
        if len(opts) == 1 and not may:
            return opts[0]
        return (yield from self._ask(Decision(self.me, "player", opts, 0 if may else 1, 1, prompt)))

    def choose_number(self, options: Iterable[int], prompt: Msg | str = "") -> Gen:
        """Pick one number among ``options``; forced when there is one."""
        opts = list(dict.fromkeys(options))
        if len(opts) == 1:
            return opts[0]
        return (yield from self._ask(Decision(self.me, "number", opts, 1, 1, prompt)))

    def choose_order(self, cards: list[int], prompt: Msg | str = "") -> Gen:
        """Put ``cards`` in an order (top first); forced for fewer than two."""
        if len(cards) < 2:
            return list(cards)
        return (yield from self._ask(Decision(self.me, "order", list(cards), len(cards), len(cards), prompt)))

    def choose_alternative(
        self, texts: Sequence[Msg | str], prompt: Msg | str = "", allowed: list[int] | None = None
    ) -> Gen:
        """Pick one of a card's "either ... or ..." alternatives (0-based index).
        ``allowed`` restricts the options; forced when only one is allowed."""
        opts = list(range(len(texts))) if allowed is None else list(allowed)
        if len(opts) == 1:
            return opts[0]
        d = Decision(self.me, "alternative", opts, 1, 1, prompt, alternatives=list(texts))
        return (yield from self._ask(d))

    # ---- running other effects ---------------------------------------------
    def self_execute(self, card: int) -> Gen:
        """Self-execute ``card`` (fourth edition, R5): carry out its non-demand
        effects alone, in order, without sharing, demands or free Draw
        (:meth:`execute`).

        The Chain Achievement: when this is asked while carrying out a card that is
        itself being self-executed, the executing player first takes the top card of
        the 11 supply pile into their achievements; with an empty 11 pile nothing
        is gained and play goes on (decision D3). May raise GameOver (the
        achievement reaches the target)."""
        if self.memo.get(SELF_EXECUTING):
            from .fourth import chain_achievement
            chain_achievement(self.s, self.me)
        yield from self.execute(card)

    def execute_all(self, card: int) -> Gen:
        """Carry out every effect of ``card`` as if it were printed on the card
        being resolved, without sharing (Artifacts README, "Executing other cards'
        effects", BGA ``fullyExecute``): its demand effects are issued by the
        executing player against the opponents affected by the dogma in progress,
        its compel effects against the compelled ones, its non-demand effects are
        done by the executing player alone. No free Draw. Outside a dogma (no
        plan known) demands and compels hit nobody."""
        verbs.emit(self.s, translate("engine", "{player} carries out every effect of {card}.", player=self.name(),
                                     card=card), kind="execute")
        fns = effect_functions(card, self.s.edition)
        if fns is None:
            return
        affected, compel = self.memo.get(PLAN, ([], []))
        memo: dict[Any, Any] = {PLAN: (affected, compel)}
        for (kind, _), fn in zip(CARDS[card].effects_for(self.s.edition), fns):
            if kind in ("demand", "compel"):
                for q in (affected if kind == "demand" else compel):
                    if q == self.me:
                        continue
                    yield from run_effect(fn, Ctx(self.s, q, card, self.me, memo, self.me, self.depth + 1))
            elif kind in ("non-demand", "echo"):
                # an echo effect too (Echoes R4: BGA runs the executed card's own echo effect first)
                yield from run_effect(fn, Ctx(self.s, self.me, card, self.me, memo, None, self.depth + 1))

    def execute(self, card: int) -> Gen:
        """Carry out ``card``'s non-demand effects for the executing player alone:
        no sharing, no demands, no free Draw (Computers, Robotics, Software,
        Satellites, Self Service). Nests; the effects finish even if the card moves."""
        verbs.emit(self.s, translate("engine", "{player} carries out the effects of {card}.", player=self.name(),
                                     card=card), kind="execute")
        fns = effect_functions(card, self.s.edition)
        if fns is None:
            return
        memo: dict[Any, Any] = {SELF_EXECUTING: True}
        for (kind, _), fn in zip(CARDS[card].effects_for(self.s.edition), fns):
            if kind != "non-demand":
                continue
            x = Ctx(self.s, self.me, card, self.me, memo, None, self.depth + 1)
            yield from run_effect(fn, x)


def _may_splay_prompt(colors: list[int], direction: int) -> Msg:
    """"You may splay your red or green cards left." for one to five colors."""
    c = colors + [0] * (5 - len(colors))
    n = len(colors)
    if n == 1:
        return translate("engine", "You may splay your {color} cards {splay}.", color=c[0], splay=direction)
    if n == 2:
        return translate("engine", "You may splay your {color} or {color2} cards {splay}.", color=c[0],
                         color2=c[1], splay=direction)
    if n == 3:
        return translate("engine", "You may splay your {color} or {color2} or {color3} cards {splay}.",
                         color=c[0], color2=c[1], color3=c[2], splay=direction)
    if n == 4:
        return translate("engine", "You may splay your {color} or {color2} or {color3} or {color4} cards {splay}.",
                         color=c[0], color2=c[1], color3=c[2], color4=c[3], splay=direction)
    return translate("engine", "You may splay your {color} or {color2} or {color3} or {color4} or {color5} cards "
                     "{splay}.", color=c[0], color2=c[1], color3=c[2], color4=c[3], color5=c[4], splay=direction)


#: ``Ctx.memo`` key of the dogma in progress' plan: ``(affected, compelled)``.
PLAN = "_plan"
#: ``Ctx.memo`` key set while a card's effects are carried out by :meth:`Ctx.execute`
#: (self-execution: the fourth edition's Chain Achievement reads it).
SELF_EXECUTING = "_self"


def has_demand(card: int, edition: str = "third") -> bool:
    """True if ``card`` has an "I demand" or an "I compel" effect in ``edition``
    (BGA counts a compel as a demand effect wherever a card asks for one: Treaty
    of Kadesh, United Nations Charter)."""
    return any(k in ("demand", "compel") for k, _ in CARDS[card].effects_for(edition))


def run_effect(fn: Effect, x: Ctx) -> Gen:
    """Run one effect function, generator or plain."""
    r = fn(x)
    if r is not None and hasattr(r, "send"):
        yield from r


def dogma_plan(s: State, p: int, card: int, bonus: int = 0) -> tuple[list[int], list[int]]:
    """Who a Dogma on ``card`` by ``p`` involves, from the featured-icon counts now:
    ``(affected, sharing)``, both in turn order from p's left. Affected: opponents
    (never a teammate) with fewer of the icon; sharing: other players with at least
    as many. ``bonus`` is added to p's count only (the free dogma of a displayed
    Artifact adds the featured icons printed on the card itself).

    Compel effects (Artifacts) hit the sharing players who are opponents
    (:func:`compelled`)."""
    icon = CARDS[card].dogma_icon_for(s.edition)
    if icon is None:
        raise ValueError(f"{NAMES[card]} has no featured icon: it cannot be dogma'd")
    counts = [pl.icon_count(icon) for pl in s.players]
    mine = counts[p] + bonus
    order = s.order_from(p)
    affected = [q for q in order if counts[q] < mine and not s.teammates(p, q)]
    sharing = [q for q in order if counts[q] >= mine]
    return affected, sharing


def compelled(s: State, p: int, sharing: list[int]) -> list[int]:
    """The players an "I compel" effect of ``p``'s dogma hits: the opponents (never
    ``p`` nor a teammate) among ``sharing``, i.e. with at least as many of the
    featured icon, in turn order. They also share the non-demand effects."""
    return [q for q in sharing if not s.teammates(p, q)]


def dogma(s: State, p: int, card: int, bonus: int = 0, endorse: bool = False) -> Gen:
    """The Dogma action on ``card`` (one of ``p``'s top cards).

    Rules: the featured-icon counts are fixed now; each effect in printed order;
    a demand is carried out by each affected opponent in turn order from p's left;
    a compel (Artifacts: "I compel") by each opponent with at least as many of the
    icon, in the same order; a non-demand effect by each sharing player in turn
    order, then by p. If an opponent's sharing changed the game in any way, p
    takes a free Draw at the end. ``bonus``: see :func:`dogma_plan`.

    With Echoes of the Past (R4, R10), every echo effect visible in p's pile of
    the card's color (:func:`engine.echoes.echo_cards`, bottom first, the list
    fixed now) runs first, shared like a non-demand effect (and counting for the
    free Draw); the card's own echo effect is among them when it is visible,
    never run again with its other effects.

    ``endorse`` (Cities of Destiny's Endorse action, R9; order D4 as BGA): each
    non-demand and echo effect is done by the sharing players once, then by p
    twice in a row; each demand (and compel) is done by every affected opponent in
    turn order, and then by all of them once more."""
    if s.edition == "fourth" and card not in s.players[p].tops():     # a far opponent's card (R9)
        from .fourth import pay_for_far_dogma
        yield from pay_for_far_dogma(s, p, card)
    affected, sharing = dogma_plan(s, p, card, bonus)
    echo_list: list[int] = []
    if s.echoes:
        echo_list = _echoes.echo_cards(s.players[p], COLOR[card])
    verbs.emit(s, translate("engine", "{player} activates the dogma of {card}.", player=s.players[p].name, card=card),
               kind="dogma")
    fns = effect_functions(card, s.edition)
    if fns is None and CARDS[card].effects and SET[card] != "base":
        verbs.emit(s, translate("engine", "(The effects of {card} are not written yet: nothing happens.)",
                                card=card), kind="dogma")
    if s.edition == "fourth" and len(s.players) >= 4:
        from .fourth import distance_rule
        yield from distance_rule(s, p, card, affected, sharing)
    memo: dict[Any, Any] = {PLAN: (affected, compelled(s, p, sharing))}
    bonus_draw = False
    try:
        for ec in echo_list:
            efns = effect_functions(ec, s.edition)
            if efns is None:
                continue
            verbs.emit(s, translate("engine", "The echo effect of {card} runs.", card=ec), kind="echo")
            for q in sharing + [p] * (2 if endorse else 1):
                before = s.changes
                yield from run_effect(efns[0], Ctx(s, q, ec, p, memo))
                if q != p and s.changes != before and not s.teammates(p, q):
                    bonus_draw = True
    except EndDogma:
        fns = None
    if fns is not None:
        try:
            for (kind, _), fn in zip(CARDS[card].effects_for(s.edition), fns):
                if p in s.eliminated:               # the activator lost: nothing more happens
                    break
                if kind == "demand":
                    for q in affected * (2 if endorse else 1):
                        if q in s.eliminated:
                            continue
                        yield from run_effect(fn, Ctx(s, q, card, p, memo, demander=p))
                elif kind == "compel":
                    for q in compelled(s, p, sharing) * (2 if endorse else 1):
                        yield from run_effect(fn, Ctx(s, q, card, p, memo, demander=p))
                elif kind == "non-demand":
                    for q in sharing + [p] * (2 if endorse else 1):
                        if q in s.eliminated:       # lost during this dogma (Space Traffic)
                            continue
                        before = s.changes
                        yield from run_effect(fn, Ctx(s, q, card, p, memo))
                        if q != p and s.changes != before and not s.teammates(p, q):
                            bonus_draw = True
        except EndDogma:
            pass
    if bonus_draw and p not in s.eliminated:
        verbs.emit(s, translate("engine", "{player} takes a free Draw for the shared dogma.", player=s.players[p].name),
                   kind="bonus")
        verbs.draw(s, p, s.players[p].highest_top_age())


def artifact_dogma(s: State, p: int, card: int) -> Gen:
    """The free dogma of the Artifact in ``p``'s display, at the start of p's turn
    (Artifacts of History; BGA ``dogmaArtifactOnDisplay``). Not an action. Resolved
    like a Dogma action (:func:`dogma`) with p's count of the featured icon raised
    by the number of that icon printed on the card itself; demands, compels,
    sharing and the free Draw as usual. Afterwards (after the free Draw, as BGA's
    current version does) the card is returned to its Artifacts pile if it is
    still in the display. Raises ValueError if the card is not in p's display."""
    pl = s.players[p]
    if pl.display != card:
        raise ValueError(f"{NAMES[card]} is not in {pl.name}'s display")
    icon = CARDS[card].dogma_icon
    verbs.emit(s, translate("engine", "{player} uses the dogma of {card} from their display as a free action.",
                            player=pl.name, card=card), kind="dogma")
    yield from dogma(s, p, card, CARD_ICONS[card].count(icon) if icon is not None else 0)
    if pl.display == card:
        verbs.return_card(s, p, card)


# ---- small helpers effects use ---------------------------------------------------

def highest(cards: Iterable[int]) -> list[int]:
    """The cards of the highest age among ``cards`` (all of them, ties included)."""
    cs = list(cards)
    if not cs:
        return []
    top = max(AGE[c] for c in cs)
    return [c for c in cs if AGE[c] == top]


def lowest(cards: Iterable[int]) -> list[int]:
    """The cards of the lowest age among ``cards`` (ties included)."""
    cs = list(cards)
    if not cs:
        return []
    low = min(AGE[c] for c in cs)
    return [c for c in cs if AGE[c] == low]


def with_icon(cards: Iterable[int], icon: int) -> list[int]:
    """The cards among ``cards`` that show ``icon`` in any position."""
    return [c for c in cards if icon in CARDS[c].icons]


def of_color(cards: Iterable[int], color: int) -> list[int]:
    return [c for c in cards if COLOR[c] == color]


__all__ = [
    "Ctx",
    "register",
    "dogma",
    "dogma_plan",
    "compelled",
    "artifact_dogma",
    "has_demand",
    "EndDogma",
    "highest",
    "lowest",
    "with_icon",
    "of_color",
]
