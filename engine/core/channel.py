"""The seat channel: the one narrow way a local table talks to a game (``RemoteChannel`` is
the same interface for a game a server holds).

A table never holds the engine's ``State``. It asks the channel for a seat's (or the
spectator's) view and legal actions, sends actions, and takes each applied action's record from
one stream (``next_events``), its events redacted for the eyes the screen belongs to (``eyes``:
a seat, or None for the spectator's public form between hot-seat hand-offs). ``why_not`` gives
the engine's own ruling id and message, so no table code restates a rule. What crosses the
channel is plain data (views, actions and events are dataclasses, tuples, ints and strings).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import Refusal
from .game import Event, Game, Result

if TYPE_CHECKING:
    from engine.session import Session


@dataclass(frozen=True)
class SeatInfo:
    """Who sits at a seat: a name, and a bot level or None for a person."""

    name: str
    bot: str | None

    @property
    def is_bot(self) -> bool:
        return self.bot is not None


class WhoSits:
    """Who sits where, as every channel (local, remote, a shared screen) says it: from its
    ``seats`` and its ``humans``, the seats played by people at this screen."""

    seats: tuple[SeatInfo, ...]

    @property
    def humans(self) -> tuple[int, ...]:
        raise NotImplementedError

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def here(self, seat: int | None) -> bool:
        """Whether a person at this screen plays ``seat`` (not a bot, nor, online, someone far away)."""
        return seat is not None and seat in self.humans


class Legality:
    """What a seat may do now, decided by the engine alone (G-6): every channel, local, remote or
    shared, answers ``accepts`` from its seat's legal actions with the game's own ``admits``, so
    that no table code restates a rule (The Spirit of Giving's free-text announcements, SG-6)."""

    game: Game

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        raise NotImplementedError

    def accepts(self, seat: int, action: Any) -> bool:
        """Whether ``seat`` may take ``action`` now."""
        return self.game.admits(self.legal_actions(seat), action)


class SeatChannel(WhoSits, Legality):
    def __init__(self, session: Session, eyes: int | None = None) -> None:
        self._session = session
        self.game: Game = session.game
        self.game_id: str = session.game.id
        self.title: str = session.game.title
        self.seats: tuple[SeatInfo, ...] = tuple(SeatInfo(p.name, p.bot) for p in session.seats)
        self.settings: dict[str, Any] = dict(session.settings)
        humans = self.humans
        self.eyes: int | None = eyes if eyes is not None else (humans[0] if len(humans) == 1 else None)
        self._records: deque[list[Event]] = deque()  # applied, not yet taken by the table
        self.sent = False  # a record waiting is a person's own move

    # -- who sits where ------------------------------------------------------------------
    @property
    def humans(self) -> tuple[int, ...]:
        """The seats played by people at this screen."""
        return tuple(i for i, s in enumerate(self.seats) if not s.is_bot)

    # -- what may be known ---------------------------------------------------------------
    def view(self, seat: int | None) -> Any:
        return self._session.state.view(seat)

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        return tuple(self._session.state.legal_actions(seat))

    def to_act(self) -> tuple[int, ...]:
        return tuple(self._session.state.to_act())

    def humans_to_act(self) -> tuple[int, ...]:
        return self._session.human_to_act()

    def is_over(self) -> bool:
        return self._session.state.is_over()

    def result(self) -> Result:
        return self._session.state.result()

    @property
    def moves(self) -> int:
        """How many actions have been taken (a clock for anyone following the game)."""
        return len(self._session.history)

    # -- events, redacted for the eyes on screen --------------------------------------------
    def _for_eyes(self, events: Sequence[Event]) -> list[Event]:
        return [e.for_seat(self.eyes) for e in events]

    def opening_events(self) -> list[Event]:
        """The deal, as the eyes on screen may know it."""
        return self._for_eyes(self._session.opening_events)

    def replayed_events(self) -> list[Event]:
        """The events of a loaded game's actions, as the eyes on screen may know them."""
        return self._for_eyes(self._session.replayed)

    # -- acting, and the stream of records ---------------------------------------------------
    # As a game server's table does (``table.net.remote.RemoteChannel``), a local table sends an
    # action and takes what it did from the stream: each applied action is one record, whose
    # events come out of ``next_events`` redacted for the eyes on screen (as the server's frame
    # for a seat redacts them: ``engine.records.frame``). The table cannot tell the two apart.
    def act(self, seat: int, action: Any) -> list[Event]:
        """Carry out ``seat``'s action as the stream's next record; nothing comes back here (as
        from a server: the record brings the events). Raises IllegalAction (changing nothing)
        when the rules do not allow it."""
        events = self._session.apply(seat, action)
        self._records.append(list(events))
        self.sent = self.sent or seat in self.humans  # a person's own move: the table shows it at once
        return []

    def pump(self) -> None:
        """Take in what came from elsewhere: nothing, here (the records are made by ``act``)."""

    def waiting(self) -> bool:
        return bool(self._records)

    def next_events(self) -> list[Event] | None:
        """The next record's events for the eyes on screen; None if none waits."""
        if not self._records:
            return None
        events = self._records.popleft()
        if not self._records:
            self.sent = False
        return self._for_eyes(events)

    def why_not(self, seat: int, action: Any) -> Refusal | None:
        """None if ``seat`` may take ``action`` now, else the engine's ruling and message."""
        return self._session.state.accepts(seat, action)

    # -- bots --------------------------------------------------------------------------------
    def next_bot_seat(self) -> int | None:
        return self._session.next_bot_seat()

    def bot_job(self, seat: int) -> Callable[[], Any]:
        """A bot's decision as a call that reads only its seat's view (it may run on a thread)."""
        bot, view, legal, rng = self._session.bot_request(seat)
        return lambda: bot.choose(view, legal, rng)

    def hint_job(self, seat: int) -> Callable[[], Any] | None:
        """A suggested move for a person's seat, by the strongest bot from that seat's view and
        what it has seen only; None when the seat has nothing to do (or is a bot's)."""
        if seat not in self.humans or not self.legal_actions(seat):
            return None
        advisor, view, legal, rng = self._session.hint_request(seat)
        return lambda: advisor.choose(view, legal, rng)

    # -- undo ----------------------------------------------------------------------------------
    def can_undo(self, seat: int) -> bool:
        return self._session.can_undo(seat)
