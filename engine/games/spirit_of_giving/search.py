"""The hard Spirit of Giving bot's look-ahead: information-set Monte Carlo tree search
(Cowling, Powley and Whitehouse 2012, single observer).

Each iteration deals one guess at everything the seat cannot see, consistent with what it saw
and remembers (its hand, the table, the cards it passed and got, Jack peeks, its own presents
under the Tree), and plays that guess to the end of the game. The tree holds the seat's own
decisions, keyed by the moves it made since the search began; a move that is legal in only
some of the guesses is weighed by how often it was available (the "availability" count of
ISMCTS). The other seats, and the seat itself below the tree, play a quick policy much like
the medium bot. The reward is the seat's share of the win: the True Spirit of Giving, an
empty pile with presents given to everyone, wins outright (SG-16), so the search finds it
when it is within reach.

The search never sees the real game: it is given the seat's view and memory only (G-3).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from engine.core import GameRng

from .cards import ACE, DECK, KING, QUEEN, is_present, rank
from .moves import (
    ACE_ELEVEN,
    ACE_ONE,
    DONE,
    WRAP_NOTHING,
    King,
    Mulligan,
    PassCard,
    Queen,
    Wrap,
)
from .phases import ACE_PHASE, DISCUSS, GOODWILL, LAST, MULLIGAN, OVER, UNWRAP, WRAP
from .state import SpiritState
from .view import SogView

EXPLORE = 0.35  # UCB's exploration constant; rewards lie in 0..1


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


# -- one guess at the hidden cards ------------------------------------------------------------
def determinize(view: SogView, known: dict[int, set[int]], under: dict[int, int],
                rng: random.Random) -> SpiritState:
    """A whole game consistent with what ``view.viewer`` has seen: its own hand and presents as
    they are, every other hidden card dealt at random from the cards it has not seen, the cards
    it knows to be in a hand left there."""
    me = view.viewer
    n = view.players
    tree_ids = [pid for pid, _, _ in view.tree]
    mine_under = {pid: under[pid] for pid in tree_ids if pid in under}
    if view.phase == ACE_PHASE and view.ace is not None:
        p, x, q, y = view.ace  # the pair being opened shows
        mine_under.update({p: x, q: y})
    seen = set(view.hand) | set(view.discard) | {c for p in view.piles for c in p} | set(mine_under.values())
    pool = [c for c in DECK if c not in seen]
    rng.shuffle(pool)
    free = set(pool)
    st = SpiritState.__new__(SpiritState)
    st._configure(n, view.settings)
    st.rng = GameRng(rng.getrandbits(32))
    st._opening = []
    # Seats that made this phase's secret choice still count that card in their hands (SG-18):
    # which card, and whether they wrapped anything, is guessed below.
    committed = [s for s in range(n) if s != me and view.phase in (GOODWILL, WRAP) and view.committed[s]]
    hands: list[list[int]] = []
    for s in range(n):
        if s == me:
            hands.append(list(view.hand))
            continue
        want = view.counts[s]
        sure = sorted(c for c in known.get(s, ()) if c in free)
        if len(sure) > want:  # some have left unseen (a secret pass or present): which, is a guess
            sure = rng.sample(sure, want)
        free.difference_update(sure)
        hands.append(sure)
    rest = [c for c in pool if c in free]
    # presents under the Tree whose card this seat does not know (and a present just wrapped):
    # presents from the unseen cards, each the best of a hand's worth of them (players wrap
    # their best, the medium bots always)
    presents = [c for c in rest if is_present(c)]

    def a_present() -> int:
        if not presents:
            return next(c for c in reversed(rest) if c in free)
        card = max(presents[-view.hand_size:], key=present_value)
        presents.remove(card)
        return card

    tree: dict[int, list[int]] = {}
    for pid, g, r in view.tree:
        card = mine_under.get(pid)
        if card is None:
            card = a_present()
            free.discard(card)
        tree[pid] = [card, g, r]
    rest = [c for c in rest if c in free]
    for s in range(n):
        want = view.counts[s]
        while len(hands[s]) < want and rest:
            hands[s].append(rest.pop())
        hands[s].sort()
    st.hands = hands
    st.deck = rest[: view.deck_count]
    st.phase = view.phase
    st.turn = view.to_act if view.to_act is not None else 0
    st.round_no = view.round_no
    st.said = list(view.said)
    st.passes, st.wraps = {}, {}
    st.tree = tree
    st.next_pid = max(tree_ids, default=0) + 1000
    st.record = [list(r) for r in view.record]
    st.piles = [list(p) for p in view.piles]
    st.frenemies = set(view.frenemies)
    st.last_passes = view.last_passes
    st.discard = list(view.discard)
    st.talk = []
    st.true_spirit = ()
    st.pairs = []
    if view.phase == ACE_PHASE and view.ace is not None:  # the pair being opened, then the rest by the lower giver
        p, q = view.ace[0], view.ace[2]
        st.pairs = [(p, q)] + [pair for pair in _pairs(tree) if pair != (p, q)]
    for s in committed:  # the secret choices already made this phase, as the quick policy makes them
        if view.phase == GOODWILL:
            if not st.hands[s]:
                continue  # an empty hand passed nothing
            card = min(st.hands[s], key=lambda c: (worth(c), c))
            st.hands[s].remove(card)
            st.passes[s] = card
        else:
            w = quick_wrap(st, s)
            if type(w) is Wrap:
                st.hands[s].remove(w.card)
                st.wraps[s] = (w.card, w.to)
            else:
                st.wraps[s] = None
    return st


def _pairs(tree: dict[int, list[int]]) -> list[tuple[int, int]]:
    found = []
    for pid, (_, g, r) in tree.items():
        if g < r:
            other = next((q for q, (_, g2, r2) in tree.items() if g2 == r and r2 == g), None)
            if other is not None:
                found.append((g, r, pid, other))
    return [(p, q) for _, _, p, q in sorted(found)]


# -- the quick policy ----------------------------------------------------------------------------
def seeking_spirit(st: SpiritState, seat: int) -> bool:
    """The True Spirit of Giving is within reach: an empty pile late in the game, with rounds
    left to give to everyone who still needs a present."""
    if st.piles[seat] or st.round_no < max(2, st.rounds_total - 1):
        return False
    missing = sum(max(0, st.need - st.record[seat][t]) for t in range(st.n) if t != seat)
    left = st.rounds_total - st.round_no + (0 if st.phase in (LAST, ACE_PHASE, UNWRAP) else 1)
    return missing <= left


def quick_wrap(st: SpiritState, seat: int) -> Any:
    """The medium bot's wrap; the lowest present to whoever still needs one, when seeking the
    True Spirit of Giving."""
    targets = [t for t in range(st.n) if st.can_receive(seat, t)]
    presents = [c for c in st.hands[seat] if is_present(c)]
    if not presents or not targets:
        return WRAP_NOTHING
    n = st.n
    if seeking_spirit(st, seat):
        card = min(presents, key=lambda c: (present_value(c), c))
        needy = [t for t in targets if st.record[seat][t] < st.need] or targets
        return Wrap(card, min(needy, key=lambda t: (t - seat) % n))
    card = max(presents, key=lambda c: (present_value(c), -c))
    waiting = {g for _, g, r in st.tree.values() if r == seat}
    sure = [t for t in targets if t in waiting]
    if sure:
        return Wrap(card, sure[0])
    back = [t for t in targets if st.record[t][seat] < st.need] or targets
    return Wrap(card, min(back, key=lambda t: (t - seat) % n))


def quick_ace(st: SpiritState) -> Any:
    p, q = st.pairs[0]
    card_p, g, r = st.tree[p]
    giver, receiver = (g, r) if rank(card_p) == ACE else (st.tree[q][1], st.tree[q][2])
    friends = (min(giver, receiver), max(giver, receiver)) in st.frenemies
    high = (not friends) != seeking_spirit(st, giver)
    return ACE_ELEVEN if high else ACE_ONE


def quick(st: SpiritState, seat: int) -> Any:
    phase = st.phase
    if phase == ACE_PHASE:
        return quick_ace(st)
    if phase == GOODWILL:
        hand = st.hands[seat]
        return PassCard(min(hand, key=lambda c: (worth(c), c))) if hand else DONE
    if phase == WRAP:
        return quick_wrap(st, seat)
    if phase == MULLIGAN:
        return Mulligan(())
    if phase == LAST:
        return quick_king(st, seat) or DONE
    return DONE  # Discussion: no Naughty cards in the quick policy


def quick_king(st: SpiritState, seat: int) -> Any | None:
    """As the medium bot does in the last-minute window: a King on the other half of a pair in
    which its own present is poor (4 or less), so that the lower present takes both."""
    king = next((c for c in st.hands[seat] if rank(c) == KING), None)
    if king is None:
        return None
    for card, g, r in st.tree.values():
        if g != seat or (min(g, r), max(g, r)) in st.frenemies:
            continue
        if rank(card) != ACE and present_value(card) <= 4 and \
                any(g2 == r and r2 == g for _, g2, r2 in st.tree.values()):
            return King(king, r)
    return None


# -- the search ----------------------------------------------------------------------------------
def choices(st: SpiritState, seat: int) -> list[Any]:
    """The moves the search weighs for ``seat``: passes, wraps, Kings, Queens that move a present
    of its own or to it, and Done. Cards of one rank act alike (suits only show), so one card of
    each rank is weighed. Jacks only bring knowledge, which a guessed deal cannot value;
    announcements change nothing."""
    out: list[Any] = []
    cards = lowest_of_each_rank(st.hands[seat])
    phase = st.phase
    if phase != DISCUSS or not st.night:
        for card in cards:
            if rank(card) == KING:
                out.extend(King(card, t) for t in range(st.n) if t != seat)
            elif rank(card) == QUEEN:
                out.extend(Queen(card, a, b) for a, b in st._swappable()
                           if seat in st.tree[a][1:] or seat in st.tree[b][1:])
    if phase == GOODWILL:
        out.extend(PassCard(c) for c in cards)
        if not cards:
            out.append(DONE)
    elif phase == WRAP:
        targets = [t for t in range(st.n) if st.can_receive(seat, t)]
        wraps = [Wrap(c, t) for c in cards if is_present(c) for t in targets]
        out.extend(wraps or [WRAP_NOTHING])
    elif phase in (DISCUSS, LAST):
        out.append(DONE)
    return out


def lowest_of_each_rank(hand: Sequence[int]) -> list[int]:
    first: dict[int, int] = {}
    for card in sorted(hand):
        first.setdefault(rank(card), card)
    return sorted(first.values())


def reward(st: SpiritState, seat: int) -> float:
    result = st.result()
    if result.places[seat] != 1:
        return 0.0
    return 1.0 / sum(1 for p in result.places if p == 1)


def search(view: SogView, known: dict[int, set[int]], under: dict[int, int], root: Sequence[Any],
           rng: random.Random, iterations: int) -> Any:
    """The move among ``root`` (the seat's weighed moves now) that won most often in
    ``iterations`` guessed deals."""
    me = view.viewer
    stats: dict[tuple, dict[Any, list[float]]] = {}  # node -> move -> [visits, total, available]
    root_key: tuple = ()
    for _ in range(iterations):
        st = determinize(view, known, under, rng)
        path: list[tuple[tuple, Any]] = []
        key: tuple | None = root_key
        first = True
        while st.phase != OVER:
            seat = st.to_act()[0]
            if seat == me and key is not None and st.phase != ACE_PHASE:
                moves = list(root) if first else choices(st, me)
                first = False
                if len(moves) > 1:
                    move = _select(stats.setdefault(key, {}), moves, rng)
                    path.append((key, move))
                    key = None if stats[key][move][0] == 0 else key + (move,)  # a new leaf: roll out below it
                    st.play(me, move)
                    continue
                if moves:
                    st.play(me, moves[0])
                    continue
            st.play(seat, quick(st, seat))
        value = reward(st, me)
        for node, move in path:
            entry = stats[node][move]
            entry[0] += 1
            entry[1] += value
    table = stats.get(root_key, {})
    return max(root, key=lambda m: (table.get(m, (0, 0.0))[0], table.get(m, (0, 0.0))[1]))


def _select(node: dict[Any, list[float]], moves: list[Any], rng: random.Random) -> Any:
    """UCB among the moves available in this deal; an untried one first."""
    for m in moves:
        node.setdefault(m, [0, 0.0, 0])[2] += 1
    fresh = [m for m in moves if node[m][0] == 0]
    if fresh:
        return fresh[rng.randrange(len(fresh))]
    return max(moves, key=lambda m: node[m][1] / node[m][0] + EXPLORE * math.sqrt(math.log(node[m][2]) / node[m][0]))
