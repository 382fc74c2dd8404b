"""Random complete games with Cities of Destiny in every combination with Artifacts
(and Relics) and Echoes, 2, 3 and 4 players and the team game, every invariant
checked: each card in exactly one place, save/load and clone identical, position
files read back the same, no card hidden from a player named in that player's table
view. A bigger run: ``python tests/engine/sim_check.py 2000 0 --cities``."""
import pytest

from tests.engine.sim_check import CIT_CONFIGS, play_one_cities


def test_the_configurations_cover_every_combination_players_and_teams():
    assert {others for _, _, others, _ in CIT_CONFIGS} == {(), ("echoes",), ("artifacts",), ("artifacts", "echoes")}
    assert {(n, teams) for n, teams, _, _ in CIT_CONFIGS} == {(2, False), (3, False), (4, False), (4, True)}
    assert any(relics for *_, relics in CIT_CONFIGS)


@pytest.mark.parametrize("seed", range(len(CIT_CONFIGS)))
def test_random_cities_games_keep_every_invariant_and_end(seed):
    play_one_cities(seed, check_every=1, position_every=7, views_every=3)


def test_many_random_cities_games_draw_cities_search_endorse_and_count_flags():
    ends, kinds, specials = set(), {}, set()
    endorsed = 0
    for seed in range(200, 240):
        g = play_one_cities(seed, check_every=0)
        ends.add(g.result[0])
        for e in g.events:
            kinds[e.kind] = kinds.get(e.kind, 0) + 1
            endorsed += "takes the Endorse action" in str(e.text)
        specials |= {a for p in g.state.players for a in p.achievements if isinstance(a, str)}
    assert ends & {"score", "achievements"}
    # the random games really exercise the expansion
    assert kinds.get("search", 0) > 20 and kinds.get("city", 0) > 20 and endorsed > 10
    assert specials & {"Legend", "Repute", "Fame", "Glory", "Victory"}
