"""Cities of Destiny's table words and parts, from view data alone (the shapes of
docs/cities.md's view fields): the flags and fountains of a player's panel and why
each counts or not, the Endorse tooltip (which card pays, what runs twice) and why
Endorse is not possible, and a search's revealed cards read from the events and
shown for a moment over the table."""
from __future__ import annotations

from engine import BY_NAME


def _view(icon_achievements=None, endorse=None, dogma=None):
    ann = {"name": "Ann", "achievements": [1, 2], "board": {c: {"cards": [], "splay": "none"}
                                                           for c in ("blue", "red", "green", "yellow", "purple")}}
    bob = {"name": "Bob", "achievements": [3], "board": {c: {"cards": [], "splay": "none"}
                                                         for c in ("blue", "red", "green", "yellow", "purple")}}
    if icon_achievements is not None:
        ann["icon_achievements"] = icon_achievements
        ann["achievement_total"] = 2 + sum(e["counts"] for e in icon_achievements)
    v = {"players": [ann, bob], "current": 0, "dogma": dogma or {}}
    if endorse is not None:
        v["endorse"] = endorse
    return v


FLAGS = [{"card": "Paris", "color": "yellow", "kind": "flag", "counts": False, "shown": 1,
          "rivals": [{"player": 1, "shown": 3}]},
         {"card": "Tokyo", "color": "purple", "kind": "flag", "counts": True, "shown": 1, "rivals": []},
         {"card": "Brussels", "color": "purple", "kind": "fountain", "counts": True, "shown": 1, "rivals": []}]


def test_flags_and_fountains_say_why_they_count_or_not():
    from innovation_desktop.table import tips
    v = _view(FLAGS)
    lines = tips.icon_achievement_lines(v, 0)
    assert lines[0] == "Flag on Paris (yellow): does not count now: Ann shows 1 yellow card(s), Bob shows 3."
    assert lines[1].startswith("Flag on Tokyo (purple): counts as an achievement")
    assert lines[2] == "Fountain on Brussels (purple): counts as an achievement while it shows."
    assert lines[3] == "4 achievement(s) in all: 2 held + 2 flag(s) and fountain(s)."
    assert tips.icon_achievement_word(FLAGS[1]) == "flag (Tokyo)"
    assert tips.icon_achievement_lines(_view(), 0) == []          # no Cities: nothing


def test_the_endorse_tip_names_the_payment_and_what_runs_twice():
    from innovation_desktop.table import tips
    pre = {"icon": "castle", "count": 3, "implemented": True, "demand": True, "hit": [1], "shared": True,
           "shares": [], "compel": False, "compelled": []}
    one = {"used": False, "legal": True,
           "cards": {"Construction": {"limit": 5, "count": 1, "payment": ["Optics"], "dogma": pre}}}
    tip = tips.endorse_tip(_view(endorse=one), "Construction")
    assert tip.startswith("Endorse Construction: Ann tucks Optics from hand to pay (value 5 or less).")
    assert "The demand hits Bob twice." in tip and "Ann carries out each non-demand effect twice." in tip
    several = {"used": False, "legal": True,
               "cards": {"Construction": {"limit": 5, "count": 2, "payment": ["Optics", "Oars"], "dogma": pre}}}
    assert "Optics, Oars (asked next)" in tips.endorse_tip(_view(endorse=several), "Construction")
    hidden = {"used": False, "legal": True,
              "cards": {"Construction": {"limit": 5, "count": 2, "payment": None, "dogma": pre}}}
    assert "(2 may)" in tips.endorse_tip(_view(endorse=hidden), "Construction")     # another's hand: not named


def test_endorse_says_why_it_is_not_possible():
    from innovation_desktop.table import tips
    assert tips.endorse_unavailable(_view()) == ""                                   # no Cities: nothing to say
    used = _view(endorse={"used": True, "legal": False, "cards": {}})
    assert "already taken this turn" in tips.endorse_unavailable(used)
    none = _view(endorse={"used": False, "legal": False, "cards": {}})
    none["players"][0]["board"]["blue"]["cards"] = ["Writing"]
    assert "need a city on top" in tips.endorse_unavailable(none)
    ok = _view(endorse={"used": False, "legal": True, "cards": {"Writing": {"limit": 1, "count": 1,
                                                                           "payment": ["Oars"]}}})
    assert tips.endorse_unavailable(ok) == ""


def test_search_reveals_are_read_from_the_events():
    from innovation_desktop.table.widgets import search_reveals
    data = [{"kind": "action"}, {"kind": "search"},
            {"kind": "reveal", "card": "Oars", "age": 1, "set": "base", "src": ["supply", 1], "dst": ["hand", 1]},
            {"kind": "reveal", "card": "Tools", "age": 1, "set": "base", "src": ["supply", 1], "dst": ["hand", 1]},
            {"kind": "search", "card": "Oars", "age": 1, "set": "base"},
            {"kind": "return", "card": "Tools", "age": 1, "set": "base"}]
    assert search_reveals(data) == [{"player": 1, "revealed": [BY_NAME["Oars"], BY_NAME["Tools"]],
                                     "kept": [BY_NAME["Oars"]]}]
    assert search_reveals([{"kind": "reveal", "card": "Oars"}]) == []     # a card effect's reveal: no search

    class Ev:          # the engine's Event objects of a local game (card ids)
        def __init__(self, kind, card=None, dst=None):
            self.kind, self.card, self.dst = kind, card, dst
    evs = [Ev("search"), Ev("reveal", BY_NAME["Oars"], ("hand", 0)), Ev("search", BY_NAME["Oars"])]
    assert search_reveals(evs) == [{"player": 0, "revealed": [BY_NAME["Oars"]], "kept": [BY_NAME["Oars"]]}]


def test_the_search_reveal_shows_the_cards_for_a_moment(qtbot):
    from PySide6.QtWidgets import QWidget
    from innovation_desktop.settings import SETTINGS
    from innovation_desktop.table.widgets import SearchReveal
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(900, 600)
    host.show()
    rv = SearchReveal(host)
    rv.show_search("Ann", [BY_NAME["Oars"], BY_NAME["Tools"]], [BY_NAME["Oars"]])
    assert rv.isVisible() and rv.cards == [BY_NAME["Oars"], BY_NAME["Tools"]]
    assert rv.caption.text() == ("Ann's search reveals 2 card(s) of the 1 pile; kept: Oars. The others go back.")
    assert rv.timer.isActive() and rv.timer.interval() == SETTINGS.reveal_ms
    rv.timer.timeout.emit()
    assert not rv.isVisible()


# A city has no dogma effects (none to implement); an echo effect under it runs all the same.
CITY_OVER_ECHO = {
    "format": "innovation-position/1", "expansions": ["echoes", "cities"], "seed": 3,
    "players": [
        {"name": "Ann", "board": {"blue": {"cards": ["Perfume", "Yin"], "splay": "right"}, "red": ["Thebes"],
                                  "green": ["Comb"]},
         "hand": ["Writing", "The Wheel"], "score": [], "forecast": []},
        {"name": "Bob", "board": {"red": ["Archery"], "green": ["Umbrella"]}, "hand": ["Tools"], "score": [],
         "forecast": []}],
    "current": 0, "actions_left": 2}


def test_a_city_s_dogma_preview_names_the_echo_effects_under_it_and_never_says_unimplemented():
    from engine.answers import Action
    from engine.position import build
    from engine.view import table_view
    from innovation_desktop.table import tips
    g = build(CITY_OVER_ECHO)
    v = table_view(g, 0)
    assert v["dogma"]["Yin"]["implemented"] and v["dogma"]["Thebes"]["implemented"]
    yin = tips.action_tip(v, Action("dogma", "Yin"))
    assert "echo effect of Perfume" in yin and "not implemented" not in yin and "no effect" not in yin
    assert tips.action_tip(v, Action("dogma", "Thebes")).endswith(
        "It will have no effect: Thebes has no dogma effects.")
    assert "not implemented" not in tips.card_text(BY_NAME["Yin"])
    assert tips.endorse_tip(v, "Yin").endswith(
        "Yin has no dogma effects; Ann carries out the echo effects of Perfume twice each.")
    assert tips.endorse_tip(v, "Thebes").endswith("Thebes has no dogma effects: nothing runs.")
    # and the engine does run Perfume's echo effect
    g.apply({"action": "dogma", "card": "Yin"})
    assert any("Perfume" in str(e) and e.kind == "echo" for e in g.events)


def test_a_city_s_dogma_preview_in_spanish(qapp):
    from engine.answers import Action
    from engine.position import build
    from engine.view import table_view
    from innovation_desktop import i18n
    from innovation_desktop.table import tips
    v = table_view(build(CITY_OVER_ECHO), 0)
    i18n.install(qapp, "es")
    try:
        assert tips.action_tip(v, Action("dogma", "Thebes")).endswith(
            "No tendrá efecto: Thebes no tiene efectos de dogma.")
        assert tips.endorse_tip(v, "Yin").endswith(
            "Yin no tiene efectos de dogma; Ann ejecuta dos veces cada efecto de eco de Perfume.")
    finally:
        i18n.uninstall(qapp)
