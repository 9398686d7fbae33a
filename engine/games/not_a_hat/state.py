"""The whole truth of a That's Not a Hat game, and the rules that change it.

Cards are numbered by their place in this game's shuffled deck (card 0 was dealt
first), so a card number says nothing about its gift; ``order[card]`` is the gift.
A column lists its cards bottom first: ``columns[seat][0]`` is the one given next.
"""

from __future__ import annotations

from typing import Any

from engine.core import ActionCodec, Event, GameRng, IllegalAction, Result, State
from engine.core.checks import check_seat, is_seat, listed, refusal, short

from .cards import GIFTS, LEFT, deck_for
from .moves import (
    GIVES,
    RESPONSES,
    Accept,
    Accepted,
    Dealt,
    Drawn,
    Flipped,
    GameOver,
    Give,
    Given,
    Refuse,
    Refused,
    Revealed,
    decode,
    encode,
)
from .phases import GIVE, OVER, RESPOND
from .view import CardView, NotAHatView

PENALTY_LIMIT = 3  # NH-8
_GIVE_ACTIONS = {colour: tuple(GIVES[g] for g in deck_for(colour)) for colour in ("both", "black", "white")}
_GIVE_INDEX = {colour: {give: give for give in gives} for colour, gives in _GIVE_ACTIONS.items()}


class NotAHatState(State):
    game_id = "not-a-hat"
    codec = ActionCodec(encode, decode)
    UNDO_SAFE = frozenset({"given", "accepted", "flipped"})  # actions that reveal nothing may be taken back

    def __init__(self, players: int, settings: dict[str, Any], seed: int) -> None:
        self._configure(players, settings)
        self.rng = GameRng(seed)
        self.totals = [0] * players
        self.game_no = 0
        first = settings["first"]
        self.starter = self.rng.randrange(players) if first == "random" else int(first)  # NH-3
        self._opening: list[Event] = []
        self._new_game(self._opening)

    # -- setting up ------------------------------------------------------------
    def _configure(self, players: int, settings: dict[str, Any]) -> None:
        """What follows from the player count and settings alone (shared with from_dict)."""
        self.n = players
        self.settings = dict(settings)
        self.column_size = int(settings["column"])
        self.deck = deck_for(settings["colour"])
        self._give_actions = _GIVE_ACTIONS[settings["colour"]]
        self._give_index = _GIVE_INDEX[settings["colour"]]  # the same, for a quick check in apply
        self.games_total = players if settings["match"] else 1

    def _new_game(self, events: list[Event]) -> None:
        self.game_no += 1
        order = list(self.deck)
        self.rng.shuffle(order)
        self.order = order
        self.face_up = [True] * len(order)  # shop and dealt cards lie face up
        self.columns: list[list[int]] = [[] for _ in range(self.n)]
        dealt = []
        card = 0
        for _ in range(self.column_size):  # NH-10: two cards each in the column variant
            for seat in range(self.n):
                self.columns[seat].append(card)
                dealt.append((seat, card, order[card]))
                card += 1
        self.shop_next = card
        self.penalties: list[list[int]] = [[] for _ in range(self.n)]
        self.turn = 0
        self.over_reason = ""
        events.append(Dealt(self.game_no, tuple(dealt), len(order) - card))
        self._draw(self.starter, events)

    def start_events(self) -> list[Event]:
        return list(self._opening)

    # -- reading -------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == GIVE:
            return (self.giver,)
        if self.phase == RESPOND:
            return (self.receiver,)
        return ()

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        if not is_seat(seat, self.n):
            return ()
        if self.phase == GIVE and seat == self.giver:
            return self._give_actions
        if self.phase == RESPOND and seat == self.receiver:
            return RESPONSES
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def receiver_of(self, giver: int, card: int) -> int:
        """G-1: left is the next seat clockwise; NH-2: with two players both mean the other."""
        step = 1 if GIFTS[self.order[card]].arrow == LEFT else -1
        return (giver + step) % self.n

    def result(self) -> Result:
        scores = self.totals if self.phase == OVER else [
            t + len(p) for t, p in zip(self.totals, self.penalties, strict=True)
        ]
        return Result.from_scores(scores, lower_is_better=True, label="penalties")  # NH-8, G-7

    # -- changing ------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        check_seat(seat, self.n)
        if self.phase == GIVE:
            if seat != self.giver:
                raise IllegalAction("NH-4", f"it is seat {self.giver}'s turn to give, not seat {seat}'s")
            if not listed(action, self._give_index):
                raise refusal(action, (Give, Accept, Refuse), lambda: ("NH-4", (
                    "the gift named must be one of the gifts in this deck" if type(action) is Give
                    else f"seat {seat} must give a gift now, not {action}")))
            self._give(action.claim, events)
        elif self.phase == RESPOND:
            if seat != self.receiver:
                raise IllegalAction("NH-5", f"only seat {self.receiver} may accept or refuse this gift")
            if type(action) is Accept:
                self._accept(events)
            elif type(action) is Refuse:
                self._refuse(events)
            else:
                raise IllegalAction("NH-5", f"seat {seat} must accept or refuse, not {short(action)}")
        else:
            raise IllegalAction("NH-8", "the game is over")
        return events

    def _give(self, claim: int, events: list[Event]) -> None:
        giver, card = self.giver, self.card
        if not self.from_shop:
            self.columns[giver].pop(0)  # NH-5, NH-10: always the bottom card
            if self.face_up[card]:
                events.append(Flipped(giver, card))
        self.face_up[card] = False
        gift = GIFTS[self.order[card]]
        self.receiver = self.receiver_of(giver, card)
        self.claim = claim
        self.phase = RESPOND
        self.turn += 1
        events.append(Given(giver, self.receiver, card, claim, gift.colour, gift.arrow, self.from_shop))

    def _accept(self, events: list[Event]) -> None:
        seat, card = self.receiver, self.card
        self.columns[seat].append(card)  # NH-5: on top, face down
        events.append(Accepted(seat, self.giver, card, self.claim))
        self.giver = seat
        self.card = self.columns[seat][0]
        self.from_shop = False
        self.receiver = self.receiver_of(seat, self.card)
        self.phase = GIVE

    def _refuse(self, events: list[Event]) -> None:
        card, gift = self.card, self.order[self.card]
        loser = self.receiver if gift == self.claim else self.giver  # NH-6
        self.face_up[card] = True
        self.penalties[loser].append(card)
        events.append(
            Refused(self.receiver, self.giver, card, gift, self.claim, loser, len(self.penalties[loser]))
        )
        if len(self.penalties[loser]) >= PENALTY_LIMIT:
            self._end_game("three", events)
        elif self.shop_next >= len(self.order):
            self._end_game("shop-empty", events)  # NH-8: no gift left to draw
        else:
            self._draw(loser, events)

    def _draw(self, seat: int, events: list[Event]) -> None:
        card = self.shop_next
        self.shop_next += 1
        nxt = (self.shop_next, self.order[self.shop_next]) if self.shop_next < len(self.order) else None
        self.giver, self.card, self.from_shop = seat, card, True
        self.receiver = self.receiver_of(seat, card)
        self.claim = -1
        self.phase = GIVE
        events.append(Drawn(seat, card, self.order[card], len(self.order) - self.shop_next, nxt))

    def _end_game(self, reason: str, events: list[Event]) -> None:
        # NH-7: the face-down cards are hidden until a refusal or the end: now all are turned over
        hidden = tuple((seat, card, self.order[card]) for seat, col in enumerate(self.columns)
                       for card in col if not self.face_up[card])
        for _seat, card, _gift in hidden:
            self.face_up[card] = True
        events.append(Revealed(self.game_no, hidden))
        counts = tuple(len(p) for p in self.penalties)
        for seat, count in enumerate(counts):
            self.totals[seat] += count
        self.over_reason = reason
        events.append(GameOver(self.game_no, self.games_total, reason, counts, tuple(self.totals)))
        if self.game_no < self.games_total:
            self.starter = (self.starter + 1) % self.n  # the next game of a match
            self._new_game(events)
        else:
            self.phase = OVER

    # -- what a seat sees ------------------------------------------------------------
    def _card_view(self, card: int) -> CardView:
        if self.face_up[card]:
            return CardView(card, self.order[card])
        gift = GIFTS[self.order[card]]
        return CardView(card, None, gift.colour, gift.arrow)

    def view(self, seat: int | None) -> NotAHatView:
        if seat is not None:
            check_seat(seat, self.n)  # G-1; None is a spectator
        order = self.order
        columns = tuple(tuple(self._card_view(c) for c in col) for col in self.columns)
        in_hand = pending = None
        if self.phase == GIVE:
            gift = GIFTS[order[self.card]]
            # being given now: its face is known or unknown as it lies; its back is being turned up
            face = order[self.card] if self.face_up[self.card] else None
            in_hand = CardView(self.card, face, gift.colour, gift.arrow)
        elif self.phase == RESPOND:
            pending = self._card_view(self.card)
        shop_top = None
        if self.shop_next < len(order):
            shop_top = CardView(self.shop_next, order[self.shop_next])
        return NotAHatView(
            viewer=seat,
            players=self.n,
            phase=self.phase,
            giver=self.giver,
            receiver=self.receiver,
            columns=columns,
            in_hand=in_hand,
            pending=pending,
            claim=self.claim if self.phase == RESPOND else None,
            from_shop=self.from_shop,
            shop_count=len(order) - self.shop_next,
            shop_top=shop_top,
            penalties=tuple(tuple(CardView(c, order[c]) for c in pile) for pile in self.penalties),
            deck=self.deck,
            column_size=self.column_size,
            game_no=self.game_no,
            games_total=self.games_total,
            totals=tuple(self.totals),
            turn=self.turn,
        )

    # -- saving --------------------------------------------------------------------------
    def _save_body(self) -> dict:
        return {
            "order": list(self.order),
            "face_up": [c for c, up in enumerate(self.face_up) if up],
            "columns": [list(col) for col in self.columns],
            "shop_next": self.shop_next,
            "penalties": [list(p) for p in self.penalties],
            "phase": self.phase,
            "giver": self.giver,
            "receiver": self.receiver,
            "card": self.card,
            "from_shop": self.from_shop,
            "claim": self.claim,
            "turn": self.turn,
            "game_no": self.game_no,
            "totals": list(self.totals),
            "starter": self.starter,
            "over_reason": self.over_reason,
        }

    def _load_body(self, data: dict) -> None:
        self.order = [int(g) for g in data["order"]]
        if sorted(self.order) != sorted(self.deck):
            raise ValueError("the cards in the save are not this game's deck")
        up = set(data["face_up"])
        self.face_up = [c in up for c in range(len(self.order))]
        self.columns = [[int(c) for c in col] for col in data["columns"]]
        self.shop_next = int(data["shop_next"])
        self.penalties = [[int(c) for c in p] for p in data["penalties"]]
        self.phase = data["phase"]
        if self.phase not in (GIVE, RESPOND, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")
        self.giver, self.receiver, self.card = int(data["giver"]), int(data["receiver"]), int(data["card"])
        self.from_shop = bool(data["from_shop"])
        self.claim = int(data["claim"])
        self.turn = int(data["turn"])
        self.game_no = int(data["game_no"])
        self.totals = [int(t) for t in data["totals"]]
        self.starter = int(data["starter"])
        self.over_reason = str(data["over_reason"])

