"""Edit one card of the card data safely (file lock, read-modify-write): base cards
in resources/cards.json, Artifacts in artifacts.json, relics in relics.json, Echoes
in echoes.json (found by name).

    python tools/set_card.py "Card Name" --implemented
    python tools/set_card.py "Card Name" --text 0 "New text of effect 0"
    python tools/set_card.py "Card Name" --first-text 1 "First-edition text of effect 1"

Several people may run it at once: the lock serializes the edits. The edited data
is checked against the card schema before it is written (invalid edits are refused)
and its hash recorded, as ``tools/check_cards.py`` does.
"""
from __future__ import annotations

import argparse
import fcntl
import json
import os
import sys
from pathlib import Path

RES = Path(__file__).resolve().parent.parent / "resources"
PATH = RES / "cards.json"
FILES = {"base": PATH, "artifacts": RES / "artifacts.json", "relic": RES / "relics.json",
         "echoes": RES / "echoes.json"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("name")
    ap.add_argument("--implemented", action="store_true")
    ap.add_argument("--not-implemented", action="store_true")
    ap.add_argument("--text", nargs=2, action="append", metavar=("I", "TEXT"), default=[])
    ap.add_argument("--first-text", nargs=2, action="append", metavar=("I", "TEXT"), default=[])
    a = ap.parse_args()
    with open(str(PATH) + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for card_set, path in FILES.items():  # noqa: B007 (both used after the loop: the file found)
            cards = json.loads(path.read_text(encoding="utf-8"))
            hits = [c for c in cards if c["name"] == a.name]
            if hits:
                break
        else:
            print(f"no card {a.name!r}", file=sys.stderr)
            return 2
        c = hits[0]
        if a.implemented:
            c["implemented"] = True
        if a.not_implemented:
            c["implemented"] = False
        for i, t in a.text:
            c["effects"][int(i)]["text"] = t
        for i, t in a.first_text:
            c["first_edition_effects"][int(i)]["text"] = t
        text = json.dumps(cards, indent=1, ensure_ascii=False) + "\n"
        sys.path.insert(0, str(PATH.parent.parent))
        from tools.check_cards import check_and_record
        from engine.cards import CardDataError
        try:
            check_and_record(text.encode("utf-8"), card_set)
        except CardDataError as e:
            print(f"edit refused: {e}", file=sys.stderr)
            return 2
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
