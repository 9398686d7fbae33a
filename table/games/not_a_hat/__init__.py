"""That's Not a Hat at the table, registered as TABLE.

Its modules, the same in every game's table package, each with the same role: ``controller``
(whose eyes the screen is, clicks and keys into actions), ``choreography`` (events into
animation steps), ``layout`` (where things lie), ``drawing`` (the picture), ``art`` (rendered
images), ``names`` (the cards' names), ``log`` (the move log's lines), ``hint`` (the hint's
words), ``rules`` (the in-app rules), ``tutorial`` (the guided first game).
"""

from table.games.protocol import GameTable, TableHost
from table.i18n import _

from . import art
from .hint import hint_line
from .log import log_line
from .names import refusals
from .rules import RULES
from .tutorial import TUTORIAL


def _controller(host: TableHost):
    # late, for start-up: the menu imports every game's package; a game's controller, drawing
    # and choreography load when its table opens
    from .controller import HatTable

    return HatTable(host)


def _demo_settings(players: int) -> dict[str, str]:
    return {"column": "2"} if players == 2 else {}  # two players need the two-card column (NH-2)


def _why_won(view, result, names) -> str:
    """NH-8: the fewest penalty cards wins (summed over a match); ties share the win."""
    if not result.winners:
        return ""
    if len(result.winners) > 1:
        return _("tied on the fewest penalties")
    if view.games_total > 1:
        return _("fewest penalties over the match")
    return _("fewest penalties")


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=art.clear, demo_settings=_demo_settings,
                  why_won=_why_won, log_line=log_line, hint_line=hint_line,
                  picture="gifts/hat.png", tutorial=TUTORIAL, catalogue_words=refusals)
