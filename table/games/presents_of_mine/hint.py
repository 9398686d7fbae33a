"""A hint in words: the move the advisor suggests to the seat on screen."""

from __future__ import annotations

from engine.games.presents_of_mine.moves import Give, Pick, Yoink
from table.i18n import _, join_words

from .log import kind


def hint_line(action, view, names: tuple[str, ...]) -> str:
    seat = view.viewer
    if type(action) is Pick:
        return _("Pick {kinds}.").format(kinds=join_words([kind(x) for x in action.letters]))
    if type(action) is Give and seat is not None:
        hand = view.hands[seat]
        sent = [kind(hand[i][1]) for i in action.order]
        text = _("Pass your {first} to 1 below, {second} to 2 below and {third} to 3 below.").format(
            first=sent[0], second=sent[1], third=sent[2])
        if action.take:
            old, new = kind(hand[action.drop][1]), kind(action.take)
            text += " " + _("Swap your {old} for a {new}.").format(old=old, new=new)
        return text
    if type(action) is Yoink and seat is not None:
        taken = []
        for k, place in enumerate(action.wants, start=1):
            above = view.below(seat, -k)
            present = kind(view.hands[above][place][1])
            taken.append(_("{present} from {name}").format(present=present, name=names[above]))
        return _("Take {presents}.").format(presents=join_words(taken))
    return str(action)
