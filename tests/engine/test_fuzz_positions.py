"""Random positions (cards strewn over boards, hands and score piles, random splays,
some empty supply piles, 2-4 players, teams, both editions), then mostly Dogma
actions with random answers: no exception, and every card stays in exactly one
place. Reaches states that whole random games rarely do."""
import random

import pytest

from engine.ai import random_answer
from engine.cards import CARDS, COLORS, NAMES
from engine.position import PositionError, build


def random_position(rng: random.Random) -> dict:
    n = rng.choice([2, 2, 3, 4])
    cards = list(range(105))
    rng.shuffle(cards)
    players = [{"name": f"P{i}", "board": {}, "hand": [], "score": [], "achievements": []} for i in range(n)]
    piles: dict = {}
    for c in cards[:rng.randint(10, 80)]:
        r, p = rng.random(), rng.randrange(n)
        if r < 0.5:
            piles.setdefault((p, CARDS[c].color), []).append(NAMES[c])
        elif r < 0.75:
            players[p]["hand"].append(NAMES[c])
        else:
            players[p]["score"].append(NAMES[c])
    for (p, color), names in piles.items():
        splay = rng.choice(["none", "left", "right", "up"]) if len(names) > 1 else "none"
        players[p]["board"][COLORS[color]] = {"cards": names, "splay": splay}
    doc = {"format": "innovation-position/1", "players": players, "teams": n == 4 and rng.random() < 0.4,
           "seed": rng.randrange(1000), "edition": rng.choice(["third", "first"])}
    if rng.random() < 0.4:
        doc["supply"] = {str(a): [] for a in rng.sample(range(1, 11), rng.randint(1, 5))}
    return doc


@pytest.mark.parametrize("block", range(6))
def test_random_positions_survive_random_dogmas(block):
    played = 0
    for seed in range(block * 100, block * 100 + 100):
        rng = random.Random(seed)
        try:
            g = build(random_position(rng))
        except PositionError:
            continue  # e.g. a standard achievement that cannot be filled
        for _ in range(60):
            if g.over:
                break
            d = g.pending
            if d.kind == "action":
                dogmas = [a for a in d.options if a[0] == "dogma"]
                g.apply(rng.choice(dogmas) if dogmas and rng.random() < 0.8 else rng.choice(d.options))
            else:
                g.apply(random_answer(d, rng))
            assert len(g.state.locate_all()) == 105, f"seed {seed}"
            played += 1
    assert played > 1000
