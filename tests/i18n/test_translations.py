"""The translations: complete, faithful to their placeholders, compiled, and used.

* every message of every ``.ts`` file has a finished Spanish translation with the
  same ``{fields}``/``%n``/``%1`` as its English source (and a mnemonic if it has one);
* the committed ``.qm`` files are what ``pyside6-lrelease`` makes of the ``.ts``;
* no Qt call in ``innovation_desktop/`` shows a string literal with words that does
  not go through ``tr``/``translate`` (:mod:`tests.i18n.static_check`).
"""
import filecmp
import os
import shutil
import subprocess
import sys

import pytest

from . import static_check
from .tsfiles import I18N, ROOT, messages, mnemonics, placeholders, ts_files

#: Files not yet converted (their owners are marking them: issue 15). A file listed
#: here is skipped by the static check; the test fails once it is clean, so the
#: list only shrinks: remove it then.
PENDING_FILES: set[str] = set()


def test_there_are_spanish_translations():
    assert ts_files("es"), "no .ts file under resources/i18n/es"
    assert any(m.finished for ts in ts_files("es") for m in messages(ts))


@pytest.mark.parametrize("ts", ts_files(), ids=lambda p: os.path.relpath(p, I18N))
def test_every_message_is_translated_with_the_same_placeholders(ts):
    bad = []
    for m in messages(ts):
        where = f"[{m.context}] {m.source!r}"
        if not m.finished:
            bad.append(f"untranslated: {where}")
            continue
        want = placeholders(m.source)
        for t in m.translations:
            if placeholders(t) != want:
                bad.append(f"placeholders {placeholders(t)} != {want}: {where} -> {t!r}")
            if mnemonics(m.source) and mnemonics(t) != mnemonics(m.source):
                bad.append(f"keyboard mnemonic (&) lost or doubled: {where} -> {t!r}")
    assert not bad, f"{os.path.relpath(ts, ROOT)}: {len(bad)} problem(s); fix them in the .ts, " \
                    "then `python tools/i18n.py release`:\n" + "\n".join(bad)


def test_the_placeholder_check_can_fail():
    assert placeholders("Draw a {age} for {name} (%n)") == ["%n", "{age}", "{name}"]
    assert placeholders("Roba un {edad} para {name}") != placeholders("Draw a {age} for {name}")
    assert mnemonics("&Save && quit") == 1 and mnemonics("Tom &amp; Jerry") == 0


def _lrelease() -> str | None:
    exe = shutil.which("pyside6-lrelease") or os.path.join(os.path.dirname(sys.executable), "pyside6-lrelease")
    return exe if os.path.exists(exe) else None


def test_every_ts_has_its_compiled_qm_and_no_qm_is_orphaned():
    ts = {os.path.splitext(p)[0] for p in ts_files()}
    import glob
    qm = {os.path.splitext(p)[0] for p in glob.glob(os.path.join(I18N, "*", "*.qm"))}
    assert ts == qm, f"missing .qm: {sorted(ts - qm)}; .qm without .ts: {sorted(qm - ts)}"


@pytest.mark.skipif(_lrelease() is None, reason="pyside6-lrelease is not installed")
def test_the_committed_qm_files_are_up_to_date(tmp_path):
    stale = []
    for ts in ts_files():
        out = tmp_path / (os.path.basename(os.path.dirname(ts)) + "_" + os.path.basename(ts)[:-3] + ".qm")
        subprocess.run([_lrelease(), "-silent", ts, "-qm", str(out)], check=True, timeout=120)
        if not filecmp.cmp(out, ts[:-3] + ".qm", shallow=False):
            stale.append(os.path.relpath(ts, ROOT))
    assert not stale, f"run `python tools/i18n.py release`: stale .qm for {stale}"


def test_no_untranslated_literal_is_shown_by_a_qt_call():
    files = static_check.source_files(os.path.join(ROOT, "innovation_desktop"))
    bad = []
    for f in files:
        if f in PENDING_FILES:
            continue
        for line, lit in static_check.violations(os.path.join(ROOT, f)):
            bad.append(f"{f}:{line}: {lit!r}")
    assert not bad, ("texts shown without tr()/translate() (mark them, then `python tools/i18n.py update`, "
                     "translate, `release`):\n" + "\n".join(bad))


def test_pending_files_are_still_pending():
    """The allow-list only shrinks: a converted file must leave it."""
    clean = [f for f in sorted(PENDING_FILES)
             if os.path.exists(os.path.join(ROOT, f)) and not static_check.violations(os.path.join(ROOT, f))]
    gone = [f for f in sorted(PENDING_FILES) if not os.path.exists(os.path.join(ROOT, f))]
    assert not clean and not gone, f"remove from PENDING_FILES (tests/i18n/test_translations.py): {clean + gone}"


def test_the_static_check_catches_untranslated_texts(tmp_path):
    src = tmp_path / "sample.py"
    src.write_text(
        "def f(self, n, w):\n"
        "    w.setText('Choose a card')\n"                        # 2: a plain literal
        "    w.setToolTip(f'{n} cards left')\n"                    # 3: an f-string with words
        "    QLabel('Score: {n}'.format(n=n))\n"                    # 4: a formatted literal
        "    QMessageBox.warning(self, 'Innovation', 'Cannot open the file')\n"   # 5
        "    w.setText(self.tr('Choose a card'))\n"                # fine
        "    w.setToolTip(translate('Table', '{n} cards left').format(n=n))\n"   # fine
        "    w.setText(f'<b>{n}</b> \\u00b7 {n}')\n"               # fine: no words
        "    w.setText('Innovation')\n"                            # fine: the same in every language
        "    box.addItem(translate('Table', 'First edition'), 'first')\n"  # fine: 'first' is data
        "    w.setText(x if v.get('teams') else y)\n"              # fine: a key, not shown
        "    p.drawText(r, 0, 'empty')\n"                          # 12: painted text
    )
    found = {line for line, _ in static_check.violations(str(src))}
    assert found == {2, 3, 4, 5, 12}


def _lupdate() -> str | None:
    exe = shutil.which("pyside6-lupdate") or os.path.join(os.path.dirname(sys.executable), "pyside6-lupdate")
    return exe if os.path.exists(exe) else None


@pytest.mark.skipif(_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_the_interface_ts_files_hold_every_text_the_source_marks(tmp_path):
    """A text marked in the source but missing from its area's ``.ts`` would show in
    English with every check above still green: lupdate's findings, written to a
    fresh file, must be the committed file's messages, no more and no less."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import i18n as tools_i18n
    finally:
        sys.path.pop(0)
    import glob
    for area, globs in tools_i18n.AREAS.items():
        if area in tools_i18n.MESSAGE_AREAS:
            continue                          # their own test: test_engine_words_es
        files = sorted(os.path.relpath(f, ROOT) for g in globs for f in glob.glob(os.path.join(ROOT, g)))
        fresh = tmp_path / f"{area}.ts"
        subprocess.run([_lupdate(), "-silent", "-locations", "none", "-no-obsolete", "-target-language", "es",
                        *files, "-ts", str(fresh)], cwd=ROOT, check=True, timeout=300,
                       stdout=subprocess.DEVNULL)
        found = {(m.context, m.source) for m in messages(str(fresh))}
        for ts in ts_files():
            if os.path.basename(ts) != f"{area}.ts":
                continue
            have = {(m.context, m.source) for m in messages(ts)}
            assert found - have == set(), (
                f"{os.path.relpath(ts, ROOT)} lacks (run tools/i18n.py update): {sorted(found - have)[:5]}"
            )
            assert have - found == set(), (
                f"{os.path.relpath(ts, ROOT)} has texts no longer in the source: {sorted(have - found)[:5]}"
            )
