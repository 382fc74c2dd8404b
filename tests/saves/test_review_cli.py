"""``innovation-desktop review SAVE``: the game review on the command line."""
from __future__ import annotations

import json

import pytest

from engine import Game
from engine.ai import EasyPlayer
from innovation_desktop.app import main, parse_args
from innovation_desktop.saves import store as saves


def _game(seed: int = 3, n: int = 50) -> Game:
    g = Game.new(["Ann", "Bob"], seed=seed)
    agents = [EasyPlayer(seed), EasyPlayer(seed + 1)]
    while not g.over and len(g.record) < n:
        g.apply(agents[g.pending.player].choose(g))
    return g


def test_review_json_has_an_entry_per_decision(tmp_path, capsys):
    g = _game()
    p = tmp_path / "g.json"
    saves.save_game(g, p)
    assert main(["review", str(p), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == ["Ann", "Bob"] and out["deep"] is False
    assert [e["index"] for e in out["decisions"]] == list(range(len(g.record)))
    for e in out["decisions"]:
        assert {"index", "player", "chance_before", "chance_played", "chance_best", "best", "label"} <= set(e)
        assert e["player"] in ("Ann", "Bob")
        assert 0 <= e["chance_played"] <= e["chance_best"] <= 1
        assert e["label"] in (None, "inaccuracy", "mistake", "blunder")
    # the best answer is in position-file form: the game takes it
    h = Game.new(["Ann", "Bob"], seed=3)
    for i, a in enumerate(g.record):
        e = out["decisions"][i]
        probe = h.clone()
        probe.apply(e["best"])
        h.apply(a)


def test_review_one_player_and_text(tmp_path, capsys):
    g = _game(5, 40)
    p = tmp_path / "g.json"
    saves.save_game(g, p)
    assert main(["review", str(p), "--player", "bob", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["decisions"] and {e["player"] for e in out["decisions"]} == {"Bob"}
    assert main(["review", str(p), "--player", "Bob"]) == 0
    text = capsys.readouterr().out
    assert "quick review" in text and "Bob:" in text and "blunders" in text


def test_review_puts_luck_down_to_its_causes(tmp_path, capsys):
    g = _game(7, 40)       # Bob's luck is marked at answer 24 (seen while writing the test)
    p = tmp_path / "g.json"
    saves.save_game(g, p)
    assert main(["review", str(p), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    lucky = [e for e in out["decisions"] if e["luck"] is not None]
    assert lucky
    for e in lucky:
        assert set(e["luck_causes"]) == {"action", "draws", "others"}
        assert sum(e["luck_causes"].values()) == pytest.approx(e["luck"], abs=2e-4)
    assert all(e["luck_causes"] is None for e in out["decisions"] if e["luck"] is None)
    assert main(["review", str(p)]) == 0
    text = capsys.readouterr().out
    line = next(x for x in text.splitlines() if "luck since the last decision" in x)
    assert "the action under way" in line and "draws seen" in line and "the others' choices" in line


def test_review_deep_pass_with_iterations(tmp_path, capsys):
    g = _game(7, 12)
    p = tmp_path / "g.json"
    saves.save_game(g, p)
    assert main(["review", str(p), "--iterations", "6", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deep"] is True and all(e["deep"] for e in out["decisions"])


def test_review_refuses_bad_input(tmp_path, capsys):
    g = _game(3, 20)
    p = tmp_path / "g.json"
    saves.save_game(g, p)
    assert main(["review", str(p), "--player", "Zed"]) == 2
    assert 'no player named "Zed"' in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["review", str(bad)]) == 2
    assert "bad.json" in capsys.readouterr().err
    try:
        main(["review", str(p), "--budget-ms", "-5"])
    except SystemExit as e:
        assert e.code == 2
    else:  # pragma: no cover - the failure
        raise AssertionError("a negative budget was accepted")


def test_review_reads_a_record_kept_by_a_bot(tmp_path, capsys):
    from innovation_desktop.net.peer import keep_record
    g = _game(9, 30)
    doc = json.loads(saves.from_game(g).to_bytes())
    kept = keep_record(doc, 1, tmp_path / "records")
    assert main(["review", str(kept), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert len(out["decisions"]) == len(g.record)


def test_help_lists_the_review_command(capsys):
    try:
        parse_args(["--help"])
    except SystemExit:
        pass
    out = capsys.readouterr().out
    assert "innovation-desktop review" in out and "SAVE [--player NAME]" in out


@pytest.mark.parametrize("n", ["-3", "0", "x", "10000001"])
def test_review_refuses_iterations_that_are_no_search(tmp_path, capsys, n):
    """``--iterations`` is a deep pass of exactly N iterations: N below 1 (no
    search, yet called deep) or beyond the bound is refused like a bad budget."""
    g = _game(3, 12)
    p = tmp_path / "g.json"
    saves.save_game(g, p)
    with pytest.raises(SystemExit) as e:
        main(["review", str(p), "--iterations", n])
    assert e.value.code == 2
    assert "--iterations" in capsys.readouterr().err


def test_a_command_after_options_is_named_not_misread(capsys: pytest.CaptureFixture[str]) -> None:
    """``innovation-desktop --lang es review SAVE --player X``: the command must come
    first; the error says so (it used to read ``--player`` as ``--players``)."""
    with pytest.raises(SystemExit) as e:
        parse_args(["--lang", "es", "review", "game.json", "--player", "Ana"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "put the command first" in err and "review" in err
    assert "--players" not in err
