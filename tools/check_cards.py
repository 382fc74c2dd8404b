"""Check resources/cards.json against the card schema and record its hash.

    python tools/check_cards.py

The engine trusts, without checking it again at every import, only the card data
whose SHA-256 is recorded in ``resources/cards-checked.json``; any other data is
checked in full when the engine is imported (see :mod:`engine.cards`). Run this
after editing ``cards.json`` by hand (``tools/set_card.py`` runs it itself). Exit 0
when the data is valid (hash recorded), 2 with the problem on standard error (the
record is left as it was).
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
RESOURCES = ROOT / "resources"


def check_and_record(raw: bytes | None = None) -> str:
    """Check card data (default: ``resources/cards.json``) in full and record its
    hash in ``resources/cards-checked.json``; returns the hash. Raises
    ``engine.cards.CardDataError`` (nothing recorded) for invalid data."""
    from engine.cards import CHECKED_FILE, data_hash, load_card_set
    if raw is None:
        raw = (RESOURCES / "cards.json").read_bytes()
    load_card_set(raw)
    h = data_hash(raw)
    out = RESOURCES / CHECKED_FILE
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps({"sha256": h}, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, out)
    return h


def main() -> int:
    from engine.cards import CardDataError
    try:
        h = check_and_record()
    except CardDataError as e:
        print(e, file=sys.stderr)
        return 2
    print(f"resources/cards.json is valid; recorded sha256 {h}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
