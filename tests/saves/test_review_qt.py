"""The game review in the replay viewer (pytest-qt, offscreen), and kept reviews."""
from __future__ import annotations

import json

import pytest

pytest.importorskip("pytestqt")

from engine import Game  # noqa: E402
from engine.ai import EasyPlayer  # noqa: E402
from engine.view import view  # noqa: E402
from innovation_desktop.library import review_store  # noqa: E402
from innovation_desktop.library.review_work import review_stream  # noqa: E402
from innovation_desktop.library.saves_ui import open_replay  # noqa: E402
from innovation_desktop.saves import store as saves  # noqa: E402


def _easy_game(seed: int, n: int) -> Game:
    g = Game.new(["Ann", "Bob"], seed=seed)
    agents = [EasyPlayer(seed), EasyPlayer(seed + 1)]
    while not g.over and len(g.record) < n:
        g.apply(agents[g.pending.player].choose(g))
    return g


@pytest.fixture
def reviewed(tmp_path):
    """A saved game and the messages of its quick review."""
    g = _easy_game(4, 40)
    p = tmp_path / "game.json"
    saves.save_game(g, p)
    msgs = []
    review_stream(Game.new(["Ann", "Bob"], seed=4), list(g.record), msgs.append)
    return p, g, msgs


def _feed(panel, msgs):
    for m in msgs:
        panel._on_message(m)


def test_panel_shows_graph_labels_and_best_answer(qtbot, reviewed):
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    v.show()
    v.revealed_ok = True        # as if the person agreed to see every seat's cards (an unfinished game)
    panel = v.review
    assert panel is not None and not panel.entries
    _feed(panel, msgs)
    assert len(panel.series) == len(g.record) + 1
    assert panel.quick_done
    decisions = [m[2] for m in msgs if m[0] == "decision"]
    assert len(panel.entries) == len(decisions) > 20
    # force a label, so that the list, the dots and next/previous have one to show
    i = next(i for i, x in sorted(panel.entries.items()) if len(x["alternatives"]) >= 2)
    e = dict(panel.entries[i])
    e.update(label="blunder", played=e["alternatives"][-1][0], best=e["alternatives"][0][0],
             chance_played=0.1, chance_best=0.4)
    assert e["played"] != e["best"]
    panel.entries[i] = e
    panel._refill()
    assert panel.labelled.count() == len(panel.labelled_positions()) >= 1
    assert i in panel.graph.marks
    marks = panel.labelled_positions()
    v.set_position(0)
    k = panel.go_labelled(1)
    assert k == next((j for j in marks if j > 0), marks[0]) and v.position == k
    v.set_position(v.model.last)
    assert panel.go_labelled(-1) == marks[-1] and v.position == marks[-1]
    if len(marks) > 1:
        assert panel.go_labelled(-1) == marks[-2]
    # the detail names the chances and the label
    v.set_position(i)
    assert "Blunder" in panel.detail.text() and "40%" in panel.detail.text() and "10%" in panel.detail.text()
    # the best answer glows when asked for (a decision whose best names a card)
    with_card = next(i for i, x in panel.entries.items() if x["kind"] == "action"
                     and isinstance(x["best"], dict) and x["best"].get("card"))
    v.set_position(with_card)
    assert v.table.scene.hint == set()
    panel.show_best.setChecked(True)
    assert v.table.scene.hint == {panel.entries[with_card]["best"]["card"]}
    panel.show_best.setChecked(False)
    assert v.table.scene.hint == set()
    # a click on the graph jumps there
    panel.graph.resize(400, 120)
    x = panel.graph._x(5, 400)
    from PySide6.QtCore import QPoint, Qt
    qtbot.mouseClick(panel.graph, Qt.LeftButton, pos=QPoint(int(round(x)), 50))
    assert v.position == 5


def test_panel_says_what_luck_is_put_down_to(qtbot, reviewed):
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    v.revealed_ok = True
    panel = v.review
    _feed(panel, msgs)
    i = max(panel.entries)
    e = dict(panel.entries[i])
    e.update(luck=-0.2, luck_causes={"action": -0.05, "draws": -0.12, "others": -0.03})
    panel._on_message(("decision", "quick", e))
    panel._on_message(("pass-done", "quick", True))
    panel.set_position(i)
    text = panel.detail.text()
    assert "-20 points" in text
    assert "-5 from how the action under way turned out" in text
    assert "-12 from cards drawn and seen" in text and "-3 from the others&#x27; choices" in text
    # kept with the save and read back
    w = open_replay(path)
    qtbot.addWidget(w)
    assert w.review.entries[i]["luck_causes"] == pytest.approx(e["luck_causes"])


def test_review_is_kept_with_the_save_and_checked_on_load(qtbot, reviewed):
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    _feed(v.review, msgs)
    kept = review_store.review_path(v.review.key)
    assert kept.is_file()
    w = open_replay(path)
    qtbot.addWidget(w)
    assert w.review.entries == v.review.entries and w.review.quick_done
    assert w.review.series == v.review.series
    # a tampered file (a chance beyond 1; another player at an index) is not trusted
    doc = json.loads(kept.read_text())
    doc["decisions"][0]["chance_best"] = 1.5
    kept.write_text(json.dumps(doc))
    x = open_replay(path)
    qtbot.addWidget(x)
    assert not x.review.entries
    doc["decisions"][0]["chance_best"] = 0.5
    doc["decisions"][0]["player"] = 1 - doc["decisions"][0]["player"]
    kept.write_text(json.dumps(doc))
    y = open_replay(path)
    qtbot.addWidget(y)
    assert not y.review.entries


def test_a_kept_series_that_is_no_distribution_is_not_trusted(qtbot, reviewed):
    """Each kept row of the chance graph must add up to 1 (the players'
    chances): a file whose rows do not (every player at 95%) is reviewed again."""
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    _feed(v.review, msgs)
    kept = review_store.review_path(v.review.key)
    doc = json.loads(kept.read_text())
    assert all(abs(sum(row) - 1.0) <= 0.01 for row in doc["series"])
    doc["series"] = [[0.95] * len(row) for row in doc["series"]]
    kept.write_text(json.dumps(doc))
    w = open_replay(path)
    qtbot.addWidget(w)
    assert not w.review.entries and not w.review.series


def test_a_team_games_kept_series_adds_up_to_two(tmp_path):
    """In a team game each partner carries the team's chance: rows add up to 2."""
    rf = review_store.ReviewFile(game_key="0" * 64, model_key="1" * 64,
                                 series=[[0.6, 0.4, 0.6, 0.4], [1.0, 0.0, 1.0, 0.0]])
    deciders = [0]
    names = ["A", "B", "C", "D"]
    assert review_store.fits(rf, deciders, names, teams=True)
    assert not review_store.fits(rf, deciders, names)
    rf.series = [[0.3, 0.2, 0.3, 0.2], [0.5, 0.0, 0.5, 0.0]]
    assert review_store.fits(rf, deciders, names)
    assert not review_store.fits(rf, deciders, names, teams=True)


def test_a_review_made_otherwise_is_made_again(qtbot, reviewed, monkeypatch):
    """The kept review's model key covers the review's version and the drop's
    shrink: a review that measures otherwise (a new version) finds no kept one."""
    import engine.review as review
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    _feed(v.review, msgs)
    key = review_store.model_key()
    monkeypatch.setattr(review, "REVIEW_VERSION", review.REVIEW_VERSION + 1)
    assert review_store.model_key() != key
    w = open_replay(path)
    qtbot.addWidget(w)
    assert not w.review.entries


def test_puzzles_from_mistakes(qtbot, reviewed):
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    v.revealed_ok = True
    panel = v.review
    _feed(panel, msgs)
    i = next(i for i, e in panel.entries.items() if len(e["alternatives"]) >= 3 and e["player"] == 1)
    e = dict(panel.entries[i])
    alts = e["alternatives"]
    # make the answer played a mistake against the best judged
    e.update(label="mistake", played=alts[-1][0], chance_played=alts[-1][1], best=alts[0][0],
             chance_best=alts[0][1] + 0.0)
    panel.entries[i] = e
    panel._refill()
    assert i in panel.puzzles_for(1)
    assert all(panel.entries[j]["player"] == 1 for j in panel.puzzles_for(1))
    assert panel.start_puzzles(1)
    assert v.viewer == 1 and v.position == panel.puzzles_for(1)[0] and not panel.puzzle_box.isHidden()
    for _ in panel.puzzles_for(1):
        if v.position == i:
            break
        panel.next_puzzle()
    assert v.position == i
    # choose the worst answer: not good enough; the best: solved
    items = [panel.puzzle_choices.item(r) for r in range(panel.puzzle_choices.count())]
    worst = next(it for it in items if it.data(0x0100)[0] == alts[-1][0])
    best = next(it for it in items if it.data(0x0100)[0] == alts[0][0])
    panel.puzzle_choices.setCurrentItem(worst)
    assert panel.check_puzzle() is (alts[-1][1] >= alts[0][1] - 0.02)
    panel.puzzle_choices.setCurrentItem(best)
    assert panel.check_puzzle() is True
    panel.reveal_puzzle()
    assert panel.show_best.isChecked()
    panel.end_puzzles()
    assert panel.puzzle is None


def test_what_if_dealt_again_keeps_what_the_player_saw(qtbot, reviewed, tmp_path):
    path, g, msgs = reviewed
    from innovation_desktop.library.review_panel import dealt_again_save
    from innovation_desktop.sessions.replay import ReplayModel
    m = ReplayModel.from_file(path)
    k = next(k for k in range(10, m.last) if m.game_at(k).pending.kind == "action")
    out = dealt_again_save(m, k, tmp_path / "whatif.json")
    ng, sg = saves.load_game(out)
    p = m.game_at(k).pending.player
    old = view(m.game_at(k), p)
    new = view(ng, p)
    for key in ("players", "current", "turn"):
        assert json.dumps(new[key], sort_keys=True, default=str) == json.dumps(old[key], sort_keys=True, default=str)
    assert sg.meta.get("dealt_again") is True


def test_background_review_runs_in_a_process_and_reports(qtbot, tmp_path):
    g = _easy_game(6, 24)
    p = tmp_path / "short.json"
    saves.save_game(g, p)
    v = open_replay(p)
    qtbot.addWidget(v)
    assert v.review.start(budget_ms=0)
    assert v.review.cancel_button.isEnabled()
    qtbot.waitUntil(lambda: v.review.quick_done, timeout=120_000)
    assert v.review.entries and v.review.series
    assert v.review.progress.value() == 50
    qtbot.waitUntil(lambda: not v.review.runner.running(), timeout=20_000)
    v.close()


def test_an_unfinished_game_shows_only_the_savers_decisions(qtbot, reviewed, monkeypatch):
    """An unfinished game opens as its saver saw it: the others' decisions (whose
    best answers would name their hidden cards) are neither reviewed nor shown
    until the person agrees to see everything."""
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    assert not v.model.finished and v.own_seat is not None and not v.revealed_ok
    panel = v.review
    me = v.own_seat
    assert panel.scope() == me
    _feed(panel, msgs)
    assert {e["player"] for e in panel.entries.values()} == {0, 1}
    assert panel.shown() and {e["player"] for e in panel.shown().values()} == {me}
    other = next(i for i, e in panel.entries.items() if e["player"] != me)
    v.set_position(other)
    panel.show_best.setChecked(True)
    assert v.table.scene.hint == set() and "chance" not in panel.detail.text()
    assert set(panel.graph.marks) <= set(panel.shown())
    assert not panel.start_puzzles(1 - me)
    # the review run in the background covers that seat only
    started = []

    class FakeRunner:
        def __init__(self, doc, player, *a, **k):
            started.append(player)
            self.message = self.ended = type("S", (), {"connect": lambda *a, **k: None})()

        def start(self):
            pass

        def running(self):
            return False

        def cancel(self):
            pass
    monkeypatch.setattr("innovation_desktop.library.review_panel.ReviewRunner", FakeRunner)
    assert panel.start(budget_ms=0) and started == [me]
    # once the person agrees to see everything, every decision is shown
    monkeypatch.setattr(v, "confirm_reveal", lambda: True)
    v.view_box.setCurrentIndex(0)
    assert v.revealed_ok and panel.scope() is None
    assert set(panel.shown()) == set(panel.entries)
    assert panel.run_button.isEnabled()      # the kept review covered one seat: all can be reviewed now


def test_a_review_made_with_another_model_file_is_made_again(qtbot, reviewed, monkeypatch):
    """The kept review's key covers the win-chance model's data: a review kept
    before the model file changed (the 4-player calibration map of 2026-12-03
    removed, say) is not trusted but made again."""
    import engine.datafiles as datafiles
    from engine.winchance import MODEL_FILE
    path, g, msgs = reviewed
    v = open_replay(path)
    qtbot.addWidget(v)
    _feed(v.review, msgs)
    u = open_replay(path)
    qtbot.addWidget(u)
    assert u.review.entries        # kept with today's model
    real = datafiles.resource_bytes
    doc = json.loads(real(MODEL_FILE))
    doc["models"]["4"].pop("calibration", None)
    doc["models"]["4"].pop("recalibrated", None)
    other = json.dumps(doc).encode()
    monkeypatch.setattr(datafiles, "resource_bytes", lambda name: other if name == MODEL_FILE else real(name))
    w = open_replay(path)
    qtbot.addWidget(w)
    assert not w.review.entries and not w.review.series


def test_a_team_games_graph_draws_one_line_per_team(qtbot):
    """In a team game the partners carry their team's chance, so their lines would lie
    on top of each other and the legend would name four players over two lines: the
    graph draws one line per team, named by both partners (plain text)."""
    from innovation_desktop.library.review_panel import ChanceGraph
    g = ChanceGraph()
    qtbot.addWidget(g)
    series = [[0.5, 0.5, 0.5, 0.5], [0.7, 0.3, 0.7, 0.3]]
    names = ["Ana", "<b>Bo</b>", "Cy", "Di"]
    g.set_data(series, names, {}, teams=True)
    assert g.lines() == [(0, "Ana & Cy"), (1, "<b>Bo</b> & Di")]
    g.set_data([[0.4, 0.3, 0.2, 0.1]], names, {})
    assert g.lines() == [(0, "Ana"), (1, "<b>Bo</b>"), (2, "Cy"), (3, "Di")]
    g.resize(600, 160)
    g.set_data(series, names, {1: (0, "mistake", 0.7)}, teams=True)
    img = g.grab().toImage()            # paints without error, both team lines drawn
    assert img.width() == 600
