"""Secret Santa's turns: what a seat may play on its turn, why a play is refused, and playing
gift cards, passing, Santa and Christmas Carol (rulings SS-4..SS-7, SS-12, SS-13). A half of
``SecretSantaState`` (a mixin: it uses the state's fields)."""

from __future__ import annotations

from itertools import product
from typing import Any

from engine.core import Event, IllegalAction

from .cards import (
    CAROL,
    ELVES,
    KINDS,
    SANTA,
    SPECIALS,
)
from .moves import (
    PASS,
    PASS_DECLARE,
    SANTA_DECLARE,
    SANTA_PLAY,
    CarolPlayed,
    FinalGift,
    Pass,
    Passed,
    Play,
    PlayCarol,
    Played,
    PlaySanta,
    SantaPlayed,
)
from .moves import play as _play
from .phases import HOLLY, HOLLY_KINDS, SANTA_RANK, TURN


class SantaTurns:
    """The turn half of ``SecretSantaState``."""

    def _needs_declaring(self, seat: int, left: int) -> bool:
        return left == 1 and not self.declared[seat] and not self.final_auto

    def _turn_actions(self, seat: int) -> tuple[Any, ...]:
        hand = self.hands[seat]
        size = self.sizes[seat]
        if self.must_pass[seat]:
            return (PASS,)  # SS-13: the forgotten Final Gift costs this turn
        out: list[Any] = []
        if hand[CAROL]:  # SS-7
            out.extend(PlayCarol(t) for t in range(self.n) if t != seat)
        top = self.plays[-1] if self.plays else None
        elves = hand[ELVES]
        if top is None:
            for v in range(1, 13):
                c = hand[v]
                for g in range(1, c + 1):
                    for e in range(elves + 1):
                        cards = (v,) * g + (ELVES,) * e
                        out.append(_play(cards))
                        if self._needs_declaring(seat, size - g - e):
                            out.append(_play(cards, True))
            if not any(hand[1:13]):  # SS-12: specials as gifts worth 0
                kinds = [k for k in SPECIALS if hand[k]]
                for combo in product(*(range(hand[k] + 1) for k in kinds)):
                    k = sum(combo)
                    if k:
                        cards = tuple(sorted(x for kind, m in zip(kinds, combo, strict=True) for x in (kind,) * m))
                        out.append(_play(cards))
                        if self._needs_declaring(seat, size - k):
                            out.append(_play(cards, True))
        else:
            need, beat = len(top[1]), top[2]
            for v in range(beat + 1, 13):
                c = hand[v]
                if not c:
                    continue
                for g in range(max(1, need - elves), min(c, need) + 1):
                    cards = (v,) * g + (ELVES,) * (need - g)
                    out.append(_play(cards))
                    if self._needs_declaring(seat, size - need):
                        out.append(_play(cards, True))
        if hand[SANTA]:  # SS-6
            out.append(SANTA_PLAY)
            if self._needs_declaring(seat, size - 1):
                out.append(SANTA_DECLARE)
        if top is not None:
            out.append(PASS)
            if self._needs_declaring(seat, size):
                out.append(PASS_DECLARE)
        return tuple(out)


    def _check_turn(self, seat: int, action: Any) -> None:
        t = type(action)
        hand = self.hands[seat]
        if self.must_pass[seat] and t is not Pass:
            raise IllegalAction("SS-13", "you forgot to say \"Final Gift!\", so you must pass this turn")
        declare = getattr(action, "declare", False)
        if t is Play:
            cards = action.cards
            if not cards or any(not 1 <= k < KINDS for k in cards):
                raise IllegalAction("SS-4", "play at least one card")
            if any(cards.count(k) > hand[k] for k in set(cards)):
                raise IllegalAction("SS-4", "you do not hold those cards")
            gifts = {k for k in cards if k <= 12}
            top = self.plays[-1] if self.plays else None
            if gifts:
                if any(k > 12 and k != ELVES for k in cards):
                    raise IllegalAction("SS-5", "only Elves can join gift cards in a play")
                if len(gifts) > 1:
                    raise IllegalAction("SS-4", "a play is cards of one value (Elves may join them)")
                value = next(iter(gifts))
            else:
                if any(hand[1:13]) and all(k == ELVES for k in cards):
                    raise IllegalAction("SS-5", "Elves copy a gift: play them together with at least one gift card")
                if any(hand[1:13]):
                    raise IllegalAction("SS-12", "special cards count as gifts worth 0 only once you have no gift "
                                                 "cards")
                value = 0
            if top is not None:
                need = len(top[1])
                if len(cards) != need:
                    raise IllegalAction("SS-4", f"this round takes exactly {need} {'card' if need == 1 else 'cards'}"
                                                " a play")
                if value <= top[2]:
                    raise IllegalAction("SS-4", f"play a higher value than {top[2]}")
            left = self.sizes[seat] - len(cards)
        elif t is Pass:
            if not self.plays and not self.must_pass[seat]:
                raise IllegalAction("SS-4", "the round's first player must play; there is nothing to pass on")
            left = self.sizes[seat]
        elif t is PlaySanta:
            if not hand[SANTA]:
                raise IllegalAction("SS-6", "you have no Santa")
            left = self.sizes[seat] - 1
        elif t is PlayCarol:
            if not hand[CAROL]:
                raise IllegalAction("SS-7", "you have no Christmas Carol")
            if not 0 <= action.target < self.n or action.target == seat:
                raise IllegalAction("SS-7", "swap seats with another player")
            return
        else:
            raise IllegalAction("SS-4", "on your turn, play cards, play Santa or Christmas Carol, or pass")
        if declare and not self._needs_declaring(seat, left):
            raise IllegalAction("SS-13", "\"Final Gift!\" is said only when a turn leaves you one card")

    # -- hands and the public record -----------------------------------------------------
    def _take(self, seat: int, cards: tuple[int, ...] | list[int]) -> None:
        hand, known = self.hands[seat], self.known[seat]
        for k in cards:
            hand[k] -= 1
            if known[k]:
                known[k] -= 1
        self.sizes[seat] -= len(cards)
        self.declared[seat] = False

    def _put(self, seat: int, cards: tuple[int, ...] | list[int], public: bool) -> None:
        hand, known = self.hands[seat], self.known[seat]
        for k in cards:
            hand[k] += 1
            if public:
                known[k] += 1
        self.sizes[seat] += len(cards)
        self.declared[seat] = False

    def _end_turn_declaring(self, seat: int, declare: bool, events: list[Event]) -> None:
        """SS-13: ending a turn with one card left needs "Final Gift!" (done for you in auto)."""
        if self.sizes[seat] != 1 or self.declared[seat]:
            return
        self.declared[seat] = True
        said = declare or self.final_auto
        if not said:
            self.must_pass[seat] = True
        events.append(FinalGift(seat, said))

    # -- turns -----------------------------------------------------------------------------
    def _do_play(self, seat: int, action: Play, events: list[Event]) -> None:
        cards = action.cards
        value = cards[0] if cards[0] <= 12 else 0
        lead = not self.plays
        self._take(seat, cards)
        self.plays.append((seat, cards, value))
        self.gave[seat] = True
        events.append(Played(seat, cards, value, lead, self.sizes[seat]))
        self._end_turn_declaring(seat, action.declare, events)
        if not self.sizes[seat]:
            self.outs.append((seat, value, self.seq))
        queue = self._seats_from(seat, include_first=False) if self._anyone_holds(HOLLY_KINDS) else []
        if queue:  # SS-8: everyone else is asked, holding Holly or not
            self._open_window(HOLLY, seat, queue, events)
        else:
            self._after_play(seat, events)

    def _do_pass(self, seat: int, action: Pass, events: list[Event]) -> None:
        forced = "final-gift" if self.must_pass[seat] else ""
        self.must_pass[seat] = False
        self.passed[seat] = True
        events.append(Passed(seat, forced))
        self._end_turn_declaring(seat, action.declare, events)
        self._next_turn(seat, events)

    def _do_santa(self, seat: int, action: PlaySanta, events: list[Event]) -> None:
        self._take(seat, (SANTA,))
        self.pile.append(SANTA)
        events.append(SantaPlayed(seat, self.sizes[seat]))
        self._end_turn_declaring(seat, action.declare, events)
        if not self.sizes[seat]:
            self.outs.append((seat, SANTA_RANK, self.seq))
        self._end_round(seat, "santa", events)  # SS-6

    def _do_carol(self, seat: int, action: PlayCarol, events: list[Event]) -> None:
        target = action.target
        self._take(seat, (CAROL,))
        self.pile.append(CAROL)
        a, b = self.pos[seat], self.pos[target]
        self.ring[a], self.ring[b] = target, seat
        self.pos[seat], self.pos[target] = b, a
        events.append(CarolPlayed(seat, target, tuple(self.ring), self.sizes[seat]))
        if not self.sizes[seat]:  # her last card: she is out, and the turn moves on
            self.outs.append((seat, 0, self.seq))
            self._after_play(seat, events)
        # otherwise the same player goes on with her turn (SS-7: before playing gifts)

    def _after_play(self, seat: int, events: list[Event]) -> None:
        if self.holders() <= 1:  # SS-14: the hand ends when one player has cards left
            self._end_round(self._round_winner(), "passes", events)
        else:
            self._next_turn(seat, events)

    def _next_turn(self, seat: int, events: list[Event]) -> None:
        ring, n, start = self.ring, self.n, self.pos[seat]
        for i in range(1, n + 1):
            s = ring[(start + i) % n]
            if self.sizes[s] and not self.passed[s]:
                self.turn = s
                self.phase = TURN
                return
        self._end_round(self._round_winner(), "passes", events)  # SS-4: everyone has passed
