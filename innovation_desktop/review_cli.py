"""``innovation-desktop review SAVE``: the game review on the command line (no Qt).

Reads a saved game (the app's saves, the records kept by ``serve`` and ``bot``:
they are the same format), checks it as opening it does, and prints the review
of every decision (:mod:`engine.review`) of one player or of all: a line each,
or with ``--json`` one JSON object with an entry per decision.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable

from engine.inputs import quote


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="innovation-desktop review",
        description="What the computer thinks of every decision of a saved game: each player's win chance "
                    "before the decision, after the answer played and after the best answer found, judged "
                    "from what that player knew; inaccuracies, mistakes and blunders marked.")
    ap.add_argument("save", metavar="SAVE", help="a saved game (also a record kept by serve or bot)")
    ap.add_argument("--player", metavar="NAME", default=None, help="review this player's decisions only")
    ap.add_argument("--budget-ms", type=_ms, default=0, metavar="MS",
                    help="the deep pass: the strong player searches each decision this long (ms); "
                         "0, the default: the quick pass only (every answer judged one action ahead)")
    ap.add_argument("--iterations", type=_iterations, default=None,
                    help="the deep pass with exactly this many search iterations per decision, "
                         f"1 to {MAX_ITERATIONS} (the same figures on every run)")
    ap.add_argument("--seed", type=int, default=0, help="seed of the deals (the same seed, the same figures)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    return ap


def _whole(what: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number of ``what`` from ``low`` to ``high``
    (ArgumentTypeError, a one-line message, otherwise)."""
    def parse(text: str) -> int:
        try:
            v = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number of {what}: {text!r}") from None
        if not low <= v <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high} {what}, not {v}")
        return v
    return parse


#: the longest search a decision ``--budget-ms`` may ask for (ms)
MAX_BUDGET_MS = 600_000
#: the most search iterations a decision ``--iterations`` may ask for
MAX_ITERATIONS = 1_000_000
_ms = _whole("milliseconds", 0, MAX_BUDGET_MS)
_iterations = _whole("iterations", 1, MAX_ITERATIONS)


#: the causes of luck (:data:`engine.review.LUCK_CAUSES`) in the text output
CAUSE_WORDS = {"action": "the action under way", "draws": "draws seen", "others": "the others' choices"}


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def entry(r: Any) -> dict[str, Any]:
    """A decision's review in the command's JSON form (``player``: the name)."""
    d: dict[str, Any] = r.to_json()
    d["seat"] = d["player"]
    d["player"] = d.pop("name")
    return d


def run(argv: list[str]) -> int:
    """Parse ``argv`` (after ``review``) and print the review. Returns 0, or 2
    for a bad command line or a file that cannot be reviewed (said on stderr)."""
    a = parser().parse_args(argv)
    from engine.review import review_game
    from engine.winchance import ModelError
    from .saves import store as saves
    try:
        game, sg = saves.load_game(a.save)
        start = saves.start_game(sg, a.save)
    except saves.SaveError as e:
        print(f"innovation-desktop review: {e}", file=sys.stderr)
        return 2
    names = [p.name for p in game.state.players]
    player = None
    if a.player is not None:
        low = [n.casefold() for n in names]
        if a.player.casefold() not in low:
            print(f"innovation-desktop review: no player named {quote(a.player)} in this game "
                  f"(players: {', '.join(quote(n) for n in names)})", file=sys.stderr)
            return 2
        player = low.index(a.player.casefold())
    deep = a.budget_ms > 0 or a.iterations is not None
    try:
        rev = review_game(start, list(sg.answers), player=player, deep=deep,
                          budget_ms=a.budget_ms or None, iterations=a.iterations, seed=a.seed)
    except ModelError as e:
        print(f"innovation-desktop review: {e}", file=sys.stderr)
        return 2
    if a.json:
        out = {"file": str(a.save), "players": names, "deep": deep, "seed": a.seed,
               "result": list(game.state.result[1]) if game.state.result else None,
               "decisions": [entry(r) for r in rev.decisions]}
        json.dump(out, sys.stdout, ensure_ascii=False)
        sys.stdout.write("\n")
        return 0
    print(f"{'deep' if deep else 'quick'} review of {quote(str(a.save), 80)}: {', '.join(names)}")
    for r in rev.decisions:
        mark = r.label or ""
        luck = ""
        if r.luck is not None:
            luck = f"  {'good' if r.luck > 0 else 'bad'} luck since the last decision {100 * r.luck:+.0f}"
            if r.luck_causes:
                luck += " (" + ", ".join(f"{CAUSE_WORDS[k]} {100 * v:+.0f}" for k, v in r.luck_causes.items()) + ")"
        best = "" if r.best == r.played else f"  best: {r.best_words} {_pct(r.chance_best)}"
        print(f"{r.index + 1:4d} turn {r.turn:3d} {r.name:<12.12} {r.kind:<11} before {_pct(r.chance_before)} "
              f"played {_pct(r.chance_played)}{best}  {mark}{luck}")
    counts: dict[tuple[str, str], int] = {}
    for r in rev.decisions:
        if r.label:
            counts[(r.name, r.label)] = counts.get((r.name, r.label), 0) + 1
    for n in names if player is None else [names[player]]:
        parts = [f"{counts.get((n, lab), 0)} {lab}{'s' if counts.get((n, lab), 0) != 1 else ''}"
                 for lab in ("inaccuracy", "mistake", "blunder")]
        print(f"{n}: {', '.join(parts)}".replace("inaccuracys", "inaccuracies"))
    return 0
