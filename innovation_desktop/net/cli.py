"""Command lines of the headless LAN commands: ``serve`` and ``bot`` (no GUI imported)."""
from __future__ import annotations

import argparse
import secrets


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="innovation-desktop", description="LAN play without a window.")
    sub = ap.add_subparsers(dest="command", required=True)
    s = sub.add_parser("serve", help="host a game without a window")
    s.add_argument("--seats", help="comma-separated seat kinds: remote (a joiner), random, easy, strong; "
                                   "e.g. remote,remote,easy")
    s.add_argument("--port", type=int, default=0, help="TCP port (0: any free port, printed)")
    s.add_argument("--code", required=True, help="the join code the joiners must give")
    s.add_argument("--seed", type=int, default=None, help="seed of a new game")
    s.add_argument("--save", metavar="FILE", default=None,
                   help="save here after every answer; an existing host save is hosted again")
    s.add_argument("--bind", default="0.0.0.0", help="address to listen on (default: all)")
    s.add_argument("--teams", action="store_true", help="team game (4 seats)")
    s.add_argument("--edition", choices=("third", "first", "fourth"), default="third")
    s.add_argument("--artifacts", action="store_true",
                   help="play with the Artifacts of History expansion")
    s.add_argument("--expansions", default="", metavar="LIST",
                   help="comma-separated expansions of a new game, in any combination: artifacts, echoes, "
                        "cities (e.g. echoes,cities); --artifacts is artifacts")
    s.add_argument("--relics", action="store_true", help="with the five Relics (needs the Artifacts expansion)")
    s.add_argument("--title", default="Innovation", help="the game's name on the LAN")
    s.add_argument("--advertise", action=argparse.BooleanOptionalAction, default=True,
                   help="advertise the game with mDNS/DNS-SD (zeroconf)")
    s.add_argument("--stand-in", type=_level, choices=("random", "easy", "strong"), default=None,
                   help="a computer player of this level plays for a joiner who is away (until they rejoin)")
    s.add_argument("--stand-in-after", type=float, default=60.0, metavar="SECONDS",
                   help="how long a joiner is away before the stand-in plays (default 60)")
    s.add_argument("--timeout", type=float, default=12 * 3600, help="stop after this many seconds")
    b = sub.add_parser("bot", help="join a hosted game as a computer player")
    b.add_argument("--join", required=True, metavar="HOST:PORT")
    b.add_argument("--code", required=True)
    b.add_argument("--level", type=_level, choices=("random", "easy", "strong"), default="random",
                   help="random, easy or strong (greedy: the old name of easy)")
    b.add_argument("--name", default=None, help="the bot's name (default: Bot and a random number)")
    b.add_argument("--seed", type=int, default=None, help="seed of the bot's choices")
    b.add_argument("--delay", type=int, default=0, metavar="MS", help="wait this long before answering")
    b.add_argument("--token-file", metavar="FILE", default=None,
                   help="keep the seat token there (readable by you only); a restarted bot rejoins with it")
    b.add_argument("--reconnect", type=float, default=60.0, help="seconds to keep reconnecting")
    b.add_argument("--last-view", metavar="FILE", default=None,
                   help="write the last view received (JSON) there at the end")
    b.add_argument("--timeout", type=float, default=12 * 3600, help="give up after this many seconds")
    return ap


def _level(word: str) -> str:
    """A computer level as the seat words read it: any case, ``greedy`` for ``easy``."""
    word = word.strip().lower()
    return "easy" if word == "greedy" else word


def run(argv: list[str]) -> int:
    """Parse ``argv`` (starting with ``serve`` or ``bot``) and run the command."""
    args = parser().parse_args(argv)
    if args.command == "serve":
        from .serve import run as serve
        return serve(args)
    if args.name is None:
        args.name = f"Bot {secrets.randbelow(900) + 100}"
    from .bot import run as bot
    return bot(args)
