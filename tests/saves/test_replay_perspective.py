"""The replay viewer keeps a player's hidden cards hidden (issue 26): an unfinished
game opens as the person who saved it saw it, showing more is asked first, and
every text (status bar, its tooltip, prompt bar, log, text export) follows the
chosen seat's eyes."""
from __future__ import annotations

import pytest

from engine.position import build
from innovation_desktop.saves import store as saves
from innovation_desktop.sessions.replay import ReplayModel

# Ada (a person) and Bruno (a computer). Ada melds; Bruno (current after her) dogmas
# Agriculture and returns Oars from his hand: Ada never sees which card he returned.
DOC = {"format": "innovation-position/1", "current": 0, "actions_left": 1, "win_target": 1,
       "players": [{"name": "Ada", "board": {"blue": ["Writing"]}, "hand": ["Tools", "Mysticism"],
                    "score": ["Mathematics", "Philosophy", "Calendar"]},
                   {"name": "Bruno", "board": {"yellow": ["Agriculture"]}, "hand": ["Oars", "Pottery"]}]}
MOVES = [{"action": "meld", "card": "Tools"}, {"action": "dogma", "card": "Agriculture"}, {"choose": ["Oars"]}]
#: then Bruno melds, and Ada achieves the 1 achievement: one achievement wins here
ENDING = [{"action": "meld", "card": "Pottery"}, {"action": "achieve", "age": 1}]


def _saved(tmp_path, finished: bool = False, seats=("human", "greedy"), meta: dict | None = None):
    g = build(DOC)
    for mv in MOVES + (ENDING if finished else []):
        g.apply(mv["choose"] if "choose" in mv else mv)
    assert g.over == finished
    p = tmp_path / "game.json"
    saves.save_game(g, p, meta if meta is not None else {"seats": list(seats)})
    return p


def _returned_step(model: ReplayModel) -> int:
    """The index of Bruno's answer naming Oars."""
    return next(i for i, st in enumerate(model.steps) if st.answer == ["Oars"])


def test_the_model_hides_another_players_hidden_answer(tmp_path):
    m = ReplayModel.from_file(_saved(tmp_path))
    i = _returned_step(m)
    assert m.answer_as_seen(i, None) == ["Oars"]            # everything
    assert m.answer_as_seen(i, 1) == ["Oars"]               # Bruno saw his own card
    assert m.answer_as_seen(i, 0) == ["a 1"]                # Ada did not
    assert "Oars" not in m.describe(i + 1, 0) and "a 1" in m.describe(i + 1, 0)
    assert "Oars" in m.describe(i + 1, None)
    # the log as Ada saw it never named it either
    assert not any("Oars" in ln.text for ln in m.log(0))
    assert any("Oars" in ln.text for ln in m.log(1))
    # the text record as Ada knew the game
    assert "Oars" not in m.text_record(viewer=0) and "Oars" in m.text_record()


def test_the_own_seat_of_a_save(tmp_path):
    assert ReplayModel.from_file(_saved(tmp_path, seats=("greedy", "human"))).own_seat() == 1
    assert ReplayModel.from_file(_saved(tmp_path, seats=("greedy", "easy"))).own_seat() is None
    m = ReplayModel.from_file(_saved(tmp_path))
    assert m.own_seat() == 0 and not m.finished
    # a host's table (its own seat "local"), a joiner's record (its seat kept)
    assert ReplayModel.from_file(_saved(tmp_path, seats=("remote", "local"))).own_seat() == 1
    net = {"net": {"seats": [{"kind": "remote", "name": "Ada"}, {"kind": "local", "name": "Bruno"}]}}
    assert ReplayModel.from_file(_saved(tmp_path, meta=net)).own_seat() == 1
    net["net"]["my_seat"] = 0
    assert ReplayModel.from_file(_saved(tmp_path, meta=net)).own_seat() == 0


@pytest.fixture
def no_dialogs(monkeypatch):
    asked = []

    def answer(result):
        from innovation_desktop.library import replay_viewer
        cls = replay_viewer.ReplayViewer
        monkeypatch.setattr(cls, "confirm_reveal", lambda self, export=False: asked.append(1) or result)
    return asked, answer


def _viewer(qtbot, path):
    from innovation_desktop.library.replay_viewer import open_replay
    v = open_replay(path)
    qtbot.addWidget(v)
    v.resize(1400, 900)
    v.show()
    qtbot.waitExposed(v)
    return v


def _texts(v) -> list[str]:
    """Every text the viewer shows: the status bar and its tooltip, the prompt bar,
    the log lines."""
    out = [v.status.text(), v.status.toolTip()]
    pb = getattr(v.table, "prompt", None) if v.table is not None else None
    if pb is not None:
        out.append(pb.text.full_text() if hasattr(pb.text, "full_text") else pb.text.text())
    out += [v.log.item(r).text() for r in range(v.log.count())]
    return out


def test_an_unfinished_game_opens_as_its_saver_saw_it(qtbot, tmp_path, no_dialogs):
    asked, answer = no_dialogs
    answer(False)
    v = _viewer(qtbot, _saved(tmp_path))
    assert v.viewer == 0 and v.view_box.currentIndex() == 1
    m = v.model
    i = _returned_step(m)
    for k in range(m.last + 1):
        v.set_position(k)
        assert not any("Oars" in t for t in _texts(v)), k
    v.set_position(i + 1)
    assert any("a 1" in t for t in _texts(v))
    # Bruno's hand is not on Ada's table
    view = v.session.view(v.viewer)
    assert view["players"][1]["hand"] is None
    # choosing "Everything" asks first; refused, nothing changes
    v.view_box.setCurrentIndex(0)
    assert asked == [1] and v.viewer == 0 and v.view_box.currentIndex() == 1
    assert not any("Oars" in t for t in _texts(v))
    # so does Bruno's view
    v.view_box.setCurrentIndex(2)
    assert asked == [1, 1] and v.viewer == 0


def test_everything_once_agreed(qtbot, tmp_path, no_dialogs):
    asked, answer = no_dialogs
    answer(True)
    v = _viewer(qtbot, _saved(tmp_path))
    i = _returned_step(v.model)
    v.set_position(i + 1)
    v.view_box.setCurrentIndex(0)
    assert asked == [1] and v.viewer is None
    assert any("Oars" in t for t in _texts(v))
    v.view_box.setCurrentIndex(2)            # agreed once: not asked again
    v.view_box.setCurrentIndex(1)
    assert asked == [1] and v.viewer == 0


def test_a_finished_game_opens_on_everything_without_asking(qtbot, tmp_path, no_dialogs):
    asked, answer = no_dialogs
    answer(False)
    v = _viewer(qtbot, _saved(tmp_path, finished=True))
    assert v.viewer is None and v.view_box.currentIndex() == 0
    v.view_box.setCurrentIndex(1)
    v.view_box.setCurrentIndex(0)
    assert asked == [] and v.viewer is None


def test_the_replay_of_the_game_on_a_table_opens_as_its_person_saw_it(qtbot, no_dialogs):
    """Game > Replay on a table without an autosave: the seats go with the game, so
    the person (Ada) is the viewer even while the computer (Bruno) is to play."""
    from PySide6.QtWidgets import QMainWindow
    from innovation_desktop.library import saves_ui
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    asked, answer = no_dialogs
    answer(False)
    g = build(dict(DOC, current=1, actions_left=2))
    win = QMainWindow()
    qtbot.addWidget(win)
    win.session = GameSession(g, [Seat("human"), Seat("greedy")])      # not started: nobody thinks
    assert g.pending.player == 1
    v = saves_ui.replay_current(win)
    qtbot.addWidget(v)
    assert v is not None and v.viewer == 0
    assert v.session.view(v.viewer)["players"][1]["hand"] is None


def test_exporting_a_position_of_an_unfinished_game_asks_first(qtbot, tmp_path, no_dialogs):
    """A position file holds every hand, score pile and the supply order: exporting
    one from an unfinished game seen as Ada is showing her Bruno's cards, so it is
    asked first like "Everything"; refused, nothing is written."""
    asked, answer = no_dialogs
    answer(False)
    v = _viewer(qtbot, _saved(tmp_path))
    out = tmp_path / "pos.json"
    assert v.export_position(out) is None
    assert asked == [1] and not out.exists()
    assert v.viewer == 0


def test_exporting_a_position_once_agreed(qtbot, tmp_path, no_dialogs):
    asked, answer = no_dialogs
    answer(True)
    v = _viewer(qtbot, _saved(tmp_path))
    out = tmp_path / "pos.json"
    assert v.export_position(out) == out and asked == [1]
    assert "Pottery" in out.read_text(encoding="utf-8")      # Bruno's hand is in the file
    assert v.export_position(tmp_path / "again.json") is not None and asked == [1]   # not asked again


def test_exporting_a_position_of_a_finished_game_does_not_ask(qtbot, tmp_path, no_dialogs):
    asked, answer = no_dialogs
    answer(False)
    v = _viewer(qtbot, _saved(tmp_path, finished=True))
    out = tmp_path / "pos.json"
    assert v.export_position(out) == out and asked == []
