"""The host saves after every answer without holding its thread or the joiners:
the joiners are told first, the file is written (atomic, fsync) in the
background saver's thread, and the last save is on disk when the host closes."""
from __future__ import annotations

import threading

from engine.answers import to_outside
from innovation_desktop.saves import store as saves
from innovation_desktop.saves.background import BackgroundSaver

from .test_host_app import join, make_host, threads_only  # noqa: F401  (fixture)


def test_answer_is_broadcast_while_the_save_is_still_being_written(qtbot, tmp_path):
    release = threading.Event()
    started = threading.Event()
    written = []
    host = make_host(["local", "remote"], save=tmp_path / "g.json")
    real = host._saver._write

    def slow_write(game, path, meta, interrupted):
        started.set()
        assert release.wait(10), "the test never released the save"
        real(game, path, meta, interrupted=interrupted)
        written.append(len(game.record))
    host._saver._write = slow_write
    try:
        p = join(qtbot, host)
        qtbot.waitUntil(lambda: host.game is not None and p.last_state is not None
                        and p.last_state.decision is not None, timeout=5000)
        qtbot.waitUntil(started.is_set, timeout=5000)         # the start's save is stuck in the worker
        g = host.game
        d = g.pending
        assert d.player == 0
        seq = p.last_state.seq
        # the host's person answers: applied and sent to the joiner while the disk waits
        assert host.submit(0, g.decision_id, to_outside(g.state, d, [d.options[0]])) is None
        qtbot.waitUntil(lambda: p.last_state.seq > seq and p.last_state.applied is not None
                        and p.last_state.applied.id == 0, timeout=5000)
        assert written == [] and host._saver.pending()
        release.set()
        assert host.wait_saved(10_000)
        assert written[-1] == 1                              # the newest snapshot, with the answer
        game, _ = saves.load_game(tmp_path / "g.json")
        assert game.record == g.record[:1]
    finally:
        release.set()
        host.close()


def test_saver_writes_the_newest_snapshot_in_order_and_reports_failures(qtbot, tmp_path):
    from engine import Game
    from engine.ai import random_answer
    import random
    g = Game.new(["Ann", "Bob"], seed=2)
    saver = BackgroundSaver()
    rng = random.Random(2)
    for _ in range(20):
        saver.save(g, tmp_path / "a.json", {"seats": ["human", "human"]}, interrupted=True)
        g.apply(random_answer(g.pending, rng))
    saver.save(g, tmp_path / "a.json", {"seats": ["human", "human"]}, interrupted=True)
    assert saver.wait(10_000)
    back, _ = saves.load_game(tmp_path / "a.json")
    assert back.record == g.record                          # the last one asked for won
    (tmp_path / "bad.json").write_text("not a save")        # never overwritten: a failure, said
    with qtbot.waitSignal(saver.failed, timeout=5000) as got:
        saver.save(g, tmp_path / "bad.json", None, interrupted=True)
    assert "bad.json" in got.args[0] and (tmp_path / "bad.json").read_text() == "not a save"
