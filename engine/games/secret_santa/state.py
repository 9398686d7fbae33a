"""The whole truth of a Secret Santa session (several hands), and the rules that change it.

Flow of one hand (rulings SS-3..SS-14):

    deal -> [Snowflake window: Fruitcake] -> round -> [Snowflake window] -> round -> ...

A round is turns ("turn" phase); after every play of gift cards a Holly window opens
("holly"): each other seat still holding cards is asked in turn, left of the player,
whether to play A Mouse or the Ghost, and answers even when it holds neither, so that
nothing shows who does (SS-8). Between rounds a Snowflake window asks every seat the
same way (SS-9). A window is skipped only when the public record shows nobody could
play into it (every such card already seen, or nothing it could act on).
"""

from __future__ import annotations

from itertools import product
from types import SimpleNamespace
from typing import Any

from engine.core import ActionCodec, Event, GameRng, IllegalAction, Result, State
from engine.core.checks import check_seat, is_seat, listed, refusal

from .cards import (
    CAROL,
    ELVES,
    FRUITCAKE,
    GHOST,
    KINDS,
    MOUSE,
    SANTA,
    SCROOGE,
    SPECIALS,
    TREE,
    deck_counts,
)
from .moves import (
    DECLINE,
    GHOST_ACTION,
    MOUSE_ACTION,
    MOVES,
    PASS,
    PASS_DECLARE,
    SANTA_DECLARE,
    SANTA_PLAY,
    CarolPlayed,
    Decline,
    FinalGift,
    FruitcakePlayed,
    GhostPlayed,
    HandDealt,
    HandEnded,
    MousePlayed,
    Pass,
    Passed,
    Play,
    PlayCarol,
    Played,
    PlayFruitcake,
    PlayGhost,
    PlayMouse,
    PlaySanta,
    PlayScrooge,
    PlayTree,
    RoundEnded,
    SantaPlayed,
    ScroogePlayed,
    TreePlayed,
    WindowOpened,
    decode,
    encode,
)
from .moves import play as _play
from .view import SantaView

SNOW, TURN, HOLLY, OVER = "snowflake", "turn", "holly", "over"
SANTA_RANK = 13  # going out on Santa ranks above any gift (SS-14)
HOLLY_KINDS = (MOUSE, GHOST)
SNOW_KINDS = (TREE, SCROOGE)


def _sorted_cards(hand: list[int]) -> tuple[int, ...]:
    return tuple(k for k in range(1, KINDS) for _ in range(hand[k]))


class SecretSantaState(State):
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

    def _needs_declaring(self, seat: int, left: int) -> bool:
        return left == 1 and not self.declared[seat] and not self.final_auto

    def _turn_actions(self, seat: int) -> tuple[Any, ...]:
        hand = self.hands[seat]
        size = self.sizes[seat]
        if self.must_pass[seat]:
            return (PASS,)  # SS-13: the forgotten Final Gift costs this turn
        out: list[Any] = []
        if hand[CAROL]:  # SS-7
            out.extend(PlayCarol(t) for t in range(self.n) if t != seat)
        top = self.plays[-1] if self.plays else None
        elves = hand[ELVES]
        if top is None:
            for v in range(1, 13):
                c = hand[v]
                for g in range(1, c + 1):
                    for e in range(elves + 1):
                        cards = (v,) * g + (ELVES,) * e
                        out.append(_play(cards))
                        if self._needs_declaring(seat, size - g - e):
                            out.append(_play(cards, True))
            if not any(hand[1:13]):  # SS-12: specials as gifts worth 0
                kinds = [k for k in SPECIALS if hand[k]]
                for combo in product(*(range(hand[k] + 1) for k in kinds)):
                    k = sum(combo)
                    if k:
                        cards = tuple(sorted(x for kind, m in zip(kinds, combo, strict=True) for x in (kind,) * m))
                        out.append(_play(cards))
                        if self._needs_declaring(seat, size - k):
                            out.append(_play(cards, True))
        else:
            need, beat = len(top[1]), top[2]
            for v in range(beat + 1, 13):
                c = hand[v]
                if not c:
                    continue
                for g in range(max(1, need - elves), min(c, need) + 1):
                    cards = (v,) * g + (ELVES,) * (need - g)
                    out.append(_play(cards))
                    if self._needs_declaring(seat, size - need):
                        out.append(_play(cards, True))
        if hand[SANTA]:  # SS-6
            out.append(SANTA_PLAY)
            if self._needs_declaring(seat, size - 1):
                out.append(SANTA_DECLARE)
        if top is not None:
            out.append(PASS)
            if self._needs_declaring(seat, size):
                out.append(PASS_DECLARE)
        return tuple(out)

    def _holly_actions(self, seat: int) -> tuple[Any, ...]:
        hand = self.hands[seat]
        if seat == self.scrooged:
            return (DECLINE,)  # sitting out the round entirely (SS-9)
        out: list[Any] = [DECLINE]
        if hand[MOUSE]:
            out.append(MOUSE_ACTION)
        if hand[GHOST]:
            out.append(GHOST_ACTION)
        return tuple(out)

    def _snow_actions(self, seat: int) -> tuple[Any, ...]:
        hand = self.hands[seat]
        out: list[Any] = [DECLINE]
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

    def _why_not_window(self, seat: int, action: Any) -> tuple[str, str]:
        hand = self.hands[seat]
        t = type(action)
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

    def _check_turn(self, seat: int, action: Any) -> None:
        t = type(action)
        hand = self.hands[seat]
        if self.must_pass[seat] and t is not Pass:
            raise IllegalAction("SS-13", "you forgot to say \"Final Gift!\", so you must pass this turn")
        declare = getattr(action, "declare", False)
        if t is Play:
            cards = action.cards
            if not cards or any(not 1 <= k < KINDS for k in cards):
                raise IllegalAction("SS-4", "play at least one card")
            if any(cards.count(k) > hand[k] for k in set(cards)):
                raise IllegalAction("SS-4", "you do not hold those cards")
            gifts = {k for k in cards if k <= 12}
            top = self.plays[-1] if self.plays else None
            if gifts:
                if any(k > 12 and k != ELVES for k in cards):
                    raise IllegalAction("SS-5", "only Elves can join gift cards in a play")
                if len(gifts) > 1:
                    raise IllegalAction("SS-4", "a play is cards of one value (Elves may join them)")
                value = next(iter(gifts))
            else:
                if any(hand[1:13]) and all(k == ELVES for k in cards):
                    raise IllegalAction("SS-5", "Elves copy a gift: play them together with at least one gift card")
                if any(hand[1:13]):
                    raise IllegalAction("SS-12", "special cards count as gifts worth 0 only once you have no gift "
                                                 "cards")
                value = 0
            if top is not None:
                need = len(top[1])
                if len(cards) != need:
                    raise IllegalAction("SS-4", f"this round takes exactly {need} {'card' if need == 1 else 'cards'}"
                                                " a play")
                if value <= top[2]:
                    raise IllegalAction("SS-4", f"play a higher value than {top[2]}")
            left = self.sizes[seat] - len(cards)
        elif t is Pass:
            if not self.plays and not self.must_pass[seat]:
                raise IllegalAction("SS-4", "the round's first player must play; there is nothing to pass on")
            left = self.sizes[seat]
        elif t is PlaySanta:
            if not hand[SANTA]:
                raise IllegalAction("SS-6", "you have no Santa")
            left = self.sizes[seat] - 1
        elif t is PlayCarol:
            if not hand[CAROL]:
                raise IllegalAction("SS-7", "you have no Christmas Carol")
            if not 0 <= action.target < self.n or action.target == seat:
                raise IllegalAction("SS-7", "swap seats with another player")
            return
        else:
            raise IllegalAction("SS-4", "on your turn, play cards, play Santa or Christmas Carol, or pass")
        if declare and not self._needs_declaring(seat, left):
            raise IllegalAction("SS-13", "\"Final Gift!\" is said only when a turn leaves you one card")

    # -- hands and the public record -----------------------------------------------------
    def _take(self, seat: int, cards: tuple[int, ...] | list[int]) -> None:
        hand, known = self.hands[seat], self.known[seat]
        for k in cards:
            hand[k] -= 1
            if known[k]:
                known[k] -= 1
        self.sizes[seat] -= len(cards)
        self.declared[seat] = False

    def _put(self, seat: int, cards: tuple[int, ...] | list[int], public: bool) -> None:
        hand, known = self.hands[seat], self.known[seat]
        for k in cards:
            hand[k] += 1
            if public:
                known[k] += 1
        self.sizes[seat] += len(cards)
        self.declared[seat] = False

    def _end_turn_declaring(self, seat: int, declare: bool, events: list[Event]) -> None:
        """SS-13: ending a turn with one card left needs "Final Gift!" (done for you in auto)."""
        if self.sizes[seat] != 1 or self.declared[seat]:
            return
        self.declared[seat] = True
        said = declare or self.final_auto
        if not said:
            self.must_pass[seat] = True
        events.append(FinalGift(seat, said))

    # -- turns -----------------------------------------------------------------------------
    def _do_play(self, seat: int, action: Play, events: list[Event]) -> None:
        cards = action.cards
        value = cards[0] if cards[0] <= 12 else 0
        lead = not self.plays
        self._take(seat, cards)
        self.plays.append((seat, cards, value))
        self.gave[seat] = True
        events.append(Played(seat, cards, value, lead, self.sizes[seat]))
        self._end_turn_declaring(seat, action.declare, events)
        if not self.sizes[seat]:
            self.outs.append((seat, value, self.seq))
        queue = self._seats_from(seat, include_first=False) if self._anyone_holds(HOLLY_KINDS) else []
        if queue:  # SS-8: everyone else is asked, holding Holly or not
            self._open_window(HOLLY, seat, queue, events)
        else:
            self._after_play(seat, events)

    def _do_pass(self, seat: int, action: Pass, events: list[Event]) -> None:
        forced = "final-gift" if self.must_pass[seat] else ""
        self.must_pass[seat] = False
        self.passed[seat] = True
        events.append(Passed(seat, forced))
        self._end_turn_declaring(seat, action.declare, events)
        self._next_turn(seat, events)

    def _do_santa(self, seat: int, action: PlaySanta, events: list[Event]) -> None:
        self._take(seat, (SANTA,))
        self.pile.append(SANTA)
        events.append(SantaPlayed(seat, self.sizes[seat]))
        self._end_turn_declaring(seat, action.declare, events)
        if not self.sizes[seat]:
            self.outs.append((seat, SANTA_RANK, self.seq))
        self._end_round(seat, "santa", events)  # SS-6

    def _do_carol(self, seat: int, action: PlayCarol, events: list[Event]) -> None:
        target = action.target
        self._take(seat, (CAROL,))
        self.pile.append(CAROL)
        a, b = self.pos[seat], self.pos[target]
        self.ring[a], self.ring[b] = target, seat
        self.pos[seat], self.pos[target] = b, a
        events.append(CarolPlayed(seat, target, tuple(self.ring), self.sizes[seat]))
        if not self.sizes[seat]:  # her last card: she is out, and the turn moves on
            self.outs.append((seat, 0, self.seq))
            self._after_play(seat, events)
        # otherwise the same player goes on with her turn (SS-7: before playing gifts)

    def _after_play(self, seat: int, events: list[Event]) -> None:
        if self.holders() <= 1:  # SS-14: the hand ends when one player has cards left
            self._end_round(self._round_winner(), "passes", events)
        else:
            self._next_turn(seat, events)

    def _next_turn(self, seat: int, events: list[Event]) -> None:
        ring, n, start = self.ring, self.n, self.pos[seat]
        for i in range(1, n + 1):
            s = ring[(start + i) % n]
            if self.sizes[s] and not self.passed[s]:
                self.turn = s
                self.phase = TURN
                return
        self._end_round(self._round_winner(), "passes", events)  # SS-4: everyone has passed

    def _round_winner(self) -> int:
        return self.plays[-1][0] if self.plays else self.leader

    # -- windows -----------------------------------------------------------------------------
    def _anyone_holds(self, kinds: tuple[int, ...]) -> bool:
        """A special card never seen played is in someone's hand, so this reads only the public record."""
        return any(h[k] for h in self.hands for k in kinds)

    def _window_kinds(self, kind: str) -> tuple[int, ...]:
        return HOLLY_KINDS if kind == HOLLY else (FRUITCAKE,) if self.first_window else SNOW_KINDS

    def _open_window(self, kind: str, after: int, seats: list[int], events: list[Event]) -> None:
        if self.fast:
            held = self._window_kinds(kind)
            seats = [s for s in seats if any(self.hands[s][k] for k in held)]
            if not seats:
                self._close_window(kind, after, events)
                return
        self.phase = kind
        self.window_after = after
        self.queue = seats
        events.append(WindowOpened(kind, after, tuple(seats)))

    def _next_in_window(self, events: list[Event]) -> None:
        self.queue.pop(0)
        if self.fast:
            held = self._window_kinds(self.phase)
            while self.queue and not any(self.hands[self.queue[0]][k] for k in held):
                self.queue.pop(0)
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

