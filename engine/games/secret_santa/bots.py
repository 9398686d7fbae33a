"""Secret Santa bots. They read only their seat's view (ruling G-3).

- easy: plays something plausible: a random group on the lead, often the cheapest
  answer, uses special cards on a whim and sometimes forgets "Final Gift!".
- medium: a sound climbing-game player: leads its lowest set, answers as cheaply as
  it can without breaking up high sets early, keeps Santa to take the lead when that
  lets it finish, and spends Holly and Snowflake cards on whoever is nearly out.
- hard: determinized Monte Carlo. It deals the unseen cards out at random many times
  in ways that fit what its seat has seen (card counts, every card played, cards the
  Ghost handed back in public), plays each of its best few options to the end of the
  hand with the medium policy for everyone, and keeps the option that scored best on
  the same deals. The number of deals is fixed, so a game replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.core import Bot

from .cards import ELVES, KINDS, SANTA
from .moves import Decline, Pass, Play, PlayCarol, PlayFruitcake, PlayGhost, PlayMouse, PlaySanta, PlayScrooge, PlayTree
from .state import SecretSantaState
from .view import SantaView

DEALS = 16  # determinizations per hard decision
MAX_OPTIONS = 5  # options the hard bot plays out
SEARCH_BELOW = 50  # the hard bot searches once fewer cards than this remain in hands


def _counts(cards: Sequence[int]) -> list[int]:
    hand = [0] * KINDS
    for c in cards:
        hand[c] += 1
    return hand


def _gift_groups(hand: Sequence[int]) -> int:
    return sum(1 for v in range(1, 13) if hand[v])


class Table:
    """The few facts a policy needs, read from a view or (inside a search) from a state."""

    __slots__ = ("me", "hand", "size", "sizes", "top", "after", "passed", "targets", "first_window", "n")

    @classmethod
    def of_view(cls, v: SantaView) -> Table:
        t = cls()
        t.me, t.n = v.viewer, v.players
        t.hand = _counts(v.hand)
        t.size = len(v.hand)
        t.sizes, t.top, t.after, t.passed = v.counts, v.top, v.window_after, v.passed
        t.targets, t.first_window = v.scrooge_targets, v.first_window
        return t

    @classmethod
    def of_state(cls, s: SecretSantaState, seat: int) -> Table:
        t = cls()
        t.me, t.n = seat, s.n
        t.hand = s.hands[seat]
        t.size = s.sizes[seat]
        t.sizes = s.sizes
        t.top = s.plays[-1] if s.plays else None
        t.after, t.passed, t.targets, t.first_window = s.window_after, s.passed, s.scrooge_targets, s.first_window
        return t

    def danger(self) -> int:
        """The fewest cards any opponent still holding cards has."""
        return min((c for s, c in enumerate(self.sizes) if s != self.me and c), default=99)


def _play_cost(t: Table, play: Play) -> float:
    cards = play.cards
    left = t.size - len(cards)
    if left == 0:
        return -100.0  # going out
    v = cards[0] if cards[0] <= 12 else 0
    elves = cards.count(ELVES)
    gifts = len(cards) - elves
    cost = v + 4 * elves + (3 if t.hand[v] > gifts else 0)
    if v >= 10 and t.size > 6:
        cost += 6  # keep high cards to win a lead later
    if left == 1:
        cost -= 3  # one card left is nearly out
    return cost


def medium_turn(t: Table, legal: Sequence[Any], rng: random.Random | None = None) -> Any:
    plays = [a for a in legal if type(a) is Play and not a.declare]
    santa = next((a for a in legal if type(a) is PlaySanta and not a.declare), None)
    can_pass = any(type(a) is Pass for a in legal)
    if not plays and santa is None:
        carol = [a for a in legal if type(a) is PlayCarol]
        if carol and t.size == 1:
            return carol[0]  # her last card: play it and go out
        return next(a for a in legal if type(a) is Pass)
    rest = t.size - 1
    if santa is not None:
        after = list(t.hand)
        after[SANTA] -= 1
        groups = _gift_groups(after) + (1 if not any(after[1:13]) and rest else 0)
        if rest == 0 or groups <= 1 or (t.top is not None and t.danger() <= 2 and groups <= 2):
            return santa
    if t.top is None:
        zero = [p for p in plays if p.cards[0] > 12]
        if zero:  # only special cards left: give them all at once
            return max(zero, key=lambda p: len(p.cards))
        if _gift_groups(t.hand) == 1:
            return max(plays, key=lambda p: len(p.cards))  # everything at once
        low = min(p.cards[0] for p in plays)
        full = [p for p in plays if p.cards[0] == low and ELVES not in p.cards]
        return max(full, key=lambda p: len(p.cards))
    best = min(plays, key=lambda p: _play_cost(t, p), default=None)
    if best is None:
        return next(a for a in legal if type(a) is Pass)
    cost = _play_cost(t, best)
    limit = 11 if t.size > 4 else 14
    if t.danger() <= 2:
        limit += 4
    if cost <= limit or not can_pass:
        return best
    return next(a for a in legal if type(a) is Pass)


def medium_window(t: Table, legal: Sequence[Any]) -> Any:
    kinds = {type(a) for a in legal}
    if PlayGhost in kinds and t.sizes[t.after] <= 2:
        return next(a for a in legal if type(a) is PlayGhost)  # they were nearly out
    if PlayMouse in kinds:
        rivals = [s for s, c in enumerate(t.sizes) if s not in (t.me, t.after) and c and c <= 2 and not t.passed[s]]
        if rivals:
            return next(a for a in legal if type(a) is PlayMouse)
    scrooges = [a for a in legal if type(a) is PlayScrooge]
    if scrooges:
        return min(scrooges, key=lambda a: t.sizes[a.target])
    if PlayTree in kinds and t.danger() <= 2:
        return next(a for a in legal if type(a) is PlayTree and not a.deal_self_first)
    cakes = [a for a in legal if type(a) is PlayFruitcake]
    if cakes:
        low = min(a.value for a in cakes)
        return min((a for a in cakes if a.value == low), key=lambda a: (t.sizes[a.target], a.target))
    return legal[0]  # Decline comes first


def _declare(legal: Sequence[Any], action: Any) -> Any:
    """Say "Final Gift!" when the chosen move needs it."""
    if hasattr(action, "declare") and not action.declare:
        twin = type(action)(action.cards, True) if type(action) is Play else type(action)(True)
        if twin in legal:
            return twin
    return action


def medium_policy(t: Table, legal: Sequence[Any], rng: random.Random | None = None) -> Any:
    if len(legal) == 1:
        return legal[0]
    if type(legal[0]) is Decline:
        return medium_window(t, legal)
    return _declare(legal, medium_turn(t, legal, rng))


class SantaBot(Bot):
    def choose(self, view: SantaView, legal: Sequence[Any], rng: random.Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        table = Table.of_view(view)
        if self.level == "easy":
            return self._easy(table, legal, rng)
        if self.level == "hard" and sum(view.counts) < SEARCH_BELOW:
            options = self._options(table, legal)
            if len(options) > 1:
                return _declare(legal, self._search(view, options, rng))
        return medium_policy(table, legal, rng)

    # -- easy ----------------------------------------------------------------------
    def _easy(self, t: Table, legal: Sequence[Any], rng: random.Random) -> Any:
        if type(legal[0]) is Decline:
            return rng.choice(legal[1:]) if rng.random() < 0.3 else legal[0]
        plain = [a for a in legal if not getattr(a, "declare", False) and type(a) is not PlayCarol]
        if rng.random() < 0.7:
            choice = medium_turn(t, legal, rng) if rng.random() < 0.5 else rng.choice(plain)
        else:
            choice = rng.choice(plain)
        return _declare(legal, choice) if rng.random() < 0.7 else choice

    # -- hard --------------------------------------------------------------------------
    def _options(self, t: Table, legal: Sequence[Any]) -> list[Any]:
        if type(legal[0]) is Decline:
            return list(legal)
        base = medium_turn(t, legal)
        plays = [a for a in legal if type(a) is Play and not a.declare]
        best_per_value: dict[int, Play] = {}
        for p in sorted(plays, key=lambda p: _play_cost(t, p)):
            best_per_value.setdefault(p.cards[0], p)
        if t.top is None:  # also a single card and a group with every Elf
            for p in plays:
                if len(p.cards) == 1 or (ELVES in p.cards and p.cards.count(ELVES) == t.hand[ELVES]):
                    best_per_value.setdefault(-len(best_per_value) - 1, p)
        options = [base]
        extras = [a for a in legal if type(a) in (Pass, PlaySanta) and not a.declare]
        ranked = sorted(best_per_value.values(), key=lambda p: _play_cost(t, p))
        for a in extras + ranked:
            if a not in options:
                options.append(a)
        return options[:MAX_OPTIONS]

    def _unseen(self, view: SantaView) -> tuple[list[list[int]], list[int]]:
        """What this seat knows of every hand (its own; cards the Ghost handed back in public),
        and the bag of cards it has not seen: the deck less its hand, all it saw played, and those."""
        pool = list(view.deck)
        mine = _counts(view.hand)
        for k in range(1, KINDS):
            pool[k] -= mine[k] + view.discard[k]
        for _, cards, _ in view.plays:
            for c in cards:
                pool[c] -= 1
        for c in view.pile:
            pool[c] -= 1
        known = []
        for s in range(view.players):
            hand = list(view.known[s]) if s != view.viewer else list(mine)
            if s != view.viewer:
                for k in range(1, KINDS):
                    pool[k] -= hand[k]
            known.append(hand)
        return known, [k for k in range(1, KINDS) for _ in range(max(0, pool[k]))]

    def _deal_unseen(self, view: SantaView, known: list[list[int]], bag: list[int],
                     rng: random.Random) -> list[list[int]]:
        """One guess at every hand that fits what this seat has seen."""
        hands = [list(h) for h in known]
        bag = list(bag)
        rng.shuffle(bag)
        for s in range(view.players):
            if s == view.viewer:
                continue
            need = view.counts[s] - sum(hands[s])
            for _ in range(max(0, need)):
                hands[s][bag.pop()] += 1
        return hands

    def _search(self, view: SantaView, options: list[Any], rng: random.Random) -> Any:
        me = view.viewer
        totals = [0.0] * len(options)
        known, bag = self._unseen(view)  # the same for every deal
        for d in range(DEALS):
            hands = self._deal_unseen(view, known, bag, rng)
            seed = rng.getrandbits(32)
            for i, option in enumerate(options):
                state = SecretSantaState.from_view(view, hands, seed)
                state.fast = True
                totals[i] += _rollout(state, me, option, random.Random(seed + d))
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]


def _rollout(state: SecretSantaState, me: int, first: Any, rng: random.Random) -> float:
    state.apply(me, first)
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, medium_policy(Table.of_state(state, seat), legal, rng))
    return state.sheet[-1][me]

