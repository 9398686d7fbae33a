"""Secret Santa at the table: controller, art and in-app rules, registered as TABLE."""

from table.games.protocol import GameTable

from . import art
from .rules import RULES


def _controller(scene):
    from .controller import SantaTable

    return SantaTable(scene)


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=art.clear, selftest_settings={"hands": "1"})
