"""The table is a strict client of the engine: it reads a game only through the seat channel
(views, legal actions, redacted events, why_not), never the engine's State, so that privacy
rests on the engine and the same table can later be a remote client. Like the test that keeps
pygame out of the engine, this reads the source."""

import ast
from pathlib import Path

import pytest

TABLE = Path(__file__).resolve().parents[2] / "table"
FILES = sorted(p for p in TABLE.rglob("*.py"))


def _reaches(path: Path, root: Path = TABLE) -> list[str]:
    """Every place in ``path`` (a file of the table package at ``root``) that reaches the
    engine's State or, in a game table, the Session."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    in_game_table = "games" in path.relative_to(root).parts
    found = []
    for node in ast.walk(tree):
        where = f"{path.relative_to(root)}:{getattr(node, 'lineno', 0)}"
        if isinstance(node, ast.Attribute) and node.attr == "state":
            found.append(f"{where} reads .state")
        if isinstance(node, ast.ImportFrom) and node.module:
            names = {a.name for a in node.names}
            if node.module.endswith(".state") or ("State" in names and node.module.startswith("engine")):
                found.append(f"{where} imports the engine's State ({node.module})")
        if in_game_table and isinstance(node, ast.Attribute) and node.attr in ("session", "bot_request"):
            found.append(f"{where} reaches the Session (.{node.attr}); use scene.channel")
    return found


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(TABLE)))
def test_table_code_never_reaches_the_engine_state(path):
    assert _reaches(path) == []


def test_the_check_finds_a_state_read(tmp_path):
    # a game table's file made in a scratch copy of the package: the source tree is never written
    sample = tmp_path / "table" / "games" / "_sample_for_test.py"
    sample.parent.mkdir(parents=True)
    sample.write_text("def f(table):\n    return table.session.state.view(0)\n")
    assert len(_reaches(sample, tmp_path / "table")) == 2
