"""Presents of Mine at the table: controller (eyes, choosing, input), choreography (events
to steps), layout, drawing, art and in-app rules, registered as TABLE."""

from table.games.protocol import GameTable, TableHost
from table.i18n import ngettext

from . import art
from .hint import hint_line
from .log import log_line
from .rules import RULES
from .tutorial import TUTORIAL


def _controller(host: TableHost):
    # late, for start-up: the menu imports every game's package; a game's controller, drawing
    # and choreography load when its table opens
    from .controller import PresentsTable

    return PresentsTable(host)


def _clear_caches() -> None:
    art.clear()


def _why_won(view, result, names) -> str:
    """PM-12: the highest score after five rounds wins (ties share the win)."""
    if not result.winners:
        return ""
    best = result.scores[result.winners[0]]
    if len(result.winners) > 1:
        return ngettext("tied for the highest score: {points} point", "tied for the highest score: {points} points",
                        best).format(points=best)
    return ngettext("highest score: {points} point", "highest score: {points} points", best).format(points=best)


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=_clear_caches, why_won=_why_won,
                  log_line=log_line, hint_line=hint_line, picture="mine/B.png", tutorial=TUTORIAL)
