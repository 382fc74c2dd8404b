"""README.md's install and test commands are the ones CI runs (.ci/run takes them
from the README), and the README's first commands install, start, and test."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _print(root: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", str(root / ".ci" / "run"), "--print"], capture_output=True, text=True,
                          timeout=60, cwd=root)


def test_ci_runs_the_readme_install_and_test_lines_never_the_start():
    r = _print(ROOT)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    install = [ln[len("install: "):] for ln in lines if ln.startswith("install: ")]
    tests = [ln[len("test: "):] for ln in lines if ln.startswith("test: ")]
    assert install and tests
    assert any("pip install -e '.[test]'" in c for c in install)
    assert any("libglib2.0-0" in c for c in install)        # minimal Debian: Qt needs GLib
    assert tests == [".venv/bin/python -m pytest"]      # the whole suite, in one process
    assert not any("innovation-desktop" in c for c in install + tests)


def test_the_readme_starts_with_install_then_start_then_tests():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)```", text, re.S)
    first, second = blocks[0].splitlines(), blocks[1].splitlines()
    assert first[0].endswith("# install") and "apt-get install" in first[0]
    assert first[1] == ".venv/bin/innovation-desktop   # start"
    assert second == [".venv/bin/python -m pytest   # test"]
    assert text.index("```sh") < text.index("## ")          # before any other section


def test_ci_refuses_an_install_line_that_starts_the_app(tmp_path):
    (tmp_path / ".ci").mkdir()
    shutil.copy(ROOT / ".ci" / "run", tmp_path / ".ci" / "run")
    (tmp_path / "README.md").write_text(
        "```sh\npython3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/innovation-desktop   # install\n"
        "```\n```sh\n.venv/bin/python -m pytest   # test\n```\n")
    r = _print(tmp_path)
    assert r.returncode == 1 and "starts the app" in r.stderr
    (tmp_path / "README.md").write_text("```sh\npip install .\n```\n")
    r = _print(tmp_path)
    assert r.returncode == 1 and "# install" in r.stderr
