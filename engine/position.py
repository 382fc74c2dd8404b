"""Position files (``innovation-position/1``): read, play moves, write.

The format is specified in ``docs/position-format.md``; in short, one JSON object
with the players' zones, the supply, the available achievements and a list of
moves. :func:`play` is what ``python -m engine play FILE`` runs.

Errors are :class:`PositionError` (a ``ValueError``) whose message names the
offending field or the move's 0-based index, e.g.
``move 3: Archery is not a top card of Ann's board``.
"""
from __future__ import annotations

from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .cards import (ARTIFACTS_BY_AGE, AGE, BY_AGE, BY_NAME, CITIES_BY_AGE, CITIES_SPECIALS, COLOR, COLORS,
                    ECHOES_BY_AGE, ECHOES_SPECIALS, FOURTH_BY_AGE, NAMES, RELICS, SET, SPECIALS, SPLAYS, icon_table)
from .decisions import Decision, IllegalAnswer
from .game import FOURTH_NO_EXPANSIONS, MAX_WIN_TARGET, Game, check_expansions, check_win_target, default_win_target
from .inputs import (
    MAX_FILE_BYTES,
    InputError,
    check_names,
    check_seed,
    name_problem,
    parse_json,
    quote,
    read_file,
    read_stream,
    show_path,
)
from .wording import validation_text
from .state import Player, State
from .answers import MalformedAnswer, check_outside

FORMAT = "innovation-position/1"


class PositionError(ValueError):
    """An invalid position file, or an illegal move in it."""


class PileModel(BaseModel):
    """A board pile in object form: cards bottom first, and its splay."""

    model_config = ConfigDict(extra="forbid", strict=True)
    cards: list[str]
    splay: Literal["none", "left", "right", "up", "aslant"] = "none"


class PlayerModel(BaseModel):
    """One player of a position file."""

    model_config = ConfigDict(extra="forbid", strict=True)
    name: str

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        why = name_problem(v)
        if why is not None:
            raise ValueError(f"{why}: {quote(v)}")
        return v
    board: dict[Literal["blue", "red", "green", "yellow", "purple"], Any] = {}
    hand: list[str] = []
    score: list[str] = []
    achievements: list[Union[int, str]] = []
    display: str | None = None
    forecast: list[str] = []
    # keys the engine writes (derived: ignored on input)
    points: Any = None
    achievement_count: Any = None


class PositionModel(BaseModel):
    """A whole position file (input form; output-only keys are accepted and
    ignored, except ``in_progress`` which continues an effect in progress)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: Literal["innovation-position/1"]
    edition: Literal["third", "first", "fourth"] = "third"
    seed: int = 0
    teams: bool = False
    players: list[PlayerModel] = Field(min_length=2, max_length=4)
    current: int = 0
    actions_left: int = Field(default=2, ge=1, le=2)
    supply: dict[str, Any] = {}
    available_achievements: list[Union[int, str]] | None = None
    expansions: list[str] = []
    relics: bool = False
    available_relics: list[str] | None = None
    artifact_choice: bool | None = None
    #: Cities of Destiny: the current player took the Endorse action this turn
    endorsed: bool = False
    eliminated: list[str] = []
    junk: list[str] | None = None
    win_target: int | None = Field(default=None, ge=1, le=MAX_WIN_TARGET)
    moves: list[dict[str, Any]] = []
    # keys the engine writes
    pending: Any = None
    result: Any = None
    log: Any = None
    in_progress: dict[str, Any] | None = None
    turn: int | None = Field(default=None, ge=0, le=100_000)
    counters: dict[str, dict[str, int]] | None = None

    @field_validator("supply")
    @classmethod
    def _ages(cls, v: dict[str, Any]) -> dict[str, Any]:
        ages = {str(a) for a in range(1, 12)}      # "11": fourth edition only (checked in build)
        for k, pile in v.items():
            if k in ("artifacts", "echoes", "cities"):
                if not isinstance(pile, dict):
                    raise ValueError(f"supply.{k} is an object of piles keyed \"1\"..\"10\"")
                for ka, apile in pile.items():
                    if ka not in ages or ka == "11":
                        raise ValueError(f"supply.{k} key {quote(ka)} is not an age 1-10")
                    if not isinstance(apile, list) or not all(isinstance(x, str) for x in apile):
                        raise ValueError(f"supply.{k}.{ka} is a list of card names")
                continue
            if k not in ages:
                raise ValueError(f"supply key {quote(k)} is not an age 1-10, 11 in the fourth edition "
                                 f"(or \"artifacts\", \"echoes\", \"cities\")")
            if not isinstance(pile, list) or not all(isinstance(x, str) for x in pile):
                raise ValueError(f"supply.{k} is a list of card names")
        return v


def _err(where: str, why: str) -> PositionError:
    return PositionError(f"{where}: {why}")


def _loc(parts: tuple[Any, ...]) -> str:
    """A pydantic error location as ``players.0.name``; parts taken from the file
    (dict keys) are quoted when they are not plain short words."""
    out = []
    for x in parts:
        t = str(x)
        out.append(t if len(t) <= 30 and t.replace("_", "").isalnum() else quote(t, 30))
    return ".".join(out) or "file"


def build(doc: dict[str, Any]) -> Game:
    """Build the game a position document describes (moves not played).

    Raises PositionError naming the field that is wrong (a saved game, which
    has ``"format": "innovation-save"``, is named as such)."""
    if isinstance(doc, dict) and (doc.get("format") == "innovation-save"
                                  or (doc.get("format") is None and doc.get("version") == 1 and "answers" in doc)):
        raise PositionError("file: this is a saved game, not a position file (open it in the app with --open)")
    try:
        m = PositionModel.model_validate(doc)
    except ValidationError as e:
        first = e.errors()[0]
        raise PositionError(f"{_loc(first['loc'])}: {validation_text(e)}") from None
    n = len(m.players)
    names = [p.name for p in m.players]
    try:
        check_names(names)
    except InputError as e:
        raise _err("players", str(e)) from None
    if m.teams and n != 4:
        raise _err("teams", "the team game needs exactly 4 players")
    if not 0 <= m.current < n:
        raise _err("current", f"must be a player index 0-{n - 1}")

    try:
        check_seed(m.seed)        # the same bound as every other way a game begins
    except InputError as e:
        raise _err("seed", str(e)) from None
    try:
        expansions, relics = check_expansions(m.expansions, m.relics)
    except ValueError as e:
        raise _err("relics" if "relics" in str(e) and not m.expansions else "expansions", str(e)) from None
    if m.endorsed and "cities" not in expansions:
        raise _err("endorsed", "the Endorse action belongs to Cities of Destiny: the file must list \"cities\" "
                               "in \"expansions\"")
    fourth = m.edition == "fourth"
    if fourth and expansions:
        raise _err("expansions", FOURTH_NO_EXPANSIONS)
    if not fourth and m.junk is not None:
        raise _err("junk", "the junk exists only in the fourth edition (\"edition\": \"fourth\")")
    if not fourth and "11" in m.supply:
        raise _err("supply.11", "the 11 supply pile exists only in the fourth edition")
    top_std = 10 if fourth else 9
    by_age = FOURTH_BY_AGE if fourth else BY_AGE
    s = State()
    s.rng = m.seed & 0xFFFFFFFFFFFFFFFF
    s.edition = m.edition
    if fourth:
        s.supply = [[] for _ in range(11)]
    s.teams = m.teams
    s.expansions = expansions
    s.relics = relics
    s.win_target = check_win_target(m.win_target or default_win_target(n, m.teams, len(expansions)))
    s.current = m.current
    s.actions_left = m.actions_left
    s.turn = m.turn or 1
    s.endorsed = m.endorsed
    s.specials = []
    placed: dict[int, str] = {}

    def pile_of(raw: Any, where: str) -> tuple[list[str], str]:
        if isinstance(raw, list):
            cards, splay = raw, "none"
        elif isinstance(raw, dict):
            extra = set(raw) - {"cards", "splay"}
            if extra:
                raise _err(where, f"unknown key {quote(sorted(map(str, extra))[0])} (a pile has 'cards' and 'splay')")
            if "cards" not in raw or not isinstance(raw["cards"], list):
                raise _err(f"{where}.cards", "a pile object lists its cards, bottom first")
            cards, splay = raw["cards"], raw.get("splay", "none")
            if splay not in SPLAYS:
                raise _err(f"{where}.splay", f"{quote(splay)} is not one of none, left, right, up, aslant")
            if splay == "aslant" and not fourth:
                raise _err(f"{where}.splay", "the aslant splay exists only in the fourth edition")
        else:
            raise _err(where, "a pile is a list of card names or {\"cards\": [...], \"splay\": ...}")
        return cards, splay

    def place(name: Any, where: str) -> int:
        if not isinstance(name, str) or name not in BY_NAME:
            raise _err(where, f"unknown card {quote(name)}")
        c = BY_NAME[name]
        if SET[c] == "artifacts" and not s.artifacts:
            raise _err(where, f"{name} is an Artifacts card: the file must say \"expansions\": [\"artifacts\"]")
        if SET[c] == "relic" and not s.relics:
            raise _err(where, f"{name} is a relic: the file must say \"relics\": true")
        if SET[c] == "fourth" and not fourth:
            raise _err(where, f"{name} is a card of the fourth edition: the file must say \"edition\": \"fourth\"")
        if SET[c] == "echoes" and not s.echoes:
            raise _err(where, f"{name} is an Echoes card: the file must list \"echoes\" in \"expansions\"")
        if SET[c] == "cities" and not s.cities:
            raise _err(where, f"{name} is a city: the file must list \"cities\" in \"expansions\"")
        if c in placed:
            raise _err(where, f"{name} is named twice (also in {placed[c]})")
        placed[c] = where
        return c

    specials_known = SPECIALS + (ECHOES_SPECIALS if s.echoes else ()) + (CITIES_SPECIALS if s.cities else ())
    held_specials: set[str] = set()
    std_ages_wanted: list[tuple[int, int]] = []  # (player, age)
    for i, pm in enumerate(m.players):
        pl = Player(pm.name, icon_table(m.edition))
        base = f"players.{i}"
        for color, pile in pm.board.items():
            ci = COLORS.index(color)
            cards, splay = pile_of(pile, f"{base}.board.{color}")
            for k, nm in enumerate(cards):
                c = place(nm, f"{base}.board.{color}.{k}")
                if COLOR[c] != ci:
                    raise _err(f"{base}.board.{color}.{k}", f"{nm} is {COLORS[COLOR[c]]}, not {color}")
                pl.board[ci].append(c)
            if splay != "none" and len(cards) < 2:
                raise _err(f"{base}.board.{color}.splay", "a pile of fewer than two cards cannot be splayed")
            pl.splay[ci] = SPLAYS.index(splay)
        pl.hand = [place(nm, f"{base}.hand.{k}") for k, nm in enumerate(pm.hand)]
        if pm.display is not None:
            if not s.artifacts:
                raise _err(f"{base}.display", "a display exists only with the Artifacts expansion")
            c = place(pm.display, f"{base}.display")
            if SET[c] != "artifacts":
                raise _err(f"{base}.display", f"{pm.display} is not an Artifacts card")
            pl.display = c
        if pm.forecast and not s.echoes:
            raise _err(f"{base}.forecast", "a forecast exists only with the Echoes of the Past expansion")
        pl.forecast = [place(nm, f"{base}.forecast.{k}") for k, nm in enumerate(pm.forecast)]
        pl.score = [place(nm, f"{base}.score.{k}") for k, nm in enumerate(pm.score)]
        for k, a in enumerate(pm.achievements):
            where = f"{base}.achievements.{k}"
            if isinstance(a, bool):
                raise _err(where, "an achievement is an age, a card name or a special achievement")
            if isinstance(a, int):
                if not 1 <= a <= top_std:
                    raise _err(where, f"a standard achievement is an age 1-{top_std}")
                std_ages_wanted.append((i, a))
                pl.achievements.append(-1)  # filled below
            elif a in specials_known:
                if a in held_specials:
                    raise _err(where, f"{a} is held twice")
                held_specials.add(a)
                pl.achievements.append(a)
            else:
                pl.achievements.append(place(a, where))
        if m.counters and pm.name in m.counters:
            cnt = m.counters[pm.name]
            if set(cnt) - {"tucked", "scored"} or any(not 0 <= v <= 99 for v in cnt.values()):
                raise _err(f"counters.{pm.name}", "counters are {\"tucked\": n, \"scored\": n}, n >= 0")
            pl.tucked = int(m.counters[pm.name].get("tucked", 0))
            pl.scored = int(m.counters[pm.name].get("scored", 0))
        s.players.append(pl)

    for nm in (m.counters or {}):
        if nm not in names:
            raise _err(f"counters.{quote(nm)}", "no player of that name")
    listed_supply: dict[int, list[int]] = {}
    listed_art: dict[int, list[int]] = {}
    listed_ech: dict[int, list[int]] = {}
    listed_cit: dict[int, list[int]] = {}

    def read_pile(names: list[Any], a: int, where: str, card_set: str, not_set: str) -> list[int]:
        """Card ids of one supply pile, top first; each must be of `card_set` and age `a`
        (FileError at `where.k` otherwise, `not_set` saying why)."""
        cs = []
        for k, nm in enumerate(names):
            c = place(nm, f"{where}.{k}")
            if SET[c] != card_set:
                raise _err(f"{where}.{k}", f"{nm} {not_set}")
            if AGE[c] != a:
                raise _err(f"{where}.{k}", f"{nm} is a {AGE[c]}, not a {a}")
            cs.append(c)
        return cs

    for key, pile in m.supply.items():
        if key == "artifacts":
            if not s.artifacts:
                raise _err("supply.artifacts", "Artifacts piles exist only with \"expansions\": [\"artifacts\"]")
            for ka, apile in pile.items():
                listed_art[int(ka)] = read_pile(apile, int(ka), f"supply.artifacts.{ka}", "artifacts",
                                                "is not an Artifacts card")
            continue
        if key == "echoes":
            if not s.echoes:
                raise _err("supply.echoes", "Echoes piles exist only with \"echoes\" in \"expansions\"")
            for ka, epile in pile.items():
                listed_ech[int(ka)] = read_pile(epile, int(ka), f"supply.echoes.{ka}", "echoes",
                                                "is not an Echoes card")
            continue
        if key == "cities":
            if not s.cities:
                raise _err("supply.cities", "Cities piles exist only with \"cities\" in \"expansions\"")
            for ka, cpile in pile.items():
                listed_cit[int(ka)] = read_pile(cpile, int(ka), f"supply.cities.{ka}", "cities", "is not a city")
            continue
        listed_supply[int(key)] = read_pile(pile, int(key), f"supply.{key}", "fourth" if key == "11" else "base",
                                            "is not a base card (Artifacts piles are under supply.artifacts)")

    junked_specials: list[str] = []
    for k, nm in enumerate(m.junk or []):
        where = f"junk.{k}"
        if nm in SPECIALS:
            if nm in held_specials or nm in junked_specials:
                raise _err(where, f"{nm} is held or junked already")
            junked_specials.append(nm)
            s.junk.append(nm)
        else:
            c = place(nm, where)
            if SET[c] not in ("base", "fourth"):
                raise _err(where, f"{nm} is not a card of the fourth edition")
            s.junk.append(c)

    def pick(age: int, where: str) -> int:
        free = [c for c in by_age[age - 1] if c not in placed]
        if not free:
            raise _err(where, f"no card of age {age} is left for a standard achievement")
        c = free[s.random(len(free))]
        placed[c] = where
        return c

    for i, a in std_ages_wanted:
        pl = s.players[i]
        k = pl.achievements.index(-1)
        pl.achievements[k] = pick(a, f"players.{i}.achievements.{k}")

    held_std_ages = {AGE[a] for p in s.players for a in p.achievements if isinstance(a, int) and SET[a] == "base"}
    # the spec: by default, an age 1-10 is available unless held, or "in the junk"
    # (a card of that age is junked: a file names a junked achievement by its card)
    junked_ages = {AGE[c] for c in s.junk if isinstance(c, int) and SET[c] == "base"}
    if m.available_achievements is None:
        avail: list[int | str] = [a for a in range(1, top_std + 1) if a not in held_std_ages and a not in junked_ages]
        avail += [x for x in specials_known if x not in held_specials and x not in junked_specials]
    else:
        avail = list(m.available_achievements)
    for k, a in enumerate(avail):
        where = f"available_achievements.{k}"
        if isinstance(a, bool):
            raise _err(where, f"expected an age 1-{top_std} or a special achievement")
        if isinstance(a, int):
            if not 1 <= a <= top_std:
                raise _err(where, f"a standard achievement is an age 1-{top_std}")
            s.achievements.append(pick(a, where))
        elif a in specials_known:
            if a in held_specials or a in s.specials or a in junked_specials:
                raise _err(where, f"{a} is not available twice")
            s.specials.append(a)
        elif s.echoes and a in BY_NAME:      # a card an Echoes effect made available (Chopsticks...)
            s.achievements.append(place(a, where))
        else:
            raise _err(where, f"{quote(a)} is neither an age nor a special achievement")

    for a in range(1, len(by_age) + 1):
        rest = [c for c in by_age[a - 1] if c not in placed]
        if a in listed_supply:
            s.supply[a - 1] = listed_supply[a]
            s.out_of_play.extend(rest)
        else:
            s.shuffle(rest)
            s.supply[a - 1] = rest
    if s.artifacts:
        for a in range(1, 11):
            rest = [c for c in ARTIFACTS_BY_AGE[a - 1] if c not in placed]
            if a in listed_art:
                s.art_supply[a - 1] = listed_art[a]
                s.out_of_play.extend(rest)
            else:
                s.shuffle(rest)
                s.art_supply[a - 1] = rest
    elif m.available_relics is not None:
        raise _err("available_relics", "relics are played only with \"relics\": true")
    if s.echoes:
        for a in range(1, 11):
            rest = [c for c in ECHOES_BY_AGE[a - 1] if c not in placed]
            if a in listed_ech:
                s.ech_supply[a - 1] = listed_ech[a]
                s.out_of_play.extend(rest)
            else:
                s.shuffle(rest)
                s.ech_supply[a - 1] = rest
    if s.cities:
        for a in range(1, 11):
            rest = [c for c in CITIES_BY_AGE[a - 1] if c not in placed]
            if a in listed_cit:
                s.cit_supply[a - 1] = listed_cit[a]
                s.out_of_play.extend(rest)
            else:
                s.shuffle(rest)
                s.cit_supply[a - 1] = rest
    if s.relics:
        if m.available_relics is None:
            s.relic_area = [r for r in RELICS if r not in placed]
        else:
            for k, nm in enumerate(m.available_relics):
                where = f"available_relics.{k}"
                if nm not in BY_NAME or SET[BY_NAME[nm]] != "relic":
                    raise _err(where, f"{quote(nm)} is not a relic")
                s.relic_area.append(place(nm, where))
            s.out_of_play.extend(r for r in RELICS if r not in placed)
    elif m.available_relics is not None:
        raise _err("available_relics", "relics are played only with \"relics\": true")
    cur_display = s.players[s.current].display is not None
    if m.artifact_choice is None:
        s.artifact_choice = cur_display and s.actions_left == 2
    else:
        if m.artifact_choice and not cur_display:
            raise _err("artifact_choice", "the current player's display is empty: there is no choice to make")
        s.artifact_choice = m.artifact_choice

    for name in m.eliminated:
        if name not in names:
            raise _err("eliminated", f"no player named {quote(name)}")
        q = names.index(name)
        pq = s.players[q]
        if q in s.eliminated:
            raise _err("eliminated", f"{quote(name)} is listed twice")
        if s.teams or n < 3:
            raise _err("eliminated", "players leave the game only in a game of 3 or 4 without teams")
        if q == s.current:
            raise _err("eliminated", "the current player cannot be out of the game")
        if pq.hand or pq.score or any(pq.board) or pq.achievements or pq.display is not None:
            raise _err("eliminated", f"{quote(name)} is out of the game but holds cards")
        s.eliminated.append(q)
    if len(s.eliminated) > n - 2:
        raise _err("eliminated", "at least two players must be left in the game")

    sides = [s.team_of(0), s.team_of(1)] if s.teams else [(i,) for i in range(n)]
    done = [side for side in sides if s.achievement_count(side[0]) >= s.win_target]
    if len(done) == 1:
        s.result = ("achievements", tuple(sorted(done[0])))
    elif len(done) > 1:
        raise _err("players", "several players already hold the achievements needed to win")
    g = Game(s)
    if m.in_progress:
        try:
            g = Game.from_json({"state": s.to_dict(), "in_progress": m.in_progress})
        except Exception as e:  # any malformed in_progress data is a file error
            raise _err("in_progress", f"cannot continue the effect in progress "
                                      f"({type(e).__name__}: {quote(str(e), 80)})") from None
        if _visible(g.state) != _visible(s):
            raise _err("in_progress", "the position was edited in the middle of an effect: it no longer "
                       "matches the effect in progress (edit positions only between actions)")
    # the origin keeps what the reader used (not the moves, nor the output-only
    # pending/result/log, which may be large and are recomputed)
    g.origin = {"position": {k: v for k, v in doc.items() if k not in ("moves", "pending", "result", "log")}}
    return g


def _visible(s: State) -> Any:
    """What a position file states about ``s`` (achievement cards as ages)."""
    def ach(a: int | str) -> Any:
        return a if isinstance(a, str) else AGE[a]
    return ([(p.name, sorted(p.hand), sorted(p.score), p.board, p.splay, sorted(map(str, map(ach, p.achievements))))
             for p in s.players],
            s.supply, sorted(AGE[c] for c in s.achievements), sorted(s.specials), s.current, s.actions_left,
            [p.display for p in s.players], s.art_supply, sorted(s.relic_area), sorted(map(str, s.junk)),
            s.ech_supply, [sorted(p.forecast) for p in s.players], s.cit_supply, s.endorsed)


def _strict_answer(d: Decision, answer: Any) -> None:
    """Position files name things (:func:`engine.answers.check_outside`); raises
    PositionError for any other form (internal ids, bools...)."""
    try:
        check_outside(d, answer)
    except MalformedAnswer as e:
        raise PositionError(str(e)) from None


def play_moves(g: Game, moves: list[dict[str, Any]]) -> None:
    """Play position-file moves on ``g``. Raises PositionError("move i: ...")."""
    for i, mv in enumerate(moves):
        try:
            _play_one(g, mv)
        except IllegalAnswer as e:
            raise PositionError(f"move {i}: {e}") from None
        except PositionError as e:
            raise PositionError(f"move {i}: {e}") from None


def _play_one(g: Game, mv: dict[str, Any]) -> None:
    d = g.pending
    if not isinstance(mv, dict):
        raise PositionError("a move is a JSON object")
    if d is None:
        raise PositionError("the game is over")
    if "action" in mv:
        if d.kind != "action":
            raise PositionError(f"{g.state.players[d.player].name} must first answer: {d.prompt}")
        extra = set(mv) - {"action", "card", "age"}
        if extra:
            raise PositionError(f"unknown key {quote(sorted(extra)[0])} in an action")
        if "card" in mv and not isinstance(mv["card"], str):
            raise PositionError("an action names its card by name")
        if "age" in mv and (isinstance(mv["age"], bool) or not isinstance(mv["age"], int)):
            raise PositionError("an achieve action gives the age as an integer")
        g.apply(mv)
        return
    if "choose" in mv:
        if d.kind == "action":
            raise PositionError("no decision is pending; an action is expected")
        extra = set(mv) - {"choose", "player"}
        if extra:
            raise PositionError(f"unknown key {quote(sorted(extra)[0])} in a choice")
        _strict_answer(d, mv["choose"])
        if "player" in mv and mv["player"] != g.state.players[d.player].name:
            raise PositionError(f"{quote(mv['player'])} is not the player being asked "
                                f"({quote(g.state.players[d.player].name)} is)")
        g.apply(mv["choose"])
        return
    raise PositionError("a move has either 'action' or 'choose'")


def _pending_json(g: Game) -> dict[str, Any] | None:
    """The position file's ``pending``: the engine's record of the open decision
    (:class:`engine.open_decision.OpenDecision`, as an omniscient reader sees it)
    in the file's own words: the player by name, the fields the format has."""
    from .open_decision import OpenDecision
    d = g.pending
    if d is None or d.kind == "action":
        return None
    rec = OpenDecision.of(g, None)
    assert rec is not None  # the game is not over: d is open
    out = {"player": g.state.players[rec.player].name, "kind": rec.kind, "prompt": rec.prompt,
           "options": rec.options, "min": rec.min, "max": rec.max}
    if rec.counts is not None:        # e.g. Reformation: exactly 3 or none, not 1 or 2
        out["counts"] = list(rec.counts)
    return out


def write(g: Game, seed: int = 0, log: list[str] | None = None) -> dict[str, Any]:
    """The fully explicit position of ``g`` (see the spec's Output section)."""
    s = g.state
    out: dict[str, Any] = {
        "format": FORMAT,
        "edition": s.edition,
        "seed": seed,
        "teams": s.teams,
        "players": [],
        "current": s.current,
        "actions_left": s.actions_left,
        "supply": {str(a + 1): [NAMES[c] for c in s.supply[a]] for a in range(len(s.supply))},
        "available_achievements": sorted(AGE[c] for c in s.achievements) + list(s.specials),
    }
    for p in s.players:
        out["players"].append({
            "name": p.name,
            "board": {COLORS[ci]: {"cards": [NAMES[c] for c in p.board[ci]], "splay": SPLAYS[p.splay[ci]]}
                      for ci in range(5)},
            "hand": [NAMES[c] for c in p.hand],
            "score": [NAMES[c] for c in p.score],
            "achievements": [a if isinstance(a, str) else NAMES[a] for a in p.achievements],
        })
    if s.artifacts:
        out["expansions"] = list(s.expansions)
        out["relics"] = s.relics
        out["supply"]["artifacts"] = {str(a + 1): [NAMES[c] for c in s.art_supply[a]] for a in range(10)}
        for p, po in zip(s.players, out["players"]):
            po["display"] = None if p.display is None else NAMES[p.display]
        if s.relics:
            out["available_relics"] = [NAMES[r] for r in s.relic_area]
        out["artifact_choice"] = s.artifact_choice
    if s.echoes:
        out["expansions"] = list(s.expansions)
        out["supply"]["echoes"] = {str(a + 1): [NAMES[c] for c in s.ech_supply[a]] for a in range(10)}
    if s.cities:
        out["expansions"] = list(s.expansions)
        out["supply"]["cities"] = {str(a + 1): [NAMES[c] for c in s.cit_supply[a]] for a in range(10)}
    if s.echoes or s.cities:
        # The contract lists every player's forecast and the Endorse flag in any game
        # with Echoes or Cities (empty / false where that expansion is not played).
        out["endorsed"] = s.endorsed
        for p, po in zip(s.players, out["players"]):
            po["forecast"] = [NAMES[c] for c in p.forecast]
        from .cities import icon_achievement_count
        from .echoes import bonus_points
        for i, (p, po) in enumerate(zip(s.players, out["players"])):
            po["points"] = p.score_total() + bonus_points(p)
            po["achievement_count"] = len(p.achievements) + icon_achievement_count(s, i)
    if s.eliminated:
        out["eliminated"] = [s.players[q].name for q in s.eliminated]
    if s.edition == "fourth":
        out["junk"] = [c if isinstance(c, str) else NAMES[c] for c in s.junk]
    if s.win_target != default_win_target(len(s.players), s.teams, len(s.expansions)):
        out["win_target"] = s.win_target
    out["turn"] = s.turn
    counters = {p.name: {"tucked": p.tucked, "scored": p.scored} for p in s.players if p.tucked or p.scored}
    if counters:
        out["counters"] = counters
    out["pending"] = _pending_json(g)
    r = g.result
    out["result"] = None if r is None else {"reason": r[0], "winners": [s.players[w].name for w in r[1]]}
    out["log"] = list(log or [])
    ip = g.to_json().get("in_progress")
    if ip:
        out["in_progress"] = ip
    return out


def play(doc: dict[str, Any]) -> dict[str, Any]:
    """Read a position document, play its moves, return the resulting position.

    Raises PositionError (invalid file, or an illegal move)."""
    if not isinstance(doc, dict):
        raise PositionError("file: a position is one JSON object")
    g = build(doc)
    moves = doc.get("moves", [])
    mark = len(g.events)
    play_moves(g, moves)
    log = [e.text for e in g.events[mark:]]
    return write(g, int(doc.get("seed", 0)), log)


def load_text(text: str | bytes) -> Any:
    """Parse a position file's JSON text or UTF-8 bytes (any JSON value: :func:`play`
    checks that it is an object; see
    :func:`engine.inputs.parse_json`: bounded depth and number length); raises
    PositionError("file: ...") for text that is not UTF-8 or not valid JSON."""
    try:
        return parse_json(text)
    except InputError as e:
        raise PositionError(f"file: {e}") from None


def load_file(path: str, limit: int = MAX_FILE_BYTES) -> Any:
    """Read and parse a position file (``"-"``: standard input; any JSON value, as
    :func:`load_text`). Only regular files
    up to ``limit`` bytes are read (checked before reading). Raises PositionError
    whose one-line message starts with the file name, e.g. ``"pos.json: not UTF-8
    text (byte 3 cannot be decoded)"`` or ``"/dev/zero: not a regular file (a
    device)"``."""
    import sys
    where = "standard input" if path == "-" else show_path(path)
    try:
        data = read_stream(sys.stdin.buffer, limit) if path == "-" else read_file(path, limit)
        return parse_json(data)
    except InputError as e:
        raise PositionError(f"{where}: {e}") from None
    except OSError as e:
        raise PositionError(f"{where}: cannot read ({e.strerror or e})") from None
