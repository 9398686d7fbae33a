"""A hint in words: the move the advisor suggests to the seat on screen."""

from __future__ import annotations

from engine.games.spirit_of_giving import moves as m
from engine.games.spirit_of_giving.phases import Phase
from table.games.spirit_of_giving.names import card_name
from table.i18n import _, join_words, ngettext

from .words import said_text, tag_words


def hint_line(action, view, names: tuple[str, ...]) -> str:
    kind = type(action)
    if kind is m.Mulligan:
        if not action.cards:
            return _("Keep your hand.")
        return ngettext("Put back the {cards}.", "Put back the {cards}.", len(action.cards)).format(
            cards=join_words([card_name(c) for c in action.cards]))
    if kind is m.Say:
        return _("Say: “{text}”").format(text=said_text(action.text, names))
    if kind is m.Done:
        return {Phase.DISCUSSION: _("Say you are done talking."), Phase.LAST_MINUTE: _("Play no Naughty card now."),
                Phase.GOODWILL: _("Nothing to pass: go on.")}.get(view.phase) or _("You are done: go on.")
    if kind is m.PassCard:
        return _("Pass the {card}.").format(card=card_name(action.card))
    if kind is m.Wrap:
        return _("Wrap the {card} for {name}.").format(card=card_name(action.card), name=names[action.to])
    if kind is m.WrapNothing:
        return _("Wrap nothing this time.")
    if kind is m.Jack:
        return _("Play your Jack: look at the hand of {name}.").format(name=names[action.target])
    if kind is m.Queen:
        tags = {pid: (giver, receiver) for pid, giver, receiver in view.tree}
        if action.a in tags and action.b in tags:  # SG-12: name the two Gift Tags
            return _("Play your Queen: swap the presents tagged {first} and {second}.").format(
                first=tag_words(tags[action.a], names), second=tag_words(tags[action.b], names))
        return _("Play your Queen: swap two presents under the tree.")
    if kind is m.King:
        return _("Play your King: become Frenemies with {name}.").format(name=names[action.target])
    if kind is m.AceValue:
        return _("Count your Ace as {value}.").format(value=action.value)
    return str(action)
