"""Secret Santa's windows and round ends: Holly and Snowflake answers and their cards (A Mouse,
the Ghost, the Christmas Tree, Scrooge, the Fruitcake), then ending rounds and hands
(rulings SS-8..SS-11, SS-14, SS-15). A half of ``SecretSantaState`` (a mixin)."""

from __future__ import annotations

from typing import Any

from engine.core import Event

from .cards import (
    FRUITCAKE,
    GHOST,
    MOUSE,
    SCROOGE,
    TREE,
)
from .moves import (
    DECLINE,
    GHOST_ACTION,
    MOUSE_ACTION,
    Forfeited,
    FruitcakePlayed,
    GhostPlayed,
    HandEnded,
    MousePlayed,
    Passed,
    PlayFruitcake,
    PlayGhost,
    PlayMouse,
    PlayScrooge,
    PlayTree,
    RoundEnded,
    ScroogePlayed,
    TreePlayed,
    WindowOpened,
)
from .phases import HOLLY, HOLLY_KINDS, OVER, SNOW, SNOW_KINDS, TURN


class SantaRounds:
    """The window and round half of ``SecretSantaState``."""

    def owes_window(self, seat: int) -> bool:
        """SS-17: a forgotten "Final Gift!" not yet paid for, and the open window is a chance to
        play for ``seat`` (a Holly window is none for a seat Scrooge keeps out of the round)."""
        return self.must_pass[seat] and not (self.phase == HOLLY and seat == self.scrooged)

    def _holly_actions(self, seat: int) -> tuple[Any, ...]:
        hand = self.hands[seat]
        if seat == self.scrooged or self.owes_window(seat):
            return (DECLINE,)  # sitting out the round entirely (SS-9), or paying for a forgotten Final Gift (SS-17)
        out: list[Any] = [DECLINE]
        if hand[MOUSE]:
            out.append(MOUSE_ACTION)
        if hand[GHOST]:
            out.append(GHOST_ACTION)
        return tuple(out)

    def _snow_actions(self, seat: int) -> tuple[Any, ...]:
        hand = self.hands[seat]
        out: list[Any] = [DECLINE]
        if self.owes_window(seat):
            return tuple(out)  # SS-17: this window is her next chance to play, and she lets it go
        if self.first_window:
            if hand[FRUITCAKE]:  # SS-11
                out.extend(PlayFruitcake(v, t) for v in range(1, 13) if hand[v] for t in range(self.n) if t != seat)
            return tuple(out)
        if hand[TREE] and self._round_gifts():
            out.extend((PlayTree(True), PlayTree(False)))
        if hand[SCROOGE]:
            out.extend(PlayScrooge(t) for t in self.scrooge_targets if t != seat)
        return tuple(out)

    def answers(self, seat: int) -> tuple[Any, ...]:
        """What ``seat`` could answer the open window once asked (it may be asked later).
        The table uses it to offer a player her choices as soon as she calls."""
        if self.phase == HOLLY:
            return self._holly_actions(seat)
        if self.phase == SNOW:
            return self._snow_actions(seat)
        return ()

    def _round_gifts(self) -> int:
        return sum(1 for _, cards, _ in self.plays for c in cards if c <= 12)


    def _why_not_window(self, seat: int, action: Any) -> tuple[str, str]:
        hand = self.hands[seat]
        t = type(action)
        if self.owes_window(seat):
            return "SS-17", "you forgot to say \"Final Gift!\", so you must let this chance to play go by"
        if self.phase == HOLLY:
            if t in (PlayMouse, PlayGhost):
                if seat == self.scrooged:
                    return "SS-9", "Scrooge has you sitting out this round"
                return "SS-8", "you have no such Holly card"
            return "SS-8", "only a Holly card (A Mouse, the Ghost) or nothing may be played now"
        if t is PlayFruitcake:
            if not self.first_window:
                return "SS-11", "the Fruitcake is played before the first round only"
            if not hand[FRUITCAKE]:
                return "SS-11", "you have no Fruitcake"
            return "SS-11", "give one of your own gift cards to another player"
        if t is PlayTree:
            if self.first_window:
                return "SS-10", "the Christmas Tree is played after a round"
            if not hand[TREE]:
                return "SS-10", "you have no Christmas Tree"
            return "SS-10", "the last round left no gift cards to deal"
        if t is PlayScrooge:
            if self.first_window or not hand[SCROOGE]:
                return "SS-9", "you cannot play Scrooge now"
            return "SS-9", "Scrooge names someone else who passed last round without giving a gift"
        return "SS-9", "only a Snowflake card (Christmas Tree, Scrooge, Fruitcake) or nothing may be played now"

    def _round_winner(self) -> int:
        return self.plays[-1][0] if self.plays else self.leader

    # -- windows -----------------------------------------------------------------------------
    def _anyone_holds(self, kinds: tuple[int, ...]) -> bool:
        """A special card never seen played is in someone's hand, so this reads only the public record."""
        return any(h[k] for h in self.hands for k in kinds)

    def _window_kinds(self, kind: str) -> tuple[int, ...]:
        return HOLLY_KINDS if kind == HOLLY else (FRUITCAKE,) if self.first_window else SNOW_KINDS

    def _open_window(self, kind: str, after: int, seats: list[int], events: list[Event]) -> None:
        self.phase = kind
        self.window_after = after
        self.queue = list(seats)
        if self.fast:
            self._skip_idle(events)
            if not self.queue:
                self._close_window(kind, after, events)
                return
        events.append(WindowOpened(kind, after, tuple(self.queue)))

    def _skip_idle(self, events: list[Event]) -> None:
        """Search copies skip the seats at the head of the queue that hold no card for this window:
        each answers no at once, as it would have if asked (paying a forgotten Final Gift, SS-17)."""
        held = self._window_kinds(self.phase)
        while self.queue and not any(self.hands[self.queue[0]][k] for k in held):
            self.decline(self.queue.pop(0), events)

    def decline(self, seat: int, events: list[Event]) -> None:
        """``seat`` lets the open window go by; if it owed a chance to play, that is paid (SS-17)."""
        if self.owes_window(seat):
            self.must_pass[seat] = False
            events.append(Forfeited(seat, self.phase))

    def _next_in_window(self, events: list[Event]) -> None:
        self.decline(self.queue.pop(0), events)
        if self.fast:
            self._skip_idle(events)
        if not self.queue:
            self._close_window(self.phase, self.window_after, events)

    def _close_window(self, kind: str, after: int, events: list[Event]) -> None:
        self.queue = []
        if kind == HOLLY:
            self._after_play(after, events)
        else:
            self.first_window = False
            self._start_round(events)

    def _do_mouse(self, seat: int, events: list[Event]) -> None:
        self._take(seat, (MOUSE,))
        self.pile.append(MOUSE)
        winner = self._round_winner()
        events.append(MousePlayed(seat, winner, self.sizes[seat]))
        if not self.sizes[seat]:
            self.outs.append((seat, 0, self.seq))
        self.queue = []
        self._end_round(winner, "mouse", events)  # SS-8

    def _do_ghost(self, seat: int, events: list[Event]) -> None:
        self._take(seat, (GHOST,))
        self.pile.append(GHOST)
        victim, cards, _ = self.plays.pop()
        self._put(victim, cards, public=True)
        self.must_pass[victim] = False  # SS-18: the play is undone, and a forgotten Final Gift with it
        self.outs = [o for o in self.outs if o[0] != victim]
        events.append(GhostPlayed(seat, victim, cards, self.sizes[seat]))
        if not self.sizes[seat]:
            self.outs.append((seat, 0, self.seq))
        self.queue = []
        self._after_play(victim, events)  # SS-8: skipped, not passed

    def _do_tree(self, seat: int, action: PlayTree, events: list[Event]) -> None:
        self._take(seat, (TREE,))
        self.discard[TREE] += 1
        gifts = [c for _, cards, _ in self.plays for c in cards if c <= 12]
        for _, cards, _ in self.plays:
            for c in cards:
                if c > 12:
                    self.discard[c] += 1
        self.plays = []
        self.rng.shuffle(gifts)
        ring, n = self.ring, self.n
        start = self.pos[seat] + (0 if action.deal_self_first else 1)
        still_in = set(range(n)) - set(self.finished)
        receivers = [ring[(start + i) % n] for i in range(n) if ring[(start + i) % n] in still_in]
        deal = tuple(zip(receivers, gifts, strict=False))
        for s, g in deal:
            self._put(s, (g,), public=False)
        for g in gifts[len(deal):]:  # SS-10: the rest go away unseen
            self.limbo[g] += 1
        events.append(TreePlayed(seat, deal, len(gifts) - len(deal), self.sizes[seat]))

    def _do_scrooge(self, seat: int, action: PlayScrooge, events: list[Event]) -> None:
        self._take(seat, (SCROOGE,))
        self.discard[SCROOGE] += 1
        self.scrooge_next = action.target
        self.scrooge_targets = ()
        events.append(ScroogePlayed(seat, action.target, self.sizes[seat]))

    def _do_fruitcake(self, seat: int, action: PlayFruitcake, events: list[Event]) -> None:
        self._take(seat, (FRUITCAKE, action.value))
        self.discard[FRUITCAKE] += 1
        self._put(action.target, (action.value,), public=False)
        events.append(FruitcakePlayed(seat, action.target, action.value, self.sizes[seat]))

    # -- rounds and hands -----------------------------------------------------------------
    def _settle_outs(self) -> list[tuple[int, int]]:
        """SS-14: who went out this round, best last play first."""
        placed = []
        for seat, _, _ in sorted(self.outs, key=lambda o: (-o[1], o[2])):
            self.finished.append(seat)
            placed.append((seat, len(self.finished)))
        self.outs = []
        return placed

    def _end_round(self, winner: int, reason: str, events: list[Event]) -> None:
        self.queue = []
        placed = self._settle_outs()
        if self.holders() <= 1:
            events.append(RoundEnded(self.round_no, winner, reason, -1, tuple(placed)))
            self._end_hand(events)
            return
        self.leader = winner if self.sizes[winner] else self._seats_from(winner, include_first=False)[0]  # SS-4
        self.scrooge_targets = tuple(
            s for s in range(self.n) if self.passed[s] and not self.gave[s] and self.sizes[s]
        )
        events.append(RoundEnded(self.round_no, winner, reason, self.leader, tuple(placed)))
        can_tree = self._round_gifts() and self._anyone_holds((TREE,))
        can_scrooge = self.scrooge_targets and self._anyone_holds((SCROOGE,))
        if can_tree or can_scrooge:  # SS-9
            self._open_window(SNOW, self.leader, self._seats_from(self.leader), events)
        else:
            self._start_round(events)

    def _clear_round(self) -> None:
        for _, cards, _ in self.plays:
            for c in cards:
                self.discard[c] += 1
        for c in self.pile:
            self.discard[c] += 1
        self.plays = []
        self.pile = []

    def _start_round(self, events: list[Event]) -> None:
        self._clear_round()
        if self.round_no:  # a Snowflake card may have been someone's last
            for s in self._seats_emptied():
                self.outs.append((s, 0, self.seq))
            placed = self._settle_outs()
            if placed and self.holders() <= 1:
                self._end_hand(events)
                return
        self.round_no += 1
        n = self.n
        self.passed = [not self.sizes[s] for s in range(n)]
        self.gave = [False] * n
        self.scrooged, self.scrooge_next = self.scrooge_next, -1
        self.scrooge_targets = ()
        if self.scrooged >= 0 and self.sizes[self.scrooged]:
            self.passed[self.scrooged] = True  # SS-9: sits this round out
            events.append(Passed(self.scrooged, "scrooge"))
        if not self.sizes[self.leader]:
            self.leader = self._seats_from(self.leader, include_first=False)[0]
        lead = self.leader
        if self.passed[lead]:
            lead = next(s for s in self._seats_from(lead, include_first=False) if not self.passed[s])
        self.turn = lead
        self.phase = TURN

    def _seats_emptied(self) -> list[int]:
        return [s for s in self.ring if not self.sizes[s] and s not in self.finished]

    def _end_hand(self, events: list[Event]) -> None:
        self._clear_round()
        for s in self._seats_emptied():  # left empty by a Snowflake card
            self.finished.append(s)
        self.finished.extend(s for s in self.ring if self.sizes[s])  # the last one left
        n = self.n
        points = [0] * n
        for place, seat in enumerate(self.finished):
            points[seat] = n - place  # SS-14
        for s in range(n):
            self.totals[s] += points[s]
        self.sheet.append(tuple(points))
        events.append(HandEnded(self.hand_no, self.hands_total, tuple(self.finished), tuple(points),
                                tuple(self.totals)))
        if self.hand_no < self.hands_total:  # SS-15: the deal moves left
            self.hand_no += 1
            self.dealer = (self.dealer + 1) % n
            self._deal(events)
        else:
            self.phase = OVER
            self.queue = []
