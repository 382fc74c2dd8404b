"""``innovation-desktop --self-test``: check an installed or frozen app end to end.

It opens the table (offscreen when there is no display), deals a new game between
two computer seats (their thinking in the spawned worker process, as in play),
and lets them play until ``dogmas`` Dogma actions have been carried out to the end;
it also draws a card picture for a tooltip, checks that every card of the game
has its effects, and opens the rules (with their pictures) and the card browser. It prints one line
per finding and a last line
``self-test: ok ...`` and returns 0, or prints ``self-test: FAILED ...`` and
returns 1 (2 if no game could start). Nothing is saved. It also fails when no real
font can be found (every text would be drawn as empty boxes): see :func:`font_problem`.
"""
from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.decisions import Event

#: the characters every interface text is made of, in English and Spanish
FONT_SAMPLE = "Innovation Age Dogma 0123456789 ñáéíóúü¿¡"

#: what to install when :func:`font_problem` finds no font, per system
FONT_PACKAGES = ("Debian/Ubuntu: fonts-dejavu-core and fontconfig-config; Fedora: dejavu-sans-fonts; "
                 "Arch: ttf-dejavu")


def font_problem() -> str | None:
    """None when the application's default font is a real one that draws text, else
    what is wrong, in one sentence. Needs a ``QGuiApplication``.

    Without any font file (a minimal system without fonts, or fontconfig finding none),
    Qt still lists its generic families ("Sans Serif"...) and measures text, but draws
    every character as the same empty box. So this checks that the default font has a
    glyph for every character of :data:`FONT_SAMPLE` and that two texts of the same
    length ("Il", "Wm") are drawn differently."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QFontMetrics, QImage, QPainter

    if not QFontDatabase.families():
        return "no font family is installed"
    font = QFont()
    family = QFontInfo(font).family()
    if not family:
        return "no font was found (fontconfig lists none)"
    metrics = QFontMetrics(font)
    missing = "".join(dict.fromkeys(ch for ch in FONT_SAMPLE if ch != " " and not metrics.inFontUcs4(ord(ch))))
    if missing:
        return (f"the default font ({family!r}) has no glyph for {missing!r}: "
                "texts would be drawn as empty boxes")

    def drawn(text: str) -> QImage:
        img = QImage(64, 32, QImage.Format.Format_RGB32)
        img.fill(Qt.GlobalColor.white)
        painter = QPainter(img)
        painter.setFont(font)
        painter.setPen(Qt.GlobalColor.black)
        painter.drawText(4, 24, text)
        painter.end()
        return img

    blank = drawn("")
    first, second = drawn("Il"), drawn("Wm")
    if first == blank or second == blank:
        return f"the default font ({family!r}) draws nothing"
    if first == second:
        return f"the default font ({family!r}) draws different letters alike (empty boxes)"
    return None


def run(seed: int | None = None, dogmas: int = 1, timeout_s: float = 120.0, screenshot: str | None = None) -> int:
    """Run the self-test (see the module's text); returns the exit code.

    ``seed``: the game's seed (random if None); ``dogmas``: how many Dogma actions
    must be completed (at least 1); ``timeout_s``: how long to wait for them, in
    seconds; ``screenshot``: a PNG path for a picture of the table at the end."""
    import random

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from engine import CARDS, NAMES, Game
    from engine.effects import MissingEffects, check_effects

    from .sessions.local import GameSession
    from .sessions.seats import Seat
    from .settings import SETTINGS
    from .table.cardface import card_image_path
    from .table.window import TableWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)     # the GUI's own (never a bare QCoreApplication)
    SETTINGS.instant()
    seed = random.randrange(1 << 31) if seed is None else seed
    frozen = bool(getattr(sys, "frozen", False))
    print(f"self-test: seed {seed}, frozen {frozen}, Python {sys.version.split()[0]}", flush=True)
    failure: list[str] = []
    problem = font_problem()
    if problem is None:
        from PySide6.QtGui import QFont, QFontInfo
        print(f"self-test: font: {QFontInfo(QFont()).family()} draws text", flush=True)
    else:
        print(f"self-test: font: {problem}; install a font ({FONT_PACKAGES})", flush=True)
        failure.append(f"no usable font: {problem}")
    game = Game.new(["Ada", "Bruno"], seed=seed)
    try:
        check_effects(game.state)
    except MissingEffects as e:
        print(f"self-test: FAILED: {e}", flush=True)
        return 2
    print(f"self-test: all {len(game.state.locate_all())} cards of the game have their effects", flush=True)
    win = TableWindow()
    win.resize(1280, 800)
    session = GameSession(game, [Seat("easy"), Seat("random")], ai_seed=seed)
    win.set_session(session)
    win.show()

    done: list[str] = []            # titles of the cards whose dogma was carried out to the end
    pending: list[str] = []         # a Dogma action begun, not yet over

    def on_events(events: list[Event]) -> None:
        for e in events:
            if pending and e.kind in ("action", "turn", "end", "dogma"):
                done.append(pending.pop())
            if e.kind == "dogma":
                card = NAMES[e.card] if e.card is not None else max(
                    (n for n in NAMES if n in e.text), key=len, default=e.text)
                pending.append(card)
        if len(done) >= max(1, dogmas) or session.game.over:
            if pending and session.game.over:
                done.append(pending.pop())
            QTimer.singleShot(0, app.quit)

    session.eventsAppended.connect(on_events)
    def fail(msg: str) -> None:
        failure.append(msg)
        app.quit()
    session.error.connect(fail)
    session.gameOver.connect(lambda *_: QTimer.singleShot(0, app.quit))
    QTimer.singleShot(int(timeout_s * 1000), lambda: fail(f"no dogma done in {timeout_s:g} s"))
    t0 = time.perf_counter()
    app.exec()
    spent = time.perf_counter() - t0
    tip = card_image_path(game.state.players[0].hand[0] if game.state.players[0].hand else 0, 120)
    with open(tip, "rb") as f:
        if f.read(8) != b"\x89PNG\r\n\x1a\n":
            failure.append("the tooltip picture is not a PNG")
    from .help.cards import CardBrowser
    from .help.rules import RulesWindow, pictures, rules_html
    rules = RulesWindow(lang="en")           # the help's page and pictures are in this installation
    if rules.missing or not rules.anchors:
        failure.append(f"the rules page lacks pictures {rules.missing} or sections")
    else:
        print(f"self-test: rules page: {len(rules.anchors)} sections, {len(pictures(rules_html('en')))} pictures",
              flush=True)
    rules.deleteLater()
    cards = CardBrowser("fourth")        # the fourth edition lists every card (the age-11 ones too)
    if cards.shown() != list(range(len(CARDS))):
        failure.append("the card browser does not show every card")
    cards.deleteLater()
    if screenshot:
        if not win.grab().save(screenshot, "PNG"):
            failure.append(f"cannot write {screenshot}")
    st = session.game.state
    session.close()
    session.runner.wait()
    process = "a worker process" if session.runner.use_process else "a thread"
    if failure or not done:
        print(f"self-test: FAILED: {'; '.join(failure) or 'no dogma was carried out'}", flush=True)
        return 1
    print(f"self-test: ok: {len(done)} dogma action(s) carried out ({', '.join(done)}), turn {st.turn}, "
          f"computer thinking in {process}, {spent:.1f} s", flush=True)
    return 0
