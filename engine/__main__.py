"""Command line: ``python -m engine cards`` and ``python -m engine play FILE``.

``cards`` prints every card of every set as JSON, each with its ``set``
(``base``, ``artifacts``, ``relic``, ``fourth``: the fourth edition's age-11
cards, ``echoes``: Echoes of the Past), its engine ``id`` and ``implemented``
(marked so in the data and its effects registered under its set's edition:
``"fourth"`` for the age-11 cards, ``"third"`` for every other set).

``play`` reads a position file (or ``-`` for standard input), plays its moves and
prints the resulting position as JSON. Exit 0 on success; exit 2 with a message
on standard error (and nothing on standard output) for an invalid file or an
illegal move: one line, the file's name first (none for standard input). Only regular files (or standard input) up to
:data:`engine.inputs.MAX_FILE_BYTES` are read; devices, pipes, text that is not
UTF-8 and JSON nested too deeply are refused the same way.
"""
from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Innovation rules engine")
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("cards", help="print the card data of every set as JSON")
    pp = sub.add_parser("play", help="play a position file and print the result")
    pp.add_argument("file", help="position file, or - for standard input")
    args = parser.parse_args(argv)

    if args.cmd == "cards":
        from .cards import cards_as_json
        from . import effects
        from .dogma import EFFECTS
        effects.load_expansions()
        data = cards_as_json()
        for c in data:
            # each card is looked up under its own set's key: the age-11 cards exist
            # only in the fourth edition; every other set registers its third-edition text
            key = (c["id"], "fourth" if c["set"] == "fourth" else "third")
            # (a card with no effect printed, a city of Cities of Destiny, needs no function)
            c["implemented"] = bool(c.get("implemented")) and (key in EFFECTS or not c["effects"])
        json.dump(data, sys.stdout, indent=1)
        sys.stdout.write("\n")
        return 0

    from .position import PositionError, load_file, play
    try:
        out = play(load_file(args.file))
    except PositionError as e:
        msg = str(e)      # one line (echoed values are quoted), led by the file's name
        from .inputs import show_path
        shown = show_path(args.file)      # a newline or U+202E in the name is escaped
        if args.file != "-" and not msg.startswith(f"{shown}: "):
            msg = f"{shown}: {msg}"
        print(msg, file=sys.stderr)
        return 2
    json.dump(out, sys.stdout, indent=1)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
