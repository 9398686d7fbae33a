"""A hint in words: the move the advisor suggests to the seat on screen."""

from __future__ import annotations

from engine.games.secret_santa import moves as m
from table.games.secret_santa.names import a_card, describe
from table.i18n import _


def hint_line(action, view, names: tuple[str, ...]) -> str:
    kind = type(action)
    if kind is m.Play:
        text = _("Play {cards}.").format(cards=describe(action.cards))
    elif kind is m.Pass:
        text = _("Pass.")
    elif kind is m.PlaySanta:
        text = _("Play Santa.")
    elif kind is m.PlayCarol:
        return _("Play Christmas Carol: swap seats with {name}.").format(name=names[action.target])
    elif kind is m.PlayMouse:
        return _("Play A Mouse: the round ends now.")
    elif kind is m.PlayGhost:
        return _("Play the Ghost of Christmas Present.")
    elif kind is m.PlayTree:
        return _("Play the Christmas Tree, dealing to yourself first.") if action.deal_self_first \
            else _("Play the Christmas Tree, dealing to your left first.")
    elif kind is m.PlayScrooge:
        return _("Play Scrooge on {name}.").format(name=names[action.target])
    elif kind is m.PlayFruitcake:
        return _("Play the Fruitcake: give {name} {gift}.").format(name=names[action.target], gift=a_card(action.value))
    elif kind is m.Decline:
        return _("Play nothing now.")
    else:
        return str(action)
    return text + (" " + _('Say "Final Gift!"') if getattr(action, "declare", False) else "")
