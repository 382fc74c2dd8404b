"""Saved games: one versioned JSON document per game, written atomically.

A save is ``origin + answers`` (a game is its setup, seed and answers) plus a
snapshot of the state at the end, for checking and fast loading, and a small
summary for the Open list. The document (format version :data:`FORMAT_VERSION`)::

    {"format": "innovation-save", "format_version": 2,
     "engine_version": "0.1.0", "card_data_hash": "<sha256 of the card data>",
     "created": "2024-05-01T15:30:00+02:00", "saved": "...",
     "options": {"edition": "third", "teams": false, "win_target": 6},
     "seed": 7, "players": ["Ann", "Bob"],
     "origin": {"new": {"names", "seed", "edition", "teams", "win_target"}}
               or {"position": <position document>},
     "answers": [<every answer since the origin, position-file form>],
     "snapshot": {"answers": 212, "game": <engine.Game.to_json()>},
     "summary": {"turn", "current", "finished", "reason", "winners", "leaders",
                 "text", "players": [{"name", "achievements", "score"}]},
     "interrupted": true,          # autosaved while being played
     "meta": {...}}                # free-form, for the client (seats, title...)

Loading (:func:`load_game`) migrates an older format, replays the answers from
the origin (about 0.1 ms an answer) and checks the result against the snapshot. A
save made in the middle of a decision loads into the same decision, since the
answers given so far in that action are part of the record.

Every problem is a :class:`SaveError` whose message names the file and the
problem. A bad file is never overwritten (:func:`save_game` refuses) nor deleted
(only :func:`delete_save`, on the user's request, deletes).

Writes are atomic (:func:`atomic_write`): a temporary file in the same folder,
flushed and fsynced, renamed over the target, then the folder fsynced. A crash at
any instant leaves the old save or the new one.

Hostile files (decided behaviour):

* Only regular files of at most :data:`MAX_SAVE_BYTES` are read (checked before
  reading: a device, a pipe or a huge file is refused at once); the JSON must be
  UTF-8, nested at most :data:`engine.inputs.MAX_JSON_DEPTH` levels, with short
  numbers (:func:`engine.inputs.parse_json`).
* Player names follow the engine's rule (:func:`engine.inputs.check_names`), and
  loading checks everything saving checks (``win_target``, names, ``meta``...): a
  file that loads can be saved again.
* ``meta`` is the client's small free-form data; more than :data:`MAX_META_BYTES`
  of it (as JSON) is refused on loading and on saving, so it is never carried
  along and rewritten at every autosave.
* Saving to a symbolic link writes the file the link points to (atomically, in
  the target's folder); the link stays a link.
* Saving over a file of an older format version first copies the original to
  ``<name>.format<N>.bak`` (kept; never overwritten), so converting loses nothing.
* The Open list shows what it verified by replaying each file (see :func:`info`),
  never the summary a file claims about itself; one bad file never stops the
  others from being listed or offered.
* A game open for playing is locked (:func:`take_lock`): an OS file lock on
  ``.<name>.lock`` that the system releases when the process ends, however it
  ends, so a lock cannot outlive its app nor be faked by naming a live process.

Client API: :func:`autosave`, :func:`save_game`, :func:`load_game`,
:func:`list_saves`, :func:`delete_save`, :func:`new_save_path`,
:func:`interrupted_games`. No Qt here.
"""
from __future__ import annotations

import atexit
import json
import os
import re
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Callable, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator, model_validator

from engine import ENGINE_VERSION, Game
from engine.cards import CARD_DATA_HASH
from engine.decisions import GameIsOver, IllegalAnswer
from engine.game import MAX_WIN_TARGET
from engine.inputs import InputError, check_names, parse_json, quote, read_file, show_path
from engine.wording import validation_text

from . import paths
from .atomic import atomic_create, atomic_write  # noqa: F401  (part of this module's API)

FORMAT: Final = "innovation-save"
#: The format version this build writes.
FORMAT_VERSION: Final = 2
#: The oldest format version this build still reads (by migration).
OLDEST_READABLE = 1
#: Saved-game file name suffix.
SUFFIX = ".json"
#: Largest save file read (bytes); checked before reading.
MAX_SAVE_BYTES = 4 * 1024 * 1024
#: Largest ``meta`` (as compact JSON, bytes) loaded or saved.
MAX_META_BYTES = 64 * 1024
#: Most JSON values (counted cheaply, before parsing, as the number of ``[``, ``{``
#: and ``,`` bytes) a save may hold. Saves this app writes hold a few hundred to a
#: few thousand; a file of half a million tiny lists (valid JSON, 3.5 MB) is
#: refused at once instead of costing a second of parsing on the GUI thread.
MAX_SAVE_VALUES = 100_000

PathLike = str | os.PathLike[str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (the name Qt's lupdate looks for)
    """Marks ``text`` for translation in ``context`` (``SaveError``) without Qt:
    this module has no Qt; the app translates the text where it shows it."""
    return text


class Said(str):
    """English text that remembers the template and fields it was made from, so
    that the app can say it in the interface's language
    (:func:`innovation_desktop.library.saves_ui.said_text`): ``str`` is the English
    sentence; ``template`` (marked for translation in the context ``SaveError``)
    and ``fields`` (values: numbers, quoted names, other :class:`Said`) are its parts."""

    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, /, **fields: Any) -> "Said":
        obj = super().__new__(cls, template.format(**fields) if fields else template)
        obj.template = template
        obj.fields = fields
        return obj


class SaveError(Exception):
    """A save that cannot be read, checked or written.

    ``str(e)`` is ``"<file>: <problem>"`` (the file name with control and
    bidirectional characters escaped, see :func:`engine.inputs.show_path`);
    ``e.path`` and ``e.problem`` hold the parts. ``problem`` is a template with
    ``{fields}`` given as keywords (a :class:`Said`: translated by the app)."""

    def __init__(self, path: PathLike | None, problem: str, /, **fields: Any) -> None:
        self.path = None if path is None else Path(path)
        self.problem = problem if isinstance(problem, Said) else Said(problem, **fields)
        super().__init__(f"{show_path(self.path)}: {self.problem}" if path is not None else self.problem)


class NameTaken(SaveError):
    """A new save's file name was taken by another program (another app sharing
    the data folder) between choosing it and writing it: nothing was written and
    that file is left alone. Choose another name (:func:`save_new_game` does)."""


# ---- the document ----------------------------------------------------------------

class Options(BaseModel):
    """The game's options."""

    model_config = ConfigDict(strict=True)
    edition: Literal["third", "first", "fourth"] = "third"
    teams: bool = False
    win_target: int = Field(ge=1, le=MAX_WIN_TARGET)
    #: Artifacts of History (absent in older saves: a base game)
    expansions: list[Literal["artifacts", "echoes", "cities"]] = []
    relics: bool = False


class NewOrigin(BaseModel):
    """The arguments of :meth:`engine.Game.new`."""

    model_config = ConfigDict(extra="forbid", strict=True)
    names: list[str] = Field(min_length=2, max_length=4)
    seed: int = 0
    edition: Literal["third", "first", "fourth"] = "third"
    teams: bool = False
    win_target: int | None = Field(default=None, ge=1, le=MAX_WIN_TARGET)
    #: Artifacts of History and Relics (left out for a base game, as older saves do)
    expansions: list[Literal["artifacts", "echoes", "cities"]] = []
    relics: bool = False

    @field_validator("names")
    @classmethod
    def _names(cls, v: list[str]) -> list[str]:
        return check_names(v)


class Origin(BaseModel):
    """How the game began: exactly one of ``new`` and ``position``."""

    model_config = ConfigDict(extra="forbid", strict=True)
    new: NewOrigin | None = None
    position: dict[str, Any] | None = None

    @model_validator(mode="after")
    def _one(self) -> "Origin":
        if (self.new is None) == (self.position is None):
            raise ValueError("an origin is either 'new' or 'position'")
        return self

    def as_engine(self) -> dict[str, Any]:
        """The ``Game.origin`` form."""
        if self.new is not None:
            d = self.new.model_dump()
            if not d["expansions"] and not d["relics"]:      # a base game: as Game.new writes it
                del d["expansions"], d["relics"]
            return {"new": d}
        return {"position": self.position}


class Snapshot(BaseModel):
    """The whole game after ``answers`` answers (``engine.Game.to_json()``)."""

    model_config = ConfigDict(strict=True)
    answers: int = Field(ge=0)
    game: dict[str, Any]


class PlayerSummary(BaseModel):
    model_config = ConfigDict(strict=True)
    name: str
    achievements: int
    score: int


class Summary(BaseModel):
    """What the Open list shows without replaying the game."""

    model_config = ConfigDict(strict=True)
    turn: int
    current: str | None = None
    finished: bool = False
    reason: str | None = None
    winners: list[str] = []
    leaders: list[str] = []
    text: str = ""
    players: list[PlayerSummary] = []


class SaveGame(BaseModel):
    """A saved game, format version 2 (see the module docstring)."""

    # strict: a whole number is a JSON integer (not 6.0, not true), a yes/no is
    # true/false (not "yes", not 1), exactly as position files are read.
    model_config = ConfigDict(extra="ignore", strict=True)
    format: Literal["innovation-save"] = FORMAT
    format_version: Literal[2] = FORMAT_VERSION
    engine_version: str
    card_data_hash: str
    created: str
    saved: str
    options: Options
    seed: int = 0
    players: list[str] = Field(min_length=2, max_length=4)
    origin: Origin
    answers: list[Any] = []
    snapshot: Snapshot | None = None
    summary: Summary | None = None
    interrupted: bool = False
    meta: dict[str, Any] = {}
    #: The format version the file had before migration (not written).
    _source_version: int = PrivateAttr(default=FORMAT_VERSION)

    @field_validator("players")
    @classmethod
    def _names(cls, v: list[str]) -> list[str]:
        return check_names(v)

    @field_validator("meta")
    @classmethod
    def _meta_size(cls, v: dict[str, Any]) -> dict[str, Any]:
        n = len(json.dumps(v, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
        if n > MAX_META_BYTES:
            raise ValueError(f"the client data (meta) is {n} bytes; at most {MAX_META_BYTES} are kept")
        return v

    def to_bytes(self) -> bytes:
        """The document as UTF-8 JSON (compact, one line per top-level key)."""
        d = self.model_dump(mode="json")
        d["origin"] = {k: v for k, v in d["origin"].items() if v is not None}

        def dump(v: Any) -> str:
            return json.dumps(v, ensure_ascii=False, separators=(",", ":"))

        lines = []
        for k, v in d.items():
            if k == "answers" and v:
                v = "[\n  " + ",\n  ".join(dump(a) for a in v) + "\n ]"
            else:
                v = dump(v)
            lines.append(f" {json.dumps(k)}: {v}")
        return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def summarize(game: Game) -> Summary:
    """The Open list's summary of ``game``: turn, whose turn, finished or not,
    winners or leaders (most achievements, then highest score; by team in a team
    game) and a one-line text such as ``"Ann leads: 3 achievements, score 17"``."""
    s = game.state
    names = [p.name for p in s.players]
    players = [PlayerSummary(name=p.name, achievements=len(p.achievements), score=p.score_total())
               for p in s.players]
    out = Summary(turn=s.turn, players=players)
    if game.result is not None:      # game.over
        reason, winners = game.result
        out.finished = True
        out.reason = reason
        out.winners = [names[w] for w in winners]
        out.text = Said(QT_TRANSLATE_NOOP("SaveError", "{names} won ({reason})"), names=_names(out.winners),
                        reason=Said(_REASONS.get(reason, reason)))
        return out
    d = game.pending
    out.current = names[d.player] if d is not None else None

    def key(i: int) -> tuple[int, int]:
        return (s.achievement_count(i), sum(s.players[q].score_total() for q in s.team_of(i)))

    best = max(key(i) for i in range(len(names)))
    leaders = [i for i in range(len(names)) if key(i) == best]
    out.leaders = [names[i] for i in leaders]
    a, sc = best
    ach = (Said(QT_TRANSLATE_NOOP("SaveError", "{count} achievement"), count=a) if a == 1
           else Said(QT_TRANSLATE_NOOP("SaveError", "{count} achievements"), count=a))
    lead_team = len(leaders) == 1 or (s.teams and set(leaders) == set(s.team_of(leaders[0])))
    if len(leaders) == len(names):
        out.text = Said(QT_TRANSLATE_NOOP("SaveError", "tied at {achievements}, score {score}"),
                        achievements=ach, score=sc)
    elif len(leaders) == 1:
        out.text = Said(QT_TRANSLATE_NOOP("SaveError", "{names} leads: {achievements}, score {score}"),
                        names=_names(out.leaders), achievements=ach, score=sc)
    elif lead_team:
        out.text = Said(QT_TRANSLATE_NOOP("SaveError", "{names} lead: {achievements}, score {score}"),
                        names=_names(out.leaders), achievements=ach, score=sc)
    else:
        out.text = Said(QT_TRANSLATE_NOOP("SaveError", "{names} tied at {achievements}, score {score}"),
                        names=_names(out.leaders), achievements=ach, score=sc)
    return out


#: Why a game ended (``Game.result[0]``), marked for translation.
_REASONS = {"achievements": QT_TRANSLATE_NOOP("SaveError", "achievements"),
            "score": QT_TRANSLATE_NOOP("SaveError", "score"), "dogma": QT_TRANSLATE_NOOP("SaveError", "a dogma")}


def _names(names: list[str]) -> Said:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy" (names as they are)."""
    if len(names) <= 1:
        return Said("{name}", name="".join(names))
    return Said(QT_TRANSLATE_NOOP("SaveError", "{names} and {last}"), names=", ".join(names[:-1]), last=names[-1])


def from_game(game: Game, meta: dict[str, Any] | None = None, created: str | None = None,
              interrupted: bool = False) -> SaveGame:
    """The :class:`SaveGame` of ``game`` now. Raises SaveError(None, ...) if the
    game does not know its origin (it was not made by ``Game.new`` or
    ``engine.position.build``)."""
    if game.origin is None:
        raise SaveError(
            None, QT_TRANSLATE_NOOP("SaveError", "this game does not record how it began, so it cannot be saved")
        )
    s = game.state
    try:
        origin = Origin.model_validate(game.origin)
        if origin.new is not None:
            seed = origin.new.seed
        else:
            assert origin.position is not None      # Origin: new or position
            seed = int(origin.position.get("seed", 0))
        now = _now()
        return SaveGame(
            engine_version=ENGINE_VERSION, card_data_hash=CARD_DATA_HASH, created=created or now, saved=now,
            options=Options.model_validate({"edition": s.edition, "teams": s.teams, "win_target": s.win_target,
                                            "expansions": list(s.expansions), "relics": s.relics}),
            seed=seed, players=[p.name for p in s.players], origin=origin, answers=list(game.record),
            snapshot=Snapshot(answers=len(game.record), game=game.to_json()), summary=summarize(game),
            interrupted=interrupted and not game.over, meta=dict(meta or {}),
        )
    except ValidationError as e:
        raise SaveError(
            None, QT_TRANSLATE_NOOP("SaveError", "cannot be saved: {problem}"), problem=_first_error(e)
        ) from None
    except (TypeError, ValueError) as e:
        raise SaveError(
            None, QT_TRANSLATE_NOOP("SaveError", "cannot be saved: {problem}"), problem=quote(str(e), 100)
        ) from None


def _first_error(e: ValidationError) -> str:
    """The first problem of a pydantic error as one short line in words, then
    where: ``a game needs 2 to 4 players; this one has 1 (field origin.new.names)``."""
    first = e.errors()[0]
    parts = []
    for x in first["loc"]:
        t = str(x)
        parts.append(t if len(t) <= 30 and t.replace("_", "").isalnum() else quote(t, 30))
    # the engine's words (a message) kept as a field, so that the app says them in its language
    return Said(
        QT_TRANSLATE_NOOP("SaveError", "{problem} (field {field})"),
        problem=validation_text(e),
        field=".".join(parts) or "file",
    )


# ---- writing ------------------------------------------------------------------

_TMP_RE = re.compile(r"^\..+\.[a-z0-9_]+\.tmp$")


#: Files this process wrote or loaded successfully: resolved path -> (mtime_ns, size).
_KNOWN_GOOD: dict[str, tuple[int, int]] = {}


def _stamp(p: Path) -> tuple[int, int] | None:
    try:
        st = p.stat()
    except OSError:
        return None
    return (st.st_mtime_ns, st.st_size)


#: Summaries this process verified (computed from a replayed or played game):
#: resolved path -> ((mtime_ns, size), Summary).
_VERIFIED: dict[str, tuple[tuple[int, int], Summary]] = {}


def _remember(p: Path, summary: Summary | None = None) -> None:
    st = _stamp(p)
    if st is not None:
        _KNOWN_GOOD[str(p.resolve())] = st
        if summary is not None:
            _VERIFIED[str(p.resolve())] = (st, summary)


def _existing(path: Path) -> dict[str, Any] | None:
    """Check that ``path`` may be overwritten; returns its ``created`` and ``meta``.

    No file: None. A file this process wrote or loaded, unchanged since: trusted.
    Otherwise it must load completely (answers replayed); if it does not, raise
    SaveError: a bad file is never overwritten. ``"version"`` is the file's format
    version before migration."""
    st = _stamp(path)
    if st is None:
        if path.exists():
            raise SaveError(path, QT_TRANSLATE_NOOP("SaveError", "cannot read the existing file; not overwriting it"))
        return None
    known = _KNOWN_GOOD.get(str(path.resolve())) == st
    try:
        sg = read_save(path)
        if not known:
            build_game(sg, path)
    except SaveError as e:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP(
                "SaveError",
                "the existing file is not a readable saved game ({problem}); it is "
                "kept, not overwriting it (save under another name)",
            ),
            problem=e.problem,
        ) from None
    return {"created": sg.created, "meta": sg.meta, "version": sg._source_version}


def save_game(game: Game, path: PathLike, meta: dict[str, Any] | None = None, *,
              interrupted: bool = False) -> SaveGame:
    """Save ``game`` to ``path`` atomically; returns the document written.

    ``meta`` is free-form JSON data for the client (seats, a title); None keeps the
    existing file's meta, as does its creation time. ``interrupted`` marks a game
    being played (see :func:`autosave`).

    Raises SaveError if the game cannot be saved, if ``path`` holds a file that is
    not a readable saved game (it is never overwritten), or on a write error. A
    file of an older format version is first copied to ``<name>.format<N>.bak``."""
    p = Path(path)
    old = _existing(p)
    created = old.get("created") if old and isinstance(old.get("created"), str) else None
    if meta is None and old and isinstance(old.get("meta"), dict):
        meta = old["meta"]
    try:
        doc = from_game(game, meta, created, interrupted)
    except SaveError as e:
        raise SaveError(p, e.problem) from None
    try:
        if old and isinstance(old.get("version"), int) and old["version"] < FORMAT_VERSION:
            backup = p.with_name(f"{p.name}.format{old['version']}.bak")
            if not backup.exists():      # converting: the original is kept as it was
                atomic_write(backup, read_file(p, MAX_SAVE_BYTES))
        if old is None:                 # a new file: created, never replacing one made meanwhile
            atomic_create(p, doc.to_bytes())
        else:
            atomic_write(p, doc.to_bytes())
    except FileExistsError:
        raise NameTaken(
            p,
            QT_TRANSLATE_NOOP("SaveError", "another program created this file meanwhile; it is kept, not overwritten"),
        ) from None
    except (OSError, InputError) as e:
        raise SaveError(
            p, QT_TRANSLATE_NOOP("SaveError", "cannot write ({reason})"), reason=getattr(e, "strerror", None) or e
        ) from None
    _remember(p, doc.summary)
    return doc


def save_new_game(game: Game, names: list[str], meta: dict[str, Any] | None = None, *,
                  folder: PathLike | None = None, interrupted: bool = False) -> tuple[Path, SaveGame]:
    """Save ``game`` under a fresh name in ``folder`` (default: the games folder;
    :func:`new_save_path` from ``names``) and return ``(path, document)``. A name
    taken meanwhile by another program sharing the folder is left alone and the
    next free one is used: no save is ever overwritten. Raises SaveError (or
    ``OSError`` if the folder cannot be made)."""
    for _ in range(100):
        p = new_save_path(names, folder)
        try:
            return p, save_game(game, p, meta, interrupted=interrupted)
        except NameTaken:
            continue
    raise SaveError(p, QT_TRANSLATE_NOOP("SaveError", "no free file name for a new save"))


def write_new_save(names: list[str], data: bytes, folder: PathLike | None = None) -> Path:
    """Write the save document ``data`` (bytes, already checked) under a fresh
    name in ``folder`` (default: the games folder), never over an existing file,
    even one another program created a moment ago with the same name (two apps
    sharing one data folder). Returns the path. Raises ``OSError``."""
    for _ in range(100):
        p = new_save_path(names, folder)
        try:
            atomic_create(p, data)
            return p
        except FileExistsError:
            continue
    raise FileExistsError(f"no free file name for a new save in {show_path(p.parent)}")


def autosave(game: Game, path: PathLike, meta: dict[str, Any] | None = None) -> SaveGame:
    """Save after an action: like :func:`save_game`, and the game is marked
    *interrupted* until it ends or is saved with :func:`close_game`, so that an
    unfinished game can be offered for resuming at the next start. Raises SaveError."""
    return save_game(game, path, meta, interrupted=True)


def close_game(game: Game, path: PathLike, meta: dict[str, Any] | None = None) -> SaveGame:
    """Save a game that is being closed normally (no longer *interrupted*). Raises SaveError."""
    return save_game(game, path, meta, interrupted=False)


def mark_closed(path: PathLike) -> SaveGame:
    """Clear a save's *interrupted* mark (the user chose not to resume it); the
    file is loaded and checked first, so a bad file is never rewritten. Raises SaveError."""
    game, sg = load_game(path)
    return save_game(game, path, sg.meta, interrupted=False)


def new_save_path(names: list[str], folder: PathLike | None = None, when: datetime | None = None) -> Path:
    """A fresh file name in ``folder`` (default :func:`paths.games_dir`) such as
    ``2024-05-01_1530_Ann-Bob.json``; never an existing file. Raises ``OSError``
    if the folder cannot be created."""
    d = Path(folder) if folder is not None else paths.games_dir()
    d.mkdir(parents=True, exist_ok=True)
    when = when or datetime.now()
    who = "-".join(re.sub(r"[^\w]+", "_", n).strip("_") or "player" for n in names)[:60]
    base = f"{when:%Y-%m-%d_%H%M}_{who}"
    p = d / f"{base}{SUFFIX}"
    k = 2
    while p.exists():
        p = d / f"{base}_{k}{SUFFIX}"
        k += 1
    return p


# ---- reading -------------------------------------------------------------------

def _looks_like_save(doc: dict[str, Any]) -> bool:
    return doc.get("format") == FORMAT or (doc.get("format") is None and doc.get("version") == 1
                                           and "answers" in doc)


def _version(doc: dict[str, Any]) -> Any:
    return doc.get("format_version") if doc.get("format") == FORMAT else doc.get("version")


def _migrate_1(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 1 (the pre-release layout: ``{"version": 1, "players": [names],
    "seed", "edition", "teams", "win_target", "answers", "saved"}``, no origin,
    snapshot or summary) to format 2."""
    names = doc.get("players")
    origin = {"new": {"names": names, "seed": doc.get("seed", 0), "edition": doc.get("edition", "third"),
                      "teams": doc.get("teams", False), "win_target": doc.get("win_target")}}
    saved = doc.get("saved") or _now()
    return {
        "format": FORMAT, "format_version": 2, "engine_version": doc.get("engine_version", "unknown"),
        "card_data_hash": doc.get("card_data_hash", "unknown"), "created": doc.get("created", saved),
        "saved": saved,
        "options": {"edition": origin["new"]["edition"], "teams": origin["new"]["teams"],
                    "win_target": doc.get("win_target") or 6},
        "seed": origin["new"]["seed"], "players": names, "origin": origin,
        "answers": doc.get("answers", []), "snapshot": None, "summary": None,
        "interrupted": False, "meta": {"migrated_from": 1},
    }


#: Migration steps: version -> function turning a document of that version into
#: one of the next version.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _migrate_1}


def migrate(doc: dict[str, Any], path: PathLike | None = None) -> dict[str, Any]:
    """Bring a parsed save document up to :data:`FORMAT_VERSION`.

    Raises SaveError for a document that is not a save, a version newer than this
    build reads (the message says which version the file needs) or older than
    :data:`OLDEST_READABLE` (the message says which version can still convert it)."""
    if not _looks_like_save(doc):
        if isinstance(doc.get("format"), str) and doc["format"].startswith("innovation-position"):
            raise SaveError(path, QT_TRANSLATE_NOOP("SaveError", "this is a position file, not a saved game"))
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP("SaveError", 'not an Innovation Desktop saved game (no "format": "innovation-save")'),
        )
    v = _version(doc)
    if isinstance(v, bool) or not isinstance(v, int):
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP("SaveError", "wrong format version {version} (expected a whole number)"),
            version=quote(v),
        )
    if v > FORMAT_VERSION:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP(
                "SaveError",
                "wrong format version: the file is format version {version}, this "
                "Innovation Desktop reads versions {oldest} to {newest}; a newer "
                "Innovation Desktop that reads save format version {version} is "
                "needed",
            ),
            version=v,
            oldest=OLDEST_READABLE,
            newest=FORMAT_VERSION,
        )
    if v < OLDEST_READABLE:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP(
                "SaveError",
                "wrong format version: the file is format version {version}, which "
                "this Innovation Desktop no longer reads (oldest readable: "
                "{oldest}); open and re-save it with a version that reads format "
                "{version}",
            ),
            version=v,
            oldest=OLDEST_READABLE,
        )
    while v < FORMAT_VERSION:
        doc = MIGRATIONS[v](doc)
        v = _version(doc)
    return doc


def parse(data: bytes, path: PathLike | None = None) -> SaveGame:
    """Parse, migrate and validate a save's bytes (no replay). Raises SaveError
    (``not JSON``, ``truncated``, wrong format version, a missing or wrong field,
    more than :data:`MAX_SAVE_BYTES` bytes or about :data:`MAX_SAVE_VALUES` JSON
    values: these two are checked before parsing)."""
    if not data.strip():
        raise SaveError(path, QT_TRANSLATE_NOOP("SaveError", "the file is empty (truncated?)"))
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP("SaveError", "too large ({size} bytes; a saved game has at most {max})"),
            size=len(data),
            max=MAX_SAVE_BYTES,
        )
    values = data.count(b"[") + data.count(b"{") + data.count(b",")     # an upper bound, in C speed
    if values > MAX_SAVE_VALUES:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP("SaveError", "too complex for a saved game (about {count} values; at most {max})"),
            count=values,
            max=MAX_SAVE_VALUES,
        )
    try:
        doc = parse_json(data)
    except InputError as e:
        de = getattr(e, "decode_error", None)
        if de is not None:
            text = de.doc
            rest = text[de.pos + 1:]
            if de.msg.startswith("Extra data"):
                raise SaveError(
                    path,
                    QT_TRANSLATE_NOOP("SaveError", "extra data after the JSON text (line {line} column {column})"),
                    line=de.lineno,
                    column=de.colno,
                ) from None
            if de.pos >= len(text.rstrip()) - 1 or (de.msg.startswith("Unterminated string") and '"' not in rest):
                raise SaveError(
                    path,
                    QT_TRANSLATE_NOOP(
                        "SaveError", "truncated: the JSON text ends early (line {line}); the file is incomplete"
                    ),
                    line=de.lineno,
                ) from None
            raise SaveError(path, QT_TRANSLATE_NOOP("SaveError", "not JSON ({problem} at line {line} column {column})"),
                            problem=de.msg, line=de.lineno, column=de.colno) from None
        if str(e).startswith("not UTF-8"):
            raise SaveError(
                path, QT_TRANSLATE_NOOP("SaveError", "not JSON (the file is {problem})"), problem=e
            ) from None
        raise SaveError(path, str(e)) from None
    if not isinstance(doc, dict):
        raise SaveError(
            path, QT_TRANSLATE_NOOP("SaveError", "not an Innovation Desktop saved game (a JSON object is expected)")
        )
    v = _version(doc)
    doc = migrate(doc, path)
    try:
        sg = SaveGame.model_validate(doc)
    except ValidationError as e:
        raise SaveError(path, _first_error(e)) from None
    sg._source_version = v
    return sg


def read_save(path: PathLike) -> SaveGame:
    """Read a save document without replaying it (see :func:`parse`). Raises SaveError."""
    p = Path(path)
    try:
        data = read_file(p, MAX_SAVE_BYTES)
    except InputError as e:
        raise SaveError(p, QT_TRANSLATE_NOOP("SaveError", "cannot read: {problem}"), problem=e) from None
    except OSError as e:
        raise SaveError(p, QT_TRANSLATE_NOOP("SaveError", "cannot read ({reason})"), reason=e.strerror or e) from None
    return parse(data, p)


def _describe(a: Any) -> str:
    return quote(a, 80)


def start_game(sg: SaveGame, path: PathLike | None = None) -> Game:
    """The game at the save's origin (no answers applied). Raises SaveError."""
    if sg.origin.new is not None:
        n = sg.origin.new
        try:
            return Game.new(n.names, n.seed, n.edition, n.teams, n.win_target, n.expansions, n.relics)
        except ValueError as e:
            raise SaveError(
                path, QT_TRANSLATE_NOOP("SaveError", "origin: {problem}"), problem=quote(str(e), 200)[1:-1]
            ) from None
    from engine.position import PositionError, build
    assert sg.origin.position is not None       # Origin: new or position
    try:
        return build(sg.origin.position)
    except PositionError as e:
        raise SaveError(path, QT_TRANSLATE_NOOP("SaveError", "origin position: {problem}"), problem=e) from None


def replay_answers(game: Game, answers: list[Any], path: PathLike | None = None,
                   on_step: Callable[[Game, int], None] | None = None) -> Game:
    """Apply ``answers`` to ``game`` in order (``on_step(game, i)`` after answer
    index ``i``). Raises SaveError naming the first answer that is illegal for the
    game (an unknown card included). Messages number answers from 1, as people
    count: ``"answer 6 of 40"`` is ``answers[5]``."""
    n = len(answers)
    for i, a in enumerate(answers):
        try:
            d = game.pending
            # through the engine's gate in the outside form, as every answer from
            # outside (names, "yes"/"no", player names: never ids or true/false)
            game.apply(a, player=d.player if d is not None else None)
        except GameIsOver:
            raise SaveError(
                path,
                QT_TRANSLATE_NOOP("SaveError", "answer {number} of {count} ({answer}) comes after the end of the game"),
                number=i + 1,
                count=n,
                answer=_describe(a),
            ) from None
        except IllegalAnswer as e:
            d = game.pending
            if d is not None:
                raise SaveError(
                    path,
                    QT_TRANSLATE_NOOP(
                        "SaveError",
                        "answer {number} of {count} ({answer}) is illegal for this game "
                        'to {name}\'s question "{question}": {problem}',
                    ),
                    number=i + 1,
                    count=n,
                    answer=_describe(a),
                    name=quote(game.state.players[d.player].name),
                    question=d.prompt,
                    problem=e,
                ) from None
            raise SaveError(
                path,
                QT_TRANSLATE_NOOP(
                    "SaveError", "answer {number} of {count} ({answer}) is illegal for this game: {problem}"
                ),
                number=i + 1,
                count=n,
                answer=_describe(a),
                problem=e,
            ) from None
        except (TypeError, KeyError, IndexError, ValueError, AttributeError) as e:
            raise SaveError(
                path,
                QT_TRANSLATE_NOOP("SaveError", "answer {number} of {count} ({answer}) is malformed ({problem})"),
                number=i + 1,
                count=n,
                answer=_describe(a),
                problem=type(e).__name__,
            ) from None
        if on_step is not None:
            on_step(game, i)
    return game


def build_game(sg: SaveGame, path: PathLike | None = None, verify: bool = True, *,
               on_start: Callable[[Game], None] | None = None,
               on_step: Callable[[Game, int], None] | None = None) -> Game:
    """The game a save describes.

    With ``verify`` (the default) the answers are replayed from the origin and the
    result must equal the snapshot; the game then has its whole log in
    ``game.events``. The snapshot is only compared when it was written by this
    engine version with this card data; otherwise the answers are authoritative.
    Without ``verify`` the snapshot is loaded directly (no log) when it can be
    trusted. ``on_start(game)`` (the origin, before any answer) and
    ``on_step(game, i)`` (after answer index ``i``) observe the replay (the replay
    viewer keeps every position this way, so it checks a save exactly as
    :func:`load_game` does). Raises SaveError."""
    snap_ok = (sg.snapshot is not None and sg.engine_version == ENGINE_VERSION
               and sg.card_data_hash == CARD_DATA_HASH and sg.snapshot.answers == len(sg.answers))
    if sg.snapshot is not None and sg.snapshot.answers != len(sg.answers):
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP(
                "SaveError",
                "the answers do not match the snapshot: the snapshot was taken after "
                "{snapshot} answers but the file has {count} answers (the file "
                "was cut short or edited)",
            ),
            snapshot=sg.snapshot.answers,
            count=len(sg.answers),
        )
    if not verify and snap_ok and on_start is None and on_step is None and sg.snapshot is not None:
        try:
            g = Game.from_json(sg.snapshot.game)
        except (KeyError, ValueError, TypeError, IndexError, AttributeError) as e:
            raise SaveError(path, QT_TRANSLATE_NOOP("SaveError", "the snapshot is damaged ({kind}: {problem})"),
                            kind=type(e).__name__, problem=quote(str(e), 80)) from None
        if [p.name for p in g.state.players] != sg.players:
            raise SaveError(
                path,
                QT_TRANSLATE_NOOP(
                    "SaveError", "the snapshot's players do not match the file's players (the file was edited)"
                ),
            )
        g.origin = sg.origin.as_engine()
        g.record = list(sg.answers)
        return g
    g = start_game(sg, path)
    if on_start is not None:
        on_start(g)
    g = replay_answers(g, sg.answers, path, on_step)
    g.origin = sg.origin.as_engine()
    if [p.name for p in g.state.players] != sg.players:
        raise SaveError(path, QT_TRANSLATE_NOOP("SaveError", "the players {players} do not match the game's {names}"),
                        players=quote(sg.players, 120), names=quote([p.name for p in g.state.players], 120))
    if snap_ok and sg.snapshot is not None and g.to_json() != sg.snapshot.game:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP(
                "SaveError",
                "the snapshot does not match the state the answers lead to (the file was edited or damaged)",
            ),
        )
    return g


def load_game(path: PathLike, verify: bool = True, *, on_start: Callable[[Game], None] | None = None,
              on_step: Callable[[Game, int], None] | None = None) -> tuple[Game, SaveGame]:
    """Open a saved game: ``(game, document)``. The game is at the saved moment, in
    the same pending decision, with its origin and record set (so it can be saved
    again) and, with ``verify``, its whole log.

    Raises SaveError with a message naming the file and the problem: cannot read,
    empty or truncated, not JSON, not a save, wrong format version, bad field,
    unknown card, an answer illegal for the game, a snapshot that does not match.
    ``on_start``/``on_step`` observe the replay (see :func:`build_game`); the
    replay viewer opens files through here, so ``--open`` and ``--replay`` accept
    and refuse the same files with the same messages."""
    p = Path(path)
    sg = read_save(p)
    g = build_game(sg, p, verify, on_start=on_start, on_step=on_step)
    try:     # the same rules as saving: a file that loads can be saved again
        doc = from_game(g, sg.meta, sg.created)
        doc.to_bytes()
    except (ValueError, TypeError) as e:
        raise SaveError(p, QT_TRANSLATE_NOOP("SaveError", "the game loads but cannot be saved again ({kind})"),
                        kind=type(e).__name__) from None
    except SaveError as e:
        raise SaveError(p, QT_TRANSLATE_NOOP("SaveError", "the game loads but {problem}"), problem=e.problem) from None
    if verify:
        _remember(p, doc.summary)
    return g, sg


# ---- games open in a running app -----------------------------------------------------
#
# A game open for playing holds an OS lock (``flock`` on POSIX, ``msvcrt.locking``
# on Windows) on ``.<name>.lock`` next to the save. Taking it is atomic (two apps
# opening the same file at the same moment: one wins), and the system releases it
# when the process ends however it ends (SIGKILL included), so a lock file left
# behind is recognised as stale by anyone who can take it; its contents (the pid,
# for people) are never trusted.

try:
    import fcntl
except ImportError:  # pragma: no cover  (Windows)
    fcntl = None  # type: ignore[assignment]

#: Locks this process holds: resolved save path -> open lock file descriptor.
_LOCKS: dict[str, int] = {}


def _key(path: PathLike) -> str:
    return os.path.realpath(path)


def _lock_path(p: PathLike) -> Path:
    r = Path(_key(p))
    return r.with_name(f".{r.name}.lock")


def _os_lock(fd: int, shared: bool = False) -> bool:
    """Try to lock ``fd`` without waiting; True if taken."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        else:  # pragma: no cover
            import msvcrt
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        return True
    except OSError:
        return False


def _retry_lock(fd: int, tries: int = 3, pause: float = 0.02) -> bool:
    for _ in range(tries):
        time.sleep(pause)
        if _os_lock(fd):
            return True
    return False


def _take(path: PathLike) -> int | None:
    """Take the lock of ``path``: its descriptor, or None if another process (or
    another window of this one) holds it. Raises OSError if the lock file cannot be
    made (a read-only folder)."""
    lp = _lock_path(path)
    for _ in range(20):
        fd = os.open(lp, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0),
                     0o644)
        try:
            # a moment's retry: is_open() of another app holds a shared lock for
            # a few microseconds while it looks
            if not (_os_lock(fd) or _retry_lock(fd)):
                os.close(fd)
                return None
            # the previous holder may have removed (and someone re-made) the file
            # between our open and our lock: then we hold a lock on nothing
            try:
                same = os.path.samestat(os.fstat(fd), os.stat(lp, follow_symlinks=False))
            except FileNotFoundError:
                same = False
            if not same:
                os.close(fd)
                continue
            if os.fstat(fd).st_nlink == 1:      # for people only; never write through a hard link
                os.ftruncate(fd, 0)
                os.write(fd, f"{os.getpid()} innovation-desktop\n".encode())
            return fd
        except BaseException:
            os.close(fd)
            raise
    return None


def take_lock(path: PathLike) -> None:
    """Lock ``path`` for playing in this app, atomically. Raises SaveError if
    another running copy of the app or another window of this one has it open.
    Where no lock file can be made (a read-only folder: nothing there can be
    written, so nothing can be lost) the game is opened unlocked."""
    k = _key(path)
    if k in _LOCKS:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP(
                "SaveError", "this game is already open in Innovation Desktop (use its window, or Replay to review it)"
            ),
        )
    try:
        fd = _take(path)
    except OSError:
        return
    if fd is None:
        raise SaveError(
            path,
            QT_TRANSLATE_NOOP(
                "SaveError", "this game is already open in Innovation Desktop (use its window, or Replay to review it)"
            ),
        )
    _LOCKS[k] = fd


def mark_open(path: PathLike) -> None:
    """Record that this running app has ``path`` open for playing: it is listed as
    *open now* (not *interrupted*) and not offered for resuming while it is (see
    :func:`take_lock`). Best effort: never raises (a game in a read-only folder is
    played unlocked). Does nothing if this app holds the lock already."""
    if _key(path) in _LOCKS:
        return
    try:
        take_lock(path)
    except SaveError:
        pass


def mark_not_open(path: PathLike) -> None:
    """Undo :func:`mark_open` / :func:`take_lock` (the game was closed, or saved
    elsewhere): the lock is released and its file removed."""
    fd = _LOCKS.pop(_key(path), None)
    if fd is None:
        return
    try:
        if fcntl is not None:     # remove while holding it: a waiter then sees the file is gone
            os.unlink(_lock_path(path))
    except OSError:
        pass
    os.close(fd)
    if fcntl is None:  # pragma: no cover
        try:
            os.unlink(_lock_path(path))
        except OSError:
            pass


def release_all_locks() -> None:
    """Release every lock this process holds (at exit)."""
    for k in list(_LOCKS):
        mark_not_open(k)


atexit.register(release_all_locks)


def is_open(path: PathLike) -> bool:
    """True if ``path`` is open for playing in this app or in another running copy
    of it (a live process holds its lock). A lock file nobody holds is stale."""
    if _key(path) in _LOCKS:
        return True
    lp = _lock_path(path)
    try:
        fd = os.open(lp, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    try:
        return not _os_lock(fd, shared=True)
    finally:
        os.close(fd)


# ---- the folder ----------------------------------------------------------------

@dataclass
class SaveInfo:
    """One row of the Open list. ``error`` is set (and the rest mostly empty) for a
    file that cannot be read; such files are listed, never removed."""

    path: Path
    players: list[str]
    created: str = ""
    saved: str = ""
    modified: float = 0.0
    turn: int | None = None
    finished: bool = False
    status: str = ""
    interrupted: bool = False
    answers: int = 0
    error: str | None = None
    #: Open for playing in this app (or another running copy) right now; such a
    #: game is not *interrupted* and is not offered for resuming.
    open_now: bool = False


def info(path: PathLike, verify: bool = True, parsed: SaveGame | None = None) -> SaveInfo:
    """The Open-list row of one file, from what was verified: the answers are
    replayed (~0.1 ms each) and the row describes the game they lead to, never
    the summary the file claims. A file this process wrote or verified, unchanged
    since, is not replayed again. ``verify=False`` trusts the file's summary
    (when it has one; only for callers that verify later). Never raises for a bad
    file: ``error`` says what is wrong (any unexpected failure included).
    ``parsed``: the file's document if the caller has just read it (with
    :func:`read_save`), so that it is not parsed twice."""
    p = Path(path)
    try:
        mtime = p.stat().st_mtime
    except OSError:
        mtime = 0.0
    try:
        sg = parsed if parsed is not None else read_save(p)
        summ = sg.summary if not verify else None
        cached = _VERIFIED.get(_key(p))
        if summ is None and cached is not None and cached[0] == _stamp(p):
            summ = cached[1]
        if summ is None:
            g = build_game(sg, p)
            summ = summarize(g)
            _remember(p, summ)
    except SaveError as e:
        return SaveInfo(p, [], modified=mtime, error=e.problem)
    except Exception as e:  # noqa: BLE001  (one bad file never stops the list)
        return SaveInfo(p, [], modified=mtime, error=Said(QT_TRANSLATE_NOOP("SaveError", "cannot be read ({kind})"),
                                                             kind=type(e).__name__))
    open_now = is_open(p)
    return SaveInfo(p, list(sg.players), sg.created, sg.saved, mtime, summ.turn, summ.finished, summ.text,
                    sg.interrupted and not summ.finished and not open_now, len(sg.answers), open_now=open_now)


def list_saves(folder: PathLike | None = None, verify: bool = True) -> list[SaveInfo]:
    """Every ``*.json`` file in ``folder`` (default: the games folder), newest first,
    bad files included (with ``error`` set; see :func:`info` for ``verify``). Each
    file is treated on its own. Temporary files are skipped."""
    d = Path(folder) if folder is not None else paths.games_dir()
    if not d.is_dir():
        return []
    rows = [info(p, verify) for p in _save_files(d)]
    rows.sort(key=lambda r: r.modified, reverse=True)
    return rows


def _save_files(d: Path) -> list[Path]:
    out = []
    try:
        entries = list(d.iterdir())
    except OSError:
        return []
    for p in entries:
        try:
            if p.suffix == SUFFIX and not p.name.startswith(".") and p.is_file():
                out.append(p)
        except OSError:
            pass
    return out


def interrupted_games(folder: PathLike | None = None) -> list[SaveInfo]:
    """Unfinished games that were autosaved and not closed normally (to offer for
    resuming at start), newest first. Games open in a running app are not
    interrupted (see :func:`mark_open`). Only files marked *interrupted* are
    replayed (verified), so a bad or hostile file elsewhere in the folder costs
    nothing and blocks nothing."""
    d = Path(folder) if folder is not None else paths.games_dir()
    if not d.is_dir():
        return []
    rows = []
    for p in _save_files(d):
        try:
            sg = read_save(p)          # each file is parsed once
        except Exception:  # noqa: BLE001
            continue
        if sg.interrupted:
            r = info(p, verify=True, parsed=sg)
            if r.error is None and r.interrupted:
                rows.append(r)
    rows.sort(key=lambda r: r.modified, reverse=True)
    return rows


def delete_save(path: PathLike) -> None:
    """Delete a saved game (at the user's request). Raises SaveError if it cannot be deleted."""
    p = Path(path)
    try:
        p.unlink()
    except OSError as e:
        raise SaveError(p, QT_TRANSLATE_NOOP("SaveError", "cannot delete ({reason})"), reason=e.strerror or e) from None
    if _key(p) not in _LOCKS and not is_open(p):
        try:                     # a stale lock file
            _lock_path(p).unlink()
        except OSError:
            pass
    mark_not_open(p)


def clean_temp_files(folder: PathLike | None = None, older_than: float = 3600.0) -> list[Path]:
    """Remove temporary files left by an interrupted :func:`atomic_write` that are
    older than ``older_than`` seconds; returns the ones removed."""
    d = Path(folder) if folder is not None else paths.games_dir()
    out = []
    now = time.time()
    for p in d.glob(".*.tmp"):
        try:
            if _TMP_RE.match(p.name) and now - p.stat().st_mtime > older_than:
                p.unlink()
                out.append(p)
        except OSError:
            pass
    return out


__all__ = [
    "SaveError", "SaveGame", "SaveInfo", "Summary", "FORMAT", "FORMAT_VERSION", "autosave", "save_game",
    "close_game", "mark_closed", "load_game", "read_save", "parse", "build_game", "migrate", "list_saves", "info",
    "interrupted_games", "delete_save", "new_save_path", "atomic_write", "atomic_create",
    "save_new_game", "write_new_save", "NameTaken", "summarize", "from_game",
    "clean_temp_files", "mark_open", "mark_not_open", "is_open", "take_lock", "release_all_locks",
    "MAX_SAVE_BYTES", "MAX_META_BYTES", "MAX_SAVE_VALUES",
]
