"""The game driver: one pending decision at a time, answered through :meth:`Game.apply`.

A game is its options, seed and answers. Every input (a mouse drop, a computer
player, a network peer, a replay step) is an answer to :attr:`Game.pending`.
An illegal answer raises :class:`~engine.decisions.IllegalAnswer` and changes
nothing.

An action in progress (the setup's first melds, or a Dogma) is a generator; the
game keeps the state at the action's start (``base``) and the answers since, so it
can be serialized and cloned and rebuilt by replaying those answers.
"""
from __future__ import annotations

from typing import Any, Sequence

from . import artifacts, cities, echoes, verbs
from .cards import AGE, BY_AGE, BY_NAME, CARDS, COLORS, EDITIONS, NAMES, icon_table
from .decisions import Decision, Event, GameIsOver, GameOver, IllegalAnswer
from .answers import (MalformedAnswer, NotYourDecision, StaleDecision, check_outside,  # noqa: F401
                      action_to_json as action_to_json, to_outside as public_answer, Action as ActionData)
from .msg import Msg, translate
from .dogma import Gen, artifact_dogma, dogma
from .inputs import check_names, check_seed, quote
from .state import Player, State

ENGINE_VERSION = "0.1.0"


#: The highest achievement target a game may set (14 achievements exist: 9
#: standard and 5 special; some dogmas achieve more cards).
MAX_WIN_TARGET = 20


def check_win_target(v: Any) -> int:
    """``v`` if it is a whole number 1 to :data:`MAX_WIN_TARGET`; raises ValueError.
    Every reader (new games, position files, saves) applies this one rule, so a
    game that loads can always be saved again."""
    if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= MAX_WIN_TARGET:
        raise ValueError(f"the achievements needed to win (win_target) must be a whole number 1 to "
                         f"{MAX_WIN_TARGET}, not {quote(v)}")
    return v


def default_win_target(n: int, teams: bool, expansions: int = 0) -> int:
    """Achievements needed to win: 6 for 2 players or a team game, 5 for 3, 4 for 4;
    one more per expansion in play (``expansions``: their number; Artifacts of
    History alone: 7, 6, 5, teams 7). Relics do not change it."""
    if teams:
        return 6 + expansions
    return {2: 6, 3: 5, 4: 4}[n] + expansions


#: The expansions a game may use.
EXPANSIONS = ("artifacts", "echoes", "cities")
#: Why a fourth-edition game with an expansion is refused (for now).
FOURTH_NO_EXPANSIONS = ("the fourth edition cannot be played with an expansion yet (its expansions differ, "
                        "e.g. Artifacts has museums instead of relics): choose the third or first edition, "
                        "or no expansion")


def check_expansions(expansions: Any, relics: Any) -> tuple[tuple[str, ...], bool]:
    """``(expansions, relics)`` checked: a list of known expansion names without
    repeats (:data:`EXPANSIONS`: ``"artifacts"``, ``"echoes"``, ``"cities"``, in any combination)
    and a bool; relics need Artifacts. The names are kept in :data:`EXPANSIONS`
    order, so ``["echoes", "artifacts"]`` and ``["artifacts", "echoes"]`` are one game.
    Raises ValueError otherwise."""
    if not isinstance(expansions, (list, tuple)) or any(type(x) is not str for x in expansions):
        raise ValueError(f"expansions must be a list of names, not {quote(expansions)}")
    for x in expansions:
        if x not in EXPANSIONS:
            raise ValueError(f"unknown expansion {quote(x)} (known: {', '.join(EXPANSIONS)})")
    if len(set(expansions)) != len(expansions):
        raise ValueError("an expansion is named twice")
    if type(relics) is not bool:
        raise ValueError(f"relics must be true or false, not {quote(relics)}")
    if relics and "artifacts" not in expansions:
        raise ValueError("relics are played only with the Artifacts of History expansion")
    return tuple(x for x in EXPANSIONS if x in expansions), relics


def new_state(names: list[str], seed: int = 0, edition: str = "third", teams: bool = False,
              win_target: int | None = None, expansions: Sequence[str] = (),
              relics: bool = False) -> State:
    """A fresh game before the first melds: supply shuffled by ``seed``, one card
    of each age 1-9 set aside as a standard achievement, the five special
    achievements available, and two 1s dealt to each player. ``edition``
    ``"fourth"``: eleven piles and ten standard achievements (ages 1-10;
    :func:`engine.fourth.setup_supply`); no expansion is defined with it yet. With
    ``expansions=["artifacts"]`` the ten Artifacts piles are shuffled too (and with
    ``relics`` the five relics set out); the default target rises by one.

    Raises ``ValueError`` for a bad player count, a name that breaks the name
    rule (:func:`engine.inputs.check_names`: blank, too long, control characters,
    duplicated), an unknown edition, a ``win_target`` outside 1 to
    :data:`MAX_WIN_TARGET`, teams without four players, or bad expansions
    (:func:`check_expansions`)."""
    if not isinstance(names, (list, tuple)) or not 2 <= len(names) <= 4:
        raise ValueError("a game has 2 to 4 players")
    check_names(names)
    if win_target is not None:
        check_win_target(win_target)
    check_seed(seed)           # what the save's reader accepts, so every game can be saved and opened
    if edition not in EDITIONS:
        raise ValueError("edition must be 'third', 'first' or 'fourth'")
    if edition == "fourth" and expansions:
        raise ValueError(FOURTH_NO_EXPANSIONS)
    if teams and len(names) != 4:
        raise ValueError("the team game needs exactly 4 players")
    expansions, relics = check_expansions(list(expansions), relics)
    s = State()
    s.rng = seed & 0xFFFFFFFFFFFFFFFF
    s.edition = edition
    s.teams = teams
    s.win_target = (win_target if win_target is not None
                    else default_win_target(len(names), teams, len(expansions)))
    s.players = [Player(n, icon_table(edition)) for n in names]
    if edition == "fourth":
        from .fourth import setup_supply
        setup_supply(s)
    else:
        for a in range(10):
            pile = list(BY_AGE[a])
            s.shuffle(pile)
            s.supply[a] = pile
        for a in range(9):
            s.achievements.append(s.supply[a].pop(0))
    for p in s.players:     # with Echoes, one base 1 and (below) one Echoes 1 (Echoes R1)
        p.hand.extend([s.supply[0].pop(0)] if "echoes" in expansions else [s.supply[0].pop(0), s.supply[0].pop(0)])
    if "artifacts" in expansions:
        artifacts.setup_expansion(s, relics)
    if "echoes" in expansions:
        echoes.setup_expansion(s)
    if "cities" in expansions:
        cities.setup_expansion(s)
    s.expansions = expansions       # in EXPANSIONS order, whatever the setup order
    s.current = 0
    s.actions_left = 1
    s.turn = 0
    return s


def setup_decision(s: State, player: int) -> Decision:
    """The setup's question to ``player``: which card of their hand to meld first
    (one card; kept secret until all have chosen)."""
    return Decision(player, "cards", list(s.players[player].hand), 1, 1,
                    translate("engine", "Choose the card to meld first (kept secret until all have chosen)."),
                    source="setup")


def setup_melds(s: State) -> Gen:
    """The first meld: every player secretly picks one of their two cards, then all
    are melded together; the alphabetically first title goes first (articles
    included). The first player has one action (and the second too with 4 players).

    The players are asked in seat order, but nothing is revealed before the last
    has chosen, so every player may choose at once: :mod:`engine.first_melds`
    keeps choices made ahead of their turn and gives them to the game in order."""
    chosen: list[int] = []
    for i in range(len(s.players)):
        got = yield setup_decision(s, i)
        chosen.append(got[0])
    for i, c in enumerate(chosen):
        verbs.meld(s, i, c)
    first = min(range(len(s.players)), key=lambda i: NAMES[chosen[i]].casefold())
    s.current = first
    s.turn = 1
    s.actions_left = 1
    s.short_turns = 1 if len(s.players) == 4 else 0
    for p in s.players:
        p.tucked = p.scored = 0
    verbs.emit(s, translate("engine", "{player} goes first ({card} comes first alphabetically).",
                            player=s.players[first].name, card=chosen[first]), kind="turn")


# ---- actions ----------------------------------------------------------------------

Action = tuple[Any, ...]  # ("draw",) | ("meld", card) | ("dogma", card) | ("achieve", age) | ("endorse", card)


def legal_actions(s: State) -> list[Action]:
    """Every legal action for the current player: Draw; Meld each card in hand
    (and the card in the display, with Artifacts); Dogma each top card that has a
    featured icon; Achieve each available standard achievement whose conditions
    the player meets (one option per age); with Cities of Destiny, Endorse each top
    card that may be endorsed (:func:`engine.cities.endorsable`)."""
    p = s.current
    pl = s.players[p]
    out: list[Action] = [("draw",)]
    out += [("meld", c) for c in pl.hand]
    if pl.display is not None:
        out.append(("meld", pl.display))
    out += [("dogma", c) for c in pl.tops() if CARDS[c].dogma_icon is not None]
    if s.edition == "fourth" and len(s.players) >= 4:      # the distance rule (R9): a far opponent's card
        from .fourth import far_dogma_options
        out += [("dogma", c) for c in far_dogma_options(s, p)]
    top = pl.highest_top_age()
    ages = sorted({AGE[c] for c in s.achievements if AGE[c] <= top})
    if ages:
        score = verbs.points(s, p)
        for a in ages:
            if score >= verbs.achieve_cost(s, p, a):
                out.append(("achieve", a))
    if s.cities and not s.endorsed:
        out += [("endorse", c) for c in cities.endorsable(s, p)]
    return out


def describe_action(s: State, a: Action) -> Msg:
    """An action in words, as a message: "Draw a 3", "Achieve the 2 achievement",
    "Meld Agriculture", "Dogma Writing" (``str()`` of it is the English)."""
    if a[0] == "draw":
        return translate("engine", "Draw a {age}", age=verbs.drawable_age(s, s.players[s.current].highest_top_age()))
    if a[0] == "achieve":
        return translate("engine", "Achieve the {age} achievement", age=a[1])
    if a[0] == "meld":
        return translate("engine", "Meld {card}", card=a[1])
    if a[0] == "dogma":
        return translate("engine", "Dogma {card}", card=a[1])
    if a[0] == "endorse":
        return translate("engine", "Endorse {card}", card=a[1])
    return translate("engine", "{action} {card}", action=a[0].capitalize(), card=a[1])


class Game:
    """A game in progress: the state, the pending decision and the events so far.

    ``events`` holds every event since the game (or the position) began."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.events: list[Event] = []
        self.base: State | None = None          # state at the start of the action in progress
        self.action: tuple[Any, ...] | None = None        # ("setup",) or ("dogma", card) in progress
        self.answers: list[Any] = []            # answers since the action started
        self._gen: Gen | None = None            # the action in progress (None between actions)
        self._pending: Decision | None = None
        self._action_decision: Decision | None = None
        self._choice_decision: Decision | None = None      # the start-of-turn artifact choice
        #: How the game began: {"new": {names, seed, edition, teams, win_target}}
        #: or {"position": document} (set by the constructors; None if unknown).
        self.origin: dict[str, Any] | None = None
        #: Every answer given since the origin, in JSON form (a save's record).
        self.record: list[Any] = []

    # ---- construction -------------------------------------------------------
    @classmethod
    def new(cls, names: list[str], seed: int = 0, edition: str = "third", teams: bool = False,
            win_target: int | None = None, expansions: Sequence[str] = (),
            relics: bool = False) -> "Game":
        """Set up a new game (see :func:`new_state`); the first decision is each
        player's choice of the first card to meld. The origin records
        ``expansions`` and ``relics`` only when the expansion is played (so a
        base game's origin is as before)."""
        g = cls(new_state(names, seed, edition, teams, win_target, expansions, relics))
        g.origin = {"new": {"names": list(names), "seed": seed, "edition": edition, "teams": teams,
                            "win_target": g.state.win_target}}
        if g.state.expansions:
            g.origin["new"].update(expansions=list(g.state.expansions), relics=g.state.relics)
        g._start(("setup",))
        return g

    # ---- the decision -------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def result(self) -> tuple[str, tuple[int, ...]] | None:
        """``(reason, winners)`` once over: reason "achievements", "score" or "dogma"."""
        return self.state.result

    @property
    def pending(self) -> Decision | None:
        """The decision the game waits on, or None when the game is over."""
        if self.state.result is not None:
            return None
        if self._gen is not None:
            return self._pending
        if self.state.artifact_choice:
            if self._choice_decision is None:
                self._choice_decision = artifacts.turn_choice(self.state)
            if self._choice_decision is not None:
                return self._choice_decision
        if self._action_decision is None:
            s = self.state
            self._action_decision = Decision(s.current, "action", legal_actions(s), 1, 1,
                                             translate("engine", "{player}: choose an action ({n} left this turn).",
                                                       player=s.players[s.current].name, n=s.actions_left),
                                             source="turn")
        return self._action_decision

    @property
    def decision(self) -> Decision:
        """The pending decision, for a caller that knows the game goes on
        (:attr:`pending` without its None). Raises GameIsOver once the game is over."""
        d = self.pending
        if d is None:
            raise GameIsOver("the game is over: no decision is pending")
        return d

    @property
    def decision_id(self) -> int:
        """The open decision's id: the number of answers given since the origin
        (so an answer sent twice for the same id is applied once)."""
        return len(self.record)

    def apply(self, answer: Any, player: int | None = None, expect: int | None = None) -> list[Event]:
        """Answer the pending decision; returns the events it caused.

        From outside the engine (``player`` given: the seat answering) the answer
        must be in its outside form (:mod:`engine.answers`: names, "yes"/"no",
        player names, action dicts), else :class:`~engine.answers.MalformedAnswer`;
        a ``player`` who is not being asked gets
        :class:`~engine.answers.NotYourDecision`, and an ``expect`` that is not
        :attr:`decision_id` :class:`~engine.answers.StaleDecision`. Without
        ``player`` (the engine's own players, tests) the inside form (ids, ints,
        bools, action tuples) is taken too. Raises IllegalAnswer (every error
        above is one; state unchanged) if the answer is not allowed, GameIsOver
        after the end."""
        d = self.pending
        if d is None:
            raise GameIsOver("the game is over")
        if expect is not None and expect != self.decision_id:
            raise StaleDecision(f"decision {expect} is closed; the open decision is {self.decision_id}")
        if player is not None:
            if player != d.player:
                raise NotYourDecision(
                    f"{self.state.players[d.player].name} is being asked, not "
                    f"{self.state.players[player].name if 0 <= player < len(self.state.players) else player}"
                )
            check_outside(d, answer)
        ans = normalize_answer(self.state, d, answer)
        self.record.append(public_answer(self.state, d, ans))
        mark = len(self.events)
        if d.kind == "action":
            self._action_decision = None
            self._do_action(ans)
        elif d is self._choice_decision:
            self._choice_decision = None
            self._turn_choice(ans)
        else:
            self.answers.append(ans)
            self._advance(ans)
        return self.events[mark:]

    # ---- internals -----------------------------------------------------------
    def _collect(self) -> None:
        if self.state.events:
            self.events.extend(self.state.events)
            self.state.events = []

    def _start(self, action: tuple[Any, ...]) -> None:
        self.base = self.state.copy()
        self.action = action
        self.answers = []
        self._gen = self._make_gen(self.state, action)
        self._advance(None)

    @staticmethod
    def _make_gen(s: State, action: tuple[Any, ...]) -> Gen:
        if action[0] == "setup":
            return setup_melds(s)
        if action[0] == "relic":
            return artifacts.seize_question(s, s.current, action[1])
        if action[0] == "aftermeld":
            return echoes.after_meld(s, s.current, action[1], action[2])
        if action[0] == "cmeld":
            return cities.meld_action(s, s.current, action[1])
        if action[0] == "endorse":
            return cities.endorse(s, s.current, action[1])
        if action[0] == "artdogma":
            return artifact_dogma(s, s.current, action[1])
        return dogma(s, s.current, action[1])

    def _turn_choice(self, ans: str) -> None:
        """The start-of-turn choice about the displayed card (see
        :func:`engine.artifacts.turn_choice`)."""
        s = self.state
        s.artifact_choice = False
        if ans == "dogma":
            self._start(("artdogma", s.players[s.current].display))
            return
        try:
            artifacts.resolve_turn_choice(s, ans)
        except GameOver:
            pass
        self._collect()

    def _advance(self, value: Any) -> None:
        assert self._gen is not None and self.action is not None, "no action in progress"
        try:
            self._pending = self._gen.send(value)
        except StopIteration:
            self._gen = None
            self._pending = None
            self.base = None
            kind = self.action[0]
            self.action = None
            self.answers = []
            if kind not in ("setup", "artdogma"):     # the free dogma is not one of the actions
                self._end_action()
        except GameOver:
            self._gen = None
            self._pending = None
            self.base = None
            self.action = None
            self.answers = []
        self._collect()

    def _do_action(self, a: Action) -> None:
        s = self.state
        p = s.current
        name = s.players[p].name
        try:
            if a[0] == "draw":
                verbs.emit(s, translate("engine", "{player} takes the Draw action.", player=name), kind="action")
                verbs.draw(s, p, s.players[p].highest_top_age())
            elif a[0] == "meld" and (s.artifacts or s.echoes or s.cities):
                # Cities: the city's icons and the city draw first (a search may ask: then
                # the whole action is in steps); Artifacts: may dig, and then offer a
                # relic; Echoes: then the promote (R7)
                if s.cities and cities.asks_in_meld(s, p, a[1]):
                    self._collect()
                    self._start(("cmeld", a[1]))
                    return
                if s.cities:
                    relic = cities.meld_steps(s, p, a[1])
                elif s.artifacts:
                    relic = artifacts.relic_offer(s, p, artifacts.meld_and_dig(s, p, a[1]))
                else:
                    relic = None
                    verbs.emit(s, translate("engine", "{player} takes the Meld action.", player=name), kind="action")
                    verbs.meld(s, p, a[1])
                promote = s.echoes and bool(echoes.promote_options(s, p, a[1]))
                if relic is not None and not s.echoes:      # the rest of the action asks a question
                    self._collect()
                    self._start(("relic", relic))
                    return
                if relic is not None or promote:
                    self._collect()
                    self._start(("aftermeld", a[1], relic))
                    return
            elif a[0] == "meld":
                verbs.emit(s, translate("engine", "{player} takes the Meld action.", player=name), kind="action")
                verbs.meld(s, p, a[1])
            elif a[0] == "achieve":
                card = next(c for c in s.achievements if AGE[c] == a[1])
                verbs.achieve(s, p, card)
            elif a[0] == "endorse":
                self._collect()
                self._start(("endorse", a[1]))
                return
            else:
                self._collect()
                self._start(("dogma", a[1]))
                return
        except GameOver:
            self._collect()
            return
        self._end_action()
        self._collect()

    def _end_action(self) -> None:
        s = self.state
        if s.edition == "fourth":       # special achievements: at the end of each action (R10)
            from .fourth import end_of_action
            try:
                end_of_action(s)
            except GameOver:
                return
        s.actions_left -= 1
        if s.actions_left > 0 and s.current not in s.eliminated:
            return
        s.current = (s.current + 1) % len(s.players)
        while s.current in s.eliminated:        # a player out of the game takes no turn
            s.current = (s.current + 1) % len(s.players)
        s.turn += 1
        if s.short_turns > 0:
            s.short_turns -= 1
            s.actions_left = 1
        else:
            s.actions_left = 2
        for pl in s.players:
            pl.tucked = pl.scored = 0
        s.endorsed = False
        s.artifact_choice = s.players[s.current].display is not None
        verbs.emit(s, translate("engine", "Turn {n}: {player} to play.", n=s.turn, player=s.players[s.current].name),
                   kind="turn")

    # ---- copies and data -------------------------------------------------------
    def clone(self) -> "Game":
        """An independent copy of the game (events are not copied)."""
        g = Game(self.state.copy())
        g.origin = self.origin
        g.record = self.record[:]
        if self._gen is not None:
            assert self.base is not None and self.action is not None   # set with _gen
            g._replay(self.base, self.action, self.answers)
        return g

    def _replay(self, base: State, action: tuple[Any, ...], answers: list[Any]) -> None:
        self.base = base
        self.action = action
        s = base.copy()
        self.state = s
        self._gen = self._make_gen(s, action)
        self.answers = []
        self._pending = self._gen.send(None)
        for a in answers:
            self.answers.append(a)
            self._pending = self._gen.send(a)
        s.events = []

    def to_json(self) -> dict[str, Any]:
        """Plain data for the whole game at this moment, an effect in progress included."""
        d: dict[str, Any] = {"state": self.state.to_dict()}
        if self._gen is not None:
            assert self.base is not None and self.action is not None   # set with _gen
            d["in_progress"] = {
                "base": self.base.to_dict(),
                "action": [self.action[0], *[None if c is None else NAMES[c] for c in self.action[1:]]],
                "answers": [answer_to_json(a) for a in self.answers],
            }
        return d

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Game":
        """Inverse of :meth:`to_json`. Raises ``KeyError``/``ValueError``/IllegalAnswer on bad data."""
        g = cls(State.from_dict(d["state"]))
        ip = d.get("in_progress")
        if ip:
            base = State.from_dict(ip["base"])
            act = ip["action"]
            if act[0] == "setup":
                action: tuple[Any, ...] = ("setup",)
            elif act[0] in ("dogma", "relic", "artdogma", "cmeld", "endorse") and len(act) == 2:
                action = (act[0], BY_NAME[act[1]])
            elif act[0] == "aftermeld" and len(act) == 3:
                action = ("aftermeld", BY_NAME[act[1]], None if act[2] is None else BY_NAME[act[2]])
            else:
                raise ValueError(f"unknown action in progress {quote(act)}")
            tmp = cls(base.copy())
            tmp.base = base
            tmp.action = action
            tmp._gen = cls._make_gen(tmp.state, action)
            tmp._pending = tmp._gen.send(None)
            for raw in ip["answers"]:
                a = normalize_answer(tmp.state, tmp._pending, raw)
                tmp.answers.append(a)
                tmp._pending = tmp._gen.send(a)
            tmp.state.events = []
            g = tmp
        return g

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


# ---- answers -------------------------------------------------------------------------

def answer_to_json(a: Any) -> Any:
    """Internal answers are already JSON-ready (ints, bools, lists, None)."""
    if isinstance(a, tuple):
        return list(a)
    return a


def _card(s: State, x: Any) -> int:
    if type(x) is int:
        if 0 <= x < len(CARDS):
            return x
        raise IllegalAnswer(f"no card with id {quote(x)}")
    if type(x) is str:
        if x in BY_NAME:
            return BY_NAME[x]
        raise IllegalAnswer(f"unknown card {quote(x)}")
    raise IllegalAnswer(f"{quote(x)} is not a card")


def _color(x: Any) -> int:
    if type(x) is str and x in COLORS:
        return COLORS.index(x)
    if type(x) is int and 0 <= x < 5:
        return x
    raise IllegalAnswer(f"{quote(x)} is not a color")


def _player(s: State, x: Any) -> int:
    if type(x) is str:
        for i, p in enumerate(s.players):
            if p.name == x:
                return i
        raise IllegalAnswer(f"no player named {quote(x)}")
    if type(x) is int and 0 <= x < len(s.players):
        return x
    raise IllegalAnswer(f"{quote(x)} is not a player")


def _listify(x: Any) -> list[Any]:
    if x is None:
        return []
    if type(x) in (list, tuple):
        return list(x)
    return [x]


def normalize_answer(s: State, d: Decision, answer: Any) -> Any:
    """Check ``answer`` against decision ``d`` and return it in internal form.

    Types are checked exactly: a bool is not a number, a card id or a player
    index (only ``yesno`` takes ``True``/``False``); a subclass of ``int`` or
    ``str`` is refused too, so whatever is accepted is recorded in a form that
    a replay accepts again. Raises IllegalAnswer with a message that says why."""
    k = d.kind
    if k == "action":
        a = _action(s, answer)
        if a not in d.options:
            raise IllegalAnswer(_why_illegal(s, a))
        return a
    if k in ("cards", "order"):
        got = [_card(s, x) for x in _listify(answer)]
        if len(set(got)) != len(got):
            raise IllegalAnswer(translate("engine", "a card is named twice"))
        for c in got:
            if c not in d.options:
                raise IllegalAnswer(translate("engine", "{card} is not one of the options ({cards})", card=c,
                                              cards=list(d.options)))
        if k == "order":
            if sorted(got) != sorted(d.options):
                raise IllegalAnswer(translate("engine", "an order must name every card of the pile once"))
            return got
        if not d.min <= len(got) <= d.max or (d.counts is not None and len(got) not in d.counts):
            if d.counts is not None:
                raise IllegalAnswer(translate("engine", "choose {text} card(s), not {n}",
                                              text=" or ".join(str(n) for n in d.counts), n=len(got)))
            if d.min == d.max:
                raise IllegalAnswer(translate("engine", "choose {min} card(s), not {n}", min=d.min, n=len(got)))
            raise IllegalAnswer(translate("engine", "choose {min} to {max} card(s), not {n}", min=d.min, max=d.max,
                                          n=len(got)))
        return got
    if k == "yesno" and (answer is None or answer == []):
        return False  # the spec: null and [] decline every kind of question
    if answer is None or answer == []:
        if d.min == 0:
            return None
        raise IllegalAnswer(translate("engine", "this question cannot be declined"))
    if k == "yesno":
        if answer is True or (type(answer) is str and answer == "yes"):
            return True
        if answer is False or (type(answer) is str and answer == "no"):
            return False
        raise IllegalAnswer(translate("engine", "answer yes or no, not {text}", text=quote(answer)))
    if k == "color":
        c = _color(answer)
        if c not in d.options:
            raise IllegalAnswer(translate("engine", "{color} is not one of the options", color=c))
        return c
    if k == "colors":
        got = [_color(x) for x in _listify(answer)]
        if len(set(got)) != len(got) or any(c not in d.options for c in got):
            raise IllegalAnswer(translate("engine", "colors must be distinct options"))
        if not d.min <= len(got) <= d.max:
            raise IllegalAnswer(translate("engine", "choose {min} to {max} colors", min=d.min, max=d.max))
        return got
    if k == "player":
        p = _player(s, answer)
        if p not in d.options:
            raise IllegalAnswer(translate("engine", "{player} is not one of the options", player=s.players[p].name))
        return p
    if k == "alternative" and d.options and type(d.options[0]) is str:
        # worded alternatives (the artifact and relic choices): the word or its index
        if type(answer) is str and answer in d.options:
            return answer
        if type(answer) is int and 0 <= answer < len(d.options):
            return d.options[answer]
        raise IllegalAnswer(f"{quote(answer)} is not one of {', '.join(d.options)}")
    if k in ("number", "alternative"):
        if type(answer) is not int or answer not in d.options:
            raise IllegalAnswer(f"{quote(answer)} is not one of {d.options}")
        return answer
    raise IllegalAnswer(f"unknown decision kind {k}")


def _action(s: State, a: Any) -> Action:
    if type(a) in (tuple, list) and a:
        kind = a[0]
        if type(kind) is str and kind == "draw" and len(a) == 1:
            return ("draw",)
        if type(kind) is str and kind in ("meld", "dogma", "endorse") and len(a) == 2:
            return (kind, _card(s, a[1]))
        if type(kind) is str and kind == "achieve" and len(a) == 2:
            if type(a[1]) is not int:
                raise IllegalAnswer("an achieve action names an age (a whole number)")
            return ("achieve", a[1])
    if type(a) is dict:                     # the outside form: its one decoder
        return ActionData.from_data(a).inside()
    raise IllegalAnswer(f"{quote(a)} is not an action")


def _why_illegal(s: State, a: Action) -> Msg:
    """Why action ``a`` is not legal now, in words (a message)."""
    pl = s.players[s.current]
    if a[0] == "meld":
        if s.artifacts:
            return translate("engine", "{card} is not in {player}'s hand nor display", card=a[1], player=pl.name)
        return translate("engine", "{card} is not in {player}'s hand", card=a[1], player=pl.name)
    if a[0] == "dogma" and a[1] in pl.tops():
        return translate("engine", "{card} has no featured icon: it cannot be dogma'd", card=a[1])
    if a[0] == "endorse":
        if not s.cities:
            return translate("engine", "the Endorse action belongs to Cities of Destiny, which this game does not play")
        if s.endorsed:
            return translate("engine", "{player} has already endorsed this turn", player=pl.name)
        if a[1] not in pl.tops():
            return translate("engine", "{card} is not a top card of {player}'s board", card=a[1], player=pl.name)
        return translate("engine", "{card} cannot be endorsed: it needs a top city showing its featured icon and a "
                         "card in hand of that city's value or less", card=a[1])
    if a[0] == "dogma":
        return translate("engine", "{card} is not a top card of {player}'s board", card=a[1], player=pl.name)
    if a[0] == "achieve":
        age = a[1]
        if not any(AGE[c] == age for c in s.achievements):
            return translate("engine", "the {age} achievement is not available", age=age)
        if verbs.points(s, s.current) < verbs.achieve_cost(s, s.current, age):
            return translate("engine", "{player} needs a score of {n} to achieve {age} (has {score})",
                             player=pl.name, n=verbs.achieve_cost(s, s.current, age), age=age,
                             score=verbs.points(s, s.current))
        return translate("engine", "{player} needs a top card of value {age} or more to achieve {age}",
                         player=pl.name, age=age)
    return translate("engine", "{text} is not a legal action now", text=_action_words(a))


def _action_words(a: Action) -> str:
    if a[0] == "draw":
        return "Draw"
    if a[0] == "achieve":
        return f"Achieve {a[1]}"
    return f"{a[0].capitalize()} {NAMES[a[1]]}"
