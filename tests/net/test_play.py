"""Complete games over loopback with the host and every peer in its own process
(``innovation-desktop serve`` and ``innovation-desktop bot``)."""
from __future__ import annotations

import json
import os
import subprocess
import time

from engine.view import view
from innovation_desktop import saves

from .conftest import ROOT, cli


def bots(port, n, tmp_path, extra=(), levels=()):
    procs = []
    for i in range(n):
        level = ("--level", levels[i]) if i < len(levels) else ()
        env = dict(os.environ, INNOVATION_DESKTOP_HOME=str(tmp_path / f"peer{i}"))
        procs.append(subprocess.Popen(
            cli("bot", "--join", f"127.0.0.1:{port}", "--code", "c0de", "--name", f"Peer {i}", "--seed", str(i),
                "--last-view", str(tmp_path / f"view{i}.json"), "--timeout", "90", *level, *extra),
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT))
        time.sleep(0.05)    # seats in order
    return procs


def wait_all(procs, timeout=90):
    outs = []
    for p in procs:
        out, _ = p.communicate(timeout=timeout)
        outs.append(out.decode())
        assert p.returncode == 0, out.decode()
    return outs


def check_views(save, tmp_path, n):
    game, sg = saves.load_game(save)
    assert game.over
    for i in range(n):
        got = json.loads((tmp_path / f"view{i}.json").read_text())
        assert got["view"] == view(game, got["seat"])
        # the peer kept the complete record in its own saves folder
        kept = list((tmp_path / f"peer{i}" / "data" / "games").glob("*.json"))
        assert len(kept) == 1
        g2, sg2 = saves.load_game(kept[0])
        assert g2 == game and sg2.meta["net"]["my_seat"] == got["seat"]
        assert "token_sha256" not in json.dumps(sg2.meta)
    return game


def test_four_bots_play_a_complete_game(servers, tmp_path):
    save = tmp_path / "host.json"
    srv = servers(save, seats="remote,remote,remote,remote", seed=21)
    procs = bots(srv.port, 4, tmp_path, levels=("easy",))
    wait_all(procs)
    assert srv.finish() == 0
    game = check_views(save, tmp_path, 4)
    winners = [game.state.players[w].name for w in game.result[1]]
    assert srv.lines[-1].startswith("game over") and all(w in srv.lines[-1] for w in winners)


def test_host_killed_and_hosted_again_bots_rejoin(servers, tmp_path):
    save = tmp_path / "host.json"
    srv = servers(save, seats="remote,greedy,remote", seed=8)
    procs = bots(srv.port, 2, tmp_path, extra=("--delay", "5"))
    end = time.monotonic() + 30
    while time.monotonic() < end:
        try:
            if len(json.loads(save.read_text())["answers"]) >= 30:
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.02)
    srv.kill()
    n = len(json.loads(save.read_text())["answers"])
    assert 30 <= n
    time.sleep(1.5)                     # the bots notice and keep retrying
    srv2 = servers(save, seats=None, port=srv.port)
    outs = wait_all(procs)
    assert srv2.finish() == 0
    assert all(o.count("joined seat") == 2 for o in outs), outs
    game = check_views(save, tmp_path, 2)
    assert len(game.record) > n
