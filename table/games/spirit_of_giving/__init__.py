"""The Spirit of Giving at the table, registered as TABLE.

Its modules, the same in every game's table package, each with the same role: ``controller``
(whose eyes the screen is, clicks and keys into actions), ``choreography`` (events into
animation steps), ``layout`` (where things lie), ``drawing`` (the picture), ``art`` (rendered
images), ``names`` (the cards' names), ``log`` (the move log's lines), ``hint`` (the hint's
words), ``rules`` (the in-app rules), ``tutorial`` (the guided first game).
Besides them: ``controls`` (input and each phase's buttons, a mixin of the controller),
``frenemies`` (the Frenemies badges), ``pieces`` (the still parts, painted once and blitted)
and ``words`` (what the table says about its phases).
"""

from table.games.protocol import GameTable, TableHost
from table.i18n import _, score_text

from . import art, frenemies, pieces
from .hint import hint_line
from .log import log_line
from .rules import RULES
from .tutorial import TUTORIAL


def _controller(host: TableHost):
    # late, for start-up: the menu imports every game's package; a game's controller, drawing
    # and choreography load when its table opens
    from .controller import SpiritTable

    return SpiritTable(host)


def why_won(view, result, names) -> str:
    """The results' reason: the True Spirit of Giving beats any pile (SG-16), else the most
    presents (G-7). A True Spirit winner keeps no present, so the line says why 0 wins."""
    if view.true_spirit:
        return _("The True Spirit of Giving: a present for everyone, none kept")
    best = max(result.scores) if result.scores else 0
    return _("Most presents won ({count})").format(count=best) if best else _("Nobody won a present")


def score_texts(view, result, names):
    """A True Spirit of Giving winner kept no present: say so instead of '0 presents'."""
    if not view.true_spirit:
        return None
    return tuple(_("True Spirit of Giving") if seat in view.true_spirit
                 else score_text(score, result.score_label) for seat, score in enumerate(result.scores))


def _clear_caches() -> None:
    art.clear()
    pieces.clear()
    frenemies.badge.cache_clear()


TABLE = GameTable(controller=_controller, rules=RULES, clear_caches=_clear_caches, why_won=why_won,
                  score_texts=score_texts, log_line=log_line, hint_line=hint_line,
                  picture="decor/tree.png", tutorial=TUTORIAL)
