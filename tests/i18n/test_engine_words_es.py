"""The engine's words in Spanish (areas ``engine`` and ``effects``): every log line,
prompt and alternative of random games goes through a translation (no template is
missing from the compiled ``.qm``), a LAN joiner says the host's log in its own
language, and the table's log and prompt bar show the Spanish words."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from engine import Game
from engine.ai import random_answer
from engine.msg import Msg
from engine.view import events_entries, pending_view

ROOT = Path(__file__).resolve().parents[2]
QM = ROOT / "resources" / "i18n" / "es"


def _translators() -> list[QTranslator]:
    out = []
    for area in ("engine", "effects", "cards"):
        t = QTranslator()
        assert t.load(str(QM / f"{area}.qm")), area
        out.append(t)
    return out


@pytest.fixture
def spanish(qapp):
    trs = _translators()
    for t in trs:
        QCoreApplication.installTranslator(t)
    yield trs
    for t in trs:
        QCoreApplication.removeTranslator(t)


def _untranslated(m: Msg, trs: list[QTranslator]) -> list[tuple[str, str]]:
    from innovation_desktop.words import walk
    return [(c, t) for c, t in walk(m) if not any(tr.translate(c, t) for tr in trs)]


def _games():
    setups = [(["Ann", "Bob"], {}), (["Ann", "Bob", "Cy"], {"edition": "first"}),
              (["Ann", "Bob", "Cy", "Di"], {"teams": True}), (["Ann", "Bob", "Cy", "Di"], {})]
    for seed in range(10):
        names, kw = setups[seed % len(setups)]
        try:
            g = Game.new(names, seed=seed, **kw)
        except TypeError:                      # no such option in this build
            g = Game.new(names, seed=seed)
        yield seed, g


def test_every_line_and_prompt_of_base_games_is_translated(spanish):
    from innovation_desktop.words import render
    missing: set[tuple[str, str]] = set()
    kinds: set[str] = set()
    said = 0
    for seed, g in _games():
        rng = random.Random(seed)
        mark = 0
        while True:
            d = g.pending
            if d is not None:
                msgs = [d.prompt] + list(d.alternatives)
            else:
                msgs = []
            for e in g.events[mark:]:
                kinds.add(e.kind)
                msgs += [m for m in (e.msg, e.hidden_msg) if m is not None]
            mark = len(g.events)
            for m in msgs:
                assert isinstance(m, Msg), f"plain English text from the engine: {m!r}"
                missing.update(_untranslated(m, spanish))
                text = render(m)
                assert not re.search(r"\{[a-z_0-9]*\}", text), text      # every field filled
                said += 1
            if d is None:
                break
            g.apply(random_answer(d, rng))
    assert not missing, sorted(missing)[:10]
    assert said > 1000
    assert {"turn", "action", "draw", "melds", "scores", "dogma", "splay", "end"} <= kinds


def test_spanish_lines_read_in_spanish(spanish):
    from innovation_desktop.words import render
    g = Game.new(["Ann", "Bob"], seed=3)
    rng = random.Random(3)
    while not g.over and len(g.record) < 60:
        g.apply(random_answer(g.pending, rng))
    lines = [render(e.msg) for e in g.events]
    assert any(re.fullmatch(r"Turno \d+: juega (Ann|Bob)\.", t) for t in lines), lines[:5]
    assert any(t.startswith(("Ann roba ", "Bob roba ")) for t in lines)
    # the hidden side of a draw: "un 3", never the English article
    hidden = [render(e.hidden_msg) for e in g.events if e.hidden_msg is not None]
    assert hidden and not any(re.search(r"\b(a|an) \d", t) for t in hidden), hidden[:5]
    assert any(re.search(r"\bun \d", t) for t in hidden)
    # fields: colors and splay directions in Spanish
    m = Msg("engine", "{player} splays their {color} cards {splay}.", {"player": "Ann", "color": 1, "splay": 1})
    assert render(m) == "Ann despliega a la izquierda sus cartas de color rojo."
    # a card title stays English; a player's name stays as it is (no markup made of it)
    m = Msg("engine", "{player} reveals {card}.", {"player": "<b>Ann</b>", "card": 0})
    from engine.cards import NAMES
    assert render(m) == f"<b>Ann</b> revela {NAMES[0]}."


def test_without_translators_the_words_are_english(qapp):
    from innovation_desktop.words import render
    g = Game.new(["Ann", "Bob"], seed=5)
    rng = random.Random(5)
    while not g.over and len(g.record) < 40:
        g.apply(random_answer(g.pending, rng))
    assert [render(e.msg) for e in g.events] == [e.text for e in g.events]


def test_a_broken_translation_falls_back_to_english(spanish):
    from innovation_desktop.words import render
    # a message the .qm does not know (a newer host): its English template, fields in Spanish
    m = Msg("engine", "{player} does something new with {color}.", {"player": "Ann", "color": 0})
    assert render(m) == "Ann does something new with azul."


def test_a_joiner_says_the_hosts_log_in_its_own_language(spanish):
    """The host sends message data beside the English; the joiner renders it."""
    from innovation_desktop.net.protocol import DecisionInfo, FrameDecoder, LogItem, StateMsg, decode, encode
    from innovation_desktop.words import log_lines, render_data
    g = Game.new(["Ann", "Bob"], seed=7)
    rng = random.Random(7)
    while not g.over and len(g.record) < 30:
        g.apply(random_answer(g.pending, rng))
    items = [LogItem(text=t, kind=k, msg=m) for t, k, m in events_entries(g.events, 1)]
    pv = pending_view(g, 1)
    info = DecisionInfo(id=len(g.record), player=pv["player"], kind=pv["kind"], prompt=pv["prompt"],
                        prompt_msg=pv["prompt_msg"])
    frame = encode(StateMsg(seq=1, seats=[], started=True, log=items, decision=info))
    got = decode(FrameDecoder().feed(frame)[0])
    spanish_lines = log_lines([(x.text, x.kind, x.msg) for x in got.log])
    english = [x.text for x in got.log]
    assert len(spanish_lines) == len(english) > 5
    assert any(t.startswith("Turno ") for t, _ in spanish_lines)
    assert sum(s != e for (s, _), e in zip(spanish_lines, english)) > len(english) // 2
    assert render_data(got.decision.prompt_msg, got.decision.prompt) != got.decision.prompt
    # what Bob may not see stays hidden in any language: the same lines as the English ones
    assert len(spanish_lines) == len([t for e in g.events if (t := e.for_player(1)) is not None])


@pytest.mark.parametrize("bad", [
    {"c": "engine", "t": "{player} draws {card}.", "a": {"player": "Ann"}},
    {"c": "engine", "t": "{card}", "a": {"card": -1}},
    {"c": "engine", "t": "{n.__class__.__mro__}", "a": {"n": 1}},
    {"c": "engine", "t": "x", "a": {"n": {"c": "engine", "t": "{q}"}}},
    "just text",
])
def test_a_malformed_message_from_the_wire_is_a_clear_protocol_error(bad):
    from innovation_desktop.net.protocol import ProtocolError, decode
    body = {"type": "state", "seq": 1, "seats": [], "started": True, "log": [{"text": "x", "kind": "", "msg": bad}]}
    with pytest.raises(ProtocolError) as e:
        decode(json.dumps(body).encode())
    assert e.value.code == "schema" and "log.0.msg" in e.value.message
    body = {"type": "state", "seq": 1, "seats": [], "started": True,
            "decision": {"id": 0, "player": 0, "kind": "yesno", "prompt": "?", "prompt_msg": bad}}
    with pytest.raises(ProtocolError) as e:
        decode(json.dumps(body).encode())
    assert "prompt_msg" in e.value.message


def test_the_table_shows_the_log_and_prompt_in_spanish(spanish, qtbot):
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.window import TableWindow
    g = Game.new(["Ann", "Bob"], seed=2)
    rng = random.Random(2)
    while len(g.record) < 12:
        g.apply(random_answer(g.pending, rng))
    win = TableWindow()
    qtbot.addWidget(win)
    win.set_session(GameSession(g, [Seat("human"), Seat("human")], ai_seed=1))
    win.refresh()
    lines = win.log.lines
    assert any(t.startswith("Turno ") for t in lines), lines[-5:]
    assert not any(t.startswith("Turn ") and ": " in t and " to play" in t for t in lines)
    pv = win.v["pending"]
    from innovation_desktop.table.window import Pending
    assert Pending(pv).prompt != pv["prompt"]          # the prompt bar's words are Spanish
    win.session.close()


def _tool():
    import importlib.util
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("area", ["engine", "effects"])
def test_every_template_of_the_engine_areas_is_in_the_ts_and_translated(area):
    """engine.ts / effects.ts hold exactly the templates of the source (what
    ``tools/i18n.py update`` writes), each with a finished translation whose
    fields are the template's."""
    import glob
    tool = _tool()
    files = sorted(f for g in tool.AREAS[area] for f in glob.glob(str(ROOT / g)))
    want = set(tool.extract_messages(files))
    have = tool.read_translations(str(QM / f"{area}.ts"))
    assert set(have) == want
    for (ctx, src), (text, kind) in have.items():
        assert kind is None and text.strip(), (ctx, src)
        assert sorted(re.findall(r"\{\w*\}", text)) == sorted(re.findall(r"\{\w*\}", src)), (src, text)


def test_a_file_error_is_said_in_spanish(spanish):
    from pydantic import ValidationError

    from engine.position import PositionModel
    from engine.wording import validation_text
    from innovation_desktop.words import render
    with pytest.raises(ValidationError) as e:
        PositionModel.model_validate({"format": "innovation-position/1", "players": [{"name": "Ann"}],
                                      "edition": "fourth"})
    m = validation_text(e.value)
    assert isinstance(m, Msg) and str(m)                      # the English, as before
    said = render(m)
    assert said != str(m) and not _untranslated(m, spanish), (said, _untranslated(m, spanish))


def test_a_refused_answer_is_said_in_spanish(spanish, qtbot):
    from engine.decisions import IllegalAnswer
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    g = Game.new(["Ann", "Bob"], seed=1)
    rng = random.Random(1)
    while g.pending.kind != "action":
        g.apply(random_answer(g.pending, rng))
    with pytest.raises(IllegalAnswer) as e:
        g.apply({"action": "achieve", "age": 9})
    who = g.state.players[g.state.current].name
    assert (
        str(e.value) == f"{who} needs a score of 45 to achieve 9 (has {g.state.players[g.state.current].score_total()})"
    )
    s = GameSession(g, [Seat("human"), Seat("human")], ai_seed=1)
    said = []
    s.error.connect(said.append)
    assert not s.answer({"action": "achieve", "age": 9})
    assert said == [
        f"{who} necesita 45 puntos para conseguir el 9 (tiene {g.state.players[g.state.current].score_total()})"
    ]
    s.close()


def test_the_action_prompt_agrees_with_one_action_left(spanish):
    """"(1 left this turn)": the Spanish must not say "quedan 1" (a plural verb
    with one action); and the prompt is read by every seat in a replay, so it
    does not say "te" (you) either."""
    es = QCoreApplication.translate("engine", "{player}: choose an action ({n} left this turn).")
    assert "{player}" in es and "{n}" in es
    one = es.format(player="Ana", n=1)
    assert "quedan 1" not in one and " te " not in one, one
