"""The package's parts import each other in one direction only.

Parsed from the source (AST), so imports made inside functions count too (the
app imports lazily for start-up time; a lazy cycle is still a cycle). Imports
under ``if TYPE_CHECKING:`` are left out: they never run.

The parts are ``engine`` and, inside ``innovation_desktop``, each subpackage
(``table``, ``sessions``, ``saves``, ``library``, ``net``, ...) and each top-level
module (``app``, ``plain``, ``settings``, ...).
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PKG = "innovation_desktop"


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or \
        (isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING")


def imports(path: Path) -> set[str]:
    """The absolute names of the modules (or packages) ``path`` imports,
    ``from X import y`` giving both ``X`` and ``X.y`` (y may be a module)."""
    mod = _module_name(path)
    is_pkg = path.name == "__init__.py"
    package = mod if is_pkg else mod.rpartition(".")[0]
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    out: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for n in node.orelse:
                visit(n)
            return
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            out.add(target)
            out.update(f"{target}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) \
                == "import_module" and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            out.add(node.args[0].value)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return out


def _files(top: str) -> list[Path]:
    return sorted((ROOT / top).rglob("*.py"))


def part_of(name: str) -> str | None:
    """The part a module belongs to: ``engine``, or ``innovation_desktop.X`` for the
    subpackage or top-level module X; None outside the project."""
    bits = name.split(".")
    if bits[0] == "engine":
        return "engine"
    if bits[0] != PKG or len(bits) < 2:
        return None
    return f"{PKG}.{bits[1]}"


def _existing_part(name: str) -> str | None:
    part = part_of(name)
    if part is None or part == "engine":
        return part
    leaf = part.split(".")[1]
    d = ROOT / PKG
    return part if (d / leaf).is_dir() or (d / f"{leaf}.py").is_file() else None


def part_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for f in _files(PKG) + _files("engine"):
        src = part_of(_module_name(f))
        if src is None:
            continue
        deps = graph.setdefault(src, set())
        for name in imports(f):
            dst = _existing_part(name)
            if dst is not None and dst != src:
                deps.add(dst)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as a list of nodes (first == last), or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def dfs(n: str) -> list[str] | None:
        state[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                return stack[stack.index(m):] + [m]
            if m not in state:
                found = dfs(m)
                if found:
                    return found
        stack.pop()
        state[n] = 2
        return None

    for n in sorted(graph):
        if n not in state:
            found = dfs(n)
            if found:
                return found
    return None


def test_find_cycle_finds_cycles():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_imports_sees_lazy_relative_imports(tmp_path):
    # the parser resolves relative imports inside functions
    f = ROOT / PKG / "table" / "window.py"
    got = imports(f)
    assert f"{PKG}.sessions.local" in got
    assert f"{PKG}.library.saves_ui" not in got


def test_no_cycle_between_parts():
    graph = part_graph()
    # the parts this test is about exist (a rename would make it pass vacuously)
    for p in ("table", "sessions", "saves", "library", "net", "app"):
        assert f"{PKG}.{p}" in graph, p
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle between parts: " + " -> ".join(cycle)


@pytest.mark.parametrize("module", [_module_name(f) for f in _files(PKG)])
def test_no_cycle_between_modules(module):
    """No module reaches itself through imports (inside one part either)."""
    graph: dict[str, set[str]] = {}
    known = {_module_name(f) for f in _files(PKG)}
    for f in _files(PKG):
        graph[_module_name(f)] = {n for n in imports(f) if n in known and n != _module_name(f)}
    # a package's __init__ is imported with each of its modules: leave that edge out
    for m in graph:
        graph[m] = {n for n in graph[m] if not m.startswith(n + ".")}
    seen, todo = set(), list(graph[module])
    while todo:
        n = todo.pop()
        if n == module:
            pytest.fail(f"{module} imports itself through its imports")
        if n not in seen:
            seen.add(n)
            todo.extend(graph.get(n, ()))


def test_engine_imports_no_qt_and_no_client():
    bad = []
    for f in _files("engine"):
        for name in imports(f):
            top = name.split(".")[0]
            if top in ("PySide6", "PyQt5", "PyQt6", "shiboken6", PKG):
                bad.append(f"{f.relative_to(ROOT)}: {name}")
    assert not bad, bad


def test_saves_and_sessions_need_no_table():
    graph = part_graph()
    for low in ("saves", "sessions", "net"):
        assert f"{PKG}.table" not in graph[f"{PKG}.{low}"], low
        assert f"{PKG}.library" not in graph[f"{PKG}.{low}"], low
