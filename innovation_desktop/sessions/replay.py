"""Replaying a saved game answer by answer (no Qt).

:class:`ReplayModel` (no Qt) replays a save once and keeps the position after
every answer: position ``i`` is the game after its first ``i`` answers (0 = the
origin, ``len(steps)`` = the saved moment). It knows the turn boundaries, the log
lines each answer caused (as each player may read them, or all of them), and can
export a position file, a text record, or a new saved game that continues from
any position (the original file is never touched).

:class:`~innovation_desktop.library.replay_viewer.ReplayViewer` is the Qt window
over a model.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from engine import Game
from engine.answers import Action
from engine.decisions import Event
from engine.msg import a_age
from engine.position import write as write_position
from engine.vocab import ACHIEVE, DRAW

from ..saves import store as saves
from ..saves.store import QT_TRANSLATE_NOOP, SaveGame

#: The editions' names in the text record (marked for translation).
_EDITIONS = {"third": QT_TRANSLATE_NOOP("ReplayRecord", "third"), "first": QT_TRANSLATE_NOOP("ReplayRecord", "first"),
             "fourth": QT_TRANSLATE_NOOP("ReplayRecord", "fourth")}
#: Why a game ended (``Game.result[0]``), in the text record (marked for translation).
_REASONS = {"achievements": QT_TRANSLATE_NOOP("ReplayRecord", "achievements"),
            "score": QT_TRANSLATE_NOOP("ReplayRecord", "score"), "dogma": QT_TRANSLATE_NOOP("ReplayRecord", "dogma")}


@dataclass
class Step:
    """One answer of the game: who was asked what, the answer (position-file form),
    the turn it was given in, and the events it caused."""

    index: int
    player: int
    kind: str
    prompt: str
    source: str
    answer: Any
    turn: int
    events: list[Event] = field(default_factory=list)


@dataclass
class LogLine:
    """A log line and the position to jump to when it is clicked (the position
    right after the answer that caused it)."""

    position: int
    text: str
    kind: str = ""
    #: the line as a message (:class:`engine.msg.Msg`: say it in the user's
    #: language with :func:`innovation_desktop.words.render`), None for plain text
    msg: Any = None


def answer_text(kind: str, answer: Any) -> str:
    """A position-file answer in words: ``{"action": "meld", "card": "Oars"}`` ->
    ``"Meld Oars"``, ``["Oars", "Tools"]`` -> ``"Oars, Tools"``, None -> ``"(declines)"``.
    Raises :class:`engine.answers.MalformedAnswer` for an action out of its form."""
    if isinstance(answer, dict) and "action" in answer:
        a = Action.from_data(answer)          # the one reader of an action's outside form
        if a.kind == DRAW:
            return "Draw"
        if a.kind == ACHIEVE:
            return f"Achieve {a.age}"
        return f"{a.kind.capitalize()} {a.card}"
    if answer is None or answer == []:
        return "(nothing)" if kind in ("cards", "colors", "order") else "(declines)"
    if isinstance(answer, list):
        return ", ".join(str(x) for x in answer)
    return str(answer)


def source_words(source: str, tr: Callable[[str], str] | None = None, say: Callable[[Any], str] | None = None) -> str:
    """What a question came from (a decision's ``source``: a card's title, which
    stays English, ``"setup"``, ``"relic"``, ``"display"``), said with ``tr`` and
    ``say`` as in :meth:`ReplayModel.text_record` (default: English)."""
    from engine.msg import SOURCE_WORDS
    if source == "setup":
        return (tr or (lambda t: t))(QT_TRANSLATE_NOOP("ReplayRecord", "setup"))
    if source in SOURCE_WORDS:
        return (say or str)(SOURCE_WORDS[source])
    return source


class ReplayModel:
    """Every position of a saved game (see the module docstring).

    ``steps[i]`` is answer ``i``; ``game_at(k)`` the position after ``k`` answers.
    Build one with :meth:`from_file`, :meth:`from_save` or :meth:`from_game`."""

    def __init__(self, save: SaveGame | None, path: Path | None = None) -> None:
        """Replay ``save`` (None: read it from ``path``) through the same
        load-and-verify path as :func:`saves.load_game`, so the viewer refuses
        exactly the files ``--open`` refuses, with the same messages. Raises
        SaveError (an illegal answer, a bad origin, answers that do not match the
        snapshot...)."""
        self.path = Path(path) if path is not None else None
        self.initial_events: list[Event] = []
        self.positions: list[Game] = []
        self.steps: list[Step] = []

        def asked(g: Game) -> tuple[Any, ...] | None:
            d = g.pending
            return (d.player, d.kind, d.prompt, d.source, g.state.turn, len(g.events)) if d else None

        cur: list[tuple[Any, ...] | None] = [None]      # the decision open now (asked)

        def on_start(g: Game) -> None:
            self.initial_events = list(g.events)
            self.positions.append(g.clone())
            cur[0] = asked(g)

        def on_step(g: Game, i: int) -> None:
            now = cur[0]
            assert now is not None, "an answer without an open decision"     # build_game applies answers to decisions
            player, kind, prompt, source, turn, mark = now
            self.steps.append(Step(i, player, kind, prompt, source, None, turn, list(g.events[mark:])))
            self.positions.append(g.clone())
            cur[0] = asked(g)

        if save is None:
            if self.path is None:
                raise ValueError("ReplayModel needs a save or a path")
            game, save = saves.load_game(self.path, on_start=on_start, on_step=on_step)
        else:
            game = saves.build_game(save, self.path, on_start=on_start, on_step=on_step)
        self.save = save
        for st in self.steps:
            st.answer = save.answers[st.index]
        for g in self.positions:
            g.origin = save.origin.as_engine()
        self.names = [p.name for p in game.state.players]
        self._turn_starts: list[tuple[int, int]] = []
        last = None
        for k, g in enumerate(self.positions):
            t = g.state.turn
            if t != last:
                self._turn_starts.append((t, k))
                last = t

    @classmethod
    def from_file(cls, path: str | Path) -> "ReplayModel":
        """Read and replay a save file. Raises SaveError naming the file and the problem."""
        return cls(None, Path(path))

    @classmethod
    def from_save(cls, save: SaveGame, path: Path | None = None) -> "ReplayModel":
        """The replay of a parsed save (``path`` only names it in messages). Raises SaveError."""
        return cls(save, path)

    @classmethod
    def from_game(cls, game: Game) -> "ReplayModel":
        """The replay of a game in memory (it must know its origin). Raises SaveError."""
        return cls(saves.from_game(game))

    # ---- positions --------------------------------------------------------------
    def __len__(self) -> int:
        """The number of positions (answers + 1)."""
        return len(self.positions)

    @property
    def last(self) -> int:
        return len(self.positions) - 1

    def game_at(self, k: int) -> Game:
        """The position after ``k`` answers (shared: do not change it; clone it).
        Raises IndexError."""
        if not 0 <= k < len(self.positions):
            raise IndexError(f"position {k} is not between 0 and {self.last}")
        return self.positions[k]

    def turn_at(self, k: int) -> int:
        """The turn number at position ``k`` (0 during the setup). Raises IndexError."""
        return self.positions[k].state.turn

    def turns(self) -> list[tuple[int, int]]:
        """``(turn, first position of that turn)`` for every turn (turn 0 = the setup)."""
        return list(self._turn_starts)

    def turn_start(self, turn: int) -> int:
        """The first position of ``turn`` (the nearest existing turn if out of range)."""
        best = self._turn_starts[0][1]
        for t, k in self._turn_starts:
            if t <= turn:
                best = k
        return best

    def next_turn(self, k: int) -> int:
        """The first position of the turn after position ``k``'s (or the last position)."""
        for _t, j in self._turn_starts:
            if j > k:
                return j
        return self.last

    def prev_turn(self, k: int) -> int:
        """The start of position ``k``'s turn, or of the turn before if ``k`` is its start."""
        starts = [j for _, j in self._turn_starts if j < k]
        return starts[-1] if starts else 0

    # ---- the log ------------------------------------------------------------------
    def log(self, player: int | None = None) -> list[LogLine]:
        """Every log line of the game as ``player`` could read it (None: all of it)."""
        out = [LogLine(0, str(m), e.kind, m) for e in self.initial_events if (m := e.msg_for(player)) is not None]
        for st in self.steps:
            for e in st.events:
                m = e.msg_for(player)
                if m is not None:
                    out.append(LogLine(st.index + 1, str(m), e.kind, m))
        return out

    def log_lines(self, k: int, player: int | None = None) -> list[str]:
        """The log lines caused by answer ``k - 1`` (the step into position ``k``)."""
        if k == 0:
            return [t for e in self.initial_events if (t := e.for_player(player)) is not None]
        return [t for e in self.steps[k - 1].events if (t := e.for_player(player)) is not None]

    def describe(self, k: int, viewer: int | None = None) -> str:
        """One line about position ``k``: the answer that led to it, as ``viewer``
        could know it (None: everything; see :meth:`answer_as_seen`)."""
        if k == 0:
            return "Start of the game"
        st = self.steps[k - 1]
        who = self.names[st.player]
        when = "Setup" if st.turn == 0 else f"Turn {st.turn}"
        said = answer_text(st.kind, self.answer_as_seen(k - 1, viewer))
        if st.kind == "action":
            return f"{when}: {who}: {said}"
        src = f"{st.source}: " if st.source and st.source not in ("turn", "setup") else ""
        return f"{when}: {who} answers {src}{self.prompt_as_seen(k - 1, viewer)} \u2192 {said}"

    # ---- one player's perspective ---------------------------------------------------
    @property
    def finished(self) -> bool:
        """True when the saved game is over (its last position has a result)."""
        return self.positions[-1].over

    def own_seat(self) -> int | None:
        """The seat of the person who saved the game, whose eyes an unfinished
        game's replay opens with: a joiner's seat (``meta["net"]["my_seat"]``),
        a host's own seat (kind ``local``), the one human seat of a local game;
        with several people at one screen (hot seat, or seats not recorded) the
        person asked at the saved moment, else the first person. None when every
        seat is a computer player's (nobody's cards to keep hidden)."""
        meta = self.save.meta if isinstance(self.save.meta, dict) else {}
        n = len(self.names)
        net = meta.get("net")
        if isinstance(net, dict):
            mine = net.get("my_seat")
            if isinstance(mine, int) and not isinstance(mine, bool) and 0 <= mine < n:
                return mine
            seats = net.get("seats")
            if isinstance(seats, list) and len(seats) == n:
                local = [i for i, x in enumerate(seats) if isinstance(x, dict) and x.get("kind") == "local"]
                if local:
                    return local[0]
        kinds = meta.get("seats")
        if isinstance(kinds, list) and len(kinds) == n:
            if "local" in kinds:                 # a host's table: its own seat
                return kinds.index("local")
            humans = [i for i, k in enumerate(kinds) if k == "human"]
        else:
            humans = list(range(n))
        if not humans:
            return None
        d = self.positions[-1].pending
        if len(humans) > 1 and d is not None and d.player in humans:
            return d.player
        return humans[0]

    def _hidden(self, viewer: int | None, *ks: int) -> Callable[[int], bool]:
        """A test ``card -> bool``: hidden from ``viewer`` at every position ``ks``."""
        from engine.verbs import card_hidden_from
        if viewer is None:
            return lambda c: False
        states = [self.positions[k].state for k in ks]
        return lambda c: all(card_hidden_from(s, c, viewer) for s in states)

    def answer_as_seen(self, i: int, viewer: int | None,
                       hidden_word: Callable[[int], str] | None = None) -> Any:
        """Answer ``i`` (position-file form) as ``viewer`` could know it (None: as
        given): a card hidden from the viewer both before and after the answer
        (another player's pick from their hand, a blind pick from someone's score
        pile) is given as ``hidden_word(age)`` (default English "a 3")."""
        st = self.steps[i]
        if viewer is None:
            return st.answer
        from engine.cards import AGE, BY_NAME
        hidden = self._hidden(viewer, i, i + 1)
        word = hidden_word or (lambda age: str(a_age(age)))

        def one(name: Any) -> Any:
            c = BY_NAME.get(name) if isinstance(name, str) else None
            return word(AGE[c]) if c is not None and hidden(c) else name

        a = st.answer
        if st.kind == "action" and isinstance(a, dict) and "card" in a:
            return dict(a, card=one(a["card"]))
        if st.kind in ("cards", "order") and isinstance(a, list):
            return [one(x) for x in a]
        return a

    def prompt_as_seen(self, i: int, viewer: int | None) -> Any:
        """The question of answer ``i`` as ``viewer`` could read it: cards it
        names that were hidden from the viewer before and after are given by age
        (:func:`engine.view.mask_msg`)."""
        from engine.view import mask_msg
        return mask_msg(self.steps[i].prompt, self._hidden(viewer, i, i + 1))

    def pending_prompt_as_seen(self, k: int, viewer: int | None) -> Any:
        """The question open at position ``k`` as ``viewer`` could read it (None
        when the game is over there)."""
        from engine.view import mask_msg
        d = self.positions[k].pending
        return None if d is None else mask_msg(d.prompt, self._hidden(viewer, k))

    # ---- exports -----------------------------------------------------------------
    def position_doc(self, k: int) -> dict[str, Any]:
        """Position ``k`` as a position document (``innovation-position/1``) that
        ``python -m engine play`` accepts; an action in progress is kept
        (``in_progress``) and the generator state is kept as its ``seed``."""
        g = self.game_at(k)
        log = [ln.text for ln in self.log() if ln.position <= k]
        return write_position(g, seed=g.state.rng, log=log)

    def export_position(self, k: int, path: str | Path) -> Path:
        """Write :meth:`position_doc` to ``path``. Raises OSError."""
        p = Path(path)
        saves.atomic_write(p, (json.dumps(self.position_doc(k), indent=1, ensure_ascii=False) + "\n")
                           .encode("utf-8"))
        return p

    def text_record(self, tr: Callable[[str], str] | None = None, answer: Callable[[str, Any], str] | None = None,
                    say: Callable[[Any], str] | None = None, viewer: int | None = None,
                    hidden_word: Callable[[int], str] | None = None) -> str:
        """The whole game as text: a header, then one line per action and choice
        (``  12. Turn 4  Ann: Dogma Archery``), then the result. In English; the
        app passes its words: ``tr(template)`` translates a template of this
        record (context ``ReplayRecord``), ``answer(kind, answer)`` says an answer,
        ``say(m)`` renders the engine's words (a question, a standing).
        ``viewer``: the record as that player could know it (cards hidden from
        them given by age, ``hidden_word(age)``; see :meth:`answer_as_seen`)."""
        tr = tr or (lambda t: t)
        answer = answer or answer_text
        say = say or str
        sv = self.save
        head = [(tr(QT_TRANSLATE_NOOP("ReplayRecord", "Innovation ({edition} edition, teams): {names}"))
                 if sv.options.teams else
                 tr(QT_TRANSLATE_NOOP("ReplayRecord", "Innovation ({edition} edition): {names}"))).format(
                    edition=tr(_EDITIONS.get(sv.options.edition, sv.options.edition)), names=", ".join(self.names)),
                tr(QT_TRANSLATE_NOOP("ReplayRecord", "Seed {seed}; {count} achievements to win; saved {saved}")).format(
                    seed=sv.seed, count=sv.options.win_target, saved=sv.saved)]
        if sv.origin.position is not None:
            head.append(tr(QT_TRANSLATE_NOOP("ReplayRecord", "Began at a position file.")))
        lines = head + [""]
        setup = tr(QT_TRANSLATE_NOOP("ReplayRecord", "Setup"))
        turn = tr(QT_TRANSLATE_NOOP("ReplayRecord", "Turn {turn}"))
        for st in self.steps:
            who = self.names[st.player]
            said = answer(st.kind, self.answer_as_seen(st.index, viewer, hidden_word))
            if st.kind == "action":
                what = said
            else:
                src = f"[{source_words(st.source, tr, say)}] " if st.source and st.source != "turn" else ""
                what = f"  {src}{say(self.prompt_as_seen(st.index, viewer))} \u2192 {said}"
            when = f"{setup if st.turn == 0 else turn.format(turn=st.turn):<8}"
            lines.append(f"{st.index + 1:4d}. {when} {who}: {what}")
        end = self.positions[-1]
        lines.append("")
        if end.result is not None:      # end.over
            reason, winners = end.result
            lines.append(tr(QT_TRANSLATE_NOOP("ReplayRecord", "Result: {names} won ({reason}).")).format(
                names=say(saves._names([self.names[w] for w in winners])),
                reason=tr(_REASONS.get(reason, reason))))
        else:
            lines.append(tr(QT_TRANSLATE_NOOP("ReplayRecord", "Unfinished: {standing}.")).format(
                standing=say(saves.summarize(end).text)))
        return "\n".join(lines) + "\n"

    def export_text(self, path: str | Path, **words: Any) -> Path:
        """Write :meth:`text_record` (with ``words``: its ``tr``, ``answer``,
        ``say``) to ``path``. Raises OSError."""
        p = Path(path)
        saves.atomic_write(p, self.text_record(**words).encode("utf-8"))
        return p


    def continue_from(self, k: int, path: str | Path | None = None) -> Path:
        """Save position ``k`` as a new game (same origin, the first ``k`` answers) at
        ``path`` (default: a fresh name in the games folder) and return its path.
        The original save is untouched. Raises SaveError."""
        g = self.game_at(k).clone()
        g.origin = self.save.origin.as_engine()
        g.record = list(self.save.answers[:k])
        meta = dict(self.save.meta)
        meta.update(continued_from=str(self.path) if self.path else None, at_answer=k)
        if path is None:                # a fresh name, never over another save
            return saves.save_new_game(g, self.names, meta)[0]
        p = Path(path)
        saves.save_game(g, p, meta)
        return p
