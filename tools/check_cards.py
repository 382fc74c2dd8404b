"""Check the card data (resources/cards.json, artifacts.json, relics.json) against
the card schema and record their hashes.

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


def check_and_record(raw: bytes | None = None, card_set: str = "base") -> str:
    """Check card data (default: ``resources/cards.json``) and the Artifacts and
    relic data in full and record their hashes in ``resources/cards-checked.json``;
    ``raw`` (if given) stands for ``card_set``'s file (an edit about to be written).
    Returns the base data's hash. Raises ``engine.cards.CardDataError`` (nothing
    recorded) for invalid data."""
    from engine.cards import CHECKED_FILE, CHECKED_KEYS, SET_FILES, data_hash, load_card_set
    rec = {}
    for one, fname in SET_FILES.items():
        data = raw if (one == card_set and raw is not None) else (RESOURCES / fname).read_bytes()
        load_card_set(data, one)
        rec[CHECKED_KEYS[one]] = data_hash(data)
    out = RESOURCES / CHECKED_FILE
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(rec, indent=1) + "\n", encoding="utf-8")
    os.replace(tmp, out)
    return rec["sha256"]


def main() -> int:
    from engine.cards import CardDataError
    try:
        h = check_and_record()
    except CardDataError as e:
        print(e, file=sys.stderr)
        return 2
    print(f"resources/cards.json, artifacts.json and relics.json are valid; recorded sha256 {h} (base)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
