"""The Echoes forecast at a Spanish table (issue 28): its titles, tooltips and the
promote tooltip in Spanish, and no English among the table's texts; the
screenshots' position (``resources/positions/echoes.json``), Ann ("Ann" and "Bob"
are player names, kept) asked to promote."""
from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from engine import BY_NAME
from engine.cards import NAMES

from .scan import EnglishFinder, shown_texts
from .test_spanish_runtime import PROPER_NAMES, spanish  # noqa: F401 (the fixture)


def test_the_forecast_speaks_spanish(spanish, qtbot, monkeypatch):  # noqa: F811 (the fixture)
    from innovation_desktop.table import widgets
    from innovation_desktop.table.widgets import CardRow

    from ..desktop.test_forecast_table import doc, table
    # (the Help menu's last tooltip line, set in English by an earlier test's window)
    monkeypatch.setattr(widgets, "CARD_LINK_HINT", "")
    win = table(qtbot, doc(), ["human", "easy"])
    assert win.forecast_title.text() == "Tu pronóstico (3)"
    assert win.forecast_zone.toolTip().startswith("Tu pronóstico: 3 cartas. Solo tú ves estas cartas.")
    bob = win.opp_zones[0]
    assert bob.forecast_label.text() == "Pronóstico (2)"
    assert bob.forecast.backs_tip() == "Pronóstico de Bob: 2 cartas, de edades 2, 2 (Ecos) (boca abajo)."
    tip = win.forecast.tooltip_at(win.forecast.card_rect(BY_NAME["Almanac"]).center())
    assert "Asciéndela (fúndela desde tu pronóstico)" in tip
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    seen = list(shown_texts(win))
    for row in win.findChildren(CardRow):
        if row.isVisible():
            seen.append(("card row", row.backs_tip()))
            seen += [("card row tooltip", row.tooltip_at(r.center())) for r in row.card_rects()]
    finder = EnglishFinder("es", keep=tuple(NAMES) + ("Ann", "Bob") + PROPER_NAMES)
    english = [(where, finder.area_of(text)) for where, text in seen if text and finder.area_of(text) is not None]
    assert not english, english
