"""A game's table controller reaches its table only through a typed host (issue 35).

``table.games.protocol.TableHost`` lists all a controller may use of its table; the
``TableScene`` provides it. The controllers never open a screen themselves (no ``push``), never
import the app's screens (``table.scenes``), and never switch whose eyes the screen is (no
``.eyes =``): they ask their host, and ``table/scenes/privacy.py`` decides.

Read from the source with ``ast``, so a new file or a new use is held to it at once.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.games.protocol import TableHost
from table.scenes.table_scene import TableScene

ROOT = Path(__file__).resolve().parents[2]
GAMES = ROOT / "table" / "games"
SOURCES = sorted(GAMES.rglob("*.py"))


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), str(path))


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.name}:{node.lineno}"


def _imports_scenes(node: ast.AST) -> bool:
    """An import of ``table.scenes`` or of anything in it (``from table import scenes`` too)."""
    if isinstance(node, ast.Import):
        return any(a.name == "table.scenes" or a.name.startswith("table.scenes.") for a in node.names)
    if isinstance(node, ast.ImportFrom) and not node.level:
        module = node.module or ""
        if module == "table.scenes" or module.startswith("table.scenes."):
            return True
        return module == "table" and any(a.name == "scenes" for a in node.names)
    return False


def _assigns_eyes(node: ast.AST) -> bool:
    """``x.eyes = ...`` (plain, augmented or annotated), or ``setattr(x, "eyes", ...)``."""
    targets: list[ast.AST] = []
    if isinstance(node, ast.Assign):
        targets = list(node.targets)
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        targets = [node.target]
    for target in targets:
        for part in ast.walk(target):  # (a, b.eyes) = ... as well
            if isinstance(part, ast.Attribute) and part.attr == "eyes" and isinstance(part.ctx, ast.Store):
                return True
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr" \
        and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant) and node.args[1].value == "eyes"


def _pushes(node: ast.AST) -> bool:
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "push"


def violations(paths=SOURCES) -> list[str]:
    """Every place a game's table module imports the app's screens, opens a screen or switches
    the screen's eyes."""
    found = []
    for path in paths:
        for node in ast.walk(_tree(path)):
            if _imports_scenes(node):
                found.append(f"{_where(path, node)} imports table.scenes")
            if _pushes(node):
                found.append(f"{_where(path, node)} pushes a screen")
            if _assigns_eyes(node):
                found.append(f"{_where(path, node)} switches the screen's eyes")
    return found


def host_reads(paths=SOURCES) -> dict[str, list[str]]:
    """What the game tables read off their host: ``self.host.X``, and ``host.X`` where the host
    is a local name (a controller's ``__init__(self, host)``) -> where."""
    reads: dict[str, list[str]] = {}
    for path in paths:
        for node in ast.walk(_tree(path)):
            if not isinstance(node, ast.Attribute):
                continue
            base = node.value
            if (isinstance(base, ast.Attribute) and base.attr == "host" and isinstance(base.value, ast.Name)
                    and base.value.id == "self") or (isinstance(base, ast.Name) and base.id == "host"):
                reads.setdefault(node.attr, []).append(_where(path, node))
    return reads


def protocol_members(protocol: type = TableHost) -> dict[str, object]:
    """The members a protocol declares itself: its methods and properties (and annotations)."""
    members = {name: value for name, value in vars(protocol).items() if not name.startswith("_")}
    members.update({name: None for name in getattr(protocol, "__annotations__", {}) if not name.startswith("_")})
    return members


def test_no_game_table_opens_a_screen_imports_the_screens_or_switches_the_eyes():
    assert SOURCES
    assert violations() == []


def test_the_check_finds_each_kind_of_violation(tmp_path):
    # the check above can fail: each way round the host, written the way the tables once did it
    bad = tmp_path / "bad.py"
    bad.write_text("from table.scenes import scene_named\n"
                   "import table.scenes.privacy\n"
                   "from table import scenes\n"
                   "def f(self):\n"
                   "    self.scene.app.push(scene_named('privacy')(self.scene.app, 'Ann', '', None))\n"
                   "    self.channel.eyes = 1\n"
                   "    setattr(self.channel, 'eyes', None)\n", encoding="utf-8")
    found = sorted(violations([bad]), key=lambda line: int(line.split(" ")[0].rsplit(":", 1)[1]))
    assert [line.split(" ", 1)[1] for line in found] == \
        ["imports table.scenes"] * 3 + ["pushes a screen"] + ["switches the screen's eyes"] * 2


def test_every_thing_a_controller_reads_off_its_host_is_in_the_protocol():
    members = protocol_members()
    reads = host_reads()
    assert reads, "the game tables read nothing off their host?"
    strays = {name: where for name, where in reads.items() if name not in members}
    assert strays == {}, "read off the host but not in TableHost"
    # and the protocol lists nothing the tables do not use: it is the contract, not a wish list
    assert sorted(set(members) - set(reads)) == []


@pytest.fixture
def scene(app):
    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("Gran", "easy")]
    table = TableScene(app, Session(get_game("not-a-hat"), seats, {}, 1))
    app.push(table)
    return table


def test_the_table_scene_provides_every_member_of_the_host(scene):
    assert scene.controller.host is scene
    for name, declared in protocol_members().items():
        assert hasattr(scene, name), name
        given = getattr(scene, name)
        if inspect.isfunction(declared):  # a method: the scene's takes the same parameters
            assert callable(given) and inspect.ismethod(given), name
            wanted = list(inspect.signature(declared).parameters)[1:]
            assert list(inspect.signature(given).parameters) == wanted, name
        else:  # a property or a field: a value, not a method
            assert not inspect.ismethod(given), name
