"""Secret Santa at the table: controller, choreography, windows, drawing, art and in-app rules,
registered as TABLE."""

from table.games.protocol import GameTable

from . import art, drawing
from .rules import RULES


def _clear_caches() -> None:
    art.clear()
    drawing.clear()


def _controller(scene):
    from .controller import SantaTable

    return SantaTable(scene)


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=_clear_caches, selftest_settings={"hands": "1"})
