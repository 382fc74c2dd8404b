"""Each kind of question, asked at each kind of table, answered with the table's
own controls (issue 25's "every kind of decision", beyond the LAN joiner's table,
which tests/net/test_lan_every_kind.py covers).

A game is played at random until the question wanted is asked; that game is then
put on a table: a local game (the asked seat a person, the others computer
seats), a hot seat (people only: the hand-off screen first), the LAN host's own
seat (the others computer seats), a LAN joiner's table (over loopback), and a saved game continued from the replay
viewer. The table's enabled controls are pressed until the engine has taken an
answer; the answer recorded must be in its one outside form for that question."""
from __future__ import annotations

import functools
import random
import secrets

import pytest

from engine import Game
from engine.ai import random_answer
from engine.answers import check_outside
from innovation_desktop.settings import SETTINGS

from .test_every_table import controls, press

NAMES = ["Ann", "Bob", "Cy", "Di"]

#: name -> (players, game options, does the decision fit)
KINDS = {
    "yesno": (2, {}, lambda d: d.kind == "yesno"),
    "player": (3, {}, lambda d: d.kind == "player"),
    "color": (2, {}, lambda d: d.kind == "color"),
    "colors": (3, {}, lambda d: d.kind == "colors"),
    "order": (4, {}, lambda d: d.kind == "order"),
    "cards": (2, {}, lambda d: d.kind == "cards" and d.source != "setup"),
    "number": (2, {"expansions": ["artifacts"], "relics": True}, lambda d: d.kind == "number"),
    "display": (2, {"expansions": ["artifacts"], "relics": True},
                lambda d: d.kind == "alternative" and d.source == "display"),
    "relic": (2, {"expansions": ["artifacts"], "relics": True},
              lambda d: d.kind == "alternative" and d.source == "relic"),
    "promote": (2, {"expansions": ["echoes"]}, lambda d: d.kind == "cards" and d.source == "promote"),
    "endorse": (2, {"expansions": ["cities"]},
                lambda d: d.kind == "action" and any(a[0] == "endorse" for a in d.options)),
    "fourth-yesno": (2, {"edition": "fourth"}, lambda d: d.kind == "yesno"),
    "fourth-cards": (2, {"edition": "fourth"}, lambda d: d.kind == "cards" and d.source != "setup"),
}
TABLES = ["computers", "hotseat", "lanhost", "joiner", "replay"]


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms", "reveal_ms"):
        if hasattr(SETTINGS, k):
            monkeypatch.setattr(SETTINGS, k, 0)


@functools.lru_cache(maxsize=None)
def _found(name: str) -> tuple[Game, int]:
    n, opts, want = KINDS[name]
    for seed in range(300):
        g = Game.new(NAMES[:n], seed=seed, **opts)
        rng = random.Random(seed)
        for _ in range(3000):
            if g.over:
                break
            if want(g.pending):
                return g, seed
            g.apply(random_answer(g.pending, rng))
    raise AssertionError(f"no game reaches a {name} question")


def found(name: str) -> Game:
    g, _ = _found(name)
    c = g.clone()
    c.events = list(g.events)
    return c


def _window(qtbot):
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    return win


def table(qtbot, tmp_path, kind: str, g: Game):
    """``(window, game getter, closer)`` with ``g`` on a table of ``kind``."""
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    asked = g.pending.player
    n = len(g.state.players)
    if kind in ("computers", "hotseat"):
        seats = [Seat("human") if kind == "hotseat" or i == asked else Seat("random") for i in range(n)]
        win = _window(qtbot)
        win.set_session(GameSession(g, seats, ai_seed=1))

        def close():
            win.session.close()
            win.session.runner.wait()
        return win, (lambda: win.session.game), close
    if kind == "joiner":
        from tests.net.test_lan_every_kind import host_game
        host, hwin, jwin = host_game(qtbot, tmp_path, g, asked, computers=True)

        def close_both():
            jwin.session.close()
            hwin.session.close()
        return jwin, (lambda: host.game), close_both
    if kind == "lanhost":
        from innovation_desktop.lan import menu as lan_menu
        from innovation_desktop.net.host import Host, HostSeat
        host = Host([HostSeat("local", NAMES[i]) if i == asked else HostSeat("random", NAMES[i]) for i in range(n)],
                    secrets.token_hex(3), game=g, save_path=tmp_path / "hosted.json", teams=g.state.teams,
                    edition=g.state.edition, ai_seed=1)
        host.listen("127.0.0.1", 0)
        win = _window(qtbot)
        lan_menu.install_lan_menu(win)
        lan_menu.start_hosted(win, host)

        def close_host():
            # closed at once, computer seats still to play: the closed host plays
            # no more (tests/hostile/test_closed_host.py)
            win.session.close()
            if host._runner is not None:
                host._runner.wait()
        return win, (lambda: host.game), close_host
    from innovation_desktop.library.saves_ui import open_chosen
    from innovation_desktop.saves import store as saves
    p = tmp_path / "played.json"
    saves.save_game(g, p, {"seats": ["human"] * n})
    v = open_chosen("replay", p, None)
    qtbot.addWidget(v)
    v.set_position(v.model.last)
    w = v.continue_here(str(tmp_path / "continued.json"))
    assert w is not None
    qtbot.addWidget(w)

    def close():
        w.session.close()
        w.session.runner.wait()
        v.close()
    return w, (lambda: w.session.game), close


@pytest.mark.parametrize("tab", TABLES)
@pytest.mark.parametrize("name", list(KINDS))
def test_the_table_answers_the_question(qtbot, tmp_path, name, tab):
    g = found(name)
    d, k = g.pending, g.decision_id
    win, game, close = table(qtbot, tmp_path, tab, g)
    rng = random.Random(k)
    try:
        qtbot.waitUntil(lambda: win.handoff.isVisible() or win.my_decision() is not None, timeout=10_000)
        if win.handoff.isVisible():
            win.handoff.button.click()
        qtbot.waitUntil(lambda: win.my_decision() is not None, timeout=10_000)
        assert game().decision_id == k and game().pending.kind == d.kind
        for _ in range(80):
            cs = controls(win)
            assert cs, f"no control answers {d}"
            if name == "endorse":         # the Endorse menu's entry, not any action
                cs = [a for key, b in win.prompt.buttons.items() if "endorse" in key and b.menu() is not None
                      for a in b.menu().actions() if a.isEnabled()]
                assert cs, f"no Endorse entry among {list(win.prompt.buttons)}"
            dones = [c for c in cs if c is win.prompt.buttons.get("done")]
            press(dones[0] if dones and rng.random() < 0.4 else rng.choice(cs))
            if tab == "joiner":          # the host's answer comes back over the network
                qtbot.waitUntil(lambda: len(game().record) > k or win.session._sent is None, timeout=5000)
            if len(game().record) > k:
                break
            qtbot.wait(0)
        assert len(game().record) > k, f"the table did not answer {d}"
        got = game().record[k]
        check_outside(d, got)
        if name == "endorse":
            assert got["action"] == "endorse"
    finally:
        close()
