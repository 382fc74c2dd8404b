"""A saved game's answers are read in their one outside form, as every answer
from outside the engine (issue 25): names, "yes"/"no", player names. Before, a
save was replayed with the engine's lenient form, so a file whose yes/no answer
was ``true``, whose player answer was an index or whose card answer was a card id
opened (and saving it again wrote another form than it read)."""
from __future__ import annotations

import json
import random

import pytest

from engine import Game
from engine.ai import random_answer
from innovation_desktop.saves import store as saves


def played_to(kind: str, n: int = 3) -> tuple[Game, int]:
    """A game played at random past a decision of ``kind``; returns it and the
    index of that answer in the record."""
    for seed in range(300):
        g = Game.new(["Ann", "Bob", "Cy"][:n], seed=seed)
        rng = random.Random(seed)
        at = None
        while not g.over and len(g.record) < 400:
            d = g.pending
            if at is None and d.kind == kind and len(g.record) > 3:
                at = len(g.record)
            g.apply(random_answer(d, rng))
            if at is not None and len(g.record) > at + 3:
                return g, at
    raise AssertionError(f"no game reaches a {kind} question")


def inside_form(kind: str, outside, g: Game):
    from engine.cards import BY_NAME
    if kind == "yesno":
        return outside == "yes"
    if kind == "player":
        return [p.name for p in g.state.players].index(outside)
    if kind == "cards":
        return [BY_NAME[c] for c in outside]
    raise AssertionError(kind)


@pytest.mark.parametrize("kind", ["yesno", "player", "cards"])
def test_a_save_with_an_answer_in_the_inside_form_is_refused(tmp_path, kind):
    g, at = played_to(kind)
    p = tmp_path / "g.json"
    saves.save_game(g, p, {"seats": ["human"] * len(g.state.players)})
    assert saves.load_game(p)[0].decision_id == len(g.record)       # the file as written opens
    doc = json.loads(p.read_text(encoding="utf-8"))
    doc["answers"][at] = inside_form(kind, doc["answers"][at], g)
    doc.pop("snapshot", None)
    doc["summary"] = None
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(saves.SaveError) as e:
        saves.load_game(bad)
    assert f"answer {at + 1} of" in str(e.value)
