"""Phases are names (issue 35): each game's engine exports a ``Phase`` enum, and the table compares
a view's phase with its members, never with a phase's string, so that renaming or adding a phase
cannot silently leave a window or a button behind. Like the boundary test, this reads the source."""

import ast
import importlib
from enum import StrEnum
from pathlib import Path

import pytest

from engine.games import GAMES

TABLE = Path(__file__).resolve().parents[2] / "table"
FILES = sorted(TABLE.rglob("*.py"))


def phase_enum(game_id: str) -> type[StrEnum]:
    """The Phase enum a registered game's engine package exports (``engine.games.<id>.phases``)."""
    return importlib.import_module(f"engine.games.{game_id.replace('-', '_')}.phases").Phase


PHASES = frozenset(phase.value for game_id in GAMES for phase in phase_enum(game_id))


def _named_phase(node: ast.AST) -> bool:
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return "phase" in name.lower()


def _mentions_phase(node: ast.AST) -> bool:
    return any(_named_phase(n) for n in ast.walk(node))


def phase_literals(source: str, values: frozenset[str] = PHASES) -> list[tuple[int, str]]:
    """(line, text) of each string in ``source`` that stands for a phase: compared with something
    named like a phase (alone or in a tuple), matched against one, a dict's key, one of a tuple
    made only of phase strings, given to or stored in something named like a phase, or named as
    a constant."""
    def literal(node: ast.AST) -> bool:
        return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in values

    found: dict[int, ast.Constant] = {}

    def flag(*nodes: ast.AST) -> None:
        for node in nodes:
            if literal(node):
                found[id(node)] = node
            elif isinstance(node, ast.Tuple | ast.List | ast.Set):
                flag(*node.elts)

    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare) and _mentions_phase(node):
            flag(node.left, *node.comparators)
        elif isinstance(node, ast.Match) and _mentions_phase(node.subject):
            flag(*[p.value for case in node.cases for p in ast.walk(case.pattern) if isinstance(p, ast.MatchValue)])
        elif isinstance(node, ast.Dict):
            flag(*[k for k in node.keys if k is not None])
        elif isinstance(node, ast.Tuple | ast.List | ast.Set) and len(node.elts) > 1 and all(map(literal, node.elts)):
            flag(node)
        elif isinstance(node, ast.Call) and _named_phase(node.func):
            flag(*node.args, *[k.value for k in node.keywords])
        elif isinstance(node, ast.keyword) and node.arg and "phase" in node.arg.lower():
            flag(node.value)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                pairs = zip(target.elts, node.value.elts, strict=False) \
                    if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple) else [(target, node.value)]
                for name, value in pairs:
                    if literal(value) and (_named_phase(name) or isinstance(name, ast.Name) and name.id.isupper()):
                        flag(value)
    return sorted((n.lineno, n.value) for n in found.values())


def test_every_registered_game_names_its_phases():
    for game_id, game in GAMES.items():
        phase = phase_enum(game_id)
        assert issubclass(phase, StrEnum) and len(phase) >= 2, game_id
        players = game.default_players
        view = game.new_state(players, game.resolve_settings(players), 1).view(None)
        assert view.phase in set(phase), f"{game_id}: {view.phase!r} is not one of its Phase names"


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(TABLE)))
def test_the_table_never_spells_a_phase(path):
    assert phase_literals(path.read_text(encoding="utf-8")) == []


def test_the_check_finds_a_spelled_phase():
    sample = '''
OPEN = ("mulligan", "ace")
GIVE = "give"
def f(view, self):
    if view.phase == "give" or view.phase not in ("holly", "other"):
        self.phase_on_screen, self.round_on_screen = "unwrapping", 0
    self.say(phase_title("goodwill"), {"pick": 1}.get(view.phase), banner(phase="yoink"))
    sounds.play("turn"); name = ("pass",); target = ("pick", letter); SOUNDS = ("deal", "turn")
    if kind == "pass" or how in ("turn", "deal"):
        return
    match event.phase:
        case "ace":
            pass
'''
    values = frozenset({"mulligan", "ace", "give", "holly", "unwrapping", "goodwill", "pick", "yoink", "turn", "pass"})
    assert phase_literals(sample, values) == [
        (2, "ace"), (2, "mulligan"), (3, "give"), (5, "give"), (5, "holly"), (6, "unwrapping"),
        (7, "goodwill"), (7, "pick"), (7, "yoink"), (12, "ace")]  # lines 8-9: sounds, names, other kinds
