"""A hint in words: the move the advisor suggests to the seat on screen."""

from __future__ import annotations

from engine.games.presents_of_mine.moves import Give, Pick, Yoink
from table.i18n import _, join_words

from .log import kind


def named(hand, place: int) -> str:
    """A present of a hand by its kind, and by its staleness too where another of that kind in
    the hand has a different one ("Average (staleness 2)"): the hint must say which."""
    _pid, letter, stale, _layers = hand[place]
    if any(x == letter and s != stale for _p, x, s, _l in hand):
        return _("{present} (staleness {staleness})").format(present=kind(letter), staleness=stale)
    return kind(letter)


def hint_line(action, view, names: tuple[str, ...]) -> str:
    seat = view.viewer
    if type(action) is Pick:
        return _("Pick {kinds}.").format(kinds=join_words([kind(x) for x in action.letters]))
    if type(action) is Give and seat is not None:
        hand = view.hands[seat]
        sent = [named(hand, i) for i in action.order]
        text = _("Pass your {first} to 1 below, {second} to 2 below and {third} to 3 below.").format(
            first=sent[0], second=sent[1], third=sent[2])
        if action.take:
            old, new = named(hand, action.drop), kind(action.take)
            text += " " + _("Swap your {old} for a {new}.").format(old=old, new=new)
        return text
    if type(action) is Yoink and seat is not None:
        taken = []
        for k, place in enumerate(action.wants, start=1):
            above = view.below(seat, -k)
            present = named(view.hands[above], place)
            taken.append(_("{present} from {name}").format(present=present, name=names[above]))
        return _("Take {presents}.").format(presents=join_words(taken))
    return str(action)
