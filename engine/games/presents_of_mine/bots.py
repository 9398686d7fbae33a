"""Presents of Mine bots. Everything held is public (PM-12); only this round's choices of
the others are unknown, and bots never look at them.

- easy: plausible but weak: picks and passes with a loose preference and a lot of chance.
- medium: a greedy scorer: it keeps the presents worth most to it now (points minus the
  staleness they will gather), takes the best present it can in Yoink, and swaps its
  weakest kept present for K/L or M/N by a rule of thumb.
- hard: samples the others' likely choices (the medium policy with some noise) several
  times, plays each of its candidate choices against the same samples on a copy of the
  public table, scores the round, and keeps the choice with the best average gain.

Bots of one level do not move as one: each has a taste of its own (a small liking or
dislike for each kind, drawn from its salt), and a hard bot takes any of the choices that
score within ``CLOSE`` of its best, by its rng. Without that, every hard bot picked the same
five presents at the pregame (and so made all five stale).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from typing import Any

from engine.core import Bot

from .cards import STARTING
from .moves import GIVES, SWAPS, Give, Pick, Yoink
from .phases import Phase
from .state import PresentsState
from .view import PomView

BASE = {"A": 4, "B": 5, "C": 4, "D": 3, "E": 3, "F": 5, "G": 3, "H": 4, "I": 4.5, "J": 6, "K": 3, "L": 2,
        "M": 3, "N": 2}
SAMPLES = 6  # guesses at the others' choices per hard decision
TASTE = 1.2  # a bot's own liking for a kind, up to this many points either way (from its salt)
PICK_TASTE = 0.5  # how much of its taste a hard bot's pregame pick follows, per present
CLOSE = 0.35  # a hard bot's choices this close to its best average gain are as good to it


def keep_value(letter: str, stale: int, hand: Sequence[tuple[int, str, int, int]]) -> float:
    """What keeping a present is worth to its holder at the next scoring, roughly."""
    count = Counter(x for _, x, _, _ in hand)
    v = BASE[letter]
    if letter == "B":
        v = 2 + 2 * count["A"]
    elif letter == "K":
        v = 2 * count["A"]
    step = 2 if letter == "F" else 1
    return v - (stale + step)


def medium_choice(view: PomView, seat: int, rng: random.Random, noise: float = 0.0) -> Any:
    hand = view.hands[seat]
    if view.phase == Phase.PICK:
        ranked = sorted(STARTING, key=lambda x: -(BASE[x] + rng.uniform(-noise - 0.8, noise + 0.8)))
        return Pick(tuple(sorted(ranked[:5])))
    if view.phase == Phase.YOINK:
        wants = []
        for dist in (1, 2, 3):
            victim = view.below(seat, -dist)
            theirs = view.hands[victim]
            best = max(range(len(theirs)), key=lambda i: BASE[theirs[i][1]] - theirs[i][2] + rng.uniform(0, noise))
            wants.append(best)
        return Yoink(tuple(wants))
    values = [keep_value(x, st, hand) + rng.uniform(-noise, noise) for _, x, st, _ in hand]
    order = sorted(range(6), key=lambda i: values[i])
    give = tuple(order[:3])
    if view.round_no not in SWAPS:
        return Give(give)
    kept = order[3:]
    drop = kept[0]
    count = Counter(hand[i][1] for i in kept if i != drop)
    if view.round_no == 2:
        take = "K" if count["A"] >= 2 else "L"
    else:
        take = "M" if sum(1 for i in kept if hand[i][2] >= 2) >= 2 else "N"
    return Give(give, drop, take)


def taste(salt: int) -> dict[str, float]:
    """A bot's own liking (or dislike) for each kind, the same all game: from its salt only."""
    draw = random.Random(f"presents-of-mine taste {salt}")
    return {letter: draw.uniform(-TASTE, TASTE) for letter in BASE}


class PresentsBot(Bot):
    def __init__(self, level: str, seat: int, salt: int) -> None:
        super().__init__(level, seat, salt)
        self.taste = taste(salt)

    def choose(self, view: PomView, legal: Sequence[Any], rng: random.Random) -> Any:
        if self.level == "easy":
            if rng.random() < 0.5:
                return legal[rng.randrange(len(legal))]
            return medium_choice(view, self.seat, rng, noise=3.0)
        if self.level == "medium":
            return medium_choice(view, self.seat, rng)
        return self._search(view, rng)

    def _candidates(self, view: PomView, rng: random.Random) -> list[Any]:
        seat = self.seat
        if view.phase == Phase.PICK:  # the eight kinds it likes best this time, five at a time
            liked = sorted(STARTING, key=lambda x: -(BASE[x] + self.taste[x] + rng.uniform(-0.5, 0.5)))[:8]
            return [Pick(tuple(sorted(c))) for c in combinations(liked, 5)]
        if view.phase == Phase.YOINK:
            tops = []
            for dist in (1, 2, 3):
                theirs = view.hands[view.below(seat, -dist)]
                tops.append(sorted(range(len(theirs)), key=lambda i: -(BASE[theirs[i][1]] - theirs[i][2]))[:3])
            return [Yoink((a, b, c)) for a in tops[0] for b in tops[1] for c in tops[2]]
        out = []
        base = medium_choice(view, seat, rng)
        for kept in combinations(range(6), 3):
            give = tuple(i for i in range(6) if i not in kept)
            if view.round_no not in SWAPS:
                out.append(Give(give))
            else:
                pair = ("K", "L") if view.round_no == 2 else ("M", "N")
                out.extend(Give(give, d, t) for d in kept for t in pair)
        if base not in out:
            out.append(base)
        legal = set(SWAPS.get(view.round_no, GIVES))
        return [c for c in out if c in legal] or [base]

    def _search(self, view: PomView, rng: random.Random) -> Any:
        seat = self.seat
        candidates = self._candidates(view, rng)
        totals = [0.0] * len(candidates)
        for _ in range(SAMPLES):
            others = {s: medium_choice(view, s, rng, noise=1.5) for s in range(view.players) if s != seat}
            seed = rng.getrandbits(32)
            for i, mine in enumerate(candidates):
                state = PresentsState.from_view(view, seed)
                for s in range(view.players):
                    state.apply(s, mine if s == seat else others[s])
                gains = state.last.gains
                rivals = sum(gains) - gains[seat]
                totals[i] += gains[seat] - 0.15 * rivals / max(1, view.players - 1)
        score = [t / SAMPLES for t in totals]
        if view.phase == Phase.PICK:  # the pregame scoring alone barely tells picks apart: its taste does
            score = [v + PICK_TASTE * sum(self.taste[x] for x in c.letters) for v, c in zip(score, candidates,
                                                                                             strict=True)]
        best = max(score)
        close = [c for v, c in zip(score, candidates, strict=True) if v >= best - CLOSE]
        return close[rng.randrange(len(close))]
