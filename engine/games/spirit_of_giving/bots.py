"""Spirit of Giving bots. They remember what their seat saw (the public mulligan, the
cards they passed and got, Jack peeks, unwrapped presents) and nothing else (G-3, SG-5).

- easy: passes and wraps at random, answers Aces at random, rarely plays a Naughty card.
- medium: passes its weakest card, wraps its best Present for whoever has a present to it
  under the Tree (a sure pair), else for someone who can still give back; a King when its
  own half of a pair is poor; the Ace value that wins the pair.
- hard: like medium, but chooses each wrap by looking ahead: it deals the cards it has not
  seen at random many times, guesses the others' wraps with the medium policy, unwraps the
  round and keeps the wrap that scores best on the same deals. When its Present Pile is
  empty and it can still give to everyone, it plays for the True Spirit of Giving: it
  loses its pairs on purpose (low gifts, Aces as 1, no unmatched presents at the end).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core import Bot

from .cards import ACE, DECK, equal_in_value, is_present, rank
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
from .view import SogView

DEALS = 24  # determinizations per hard wrap


def worth(card: int) -> float:
    """How much a card is worth keeping in hand."""
    r = rank(card)
    if r >= 11:
        return 9.0  # Naughty cards are flexible
    if r == ACE:
        return 7.0
    return float(r)


def present_value(card: int) -> int:
    return 6 if rank(card) == ACE else rank(card)


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
            if self.level == "hard":
                return self._search_wrap(view, wraps, rng)
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
        rounds_left = view.rounds_total - view.round_no + (0 if view.phase in ("last-minute", "ace") else 1)
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
        if view.phase == "last-minute" and kings:
            for target, mine in self._my_pairs(view):
                friends = view.are_frenemies(self.seat, target)
                if friends:
                    continue
                low = present_value(mine) <= 4 and rank(mine) != ACE
                spirit = self.seeking_spirit(view) and present_value(mine) >= 8
                if low or spirit:
                    return next(a for a in kings if a.target == target)
        if view.phase == "wrapping" and jacks and not view.committed[self.seat]:
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

    # -- hard: looking ahead at the round's unwrapping ------------------------------------------
    def _search_wrap(self, view: SogView, wraps: list[Wrap], rng: random.Random) -> Wrap:
        spirit = self.seeking_spirit(view)
        scores = [0.0] * len(wraps)
        unseen = self._unseen(view)  # the same for every deal
        for _ in range(DEALS):
            hands = self._guess_hands(view, rng, unseen)
            others = {}
            for s in range(view.players):
                if s == self.seat:
                    continue
                options = [Wrap(c, t) for c in hands[s] if is_present(c) for t in range(view.players)
                           if t != s and view.record[s][t] == 0]
                if options:
                    others[s] = medium_wrap(view, s, options)
            dealt = {c for h in hands for c in h}
            pool = [c for c in unseen if c not in dealt]
            rng.shuffle(pool)
            under = {}  # old presents: mine as I know them, the rest guessed from the unseen cards
            for pid, g, r in view.tree:
                under[(g, r)] = self.under.get(pid) if pid in self.under else (pool.pop() if pool else 20)
            later = [c for c in pool if is_present(c)] or [c for c in DECK if is_present(c)]
            for i, w in enumerate(wraps):
                scores[i] += _round_value(view, self.seat, w, others, under, spirit, later)
        best = max(range(len(wraps)), key=lambda i: (scores[i], -i))
        return wraps[best]

    def _unseen(self, view: SogView) -> list[int]:
        seen = set(view.hand) | set(view.discard) | {c for p in view.piles for c in p} | self.gone
        return [c for c in DECK if c not in seen]

    def _guess_hands(self, view: SogView, rng: random.Random, pool: list[int]) -> list[list[int]]:
        """One guess at every hand from the cards this seat has not seen (``pool``)."""
        possible = set(pool)
        taken: set[int] = set()
        hands: list[list[int]] = []
        for s in range(view.players):
            if s == self.seat:
                hands.append(list(view.hand))
                continue
            sure = [c for c in self.known.get(s, ()) if c in possible and c not in taken][: view.counts[s]]
            taken.update(sure)
            hands.append(sure)
        rest = [c for c in pool if c not in taken]
        rng.shuffle(rest)
        for s in range(view.players):
            if s != self.seat:
                while len(hands[s]) < view.counts[s] and rest:
                    hands[s].append(rest.pop())
        return hands


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


def _pair_gain(mine: int, theirs: int, friends: bool, spirit: bool) -> float:
    """Presents a pair puts in my pile; both Aces are played to win (or, seeking the True
    Spirit, mine to lose)."""
    if equal_in_value(mine, theirs):
        return 1.0
    win_high = not friends  # the higher takes both, except between Frenemies
    vm = present_value(mine) if rank(mine) != ACE else (11 if win_high != spirit else 1)
    vt = present_value(theirs) if rank(theirs) != ACE else (1 if win_high else 11)
    return 2.0 if (vm > vt) == win_high else 0.0


def _round_value(view: SogView, me: int, wrap: Wrap, others: dict[int, Wrap], under: dict[tuple[int, int], int],
                 spirit: bool, later: list[int]) -> float:
    """What ``wrap`` earns me this round if the others wrap as guessed: presents to my pile
    (or, seeking the True Spirit, the pile kept empty)."""
    cards = dict(under)
    cards[(me, wrap.to)] = wrap.card
    for s, w in others.items():
        cards[(s, w.to)] = w.card
    gain = 0.0
    for (g, r), card in cards.items():
        if me not in (g, r) or (r, g) not in cards or g > r:
            continue
        x, y = card, cards[(r, g)]
        mine, theirs = (x, y) if g == me else (y, x)
        gain += _pair_gain(mine, theirs, view.are_frenemies(g, r), spirit)
    matched = (wrap.to, me) in cards
    if spirit:
        return (-10.0 * gain) - (3.0 if not matched else 0.0) + (0.5 if view.record[me][wrap.to] == 0 else 0.0)
    if matched:
        return gain
    # unmatched for now: it may still pair up later (against some unseen present), else it comes home
    chance = 0.7 if view.round_no < view.rounds_total else 0.0
    friends = view.are_frenemies(me, wrap.to)
    sample = later[:: max(1, len(later) // 12)]
    later_gain = sum(_pair_gain(wrap.card, c, friends, False) for c in sample) / len(sample)
    return gain + chance * later_gain + (1 - chance) * 1.0


def one_card_per_rank(hand: Sequence[int], legal: Sequence[Any]) -> Sequence[Any]:
    """``legal`` without the Naughty moves of any but the lowest card of each rank in ``hand``."""
    first: dict[int, int] = {}
    for card in hand:
        first.setdefault(rank(card), card)
    if len(first) == len(hand):
        return legal  # no two cards of one rank: nothing to drop
    return [a for a in legal if type(a) not in (Jack, Queen, King) or first[rank(a.card)] == a.card]
