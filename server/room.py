"""One room: a lobby of seats, then a game that only the server holds.

Before the start a room is a lobby: each seat is open, claimed by a person (who holds a seat
token; the room keeps only its hash) or given to a bot. ``start`` writes the setup (game,
seats, settings, a fresh seed, the token hashes) as the log's first record; every action is
then appended to the log at the position its sender saw, and applied when it is in the log
(``ingest``), so a room rebuilt from its log by another process is the same game (``replay``).

Nothing a room sends holds the seed, the state's ``to_dict``, the raw action list or a hidden
card: a seat gets ``view(seat)``, ``legal_actions(seat)`` and each action's events redacted
``for_seat(seat)``; a spectator (seat None) the public forms. ``frame_for`` is the one place
that makes what a seat receives.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import Refusal
from engine.games import get_game
from engine.records import frame, seat_state, table_header
from engine.seats import BOT_NAMES
from engine.session import SeatPlan, Session
from engine.wire import WireError, decode, encode

from .log import ActionLog, Conflict
from .names import clean_name, distinct

CODE_ALPHABET = "ACDEFHJKLMNPQRTUVWXY34679"  # no 0/O, 1/I, 2/Z, 5/S, 8/B, G/6
CODE_LENGTH = 6  # 25**6 = 244 million codes, about 2**28 (the server limits wrong guesses per address)


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    return secrets.token_urlsafe(16)  # 128 bits


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class Refused(Exception):
    """A request the room does not accept; ``reason`` says why in a few plain words."""

    def __init__(self, reason: str, seq: int | None = None, refusal: Refusal | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.seq = seq
        self.refusal = refusal  # the engine's own ruling and words, for a move the rules refuse


@dataclass
class Seat:
    name: str = ""
    bot: str | None = None  # a bot level, or None for a person (or an open seat)
    token: str | None = None  # the hash of the person's seat token

    @property
    def open(self) -> bool:
        return self.bot is None and self.token is None


@dataclass
class Room:
    code: str
    game_id: str
    settings: dict[str, Any]
    seats: list[Seat]
    session: Session | None = None
    seq: int = 0  # records in the log that this room has applied
    events: dict[int, list] = field(default_factory=dict)  # record number -> its events
    # record number -> the seat whose move it was: its own frame says so ("mine"), so a screen
    # two people share knows which record answers whose move (a peek is shown to its taker only)
    movers: dict[int, int] = field(default_factory=dict)
    # called with each record's number just after it is applied (the server sends its frames)
    listeners: list[Callable[[int], None]] = field(default_factory=list)
    # seconds after which a person who dropped is played by a stand-in bot (0: never); the
    # host sets it in the lobby, and it goes into the setup record
    stand_in: float = 0.0
    away: set[int] = field(default_factory=set)  # people's seats the stand-in plays now
    host: int = 0  # the seat of the person who made the room (who seats bots and starts)
    started: bool = False  # the host pressed Start: the lobby takes no more changes
    _public_at: tuple[int, Any] = (-1, None)  # (record, the public view encoded after it)
    # seat (None: a spectator) -> (record, its snapshot as JSON text): a hello's answer is made
    # once per seat and record, however many hellos ask for it (a flood of them costs no more)
    _snapshots: dict = field(default_factory=dict)

    # -- the lobby -------------------------------------------------------------------------
    @classmethod
    def create(cls, code: str, game_id: str, players: int, settings: dict[str, Any]) -> Room:
        game = get_game(game_id)  # SettingError for an unknown game
        if not isinstance(players, int) or isinstance(players, bool):
            raise Refused("players must be a number")
        game.check_players(players, game.resolve_settings(players, settings))
        return cls(code, game_id, dict(settings), [Seat() for _ in range(players)])

    def claim(self, name: str, seat: int | None = None) -> tuple[int, str]:
        """A person takes an open seat (the first, unless one is named): (seat, token)."""
        self._still_open()
        self._check_seat(seat)
        free = [i for i, s in enumerate(self.seats) if s.open]
        if seat is not None and seat not in free:
            raise Refused("that seat is taken")
        if not free:
            raise Refused("the room is full")
        chosen = free[0] if seat is None else seat
        token = new_token()
        self.seats[chosen] = Seat(self._distinct_name(clean_name(name, chosen), chosen), None, token_hash(token))
        return chosen, token

    def _check_seat(self, seat: Any) -> None:
        """A seat asked for is a whole number of this room (not true, not -1, not 99)."""
        if seat is not None and (type(seat) is not int or not 0 <= seat < len(self.seats)):
            raise Refused("no such seat")

    def _distinct_name(self, name: str, seat: int) -> str:
        """``name``, numbered if another seat of the room has it already (server.names)."""
        return distinct(name, (s.name for i, s in enumerate(self.seats) if i != seat))

    def set_bot(self, seat: int, level: str | None) -> None:
        self._still_open()
        self._check_seat(seat if seat is not None else -1)
        if self.seats[seat].token:
            raise Refused("only an open seat or a bot's seat can be set")
        game = get_game(self.game_id)
        if level is not None and level not in game.bot_levels:
            raise Refused(f"no bot level {str(level)[:20]!r}")
        self.seats[seat] = Seat(_bot_name(seat, self.seats) if level else "", level, None)

    def seat_of(self, token: Any) -> int | None:
        """The seat whose token this is; None for anything else."""
        if not isinstance(token, str):
            return None
        digest = token_hash(token)
        for i, s in enumerate(self.seats):
            if s.token and hmac.compare_digest(s.token, digest):
                return i
        return None

    def _still_open(self) -> None:
        if self.session is not None or self.started:
            raise Refused("the game has started")

    def check_host(self, token: Any) -> None:
        if self.seat_of(token) != self.host:
            raise Refused("only the host may do that")

    def lobby(self) -> dict:
        """Who sits where, for everyone in the room (names and bot levels, no tokens)."""
        return {"type": "lobby", "room": self.code, "game": self.game_id,
                "started": self.session is not None or self.started,
                "seats": [{"name": s.name, "bot": s.bot, "open": s.open} for s in self.seats],
                "stand_in": self.stand_in}

    def set_stand_in(self, seconds: Any) -> None:
        self._still_open()
        if type(seconds) not in (int, float) or not 0 <= seconds <= 3600:
            raise Refused("the stand-in's wait is a number of seconds from 0 (never) to 3600")
        self.stand_in = float(seconds)

    def lobby_data(self) -> dict:
        """The lobby as the lobby store keeps it (token hashes, never tokens)."""
        return {"game": self.game_id, "settings": self.settings, "host": self.host, "started": self.started,
                "stand_in": self.stand_in, "seats": [{"name": s.name, "bot": s.bot, "token": s.token}
                                                      for s in self.seats]}

    def load_lobby(self, data: dict) -> None:
        """Take the lobby as stored (another process may have changed it)."""
        if self.session is not None:
            return
        self.game_id, self.settings = data["game"], dict(data["settings"])
        self.host, self.started, self.stand_in = data["host"], data["started"], float(data["stand_in"])
        self.seats = [Seat(s["name"], s["bot"], s["token"]) for s in data["seats"]]

    @classmethod
    def from_lobby(cls, code: str, data: dict) -> Room:
        room = cls(code, data["game"], {}, [])
        room.load_lobby(data)
        return room

    # -- starting and replaying -------------------------------------------------------------
    def setup_record(self, seed: int) -> dict:
        levels = get_game(self.game_id).bot_levels
        default = levels[len(levels) // 2]  # a seat still open at the start gets the middle level
        seats = list(self.seats)
        for i, s in enumerate(seats):
            seats[i] = Seat(s.name or _bot_name(i, seats), s.bot or (None if s.token else default), s.token)
        return {"t": "setup", "game": self.game_id, "settings": self.settings, "seed": seed,
                "seats": [{"name": s.name, "bot": s.bot, "token": s.token} for s in seats],
                "stand_in": self.stand_in}

    async def start(self, log: ActionLog) -> None:
        if self.session is not None:
            raise Refused("the game has started")
        record = self.setup_record(secrets.randbits(63))
        try:
            await log.append(self.code, 0, record)
        except Conflict:  # another process started it first
            await self.catch_up(log)
            raise Refused("the game has started") from None
        self.ingest(1, record)

    @classmethod
    def replay(cls, code: str, records: list[dict]) -> Room:
        """The room a log holds (records from the first), as any server process rebuilds it."""
        setup = records[0]
        room = cls(code, setup["game"], dict(setup["settings"]), [])
        for number, record in enumerate(records, 1):
            room.ingest(number, record)
        return room

    def ingest(self, number: int, record: dict) -> list:
        """Apply the log's record ``number`` (once: an old number is ignored). Returns its events."""
        if number != self.seq + 1:
            return []
        if record["t"] == "setup":
            self.game_id = record["game"]
            self.stand_in = float(record.get("stand_in", 0.0))
            self.seats = [Seat(s["name"], s["bot"], s["token"]) for s in record["seats"]]
            plans = [SeatPlan(s.name, s.bot) for s in self.seats]
            self.session = Session(get_game(record["game"]), plans, record["settings"], record["seed"],
                                   advisors=self.stand_in > 0)  # advisors play only as stand-ins here
            self.settings = dict(self.session.settings)
            events = list(self.session.opening_events)
        else:
            assert self.session is not None
            events = self.session.apply(record["seat"], self.session.state.decode_action(record["a"]))
            self.movers[number] = record["seat"]
        self.seq = number
        self.events[number] = events
        for listener in list(self.listeners):
            listener(number)
        return events

    # -- playing ----------------------------------------------------------------------------
    def check_action(self, seat: int, data: Any, expected: Any) -> Any:
        """The action ``seat`` sent, if it may take it now at position ``expected``; else Refused."""
        if self.session is None:
            raise Refused("the game has not started")
        state = self.session.state
        if expected != self.seq:
            raise Refused("stale", self.seq)
        if state.is_over():
            raise Refused("the game is over", self.seq)
        if seat not in state.to_act():
            raise Refused("it is not your move", self.seq)
        try:
            action = decode(data)
        except WireError:
            raise Refused("not an action of this game", self.seq) from None
        refusal = state.accepts(seat, action)  # the engine alone decides (G-6)
        if refusal is not None:
            raise Refused("the rules do not allow that now", self.seq, refusal)
        return state.encode_action(action)

    async def act(self, log: ActionLog, seat: int, data: Any, expected: Any) -> list[int]:
        """Append and apply ``seat``'s action, then the bots' moves that follow. Returns the
        numbers of the records applied (the caller sends their frames)."""
        encoded = self.check_action(seat, data, expected)
        applied = [await self._append(log, {"t": "act", "seat": seat, "a": encoded})]
        applied += await self.play_bots(log)
        return applied

    async def play_bots(self, log: ActionLog, limit: int = 10_000) -> list[int]:
        applied: list[int] = []
        assert self.session is not None
        while len(applied) < limit and not self.session.state.is_over():
            seat = self.session.next_bot_seat()
            if seat is None:
                seat = next((s for s in self.session.state.to_act() if s in self.away), None)
                if seat is None:
                    break
                # the stand-in of a person who dropped: the hard bot that reads that seat's view
                # and events for hints (its choice is the move the hint would have suggested)
                self._ready_stand_in(seat)
                bot, view, legal, rng = self.session.hint_request(seat)
                action = bot.choose(view, legal, rng)
            else:
                action = self.session.decide(seat)  # the bot reads its own view and events only
            try:
                applied.append(await self._append(log, {"t": "act", "seat": seat,
                                                        "a": self.session.state.encode_action(action)}))
            except Refused:  # another server process moved first (and _append caught up): go on
                continue
        return applied

    # -- the host hands an away person's seat to a bot -------------------------------------------
    def sit_in(self, token: Any, seat: Any, on: Any, here: set[int]) -> int:
        """The host lets the stand-in bot play a person's seat from now on (``on``), or stops it
        (the seat waits for its person again). Refused unless the game is on, the token is the
        host's, and ``seat`` is the seat of a person who is not ``here`` (connected) for ``on``.
        Returns the seat."""
        if self.session is None:
            raise Refused("the game has not started")
        self.check_host(token)
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(self.seats):
            raise Refused("no such seat")
        if not self.seats[seat].token:
            raise Refused("that is not a person's seat")
        if not isinstance(on, bool):
            raise Refused("say whether a bot plays the seat (true or false)")
        if on and seat in here:
            raise Refused("that person is at the table")
        if on:
            self._ready_stand_in(seat)
            self.away.add(seat)
        else:
            self.away.discard(seat)
        return seat

    def _ready_stand_in(self, seat: int) -> None:
        """The seat's stand-in: its advisor, made now if the room kept none (no wait was set, so
        no advisor was fed), and told everything that seat has seen so far, record by record."""
        assert self.session is not None
        if seat in self.session.advisors:
            return
        game = self.session.game
        salt = random.Random(f"{self.session.seed}:advisor:{seat}").getrandbits(32)
        bot = game.make_bot(game.bot_levels[-1], seat, salt=salt)
        for number in sorted(self.events):
            bot.observe([e.for_seat(seat) for e in self.events[number]])
        self.session.advisors[seat] = bot  # fed by the session from now on, like any advisor

    async def _append(self, log: ActionLog, record: dict) -> int:
        try:
            number = await log.append(self.code, self.seq, record)
        except Conflict:
            await self.catch_up(log)
            raise Refused("stale", self.seq) from None
        self.ingest(number, record)
        return number

    async def catch_up(self, log: ActionLog) -> list[int]:
        """Apply what other processes appended since this room's last record."""
        start, got = self.seq, []
        for number, record in enumerate(await log.read(self.code, start), start + 1):
            if number == self.seq + 1:  # (a follower may have applied some while the log was read)
                self.ingest(number, record)
                got.append(number)
        return got

    # -- what a seat receives ------------------------------------------------------------------
    def _seat_state(self, seat: int | None) -> dict:
        """A seat's view and legal actions now, and the public view (engine.records)."""
        assert self.session is not None
        return seat_state(self.session, seat, self.seq, self._public() if seat is not None else None)

    def _public(self) -> Any:
        """The spectator's view now, encoded once per record for every seat's frame."""
        if self._public_at[0] != self.seq:
            assert self.session is not None
            self._public_at = (self.seq, encode(self.session.state.view(None)))
        return self._public_at[1]

    def _table(self, seat: int | None) -> dict:
        """Who sits where and how the game is set up: what a table needs before its first frame."""
        assert self.session is not None
        return table_header(self.session, self.game_id, [s.name for s in self.seats], [s.bot for s in self.seats],
                            seat)

    def snapshot(self, seat: int | None) -> dict:
        """Everything a (re)joining seat needs: who sits where and its view now."""
        if self.session is None:
            return self.lobby()
        return {"type": "snapshot", "room": self.code, **self._table(seat), **self._seat_state(seat)}

    def snapshot_text(self, seat: int | None) -> str:
        """``snapshot(seat)`` as JSON text, made once per seat and record."""
        kept = self._snapshots.get(seat)
        if kept is None or kept[0] != self.seq:
            kept = self._snapshots[seat] = (self.seq, json.dumps(self.snapshot(seat), separators=(",", ":")))
        return kept[1]

    def frame_for(self, seat: int | None, number: int) -> dict:
        """Record ``number``'s events as ``seat`` may know them, with its view after them:
        sent by a listener just after the record is applied, so the view is the one that follows.
        The first record's frame (the deal) also says who sits where."""
        header = self._table(seat) if number == 1 else {}
        return frame(self.code, number, self.events.get(number, []), seat, self.movers.get(number), header,
                     self._seat_state(seat))

    def missed(self, seat: int | None, since: int) -> list[dict]:
        """For a seat resuming after record ``since``: the events of each record it missed (to
        animate or log), then a snapshot of now (the views of the missed moments are gone)."""
        return [*self._missed_events(seat, since), self.snapshot(seat)]

    def resume(self, seat: int | None, since: int) -> list[dict | str]:
        """``missed``, as the server sends it: the snapshot as the text ``snapshot_text`` keeps."""
        return [*self._missed_events(seat, since), self.snapshot_text(seat)]

    def _missed_events(self, seat: int | None, since: int) -> list[dict]:
        return [{"type": "events", "room": self.code, "seq": n, "replay": True,
                 "events": [encode(e.for_seat(seat)) for e in self.events.get(n, [])]}
                for n in range(max(since, 0) + 1, self.seq + 1)]


def _bot_name(seat: int, seats: list[Seat] = ()) -> str:
    """The bot's name for ``seat``: its own, or the next one no other seat has."""
    others = [s.name for i, s in enumerate(seats) if i != seat]
    names = [BOT_NAMES[(seat + k) % len(BOT_NAMES)] for k in range(len(BOT_NAMES))]
    return next((n for n in names if distinct(n, others) == n), distinct(names[0], others))
