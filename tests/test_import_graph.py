"""The import graph of engine/, server/ and table/ (DESIGN.md, 'One stream of records'): no
cycles, the server imports only the engine, ``engine.core`` is the contract only.

Every import counts, a function-local one too; only imports under ``if TYPE_CHECKING:`` (never
run) are left out. A name is its module (``from a.b import c`` is an edge to ``a.b.c`` when that
is a module, else to ``a.b``), the way ``../shared/tools/import-cycles`` counts them. A late
import may stay only for start-up (or an optional dependency), and says so in a comment.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "server", "table")


def _modules() -> dict[str, Path]:
    mods = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            mods[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return mods


MODULES = _modules()
TREES = {name: ast.parse(path.read_text(encoding="utf-8"), str(path)) for name, path in MODULES.items()}


def _type_checking_only(tree: ast.Module) -> set[int]:
    skip = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(sub) for sub in ast.walk(node))
    return skip


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> set[str]:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        base = node.module or ""
        if node.level:
            package = module.split(".")
            if MODULES[module].name != "__init__.py":
                package = package[:-1]
            package = package[: len(package) - (node.level - 1)]
            base = ".".join(package + ([base] if base else []))
        names = [base] + [f"{base}.{alias.name}" for alias in node.names]
    found = set()
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name and name != module:
            found.add(name)
    return found


def import_graph() -> dict[str, dict[str, int]]:
    """module -> {imported module: line of the first import of it}."""
    graph: dict[str, dict[str, int]] = {}
    for module, tree in TREES.items():
        skip = _type_checking_only(tree)
        edges = graph.setdefault(module, {})
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skip:
                for target in _targets(module, node):
                    edges[target] = min(edges.get(target, node.lineno), node.lineno)
    return graph


def cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(graph[start]))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph[child])))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def _describe(component: list[str], graph: dict[str, dict[str, int]]) -> str:
    members = set(component)
    lines = [f"{a} imports {b} ({MODULES[a].relative_to(ROOT)}:{line})"
             for a in component for b, line in sorted(graph[a].items()) if b in members]
    return "a cycle of " + ", ".join(component) + ":\n  " + "\n  ".join(lines)


def test_no_import_cycles():
    graph = import_graph()
    found = cycles(graph)
    assert not found, "\n".join(_describe(c, graph) for c in found)


def test_the_server_imports_only_the_engine():
    # the game server's container has no table/ and no pygame (deploy/Containerfile)
    graph = import_graph()
    wrong = [f"{m} imports {t} ({MODULES[m].relative_to(ROOT)}:{line})" for m, edges in graph.items()
             if m.split(".")[0] == "server" for t, line in edges.items() if t.split(".")[0] == "table"]
    assert not wrong, "\n".join(wrong)


def test_the_engine_imports_neither_the_server_nor_the_table():
    graph = import_graph()
    wrong = [f"{m} imports {t}" for m, edges in graph.items() if m.split(".")[0] == "engine"
             for t in edges if t.split(".")[0] != "engine"]
    assert not wrong, "\n".join(wrong)


def test_engine_core_is_the_contract_only():
    # the session and the games registry sit beside it (engine/session.py, engine/games/)
    graph = import_graph()
    wrong = [f"{m} imports {t}" for m, edges in graph.items() if m == "engine.core" or m.startswith("engine.core.")
             for t in edges if not (t == "engine.core" or t.startswith("engine.core."))]
    assert not wrong, "\n".join(wrong)


def _late_imports():
    for module, tree in TREES.items():
        lines = MODULES[module].read_text(encoding="utf-8").splitlines()
        skip = _type_checking_only(tree)
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(function):
                if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skip:
                    yield module, node, lines


@pytest.mark.parametrize("package", PACKAGES)
def test_every_late_import_says_why(package):
    """A function-local import stays only where it buys start-up time (or an optional dependency
    may be missing): a comment with the word "late" on its line or above its block says so."""
    silent = []
    for module, node, lines in _late_imports():
        if module.split(".")[0] != package:
            continue
        row = node.lineno - 1
        said = "late" in lines[row].partition("#")[2]
        while not said and row > 0:
            row -= 1
            text = lines[row].strip()
            if text.startswith("#"):
                said = "late" in text
            elif not (text == "" or text.startswith(("import ", "from "))):
                break
        if not said:
            silent.append(f"{MODULES[module].relative_to(ROOT)}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    assert not silent, "late imports without a comment saying why:\n" + "\n".join(silent)


def test_the_check_finds_a_cycle():
    # the search itself: a made-up graph with one cycle of three and a tail
    graph = {"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1, "d": 1}, "d": {}}
    assert cycles(graph) == [["a", "b", "c"]]
