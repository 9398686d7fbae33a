"""That's Not a Hat's move log: one plain line per event, as the screen's eyes know it.

Every event of this game is public, but the log is kept for the whole game, and ruling NH-7
says the app must keep no record of what a face-down card is. So the log never names a gift
that is (or is about to be) face down in play: not the starting gifts, not a shop gift once
shown, and not what a giver *said* a gift was (an accepted claim is, most of the time, the
truth about a card now face down; remembering it is the game). A gift is named only when a
refusal turns it over for good: it then lies face up on a penalty pile for all to see.
"""

from __future__ import annotations

from engine.games.not_a_hat.moves import Accepted, Dealt, Drawn, Flipped, GameOver, Given, Refused
from table.games.not_a_hat.names import a_gift, not_a_gift
from table.i18n import _, ngettext


def log_line(event, names: tuple[str, ...]) -> str | None:
    """One line of the move log for ``event`` (already redacted for the screen's eyes), or
    None for animation detail."""
    make = _LINES.get(type(event))
    return make(event, names) if make is not None else None


def _dealt(event: Dealt, names: tuple[str, ...]) -> str:
    each = len(event.cards) // max(1, len(names))
    return ngettext("Game {number}: one gift each, face up. Remember them!",
                    "Game {number}: {count} gifts each, face up. Remember them!",
                    each).format(number=event.game_no, count=each)


def _drawn(event: Drawn, names: tuple[str, ...]) -> str:
    return ngettext("{name}: takes a gift from the Gift Shop and shows it ({count} gift left).",
                    "{name}: takes a gift from the Gift Shop and shows it ({count} gifts left).",
                    event.shop_count).format(name=names[event.seat], count=event.shop_count)


def _flipped(event: Flipped, names: tuple[str, ...]) -> None:
    return None  # the card's turning over is part of giving it: the Given line says it


def _given(event: Given, names: tuple[str, ...]) -> str:
    if event.from_shop:
        text = _("{giver}: gives the shop's gift to {receiver}, face down, and names it.")
    else:
        text = _("{giver}: gives a gift to {receiver}, face down, and names it.")
    return text.format(giver=names[event.giver], receiver=names[event.receiver])


def _accepted(event: Accepted, names: tuple[str, ...]) -> str:
    return _("{name}: “Thank you!” Accepts the gift from {giver}.").format(
        name=names[event.seat], giver=names[event.giver])


def _refused(event: Refused, names: tuple[str, ...]) -> str:
    if event.gift == event.claim:  # ruling NH-6: the giver told the truth
        text = _("{name}: “{refusal}” But it is. Penalty card: {loser}.")
    else:
        text = _("{name}: “{refusal}” Right, it's {gift}. Penalty card: {loser}.")
    return text.format(name=names[event.seat], refusal=not_a_gift(event.claim), gift=a_gift(event.gift),
                       loser=names[event.loser])


def _game_over(event: GameOver, names: tuple[str, ...]) -> str:
    if event.reason == "three":
        who = _(", ").join(names[s] for s, p in enumerate(event.penalties) if p >= 3)
        why = _("Three penalty cards: {names}.").format(names=who)
    else:
        why = _("The Gift Shop is empty.")
    if event.games_total > 1:
        return _("{why} Game {number} of {total} is over.").format(
            why=why, number=event.game_no, total=event.games_total)
    return _("{why} Game over.").format(why=why)


_LINES = {
    Dealt: _dealt,
    Drawn: _drawn,
    Flipped: _flipped,
    Given: _given,
    Accepted: _accepted,
    Refused: _refused,
    GameOver: _game_over,
}
