"""The whole truth of a Secret Santa session (several hands), and the rules that change it.

Flow of one hand (rulings SS-3..SS-14):

    deal -> [Snowflake window: Fruitcake] -> round -> [Snowflake window] -> round -> ...

A round is turns ("turn" phase); after every play of gift cards a Holly window opens
("holly"): each other seat still holding cards is asked in turn, left of the player,
whether to play A Mouse or the Ghost, and answers even when it holds neither, so that
nothing shows who does (SS-8). Between rounds a Snowflake window asks every seat the
same way (SS-9). A window is skipped only when the public record shows nobody could
play into it (every such card already seen, or nothing it could act on).

This module holds the state itself: dealing, whose move it is, applying a move, the views
and saves. The rules that change it live in two halves it inherits: ``turns`` (a seat's
turn) and ``rounds`` (Holly and Snowflake windows, ending rounds and hands).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from engine.core import ActionCodec, Event, GameRng, IllegalAction, Result, State
from engine.core.checks import check_seat, is_seat, listed, refusal

from .cards import (
    FRUITCAKE,
    KINDS,
    deck_counts,
)
from .moves import (
    MOVES,
    Decline,
    HandDealt,
    Pass,
    Play,
    PlayMouse,
    PlaySanta,
    PlayScrooge,
    PlayTree,
    decode,
    encode,
)
from .phases import HOLLY, OVER, SNOW, TURN, _sorted_cards
from .rounds import SantaRounds
from .turns import SantaTurns
from .view import SantaView


class SecretSantaState(SantaTurns, SantaRounds, State):
    game_id = "secret-santa"
    codec = ActionCodec(encode, decode)
    UNDO_SAFE = frozenset({"passed", "final-gift"})  # actions that reveal nothing may be taken back

    def __init__(self, players: int, settings: dict[str, Any], seed: int) -> None:
        self._configure(players, settings)
        self.rng = GameRng(seed)
        self.totals = [0] * players
        self.sheet: list[tuple[int, ...]] = []
        self.hand_no = 1
        self.dealer = self.rng.randrange(players)
        self.seq = 0
        self._opening: list[Event] = []
        self._deal(self._opening)

    def _configure(self, players: int, settings: dict[str, Any]) -> None:
        self.n = players
        self.settings = dict(settings)
        self.deck = deck_counts(players, settings["specials"], int(settings["elves"]))
        hands = settings["hands"]
        self.hands_total = players if hands == "players" else int(hands)
        self.final_auto = settings["final_gift"] == "auto"
        self.fast = False  # search copies skip window seats that can only decline

    # -- dealing -----------------------------------------------------------------
    def _deal(self, events: list[Event]) -> None:
        n = self.n
        cards = [k for k in range(1, KINDS) for _ in range(self.deck[k])]
        self.rng.shuffle(cards)
        self.hands = [[0] * KINDS for _ in range(n)]
        for i, kind in enumerate(cards):  # SS-3: from the dealer's left, extras to the first seats
            self.hands[(self.dealer + 1 + i) % n][kind] += 1
        self.sizes = [sum(h) for h in self.hands]
        self.ring = list(range(n))
        self.pos = list(range(n))
        self.leader = (self.dealer + 1) % n
        self.turn = self.leader
        self.plays: list[tuple[int, tuple[int, ...], int]] = []
        self.pile: list[int] = []
        self.passed = [False] * n
        self.gave = [False] * n
        self.outs: list[tuple[int, int, int]] = []
        self.finished: list[int] = []
        self.scrooged = self.scrooge_next = -1
        self.scrooge_targets: tuple[int, ...] = ()
        self.must_pass = [False] * n
        self.declared = [False] * n
        self.queue: list[int] = []
        self.window_after = -1
        self.first_window = False
        self.round_no = 0
        self.discard = [0] * KINDS
        self.limbo = [0] * KINDS  # gifts a Christmas Tree sent away unseen
        self.known = [[0] * KINDS for _ in range(n)]
        events.append(HandDealt(self.hand_no, self.hands_total, self.dealer, self.leader, tuple(self.sizes),
                                tuple(_sorted_cards(h) for h in self.hands)))
        if self.deck[FRUITCAKE]:  # SS-11: Fruitcake comes before anything else
            self.first_window = True
            self._open_window(SNOW, self.leader, self._seats_from(self.leader), events)
        else:
            self._start_round(events)

    def start_events(self) -> list[Event]:
        return list(self._opening)

    # -- seating -------------------------------------------------------------------
    def _seats_from(self, seat: int, include_first: bool = True) -> list[int]:
        """Seats holding cards, clockwise from ``seat`` (G-1, with any Carol swaps)."""
        ring, start, n = self.ring, self.pos[seat], self.n
        order = [ring[(start + i) % n] for i in range(0 if include_first else 1, n)]
        return [s for s in order if self.sizes[s]]

    def _active(self, seat: int) -> bool:
        return self.sizes[seat] > 0 and not self.passed[seat]

    def holders(self) -> int:
        return sum(1 for s in self.sizes if s)

    # -- reading -------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == TURN:
            return (self.turn,)
        if self.phase in (SNOW, HOLLY):
            return (self.queue[0],)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> Result:
        return Result.from_scores(self.totals, lower_is_better=False, label="points")  # SS-15, G-7

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        phase = self.phase
        if not is_seat(seat, self.n):
            return ()
        if phase == TURN:
            return self._turn_actions(seat) if seat == self.turn else ()
        if phase == HOLLY:
            return self._holly_actions(seat) if seat == self.queue[0] else ()
        if phase == SNOW:
            return self._snow_actions(seat) if seat == self.queue[0] else ()
        return ()

    # -- changing ----------------------------------------------------------------------
    def apply(self, seat: int, action: Any) -> list[Event]:
        events: list[Event] = []
        phase = self.phase
        check_seat(seat, self.n)
        if phase == OVER:
            raise IllegalAction("SS-15", "the session is over")
        if phase == TURN:
            if seat != self.turn:
                raise IllegalAction("SS-4", f"it is seat {self.turn + 1}'s turn, not seat {seat + 1}'s")
            # search copies only ever apply moves from legal_actions
            if not self.fast and not listed(action, self._turn_actions(seat)):
                raise refusal(action, MOVES, lambda: self._check_turn(seat, action))
            self.seq += 1
            t = type(action)
            if t is Play:
                self._do_play(seat, action, events)
            elif t is Pass:
                self._do_pass(seat, action, events)
            elif t is PlaySanta:
                self._do_santa(seat, action, events)
            else:
                self._do_carol(seat, action, events)
            return events
        if seat != self.queue[0]:
            rule = "SS-8" if phase == HOLLY else "SS-9"
            raise IllegalAction(rule, f"seat {self.queue[0] + 1} is being asked now, not seat {seat + 1}")
        if not listed(action, self.legal_actions(seat)):
            raise refusal(action, MOVES, lambda: self._why_not_window(seat, action))
        self.seq += 1
        if phase == HOLLY:
            if type(action) is Decline:
                self._next_in_window(events)
            elif type(action) is PlayMouse:
                self._do_mouse(seat, events)
            else:
                self._do_ghost(seat, events)
        else:
            if type(action) is Decline:
                self._next_in_window(events)
            elif type(action) is PlayTree:
                self._do_tree(seat, action, events)
            elif type(action) is PlayScrooge:
                self._do_scrooge(seat, action, events)
            else:
                self._do_fruitcake(seat, action, events)
        return events

    # -- what a seat sees ---------------------------------------------------------------
    def view(self, seat: int | None) -> SantaView:
        if seat is not None:
            check_seat(seat, self.n)  # G-1; None is a spectator
        to_act = self.to_act()
        return SantaView(
            viewer=seat,
            players=self.n,
            settings=dict(self.settings),  # a copy: nothing in a view may change the game
            phase=self.phase,
            to_act=to_act[0] if to_act else None,
            hand=_sorted_cards(self.hands[seat]) if seat is not None else (),
            counts=tuple(self.sizes),
            ring=tuple(self.ring),
            turn=self.turn,
            leader=self.leader,
            plays=tuple(self.plays),
            pile=tuple(self.pile),
            passed=tuple(self.passed),
            gave=tuple(self.gave),
            outs=tuple(self.outs),
            finished=tuple(self.finished),
            scrooged=self.scrooged,
            scrooge_next=self.scrooge_next,
            scrooge_targets=self.scrooge_targets,
            must_pass=tuple(self.must_pass),
            declared=tuple(self.declared),
            window_after=self.window_after,
            queue=tuple(self.queue),
            first_window=self.first_window,
            round_no=self.round_no,
            hand_no=self.hand_no,
            hands_total=self.hands_total,
            dealer=self.dealer,
            totals=tuple(self.totals),
            sheet=tuple(self.sheet),
            deck=tuple(self.deck),
            discard=tuple(self.discard),
            limbo=sum(self.limbo),
            known=tuple(tuple(k) for k in self.known),
            seq=self.seq,
            answers=self.answers(seat) if seat is not None else (),
        )

    @classmethod
    def from_view(cls, view: SantaView, hands: list[list[int]], seed: int) -> SecretSantaState:
        """A complete state consistent with ``view``, the hidden hands guessed (for search).
        It plays on to the end of the current hand only."""
        state = cls.__new__(cls)
        state._configure(view.players, view.settings)
        state.hands_total = view.hand_no
        state.rng = GameRng(seed)
        state._load_public(view, hands)
        return state

    def _load_public(self, v: Any, hands: list[list[int]]) -> None:
        """Shared by from_view (a SantaView) and from_dict (a namespace of saved fields)."""
        self.hands = [list(h) for h in hands]
        self.sizes = [sum(h) for h in self.hands]
        self.ring = list(v.ring)
        self.pos = [0] * self.n
        for i, s in enumerate(self.ring):
            self.pos[s] = i
        self.phase = v.phase
        self.turn, self.leader = int(v.turn), int(v.leader)
        self.plays = [(int(s), tuple(int(c) for c in cards), int(val)) for s, cards, val in v.plays]
        self.pile = [int(c) for c in v.pile]
        self.passed, self.gave = [bool(x) for x in v.passed], [bool(x) for x in v.gave]
        self.outs = [(int(a), int(b), int(c)) for a, b, c in v.outs]
        self.finished = [int(s) for s in v.finished]
        self.scrooged, self.scrooge_next = int(v.scrooged), int(v.scrooge_next)
        self.scrooge_targets = tuple(int(s) for s in v.scrooge_targets)
        self.must_pass, self.declared = [bool(x) for x in v.must_pass], [bool(x) for x in v.declared]
        self.window_after = int(v.window_after)
        self.queue = [int(s) for s in v.queue]
        self.first_window = bool(v.first_window)
        self.round_no, self.hand_no, self.dealer = int(v.round_no), int(v.hand_no), int(v.dealer)
        self.totals = [int(t) for t in v.totals]
        self.sheet = [tuple(int(p) for p in row) for row in v.sheet]
        self.discard = [int(c) for c in v.discard]
        self.limbo = [int(c) for c in v.limbo] if isinstance(v.limbo, list | tuple) else [0] * KINDS
        self.known = [[int(c) for c in k] for k in v.known]
        self.seq = int(v.seq)
        self._opening = []
        if self.phase not in (SNOW, TURN, HOLLY, OVER):
            raise ValueError(f"unknown phase {self.phase!r}")

    # -- saving ------------------------------------------------------------------------------
    _FIELDS = ("ring", "phase", "turn", "leader", "plays", "pile", "passed", "gave", "outs", "finished",
               "scrooged", "scrooge_next", "scrooge_targets", "must_pass", "declared", "window_after",
               "queue", "first_window", "round_no", "hand_no", "dealer", "totals", "sheet", "discard",
               "limbo", "known", "seq")

    def _save_body(self) -> dict:
        data: dict[str, Any] = {"hands": [list(h) for h in self.hands]}
        for name in self._FIELDS:
            value = getattr(self, name)
            if name == "plays":
                value = [[s, list(cards), val] for s, cards, val in value]
            elif name in ("outs", "known", "sheet"):
                value = [list(x) for x in value]
            elif isinstance(value, tuple | list):
                value = list(value)
            data[name] = value
        return data

    def _load_body(self, data: dict) -> None:
        hands = [[int(c) for c in h] for h in data["hands"]]
        if len(hands) != self.n or any(len(h) != KINDS for h in hands):
            raise ValueError("the hands in the save do not fit this game")
        self._load_public(SimpleNamespace(**{k: data[k] for k in self._FIELDS}), hands)

