"""That's Not a Hat's move log: one plain line per event, as the screen's eyes know it.

The log says what everyone at the table saw or heard, and nothing more (ruling NH-7: the app
keeps no record of what a face-down card is): the gift a player takes from the Gift Shop, shown
to all before it is given (NH-4); what each giver *said* a gift was, which may be a bluff; and a
card's gift once a refusal turns it face up for good (NH-6). It never names what a face-down
card really is: a line about a gift given or accepted names only the claim, never the truth.
"""

from __future__ import annotations

from engine.games.not_a_hat.moves import Accepted, Dealt, Drawn, Flipped, GameOver, Given, Refused, Revealed
from table.games.not_a_hat.names import a_gift, a_nice_gift, capitalised, not_a_gift
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
    """The shop's gift is shown to everyone before it is given (NH-4): the line says which."""
    return ngettext("{name}: takes {gift} from the Gift Shop, for all to see ({count} gift left).",
                    "{name}: takes {gift} from the Gift Shop, for all to see ({count} gifts left).",
                    event.shop_count).format(name=names[event.seat], gift=a_gift(event.gift),
                                             count=event.shop_count)


def _flipped(event: Flipped, names: tuple[str, ...]) -> None:
    return None  # the card's turning over is part of giving it: the Given line says it


def _given(event: Given, names: tuple[str, ...]) -> str:
    """What the giver said, word for word (it may be a bluff); never what the card is."""
    if event.from_shop:
        text = _("{giver}: gives the shop's gift to {receiver}, face down: “{said} for you!”")
    else:
        text = _("{giver}: gives a gift to {receiver}, face down: “{said} for you!”")
    return text.format(giver=names[event.giver], receiver=names[event.receiver],
                       said=capitalised(a_nice_gift(event.claim)))


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


def _revealed(event: Revealed, names: tuple[str, ...]) -> str:
    """The end: every face-down gift is turned over for all to see (NH-7); the table shows them."""
    if not event.cards:
        return _("The end: no gift is left face down.")
    return ngettext("The end: the last face-down gift is turned over.",
                    "The end: all {count} face-down gifts are turned over.",
                    len(event.cards)).format(count=len(event.cards))


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
    Revealed: _revealed,
    GameOver: _game_over,
}
