"""Secret Santa at the table, registered as TABLE.

Its modules, the same in every game's table package, each with the same role: ``controller``
(whose eyes the screen is, clicks and keys into actions), ``choreography`` (events into
animation steps), ``layout`` (where things lie), ``drawing`` (the picture), ``art`` (rendered
images), ``names`` (the cards' names), ``log`` (the move log's lines), ``hint`` (the hint's
words), ``rules`` (the in-app rules), ``tutorial`` (the guided first game).
Besides them: ``buttons`` (the buttons and the keyboard ring, a mixin of the controller) and
``windows`` (Holly and Snowflake windows: their countdowns and choices).
"""

from table.games.protocol import GameTable, TableHost
from table.i18n import ngettext

from . import art, drawing
from .hint import hint_line
from .log import log_line
from .rules import RULES
from .tutorial import TUTORIAL


def _clear_caches() -> None:
    art.clear()
    drawing.clear()


def why_won(view, result, names) -> str:
    """The results' reason: the most points over the session's hands (SS-15, G-7)."""
    best = max(result.scores) if result.scores else 0
    return ngettext("Most points: {count} point", "Most points: {count} points", best).format(count=best)


def _controller(host: TableHost):
    # late, for start-up: the menu imports every game's package; a game's controller, drawing
    # and choreography load when its table opens
    from .controller import SantaTable

    return SantaTable(host)


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=_clear_caches, selftest_settings={"hands": "1"},
                  why_won=why_won, log_line=log_line, hint_line=hint_line,
                  picture="santa/santa-13.png", tutorial=TUTORIAL)
