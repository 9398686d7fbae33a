"""The Spirit of Giving at the table: controller (eyes, acting), controls (input, buttons),
choreography (events to steps), drawing, layout, cached pieces, art and in-app rules,
registered as TABLE."""

from table.games.protocol import GameTable

from . import art, pieces
from .rules import RULES


def _controller(scene):
    from .controller import SpiritTable

    return SpiritTable(scene)


def _clear_caches() -> None:
    art.clear()
    pieces.clear()


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=_clear_caches)
