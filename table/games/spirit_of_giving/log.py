"""The Spirit of Giving's move log: one plain line per event, as the screen's eyes know it.

The events come already redacted for the eyes on screen: a Goodwill card shows only to its
giver and receiver, a wrapped present only to its giver (-1 for everyone else), a Jack's
peek only to the peeker and a replacement card only to its drawer. A hidden card is "a card"
or "a present" here, never its name.

Two events never name their cards, even when the eyes may see them: in hot-seat play the
table hands a Jack's events to the peeker's eyes (so the peek can be shown behind her privacy
screen), and the log is read by everyone at the table afterwards. So the peeked hand (Peeked)
and the card drawn after a Naughty card (Drew) stay unnamed.
"""

from __future__ import annotations

from engine.games.spirit_of_giving.cards import JACK, NAUGHTY_NAMES, QUEEN, rank
from engine.games.spirit_of_giving.moves import (
    Committed,
    Dealt,
    Drew,
    GameEnded,
    Mulliganed,
    NaughtyPlayed,
    PassesRevealed,
    Peeked,
    PhaseBegan,
    Said,
    Unwrapped,
    Wrapped,
)
from engine.games.spirit_of_giving.phases import Phase
from table.games.spirit_of_giving.names import card_name
from table.i18n import _, join_words, ngettext

from .words import phase_title, said_text, tag_words

LONG = 90  # characters: a longer line gives way to a shorter form where there is one
HIDDEN = -1  # a card these eyes may not know


def log_line(event, names: tuple[str, ...]) -> str | None:
    """One line of the move log for ``event`` (already redacted for the screen's eyes), or
    None for animation detail."""
    make = _LINES.get(type(event))
    return make(event, names) if make is not None else None


def _card(card: int) -> str:
    return _("the {card}").format(card=card_name(card))


def _fit(long: str, short: str) -> str:
    return long if len(long) <= LONG else short


def _dealt(event: Dealt, names: tuple[str, ...]) -> str:
    count = len(event.hands[0]) if event.hands else 0
    return ngettext("Hands dealt face up for the mulligan: {count} card each.",
                    "Hands dealt face up for the mulligan: {count} cards each.", count).format(count=count)


def _mulliganed(event: Mulliganed, names: tuple[str, ...]) -> str:
    count = len(event.returned)
    if not count:
        return _("{name}: keeps the hand.").format(name=names[event.seat])
    return ngettext("{name}: mulligans {count} card and draws a new one.",
                    "{name}: mulligans {count} cards and draws new ones.", count).format(
        name=names[event.seat], count=count)


def _phase(event: PhaseBegan, names: tuple[str, ...]) -> str:
    if event.phase == Phase.GOODWILL:
        return ngettext("Round {round}: Goodwill. Each player passes a card {offset} seat to the left.",
                        "Round {round}: Goodwill. Each player passes a card {offset} seats to the left.",
                        event.offset).format(round=event.round_no, offset=event.offset)
    if event.phase == Phase.UNWRAPPING:
        return _("Round {round}: Unwrapping. Matched pairs are opened.").format(round=event.round_no)
    return _("Round {round}: {phase}.").format(round=event.round_no, phase=phase_title(event.phase))


def _said(event: Said, names: tuple[str, ...]) -> str:
    """Announcements write seats as @n (SG-6); the log shows names."""
    return _("{name}: “{text}”").format(name=names[event.seat], text=said_text(event.text, names))


def _committed(event: Committed, names: tuple[str, ...]) -> None:
    return None  # a secret choice made: what it was shows when all are revealed together


def _passes(event: PassesRevealed, names: tuple[str, ...]) -> str:
    if not event.moves:
        return _("Goodwill: nobody has a card left to pass.")
    known = [_("{card} from {giver} to {receiver}").format(card=card_name(c), giver=names[g], receiver=names[r])
             for g, r, c in event.moves if c != HIDDEN]
    if known:
        return _("Cards passed: {passes}.").format(passes=_("; ").join(known))
    giver, receiver, _c = event.moves[0]
    offset = (receiver - giver) % len(names)
    return ngettext("Cards passed, each {offset} seat to the left.",
                    "Cards passed, each {offset} seats to the left.", offset).format(offset=offset)


def _wrapped(event: Wrapped, names: tuple[str, ...]) -> str:
    if not event.presents:
        return _("Nobody wraps a present this round.")
    tags = []
    for _p, giver, receiver, card in event.presents:
        if card != HIDDEN:
            tags.append(_("{giver} to {receiver} ({card})").format(
                giver=names[giver], receiver=names[receiver], card=card_name(card)))
        else:
            tags.append(_("{giver} to {receiver}").format(giver=names[giver], receiver=names[receiver]))
    long = _("Wrapped: {tags}.").format(tags=_(", ").join(tags))
    count = len(event.presents)
    short = ngettext("{count} present wrapped and put under the Tree.",
                     "{count} presents wrapped and put under the Tree.", count).format(count=count)
    for _p, giver, receiver, card in event.presents:
        if card != HIDDEN:
            short += " " + _("From {giver} to {receiver}: {card}.").format(
                card=_card(card), giver=names[giver], receiver=names[receiver])
    return _fit(long, short)


def _naughty(event: NaughtyPlayed, names: tuple[str, ...]) -> str:
    r = rank(event.card)
    who = names[event.seat]
    title = _(NAUGHTY_NAMES[r])
    if r == JACK:
        return _("{name}: plays {card}, {title}: a look at the hand of {target}.").format(
            name=who, card=_card(event.card), title=title, target=names[event.target])
    if r == QUEEN and len(event.tags) == 2:  # SG-12: the two Gift Tags whose presents trade places
        first, second = (tag_words(tag, names) for tag in event.tags)
        return _("{name}: {card} swaps the presents tagged {first} and {second}.").format(
            name=who, card=_card(event.card), first=first, second=second)
    if r == QUEEN:
        return _("{name}: plays {card}, {title}: two presents swap places.").format(
            name=who, card=_card(event.card), title=title)
    return _("{name}: plays {card}, {title}: Frenemies with {target}.").format(
        name=who, card=_card(event.card), title=title, target=names[event.target])


def _peeked(event: Peeked, names: tuple[str, ...]) -> None:
    return None  # the Jack's line says who looked at whom; the hand itself is never logged


def _drew(event: Drew, names: tuple[str, ...]) -> str:
    if event.card == HIDDEN and event.deck_count == 0:  # the last card, or none was left
        return _("{name}: draws a new card, if one was left. The deck is empty now.").format(name=names[event.seat])
    return _("{name}: draws a new card.").format(name=names[event.seat])


def _unwrapped(event: Unwrapped, names: tuple[str, ...]) -> str:
    a, b = event.givers
    x, y = event.cards
    first, second = card_name(x), card_name(y)
    if event.equal:
        text = _("Opened: {first} from {first_giver}, {second} from {second_giver}. Equal: each keeps one.")
        return text.format(first=first, first_giver=names[a], second=second, second_giver=names[b])
    taker = names[event.taken[0][0]]
    if event.frenemies and event.ace:
        text = _("Opened: {first} from {first_giver}, {second} from {second_giver}. Frenemies: both to "
                 "{taker} (Ace counted as {ace}).")
    elif event.frenemies:
        text = _("Opened: {first} from {first_giver}, {second} from {second_giver}. Frenemies: both to "
                 "{taker}.")
    elif event.ace:
        text = _("Opened: {first} from {first_giver}, {second} from {second_giver}. Both to {taker} "
                 "(Ace counted as {ace}).")
    else:
        text = _("Opened: {first} from {first_giver}, {second} from {second_giver}. Both to {taker}.")
    return text.format(first=first, first_giver=names[a], second=second, second_giver=names[b], taker=taker,
                       ace=event.ace)


def _ended(event: GameEnded, names: tuple[str, ...]) -> str:
    count = len(event.leftovers)
    if count:
        line = ngettext("The end: {count} unopened present goes back to its giver.",
                        "The end: {count} unopened presents go back to their givers.", count).format(count=count)
    else:
        line = _("The end: every present under the Tree was opened.")
    if event.true_spirit:
        line += " " + _("The True Spirit of Giving: {names}!").format(
            names=join_words([names[s] for s in event.true_spirit]))
    return line


_LINES = {
    Dealt: _dealt,
    Mulliganed: _mulliganed,
    PhaseBegan: _phase,
    Said: _said,
    Committed: _committed,
    PassesRevealed: _passes,
    Wrapped: _wrapped,
    NaughtyPlayed: _naughty,
    Peeked: _peeked,
    Drew: _drew,
    Unwrapped: _unwrapped,
    GameEnded: _ended,
}
