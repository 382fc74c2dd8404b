"""Random-simulation test of the fourth edition over every setup (2, 3, 4 players,
the team game): every card in one place (the Junk included), clone and save/load
identical, no view names a junked card or another player's hidden card, position
files round-trip, every game ends."""
import pytest

from tests.engine.sim_check import FOURTH_CONFIGS, play_one_fourth


@pytest.mark.parametrize("seed", range(len(FOURTH_CONFIGS) * 2))   # every table twice (CI's 20 minutes)
def test_random_fourth_edition_games_keep_every_invariant_and_end(seed):
    play_one_fourth(seed, check_every=1, view_every=1, position_every=7)


def test_many_random_fourth_edition_games_end_in_every_way():
    ends = set()
    junked = 0
    for seed in range(200, 240):
        g = play_one_fourth(seed, check_every=0, view_every=0)
        ends.add(g.result[0])
        junked += len(g.state.junk)
    assert {"score", "achievements"} <= ends
    assert junked > 0
