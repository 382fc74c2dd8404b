"""A fourth-edition game over the LAN, played to its end on the joiner's own table.

The host's table (:class:`HostSession`) and a joiner's (:class:`PeerSession`)
over loopback, as in ``test_lan_every_kind.py``: an individual game of four in
the fourth edition (issue 27), three computer seats and the joiner. The game is
played at random to the joiner's first chance to use an age-11 card that splays
aslant (turn 55 of seed 29, the Junk already holding cards); the host hosts it
from there, the joiner clicks that card on its board for its Dogma, then answers
every decision with its own enabled controls (prompt buttons, menu entries:
Meld, Dogma, Achieve, the Dogma of the card across) picked at random. The game
must reach its end with no stall; on the way the joiner must have answered the
distance rule's question (return a card from hand to share, or to ignore a
demand) and used the dogma of the card across, a pile must have been splayed
aslant, and at the end the joiner's table must show the Junk and every splay as
the host's does."""
from __future__ import annotations

import random
import time

import pytest

from engine import BY_NAME, Game
from engine.ai import random_answer
from engine.cards import COLORS, NAMES
from engine.view import table_view

from .test_lan_every_kind import _controls, asked, close, host_game

NAMES4 = ["Ann", "Bob", "Cy", "Di"]


@pytest.fixture(autouse=True)
def instant(monkeypatch):
    from innovation_desktop.settings import SETTINGS
    monkeypatch.setattr(SETTINGS, "ai_process", False)
    for k in ("splay_ms", "fly_ms", "computer_delay_ms"):
        monkeypatch.setattr(SETTINGS, k, 0)


def _wait_for_the_joiner(qtbot, host, jwin, stall_s: float = 30.0) -> None:
    """Wait until the game is over or the joiner's table shows the open decision
    as its own; fail if the host's game makes no progress for ``stall_s``
    seconds (a stall), naming the decision it stands at."""
    def ready() -> bool:
        return host.game.over or (asked(jwin) is not None and jwin.my_decision() is not None
                                  and asked(jwin).get("id") == host.game.decision_id)
    last, since = host.game.decision_id, time.monotonic()
    while not ready():
        qtbot.wait(20)
        if host.game.decision_id != last:
            last, since = host.game.decision_id, time.monotonic()
        assert time.monotonic() - since < stall_s, (
            f"the game stalled at answer {last}: {host.game.pending} (the joiner's table asks "
            f"{asked(jwin) and asked(jwin).get('id')}, its decision {jwin.my_decision()})")


def _fourth_game() -> Game:
    """A fourth-edition game of four played at random (seed 29) up to an action
    of Bob (seat 1, the joiner) that may use the dogma of Solar Sailing or
    Astrogeology, age-11 cards that splay a pile aslant, on his own board."""
    g = Game.new(NAMES4, seed=SEED, edition="fourth")
    rng = random.Random(SEED)
    aslant = {BY_NAME["Solar Sailing"], BY_NAME["Astrogeology"]}
    while not g.over:
        d = g.pending
        if d.kind == "action" and d.player == 1 and any(
                a[0] == "dogma" and a[1] in aslant and a[1] in g.state.players[1].tops() for a in d.options):
            return g
        g.apply(random_answer(d, rng))
    raise AssertionError("the game never offers Bob a Dogma that splays aslant")


def test_joiner_table_plays_a_fourth_edition_game_of_four_to_its_end(qtbot, tmp_path):
    g = _fourth_game()
    host, hwin, jwin = host_game(qtbot, tmp_path, g, 1, computers=True)
    rng = random.Random(SEED)
    me = 1
    seen = {"distance": 0, "far dogma": 0, "aslant": False}
    events0 = len(host.game.events)
    try:
        assert jwin.session.state.view.get("edition") == "fourth"
        _wait_for_the_joiner(qtbot, host, jwin)
        # first the Dogma of the age-11 card that splays aslant, by a click on it at the table
        k = host.game.decision_id
        card = next(c for c in host.game.state.players[me].tops() if NAMES[c] in ("Solar Sailing", "Astrogeology"))
        jwin.card_clicked(card, "board", me)
        qtbot.waitUntil(lambda: host.game.decision_id != k, timeout=10_000)
        assert host.game.record[k] == {"action": "dogma", "card": NAMES[card]}
        pressed = 0
        while not host.game.over:
            _wait_for_the_joiner(qtbot, host, jwin)
            if host.game.over:
                break
            k = host.game.decision_id
            d = host.game.pending
            if d.source == "distance":
                seen["distance"] += 1
            mine = {NAMES[c] for c in host.game.state.players[me].tops()}
            for _ in range(50):               # a card choice takes a few presses, then Done
                controls = _controls(jwin)
                assert controls, f"no control to answer {asked(jwin)}"
                dones = [c for c in controls if c is jwin.prompt.buttons.get("done")]
                c = dones[0] if dones and rng.random() < 0.5 else rng.choice(controls)
                c.trigger() if not hasattr(c, "click") else c.click()
                pressed += 1
                if host.game.decision_id != k or jwin.session._sent is not None:
                    break
            qtbot.waitUntil(lambda k=k: host.game.decision_id != k or host.game.over, timeout=10_000)
            rec = host.game.record[k]
            if d.kind == "action" and isinstance(rec, dict) and rec.get("action") == "dogma" \
                    and rec.get("card") not in mine:
                seen["far dogma"] += 1
        splays = [e for e in host.game.events[events0:] if e.kind == "splay"]
        seen["aslant"] = any("aslant" in str(e.msg_for(None)) for e in splays)
        assert pressed > 0
        # the joiner answered the distance rule's question and used the dogma of a card across
        assert seen["distance"] and seen["far dogma"], seen
        assert seen["aslant"], seen           # Solar Sailing's sharer splayed a pile aslant
        qtbot.waitUntil(lambda: jwin.session.state.view.get("result") is not None, timeout=10_000)
        # the joiner's table shows what the host's does: the Junk (how many cards, of which
        # ages), every pile's splay (aslant included) and the result
        final = table_view(host.game, me)
        jv = jwin.session.state.view
        assert jv["junk"] == final["junk"] and jv["junk"]["count"] > 0
        assert [[pl["board"][c]["splay"] for c in COLORS] for pl in jv["players"]] == \
            [[pl["board"][c]["splay"] for c in COLORS] for pl in final["players"]]
        tip = jwin.supply.tooltip_for(("junk", None))
        assert f"{final['junk']['count']} card(s)" in tip
    finally:
        close(jwin, hwin)


SEED = 29


@pytest.mark.parametrize("expansions", ["echoes", "cities", "artifacts,echoes,cities"])
def test_serve_refuses_the_fourth_edition_with_an_expansion_before_listening(capsys, expansions):
    """``serve --edition fourth --expansions echoes`` listened, then failed when the
    joiner came ("the host could not handle this message"; the joiner waited):
    the options are refused at once, with the engine's reason, and nothing listens."""
    from innovation_desktop.net.cli import run
    rc = run(["serve", "--seats", "remote,easy", "--port", "0", "--bind", "127.0.0.1", "--code", "tiger",
              "--no-advertise", "--timeout", "2", "--edition", "fourth", "--expansions", expansions])
    out = capsys.readouterr()
    assert rc == 2
    assert "listening" not in out.out
    assert "fourth edition cannot be played with an expansion" in out.err


def test_host_new_checks_the_game_options_first():
    from innovation_desktop.net.host import Host
    with pytest.raises(ValueError, match="fourth edition"):
        Host.new(["local", "remote"], "tiger", local_name="Ann", edition="fourth", expansions=("cities",))
    with pytest.raises(ValueError, match="relics"):
        Host.new(["remote", "easy"], "tiger", expansions=("echoes",), relics=True)
