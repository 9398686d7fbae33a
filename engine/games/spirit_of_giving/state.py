"""The whole truth of a Spirit of Giving game, and the rules that change it.

    mulligan (public, seat by seat) -> rounds: Discussion -> Goodwill -> Wrapping
    -> last-minute Naughty window -> Unwrapping -> ... -> end (SG-15, SG-16)

Simultaneous choices (Goodwill passes, wraps) are committed one seat at a time in seat
order and revealed together (G-5). In every phase but Unwrapping a seat may play Naughty
cards before it commits (SG-10); the seat keeps the turn after a Naughty card.

Unwrapping and the end live in ``unwrapping``, the views and saves in ``outside``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from engine.core import ActionCodec, Event, GameRng, IllegalAction, Result, State
from engine.core.checks import check_seat, is_seat, listed, refusal

from .cards import DECK, JACK, KING, QUEEN, goodwill_offset, is_present, rank, sizes
from .moves import (
    ACE_ELEVEN,
    ACE_ONE,
    CANNED,
    DONE,
    MOVES,
    NAUGHTY,
    WRAP_NOTHING,
    AceValue,
    Committed,
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
    PhaseBegan,
    Queen,
    Said,
    Say,
    Wrap,
    WrapNothing,
    Wrapped,
    decode,
    encode,
)
from .outside import StateOutside
from .phases import ACE_PHASE, DISCUSS, GOODWILL, LAST, MULLIGAN, OVER, WRAP
from .unwrapping import Unwrapping

MAX_SAYS = 2  # announcements per seat per Discussion
SAY_LIMIT = 120  # characters

_CANNED: dict[tuple[int, int], tuple[Say, ...]] = {}
MAX_SEATS = 6
# The actions a seat may be offered, made once: a legal action is then the very object listed
# (apply finds it by identity, at once), and listing costs no construction.
PASS_CARDS = tuple(PassCard(c) for c in DECK)
WRAPS = tuple(tuple(Wrap(c, t) for t in range(MAX_SEATS)) for c in DECK)
JACKS = tuple(tuple(Jack(c, t) for t in range(MAX_SEATS)) for c in DECK)
KINGS = tuple(tuple(King(c, t) for t in range(MAX_SEATS)) for c in DECK)


@lru_cache(maxsize=4096)
def _mulligans(hand: tuple[int, ...]) -> tuple[Mulligan, ...]:
    """SG-5: every set of cards of a (sorted) hand that may go back, keeping all included."""
    return tuple(_sorted_mulligan(c) for k in range(len(hand) + 1) for c in combinations(hand, k))


def _sorted_mulligan(cards: tuple[int, ...]) -> Mulligan:
    """A Mulligan of cards already sorted, as combinations of a sorted hand are (so its
    normalising is not needed): the hot path of listing a mulligan's many choices."""
    made = object.__new__(Mulligan)
    object.__setattr__(made, "cards", cards)
    return made


def _canned(players: int, seat: int) -> tuple[Say, ...]:
    """The announcements a bot may make from ``seat`` (built once: apply checks against them)."""
    says = _CANNED.get((players, seat))
    if says is None:
        says = _CANNED[players, seat] = (Say(CANNED[2]), Say(CANNED[3]), *(
            Say(CANNED[i].format(t=t)) for t in range(players) if t != seat for i in (0, 1)))
    return says


class SpiritState(Unwrapping, StateOutside, State):
    game_id = "spirit-of-giving"
    codec = ActionCodec(encode, decode)
    UNDO_SAFE = frozenset({"said", "committed", "phase"})  # actions that reveal nothing may be taken back

    def __init__(self, players: int, settings: dict[str, Any], seed: int) -> None:
        self._configure(players, settings)
        self.rng = GameRng(seed)
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.deck = deck
        self.hands = [sorted(self._draw_n(self.hand_size)) for _ in range(players)]
        self.phase = MULLIGAN
        self.turn = 0
        self.round_no = 0
        self.said = [0] * players
        self.passes: dict[int, int] = {}
        self.wraps: dict[int, tuple[int, int] | None] = {}
        self.tree: dict[int, list[int]] = {}  # present id -> [card, giver, receiver]
        self.next_pid = 1
        self.record = [[0] * players for _ in range(players)]
        self.piles: list[list[int]] = [[] for _ in range(players)]
        self.frenemies: set[tuple[int, int]] = set()
        self.last_passes = 0
        self.discard: list[int] = []
        self.talk: list[tuple[int, int, str]] = []
        self.pairs: list[tuple[int, int]] = []
        self.true_spirit: tuple[int, ...] = ()
        self._opening: list[Event] = [Dealt(tuple(tuple(h) for h in self.hands), len(self.deck))]

    def _configure(self, players: int, settings: dict[str, Any]) -> None:
        self.n = players
        self.settings = dict(settings)
        self.merry = settings["variant"] == "merry-little-christmas"
        self.night = bool(int(settings["night"]))
        self.hand_size, self.rounds_total = sizes(players, self.merry)
        self.need = 2 if self.merry else 1  # presents to each other player for True Spirit

    def _draw_n(self, k: int) -> list[int]:
        out = []
        for _ in range(k):
            if self.deck:
                out.append(self.deck.pop())
        return out

    def start_events(self) -> list[Event]:
        return list(self._opening)

    # -- reading ---------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == ACE_PHASE:
            return (self._ace_giver(),)
        return (self.turn,)

    def is_over(self) -> bool:
        return self.phase == OVER

    def offset(self) -> int:
        return goodwill_offset(self.round_no, self.n) if self.round_no else 0

    def result(self) -> Result:
        scores = tuple(len(p) for p in self.piles)
        best = set(self.true_spirit)
        key = [(s in best, scores[s]) for s in range(self.n)]  # SG-16, then most presents (G-7)
        places = tuple(1 + sum(1 for other in key if other > mine) for mine in key)
        return Result(scores, places, False, "presents")

    def held(self, seat: int) -> list[int]:
        """SG-18: a seat's hand as everyone else must take it until the phase's secret choices are
        revealed together (G-5): a committed pass or wrap is still in it."""
        card = self.passes.get(seat)
        if card is None:
            wrap = self.wraps.get(seat)
            card = wrap[0] if wrap else None
        return self.hands[seat] if card is None else sorted([*self.hands[seat], card])

    def can_receive(self, giver: int, to: int) -> bool:
        """SG-8: who ``giver`` may wrap a Present for."""
        if to == giver:
            return False
        if not self.merry:
            return self.record[giver][to] == 0
        under = any(g == giver and r == to for _, g, r in self.tree.values())
        return self.record[giver][to] < 2 and not under

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        if not is_seat(seat, self.n) or seat not in self.to_act():
            return ()
        phase = self.phase
        hand = self.hands[seat]
        if phase == MULLIGAN:
            return _mulligans(tuple(hand))
        if phase == ACE_PHASE:
            return (ACE_ONE, ACE_ELEVEN)
        out: list[Any] = []
        if phase != DISCUSS or not self.night:
            out.extend(self._naughty_actions(seat))
        if phase == DISCUSS:
            if self.said[seat] < MAX_SAYS:
                out.extend(_canned(self.n, seat))
            out.append(DONE)
        elif phase == GOODWILL:
            out.extend(PASS_CARDS[c] for c in hand)
            if not hand:
                out.append(DONE)  # nothing to pass
        elif phase == WRAP:
            targets = [t for t in range(self.n) if self.can_receive(seat, t)]
            wraps = [WRAPS[c][t] for c in hand if is_present(c) for t in targets]
            out.extend(wraps or [WRAP_NOTHING])
        else:  # last-minute window
            out.append(DONE)
        return tuple(out)

    def _naughty_actions(self, seat: int) -> list[Any]:
        """Every Naughty card in the hand, each with every use (cards of a rank act alike, but
        which one is discarded shows: suits are drawn)."""
        out: list[Any] = []
        for card in self.hands[seat]:
            r = rank(card)
            if r < JACK:
                continue
            if r == JACK:
                out.extend(t for t in JACKS[card] if t.target != seat and t.target < self.n)
            elif r == KING:
                out.extend(t for t in KINGS[card] if t.target != seat and t.target < self.n)
            else:
                out.extend(Queen(card, a, b) for a, b in self._swappable())
        return out

    def _swappable(self) -> list[tuple[int, int]]:
        """SG-12: any two Presents under the Tree, except the two halves of one pair."""
        ids = sorted(self.tree)
        out = []
        for a, b in combinations(ids, 2):
            _, ga, ra = self.tree[a]
            _, gb, rb = self.tree[b]
            if not (ga == rb and gb == ra):
                out.append((a, b))
        return out

    # -- changing ------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Event]:
        check_seat(seat, self.n)
        if self.phase == OVER:
            raise IllegalAction("SG-15", "the game is over")
        if seat not in self.to_act():
            who = self.to_act()[0]
            raise IllegalAction("SG-10", f"it is seat {who + 1}'s turn to act, not seat {seat + 1}'s")
        if not self.admits(self.legal_actions(seat), action):
            raise refusal(action, MOVES, lambda: self._check(seat, action))
        return self.play(seat, action)

    def play(self, seat: int, action: Any) -> list[Event]:
        """``apply`` without its checks, for an action known to be legal (a bot's look-ahead
        plays thousands of them on its own guessed copies of the game)."""
        events: list[Event] = []
        t = type(action)
        if t in NAUGHTY:
            self._naughty(seat, action, events)
        elif t is Mulligan:
            self._mulligan(seat, action, events)
        elif t is Say:
            self.said[seat] += 1
            text = action.text.strip()[:SAY_LIMIT]
            self.talk.append((self.round_no, seat, text))
            events.append(Said(seat, text))
        elif t is AceValue:
            self._resolve_pair(events, action.value)
            self._unwrap_on(events)
        elif t is PassCard:
            self.hands[seat].remove(action.card)
            self.passes[seat] = action.card
            self._commit(seat, events)
        elif t is Wrap:
            self.hands[seat].remove(action.card)
            self.wraps[seat] = (action.card, action.to)
            self._commit(seat, events)
        elif t is WrapNothing:
            self.wraps[seat] = None
            self._commit(seat, events)
        else:  # Done
            self._done(seat, events)
        return events

    @staticmethod
    def admits(legal: Sequence[Any], action: Any) -> bool:
        """Announcements are listed as a few canned lines, but a person may type her own (SG-6):
        any text is accepted whenever an announcement is."""
        if listed(action, legal):
            return True
        return (type(action) is Say and type(action.text) is str and bool(action.text.strip())
                and any(type(a) is Say for a in legal))

    def _check(self, seat: int, action: Any) -> None:
        """Why a well-formed action that is not listed is refused (raises IllegalAction)."""
        t = type(action)
        phase = self.phase
        hand = self.hands[seat]
        if phase == ACE_PHASE:
            if t is not AceValue or action.value not in (1, 11):
                raise IllegalAction("SG-3", "say whether your Ace counts 1 or 11")
            return
        if phase == MULLIGAN:
            if t is not Mulligan or len(set(action.cards)) != len(action.cards) or \
                    any(c not in hand for c in action.cards):
                raise IllegalAction("SG-5", "mulligan some of your own cards, or keep your hand")
            return
        if t in (Jack, Queen, King):
            if phase == DISCUSS and self.night:
                raise IllegalAction("SG-17", "in All Through the Night, Naughty cards wait until Goodwill")
            expected = {Jack: JACK, Queen: QUEEN, King: KING}[t]
            if action.card not in hand or rank(action.card) != expected:
                raise IllegalAction("SG-10", "play a Naughty card from your own hand")
            if t is Queen:
                a, b = sorted((action.a, action.b))
                if (a, b) not in self._swappable():
                    raise IllegalAction("SG-12", "pick two presents under the Tree that are not a pair")
            elif not 0 <= action.target < self.n or action.target == seat:
                raise IllegalAction("SG-11" if t is Jack else "SG-13", "choose another player")
            return
        if t is Say:
            if phase != DISCUSS:
                raise IllegalAction("SG-6", "announcements are for the Discussion phase")
            if self.said[seat] >= MAX_SAYS:
                raise IllegalAction("SG-6", f"at most {MAX_SAYS} announcements each per Discussion")
            if not isinstance(action.text, str) or not action.text.strip():
                raise IllegalAction("G-4", "say something")
            return
        if t is PassCard:
            if phase != GOODWILL or action.card not in hand:
                raise IllegalAction("SG-7", "pass one card from your hand in the Goodwill phase")
            return
        if t is Wrap:
            if phase != WRAP:
                raise IllegalAction("SG-8", "presents are wrapped in the Wrapping phase")
            if action.card not in hand or not is_present(action.card):
                raise IllegalAction("SG-8", "wrap a Present (2-10 or an Ace) from your hand")
            if not 0 <= action.to < self.n or not self.can_receive(seat, action.to):
                raise IllegalAction("SG-8", "you may not give that player another present now")
            return
        if t is WrapNothing:
            if phase != WRAP or WRAP_NOTHING not in self.legal_actions(seat):
                raise IllegalAction("SG-8", "you must wrap a present when you can")
            return
        if t is Done:
            if phase == GOODWILL and hand:
                raise IllegalAction("SG-7", "everyone passes one card in the Goodwill phase")
            if phase == WRAP:
                raise IllegalAction("SG-8", "wrap a present (or nothing, if you cannot)")
            return
        raise IllegalAction("SG-6", f"{action} is not a move of this phase")

    # -- phases ------------------------------------------------------------------------------
    def _mulligan(self, seat: int, action: Mulligan, events: list[Event]) -> None:
        hand = self.hands[seat]
        for c in action.cards:
            hand.remove(c)
            self.deck.append(c)
        drawn: list[int] = []
        if action.cards:
            self.rng.shuffle(self.deck)
            drawn = self._draw_n(len(action.cards))
            hand.extend(drawn)
            hand.sort()
        events.append(Mulliganed(seat, tuple(action.cards), tuple(drawn)))
        if seat == self.n - 1:
            self._start_round(1, events)  # hands turn face down now
        else:
            self.turn = seat + 1

    def _start_round(self, k: int, events: list[Event]) -> None:
        self.round_no = k
        self.said = [0] * self.n
        self._begin(DISCUSS, events)

    def _begin(self, phase: str, events: list[Event]) -> None:
        self.phase = phase
        self.turn = 0
        self.last_passes = 0
        events.append(PhaseBegan(phase, self.round_no, self.offset()))

    def _done(self, seat: int, events: list[Event]) -> None:
        if self.phase == LAST:
            self.last_passes += 1
            if self.last_passes >= self.n:  # everyone passed in a row (SG-10)
                self._unwrap_start(events)
            else:
                self.turn = (seat + 1) % self.n
            return
        if self.phase == GOODWILL:  # an empty hand passes nothing
            self._commit(seat, events)
            return
        if seat == self.n - 1:
            self._begin(GOODWILL, events)
        else:
            self.turn = seat + 1

    def _commit(self, seat: int, events: list[Event]) -> None:
        events.append(Committed(seat, self.phase))
        if seat < self.n - 1:
            self.turn = seat + 1
            return
        if self.phase == GOODWILL:
            off = self.offset()
            moves = tuple((g, (g + off) % self.n, c) for g, c in sorted(self.passes.items()))
            for _, r, c in moves:
                self.hands[r].append(c)
                self.hands[r].sort()
            self.passes = {}
            events.append(PassesRevealed(moves))
            self._begin(WRAP, events)
        else:
            new = []
            for g in range(self.n):
                wrap = self.wraps.get(g)
                if wrap is None:
                    continue
                card, to = wrap
                pid = self.next_pid
                self.next_pid += 1
                self.tree[pid] = [card, g, to]
                self.record[g][to] += 1  # SG-9: the tags written
                new.append((pid, g, to, card))
            self.wraps = {}
            events.append(Wrapped(tuple(new)))
            self._begin(LAST, events)

    def _naughty(self, seat: int, action: Any, events: list[Event]) -> None:
        self.hands[seat].remove(action.card)
        self.discard.append(action.card)
        t = type(action)
        if t is Queen:
            a, b = action.a, action.b
            self.tree[a][0], self.tree[b][0] = self.tree[b][0], self.tree[a][0]  # SG-12; tags stay (SG-9)
            tags = tuple((self.tree[p][1], self.tree[p][2]) for p in (a, b))  # the tags stay (SG-9)
            events.append(NaughtyPlayed(seat, action.card, -1, (a, b), tags))
        else:
            events.append(NaughtyPlayed(seat, action.card, action.target, ()))
            if t is Jack:
                events.append(Peeked(seat, action.target, tuple(self.held(action.target))))  # SG-18
            else:
                self.frenemies.add((min(seat, action.target), max(seat, action.target)))  # SG-13
        if self.phase == LAST:
            self.last_passes = 0
        drawn = self._draw_n(1)
        if drawn:
            self.hands[seat].append(drawn[0])
            self.hands[seat].sort()
        events.append(Drew(seat, drawn[0] if drawn else -1, len(self.deck)))
