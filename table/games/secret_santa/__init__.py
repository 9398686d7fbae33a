"""Secret Santa at the table: controller, choreography, windows, drawing, art and in-app rules,
registered as TABLE."""

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
