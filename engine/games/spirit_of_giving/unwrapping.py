"""Unwrapping and the end of a Spirit of Giving game (SG-14, SG-15, SG-16): matched pairs
opened by the lower giver, an Ace's giver asked for its value, leftovers back to their givers
and the True Spirit of Giving. A part of ``SpiritState``, kept apart for its length."""

from __future__ import annotations

from engine.core import Event

from .cards import ACE, equal_in_value, rank
from .moves import GameEnded, PhaseBegan, Unwrapped
from .phases import ACE_PHASE, OVER, UNWRAP


class Unwrapping:
    # -- unwrapping ---------------------------------------------------------------------------
    def _unwrap_start(self, events: list[Event]) -> None:
        self.phase = UNWRAP
        events.append(PhaseBegan(UNWRAP, self.round_no, 0))
        pairs = []
        for pid, (_, g, r) in self.tree.items():
            if g < r:
                other = next((q for q, (_, g2, r2) in self.tree.items() if g2 == r and r2 == g), None)
                if other is not None:
                    pairs.append((g, r, pid, other))
        self.pairs = [(p, q) for _, _, p, q in sorted(pairs)]  # SG-14: by the lower giver
        self._unwrap_on(events)

    def _unwrap_on(self, events: list[Event]) -> None:
        while self.pairs:
            if self._needs_ace():
                self.phase = ACE_PHASE
                return
            self._resolve_pair(events, 0)
        if self.round_no < self.rounds_total:
            self._start_round(self.round_no + 1, events)
        else:
            self._end(events)

    def _needs_ace(self) -> bool:
        p, q = self.pairs[0]
        x, y = self.tree[p][0], self.tree[q][0]
        return not equal_in_value(x, y) and ACE in (rank(x), rank(y))

    def _ace_giver(self) -> int:
        p, q = self.pairs[0]
        return self.tree[p][1] if rank(self.tree[p][0]) == ACE else self.tree[q][1]

    def _resolve_pair(self, events: list[Event], ace: int) -> None:
        p, q = self.pairs.pop(0)
        x, a, b = self.tree.pop(p)
        y, _, _ = self.tree.pop(q)
        friends = (min(a, b), max(a, b)) in self.frenemies
        equal = equal_in_value(x, y)
        if equal:
            taken = ((b, x), (a, y))  # each keeps the present she was given
        else:
            vx = ace if rank(x) == ACE else rank(x)
            vy = ace if rank(y) == ACE else rank(y)
            high, low = (a, b) if vx > vy else (b, a)
            taker = low if friends else high
            taken = ((taker, x), (taker, y))
        for seat, card in taken:
            self.piles[seat].append(card)
        if friends and self.merry:
            self.frenemies.discard((min(a, b), max(a, b)))  # SG-13: friends again in the variant
        events.append(Unwrapped(p, q, (x, y), (a, b), equal, ace, friends, taken))
        self.phase = UNWRAP

    def _end(self, events: list[Event]) -> None:
        leftovers = []
        for pid in sorted(self.tree):
            card, g, _ = self.tree[pid]
            self.piles[g].append(card)  # SG-15
            leftovers.append((pid, g, card))
        self.tree = {}
        self.discard.extend(c for h in self.hands for c in h)
        self.hands = [[] for _ in range(self.n)]
        self.true_spirit = tuple(
            s for s in range(self.n)
            if not self.piles[s] and all(self.record[s][t] >= self.need for t in range(self.n) if t != s)
        )
        self.phase = OVER
        events.append(GameEnded(tuple(leftovers), tuple(len(p) for p in self.piles), self.true_spirit))
