"""Published rulings and other implementations' tests, replayed as position files.

Sources:
* FAQ = "Innovation FAQ and cards list: July 2011" (El-ad David Amir), stored as
  AleksiKnuutila/innovation_bot: Innovation_faq_and_cards.md. Written for the first
  edition; only rulings whose card text did not change in the last edition are used.
* battlestar = dennishorte/battlestar, common/innovation/res/base/*.test.js.
"""
from tests.engine.helpers import P, choose, dogma, pile, pl, pos, run


def test_archery_tie_for_highest_gives_only_one():
    """FAQ, Archery: even with several cards of the top age, only one is transferred."""
    out = run(pos(P("Ann", {"red": ["Archery"]}), P("Bob", hand=["Oars", "Tools"]),
                  supply={"1": ["Sailing"]}, moves=[dogma("Archery"), choose(["Tools"], "Bob")]))
    assert pl(out, "Ann")["hand"] == ["Tools"]
    assert sorted(pl(out, "Bob")["hand"]) == ["Oars", "Sailing"]


def test_city_states_counts_splayed_castles():
    """FAQ, City States: the four castles include icons shown by splays."""
    out = run(pos(P("Ann", {"purple": ["City States"]}),
                  P("Bob", {"red": {"cards": ["Metalworking", "Archery"], "splay": "right"}}),
                  supply={"1": ["Sailing"]}, moves=[dogma("City States")]))
    assert pile(out, "Ann", "red") == ["Archery"]
    assert pl(out, "Bob")["hand"] == ["Sailing"]


def test_mysticism_melds_and_draws_at_most_once():
    """FAQ, Mysticism: meld and draw again at most once."""
    out = run(pos(P("Ann", {"purple": ["Mysticism"]}), P("Bob"),
                  supply={"1": ["Code of Laws", "City States", "Oars"]}, moves=[dogma("Mysticism")]))
    assert pile(out, "Ann", "purple") == ["Mysticism", "Code of Laws"]
    assert pl(out, "Ann")["hand"] == ["City States"]


def test_writing_draws_a_2_whatever_the_top_cards():
    """FAQ, Writing: the effect draws a 2 even with a higher top card."""
    out = run(pos(P("Ann", {"blue": ["Writing"], "red": ["Optics"]}), P("Bob"),
                  supply={"2": ["Calendar"]}, moves=[dogma("Writing")]))
    assert pl(out, "Ann")["hand"] == ["Calendar"]


def test_currency_one_card_returned_scores_one_2():
    """FAQ, Currency: returning a single card scores one 2."""
    out = run(pos(P("Ann", {"green": ["Currency"]}, hand=["Oars"]), P("Bob"),
                  supply={"2": ["Calendar", "Fermenting"]}, moves=[dogma("Currency"), choose(["Oars"])]))
    assert pl(out, "Ann")["score"] == ["Calendar"]


def test_construction_victim_with_one_card_still_draws_a_2():
    """FAQ, Construction: a victim who gives only one card (or none) still draws a 2."""
    out = run(pos(P("Ann", {"red": ["Construction"]}), P("Bob", hand=["Oars"]),
                  supply={"2": ["Calendar"]}, moves=[dogma("Construction")]))
    assert pl(out, "Ann")["hand"] == ["Oars"]
    assert pl(out, "Bob")["hand"] == ["Calendar"]


def test_construction_empire_needs_to_be_the_only_one_with_five_colors():
    """battlestar Construction.test.js: 'someone else has 5 top cards' -> no Empire."""
    ann = {"red": ["Construction"], "green": ["Mapmaking"], "yellow": ["Fermenting"],
           "blue": ["Mathematics"], "purple": ["Monotheism"]}
    out = run(pos(P("Ann", ann), P("Bob"), moves=[dogma("Construction")]))
    assert pl(out, "Ann")["achievements"] == ["Empire"]
    bob = {"red": ["Gunpowder"], "yellow": ["Anatomy"], "green": ["Navigation"],
           "blue": ["Experimentation"], "purple": ["Reformation"]}
    out = run(pos(P("Ann", ann), P("Bob", bob), moves=[dogma("Construction")]))
    assert pl(out, "Ann")["achievements"] == []


def test_mapmaking_moves_only_a_1_and_second_effect_is_shared():
    """FAQ, Mapmaking: only an age-1 score card moves; the non-demand is shared."""
    out = run(pos(P("Ann", {"green": ["Mapmaking"]}), P("Bob", score=["Calendar"]),
                  supply={"1": ["Oars"]}, moves=[dogma("Mapmaking")]))
    assert pl(out, "Bob")["score"] == ["Calendar"] and pl(out, "Ann")["score"] == []
    out = run(pos(P("Ann", {"green": ["Mapmaking"]}), P("Bob", {"green": ["Sailing"], "purple": ["City States"]}),
                  P("Cat", score=["Oars"]), supply={"1": ["Writing", "Pottery"], "2": ["Mathematics"]},
                  moves=[dogma("Mapmaking")]))
    assert pl(out, "Bob")["score"] == ["Writing"]
    assert pl(out, "Ann")["score"] == ["Oars", "Pottery"]
    assert pl(out, "Ann")["hand"] == ["Mathematics"]      # free Draw: Bob shared


def test_road_building_one_card_melded_does_nothing_more():
    """FAQ, Road Building: melding just one card ends the effect."""
    out = run(pos(P("Ann", {"red": ["Road Building"]}, hand=["Oars", "Sailing"]), P("Bob", {"green": ["Clothing"]}),
                  moves=[dogma("Road Building"), choose(["Oars"])]))
    assert out["pending"] is None
    assert pile(out, "Bob", "green") == ["Clothing"]


def test_road_building_red_card_moves_even_without_green_in_exchange():
    """FAQ, Road Building: if the other player has no green card, the red card still moves."""
    out = run(pos(P("Ann", {"red": ["Road Building"]}, hand=["Oars", "Sailing"]), P("Bob", {"blue": ["Writing"]}),
                  moves=[dogma("Road Building"), choose(["Oars", "Sailing"]), choose("Bob")]))
    assert pile(out, "Bob", "red") == ["Oars"]
    assert pile(out, "Ann", "red") == ["Road Building"]
    assert pile(out, "Ann", "green") == ["Sailing"]


def test_education_returning_last_score_card_draws_a_2():
    """FAQ, Education: an empty score pile afterwards counts as 0, so draw a 2."""
    out = run(pos(P("Ann", {"purple": ["Education"]}, score=["Calendar"]), P("Bob"),
                  supply={"2": ["Fermenting"]}, moves=[dogma("Education"), choose(["Calendar"])]))
    assert pl(out, "Ann")["hand"] == ["Fermenting"]


def test_compass_second_transfer_happens_without_the_first():
    """FAQ, Compass: with no non-green leaf top card, the second half is still executed."""
    out = run(pos(P("Ann", {"green": ["Compass"], "red": ["Archery"]}), P("Bob", {"blue": ["Writing"]}),
                  moves=[dogma("Compass")]))
    assert pile(out, "Bob", "red") == ["Archery"]


def test_engineering_takes_only_the_top_cards():
    """FAQ, Engineering: only the pre-dogma top cards; castles beneath stay."""
    out = run(pos(P("Ann", {"red": ["Engineering"], "yellow": ["Masonry"], "green": ["The Wheel"]}),
                  P("Bob", {"purple": ["Mysticism", "Monotheism"]}), moves=[dogma("Engineering")]))
    assert pl(out, "Ann")["score"] == ["Monotheism"]
    assert pile(out, "Bob", "purple") == ["Mysticism"]


def test_optics_no_transfer_when_nobody_has_fewer_points():
    """FAQ, Optics: if every opponent has as many points or more, nothing is transferred."""
    out = run(pos(P("Ann", {"red": ["Optics"]}, score=["Oars"]), P("Bob", score=["Sailing"]),
                  supply={"3": ["Engineering"]}, moves=[dogma("Optics")]))
    assert out["pending"] is None
    assert pl(out, "Ann")["score"] == ["Oars"]


def test_optics_partner_is_not_an_opponent():
    """FAQ, Optics: teammates are not opponents."""
    out = run(pos(P("A", {"red": ["Optics"]}, score=["Calendar"]), P("B", score=["Archery", "Oars"]),
                  P("C"), P("D", score=["Sailing", "Tools"]), teams=True,
                  supply={"3": ["Engineering"]}, moves=[dogma("Optics")]))
    assert out["pending"] is None and pl(out, "A")["score"] == ["Calendar"]


def test_paper_counts_every_color_splayed_left():
    """FAQ, Paper: the second effect counts all colors, not only green and blue."""
    out = run(pos(P("Ann", {"green": ["Paper"], "red": {"cards": ["Oars", "Archery"], "splay": "left"}}), P("Bob"),
                  supply={"4": ["Anatomy", "Colonialism"]}, moves=[dogma("Paper")]))
    assert pl(out, "Ann")["hand"] == ["Anatomy"]


def test_translation_and_astronomy_claim_with_fewer_than_five_piles():
    """FAQ, Translation / Astronomy: World and Universe need no pile of each color."""
    out = run(pos(P("Ann", {"blue": ["Translation"]}), P("Bob"), moves=[dogma("Translation")]))
    assert pl(out, "Ann")["achievements"] == ["World"]
    out = run(pos(P("Ann", {"purple": ["Astronomy"]}), P("Bob"), supply={"6": ["Canning"]},
                  moves=[dogma("Astronomy")]))
    assert pl(out, "Ann")["achievements"] == ["Universe"]


def test_anatomy_no_top_card_of_that_value():
    """FAQ, Anatomy: with no top card of the returned card's value, only the score card goes."""
    out = run(pos(P("Ann", {"yellow": ["Anatomy"]}), P("Bob", {"red": ["Archery"]}, score=["Calendar"]),
                  moves=[dogma("Anatomy")]))
    assert pile(out, "Bob", "red") == ["Archery"] and pl(out, "Bob")["score"] == []


def test_navigation_takes_only_a_2_or_3():
    """FAQ, Navigation: only score cards of age 2 or 3."""
    out = run(pos(P("Ann", {"green": ["Navigation"]}), P("Bob", score=["Oars", "Anatomy"]),
                  moves=[dogma("Navigation")]))
    assert pl(out, "Ann")["score"] == []


def test_printing_press_without_purple_draws_a_2():
    """FAQ, Printing Press: no purple pile counts as 0, so draw a 2."""
    out = run(pos(P("Ann", {"blue": ["Printing Press"]}, score=["Oars"]), P("Bob"),
                  supply={"2": ["Calendar"]}, moves=[dogma("Printing Press"), choose(["Oars"])]))
    assert pl(out, "Ann")["hand"] == ["Calendar"]


def test_steam_engine_scores_the_only_yellow_card():
    """FAQ, Steam Engine: a one-card yellow pile's card is the bottom card."""
    out = run(pos(P("Ann", {"yellow": ["Steam Engine"]}), P("Bob"), supply={"4": ["Colonialism", "Gunpowder"]},
                  moves=[dogma("Steam Engine")]))
    assert pl(out, "Ann")["score"] == ["Steam Engine"]


def test_pirate_code_tie_for_lowest_crown_card_is_a_choice():
    """FAQ, The Pirate Code: you choose which of the lowest crown cards to score."""
    out = run(pos(P("Ann", {"red": ["The Pirate Code"], "green": ["Sailing"], "purple": ["City States"]}),
                  P("Bob", score=["Oars"]), moves=[dogma("The Pirate Code")]))
    assert out["pending"]["options"] == ["Sailing", "City States"] or \
        sorted(out["pending"]["options"]) == ["City States", "Sailing"]


def test_empty_score_pile_counts_as_zero():
    """FAQ, Machine Tools / Evolution: an empty score pile's highest card is 0."""
    out = run(pos(P("Ann", {"red": ["Machine Tools"]}), P("Bob"), supply={"1": ["Oars"]},
                  moves=[dogma("Machine Tools")]))
    assert pl(out, "Ann")["score"] == ["Oars"]
    out = run(pos(P("Ann", {"blue": ["Evolution"]}), P("Bob"), supply={"1": ["Oars"]},
                  moves=[dogma("Evolution"), choose(1)]))
    assert pl(out, "Ann")["hand"] == ["Oars"]


def test_one_card_returned_or_tucked_counts_one_value():
    """FAQ, Antibiotics / Lighting: a single card is one different value."""
    out = run(pos(P("Ann", {"yellow": ["Antibiotics"]}, hand=["Oars"]), P("Bob"),
                  supply={"8": ["Flight", "Mobility", "Rocketry"]}, moves=[dogma("Antibiotics"), choose(["Oars"])]))
    assert pl(out, "Ann")["hand"] == ["Flight", "Mobility"]
    out = run(pos(P("Ann", {"purple": ["Lighting"]}, hand=["Oars"]), P("Bob"),
                  supply={"7": ["Bicycle", "Combustion"]}, moves=[dogma("Lighting"), choose(["Oars"])]))
    assert pl(out, "Ann")["score"] == ["Bicycle"]


def test_quantum_theory_one_card_returned_does_nothing():
    """FAQ, Quantum Theory: returning just one card draws nothing."""
    out = run(pos(P("Ann", {"blue": ["Quantum Theory"]}, hand=["Oars", "Sailing"]), P("Bob"),
                  moves=[dogma("Quantum Theory"), choose(["Oars"])]))
    assert pl(out, "Ann")["hand"] == ["Sailing"] and pl(out, "Ann")["score"] == []


def test_explosives_three_highest_of_different_values():
    """FAQ, Explosives: 9, 8, 7 from 9-8-7-6-5; an empty hand gives nothing and draws no 7."""
    out = run(
        pos(
            P("Ann", {"red": ["Explosives"]}),
            P("Bob", hand=["Genetics", "Flight", "Bicycle", "Canning", "Coal"]),
            moves=[dogma("Explosives")],
        )
    )
    assert sorted(pl(out, "Ann")["hand"]) == ["Bicycle", "Flight", "Genetics"]
    out = run(pos(P("Ann", {"red": ["Explosives"]}), P("Bob"), supply={"7": ["Bicycle"]},
                  moves=[dogma("Explosives")]))
    assert pl(out, "Bob")["hand"] == []


def test_mobility_takes_only_pre_dogma_top_cards():
    """FAQ, Mobility: the two highest qualifying top cards; the card uncovered is not taken."""
    out = run(pos(P("Ann", {"red": ["Mobility"], "yellow": ["Canning"]}),
                  P("Bob", {"purple": ["Mysticism", "Monotheism"], "blue": ["Writing"], "yellow": ["Stem Cells"]}),
                  supply={"8": ["Flight"]}, moves=[dogma("Mobility")]))
    assert sorted(pl(out, "Ann")["score"]) == ["Monotheism", "Stem Cells"]
    assert pile(out, "Bob", "purple") == ["Mysticism"]


def test_railroad_shared_gives_free_draw():
    """FAQ, Railroad: a sharer that returns nothing and draws three 6s has shared."""
    out = run(
        pos(
            P("Ann", {"purple": ["Railroad"]}),
            P("Bob", {"purple": ["Lighting"], "blue": ["Quantum Theory"]}),
            supply={
                "6": ["Canning", "Vaccination", "Democracy", "Encyclopedia", "Machine Tools", "Metric System"],
                "7": ["Explosives"],
            },
            moves=[dogma("Railroad")],
        )
    )
    assert "Explosives" in pl(out, "Ann")["hand"]


def test_declined_may_by_sharer_gives_no_free_draw():
    """FAQ, sharing: a 'may' effect declined by the opponent is not a share."""
    out = run(pos(P("Ann", {"purple": ["Philosophy"]}), P("Bob", {"blue": ["Tools", "Writing"], "green": ["Paper"]},
                                                           hand=["Oars"]),
                  supply={"1": ["Sailing"]}, moves=[dogma("Philosophy"), choose(None, "Bob"), choose(None, "Bob")]))
    assert pl(out, "Ann")["hand"] == []


def test_splay_already_in_that_direction_is_no_share():
    """FAQ, splay: re-splaying the same direction does nothing (not shared)."""
    out = run(pos(P("Ann", {"purple": ["Philosophy"]}),
                  P("Bob", {"purple": {"cards": ["Mysticism", "Monotheism"], "splay": "left"},
                            "blue": ["Tools"], "green": ["Paper"]}),
                  supply={"1": ["Oars"]}, moves=[dogma("Philosophy")]))
    assert out["pending"] is None and pl(out, "Ann")["hand"] == []


def test_monument_by_exchange_does_not_count():
    """FAQ, Bicycle / Monument: swapping six cards into the score pile is not scoring."""
    out = run(pos(P("Ann", {"green": ["Bicycle"]}, hand=["Oars", "Sailing", "Tools", "Writing", "Archery", "Pottery"]),
                  P("Bob"), moves=[dogma("Bicycle"), choose("yes")]))
    assert len(pl(out, "Ann")["score"]) == 6 and pl(out, "Ann")["achievements"] == []


def test_monument_by_six_scores_and_six_tucks_not_three_and_three():
    """battlestar achievements/Monument.test.js: score six (Metalworking), tuck six
    (Reformation), but three scores and three tucks do not claim Monument."""
    out = run(pos(P("Ann", {"red": ["Metalworking"]}), P("Bob"),
                  supply={"1": ["Archery", "Oars", "Tools", "The Wheel", "City States", "Mysticism", "Code of Laws"]},
                  moves=[dogma("Metalworking")]))
    assert pl(out, "Ann")["achievements"] == ["Monument"]
    six = ["Bioengineering", "Software", "Self Service", "Databases", "Globalization", "Stem Cells"]
    out = run(pos(P("Ann", {"blue": {"cards": ["Calendar", "Pottery"], "splay": "up"},
                            "purple": {"cards": ["Lighting", "Reformation"], "splay": "up"},
                            "yellow": ["Agriculture"]}, hand=six), P("Bob"),
                  moves=[dogma("Reformation"), choose(six)]))
    assert pl(out, "Ann")["achievements"] == ["Monument"]
    out = run(pos(P("Ann", {"red": ["Metalworking"], "yellow": ["Agriculture"],
                            "purple": {"cards": ["Lighting", "Reformation"], "splay": "up"}}, hand=six[:2]), P("Bob"),
                  supply={"1": ["Archery", "Oars", "Tools", "Code of Laws"]},
                  moves=[dogma("Metalworking"), dogma("Reformation"), choose(six[:2] + ["Code of Laws"])]))
    assert len(pl(out, "Ann")["score"]) == 3 and pl(out, "Ann")["achievements"] == []


def test_masonry_sharer_claims_monument_first():
    """FAQ, Masonry: a sharing opponent who melds four castle cards claims Monument first."""
    out = run(
        pos(
            P("Ann", {"yellow": ["Masonry"]}, hand=["Archery", "Oars", "Metalworking", "Mysticism"]),
            P(
                "Bob",
                {"red": ["Construction"], "purple": ["Monotheism"]},
                hand=["Domestication", "City States", "The Wheel", "Road Building"],
            ),
            moves=[dogma("Masonry"), choose(["Domestication", "City States", "The Wheel", "Road Building"], "Bob")],
        )
    )
    assert pl(out, "Bob")["achievements"] == ["Monument"]


def test_software_executes_the_second_melded_card():
    """battlestar Software.test.js: score a 10, meld two 10s, execute the second (Stem Cells)."""
    out = run(pos(P("Ann", {"blue": ["Software"]}, hand=["Gunpowder"]), P("Bob"),
                  supply={"10": ["The Internet", "Globalization", "Stem Cells"]},
                  moves=[dogma("Software"), choose("yes")]))
    assert pile(out, "Ann", "yellow") == ["Globalization", "Stem Cells"]
    assert sorted(pl(out, "Ann")["score"]) == ["Gunpowder", "The Internet"]


def test_coal_scores_top_card_and_the_one_beneath():
    """battlestar Coal.test.js: tuck a 5, splay red right, score Alchemy and the card beneath."""
    out = run(pos(P("Ann", {"red": ["Coal"], "blue": ["Tools", "Calendar", "Alchemy"]}), P("Bob"),
                  supply={"5": ["The Pirate Code"]}, moves=[dogma("Coal"), choose("yes"), choose("Alchemy")]))
    assert pile(out, "Ann", "blue") == ["Tools"]
    assert sorted(pl(out, "Ann")["score"]) == ["Alchemy", "Calendar"]
    assert pile(out, "Ann", "red") == ["The Pirate Code", "Coal"]


def test_dogma_win_tie_continues_the_game():
    """FAQ, A.I. / Globalization: a tie for 'the single player' means the game goes on."""
    out = run(
        pos(
            P("Ann", {"purple": ["A.I."], "blue": ["Software"]}),
            P("Bob", {"red": ["Robotics"]}, score=["Databases"]),
            supply={"10": ["Stem Cells"]},
            moves=[dogma("A.I.")],
        )
    )
    assert out["result"] is None
    out = run(pos(P("Ann", {"yellow": ["Globalization"]}, score=["Oars"]), P("Bob", score=["Sailing", "Canning"]),
                  supply={"6": ["Vaccination"]}, moves=[dogma("Globalization")]))
    assert out["result"] is None


def test_collaboration_ten_green_cards_need_no_splay():
    """FAQ, Collaboration: ten green cards win, splayed or not; the demander chooses the card."""
    greens = ["Clothing", "Sailing", "The Wheel", "Mapmaking", "Currency", "Compass", "Paper", "Navigation",
              "Banking", "Collaboration"]
    out = run(pos(P("Ann", {"green": greens}), P("Bob", {"green": ["Measurement"]}),
                  supply={"9": ["Computers", "Genetics"]}, moves=[dogma("Collaboration"), choose("Computers", "Ann")]))
    assert pile(out, "Ann", "blue") == ["Computers"] and pile(out, "Bob", "blue") == ["Genetics"]
    assert out["result"] == {"reason": "dogma", "winners": ["Ann"]}


def test_fission_keeps_achievements():
    """FAQ, Fission: achievements are not removed."""
    out = run(pos(P("Ann", {"red": ["Fission"]}, hand=["Oars"], score=["Sailing"], achievements=[1]),
                  P("Bob", {"blue": ["Writing"]}, achievements=[2]),
                  supply={"10": ["Miniaturization"]}, moves=[dogma("Fission")]))
    assert len(pl(out, "Ann")["achievements"]) == 1 and len(pl(out, "Bob")["achievements"]) == 1
    assert pl(out, "Ann")["hand"] == [] and pl(out, "Bob")["board"]["blue"]["cards"] == []


def test_self_service_counts_team_achievements():
    """FAQ, Self Service: in a team game the teams' combined achievements are compared."""
    out = run(pos(P("A", {"green": ["Self Service"], "blue": ["Writing"]}, achievements=[1]), P("B", achievements=[2]),
                  P("C", achievements=[3]), P("D"), teams=True, supply={"2": ["Calendar"]},
                  moves=[dogma("Self Service")]))
    assert out["result"] == {"reason": "dogma", "winners": ["A", "C"]}


def test_rocketry_never_targets_the_partner():
    """FAQ, Rocketry: teammates cannot be affected."""
    out = run(pos(P("A", {"blue": ["Rocketry"]}), P("B", score=["Oars"]), P("C", score=["Calendar"]), P("D"),
                  teams=True, moves=[dogma("Rocketry")]))
    assert pl(out, "C")["score"] == ["Calendar"] and pl(out, "B")["score"] == []
