"""Card texts shown in Spanish: with the Spanish translations installed, a card's
face, its tooltip, the card browser (and its text filter) and a special
achievement's tooltip show the Spanish effect texts; titles stay in English; with
them removed, English again (the faces are cached per language)."""
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QTranslator
from PySide6.QtGui import QImage, QPainter

from engine import BY_NAME, CARDS

ROOT = Path(__file__).resolve().parents[2]
QM = ROOT / "resources" / "i18n" / "es" / "cards.qm"


@pytest.fixture
def spanish(qapp):
    tr = QTranslator()
    assert tr.load(str(QM))
    QCoreApplication.installTranslator(tr)
    yield tr
    QCoreApplication.removeTranslator(tr)


class Rec(QPainter):
    """A painter that records the texts drawn."""

    def __init__(self, dev):
        super().__init__(dev)
        self.texts = []

    def drawText(self, *a):
        self.texts.append(next((x for x in a if isinstance(x, str)), ""))
        return super().drawText(*a)


def face_texts(cid, w=240, edition="third"):
    from innovation_desktop.table import cardface
    img = QImage(w, int(w * cardface.RATIO), QImage.Format_ARGB32_Premultiplied)
    p = Rec(img)
    cardface.paint_card(p, QRectF(0, 0, w, w * cardface.RATIO), cid, edition)
    p.end()
    return p.texts


@pytest.mark.parametrize("name", ["Pottery", "Oars", "Holmegaard Bows", "Complex Numbers"])
def test_a_card_face_shows_its_effects_in_spanish_and_its_title_in_english(spanish, name):
    cid = BY_NAME[name]
    drawn = face_texts(cid)
    for _, text in CARDS[cid].effects:
        es = spanish.translate("cards", text)
        assert es and es != text
        assert es in drawn and text not in drawn        # the full-size face shows the whole Spanish text
    assert any(t.replace("\n", " ") == name for t in drawn)


def test_first_edition_faces_show_the_first_edition_text_in_spanish(spanish):
    cid = BY_NAME["Oars"]
    first = CARDS[cid].first_effects[0][1]
    assert spanish.translate("cards", first) in face_texts(cid, edition="first")


def test_the_cached_face_and_the_tooltip_picture_follow_the_language(qapp):
    from innovation_desktop.table import cardface
    cid = BY_NAME["Sailing"]
    en = cardface.card_pixmap(cid, 240).toImage()
    en_path = cardface.card_image_path(cid, 240)
    tr = QTranslator()
    assert tr.load(str(QM))
    QCoreApplication.installTranslator(tr)
    try:
        es = cardface.card_pixmap(cid, 240).toImage()
        es_path = cardface.card_image_path(cid, 240)
    finally:
        QCoreApplication.removeTranslator(tr)
    assert es != en and es_path != en_path
    assert cardface.card_pixmap(cid, 240).toImage() == en


def test_a_card_tooltip_gives_the_spanish_effect_text(spanish):
    from innovation_desktop.table import tips
    from innovation_desktop.table.widgets import card_tooltip
    import html
    cid = BY_NAME["Ark of the Covenant"]
    es = spanish.translate("cards", CARDS[cid].effects[0][1])
    assert es in tips.card_text(cid)
    assert html.escape(es) in card_tooltip(cid)
    assert "Ark of the Covenant" in tips.card_text(cid)


def test_a_special_achievement_tooltip_is_in_spanish(spanish):
    from innovation_desktop.table import tips
    tip = tips.achievement_tip("Wonder")
    assert spanish.translate("specials", "Wonder") in tip
    assert spanish.translate("specials", tips.SPECIAL_CONDITIONS["Wonder"]) in tip
    assert tips.SPECIAL_CONDITIONS["Wonder"] not in tip


def test_the_card_browser_finds_cards_by_their_spanish_text_typed_without_accents(spanish, qtbot):
    from innovation_desktop.help.cards import CardBrowser
    b = CardBrowser()
    qtbot.addWidget(b)
    b.search.setText("archivalo")                    # "archívalo": Monotheism, Coal, Steam Engine...
    shown = {CARDS[c].name for c in b.shown()}
    assert {"Monotheism", "Coal"} <= shown
    for c in b.shown():                               # and only cards whose Spanish text says it
        assert any("archívalo" in spanish.translate("cards", t)
                   for _, t in CARDS[c].effects + (CARDS[c].first_effects or ())), CARDS[c].name
    b.search.setText("Draw a 1 and tuck it")       # English still matches
    assert "Monotheism" in {CARDS[c].name for c in b.shown()}
    tip = b.model.data(b.model.index(BY_NAME["Monotheism"], 0), 0x03)      # Qt.ToolTipRole
    assert spanish.translate("cards", "Draw a 1 and tuck it.") in tip


@pytest.fixture
def spanish_all(qapp):
    """Every Spanish translation file installed (as the app does for --lang es)."""
    trs = []
    for qm in sorted((ROOT / "resources" / "i18n" / "es").glob("*.qm")):
        tr = QTranslator()
        assert tr.load(str(qm))
        QCoreApplication.installTranslator(tr)
        trs.append(tr)
    yield trs
    for tr in trs:
        QCoreApplication.removeTranslator(tr)


def test_an_artifacts_effect_prompt_is_said_in_spanish_and_stays_english_in_the_engine(spanish_all):
    """Tale of the Shipwrecked Sailor: "Choose a color.", then "Meld a {color} card
    from your hand." with the color chosen: the client says both in Spanish (the
    color word too); the engine's English is the old text."""
    from engine.position import build
    from innovation_desktop.words import render
    doc = {"format": "innovation-position/1", "expansions": ["artifacts"], "artifact_choice": False,
           "players": [{"name": "Ann", "board": {"purple": ["Tale of the Shipwrecked Sailor"]},
                        "hand": ["Archery", "Oars"]}, {"name": "Bob"}]}
    g = build(doc)
    g.apply(("dogma", BY_NAME["Tale of the Shipwrecked Sailor"]))
    d = g.pending
    assert str(d.prompt) == "Choose a color."
    es = render(d.prompt)
    assert es != "Choose a color." and es == QCoreApplication.translate("engine", "Choose a color.")
    g.apply(1)                                              # red
    d = g.pending
    assert str(d.prompt) == "Meld a red card from your hand."
    es = render(d.prompt)
    red = QCoreApplication.translate("engine", "red")
    assert red != "red" and red in es and "Meld" not in es
