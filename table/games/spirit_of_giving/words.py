"""What the Spirit of Giving table says about its phases, through the message catalogue."""

from __future__ import annotations

import re

from engine.games.spirit_of_giving.moves import CANNED
from engine.games.spirit_of_giving.phases import Phase
from table.i18n import N_, _, ngettext

_TITLES = {
    Phase.MULLIGAN: N_("Mulligan"), Phase.DISCUSSION: N_("Discussion"), Phase.GOODWILL: N_("Goodwill"),
    Phase.WRAPPING: N_("Wrapping"), Phase.LAST_MINUTE: N_("Last-minute Naughty cards"),
    Phase.UNWRAPPING: N_("Unwrapping"), Phase.ACE: N_("Unwrapping: an Ace"), Phase.OVER: N_("The end"),
}
_HINTS = {
    Phase.MULLIGAN: N_("Every hand is face up. Choose cards to shuffle back and draw again, or keep your hand."),
    Phase.DISCUSSION: N_("Talk it over: say what you plan (or pretend to), play a Naughty card, then say you're done."),
    Phase.WRAPPING: N_("Wrap one Present (2-10 or an Ace) for someone you have not given one to yet."),
    Phase.LAST_MINUTE: N_("Last chance for a Naughty card before the presents are opened."),
    Phase.ACE: N_("Your Ace is in an unequal pair: does it count 1 or 11?"),
}
_NIGHT_DISCUSSION = N_("Talk it over: say what you plan (or pretend to), then say you're done. No Naughty cards "
                       "while the clock runs.")  # SG-17
_MERRY_WRAPPING = N_("Wrap one Present (2-10 or an Ace) for someone: up to two each, never two of yours under "
                     "the Tree for the same player.")  # SG-8, Merry Little Christmas


def phase_title(phase: str) -> str:
    return _(_TITLES[phase]) if phase in _TITLES else phase


def phase_hint(phase: str, offset: int, *, merry: bool = False, night: bool = False, to: str | None = None) -> str:
    """What to do in a phase; Goodwill says how far this round's cards travel (SG-7); the
    variants change what Discussion (SG-17) and Wrapping (Merry Little Christmas) allow."""
    if phase == Phase.DISCUSSION and night:
        return _(_NIGHT_DISCUSSION)
    if phase == Phase.WRAPPING and merry:
        return _(_MERRY_WRAPPING)
    if phase == Phase.GOODWILL and to is not None:  # one person at the table: name whom her card goes to
        return ngettext("Pass one card to {name}, {offset} seat to your left. Choose a card.",
                        "Pass one card to {name}, {offset} seats to your left. Choose a card.",
                        offset).format(name=to, offset=offset)
    if phase == Phase.GOODWILL:
        return ngettext("Pass one card to the player {offset} seat to your left. Choose a card.",
                        "Pass one card to the player {offset} seats to your left. Choose a card.",
                        offset).format(offset=offset)
    return _(_HINTS[phase]) if phase in _HINTS else ""


def tag_words(tag: tuple[int, int], names: tuple[str, ...] | list[str]) -> str:
    """A Gift Tag, (giver, receiver), in words: "Sam to Leo" (SG-12: a Queen names two)."""
    giver, receiver = tag
    return _("{giver} to {receiver}").format(giver=names[giver], receiver=names[receiver])


def clock(seconds: float) -> str:
    """All Through the Night's Discussion clock, as minutes:seconds."""
    left = max(0, int(seconds))
    return f"{left // 60}:{left % 60:02d}"


CARD_TIPS = {  # what a card says when pointed at, where its face is too small for its name
    1: N_("Homemade (Ace): when it is opened, its giver counts it 1 or 11."),
    11: N_("Peek at the List (Jack): look at another player's hand."),
    12: N_("The Ol' Switcheroo (Queen): swap two presents under the Tree."),
    13: N_("Best Frenemies Forever (King): you and another player become Frenemies."),
}


def said_text(text: str, names: tuple[str, ...] | list[str]) -> str:
    """An announcement as the table shows it: a bot's stock line in the player's language (the
    catalogue holds each line of the engine's CANNED), and seats, written @n (SG-6), as names.
    What a person typed is shown as typed."""
    for template in CANNED:
        pattern = re.escape(template).replace(re.escape("@{t}"), r"@(\d)")
        found = re.fullmatch(pattern, text)
        if found:
            text = _(template).replace("@{t}", "@" + found.group(1)) if found.groups() else _(template)
            break

    def name(match: re.Match) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)

    return re.sub(r"@(\d)", name, text)
