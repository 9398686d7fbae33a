"""Card names in the player's language. The catalogue holds each card's name, its plural and
its reminder, and each gift "with its article" ("a gold ring"), added from the deck by
``tools/i18n.py``, so that each language gives every gift its own article."""

from __future__ import annotations

from engine.games.secret_santa.cards import ELVES, KIND
from table.i18n import N_, _, ngettext


def card_name(kind: int) -> str:
    return _(KIND[kind].name)


def card_plural(kind: int) -> str:
    return _(KIND[kind].plural)


def a_card(kind: int) -> str:
    """'a gold ring', 'a partridge in a pear tree': one card, as a sentence names it."""
    info = KIND[kind]
    return _(f"a {info.name}") if info.is_gift else _(info.name)


def reminder(kind: int) -> str:
    return _(KIND[kind].reminder) if KIND[kind].reminder else ""


NUMBER_WORDS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"),
                N_("eight"), N_("nine"), N_("ten"), N_("eleven"), N_("twelve"), N_("thirteen"), N_("fourteen"),
                N_("fifteen"), N_("sixteen"))


def describe(cards: tuple[int, ...] | list[int]) -> str:
    """A play in words: 'three gold rings', 'three gold rings (1 by Elves)', 'Santa', 'Scrooge,
    Santa as gifts worth 0' (the engine's ``describe``, in the player's language)."""
    if not cards:
        return _("nothing")
    gifts = [c for c in cards if c <= 12]
    elves = sum(1 for c in cards if c == ELVES)
    if gifts:
        value, k = gifts[0], len(cards)
        if k == 1:
            return a_card(value)
        count = _(NUMBER_WORDS[k]) if k < len(NUMBER_WORDS) else str(k)
        text = _("{count} {gifts}").format(count=count, gifts=card_plural(value))
        if 0 < elves < k:
            text = ngettext("{gifts} ({elves} by Elves)", "{gifts} ({elves} by Elves)", elves).format(
                gifts=text, elves=elves)
        return text
    if len(cards) == 1:
        return card_name(cards[0])
    return _("{cards} as gifts worth 0").format(cards=_(", ").join(card_name(c) for c in cards))
