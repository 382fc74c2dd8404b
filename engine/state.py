"""The game state as plain, cheaply copied data.

Cards are ids (ints 0-104, see :mod:`engine.cards`), colors and icons are ints.
Nothing here knows the rules of actions or effects; it only holds where every
card is, and answers questions that are pure reads (icon counts, top cards).

Shapes:

* ``Player.board``: 5 lists (one per color, :data:`engine.cards.COLORS` order),
  each **bottom first, top last**.
* ``Player.splay``: 5 ints, :data:`engine.cards.SPLAYS` (0 none, 1 left, 2 right, 3 up,
  4 aslant: fourth edition).
* ``Player.ic``: the icon table of the game's edition (:func:`engine.cards.icon_table`).
* ``Player.achievements``: card ids (standard achievements) and special
  achievement names (str).
* ``State.supply``: 10 lists (11 in the fourth edition), index 0 for age 1, each
  **top first**.
* ``State.junk``: the fourth edition's Junk, face down, hidden from everyone: card
  ids and special achievement names, in the order they were junked.
* ``State.achievements``: available standard achievements, card ids;
  ``State.specials``: available special achievement names.

With the Artifacts of History expansion (``State.expansions`` holds
``"artifacts"``):

* ``State.art_supply``: the 10 Artifacts piles, index 0 for age 1, each **top first**;
* ``Player.display``: the card id in the player's display, or None;
* ``State.artifact_choice``: True while the current player's start-of-turn choice
  about the displayed card (dogma / return / pass) is still to be made;
* with Relics (``State.relics``): ``State.relic_area``, the relic ids not held by
  anybody (a held relic is in a hand, a score pile, on a board, or in a player's
  achievements, where it counts as one achievement).

In a game without the expansion none of the Artifacts cards or relics is in the
state (not even out of play).

With Echoes of the Past (``State.expansions`` holds ``"echoes"``; rules in
:mod:`engine.echoes`):

* ``State.ech_supply``: the 10 Echoes piles, index 0 for age 1, each **top first**;
* ``Player.forecast``: the card ids in the player's forecast (private, face down).

With Cities of Destiny (``State.expansions`` holds ``"cities"``; rules in
:mod:`engine.cities`):

* ``State.cit_supply``: the 10 Cities piles, index 0 for age 1, each **top first**;
* ``State.endorsed``: True once the current player took the Endorse action this turn.

Flags and fountains are not stored: they are read from the boards
(:func:`engine.cities.icon_achievements`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from .cards import (AGE, CARD_ICONS, CARDS, COLOR, EDITIONS, FACE_AGE, ICON_BITS, ICON_FIELD, NAMES, SPECIALS,
                    BY_NAME, covered_table, icon_table, packed_tables, unpack_counts)

if TYPE_CHECKING:
    from .decisions import Event


#: The :meth:`Player.pile_entry` of an empty pile.
_EMPTY_ENTRY: list[Any] = [[], 0, 0, None, None]


class Player:
    """One player's zones and per-turn counters (Monument: tucks and scores).
    ``display``: the Artifacts card in the player's display (None: empty)."""

    __slots__ = ("name", "hand", "score", "board", "splay", "achievements", "tucked", "scored", "display", "ic",
                 "forecast", "cv", "pt", "pc", "_pk", "_cb", "_cs", "_ct")

    def __init__(self, name: str, ic: tuple[Any, ...] = CARD_ICONS) -> None:
        self.name = name
        self.hand: list[int] = []
        self.score: list[int] = []
        self.board: list[list[int]] = [[], [], [], [], []]
        self.splay: list[int] = [0, 0, 0, 0, 0]
        self.achievements: list[int | str] = []
        self.tucked = 0
        self.scored = 0
        self.display: int | None = None
        #: icons by card id in this game's edition (:func:`engine.cards.icon_table`)
        self.ic = ic
        #: what a covered card shows, by splay and card id (:func:`engine.cards.covered_table`)
        self.cv = covered_table(ic)
        #: packed icon counts of a top card and of a covered card by splay
        #: (:func:`engine.cards.packed_tables`)
        self.pt, self.pc = packed_tables(ic)
        self.forecast: list[int] = []
        #: caches of the packed icon counts, each kept with the cards and splay it
        #: was worked out for (so however a pile changes, a stale value is never
        #: read): by pile :meth:`pile_entry`; the whole board's
        #: (:meth:`board_packed`): its piles, splays and total
        self._pk: list[list[Any]] = [_EMPTY_ENTRY] * 5
        self._cb: list[list[int]] | None = None
        self._cs: list[int] | None = None
        self._ct = 0

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.name = self.name
        p.hand = self.hand[:]
        p.score = self.score[:]
        p.board = [pile[:] for pile in self.board]
        p.splay = self.splay[:]
        p.achievements = self.achievements[:]
        p.tucked = self.tucked
        p.scored = self.scored
        p.display = self.display
        p.ic = self.ic
        p.cv = self.cv
        p.pt = self.pt
        p.pc = self.pc
        p.forecast = self.forecast[:]
        p._pk = self._pk[:]             # entries are replaced, never changed: shared safely
        p._cb = self._cb
        p._cs = self._cs
        p._ct = self._ct
        return p

    # ---- pure reads -------------------------------------------------------
    def top(self, color: int) -> int | None:
        """The top card id of ``color``'s pile, or None if the pile is empty."""
        pile = self.board[color]
        return pile[-1] if pile else None

    def tops(self) -> list[int]:
        """Top card ids, in color order, skipping empty piles."""
        return [pile[-1] for pile in self.board if pile]

    def score_total(self) -> int:
        """Score: the sum of the ages of the cards in the score pile."""
        return sum(AGE[c] for c in self.score)

    def highest_top_age(self) -> int:
        """The highest value among top cards, 0 with an empty board (face-up
        values: Battleship Yamato counts 11)."""
        return max((FACE_AGE[pile[-1]] for pile in self.board if pile), default=0)

    def pile_entry(self, color: int) -> list[Any]:
        """What is known of ``color``'s pile as it is now: ``[cards, splay, packed,
        a, b]``: a copy of its cards (bottom first) and its splay, the packed count
        of every icon it shows (:meth:`pile_packed`), and two places rules modules
        may fill with more they read from those cards (None until then; Echoes:
        :func:`engine.echoes.claimable`, :func:`engine.echoes.echo_cards`). Worked
        out again only when the pile's cards or splay differ from the last time, so
        a stale entry is never returned; an entry is never changed but in those two
        places (it may be shared by copies of the player)."""
        pile = self.board[color]
        sp = self.splay[color]
        got = self._pk[color]
        if got[1] == sp and got[0] == pile:
            return got
        if not pile:
            v = 0
        elif not sp or len(pile) < 2:
            v = self.pt[pile[-1]]
        else:
            cov = self.pc[sp]
            top = pile[-1]
            v = sum(map(cov.__getitem__, pile), self.pt[top] - cov[top])
        got = self._pk[color] = [pile[:], sp, v, None, None]
        return got

    def pile_packed(self, color: int) -> int:
        """Every icon visible in ``color``'s pile as a packed count
        (:func:`engine.cards.pack_icons`): every position of the top card (six on
        a city), and what the splay shows of the others
        (:func:`engine.cards.covered_positions`); 0 for an empty pile."""
        got = self._pk[color]
        if got[1] == self.splay[color] and got[0] == self.board[color]:
            return int(got[2])
        return int(self.pile_entry(color)[2])

    def board_packed(self) -> int:
        """Every icon visible on the whole board as a packed count (the sum of
        :meth:`pile_packed` of the five piles); worked out again only when the
        board's cards or splays differ from the last time."""
        board = self.board
        if board == self._cb and self.splay == self._cs:
            return self._ct
        pp = self.pile_packed
        t = pp(0) + pp(1) + pp(2) + pp(3) + pp(4)
        self._cb = [e[0] for e in self._pk]     # the piles' entries hold copies, never changed
        self._cs = self.splay[:]
        self._ct = t
        return t

    def pile_entries(self) -> list[list[Any]]:
        """The five piles' :meth:`pile_entry`, as they are now, after :meth:`board_packed`
        (call it first): when the board is the one that count was worked out on,
        the entries it read are returned as they are (checked by identity, no pile
        compared again); otherwise each pile's entry is looked up."""
        pk = self._pk
        cb = self._cb
        if (cb is not None and pk[0][0] is cb[0] and pk[1][0] is cb[1] and pk[2][0] is cb[2]
                and pk[3][0] is cb[3] and pk[4][0] is cb[4]):
            return pk
        entry = self.pile_entry
        return [entry(0), entry(1), entry(2), entry(3), entry(4)]

    def pile_icons(self, color: int) -> list[int]:
        """Counts of each icon (6 basic ones, by icon number) visible in a pile."""
        return unpack_counts(self.pile_packed(color))[:6]

    def pile_icons_all(self, color: int) -> list[int]:
        """Counts of every icon number (:data:`engine.cards.ICONS`, avatar, echo box,
        bonus and the city icons included) visible in a pile: every position of the
        top card (six on a city), and what the splay shows of the others
        (:func:`engine.cards.covered_positions`)."""
        return unpack_counts(self.pile_packed(color))

    def all_icon_counts(self) -> list[int]:
        """Visible count of every icon number on the whole board (index
        :data:`engine.cards.AVATAR` holds the avatars of the fourth edition)."""
        return unpack_counts(self.board_packed())

    def icon_counts(self) -> list[int]:
        """Visible count of each of the six basic icons on the whole board."""
        t = self.board_packed()
        return [t & ICON_FIELD, (t >> ICON_BITS) & ICON_FIELD, (t >> 2 * ICON_BITS) & ICON_FIELD,
                (t >> 3 * ICON_BITS) & ICON_FIELD, (t >> 4 * ICON_BITS) & ICON_FIELD, (t >> 5 * ICON_BITS) & ICON_FIELD]

    def icon_count(self, icon: int) -> int:
        """Visible count of one icon on the board (a basic icon, or the avatar)."""
        return (self.board_packed() >> (ICON_BITS * icon)) & ICON_FIELD

    def all_board_cards(self) -> list[int]:
        return [c for pile in self.board for c in pile]


class State:
    """Everything about a game that the rules read or change.

    ``rng`` is the state of a 64-bit generator (see :meth:`random`), so a game is
    fully determined by its setup, seed and answers. ``changes`` counts every
    change made by a verb (used for the free Draw after a shared dogma).
    """

    __slots__ = (
        "players", "supply", "achievements", "specials", "current", "actions_left",
        "turn", "edition", "teams", "win_target", "rng", "result", "changes", "events",
        "out_of_play", "short_turns", "expansions", "relics", "art_supply", "relic_area", "eliminated",
        "artifact_choice", "junk", "executors", "ech_supply", "cit_supply", "endorsed",
    )

    def __init__(self) -> None:
        self.players: list[Player] = []
        self.supply: list[list[int]] = [[] for _ in range(10)]
        self.achievements: list[int] = []
        self.specials: list[str] = list(SPECIALS)
        self.current = 0
        self.actions_left = 2
        self.turn = 1
        self.edition = "third"
        self.teams = False
        self.win_target = 6
        self.rng = 0
        self.result: tuple[str, tuple[int, ...]] | None = None
        self.changes = 0
        self.events: list[Event] = []
        self.out_of_play: list[int] = []
        self.short_turns = 0
        self.expansions: tuple[str, ...] = ()
        self.relics = False
        self.art_supply: list[list[int]] = [[] for _ in range(10)]
        self.relic_area: list[int] = []
        self.artifact_choice = False
        #: While a session watches one answer (:func:`engine.view.apply_noting`), the
        #: players who carried out an effect in it (else None: nothing is noted).
        self.executors: set[int] | None = None
        self.ech_supply: list[list[int]] = [[] for _ in range(10)]
        self.cit_supply: list[list[int]] = [[] for _ in range(10)]
        self.endorsed = False
        #: Players out of the game (Exxon Valdez: "you lose"), in the order they left.
        #: They hold no card, take no turn, and effects and dogmas pass them by.
        self.eliminated: list[int] = []
        #: The Junk (fourth edition): card ids and special achievement names.
        self.junk: list[int | str] = []

    def copy(self) -> "State":
        """A deep copy (the event list starts empty)."""
        s = State.__new__(State)
        s.players = [p.copy() for p in self.players]
        s.supply = [pile[:] for pile in self.supply]
        s.achievements = self.achievements[:]
        s.specials = self.specials[:]
        s.current = self.current
        s.actions_left = self.actions_left
        s.turn = self.turn
        s.edition = self.edition
        s.teams = self.teams
        s.win_target = self.win_target
        s.rng = self.rng
        s.result = self.result
        s.changes = self.changes
        s.events = []
        s.out_of_play = self.out_of_play[:]
        s.short_turns = self.short_turns
        s.expansions = self.expansions
        s.relics = self.relics
        s.art_supply = [pile[:] for pile in self.art_supply]
        s.relic_area = self.relic_area[:]
        s.artifact_choice = self.artifact_choice
        s.executors = None
        s.ech_supply = [pile[:] for pile in self.ech_supply]
        s.cit_supply = [pile[:] for pile in self.cit_supply]
        s.endorsed = self.endorsed
        s.eliminated = self.eliminated[:]
        s.junk = self.junk[:]
        return s

    # ---- randomness ---------------------------------------------------------
    def randoms(self, bounds: "Iterable[int]") -> list[int]:
        """The state's generator (splitmix64, the one place it is written): for
        each ``n`` of ``bounds`` in order, a uniform int in ``range(n)``; the
        state moves on by one step per bound."""
        x = self.rng
        out = []
        for n in bounds:
            x = (x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            out.append((z ^ (z >> 31)) % n)
        self.rng = x
        return out

    def random(self, n: int) -> int:
        """A uniform int in ``range(n)`` from the state's own generator (:meth:`randoms`)."""
        return self.randoms((n,))[0]

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, from the last place down) with
        the state's generator: place ``i`` swaps with a uniform one of ``0..i``."""
        n = len(items)
        for i, j in zip(range(n - 1, 0, -1), self.randoms(range(n, 1, -1))):
            items[i], items[j] = items[j], items[i]

    # ---- pure reads -------------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def artifacts(self) -> bool:
        """True in a game with the Artifacts of History expansion."""
        return "artifacts" in self.expansions

    @property
    def echoes(self) -> bool:
        """True in a game with the Echoes of the Past expansion."""
        return "echoes" in self.expansions

    @property
    def cities(self) -> bool:
        """True in a game with the Cities of Destiny expansion."""
        return "cities" in self.expansions

    def teammates(self, a: int, b: int) -> bool:
        """True if ``a`` and ``b`` are the same player or partners in a team game."""
        return a == b or (self.teams and (a - b) % 2 == 0)

    def opponents(self, p: int) -> list[int]:
        """Players who are not ``p`` nor ``p``'s partner, in turn order from p's left."""
        return [q for q in self.order_from(p) if not self.teammates(p, q)]

    def order_from(self, p: int) -> list[int]:
        """Other players in turn order, starting at ``p``'s left (p excluded, and
        every player out of the game: :attr:`eliminated`)."""
        n = len(self.players)
        return [(p + k) % n for k in range(1, n) if (p + k) % n not in self.eliminated]

    def live_players(self) -> list[int]:
        """The players still in the game (all of them unless one was eliminated),
        in seat order."""
        return [q for q in range(len(self.players)) if q not in self.eliminated]

    def team_of(self, p: int) -> tuple[int, ...]:
        """``p`` and, in a team game, p's partner."""
        if self.teams:
            return (p % 2, p % 2 + 2)
        return (p,)

    @property
    def fourth(self) -> bool:
        """True in a fourth-edition game."""
        return self.edition == "fourth"

    def achievement_count(self, p: int) -> int:
        """Achievements held by ``p`` (with the partner's, in a team game); with
        Cities of Destiny, plus the flags and fountains that count for them now
        (:func:`engine.cities.icon_achievement_count`, R7)."""
        team = self.team_of(p)
        n = sum(len(self.players[q].achievements) for q in team)
        if "cities" in self.expansions:
            from .cities import icon_achievement_count
            n += sum(icon_achievement_count(self, q) for q in team)
        return n

    def locate_all(self) -> dict[int, str]:
        """Where every card is, as a short label (for invariant checks)."""
        where: dict[int, str] = {}

        def put(c: int, label: str) -> None:
            if c in where:
                raise AssertionError(f"{NAMES[c]} is both in {where[c]} and {label}")
            where[c] = label

        for a, pile in enumerate(self.supply):
            for c in pile:
                put(c, f"supply {a + 1}")
        for a, pile in enumerate(self.art_supply):
            for c in pile:
                put(c, f"artifacts supply {a + 1}")
        for a, pile in enumerate(self.ech_supply):
            for c in pile:
                put(c, f"echoes supply {a + 1}")
        for a, pile in enumerate(self.cit_supply):
            for c in pile:
                put(c, f"cities supply {a + 1}")
        for c in self.relic_area:
            put(c, "relic area")
        for c in self.achievements:
            put(c, "achievements")
        for c in self.out_of_play:
            put(c, "out of play")
        for j in self.junk:
            if isinstance(j, int):
                put(j, "junk")
        for i, p in enumerate(self.players):
            for c in p.hand:
                put(c, f"hand {i}")
            for c in p.score:
                put(c, f"score {i}")
            for pile in p.board:
                for c in pile:
                    put(c, f"board {i}")
            for ach in p.achievements:
                if isinstance(ach, int):
                    put(ach, f"achievements {i}")
            if p.display is not None:
                put(p.display, f"display {i}")
            for c in p.forecast:
                put(c, f"forecast {i}")
        return where

    # ---- data ---------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data; :meth:`from_dict` gives back an equal state."""
        return {
            "players": [
                {
                    "name": p.name,
                    "hand": p.hand[:],
                    "score": p.score[:],
                    "board": [pile[:] for pile in p.board],
                    "splay": p.splay[:],
                    "achievements": p.achievements[:],
                    "tucked": p.tucked,
                    "scored": p.scored,
                    **({"display": p.display} if p.display is not None else {}),
                    **({"forecast": p.forecast[:]} if p.forecast else {}),
                }
                for p in self.players
            ],
            "supply": [pile[:] for pile in self.supply],
            "achievements": self.achievements[:],
            "specials": self.specials[:],
            "current": self.current,
            "actions_left": self.actions_left,
            "turn": self.turn,
            "edition": self.edition,
            "teams": self.teams,
            "win_target": self.win_target,
            "rng": self.rng,
            "result": None if self.result is None else [self.result[0], list(self.result[1])],
            "changes": self.changes,
            "out_of_play": self.out_of_play[:],
            "short_turns": self.short_turns,
            **({"expansions": list(self.expansions), "relics": self.relics,
                "art_supply": [pile[:] for pile in self.art_supply], "relic_area": self.relic_area[:],
                "artifact_choice": self.artifact_choice} if self.expansions else {}),
            **({"ech_supply": [pile[:] for pile in self.ech_supply]} if self.echoes else {}),
            **({"cit_supply": [pile[:] for pile in self.cit_supply], "endorsed": self.endorsed}
               if self.cities else {}),
            **({"eliminated": self.eliminated[:]} if self.eliminated else {}),
            **({"junk": self.junk[:]} if self.edition == "fourth" else {}),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "State":
        """Inverse of :meth:`to_dict`. Raises ``KeyError``/``TypeError``/``ValueError``
        on bad data."""
        s = cls()
        edition = d["edition"]
        if edition not in EDITIONS:
            raise ValueError(f"the edition must be 'third', 'first' or 'fourth', not {edition!r}")
        for pd in d["players"]:
            p = Player(pd["name"], icon_table(edition))
            p.hand = [int(c) for c in pd["hand"]]
            p.score = [int(c) for c in pd["score"]]
            p.board = [[int(c) for c in pile] for pile in pd["board"]]
            p.splay = [int(x) for x in pd["splay"]]
            p.achievements = [a if isinstance(a, str) else int(a) for a in pd["achievements"]]
            p.tucked = int(pd.get("tucked", 0))
            p.scored = int(pd.get("scored", 0))
            disp = pd.get("display")
            p.display = None if disp is None else int(disp)
            p.forecast = [int(c) for c in pd.get("forecast", [])]
            s.players.append(p)
        s.supply = [[int(c) for c in pile] for pile in d["supply"]]
        s.achievements = [int(c) for c in d["achievements"]]
        s.specials = list(d["specials"])
        if any(type(x) is not str for x in s.specials):
            raise ValueError("the available special achievements are names")
        s.current = int(d["current"])
        s.actions_left = int(d["actions_left"])
        s.turn = int(d["turn"])
        s.edition = edition
        s.teams = bool(d["teams"])
        s.win_target = int(d["win_target"])
        s.rng = int(d["rng"])
        r = d.get("result")
        s.result = None if r is None else (r[0], tuple(r[1]))
        s.changes = int(d.get("changes", 0))
        s.out_of_play = [int(c) for c in d.get("out_of_play", [])]
        s.short_turns = int(d.get("short_turns", 0))
        s.expansions = tuple(str(x) for x in d.get("expansions", ()))
        s.relics = bool(d.get("relics", False))
        if s.expansions:
            s.art_supply = [[int(c) for c in pile] for pile in d["art_supply"]]
            s.relic_area = [int(c) for c in d["relic_area"]]
            s.artifact_choice = bool(d["artifact_choice"])
        if s.echoes:
            s.ech_supply = [[int(c) for c in pile] for pile in d["ech_supply"]]
        if s.cities:
            s.cit_supply = [[int(c) for c in pile] for pile in d["cit_supply"]]
            s.endorsed = bool(d.get("endorsed", False))
        s.eliminated = [int(q) for q in d.get("eliminated", [])]
        s.junk = [a if isinstance(a, str) else int(a) for a in d.get("junk", [])]
        return s

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]


__all__ = ["Player", "State", "CARDS", "AGE", "COLOR", "NAMES", "BY_NAME"]

