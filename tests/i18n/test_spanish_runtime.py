"""The app in Spanish shows no English: a game played at the table (hot seat and a
computer seat, hand-offs, End turn), its tooltips, the main dialogs and menus, all
scanned for English texts (:mod:`tests.i18n.scan`).

Areas whose owners are still translating are listed in :data:`PENDING_AREAS`:
their English is not failed on (``I18N_REPORT=file`` writes every English text
found, pending areas included). The list only shrinks: the test fails
when a pending area shows no English any more (remove it then)."""
from engine.answers import to_outside
import os
import random

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication

from engine import NAMES
from engine.ai import random_answer

from .scan import EnglishFinder, shown_texts

#: Areas (``.ts`` names) still being translated, and ``unmarked``: English that no
#: ``.ts`` file knows (texts not marked yet: engine words, card texts, app texts).
PENDING_AREAS: set[str] = set()

PLAYERS = ["Ada", "Bruno", "Chen"]
#: Names that are the same in every language (besides card titles and players).
PROPER_NAMES = ("Board Game Arena", "Innovation Desktop", "Carl Chudyk", "Asmadi Games")


@pytest.fixture
def spanish(qapp, tmp_path, monkeypatch):
    from innovation_desktop import i18n
    from innovation_desktop.settings import SETTINGS, Settings
    monkeypatch.setenv("INNOVATION_DESKTOP_HOME", str(tmp_path / "home"))
    saved = Settings(**SETTINGS.__dict__)
    SETTINGS.instant()
    i18n.install(qapp, "es")
    yield qapp
    i18n.uninstall(qapp)
    SETTINGS.__dict__.update(saved.__dict__)


def _window(qtbot):
    from innovation_desktop.help import install_help_menu
    from innovation_desktop.lan.menu import install_lan_menu
    from innovation_desktop.library.saves_ui import install_menu
    from innovation_desktop.table.window import TableWindow
    win = TableWindow()
    qtbot.addWidget(win)
    install_menu(win)
    install_lan_menu(win)
    install_help_menu(win)
    win.resize(1600, 1000)
    win.show()
    qtbot.waitExposed(win)
    return win


def _tooltips(win) -> list[tuple[str, str]]:
    """The tooltips the table makes when asked (piles, supply, icons, cards, prompt buttons)."""
    from innovation_desktop.table.widgets import card_tooltip
    out = []
    if not win.scene.v:
        return out                # the empty table has no tooltips
    boards = [win.my_board] + [b for _, b, _, _ in win.opp_boards]
    for b in boards:
        for pw in b.piles:
            out.append(("pile tooltip", pw.tooltip_text()))
    for kind, key, _ in win.supply.items():
        out.append(("supply tooltip", win.supply.tooltip_for((kind, key))))
    for panel in win.panels:
        for ic in panel.icons:
            out.append(("icon tooltip", ic.tooltip_text()))
    for cid in win.hand.faces or []:
        out.append(("card tooltip", card_tooltip(cid, win.edition)))
    for key, b in list(win.prompt.buttons.items()):
        if key.startswith("card") and b.toolTip() == "":
            ev = QHelpEvent(QEvent.Type.ToolTip, QPoint(2, 2), b.mapToGlobal(QPoint(2, 2)))
            QApplication.sendEvent(b, ev)         # a lazy tooltip is made when wanted
        out.append((f"prompt button {key} tooltip", b.toolTip()))
    return out


def _collect(win, seen: list) -> None:
    seen.extend(shown_texts(win))
    seen.extend(_tooltips(win))
    seen.append(("status bar", win.statusBar().currentMessage()))


def _play(win, qtbot, seen: list, steps: int = 30, collect_every: int = 1) -> None:
    """Answer ``steps`` questions at random, reading every text on the table at every
    ``collect_every``-th of them (and at the incomplete-choice messages)."""
    s = win.session
    rng = random.Random(4)
    for step in range(steps):
        if s.game.state.result is not None if hasattr(s, "game") else False:
            break
        if step % collect_every == 0:
            _collect(win, seen)
        if win.handoff.isVisible():
            win.handoff.button.click()
            continue
        if s.awaiting_end is not None:
            s.end_turn()
            continue
        d = s.pending
        if d is None:
            break
        if not s.is_human(d.player):
            before = d
            qtbot.waitUntil(lambda before=before: s.pending is not before, timeout=30000)
            continue
        if d.kind in ("cards", "colors") and d.min > 0 and d.max > 1 and len(d.options) > 1:
            # a choice not yet complete: Done says what is missing (the status bar)
            win.selected = []
            win._done()
            _collect(win, seen)
        assert s.answer(to_outside(s.game.state, d, random_answer(d, rng)))


def test_spanish_table_shows_no_english(spanish, qtbot):
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.dialogs import EndDialog, LanguageDialog, NewGameDialog
    win = _window(qtbot)
    seen: list[tuple[str, str]] = []
    _collect(win, seen)                                    # the empty table
    win.start_game(PLAYERS, [Seat("human"), Seat("human"), Seat("easy")], seed=3)
    _play(win, qtbot, seen)
    win.hints.ask()                                        # the Hint button
    qtbot.waitUntil(lambda: not win.hints.waiting, timeout=30000)
    _collect(win, seen)
    for dlg in (NewGameDialog(win), LanguageDialog(win)):
        dlg.show()
        seen.extend(shown_texts(dlg))
        dlg.close()
    v = dict(win.session.view(0))
    v["result"] = {"winners": [0], "reason": "score"}
    end = EndDialog(v, win)
    end.show()
    seen.extend(shown_texts(end))
    end.close()
    win.session.close()
    win.session.runner.wait()

    from innovation_desktop.table.dialogs import LANGUAGE_NOTICE     # in both languages on purpose
    finder = EnglishFinder("es", keep=tuple(NAMES) + tuple(PLAYERS) + PROPER_NAMES + (LANGUAGE_NOTICE["en"],))
    found: dict[str, dict[str, str]] = {}
    for where, text in seen:
        hit = finder.area_of(text)
        if hit is not None:
            found.setdefault(hit[0], {}).setdefault(text[:200], f"{where} ({hit[1][:80]})")
    if os.environ.get("I18N_REPORT"):       # the whole list, pending areas included, for people
        with open(os.environ["I18N_REPORT"], "w", encoding="utf-8") as f:
            for a, texts in sorted(found.items()):
                for text, why in sorted(texts.items()):
                    f.write(f"[{a}] {text!r}  <- {why}\n")
    failing = {a: t for a, t in found.items() if a not in PENDING_AREAS}
    report = "\n".join(f"[{a}] {text!r}  <- {why}" for a, texts in sorted(failing.items())
                       for text, why in sorted(texts.items()))
    assert not failing, f"English shown in the Spanish app:\n{report}"
    done = sorted(PENDING_AREAS - set(found))
    assert not done, f"these areas show no English any more: remove them from PENDING_AREAS: {done}"
    assert len(seen) > 200       # the scan saw the table (menus, panels, prompts, tooltips)


def test_the_english_finder_finds_english():
    finder = EnglishFinder("es", keep=tuple(NAMES) + tuple(PLAYERS))
    assert finder.area_of("Waiting for Ada.") == ("table", "Waiting for {name}.")
    assert finder.area_of("&Undo")[0] == "table"
    assert finder.area_of("Esperando a Ada.") is None
    assert finder.area_of("Ada (computer) is thinking…")[0] == "table"
    assert finder.area_of("Dogma ▾") is None                    # the same in both languages
    assert finder.area_of("Draw the top card of your hand")[0] == "unmarked"
    assert finder.area_of("The Wheel") is None                   # a card title
    assert finder.area_of("(strong)")[0] == "unmarked"           # a short text with an English word
    assert finder.area_of("Ada (ordenador)") is None


def _english(seen) -> dict:
    from innovation_desktop.table.dialogs import LANGUAGE_NOTICE
    finder = EnglishFinder("es", keep=tuple(NAMES) + tuple(PLAYERS) + PROPER_NAMES + (LANGUAGE_NOTICE["en"],))
    found: dict[str, dict[str, str]] = {}
    for where, text in seen:
        hit = finder.area_of(text)
        if hit is not None:
            found.setdefault(hit[0], {}).setdefault(text[:200], f"{where} ({hit[1][:80]})")
    return found


def test_spanish_app_windows_show_no_english(spanish, qtbot, tmp_path):
    """The other windows and dialogs: Help (About, Rules, Cards), Open saved game,
    the replay viewer, Host and Join a LAN game."""
    from innovation_desktop.help import open_cards, open_rules, show_about
    from innovation_desktop.lan.dialogs import HostDialog, JoinDialog
    from innovation_desktop.library.replay_viewer import ReplayViewer
    from innovation_desktop.library.saves_ui import OpenDialog, attach_autosave
    from innovation_desktop.sessions.replay import ReplayModel
    from innovation_desktop.sessions.seats import Seat
    win = _window(qtbot)
    win.autosave = attach_autosave
    win.start_game(PLAYERS[:2], [Seat("human"), Seat("easy")], seed=5)
    _play(win, qtbot, [], steps=6)
    win.autosaver.save()
    seen: list[tuple[str, str]] = []
    windows = [show_about(win), open_rules(), open_cards(), OpenDialog(win),
               ReplayViewer(ReplayModel.from_game(win.session.game)),
               HostDialog(win, bind="127.0.0.1", advertise=False), JoinDialog(win, discover=False)]
    for w in windows:
        qtbot.addWidget(w)
        w.show()
        QApplication.processEvents()
        seen.extend(shown_texts(w))
    for w in windows:
        w.close()
    win.session.close()
    win.session.runner.wait()
    found = _english(seen)
    report = "\n".join(f"[{a}] {text!r}  <- {why}" for a, texts in sorted(found.items())
                       for text, why in sorted(texts.items()))
    if os.environ.get("I18N_REPORT"):
        with open(os.environ["I18N_REPORT"], "a", encoding="utf-8") as f:
            f.write(report + "\n")
    assert not found, f"English shown in the Spanish app's windows:\n{report}"
    assert len(seen) > 100


def test_spanish_artifacts_game_shows_no_english(spanish, qtbot):
    """A game with the Artifacts of History expansion and relics: digs, displays,
    the start-of-turn choice, relic tiles (area artifacts and the table's texts for them)."""
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table.widgets import DisplayWidget
    win = _window(qtbot)
    win.start_game(PLAYERS[:2], [Seat("human"), Seat("easy")], seed=8, expansions=["artifacts"], relics=True)
    seen: list[tuple[str, str]] = []
    _play(win, qtbot, seen, steps=40, collect_every=2)
    for d in win.findChildren(DisplayWidget):
        if d.isVisible() and win.scene.v:
            seen.append(("display tooltip", d.tooltip_text()))
    win.session.close()
    win.session.runner.wait()
    found = _english(seen)
    report = "\n".join(f"[{a}] {text!r}  <- {why}" for a, texts in sorted(found.items())
                       for text, why in sorted(texts.items()))
    if os.environ.get("I18N_REPORT"):
        with open(os.environ["I18N_REPORT"], "a", encoding="utf-8") as f:
            f.write(report + "\n")
    assert not found, f"English shown in a Spanish Artifacts game:\n{report}"
    assert any(where == "display tooltip" for where, _ in seen)


def test_spanish_empty_piles_are_named_in_spanish(spanish, qtbot, monkeypatch):
    """The dashed place of an empty pile is painted with its color's name: in Spanish,
    the Spanish word (it was painted with the engine's English "blue", "red"...)."""
    from innovation_desktop.sessions.seats import Seat
    from innovation_desktop.table import widgets
    painted: list[str] = []
    real = widgets.empty_pile_pixmap

    def record(color, w, h, text):
        painted.append(text)
        return real(color, w, h, text)
    monkeypatch.setattr(widgets, "empty_pile_pixmap", record)
    win = _window(qtbot)
    win.start_game(PLAYERS[:2], [Seat("human"), Seat("human")], seed=3)
    win.grab()                                             # every pile is painted, all empty at the start
    assert set(painted) == {"Azul", "Rojo", "Verde", "Amarillo", "Morado"}, painted


def test_spanish_replay_log_heading_is_not_cut(spanish, qtbot):
    """The replay viewer's log heading ("Registro de la partida (haz clic en una línea
    para ir allí)") is wider than the side panel in Spanish: it wraps instead of
    being cut at the window's edge."""
    from engine import Game
    from innovation_desktop.library.replay_viewer import ReplayViewer
    from innovation_desktop.sessions.replay import ReplayModel
    w = ReplayViewer(ReplayModel.from_game(Game.new(PLAYERS[:2], seed=5)))
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    from PySide6.QtWidgets import QLabel
    [lab] = [x for x in w.findChildren(QLabel) if "haz clic" in x.text()]
    needed = lab.heightForWidth(lab.width()) if lab.wordWrap() else -1
    # the whole text fits: one line wide enough, or wrapped within the label's height
    assert lab.sizeHint().width() <= lab.width() or 0 < needed <= lab.height()


def test_spanish_file_dialog_labels(spanish, qtbot):
    """Qt's own file dialog (Open another file, Save As, Host from a save) in Spanish:
    its "&Look in:" and "Files of &type:" labels, which Qt's Spanish file misses, come
    from our translations (they were shown in English)."""
    from PySide6.QtWidgets import QFileDialog, QLabel
    for mode in (QFileDialog.AcceptOpen, QFileDialog.AcceptSave):
        d = QFileDialog(None, "x")
        qtbot.addWidget(d)
        d.setOption(QFileDialog.DontUseNativeDialog, True)
        d.setAcceptMode(mode)
        labels = [lab.text() for lab in d.findChildren(QLabel) if lab.text()]
        assert "&Buscar en:" in labels and "&Tipo de archivo:" in labels, labels
        assert not _english([("file dialog", t) for t in labels]), labels
