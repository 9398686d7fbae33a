"""Events become animation steps at the That's Not a Hat table.

The table keeps its own picture of where each card lies (``columns``, ``hand``, ``transit``,
``penalties``), changed event by event so that every step can be animated, and brought in
line with the engine's view when a batch of events has played (``settle``). The picture never
knows more than the view: a face-down card is drawn from its back only.
"""

from __future__ import annotations

from engine.games.not_a_hat.moves import Accepted, Dealt, Drawn, GameOver, Given, Refused, Revealed
from engine.games.not_a_hat.phases import Phase
from table.anim import Animated, ease_in_out, ease_out_back, ease_out_cubic
from table.games.not_a_hat.names import a_gift, a_nice_gift, capitalised, not_a_gift
from table.games.protocol import Step
from table.i18n import _

from .layout import PENALTY_SCALE


class Sprite(Animated):
    """One card on screen. ``shown`` is what faces up: ("face", gift) or ("back", colour)."""

    def __init__(self, card: int, x: float, y: float, shown: tuple) -> None:
        super().__init__()
        self.card = card
        self.x, self.y = x, y
        self.size = 1.0
        self.shown = shown
        self.was: tuple | None = None  # the side showing before a flip
        self.turn = 1.0  # flip progress; the old side shows while below 0.5
        self.holder = 0

    def flip_to(self, shown: tuple, duration: float, delay: float = 0.0) -> None:
        if shown == self.shown:
            return
        self.was, self.shown, self.turn = self.shown, shown, 0.0
        self.animate(duration, ease_in_out, delay=delay, turn=1.0)


class HatChoreography:
    """Mixed into ``HatTable``: the picture of the cards, and the steps that change it."""

    def _target(self, card: int) -> tuple[float, float, float, int]:
        """(x, y, size, holder) for a card, from the table's picture of where it lies."""
        lay = self.layout
        for seat, col in enumerate(self.columns):
            if card in col:
                return (*lay.slot(seat, col.index(card)), 1.0, seat)
        for seat, pile in enumerate(self.penalties):
            if card in pile:
                return (*lay.penalty(seat, pile.index(card)), PENALTY_SCALE, seat)
        if self.hand and self.hand[1] == card:
            seat = self.hand[0]
            return (*lay.hand(seat), 1.08, seat)
        if self.transit and self.transit[0] == card:
            receiver = self.transit[2]
            return (*lay.incoming(receiver, len(self.columns[receiver])), 1.0, receiver)
        return (*lay.shop, 1.0, 0)

    def _retarget(self, duration: float, ease=ease_out_cubic) -> None:
        for card, sprite in self.sprites.items():
            x, y, size, holder = self._target(card)
            sprite.holder = holder
            if duration <= 0:
                sprite.x, sprite.y, sprite.size = x, y, size
            elif (abs(sprite.x - x) + abs(sprite.y - y) > 0.5) or abs(sprite.size - size) > 0.01:
                sprite.animate(duration, ease, x=x, y=y, size=size)

    def steps_for(self, event) -> list[Step]:
        handler = {Dealt: self._dealt, Drawn: self._drawn, Given: self._given, Accepted: self._accepted,
                   Refused: self._refused, Revealed: self._revealed, GameOver: self._game_over}.get(type(event))
        return handler(event) if handler else []

    def _dealt(self, event: Dealt) -> list[Step]:
        sec = self.host.seconds

        def deal() -> float:
            # the piles of the game just finished now count in the match totals
            self.match_base = [b + len(p) for b, p in zip(self.match_base, self.penalties, strict=True)]
            self.sprites.clear()
            self.columns = [[] for _seat in range(self.n)]
            self.penalties = [[] for _seat in range(self.n)]
            self.hand = self.transit = None
            self.backs.clear()
            self.bubbles.clear()
            self.shop_count = event.shop_count
            self.game_no = event.game_no
            x, y = self.layout.shop
            for k, (seat, card, gift) in enumerate(event.cards):
                self.columns[seat].append(card)
                sprite = Sprite(card, x, y, ("face", gift))
                self.sprites[card] = sprite
                tx, ty, _size, holder = self._target(card)
                sprite.holder = holder
                sprite.animate(sec(0.45), ease_out_cubic, delay=sec(0.07) * k, x=tx, y=ty)
            self.host.sound("deal")
            return sec(0.45 + 0.07 * len(event.cards))
        return [deal]

    def _drawn(self, event: Drawn) -> list[Step]:
        sec = self.host.seconds

        def draw_card() -> float:
            self.shop_count = event.shop_count
            self.shop_top = event.next_top[1] if event.next_top else None
            x, y = self.layout.shop
            self.sprites[event.card] = Sprite(event.card, x, y, ("face", event.gift))
            self.hand = (event.seat, event.card)
            self._retarget(sec(0.45), ease_out_back)
            self.host.sound("slide")
            self.say(event.seat, _("From the shop: {gift}").format(gift=a_gift(event.gift)),
                     1.6, gift=event.gift)
            return sec(0.6)
        return [draw_card]

    def _given(self, event: Given) -> list[Step]:
        sec = self.host.seconds

        def flip() -> float:
            self.backs[event.card] = (event.colour, event.arrow)
            sprite = self.sprites[event.card]
            if sprite.shown[0] == "face":
                sprite.flip_to(("back", event.colour), sec(0.3))
                self.host.sound("flip")
                return sec(0.35)
            return 0.0

        def give() -> float:
            for col in self.columns:
                if event.card in col:
                    col.remove(event.card)
            self.hand = None
            self.transit = (event.card, event.giver, event.receiver, event.claim)
            self._retarget(sec(0.5))
            self.thinking_seat = None
            # the words alone ("A nice drum for you!"): the card on its way says to whom, and no
            # name is ever addressed ("for you, You!")
            said = _("{gift} for you!").format(gift=capitalised(a_nice_gift(event.claim)))
            self.say(event.giver, said, 2.5, gift=event.claim, sticky=True)  # stays until answered
            self.host.sound("slide")
            return sec(0.55)
        return [flip, give]

    def _accepted(self, event: Accepted) -> list[Step]:
        sec = self.host.seconds

        def accept() -> float:
            self._clear_sticky()
            self.say(event.seat, _("Thank you!"), 1.4)
            self.transit = None
            self.columns[event.seat].append(event.card)
            self._retarget(sec(0.45))
            self.host.sound("accept")
            return sec(0.6)
        return [accept]

    def _refused(self, event: Refused) -> list[Step]:
        sec = self.host.seconds
        claim = a_gift(event.claim)

        def doubt() -> float:
            self._clear_sticky()
            self.thinking_seat = None
            self.say(event.seat, not_a_gift(event.claim), 2.2, gift=event.claim)
            return sec(0.7)

        def reveal() -> float:
            sprite = self.sprites[event.card]
            cx, cy = self.layout.center
            sprite.animate(sec(0.4), ease_out_cubic, x=cx + self.layout.card_w * 0.9, y=cy, size=1.7)
            sprite.flip_to(("face", event.gift), sec(0.45))
            self.host.sound("refuse")
            loser = self.names[event.loser]
            if event.gift == event.claim:  # NH-6: the giver told the truth, so refusing was wrong
                title = _("It really is {gift}!").format(gift=claim)
                line = _("Refused wrongly. Penalty card: {name}").format(name=loser)
            else:
                title = _("It's {gift}, not {claim}!").format(gift=a_gift(event.gift),
                                                              claim=claim)
                line = _("Named wrongly. Penalty card: {name}").format(name=loser)
            self.banner = (title, line, sec(2.4))
            return sec(2.3)

        def to_penalty() -> float:
            self.transit = None
            self.penalties[event.loser].append(event.card)
            self._retarget(sec(0.5))
            return sec(0.55)
        return [doubt, reveal, to_penalty]

    def _revealed(self, event: Revealed) -> list[Step]:
        """The end of a game: every face-down gift is turned over, one after another round the
        table, and stays up a moment for everyone to see what they held (NH-7)."""
        sec = self.host.seconds

        def reveal() -> float:
            self._clear_sticky()
            self.thinking_seat = None
            stagger = sec(min(0.12, 1.2 / max(1, len(event.cards))))
            for k, (_seat, card, gift) in enumerate(event.cards):
                sprite = self.sprites.get(card)
                if sprite is not None:
                    sprite.flip_to(("face", gift), sec(0.35), delay=stagger * k)
            if event.cards:
                self.host.sound("flip")
                self.banner = (_("Every gift is turned over!"), _("See what everyone really held."), sec(2.6))
            return sec(0.35) + stagger * len(event.cards) + sec(2.0 if event.cards else 0.0)
        return [reveal]

    def _game_over(self, event: GameOver) -> list[Step]:
        sec = self.host.seconds

        def over() -> float:
            if event.game_no < event.games_total:
                worst = max(event.penalties)
                who = _(", ").join(self.names[s] for s, p in enumerate(event.penalties) if p == worst)
                title = _("Game {number} of {total} is over").format(number=event.game_no, total=event.games_total)
                line = _("Most penalties ({count}): {names}. Next game!").format(count=worst, names=who)
                self.banner = (title, line, sec(2.6))
                return sec(2.8)
            reason = _("The Gift Shop is empty.") if event.reason == "shop-empty" else _("Three penalties!")
            self.banner = (_("Game over"), reason, sec(3.0))
            return sec(0.8)
        return [over]

    def settle(self) -> float:
        """After a batch: make sure the picture matches the engine's view exactly."""
        view = self.view()
        columns = [[c.card for c in col] for col in view.columns]
        penalties = [[c.card for c in pile] for pile in view.penalties]
        hand = (view.giver, view.in_hand.card) if view.in_hand is not None and view.from_shop else None
        transit = (view.pending.card, view.giver, view.receiver, view.claim) if view.pending else None
        if (columns, penalties, hand, transit) != (self.columns, self.penalties, self.hand, self.transit):
            self.columns, self.penalties, self.hand, self.transit = columns, penalties, hand, transit
            self._retarget(self.host.seconds(0.3))
        self.shop_count = view.shop_count
        self.shop_top = view.shop_top.gift if view.shop_top else None
        self.game_no = view.game_no
        # totals of the finished games whose cards are no longer drawn; at the end of a match
        # the last game's pile is both on the table and in the totals (NH-8)
        over = view.phase == Phase.OVER
        self.match_base = [t - (len(p) if over else 0) for t, p in zip(view.totals, view.penalties, strict=True)]
        return 0.0

    def match_count(self, seat: int) -> int:
        """Penalties over the match so far, as the table's picture shows them."""
        return self.match_base[seat] + len(self.penalties[seat])
