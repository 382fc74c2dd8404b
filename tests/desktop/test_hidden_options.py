"""A card question whose options the chooser may not see (Rocketry returns cards from
opponents' score piles): the prompt shows each as its age and place, never its name."""
from __future__ import annotations

from engine.answers import Action
import json

from engine import BY_NAME, NAMES
from innovation_desktop.sessions.local import GameSession
from innovation_desktop.sessions.seats import Seat


def test_hidden_options_show_age_and_place_not_the_card(qtbot, tmp_path):
    from innovation_desktop.app import load_position
    from innovation_desktop.table.window import TableWindow
    pos = {"format": "innovation-position/1",
           "players": [{"name": "Ann", "board": {"blue": ["Rocketry"], "red": ["Flight"]},
                        "hand": [], "score": ["Sailing"]},
                       {"name": "Bob <b>", "board": {"green": ["The Wheel"]}, "hand": ["Masonry"],
                        "score": ["Gunpowder", "Mapmaking", "Archery"]}]}
    f = tmp_path / "rocketry.json"
    f.write_text(json.dumps(pos), encoding="utf-8")
    g = load_position(str(f))
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("human")], ai_seed=1))
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    if win.handing_off:
        win._handoff_ready()
    win.act(Action("dogma", "Rocketry"))
    qtbot.waitUntil(lambda: win.session.pending is not None and win.session.pending.kind == "cards", timeout=3000)
    if win.handing_off:
        win._handoff_ready()
    d = win.session.pending
    assert d.player == 0 and set(d.options) == {BY_NAME[n] for n in ("Gunpowder", "Mapmaking", "Archery")}
    texts = [b.text() for k, b in win.prompt.buttons.items() if k.startswith("card")]
    tips = [b.toolTip() for k, b in win.prompt.buttons.items() if k.startswith("card")]
    assert len(texts) == 3
    shown = " ".join(texts + tips)
    for name in ("Gunpowder", "Mapmaking", "Archery"):
        assert name not in shown
    assert all(t.endswith(" in Bob <b>'s score pile") for t in texts), texts
    assert sorted(t.split(" in ")[0][-3:] for t in texts) == ["a 1", "a 2", "a 4"]
    # the table holds a placeholder only; answering with it answers with the real card
    b = next(b for k, b in win.prompt.buttons.items() if k.startswith("card"))
    b.click()
    b2 = [b for k, b in win.prompt.buttons.items() if k.startswith("card")][1]
    b2.click()
    assert len(win.selected) == 2 == d.min
    assert all(t.startswith("?") and t in win.v["pending"]["hidden"] for t in win.selected)
    before = list(win.session.game.state.players[1].score)
    win.prompt.buttons["done"].click()
    gone = [c for c in before if c not in win.session.game.state.players[1].score]
    assert len(gone) == 2 and {NAMES[c] for c in gone} <= {"Gunpowder", "Mapmaking", "Archery"}
    win.session.close()
    win.session.runner.wait()
