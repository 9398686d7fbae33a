"""The whole truth of a Presents of Mine game, and the rules that change it.

    pregame picks (secret) -> scoring 0 -> round 1 .. round 5: secret choices (passes, or
    Yoink wishes), revealed together -> moves -> scoring -> staleness

Every present is a record [letter, staleness, layers, holder, arrived], where ``arrived``
is the distance it travelled to its holder this round (0 if it did not move). A hand is
the holder's presents sorted by id. All of it is public between choices (PM-12); only the
choices being made are secret until everyone has made one (G-5).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from operator import itemgetter
from typing import Any

from engine.core import ActionCodec, Event, GameRng, IllegalAction, Result, State
from engine.core.checks import check_seat, listed, refusal

from .abilities import Table, ability
from .cards import ARRIVED, HOLDER, KABOOM_LAYERS, LAYERS, LETTER, ROUNDS, STALE, STARTING, start_staleness
from .moves import (
    GIVES,
    PICKS,
    SWAPS,
    YOINKS,
    Committed,
    Exploded,
    Give,
    Moved,
    Pick,
    PicksRevealed,
    Replaced,
    RoundBegan,
    Scored,
    Staled,
    Yoink,
    decode,
    encode,
    why_not,
)
from .phases import OVER, PASS, PICK, YOINK
from .view import PomView

_ALLOWED = {key: {move: move for move in moves} for key, moves in (
    (PICK, PICKS), (YOINK, YOINKS), (1, GIVES), (2, SWAPS[2]), (3, SWAPS[3]), (5, GIVES))}
# the very objects listed, by identity: an action picked from the legal list (a bot's, a table's)
# is found at once, without hashing its fields; anything else goes through ``listed``
_LISTED_IDS = {key: frozenset(map(id, moves)) for key, moves in _ALLOWED.items()}
_ALLOWED_NOW = {PICK: PICKS, YOINK: YOINKS, 1: GIVES, 2: SWAPS[2], 3: SWAPS[3], 5: GIVES}  # as listed
_COMMITTED: dict[tuple[int, int], Committed] = {}
_GIVER = itemgetter(1)
_FIXED = {"A": ("Average", 4), "E": ("Egg", 6), "F": ("Fruit", 5), "L": ("Limiting", 2), "N": ("Nebulizer", 2)}


class PresentsState(State):
    game_id = "presents-of-mine"
    codec = ActionCodec(encode, decode)
    UNDO_SAFE = frozenset({"committed"})  # actions that reveal nothing may be taken back

    def __init__(self, players: int, settings: dict[str, Any], seed: int) -> None:
        self.n = players
        self.settings = dict(settings)
        self.rng = GameRng(seed)
        order = list(range(players))
        self.rng.shuffle(order)  # PM-2: a random circular list (drawn before the pregame scoring)
        self.order = order
        self.round_no = 0
        self.phase = PICK
        self.turn = 0
        self.pending: dict[int, Any] = {}
        self.presents: dict[int, list] = {}
        self.next_id = 1
        self.scores = [0] * players
        self.last: Scored | None = None
        self._opening: list[Event] = []

    def start_events(self) -> list[Event]:
        return list(self._opening)

    # -- the list (PM-2) -------------------------------------------------------------
    def pos(self, seat: int) -> int:
        return self.order.index(seat)

    def below(self, seat: int, k: int) -> int:
        return self.order[(self.pos(seat) + k) % self.n]

    def distance(self, a: int, b: int) -> int:
        d = abs(self.pos(a) - self.pos(b))
        return min(d, self.n - d)

    def hand(self, seat: int) -> list[int]:
        return sorted(pid for pid, p in self.presents.items() if p[HOLDER] == seat)

    def hands(self) -> list[list[int]]:
        """Every hand at once (one pass over the presents), each sorted by id."""
        out: list[list[int]] = [[] for _ in range(self.n)]
        for pid, p in self.presents.items():  # ids only grow, so insertion order is id order
            out[p[HOLDER]].append(pid)
        return out

    # -- reading ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.turn,)

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        return Result.from_scores(self.scores, lower_is_better=False, label="points")  # PM-12, G-7

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        if seat != self.turn or type(seat) is not int or self.phase == OVER:  # (the one seat choosing: G-1)
            return ()
        return _ALLOWED_NOW[self.phase if self.phase != PASS else self.round_no]

    # -- changing -------------------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Event]:
        check_seat(seat, self.n)
        if self.phase == OVER:
            raise IllegalAction("PM-12", "the game is over")
        if seat != self.turn:
            raise IllegalAction("G-5", f"seat {self.turn + 1} is choosing now, not seat {seat + 1}")
        self._check(action)
        self.pending[seat] = action
        committed = _COMMITTED.get((seat, self.round_no))
        if committed is None:  # (events are values: one made once serves every game)
            committed = _COMMITTED[seat, self.round_no] = Committed(seat, self.round_no)
        events: list[Event] = [committed]
        if seat < self.n - 1:
            self.turn = seat + 1
            return events
        self.turn = 0
        if self.phase == PICK:
            self._reveal_picks(events)
        elif self.phase == YOINK:
            self._reveal_yoinks(events)
        else:
            self._reveal_gives(events)
        self.pending = {}
        has = self._score(events)
        if self.round_no > 0:
            self._stale(events, sum(1 << seat for seat, count in enumerate(has) if "N" in count))
        else:
            for p in self.presents.values():
                p[ARRIVED] = 0  # (the pregame's presents were all received at the start)
        self._next_round(events)
        return events

    def _check(self, action: Any) -> None:
        key = self.phase if self.phase != PASS else self.round_no
        if id(action) in _LISTED_IDS[key]:
            return
        if not listed(action, _ALLOWED[key]):
            raise refusal(action, (Pick, Give, Yoink), lambda: why_not(action, self.phase, self.round_no))

    def _new(self, letter: str, stale: int, holder: int, arrived: int = 0) -> int:
        pid = self.next_id
        self.next_id += 1
        self.presents[pid] = [letter, stale, KABOOM_LAYERS if letter == "K" else 0, holder, arrived]
        return pid

    def _reveal_picks(self, events: list[Event]) -> None:
        counts = Counter(x for seat in range(self.n) for x in self.pending[seat].letters)
        stale = {x: start_staleness(c) for x, c in counts.items()}
        for seat in range(self.n):
            for x in self.pending[seat].letters:
                self._new(x, stale[x], seat, arrived=-1)  # -1: received at the start (an Egg counts)
            self._new("A", 0, seat)  # PM-3: everyone's extra Average Present
        events.append(PicksRevealed(tuple(self.pending[s].letters for s in range(self.n)),
                                    tuple((x, counts[x], stale[x]) for x in sorted(counts))))

    def _reveal_gives(self, events: list[Event]) -> None:
        hands = self.hands()
        moves = []
        n, order, pending, presents = self.n, self.order, self.pending, self.presents
        for at, seat in enumerate(order):
            hand = hands[seat]
            for k, i in enumerate(pending[seat].order, start=1):
                to = order[(at + k) % n]
                dist = k if k < n - k else n - k
                moves.append((hand[i], seat, to, dist, "pass"))
                present = presents[hand[i]]
                present[HOLDER] = to
                present[ARRIVED] = dist
        moves.sort(key=_GIVER)  # listed giver by giver, as the seats are numbered
        events.append(Moved(tuple(moves)))
        if self.round_no in SWAPS:
            self._replace(hands, events)

    def _replace(self, hands: list[list[int]], events: list[Event]) -> None:
        """PM-8, PM-9: each named kept present leaves; the type more players chose starts at 2."""
        takes = Counter(self.pending[s].take for s in range(self.n))
        a, b = {2: ("K", "L"), 3: ("M", "N")}[self.round_no]
        start = {a: 0, b: 0}
        if takes[a] != takes[b]:
            start[a if takes[a] > takes[b] else b] = 2
        swaps = []
        for seat in range(self.n):
            action = self.pending[seat]
            old = hands[seat][action.drop]
            del self.presents[old]
            new = self._new(action.take, start[action.take], seat)
            swaps.append((seat, old, new, action.take, start[action.take]))
        events.append(Replaced(tuple(swaps)))

    def _reveal_yoinks(self, events: list[Event]) -> None:
        """PM-10: closer thieves first; a wish already taken becomes a random remaining present."""
        hands = self.hands()
        presents, order, n = self.presents, self.order, self.n
        at = {seat: i for i, seat in enumerate(order)}
        taken: set[int] = set()
        moves = []
        for dist in (1, 2, 3):
            for thief in range(n):
                victim = order[(at[thief] - dist) % n]
                wish = hands[victim][self.pending[thief].wants[dist - 1]]
                left = [pid for pid in hands[victim] if pid not in taken]
                how = "yoink"
                if wish in left:
                    got = wish
                else:
                    letter, stale = presents[wish][LETTER], presents[wish][STALE]
                    got = next((pid for pid in left if presents[pid][LETTER] == letter
                                and presents[pid][STALE] == stale), None)
                    if got is None:
                        got, how = self.rng.choice(left), "random"
                taken.add(got)
                apart = abs(at[victim] - at[thief])
                moves.append((got, victim, thief, min(apart, n - apart), how))
        for pid, _, to, dist, _ in moves:
            presents[pid][HOLDER] = to
            presents[pid][ARRIVED] = dist
        events.append(Moved(tuple(moves)))

    # -- scoring (PM-4, PM-7, PM-11) ------------------------------------------------------------
    def _score(self, events: list[Event]) -> list[dict[str, int]]:
        """PM-4: score every hand now (``last`` holds the lines); returns each hand's copies of
        each letter, for the staleness that follows."""
        presents = self.presents
        n = self.n
        recs: list[list[tuple[int, list]]] = [[] for _ in range(n)]
        has: list[dict[str, int]] = [{} for _ in range(n)]  # each hand's copies of each letter
        stalest = [0] * n
        for pid, rec in presents.items():  # one pass: hands (in id order), counts, stalest
            seat, letter = rec[HOLDER], rec[LETTER]
            recs[seat].append((pid, rec))
            count = has[seat]
            count[letter] = count.get(letter, 0) + 1
            if rec[STALE] > stalest[seat]:
                stalest[seat] = rec[STALE]
        table = Table(self.order, has, recs)
        exploding = []
        most: list[tuple[str, int, int]] = []  # PM-11: (letter, most copies, players holding that many)
        if self.round_no == ROUNDS:
            for letter in STARTING:
                held = [count.get(letter, 0) for count in has]
                best = max(held)
                if best:
                    most.append((letter, best, held.count(best)))
        lines, raws, gains = [], [], []
        scores = self.scores
        for seat in range(n):
            count = has[seat]
            out: list[tuple[int, str, int]] = []
            raw = 0
            stale_sum = 0
            top = stalest[seat]
            for pid, rec in recs[seat]:
                letter, stale, layers, _, arrived = rec
                stale_sum += stale
                fixed = _FIXED.get(letter)
                if fixed is not None:
                    why, points = fixed
                elif letter == "K":  # PM-8: a layer per Average held; at 0 or less it explodes
                    averages = count.get("A", 0)
                    left = layers - averages
                    rec[LAYERS] = left
                    if left <= 0:
                        points = -1 if count.get("L") else -6
                        why = "Kaboom exploded" + (" (Limiting)" if points == -1 else "")
                        exploding.append((seat, pid))
                    else:
                        why, points = f"Kaboom: {averages} Average, {left} layer(s) left", 2 * averages
                else:
                    why, points = ability(table, seat, letter, stale, arrived, count, top)
                out.append((pid, why, points))
                raw += points
                if letter == "E" and arrived:
                    out.append((pid, "an Egg was received", -3))
                    raw -= 3
            for letter, best, holding in most:  # PM-11: Monopoly
                if count.get(letter, 0) == best:
                    tied = holding > 1
                    out.append((-1, f"Monopoly on {letter}" + (" (tied)" if tied else ""), 2 if tied else 5))
                    raw += 2 if tied else 5
            if stale_sum:
                out.append((-1, "staleness", -stale_sum))
                raw -= stale_sum
            gain = raw if raw > 0 else 0  # PM-4: a score never goes down in a scoring step
            scores[seat] += gain
            lines.append(tuple(out))
            raws.append(raw)
            gains.append(gain)
        self.last = Scored(self.round_no, tuple(lines), tuple(raws), tuple(gains), tuple(scores))
        events.append(self.last)
        for seat, pid in exploding:  # PM-8: it becomes an Average Present, after the scoring
            presents[pid][LETTER] = "A"
            presents[pid][LAYERS] = 0
            events.append(Exploded(seat, pid))
        return has

    def _stale(self, events: list[Event], nebulized: int) -> None:
        """PM-5: passed presents freshen, kept ones go stale; Fruit twice as fast; a Nebulizer
        freshens what arrives at its holder by one more. ``nebulized``: the seats holding a
        Nebulizer, as bits."""
        changes = []
        for pid, p in self.presents.items():
            step = 2 if p[LETTER] == "F" else 1
            before = p[STALE]
            if p[ARRIVED] > 0:
                after = before - step - (nebulized >> p[HOLDER] & 1)
                if after < 0:
                    after = 0
            else:
                after = before + step
            p[STALE] = after
            p[ARRIVED] = 0
            if after != before:
                changes.append((pid, before, after))
        events.append(Staled(tuple(changes)))

    def _next_round(self, events: list[Event]) -> None:
        if self.round_no >= ROUNDS:
            self.phase = OVER
            return
        self.round_no += 1
        flipped = self.round_no == 3
        if flipped:
            self.order.reverse()  # PM-2, PM-9
        self.phase = YOINK if self.round_no == 4 else PASS
        events.append(RoundBegan(self.round_no, tuple(self.order), flipped))

    # -- what a seat sees ---------------------------------------------------------------------------
    def view(self, seat: int | None) -> PomView:
        if seat is not None:
            check_seat(seat, self.n)  # G-1; None is a spectator
        hands = tuple(tuple((pid, *self.presents[pid][:3]) for pid in hand) for hand in self.hands())
        mine = self.pending.get(seat) if seat is not None else None
        view = PomView(
            viewer=seat,
            players=self.n,
            phase=self.phase,
            round_no=self.round_no,
            to_act=self.turn if self.phase != OVER else None,
            order=tuple(self.order),
            hands=hands,
            scores=tuple(self.scores),
            committed=tuple(s in self.pending for s in range(self.n)),
            my_choice=mine,
            last=self.last,
        )
        return replace(view, now=self._scores_now(view)) if self.presents else view

    @staticmethod
    def _scores_now(view: PomView) -> tuple[tuple[tuple[int, str, int], ...], ...]:
        """PM-4 applied to what everyone holds now (all public, PM-12), on a copy: the lines
        a scoring would give this moment, not a forecast of the next one."""
        copy = PresentsState.from_view(view, 0)
        copy._score([])
        return copy.last.lines

    @classmethod
    def from_view(cls, view: PomView, seed: int) -> PresentsState:
        """The public table with nobody's choice made yet: for bots to try choices on."""
        state = cls.__new__(cls)
        state.n = view.players
        state.settings = {}
        state.rng = GameRng(seed)
        state.order = list(view.order)
        state.round_no, state.phase, state.turn = view.round_no, view.phase, 0
        state.pending = {}
        state.presents = {pid: [letter, stale, layers, seat, 0]
                          for seat, hand in enumerate(view.hands) for pid, letter, stale, layers in hand}
        state.next_id = max(state.presents, default=0) + 1
        state.scores = list(view.scores)
        state.last = None
        state._opening = []
        return state

    # -- saving --------------------------------------------------------------------------------------
    def _save_body(self) -> dict:
        return {
            "order": list(self.order),
            "round_no": self.round_no,
            "phase": self.phase,
            "turn": self.turn,
            "pending": [[s, self.encode_action(a)] for s, a in sorted(self.pending.items())],
            "presents": [[pid, *p] for pid, p in sorted(self.presents.items())],
            "next_id": self.next_id,
            "scores": list(self.scores),
        }

    def _load_body(self, data: dict) -> None:
        self.order = [int(s) for s in data["order"]]
        if sorted(self.order) != list(range(self.n)):
            raise ValueError("the list of players in the save is damaged")
        self.round_no = int(data["round_no"])
        self.phase = str(data["phase"])
        if self.phase not in (PICK, PASS, YOINK, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")
        self.turn = int(data["turn"])
        self.pending = {int(s): self.decode_action(a) for s, a in data["pending"]}
        self.presents = {int(p[0]): [str(p[1]), int(p[2]), int(p[3]), int(p[4]), int(p[5])]
                         for p in data["presents"]}
        self.next_id = int(data["next_id"])
        self.scores = [int(x) for x in data["scores"]]
        self.last = None

