"""README.md stays what a player and a new contributor need (the measurements live in
docs/benchmarks.md, one line per figure here), every link between the documents leads
somewhere, and the install commands are given for the systems people use."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ("README.md", "packaging/README.md", *sorted(f"docs/{p.name}" for p in (ROOT / "docs").glob("*.md")))


def _text(name: str) -> str:
    return (ROOT / name).read_text(encoding="utf-8")


def _sections(text: str) -> dict[str, str]:
    """``## Heading`` -> its text (up to the next ``## ``)."""
    parts = re.split(r"^## (.+)$", text, flags=re.M)
    return {parts[i].strip(): parts[i + 1] for i in range(1, len(parts), 2)}


def _slug(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def _outside_code(text: str) -> str:
    return re.sub(r"```.*?```", "", text, flags=re.S)


def test_the_readme_is_short_and_keeps_the_measurements_elsewhere():
    text = _text("README.md")
    lines = len(text.splitlines())
    assert lines <= 500, (f"README.md has {lines} lines (at most 500): measurements go to docs/benchmarks.md, "
                          "long references to a file of their own under docs/, with a link")
    assert "load average" not in text                 # how a figure was measured belongs in docs/benchmarks.md
    assert "[docs/benchmarks.md](docs/benchmarks.md)" in text
    for heading in ("Installing elsewhere", "Playing", "LAN play", "Saved games and replays", "Languages",
                    "What is inside", "Figures"):
        assert heading in _sections(text), heading
    bench = _text("docs/benchmarks.md")
    for figure in ("load average", "bench_startup.py", "bench_ai.py", "screen_strong.py", "1.54x"):
        assert figure in bench, figure


def test_each_figure_is_one_line_with_a_link():
    figures = _sections(_text("README.md"))["Figures"]
    items = [ln for ln in figures.splitlines() if ln.startswith("* ")]
    assert len(items) >= 5
    for ln in figures.splitlines():
        assert not ln.startswith("  "), f"a figure takes one line: {ln!r}"
    for item in items:
        assert re.search(r"\]\((docs/[\w.-]+\.md|packaging/README\.md)(#[\w-]+)?\)$", item), item


def test_every_link_between_the_documents_leads_somewhere():
    for name in DOCS:
        doc = ROOT / name
        for target in re.findall(r"\]\(([^)\s]+)\)", _outside_code(_text(name))):
            if re.match(r"[a-z]+:", target):
                continue                                  # a web address
            path, _, anchor = target.partition("#")
            dest = (doc.parent / path).resolve() if path else doc
            assert dest.exists(), f"{name}: {target}"
            if anchor:
                headings = re.findall(r"^#+ (.+)$", dest.read_text(encoding="utf-8"), flags=re.M)
                assert anchor in {_slug(h) for h in headings}, f"{name}: {target}"


def test_install_commands_for_fedora_arch_macos_and_windows():
    elsewhere = _sections(_text("README.md"))["Installing elsewhere"]
    assert "sudo dnf install" in elsewhere and "xcb-util-cursor" in elsewhere
    assert "sudo pacman -S" in elsewhere and "libglvnd" in elsewhere
    assert "macOS" in elsewhere
    windows = elsewhere[elsewhere.index("**Windows**"):]
    block = re.search(r"```\n(.*?)```", windows, re.S).group(1)
    assert block.startswith("py -m venv .venv")
    assert '.\\.venv\\Scripts\\python -m pip install -e ".[test]"' in block
    assert "'" not in block and "/bin/" not in block     # cmd takes no single quotes; Scripts, not bin
