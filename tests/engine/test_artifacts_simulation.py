"""Random complete games with the Artifacts of History expansion and Relics (2, 3
and 4 players, the team game), every invariant checked: each card in exactly one
place, save/load and clone identical, position files read back the same. A bigger
run: ``python bench/bench_artifacts.py`` or ``python tests/engine/sim_check.py 2000 0
--artifacts``."""
import pytest

from tests.engine.sim_check import ART_CONFIGS, play_one_artifacts


@pytest.mark.parametrize("seed", range(len(ART_CONFIGS) * 2))
def test_random_expansion_games_keep_every_invariant_and_end(seed):
    play_one_artifacts(seed, check_every=1, position_every=7)


def test_many_random_expansion_games_end_and_dig_and_seize():
    ends, digs, seizes = set(), 0, 0
    for seed in range(100, 140):
        g = play_one_artifacts(seed, check_every=0)
        ends.add(g.result[0])
        digs += sum(1 for e in g.events if e.kind == "digs")
        seizes += sum(1 for e in g.events if e.kind == "seizes")
    assert ends & {"score", "achievements"}
    assert digs > 100 and seizes > 10        # the random games really exercise the expansion
