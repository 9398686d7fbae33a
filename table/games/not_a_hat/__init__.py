"""That's Not a Hat at the table: controller, art and in-app rules, registered as TABLE."""

from table.games.protocol import GameTable

from . import art
from .rules import RULES


def _controller(scene):
    from .controller import HatTable

    return HatTable(scene)


def _demo_settings(players: int) -> dict[str, str]:
    return {"column": "2"} if players == 2 else {}  # two players need the two-card column (NH-2)


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=art.clear, demo_settings=_demo_settings)
