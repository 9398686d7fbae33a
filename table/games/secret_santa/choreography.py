"""Secret Santa's events become animation steps: one small method per kind of event.

Each step changes the table's own picture (cards in the middle, counts, plates, flyers,
banners, bubbles) and returns how long to wait before the next. Events come from the seat
channel already redacted for the eyes on screen, so a Christmas Tree or a Fruitcake shows a
gift's face only to those allowed to see it. ``settle`` then lines the picture up with the
view after each action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.games.secret_santa.cards import CAROL, FRUITCAKE, GHOST, MOUSE, SANTA, SCROOGE, TREE
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
)
from table.anim import ease_in_out, ease_out_cubic
from table.games.base import Flyer
from table.games.secret_santa.names import a_card, describe
from table.i18n import N_, _

Step = Callable[[], float]
PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"), N_("7th"), N_("8th"))
SPECIAL_CARD = {SantaPlayed: SANTA, MousePlayed: MOUSE, GhostPlayed: GHOST, CarolPlayed: CAROL,
                ScroogePlayed: SCROOGE}


def place_name(place: int) -> str:
    return _(PLACES[place - 1])


def hand_after(hand: tuple[int, ...], events: list, seat: int) -> tuple[int, ...]:
    """``seat``'s hand after ``events`` (those of one action, up to the end of a hand), from
    the hand before them: the cards it played leave it, cards given to it (a Ghost's, a gift
    dealt by a Christmas Tree or given with a Fruitcake, where these eyes may see it) join it."""
    cards = list(hand)

    def take(*kinds: int) -> None:
        for kind in kinds:
            if kind in cards:
                cards.remove(kind)

    for event in events:
        if isinstance(event, HandEnded):
            break
        mine = getattr(event, "seat", None) == seat
        if isinstance(event, Played) and mine:
            take(*event.cards)
        elif type(event) in SPECIAL_CARD and mine:
            take(SPECIAL_CARD[type(event)])
        if isinstance(event, GhostPlayed) and event.victim == seat:
            cards.extend(event.cards)
        elif isinstance(event, TreePlayed):
            take(*([TREE] if mine else []))
            cards.extend(gift for to, gift in event.deal if to == seat and gift)
        elif isinstance(event, FruitcakePlayed):
            take(*([FRUITCAKE, event.value] if mine else []))
            cards.extend([event.value] if event.target == seat and event.value else [])
    return tuple(sorted(cards))


class SantaChoreography:
    """The event-to-steps half of ``SantaTable`` (a mixin: it uses the table's picture)."""

    def steps_for(self, event) -> list[Step]:
        moves = self.channel.moves
        if self._batch[0] != moves:  # the first event of another action
            self._batch = (moves, [])
        self._batch[1].append(event)
        make = self._CHOREOGRAPHY.get(type(event))
        return make(self, event) if make is not None else []

    # -- the deal and the turns ---------------------------------------------------------------
    def _deal_steps(self, event: HandDealt) -> list[Step]:
        sec = self.host.seconds

        def deal() -> float:
            self.center, self.badges, self.flyers = [], {}, []
            self.between_hands, self.ending = False, None  # the new hand may be shown now
            self.seen = set()  # nobody has seen her new cards yet
            self.eyes_left = None
            self.ring = list(range(self.n))
            self._place_spots(sec(0.4))
            self.counts = list(event.counts)
            self.banner = (_("Hand {number} of {total}").format(number=event.hand_no, total=event.hands_total),
                           _("Dealer: {dealer}. First lead: {leader}.").format(
                               dealer=self.names[event.dealer], leader=self.names[event.leader]), sec(2.4))
            lay = self.layout
            for i in range(min(3 * self.n, 24)):
                seat = (event.dealer + 1 + i) % self.n
                f = Flyer(None, lay.center[0], lay.center[1], 0.6)
                tx, ty = self.plate(seat).center
                f.animate(sec(0.35), ease_out_cubic, delay=sec(0.04 * i), x=tx, y=ty, alpha=0.0)
                self.flyers.append(f)
            self.host.sound("deal")
            return sec(1.2)
        return [deal]

    def _played_steps(self, event: Played) -> list[Step]:
        sec = self.host.seconds

        def play() -> float:
            self.incoming = (event.seat, event.cards)
            self._fly_to_center(event.seat, event.cards)
            self.counts[event.seat] = event.left
            self.host.sound("slide")
            return sec(0.5)

        def land() -> float:
            self.incoming = None
            self.center.append((event.seat, event.cards))
            self.flyers = []
            return sec(0.15)
        return [play, land]

    def _passed_steps(self, event: Passed) -> list[Step]:
        def passed() -> float:
            text = {"scrooge": _("Scrooged: out of this round"),
                    "final-gift": _("Forgot \u201cFinal Gift!\u201d: a forced pass")}
            self.say(event.seat, text.get(event.forced, _("Pass")), 1.4)
            return self.host.seconds(0.3)
        return [passed]

    def _forfeited_steps(self, event: Forfeited) -> list[Step]:
        def forfeited() -> float:
            self.say(event.seat, _("Forgot \u201cFinal Gift!\u201d: lets this chance go by"), 1.8)
            return self.host.seconds(0.3)
        return [forfeited]

    def _final_gift_steps(self, event: FinalGift) -> list[Step]:
        def final() -> float:
            if event.declared:
                self.say(event.seat, _("Final Gift!"), 2.2)
                self.host.sound("turn")
            else:
                self.say(event.seat, _("(forgot to say \u201cFinal Gift!\u201d)"), 2.4)
                self.host.sound("refuse")
            return self.host.seconds(0.5)
        return [final]

    # -- special cards ------------------------------------------------------------------------
    def _special_steps(self, event) -> list[Step]:
        """Santa, A Mouse, the Ghost, Christmas Carol, Scrooge: the card flies in, then its effect."""
        sec = self.host.seconds
        name = self.names

        def special() -> float:
            self._fly_to_center(event.seat, (SPECIAL_CARD[type(event)],), big=True)
            self.counts[event.seat] = event.left
            self.host.sound("flip")
            return sec(0.7)

        def effect() -> float:
            self.flyers = []
            if isinstance(event, SantaPlayed):
                self.banner = (_("Santa!"), _("The round goes to {name} at once.").format(name=name[event.seat]),
                               sec(1.8))
            elif isinstance(event, MousePlayed):
                self.banner = (_("A Mouse!"), _("Not a creature is stirring: the round ends. It goes to {name}.")
                               .format(name=name[event.winner]), sec(2.0))
            elif isinstance(event, GhostPlayed):
                self.banner = (_("The Ghost of Christmas Present!"),
                               _("The play goes back to {name}: {cards}.").format(name=name[event.victim],
                                                                                  cards=describe(event.cards)),
                               sec(2.0))
                if self.center and self.center[-1][0] == event.victim:
                    self.center.pop()
                self._fly_from_center(event.victim, event.cards)
                self.counts[event.victim] += len(event.cards)
            elif isinstance(event, CarolPlayed):
                self.banner = (_("Christmas Carol!"), _("Seats swapped: {one} and {other}.").format(
                    one=name[event.seat], other=name[event.target]), sec(1.8))
                self.ring = list(event.ring)
                self._place_spots(sec(0.8))
            else:
                self.banner = (_("Scrooge!"), _("Sitting out the next round: {name}.").format(name=name[event.target]),
                               sec(1.8))
            return sec(1.0)
        return [special, effect]

    def _tree_steps(self, event: TreePlayed) -> list[Step]:
        sec = self.host.seconds

        def tree() -> float:
            self._fly_to_center(event.seat, (TREE,), big=True)
            self.counts[event.seat] = event.left
            self.banner = (_("Christmas Tree!"), _("The round's gifts go back out, one each, dealt by {name}.")
                           .format(name=self.names[event.seat]), sec(2.0))
            return sec(0.7)

        def share() -> float:
            self.center = []
            lay = self.layout
            self.flyers = []
            for i, (seat, gift) in enumerate(event.deal):  # redacted: 0 where the eyes may not see
                f = Flyer(gift or None, lay.center[0], lay.center[1], 0.8)
                tx, ty = self.plate(seat).center
                f.animate(sec(0.45), ease_out_cubic, delay=sec(0.08 * i), x=tx, y=ty, size=0.5)
                self.flyers.append(f)
                self.counts[seat] += 1
            self.host.sound("deal")
            return sec(1.0)
        return [tree, share]

    def _fruitcake_steps(self, event: FruitcakePlayed) -> list[Step]:
        sec = self.host.seconds

        def cake() -> float:
            self._fly_to_center(event.seat, (FRUITCAKE,), big=True)
            self.counts[event.seat] = event.left
            what = a_card(event.value) if event.value else _("a gift card")
            self.banner = (_("Fruitcake!"), _("From {giver} to {taker}: {gift}.").format(
                giver=self.names[event.seat], taker=self.names[event.target], gift=what), sec(2.2))
            return sec(0.6)

        def give() -> float:
            sx, sy = self.plate(event.seat).center
            f = Flyer(None, sx, sy, 0.6)
            tx, ty = self.plate(event.target).center
            f.animate(sec(0.5), ease_out_cubic, x=tx, y=ty)
            self.flyers = [f]
            self.counts[event.target] += 1
            return sec(0.8)
        return [cake, give]

    # -- rounds and hands ----------------------------------------------------------------------
    def _round_end_steps(self, event: RoundEnded) -> list[Step]:
        def ended() -> float:
            for seat, place in event.out:
                self.badges[seat] = place_name(place)
                self.say(seat, _("Out! {place}").format(place=place_name(place)), 2.0)
            if event.reason == "passes" and event.leader >= 0:
                self.say(event.winner, _("Round won"), 1.6)
            return self.host.seconds(0.9)
        return [ended]

    def _hand_end_steps(self, event: HandEnded) -> list[Step]:
        # The engine has dealt the next hand in the same action: until the score sheet, the table
        # shows the hand that ended, as it was before this action and with this action's changes
        # to the hand on screen (the cards just played have left it).
        before = self._view
        if before.viewer is not None:
            self.ending = replace(before, hand=hand_after(before.hand, self._batch[1], before.viewer))
        last = event.hand_no >= event.hands_total

        def hand_over() -> float:
            self.flyers, self.bubbles = [], []  # no "Out!" bubble over a plate behind the sheet
            if last:
                self.ending = None  # no next deal: the table is the session's end
            if self.host.fast_forwarding:
                return 0.0  # a resumed game: no old score sheets
            self.between_hands = True  # the engine has dealt the next hand: not shown till its deal
            sheet = list(self.channel.view(None).sheet[: event.hand_no])
            auto = self.host.demo or not self.humans
            self.host.show_score_sheet(self.names, sheet, event.hands_total, event.order, auto)
            self.host.sound("accept")
            return self.host.seconds(0.3)
        return [lambda: self.host.seconds(1.0), hand_over]

    _CHOREOGRAPHY = {
        HandDealt: _deal_steps,
        Played: _played_steps,
        Passed: _passed_steps,
        FinalGift: _final_gift_steps,
        Forfeited: _forfeited_steps,
        SantaPlayed: _special_steps,
        MousePlayed: _special_steps,
        GhostPlayed: _special_steps,
        CarolPlayed: _special_steps,
        ScroogePlayed: _special_steps,
        TreePlayed: _tree_steps,
        FruitcakePlayed: _fruitcake_steps,
        RoundEnded: _round_end_steps,
        HandEnded: _hand_end_steps,
    }

    # -- cards on the move ---------------------------------------------------------------------
    def _center_slot(self, i: int, count: int, depth: int = 0) -> tuple[float, float]:
        """Where the i-th of ``count`` cards of a play lies; older plays (depth) sit up and left."""
        lay = self.layout
        gap = lay.card_w * (0.62 if count > 5 else 0.8)
        x = lay.center[0] + (i - (count - 1) / 2) * gap - depth * lay.card_w * 0.35
        return x, lay.center[1] - depth * lay.card_h * 0.12

    def _fly_to_center(self, seat: int, cards: tuple[int, ...], big: bool = False) -> None:
        start = self.plate(seat).center
        self.flyers = []
        for j, kind in enumerate(cards):
            f = Flyer(None, start[0], start[1], 0.55)
            x, y = self._center_slot(j, len(cards), 0) if not big else self.layout.center
            f.animate(self.host.seconds(0.45), ease_out_cubic, x=x, y=y, size=1.25 if big else 1.0)
            f.flip_to(kind, self.host.seconds(0.4))
            f.hold = True
            self.flyers.append(f)

    def _sweep(self) -> None:
        """The round's cards slide off the table to the discard."""
        lay = self.layout
        self.flyers = []
        for i, (_seat, cards) in enumerate(self.center[-3:]):
            for j, kind in enumerate(cards[:4]):
                x, y = self._center_slot(j, len(cards), 0)
                f = Flyer(kind, x, y, 0.8)
                f.animate(self.host.seconds(0.45), ease_in_out, delay=self.host.seconds(0.03 * (i + j)),
                          x=lay.size[0] * 0.97, y=lay.center[1], alpha=0.0, size=0.5)
                self.flyers.append(f)

    def _fly_from_center(self, seat: int, cards: tuple[int, ...]) -> None:
        tx, ty = self.plate(seat).center
        for j, kind in enumerate(cards):
            x, y = self._center_slot(j, len(cards), 0)
            f = Flyer(kind, x, y, 1.0)
            f.animate(self.host.seconds(0.5), ease_in_out, x=tx, y=ty, size=0.5)
            self.flyers.append(f)

    def settle(self) -> float:
        """After a batch of events: make the picture match the engine's view exactly."""
        view = self.view()
        self.counts = list(view.counts)
        plays = [(s, cards) for s, cards, _value in view.plays]
        if self.center and not plays:
            self._sweep()
        self.center = plays
        if list(view.ring) != self.ring:
            self.ring = list(view.ring)
            self._place_spots(self.host.seconds(0.5))
        return 0.0
