"""Random complete games with Echoes of the Past, alone and with Artifacts (and
Relics), 2, 3 and 4 players and the team game, every invariant checked: each card
in exactly one place, save/load and clone identical, position files read back the
same, no forecast card of another player in any view. A bigger run:
``python tests/engine/sim_check.py 2000 0 --echoes``."""
import pytest

from tests.engine.sim_check import ECH_CONFIGS, play_one_echoes


@pytest.mark.parametrize("seed", range(len(ECH_CONFIGS) * 2))
def test_random_echoes_games_keep_every_invariant_and_end(seed):
    play_one_echoes(seed, check_every=1, position_every=7, views_every=3)


def test_many_random_echoes_games_foreshadow_promote_and_run_echo_effects():
    ends, kinds = set(), {}
    specials = set()
    for seed in range(100, 150):
        g = play_one_echoes(seed, check_every=0)
        ends.add(g.result[0])
        for e in g.events:
            kinds[e.kind] = kinds.get(e.kind, 0) + 1
        specials |= {a for p in g.state.players for a in p.achievements if isinstance(a, str)}
    assert ends & {"score", "achievements"}
    # the random games really exercise the expansion
    assert kinds.get("foreshadows", 0) > 100 and kinds.get("promotes", 0) > 10 and kinds.get("echo", 0) > 100
    assert specials & {"Wealth", "Destiny", "Heritage", "History", "Supremacy"}
