"""Special achievements are claimed the moment a player meets the condition
(reference R9, third edition: checked after every card move and splay, for every
player, also outside their turn), never later at the next board move. With Echoes
of the Past in play: the five Echoes specials and the five base ones.

Most tests complete a condition with a Meld action while the player holds a
forecast card: the promote question is then still pending, and the special must
already be claimed. Others check the log's order: the claim comes before the next
effect's first step."""
from engine.cards import BY_NAME
from engine.echoes import qualifies as echoes_qualifies
from engine.verbs import qualifies
from tests.engine.ech_helpers import E, achievements, epos, meld
from tests.engine.helpers import choose, dogma, game, run


def _claimed_while_promote_pending(board, card, special, **kw):
    """Ann melds ``card`` (an action) onto ``board``; her forecast holds a 1, so the
    promote question follows the meld. ``special`` must not hold before the meld and
    must be Ann's while the question is pending."""
    doc = epos(E("Ann", board, hand=[card], forecast=["Pottery"]), E("Bob"), **kw)
    g = game(doc)
    assert not qualifies(g.state, 0, special)
    assert special in g.state.specials
    out = run({**doc, "moves": [meld(card)]})
    assert out["pending"] is not None and out["pending"]["player"] == "Ann"      # the promote question
    assert special in achievements(out, "Ann")
    return out


def test_wealth_is_claimed_with_the_eighth_visible_bonus():
    board = {"blue": {"cards": ["Dice", "Perfume", "Almanac"], "splay": "up"},
             "red": {"cards": ["Bangle", "Candles", "Plumbing"], "splay": "up"},
             "yellow": ["Noodles"]}
    g = game(epos(E("Ann", board), E("Bob")))
    from engine.echoes import visible_bonuses
    assert len(visible_bonuses(g.state.players[0])) == 7
    _claimed_while_promote_pending(board, "Puppet", "Wealth")


def test_heritage_is_claimed_with_the_eighth_visible_hex_in_one_color():
    red = ["Archery", "Metalworking", "Oars", "Construction", "Road Building", "Engineering", "Optics"]
    _claimed_while_promote_pending({"red": {"cards": red, "splay": "up"}}, "Coal", "Heritage")


def test_history_is_claimed_with_the_fourth_visible_echo_effect():
    _claimed_while_promote_pending({"purple": {"cards": ["Bell", "Flute", "Novel"], "splay": "up"}},
                                   "Sunglasses", "History")


def test_universe_is_claimed_with_the_fifth_top_card_of_value_8_or_more():
    board = {"blue": ["Computers"], "red": ["Mobility"], "green": ["Databases"], "yellow": ["Ecology"]}
    _claimed_while_promote_pending(board, "Services", "Universe")


def test_empire_is_claimed_when_the_last_basic_icon_reaches_three():
    board = {"blue": {"cards": ["Computers", "Experimentation"], "splay": "up"},
             "red": {"cards": ["Fission", "Oars"], "splay": "up"},
             "green": {"cards": ["Navigation", "Classification"], "splay": "up"},
             "yellow": {"cards": ["Statistics", "Suburbia"], "splay": "up"},
             "purple": {"cards": ["Services", "Monotheism"], "splay": "up"}}
    _claimed_while_promote_pending(board, "Emancipation", "Empire")


def test_world_is_claimed_with_the_twelfth_clock():
    board = {"blue": {"cards": ["Publications", "Rocketry"], "splay": "up"},
             "red": {"cards": ["Construction", "Mobility"], "splay": "up"},
             "green": {"cards": ["Electricity", "Databases"], "splay": "up"},
             "yellow": {"cards": ["Statistics", "Medicine"], "splay": "up"},
             "purple": {"cards": ["The Internet", "Lighting"], "splay": "up"}}
    _claimed_while_promote_pending(board, "Software", "World")


def test_destiny_is_claimed_by_an_opponent_during_my_dogma_at_his_seventh_forecast_card():
    # Octant's demand: Bob moves Agriculture (a leaf) onto Ann's board, then draws and
    # foreshadows a 6: his seventh forecast card. He claims Destiny at once, before Ann's
    # non-demand effect draws anything.
    six = ["Tools", "Oars", "Clothing", "Sailing", "Writing", "Mysticism"]
    out = run(epos(E("Ann", {"red": ["Octant"]}), E("Bob", {"yellow": ["Agriculture"]}, forecast=six),
                   supply={"6": ["Canning", "Atomic Theory"]}, moves=[dogma("Octant")]))
    assert "Destiny" in achievements(out, "Bob") and "Destiny" not in achievements(out, "Ann")
    log = out["log"]
    claim = next(i for i, t in enumerate(log) if "Destiny" in t)
    ann_draw = max(i for i, t in enumerate(log) if t.startswith("Ann draws"))
    assert claim < ann_draw


def test_supremacy_is_claimed_when_thermometer_keeps_the_green_splay():
    # Green: Comb under Mapmaking, splayed up (2 castles). Thermometer's echo melds Comb on
    # top and keeps the splay: Mapmaking's covered castles show, 3 in green, as in red
    # (Metalworking), yellow (Masonry) and purple (Mysticism). Supremacy is claimed then,
    # before the non-demand effect draws (and melds) a 2.
    doc = epos(E("Ann", {"blue": ["Thermometer"], "green": {"cards": ["Comb", "Mapmaking"], "splay": "up"},
                         "red": ["Metalworking"], "yellow": ["Masonry"], "purple": ["Mysticism"]}),
               E("Bob"), supply={"2": ["Calendar"]}, moves=[dogma("Thermometer")])
    assert not echoes_qualifies(game({**doc, "moves": []}).state, 0, "Supremacy")
    out = run(doc)
    assert "Supremacy" in achievements(out, "Ann")
    log = out["log"]
    claim = next(i for i, t in enumerate(log) if "Supremacy" in t)
    draw = next(i for i, t in enumerate(log) if t.startswith("Ann draws"))
    assert claim < draw


def test_monument_is_claimed_at_the_sixth_score_of_the_turn():
    # Five cards scored earlier this turn; Bell's echo scores a sixth: Monument at once,
    # before Bell's non-demand draws and foreshadows a 2.
    out = run(epos(E("Ann", {"purple": ["Bell"]}, hand=["Agriculture"]), E("Bob"),
                   counters={"Ann": {"scored": 5}}, supply={"2": ["Calendar"]},
                   moves=[dogma("Bell"), choose(["Agriculture"])]))
    assert "Monument" in achievements(out, "Ann")
    log = out["log"]
    assert next(i for i, t in enumerate(log) if "Monument" in t) < next(
        i for i, t in enumerate(log) if t.startswith("Ann draws"))


def test_all_ten_specials_are_in_play_with_echoes():
    g = game(epos(E("Ann"), E("Bob")))
    assert sorted(g.state.specials) == sorted(["Monument", "Empire", "World", "Wonder", "Universe",
                                               "Wealth", "Destiny", "Heritage", "History", "Supremacy"])
    assert BY_NAME["Thermometer"]


def test_wonder_is_claimed_at_the_splay_that_completes_it():
    # Four colors splayed right; Slide Rule's first effect splays yellow right: Wonder at
    # once, before its second effect draws.
    def right(*cards):
        return {"cards": list(cards), "splay": "right"}
    doc = epos(E("Ann", {"blue": right("Tools", "Slide Rule"), "red": right("Archery", "Oars"),
                         "green": right("Sailing", "Mapmaking"), "purple": right("Mysticism", "Philosophy"),
                         "yellow": ["Agriculture", "Masonry"]}),
               E("Bob"), moves=[dogma("Slide Rule")])
    out = run(doc)
    assert out["pending"] is not None and out["pending"]["player"] == "Ann"
    out = run({**doc, "moves": doc["moves"] + [choose("yes")]})
    assert "Wonder" in achievements(out, "Ann")
    log = out["log"]
    assert next(i for i, t in enumerate(log) if "Wonder" in t) < next(
        i for i, t in enumerate(log) if t.startswith("Ann draws"))
