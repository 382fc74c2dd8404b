"""Complete games over loopback with the host and every peer in its own process
(``innovation-desktop serve`` and ``innovation-desktop bot``)."""
from __future__ import annotations

import json
import os
import subprocess
import time

from engine.view import table_view
from innovation_desktop.saves import store as saves

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
        assert got["view"] == table_view(game, got["seat"])    # what the peer's table draws
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


def test_bot_process_killed_in_a_demand_rejoins_with_its_token(servers, tmp_path):
    """The bot (seat 2) is killed while a demand asks it; started again, it rejoins
    its seat with the token it kept and answers that same decision."""
    import random
    import signal

    from engine.cards import BY_NAME, CARDS, ICONS
    from innovation_desktop.net.protocol import Welcome

    from .conftest import Client, play, pump

    save = tmp_path / "host.json"
    srv = servers(save, seats="remote,remote", seed=5)
    ann = Client(srv.port)
    assert isinstance(ann.join("Ann", seat=0), Welcome)
    tok = tmp_path / "token"

    def start_bot(delay):
        env = dict(os.environ, INNOVATION_DESKTOP_HOME=str(tmp_path / "peer0"))
        return subprocess.Popen(cli("bot", "--join", f"127.0.0.1:{srv.port}", "--code", "c0de", "--name", "Bo",
                                    "--seed", "3", "--delay", str(delay), "--token-file", str(tok),
                                    "--last-view", str(tmp_path / "view0.json"), "--timeout", "60"),
                                cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    bot = start_bot(400)

    def bot_demanded(st):
        d = st.decision
        if d is None or d.player != 1 or st.view["current"] != 0 or d.source not in BY_NAME:
            return False
        c = CARDS[BY_NAME[d.source]]
        icon = ICONS[c.dogma_icon]
        icons = [p["icons"][icon] for p in st.view["players"]]
        return any(k == "demand" for k, _ in c.effects) and icons[1] < icons[0]

    rng = random.Random(1)
    end = time.monotonic() + 90
    answered = None
    # Under load the bot may answer the demand before the kill lands; then the
    # decision has moved on, and the test waits for the next demand on the bot.
    while True:
        while time.monotonic() < end:
            st = ann.state
            if st is not None and st.started:
                assert st.view["result"] is None, "the game ended before a demand on the bot"
                if bot_demanded(st):
                    break
                d = st.decision
                if d.player == 0 and d.options is not None and answered != d.id:
                    answered = d.id
                    ann.answer(st, rng)
            pump([ann], 0.05)
        else:
            raise AssertionError("no demand on the bot in time")
        d = ann.state.decision
        bot.send_signal(signal.SIGKILL)
        bot.communicate(timeout=10)
        assert tok.read_text().strip()
        while all(s.connected for s in ann.state.seats):
            pump([ann], 1)
        if ann.state.decision.id == d.id and srv.saved_answers(at_least=d.id) == d.id:
            break                                   # killed in the demand: the game waits
        bot = start_bot(400)                         # it answered first: rejoin, try the next demand
        while not all(s.connected for s in ann.state.seats):
            pump([ann], 1)
    assert ann.state.decision.id == d.id          # the game waits for the killed bot
    bot = start_bot(0)
    while ann.state.decision.id == d.id:
        pump([ann], 5)
    assert srv.saved_answers(at_least=d.id + 1) == d.id + 1
    play([ann], rng, timeout=60)
    out, _ = bot.communicate(timeout=30)
    assert bot.returncode == 0 and b"joined seat 2" in out, out
    assert srv.finish() == 0


def test_a_peer_refuses_a_host_of_another_version(tmp_path):
    """The refusal goes both ways: a bot meeting a host that speaks another
    protocol version tells it so (naming both versions) and gives up."""
    import socket
    import threading

    from innovation_desktop.net.protocol import (PROTOCOL_VERSION, Error, FrameDecoder, Hello, Welcome,
                                                 decode, encode)

    srv = socket.create_server(("127.0.0.1", 0))
    srv.settimeout(20)
    port = srv.getsockname()[1]
    got = []

    def fake_host():
        conn, _ = srv.accept()
        conn.settimeout(20)
        dec = FrameDecoder()
        while len(got) < 2:
            data = conn.recv(65536)
            if not data:
                break
            for body in dec.feed(data):
                m = decode(body)
                got.append(m)
                if isinstance(m, Hello):
                    conn.sendall(encode(Welcome(protocol=PROTOCOL_VERSION + 1, app="9.9", seat=0, token="t")))
        conn.close()
    t = threading.Thread(target=fake_host, daemon=True)
    t.start()
    env = dict(os.environ, INNOVATION_DESKTOP_HOME=str(tmp_path / "peer"))
    out = subprocess.run(cli("bot", "--join", f"127.0.0.1:{port}", "--code", "x", "--reconnect", "2",
                             "--timeout", "30"), cwd=ROOT, env=env, capture_output=True, timeout=60)
    t.join(20)
    srv.close()
    assert out.returncode == 1
    assert isinstance(got[0], Hello) and isinstance(got[1], Error) and got[1].code == "version"
    for text in (got[1].message, out.stdout.decode()):
        assert f"version {PROTOCOL_VERSION}" in text and f"version {PROTOCOL_VERSION + 1}" in text


def test_serve_hosts_an_echoes_game_that_bots_play_to_the_end(servers, tmp_path):
    """``serve --expansions echoes``: the expansion is announced, played to the end by two bots
    (each sees only its own forecast: its last view is the host's view of its seat),
    and kept in the save."""
    save = tmp_path / "host.json"
    srv = servers(save, seats="remote,remote", seed=28, extra=("--expansions", "echoes"))
    assert "Echoes of the Past" in srv.lines[0]
    procs = bots(srv.port, 2, tmp_path)
    wait_all(procs)
    assert srv.finish() == 0
    game = check_views(save, tmp_path, 2)
    assert game.state.echoes and not game.state.artifacts
    assert saves.read_save(save).options.expansions == ["echoes"]
    for i in range(2):
        got = json.loads((tmp_path / f"view{i}.json").read_text())
        mine, other = got["view"]["players"][got["seat"]], got["view"]["players"][1 - got["seat"]]
        assert other["forecast"] is None and isinstance(mine["forecast"], list)       # the other's stays hidden
        assert len(other["forecast_backs"]) == len(game.state.players[1 - got["seat"]].forecast)
