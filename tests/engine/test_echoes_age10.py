"""Echoes of the Past, age 10 card effects, each through a position file (draw rule: see age 1)."""
from tests.engine.ech_helpers import E, achievements, epos, forecast
from tests.engine.helpers import choose, dogma, hand, pile, run, score, splay, supply


def test_artificial_heart_claims_with_a_doubled_score():
    # score: 3 + bonus 11 = 14; doubled 28 reaches the 5 (25) but not the 6 (30)
    out = run(epos(E("Ann", {"blue": ["Artificial Heart"]}, score=["Optics"]), E("Bob"),
                   available_achievements=[5, 6], moves=[dogma("Artificial Heart")]))
    assert len(achievements(out, "Ann")) == 1 and out["available_achievements"][:1] == [6]


def test_human_genome_wins_when_hand_and_score_values_match():
    out = run(epos(E("Ann", {"blue": ["Human Genome"], "red": ["Oars", "Archery"]}, score=["Tools"]), E("Bob"),
                   moves=[dogma("Human Genome"), choose("no"), choose(["Oars"])]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_human_genome_draws_and_scores_a_chosen_value_first():
    out = run(epos(E("Ann", {"blue": ["Human Genome"]}), E("Bob"), supply={"2": ["Calendar"]},
                   moves=[dogma("Human Genome"), choose("yes"), choose(2)]))
    assert score(out, "Ann") == ["Calendar"] and hand(out, "Ann") == ["Human Genome"]
    assert out["result"] is None


def test_camcorder_takes_the_hand_and_melds_9s():
    out = run(epos(E("Ann", {"red": ["Camcorder"]}, hand=["Computers"]), E("Bob", hand=["Oars"]),
                   supply={"9": ["Genetics", "Fission", "Ecology", "Suburbia"]}, echoes={"9": []},
                   moves=[dogma("Camcorder")]))
    assert hand(out, "Bob") == ["Genetics"]
    assert pile(out, "Ann", "blue") == ["Computers"] and hand(out, "Ann") == ["Fission", "Ecology", "Suburbia"]
    assert supply(out, 1)[-1] == "Oars"


def test_social_networking_takes_tops_without_the_named_icon():
    out = run(epos(E("Ann", {"red": ["Social Networking"]}), E("Bob", {"red": ["Archery"], "yellow": ["Agriculture"]}),
                   moves=[dogma("Social Networking"), choose(1)]))
    assert score(out, "Ann") == ["Archery"] and pile(out, "Bob", "yellow") == ["Agriculture"]


def test_social_networking_wins_with_fewer_factories_crowns_and_castles():
    # Bob's clocks (Quantum Theory) keep him out of the demand
    out = run(epos(E("Ann", {"red": ["Social Networking"]}), E("Bob", {"red": ["Coal"], "purple": ["Code of Laws"],
                                                                      "green": ["The Wheel"],
                                                                      "blue": ["Quantum Theory"]}),
                   moves=[dogma("Social Networking")]))
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_gps_returns_the_forecast_and_foreshadows_three_10s():
    out = run(epos(E("Ann", {"green": ["GPS"], "yellow": ["Agriculture", "Masonry"]}),
                   E("Bob", forecast=["Oars", "Dice"]),
                   supply={"10": ["Software", "Robotics", "Databases"]}, echoes={"10": []},
                   moves=[dogma("GPS"), choose("yes")]))
    assert forecast(out, "Bob") == [] and forecast(out, "Ann") == ["Software", "Robotics", "Databases"]
    assert splay(out, "Ann", "yellow") == "up"


def test_flash_drive_demands_four_score_cards_and_splays_up_after_a_return():
    out = run(epos(E("Ann", {"green": ["Flash Drive"], "red": ["Oars", "Archery"]}, score=["Tools"]),
                   E("Bob", score=["Writing", "Pottery", "Calendar", "Optics", "Alchemy"]),
                   moves=[dogma("Flash Drive"), choose(["Writing", "Pottery", "Calendar", "Optics"]), choose("red")]))
    assert score(out, "Bob") == ["Alchemy"] and score(out, "Ann") == [] and splay(out, "Ann", "red") == "up"


def test_cell_phone_draws_per_two_clocks_and_tucks_clock_cards_splaying_up():
    out = run(epos(E("Ann", {"yellow": ["Cell Phone"], "blue": ["Writing", "Tools"]}, hand=["Publications"]), E("Bob"),
                   supply={"10": ["Software"]}, echoes={"10": []},
                   moves=[dogma("Cell Phone"), choose(["Publications"])]))
    assert pile(out, "Ann", "blue") == ["Publications", "Writing", "Tools"] and splay(out, "Ann", "blue") == "up"
    assert hand(out, "Ann") == ["Software"]


def test_mp3_claims_two_achievements_per_returned_card_and_scores_a_bonus_value():
    out = run(epos(E("Ann", {"yellow": ["MP3"]}, hand=["Oars"], score=["Optics", "Compass"]), E("Bob"),
                   available_achievements=[1, 2, 3], supply={"10": ["Software"]}, echoes={"10": []},
                   moves=[dogma("MP3"), choose(["Oars"]), choose(1), choose(2)]))
    assert len(achievements(out, "Ann")) == 2 and out["available_achievements"] == [3]
    assert score(out, "Ann") == ["Optics", "Compass", "Software"]


def test_puzzle_cube_scores_bottom_cards_and_wins_when_all_colors_show_alike():
    out = run(
        epos(
            E("Ann", {"purple": ["Puzzle Cube"], "red": ["Oars", "Archery"]}),
            E("Bob"),
            supply={"10": ["Software"]},
            echoes={"10": []},
            moves=[dogma("Puzzle Cube"), choose("red"), choose(1)],
        )
    )
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}      # red 1 card, purple 1 card
    out = run(
        epos(
            E("Ann", {"purple": ["Puzzle Cube"], "red": {"cards": ["Oars", "Archery"], "splay": "left"}}),
            E("Bob"),
            supply={"10": ["Software"]},
            echoes={"10": []},
            moves=[dogma("Puzzle Cube"), choose(None)],
        )
    )
    assert out["result"] is None and pile(out, "Ann", "blue") == ["Software"]


def test_puzzle_cube_wins_when_scoring_leaves_the_board_empty():
    # Puzzle Cube alone on the board scores itself (the bottom purple card): no color is
    # left, so all the colors on the board show the same number of cards (BGA Card433)
    out = run(epos(E("Ann", {"purple": ["Puzzle Cube"]}), E("Bob"), supply={"10": ["A.I.", "Software"]},
                   moves=[dogma("Puzzle Cube"), choose("purple")]))
    assert score(out, "Ann") == ["Puzzle Cube"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_sudoku_melds_a_chosen_value_and_carries_out_its_effects():
    out = run(epos(E("Ann", {"purple": ["Sudoku"]}), E("Bob"), supply={"1": ["Writing"], "2": ["Calendar"]},
                   moves=[dogma("Sudoku"), choose(1)]))
    assert pile(out, "Ann", "blue") == ["Writing"] and hand(out, "Ann") == ["Calendar"]
