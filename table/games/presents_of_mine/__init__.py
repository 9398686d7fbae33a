"""Presents of Mine at the table: controller (eyes, choosing, input), choreography (events
to steps), layout, drawing, art and in-app rules, registered as TABLE."""

from table.games.protocol import GameTable

from .rules import RULES


def _controller(scene):
    from .controller import PresentsTable

    return PresentsTable(scene)


def _clear_caches() -> None:
    from . import art

    art.clear()


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=_clear_caches)
