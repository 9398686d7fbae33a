"""Presents of Mine at the table, registered as TABLE.

Its modules, the same in every game's table package, each with the same role: ``controller``
(whose eyes the screen is, clicks and keys into actions), ``choreography`` (events into
animation steps), ``layout`` (where things lie), ``drawing`` (the picture), ``art`` (rendered
images), ``names`` (the cards' names), ``log`` (the move log's lines), ``hint`` (the hint's
words), ``rules`` (the in-app rules), ``tutorial`` (the guided first game).
"""

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
