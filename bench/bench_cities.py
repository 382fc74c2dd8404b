"""Engine speed with the expansions, side by side with the base game (issue 28: with
Echoes within 20% of the base game; issue 29: with all three expansions within 30%).

    python bench/bench_cities.py [SECONDS] [--setups base,echoes,cities,all3,...] [--rounds 6]

Random complete 2-player games of each setup (by default the base game; Echoes alone;
Cities alone; Artifacts, Echoes and Cities together), interleaved game by game: each
seed is played by every setup in turn, the setups in a rotated order, so that a
change in the machine's pace (other work on the host, measured as ours on a virtual
machine; the clock rate) touches every setup alike. The time is the process's
CPU time (``time.process_time``), not the wall clock: background jobs that take the
other core, or this one between our slices, do not count. SECONDS (default 30) is
roughly the CPU time of the whole run; the first round measures how many games fit.
One untimed game of each setup comes first (the effect modules of the expansions are
loaded, and compiled when Python keeps no bytecode, by their first game).

Prints, for each setup: games/s, answers/s, the CPU time per answer and per game,
and each one relative to the base game's (``x base``: 1.20 means 20% slower), with
the load average at the start and at the end. The time per answer is the figure
the targets are about (games with expansions are longer: more answers per game);
games per second is printed too. Then the cost of a clone and of a serialize
round-trip in a game with all three expansions.

Setups (``--setups``, comma-separated): base, artifacts, echoes, cities,
art+ech (Artifacts and Echoes), all3 (Artifacts, Echoes and Cities).
"""
from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import Game  # noqa: E402
from engine.ai import random_answer  # noqa: E402

#: Every setup this bench knows: name -> expansions.
ALL_SETUPS: dict[str, tuple[str, ...]] = {
    "base": (), "artifacts": ("artifacts",), "echoes": ("echoes",), "cities": ("cities",),
    "art+ech": ("artifacts", "echoes"), "all3": ("artifacts", "echoes", "cities"),
}
#: The setups compared by default.
SETUPS = ("base", "echoes", "cities", "all3")


def play(expansions: tuple[str, ...], seed: int) -> int:
    """One random 2-player game with ``expansions``; returns its number of answers."""
    rng = random.Random(seed)
    g = Game.new(["Ann", "Bob"], seed=seed, expansions=list(expansions))
    n = 0
    while not g.over:
        g.apply(random_answer(g.pending, rng))
        n += 1
    return n


def _load() -> str:
    """The 1-minute load average, as text."""
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "?"


def side_by_side(seconds: float = 30.0, setups: tuple[str, ...] = SETUPS, rounds: int = 6,
                 first_seed: int = 20_000) -> dict[str, tuple[int, int, float]]:
    """Every setup side by side, game by game (each seed played by every setup in a
    rotated order), in ``rounds`` rounds of the same seeds each, about
    ``seconds`` of CPU time in all; prints the figures and returns ``{setup: (games,
    answers, CPU seconds)}``. The first round plays 3 games per setup; the others as
    many as fit in the time left (at least 3). With 3 rounds or more it also prints each
    setup's time per answer relative to the base game's round by round (the first
    round left out) and their median."""
    tally = {name: [0, 0, 0.0] for name in setups}
    per_round: dict[str, list[float]] = {name: [] for name in setups}     # CPU us per answer, by round
    for name in setups:         # untimed: the expansions' effect modules load on first use
        play(ALL_SETUPS[name], first_seed - 1)
    load0 = _load()
    seed = first_seed
    games_per_round = 3
    spent = 0.0
    for r in range(rounds):
        round_cpu = 0.0
        got = {name: [0, 0.0] for name in setups}      # this round: answers, CPU seconds
        for k in range(games_per_round):
            # game by game, each setup playing the same seed in a rotated order: a change
            # in the machine's pace (other work on the host, its clock) touches all alike
            i = (r + k) % len(setups)
            for name in setups[i:] + setups[:i]:
                t0 = time.process_time()
                got[name][0] += play(ALL_SETUPS[name], seed + k)
                got[name][1] += time.process_time() - t0
        for name, (answers, dt) in got.items():
            tally[name][0] += games_per_round
            tally[name][1] += answers
            tally[name][2] += dt
            per_round[name].append(dt / max(answers, 1) * 1e6)
            round_cpu += dt
        seed += games_per_round
        spent += round_cpu
        if r == 0 and rounds > 1:
            per_game = round_cpu / games_per_round
            games_per_round = max(3, int((seconds - spent) / (rounds - 1) / per_game))
    load1 = _load()
    base = setups[0]
    b_games, b_answers, b_cpu = tally[base]
    base_us = b_cpu / max(b_answers, 1) * 1e6
    base_ms_game = b_cpu / max(b_games, 1) * 1e3
    print(f"{rounds} rounds, CPU time, load average {load0} at the start, {load1} at the end")
    for name, (games, answers, el) in tally.items():
        us = el / max(answers, 1) * 1e6
        ms = el / max(games, 1) * 1e3
        print(f"{name:9s}: {games} games, {answers} answers in {el:.2f} s CPU -> {games / el:.1f} games/s, "
              f"{answers / el:.0f} answers/s; {us:.0f} us per answer ({us / base_us:.2f} x {base}), "
              f"{ms:.1f} ms per game ({ms / base_ms_game:.2f} x {base}; {answers / max(games, 1):.0f} answers "
              f"per game)")
    if rounds > 2:
        # each round plays the same seeds in every setup, so a round's ratio is not moved
        # by the machine's pace changing between rounds (the first round is short)
        for name in setups[1:]:
            ratios = sorted(x / b for x, b in zip(per_round[name][1:], per_round[base][1:]))
            mid = statistics.median(ratios)
            print(f"{name:9s}: per round {', '.join(f'{x:.2f}' for x in ratios)} x {base}; median {mid:.2f}")
    return {n: (v[0], v[1], v[2]) for n, v in tally.items()}


def clone_costs() -> None:
    """Clone and serialize round-trip costs at positions of a game with all three expansions."""
    rng = random.Random(1)
    g = Game.new(["Ann", "Bob"], seed=1, expansions=list(ALL_SETUPS["all3"]))
    snaps = []
    while not g.over and len(snaps) < 200:
        g.apply(random_answer(g.pending, rng))
        snaps.append(g.clone())
    t = time.process_time()
    for s in snaps:
        s.clone()
    clone_us = (time.process_time() - t) / len(snaps) * 1e6
    t = time.process_time()
    for s in snaps:
        Game.from_json(json.loads(json.dumps(s.to_json())))
    ser_us = (time.process_time() - t) / len(snaps) * 1e6
    print(f"all3: clone {clone_us:.0f} us; serialize+load round-trip {ser_us:.0f} us (CPU)")


def main(argv: list[str]) -> None:
    args = list(argv)
    setups = SETUPS
    if "--setups" in args:
        i = args.index("--setups")
        setups = tuple(args[i + 1].split(","))
        del args[i:i + 2]
        unknown = [x for x in setups if x not in ALL_SETUPS]
        if unknown:
            raise SystemExit(f"unknown setups {unknown}; known: {', '.join(ALL_SETUPS)}")
    rounds = 6
    if "--rounds" in args:
        i = args.index("--rounds")
        rounds = int(args[i + 1])
        del args[i:i + 2]
    side_by_side(float(args[0]) if args else 30.0, setups, rounds)
    clone_costs()


if __name__ == "__main__":
    main(sys.argv[1:])
