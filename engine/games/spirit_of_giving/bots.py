"""Spirit of Giving bots. They remember what their seat saw (the public mulligan, the
cards they passed and got, Jack peeks, unwrapped presents) and nothing else (G-3, SG-5).

- easy: passes and wraps at random, answers Aces at random, rarely plays a Naughty card.
- medium: passes its weakest card, wraps its best Present for whoever has a present to it
  under the Tree (a sure pair), else for someone who can still give back; a King when its
  own half of a pair is poor; the Ace value that wins the pair.
- hard: information-set Monte Carlo tree search (``search.py``) in Discussion, Goodwill,
  Wrapping and the last-minute window: each iteration guesses a deal consistent with what its
  seat has seen and remembers, plays it to the end of the game with a quick policy for everyone,
  and scores the final standing as a win share (the True Spirit of Giving included), so it
  weighs passes, wraps, Naughty cards and losing its own pairs on purpose together. Aces and the
  mulligan are as medium's, with the True Spirit in mind.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core import Bot

from .cards import ACE, is_present, rank
from .moves import (
    AceValue,
    Dealt,
    Done,
    Drew,
    Jack,
    King,
    Mulligan,
    Mulliganed,
    NaughtyPlayed,
    PassCard,
    PassesRevealed,
    Peeked,
    Queen,
    Say,
    Unwrapped,
    Wrap,
    WrapNothing,
    Wrapped,
)
from .phases import ACE_PHASE, DISCUSS, GOODWILL, LAST, WRAP
from .search import choices, determinize, present_value, search, worth
from .view import SogView

ITERATIONS = 300  # guessed deals per hard decision


class SpiritBot(Bot):
    def __init__(self, level: str, seat: int, salt: int) -> None:
        super().__init__(level, seat, salt)
        self.known: dict[int, set[int]] = {}  # cards believed to be in each hand
        self.gone: set[int] = set()  # cards seen leaving play (Naughty played, unwrapped)
        self.under: dict[int, int] = {}  # present id -> card, where this seat knows it

    # -- memory ------------------------------------------------------------------------
    def observe(self, events: Sequence[Any]) -> None:
        for e in events:
            t = type(e)
            if t is Dealt:
                self.known = {s: set(h) for s, h in enumerate(e.hands)}
            elif t is Mulliganed:
                self.known[e.seat] -= set(e.returned)
                self.known[e.seat] |= set(e.drawn)
            elif t is PassesRevealed:
                for g, r, c in e.moves:
                    if c >= 0:
                        self.known.setdefault(g, set()).discard(c)
                        self.known.setdefault(r, set()).add(c)
            elif t is Peeked and e.seat == self.seat:
                self.known[e.target] = set(e.hand)
            elif t is Wrapped:
                self.under.update({pid: c for pid, _, _, c in e.presents if c >= 0})
            elif t is NaughtyPlayed:
                self.known.setdefault(e.seat, set()).discard(e.card)
                self.gone.add(e.card)
                if e.swapped:  # a Queen: whatever I knew under one tag is now under the other
                    a, b = e.swapped
                    ca, cb = self.under.pop(a, None), self.under.pop(b, None)
                    if ca is not None:
                        self.under[b] = ca
                    if cb is not None:
                        self.under[a] = cb
            elif t is Drew and e.card >= 0:
                self.known.setdefault(e.seat, set()).add(e.card)
            elif t is Unwrapped:
                self.under.pop(e.first, None)
                self.under.pop(e.second, None)
                for c, g in zip(e.cards, e.givers, strict=True):
                    self.known.setdefault(g, set()).discard(c)
                    self.gone.add(c)

    # -- choosing ----------------------------------------------------------------------
    # The bots weigh only the lowest card of each Naughty rank (they act alike), as they always did.
    def choose(self, view: SogView, legal: Sequence[Any], rng: random.Random) -> Any:
        legal = one_card_per_rank(view.hand, legal)
        if len(legal) == 1:
            return legal[0]
        if self.level == "easy":
            return self._easy(view, legal, rng)
        kinds = {type(a) for a in legal}
        if Mulligan in kinds:
            return self._mulligan(view, legal)
        if AceValue in kinds:
            return self._ace(view, legal)
        if self.level == "hard" and view.phase in (DISCUSS, GOODWILL, WRAP, LAST):
            found = self._search(view, legal, rng)
            if found is not None:
                return found
        naughty = self._naughty(view, legal, rng)
        if naughty is not None:
            return naughty
        if Say in kinds:
            says = [a for a in legal if type(a) is Say]
            if view.said[self.seat] == 0 and rng.random() < 0.5:
                return rng.choice(says)
            return next(a for a in legal if type(a) is Done)
        if PassCard in kinds:
            return min((a for a in legal if type(a) is PassCard), key=lambda a: (worth(a.card), a.card))
        if Wrap in kinds:
            wraps = [a for a in legal if type(a) is Wrap]
            return medium_wrap(view, self.seat, wraps)
        return next((a for a in legal if type(a) in (Done, WrapNothing)), legal[0])

    def _easy(self, view: SogView, legal: Sequence[Any], rng: random.Random) -> Any:
        calm = [a for a in legal if type(a) not in (Jack, Queen, King, Say)]
        if calm and rng.random() < 0.9:
            if any(type(a) is Mulligan for a in calm):
                return calm[0] if rng.random() < 0.6 else rng.choice(calm)
            return rng.choice(calm)
        return rng.choice(list(legal))

    def _mulligan(self, view: SogView, legal: Sequence[Any]) -> Any:
        weak = tuple(c for c in view.hand if is_present(c) and rank(c) in (2, 3))
        return Mulligan(weak) if Mulligan(weak) in legal else legal[0]

    def seeking_spirit(self, view: SogView) -> bool:
        """True Spirit of Giving is within reach: an empty pile late in the game, with time left
        to give to everyone who still needs a present."""
        if self.level != "hard" or view.piles[self.seat] or view.round_no < max(2, view.rounds_total - 1):
            return False
        need = 2 if view.settings["variant"] == "merry-little-christmas" else 1
        missing = sum(max(0, need - view.record[self.seat][t]) for t in range(view.players) if t != self.seat)
        rounds_left = view.rounds_total - view.round_no + (0 if view.phase in (LAST, ACE_PHASE) else 1)
        return missing <= rounds_left

    def _ace(self, view: SogView, legal: Sequence[Any]) -> Any:
        p, x, q, _ = view.ace
        tags = {pid: (g, r) for pid, g, r in view.tree}
        giver, receiver = tags[p] if rank(x) == ACE else tags[q]
        friends = view.are_frenemies(giver, receiver)
        want_both = not self.seeking_spirit(view)
        high = (not friends) == want_both  # the higher takes both; the lower, between Frenemies
        return AceValue(11) if high else AceValue(1)

    def _naughty(self, view: SogView, legal: Sequence[Any], rng: random.Random) -> Any | None:
        kings = [a for a in legal if type(a) is King]
        jacks = [a for a in legal if type(a) is Jack]
        if view.phase == LAST and kings:
            for target, mine in self._my_pairs(view):
                friends = view.are_frenemies(self.seat, target)
                if friends:
                    continue
                low = present_value(mine) <= 4 and rank(mine) != ACE
                spirit = self.seeking_spirit(view) and present_value(mine) >= 8
                if low or spirit:
                    return next(a for a in kings if a.target == target)
        return self._jack(view, jacks, rng)

    def _jack(self, view: SogView, legal: Sequence[Any], rng: random.Random) -> Any | None:
        """Half the time in Wrapping, a Jack on the least known of those still to wrap."""
        jacks = [a for a in legal if type(a) is Jack]
        if view.phase == WRAP and jacks and not view.committed[self.seat]:
            targets = [t for t in range(view.players) if t != self.seat and not view.committed[t]]
            if targets and rng.random() < 0.5:
                target = min(targets, key=lambda t: len(self.known.get(t, ())))
                return next(a for a in jacks if a.target == target)
        return None

    def _my_pairs(self, view: SogView) -> list[tuple[int, int]]:
        """(other seat, my card) for each pair under the Tree that includes a present of mine.
        Only my own presents' cards are known to me (I wrapped them); Queens may move them."""
        out = []
        tags = {(g, r): pid for pid, g, r in view.tree}
        for (g, r), pid in tags.items():
            if g == self.seat and (r, g) in tags and pid in self.under:
                out.append((r, self.under[pid]))
        return out

    # -- hard: information-set Monte Carlo tree search ------------------------------------------
    def _search(self, view: SogView, legal: Sequence[Any], rng: random.Random) -> Any | None:
        """The hard bot's move in Discussion, Goodwill, Wrapping and the last-minute window, by
        search over guessed deals (``search``); None where there is nothing to weigh."""
        jack = self._jack(view, legal, rng)
        if jack is not None:
            return jack
        allowed = set(legal)
        root = [m for m in choices(determinize(view, self.known, self.under, rng), self.seat) if m in allowed]
        if not root or root == [Done()]:  # nothing to weigh: talk or wait as the medium bot does
            return None
        if len(root) == 1:
            return root[0]
        return search(view, self.known, self.under, root, rng, ITERATIONS)


def medium_wrap(view: SogView, seat: int, wraps: Sequence[Wrap]) -> Wrap:
    """A sure pair first (someone's present to me is under the Tree), with my best Present;
    otherwise my best Present to whoever can still give to me."""
    waiting = {g for _, g, r in view.tree if r == seat}
    best = max(wraps, key=lambda w: (present_value(w.card), -w.card))
    sure = [w for w in wraps if w.to in waiting and w.card == best.card]
    if sure:
        return sure[0]
    back = [w for w in wraps if w.card == best.card and view.record[w.to][seat] == 0]
    n = view.players
    return min(back or [best], key=lambda w: (w.to - seat) % n)  # the nearest to my left: fair to every seat


def one_card_per_rank(hand: Sequence[int], legal: Sequence[Any]) -> Sequence[Any]:
    """``legal`` without the Naughty moves of any but the lowest card of each rank in ``hand``."""
    first: dict[int, int] = {}
    for card in hand:
        first.setdefault(rank(card), card)
    if len(first) == len(hand):
        return legal  # no two cards of one rank: nothing to drop
    return [a for a in legal if type(a) not in (Jack, Queen, King) or first[rank(a.card)] == a.card]
