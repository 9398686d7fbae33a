"""Secret Santa's move log: one plain line per event, as the screen's eyes know it.

The events come already redacted for the eyes on screen: a hand dealt shows only their own
cards (and the log names none), a Fruitcake's gift is 0 unless they gave or got it, and a
Christmas Tree's deal shows only the gift dealt to them. Card names are the table's own
(``describe``: "three gold rings (1 by Elves)").
"""

from __future__ import annotations

from engine.games.secret_santa.moves import (
    CarolPlayed,
    FinalGift,
    Forfeited,
    FruitcakePlayed,
    GhostPlayed,
    HandDealt,
    HandEnded,
    MousePlayed,
    Passed,
    Played,
    RoundEnded,
    SantaPlayed,
    ScroogePlayed,
    TreePlayed,
    WindowOpened,
)
from table.games.secret_santa.names import a_card, card_name, describe
from table.i18n import N_, _, ngettext

PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"), N_("8th"))


def log_line(event, names: tuple[str, ...]) -> str | None:
    """One line of the move log for ``event`` (already redacted for the screen's eyes), or
    None for animation detail."""
    make = _LINES.get(type(event))
    return make(event, names) if make is not None else None


def _place(place: int) -> str:
    return _(PLACES[place - 1]) if 1 <= place <= len(PLACES) else str(place)


def _gift(value: int) -> str:
    return a_card(value)


def _hand_dealt(event: HandDealt, names: tuple[str, ...]) -> str:
    return _("Hand {number} of {total}. Dealer: {dealer}. First lead: {leader}.").format(
        number=event.hand_no, total=event.hands_total, dealer=names[event.dealer], leader=names[event.leader])


def _window(event: WindowOpened, names: tuple[str, ...]) -> None:
    return None  # everyone is asked, holding a Holly or Snowflake card or not: nothing to tell


def _played(event: Played, names: tuple[str, ...]) -> str:
    if event.lead:
        text = _("{name}: leads {cards}.")
    else:
        text = _("{name}: plays {cards}.")
    cards = event.cards
    if event.value == 0 and len(cards) == 1:  # ruling SS-12: a special card as a gift
        what = _("{card} as a gift worth 0").format(card=card_name(cards[0]))
    else:
        what = describe(cards)
    line = text.format(name=names[event.seat], cards=what)
    if not event.left:
        line += " " + _("No cards left!")
    return line


def _passed(event: Passed, names: tuple[str, ...]) -> str:
    if event.forced == "scrooge":
        text = _("{name}: sits this round out (Scrooge).")
    elif event.forced == "final-gift":
        text = _("{name}: must pass, having forgotten “Final Gift!”.")
    else:
        text = _("{name}: passes.")
    return text.format(name=names[event.seat])


def _final_gift(event: FinalGift, names: tuple[str, ...]) -> str:
    if event.declared:
        text = _("{name}: “Final Gift!”")
    else:
        text = _("{name}: forgot to say “Final Gift!”, so must let the next chance to play go by.")
    return text.format(name=names[event.seat])


def _forfeited(event: Forfeited, names: tuple[str, ...]) -> str:
    return _("{name}: lets this window go by, having forgotten “Final Gift!”.").format(name=names[event.seat])


def _santa(event: SantaPlayed, names: tuple[str, ...]) -> str:
    return _("{name}: plays Santa and wins the round at once.").format(name=names[event.seat])


def _carol(event: CarolPlayed, names: tuple[str, ...]) -> str:
    return _("{name}: plays Christmas Carol and swaps seats with {target}.").format(
        name=names[event.seat], target=names[event.target])


def _mouse(event: MousePlayed, names: tuple[str, ...]) -> str:
    return _("{name}: plays A Mouse. The round ends; it goes to {winner}.").format(
        name=names[event.seat], winner=names[event.winner])


def _ghost(event: GhostPlayed, names: tuple[str, ...]) -> str:
    return _("{name}: plays the Ghost. Back to {victim}: {cards}.").format(
        name=names[event.seat], victim=names[event.victim], cards=describe(event.cards))


def _scrooge(event: ScroogePlayed, names: tuple[str, ...]) -> str:
    return _("{name}: plays Scrooge. Sitting out the next round: {target}.").format(
        name=names[event.seat], target=names[event.target])


def _fruitcake(event: FruitcakePlayed, names: tuple[str, ...]) -> str:
    what = _gift(event.value) if event.value else _("a gift card")  # 0: hidden from these eyes
    return _("{name}: plays Fruitcake. To {target}: {gift}.").format(
        name=names[event.seat], target=names[event.target], gift=what)


def _tree(event: TreePlayed, names: tuple[str, ...]) -> str:
    count = len(event.deal)
    line = ngettext("{name}: deals {count} gift with the Christmas Tree.",
                    "{name}: deals {count} gifts with the Christmas Tree.",
                    count).format(name=names[event.seat], count=count)
    for seat, gift in event.deal:
        if gift:  # only the eyes' own gift is left after redaction
            line += " " + _("To {name}: {gift}.").format(name=names[seat], gift=_gift(gift))
    return line


def _round_ended(event: RoundEnded, names: tuple[str, ...]) -> str:
    winner = names[event.winner]
    if event.reason == "santa":
        line = _("Round {number}: won by {name} with Santa.")
    elif event.reason == "mouse":
        line = _("Round {number}: stopped by A Mouse, won by {name}.")
    else:
        line = _("Round {number}: won by {name}.")
    line = line.format(number=event.round_no, name=winner)
    if event.out:
        out = _(", ").join(_("{name} ({place})").format(name=names[s], place=_place(p)) for s, p in event.out)
        line += " " + _("Out of cards: {players}.").format(players=out)
    return line


def _hand_ended(event: HandEnded, names: tuple[str, ...]) -> str:
    first = event.order[0]
    points = event.points[first]
    return ngettext("Hand {number} of {total} is over. First out: {name} ({points} point).",
                    "Hand {number} of {total} is over. First out: {name} ({points} points).",
                    points).format(number=event.hand_no, total=event.hands_total, name=names[first],
                                   points=points)


_LINES = {
    HandDealt: _hand_dealt,
    WindowOpened: _window,
    Played: _played,
    Passed: _passed,
    FinalGift: _final_gift,
    Forfeited: _forfeited,
    SantaPlayed: _santa,
    CarolPlayed: _carol,
    MousePlayed: _mouse,
    GhostPlayed: _ghost,
    ScroogePlayed: _scrooge,
    FruitcakePlayed: _fruitcake,
    TreePlayed: _tree,
    RoundEnded: _round_ended,
    HandEnded: _hand_ended,
}
