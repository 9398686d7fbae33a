"""A game being played: the state, who sits where (human or bot), and what was done.

Both ``python -m engine simulate`` and the table drive games through a Session, so the
bots are fed and the history is kept the same way everywhere. A save is the setup plus
the list of actions; loading replays them, which restores the bots' memories too, and
then checks the replayed state against the stored one (ruling G-2).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.checks import is_seat, short
from engine.core.errors import IllegalAction, SaveError, SettingError
from engine.core.game import SAVE_FORMAT, Bot, Event, Game, State
from engine.games import get_game


@dataclass(frozen=True)
class SeatPlan:
    name: str
    bot: str | None = None  # a bot level, or None for a human

    @property
    def is_bot(self) -> bool:
        return self.bot is not None


class Session:
    def __init__(self, game: Game, seats: Sequence[SeatPlan], settings: dict[str, Any], seed: int,
                 advisors: bool = True):
        self.game = game
        self.seats = tuple(seats)
        self.settings = game.resolve_settings(len(self.seats), settings)
        self.seed = int(seed)
        for plan in self.seats:
            if plan.bot is not None and plan.bot not in game.bot_levels:
                levels = ", ".join(game.bot_levels)
                raise SettingError(f"bot level {short(plan.bot)} is not one of: {levels}")
        self.state: State = game.new_state(len(self.seats), self.settings, self.seed)
        self.bots: dict[int, Bot] = {
            seat: game.make_bot(plan.bot, seat, salt=self._salt(seat))
            for seat, plan in enumerate(self.seats)
            if plan.bot is not None
        }
        # a hard bot beside each person, fed what that seat sees, for hints (never for play);
        # a game server that gives no hints and never stands in for anyone goes without
        strongest = game.bot_levels[-1]
        self.advisors: dict[int, Bot] = {
            seat: game.make_bot(strongest, seat, salt=random.Random(f"{self.seed}:advisor:{seat}").getrandbits(32))
            for seat, plan in enumerate(self.seats)
            if plan.bot is None and advisors
        }
        self.history: list[tuple[int, Any]] = []
        self.opening_events: list[Event] = self.state.start_events()
        self.replayed: list[Event] = []  # events of the actions a loaded game replayed
        self._undo_safe = False
        self._feed_bots(self.opening_events)

    def _salt(self, seat: int) -> int:
        return random.Random(f"{self.seed}:salt:{seat}").getrandbits(32)

    # -- playing -------------------------------------------------------------
    def next_bot_seat(self) -> int | None:
        for seat in self.state.to_act():
            if seat in self.bots:
                return seat
        return None

    def human_to_act(self) -> tuple[int, ...]:
        return tuple(s for s in self.state.to_act() if s not in self.bots)

    def bot_request(self, seat: int) -> tuple[Bot, Any, Sequence[Any], random.Random]:
        """Everything a bot needs to decide, so that the deciding can run on a worker thread."""
        return self._request(self.bots[seat], seat, "bot")

    def hint_request(self, seat: int) -> tuple[Bot, Any, Sequence[Any], random.Random]:
        """What the advisor of a person's seat needs to suggest a move: that seat's view and
        legal actions, and an RNG of its own (the game's RNG is never touched)."""
        return self._request(self.advisors[seat], seat, "hint")

    def _request(self, bot: Bot, seat: int, purpose: str) -> tuple[Bot, Any, Sequence[Any], random.Random]:
        rng = random.Random(f"{self.seed}:{purpose}:{seat}:{len(self.history)}")
        return bot, self.state.view(seat), self.state.legal_actions(seat), rng

    def decide(self, seat: int) -> Any:
        bot, view, legal, rng = self.bot_request(seat)
        return bot.choose(view, legal, rng)

    def apply(self, seat: int, action: Any) -> list[Event]:
        draws = self._draws()
        events = self.state.apply(seat, action)  # raises IllegalAction, changing nothing
        self.history.append((seat, self.state.encode_action(action)))
        self._feed_bots(events)
        self._undo_safe = self._draws() == draws and self.state.undo_safe(events)  # nothing shuffled or dealt
        return events

    def _draws(self) -> int | None:
        """How often the game's RNG has been drawn from: a change means a shuffle or a deal."""
        return getattr(getattr(self.state, "rng", None), "draws", None)

    # -- undo ------------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        """The policy of well-run online tables: only your own last action, and never across a
        revealed hidden card, a shuffle or a deal, or anyone else's action."""
        return bool(self.history) and self.history[-1][0] == seat and self._undo_safe

    def undone(self) -> Session:
        """The same game without its last action (replayed, so the bots forget it too)."""
        return Session.replay(self.game, self.seats, self.settings, self.seed, self.history[:-1])

    @classmethod
    def replay(cls, game: Game, seats: Sequence[SeatPlan], settings: dict[str, Any], seed: int,
               history: Sequence[tuple[int, Any]]) -> Session:
        session = cls(game, seats, settings, seed)
        for seat, encoded in history:
            session.replayed.extend(session.apply(seat, session.state.decode_action(encoded)))
        return session

    def _feed_bots(self, events: Sequence[Event]) -> None:
        for seat, bot in [*self.bots.items(), *self.advisors.items()]:
            bot.observe([e.for_seat(seat) for e in events])

    def play_bots(self, limit: int = 1_000_000) -> int:
        """Let bots move until a human must act or the game ends. Returns moves made."""
        moves = 0
        while moves < limit and not self.state.is_over():
            seat = self.next_bot_seat()
            if seat is None:
                break
            self.apply(seat, self.decide(seat))
            moves += 1
        return moves

    # -- saving --------------------------------------------------------------
    def to_dict(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "app": "present-company",
            "game": self.game.id,
            "seed": self.seed,
            "settings": dict(self.settings),
            "seats": [{"name": p.name, "bot": p.bot} for p in self.seats],
            "history": [[seat, action] for seat, action in self.history],
            "state": self.state.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, advisors: bool = True) -> Session:
        """A saved game, replayed and checked. Whatever is wrong with ``data`` (any type
        anywhere, numbers out of range, nesting too deep, an unknown game, illegal moves),
        the only error that comes out is SaveError (a ``LoadError``, which also says as data
        what is wrong, so the table can word it), with a message a player can read."""
        return _guarded(lambda: cls._load(data, advisors))

    @classmethod
    def recover(cls, data: Any, advisors: bool = True) -> Recovery:
        """The most of a damaged save that can be trusted: its setup, and its moves from the
        first up to the first one that is unreadable or not allowed (the state it stores is
        not needed: replaying the moves rebuilds it, G-2). Raises SaveError (a LoadError) when
        the setup cannot be used or when the save holds moves and not even the first replays.
        ``from_dict`` stays the strict check: use this only once it has refused a save."""
        return _guarded(lambda: cls._recover(data, advisors))

    @classmethod
    def _load(cls, data: Any, advisors: bool) -> Session:
        game, seed, seats, settings = _setup(data)
        history = [_move(m, len(seats), n) for n, m in enumerate(_a_list(data.get("history"), "move list is"), 1)]
        session = _new(cls, game, seats, settings, seed, advisors)
        for number, (seat, encoded) in enumerate(history, start=1):
            session._replay_move(number, seat, encoded)
        if session.state.to_dict() != data.get("state"):
            raise LoadError("the save does not match its own move list; it is damaged", "mismatch")
        return session

    @classmethod
    def _recover(cls, data: Any, advisors: bool) -> Recovery:
        game, seed, seats, settings = _setup(data)
        entries = _a_list(data.get("history"), "move list is")
        session = _new(cls, game, seats, settings, seed, advisors)
        stopped: LoadError | None = None
        for number, entry in enumerate(entries, start=1):
            try:
                seat, encoded = _move(entry, len(seats), number)
                session._replay_move(number, seat, encoded)
            except LoadError as exc:  # refused before it changed anything (G-6)
                stopped = exc
                break
            except Exception as exc:  # noqa: BLE001 - it may have stopped half-way: replay the rest anew
                stopped = LoadError(f"move {number} of the save is damaged ({str(exc)[:80]})", "move", number)
                kept = session.history
                session = _new(cls, game, seats, settings, seed, advisors)
                for n, (seat, encoded) in enumerate(kept, start=1):
                    session._replay_move(n, seat, encoded)
                break
        if entries and not session.history:
            raise stopped or LoadError("not one move of the save can be replayed", "damaged")
        return Recovery(session, len(session.history), len(entries), stopped,
                        session.state.to_dict() == data.get("state"))

    def _replay_move(self, number: int, seat: int, encoded: Any) -> None:
        try:
            action = self.state.decode_action(encoded)
            self.replayed.extend(self.apply(seat, action))
        except IllegalAction as exc:
            raise LoadError(f"move {number} of the save is not allowed: {exc}", "move", number, seat) from exc


@dataclass(frozen=True)
class Recovery:
    """What ``Session.recover`` could rebuild: the game after its first ``kept`` moves of the
    ``total`` the save lists; ``stopped``: why the replay stopped short (None: every move
    replayed); ``matches``: whether the rebuilt game is the state the save stored."""

    session: Session
    kept: int
    total: int
    stopped: LoadError | None
    matches: bool

    @property
    def lost(self) -> int:
        return self.total - self.kept


class LoadError(SaveError):
    """A save that cannot be used, and what is wrong with it as data, for a table to say in the
    player's words: ``kind`` is "not-ours", "newer", "setup" (game, seed, seats or settings),
    "move" (``move``: its number from 1; ``seat``: who made it, when known), "mismatch" (the
    moves do not give the stored state) or "damaged" (anything else)."""

    def __init__(self, message: str, kind: str = "damaged", move: int | None = None, seat: int | None = None):
        super().__init__(message)
        self.kind, self.move, self.seat = kind, move, seat


def _guarded(load: Any) -> Any:
    """Run a loader; whatever goes wrong comes out as a LoadError (no damage to a file may
    escape as anything else)."""
    try:
        return load()
    except LoadError:
        raise
    except SaveError as exc:
        raise LoadError(str(exc)) from exc
    except IllegalAction as exc:
        raise LoadError(f"the save holds a move that is not allowed: {exc}", "move") from exc
    except SettingError as exc:
        raise LoadError(f"the save's setup is not usable: {exc}", "setup") from exc
    except RecursionError as exc:
        raise LoadError("the save is damaged (nested too deeply)") from exc
    except Exception as exc:  # a boundary: no damage to a file may escape as anything else
        raise LoadError(f"the save is damaged ({str(exc)[:120] or type(exc).__name__})") from exc


def _setup(data: Any) -> tuple[Game, int, list[SeatPlan], dict]:
    """A save's game, seed, seats and settings, checked (the moves are not looked at)."""
    if not isinstance(data, dict) or data.get("app") != "present-company":
        raise LoadError("this is not a Present Company save", "not-ours")
    version = data.get("format")
    if type(version) is not int:
        raise LoadError("the save has no format version; it is damaged")
    if version > SAVE_FORMAT:
        raise LoadError(f"the save was made by a newer version of Present Company (format {version})", "newer")
    try:
        game = get_game(data.get("game"))
    except SettingError as exc:
        raise LoadError(f"the save's game is not one of ours: {exc}", "setup") from exc
    seed = data.get("seed")
    if type(seed) is not int or not -MAX_SEED < seed < MAX_SEED:
        raise LoadError(f"the save's seed {short(seed)} is not a whole number of at most 30 digits", "setup")
    seats = [_seat_plan(s) for s in _a_list(data.get("seats"), "seats are", "setup")]
    if not isinstance(data.get("settings"), dict):
        raise LoadError("the save's settings are missing or not a table of names and values", "setup")
    return game, seed, seats, data["settings"]


def _new(cls: type[Session], game: Game, seats: list[SeatPlan], settings: dict, seed: int,
         advisors: bool) -> Session:
    try:
        return cls(game, seats, settings, seed, advisors=advisors)
    except SettingError as exc:
        raise LoadError(f"the save's setup is not usable: {exc}", "setup") from exc


MAX_SEED = 10**30  # the app's files hold integers of at most 30 digits


def _a_list(value: Any, what: str, kind: str = "damaged") -> list:
    if type(value) is not list:
        raise LoadError(f"the save's {what} missing or not a list", kind)
    return value


def _seat_plan(entry: Any) -> SeatPlan:
    if not isinstance(entry, dict) or type(entry.get("name")) is not str:
        raise LoadError("a seat in the save has no name", "setup")
    bot = entry.get("bot")
    if bot is not None and type(bot) is not str:
        raise LoadError(f"a seat in the save has a bot level {short(bot)} that is not a name", "setup")
    return SeatPlan(entry["name"], bot)


def _move(entry: Any, players: int, number: int) -> tuple[int, Any]:
    if type(entry) is not list or len(entry) != 2:
        raise LoadError(f"move {number} of the save is not a pair of seat and action: {short(entry)}", "move", number)
    seat, action = entry
    if not is_seat(seat, players):
        raise LoadError(f"move {number} of the save names {short(seat)}, which is not a seat", "move", number)
    return seat, action
