"""A hint in words: the move the advisor suggests to the seat on screen."""

from __future__ import annotations

from engine.games.not_a_hat.moves import Accept, Give, Refuse
from table.games.not_a_hat.names import a_gift
from table.i18n import _


def hint_line(action, view, names: tuple[str, ...]) -> str:
    if type(action) is Give:
        return _("Pass your card on as {gift}.").format(gift=a_gift(action.claim))
    if type(action) is Accept:
        return _("Accept the gift.")
    if type(action) is Refuse:
        return _("Refuse: say it is not what was named.")
    return str(action)
