"""Card effects are registered by plain imports (a frozen app has no folder to
list), every card of a game has its effects, and a game with a card lacking them
is refused loudly at start-up."""
import ast
from pathlib import Path

import pytest

import engine
from engine import Game
from engine.cards import CARDS, NAMES
from engine.dogma import EFFECTS
from engine.effects import MODULES, MissingEffects, check_effects, missing_effects

EFFECTS_DIR = Path(engine.__file__).parent / "effects"


def test_every_effect_module_is_imported_by_name():
    """Each module of engine/effects/ is named in a plain import and in MODULES:
    a module left out would register nothing in a frozen app."""
    files = {p.stem for p in EFFECTS_DIR.glob("*.py") if not p.name.startswith("_")}
    tree = ast.parse((EFFECTS_DIR / "__init__.py").read_text(encoding="utf-8"))
    imported = {a.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                and node.level == 1 and node.module is None for a in node.names}
    helpers = {f for f in files if not any(
        "register(" in line for line in (EFFECTS_DIR / f"{f}.py").read_text(encoding="utf-8").splitlines())}
    assert files - helpers <= imported, f"effect modules not imported by name: {sorted(files - helpers - imported)}"
    assert {m.__name__.rsplit(".", 1)[1] for m in MODULES} == imported


def test_every_card_has_its_effects():
    # the base game's 105 cards (ids 0-104), and every card its data marks implemented
    # (an expansion's cards count once they are written); no card is marked
    # implemented without its functions
    base = [c for c in CARDS if c.id < 105]
    assert len(base) == 105
    assert missing_effects(range(105)) == []
    assert missing_effects(c.id for c in CARDS if c.implemented) == []
    for c in base:
        assert len(EFFECTS[(c.id, "third")]) == len(c.effects), c.name
    g = Game.new(["Ann", "Bob", "Cy"], seed=5)
    check_effects(g.state)
    check_effects(Game.new(["Ann", "Bob"], seed=5, edition="first").state)


def test_a_card_without_effects_is_named(monkeypatch):
    gone = NAMES.index("Writing")
    monkeypatch.delitem(EFFECTS, (gone, "third"))
    assert missing_effects(range(105)) == ["Writing"]
    g = Game.new(["Ann", "Bob"], seed=1)
    with pytest.raises(MissingEffects, match="Writing") as e:
        check_effects(g.state)
    assert e.value.names == ["Writing"]
    # a card in no game (ids outside the state) is not asked for
    assert missing_effects([c for c in range(105) if c != gone]) == []


def test_app_refuses_to_start_a_game_with_a_card_without_effects(monkeypatch, tmp_path, capsys):
    from innovation_desktop.app import main
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    monkeypatch.delitem(EFFECTS, (NAMES.index("Agriculture"), "third"))
    shot = tmp_path / "t.png"
    assert main(["--seed", "2", "--seats", "human,human", "--screenshot", str(shot)]) == 2
    err = capsys.readouterr().err
    assert "Agriculture" in err and "no effects" in err
    assert not shot.exists()


def test_session_refuses_a_game_with_a_card_without_effects(monkeypatch, qapp):
    from innovation_desktop.sessions.local import GameSession
    from innovation_desktop.sessions.seats import Seat
    monkeypatch.delitem(EFFECTS, (NAMES.index("Sailing"), "third"))
    with pytest.raises(MissingEffects, match="Sailing"):
        GameSession(Game.new(["Ann", "Bob"], seed=3), [Seat("human"), Seat("human")])
