"""Two (or more) people at one screen, sharing a table a server holds.

The server gives each connection one seat, so a screen shared by several people holds one
line per person (a ``RemoteChannel`` with that seat's token: its view, its legal actions, its
events as that seat may know them) and one spectator's line (no token: the public view and the
events as nobody in particular may know them). ``SharedRemote`` offers the table the same
channel as a local hot-seat game: the eyes on screen are the spectator's (``eyes`` None), the
events it shows are the public ones, and each person's hand is read from her own line, which
the table draws only behind her privacy screen, as at a local table.

A record is shown once every line has it, so the public picture and every person's view are
always of the same moment. The one record shown through a person's own eyes is her own move
made while the table asked for them (``eyes`` set to her seat as she acts: a Jack's peek in The
Spirit of Giving, which the table then shows to her alone, behind her privacy screen).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.channel import Legality, Refusal, WhoSits
from engine.core.errors import IllegalAction
from engine.core.game import Event, Result

from .remote import RemoteChannel


class SharedRemote(WhoSits, Legality):
    remote = True
    shared_screen = True  # others see this screen: a person's hand only behind her privacy screen, even one alone

    def __init__(self, public: RemoteChannel, lines: dict[int, RemoteChannel], host_token: str = "") -> None:
        """``public``: the spectator's line; ``lines``: each person's line at this screen, by seat.
        Every line has heard the deal; each opens at the last record all of them have.
        ``host_token``: the host's token, held by a screen that only watches (a companion table
        whose first seat is a phone's), so that it may still do what a host does (``sit_in``)."""
        self.public, self.lines = public, dict(sorted(lines.items()))
        self._host_token = host_token
        self.link = public.link
        self.room = public.room
        self.game, self.game_id, self.title = public.game, public.game_id, public.title
        self.seats, self.settings = public.seats, public.settings
        self.eyes: int | None = None
        self._own_eyes: dict[int, bool] = {}  # a person's move sent while the table asked for her eyes
        upto = min(line.heard for line in self._all())
        for line in self._all():
            line.start(upto)

    def _all(self) -> list[RemoteChannel]:
        return [self.public, *self.lines.values()]

    # -- frames in ---------------------------------------------------------------------------------
    def pump(self) -> None:
        for line in self._all():
            line.pump()

    @property
    def problem(self) -> str:
        return next((line.problem for line in self._all() if line.problem), "")

    @problem.setter
    def problem(self, text: str) -> None:
        for line in self._all():
            line.problem = text

    @property
    def down(self) -> str:
        return next((line.down for line in self._all() if line.down), "")

    @property
    def connected(self) -> set[int]:
        return self.public.connected

    # -- who is at the table, and whether the room is still there -------------------------------------
    @property
    def away(self) -> dict[int, bool]:
        return self.public.away

    @property
    def host(self) -> int | None:
        return self.public.host

    @property
    def in_app(self) -> bool:
        return self.public.in_app

    @property
    def ended(self) -> str:
        return next((line.ended for line in self._all() if line.ended), "")

    @property
    def host_lost(self) -> bool:
        return any(line.host_lost for line in self._all())

    @property
    def resume_failed(self) -> str:
        return next((line.resume_failed for line in self._all() if line.resume_failed), "")

    def try_again(self) -> None:
        for line in self._all():
            line.try_again()

    @property
    def hosts_here(self) -> bool:
        """This screen may do what the host does: the host is one of the people here, or (a
        companion table that only watches) this screen holds the host's token."""
        return self.host is not None and (self.host in self.lines or bool(self._host_token))

    def sit_in(self, seat: int, on: bool) -> None:
        """(The host, one of the people here:) through her own line, which holds the host's token;
        (a screen that only watches, holding the host's token:) through the public line."""
        line = self.lines.get(self.host) if self.host is not None else None
        if line is not None:
            line.sit_in(seat, on)
        elif self._host_token:
            self.public.link.send(type="sit_in", room=self.room, token=self._host_token, seat=seat, on=on)

    @property
    def sent(self) -> bool:
        return any(line.sent for line in self.lines.values())

    @property
    def heard(self) -> int:
        return min(line.heard for line in self._all())

    @property
    def seq(self) -> int:
        return self.public.seq

    def waiting(self) -> bool:
        """A record every line has is waiting to be shown."""
        number = self.public.next_seq()
        return number is not None and all(line.heard >= number for line in self.lines.values())

    def next_events(self) -> list | None:
        """The next record every line has: the public events (or, for a person's own move made
        with her eyes, hers), with every view now of that moment."""
        if not self.waiting():
            return None
        public = self.public.next_record()
        shown = public.events
        alone = public.first == public.last  # one record, not a run of missed ones
        for seat, line in self.lines.items():
            while (upcoming := line.next_seq()) is not None and upcoming <= public.last:
                got = line.next_record()
                if got.mine and self._own_eyes.pop(seat, False) and alone and got.last == public.last:
                    shown = got.events  # her own move, seen through her eyes (the table shows it to her alone)
        return shown

    # -- who sits where ----------------------------------------------------------------------------
    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(self.lines)


    # -- what may be known ---------------------------------------------------------------------------
    def view(self, seat: int | None) -> Any:
        if seat is None:
            return self.public.view(None)
        if seat not in self.lines:
            raise PermissionError(f"seat {seat} is not this table's to see")
        return self.lines[seat].view(seat)

    def _current(self, seat: int) -> bool:
        line = self.lines.get(seat)
        return line is not None and line.seq == self.public.seq

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        return self.lines[seat].legal_actions(seat) if self._current(seat) else ()

    def to_act(self) -> tuple[int, ...]:
        return self.public.to_act()

    def humans_to_act(self) -> tuple[int, ...]:
        if self.sent or self.is_over() or any(line.waiting() for line in self._all()):
            return ()  # the picture is not the latest yet, or a move is on its way
        return tuple(s for s in self.to_act() if s in self.lines and self._current(s))

    def is_over(self) -> bool:
        return self.public.is_over()

    def result(self) -> Result:
        return self.public.result()

    @property
    def moves(self) -> int:
        return self.public.moves

    def opening_events(self) -> list[Event]:
        return self.public.opening_events()

    def replayed_events(self) -> list[Event]:
        return self.public.replayed_events()

    # -- acting --------------------------------------------------------------------------------------
    def why_not(self, seat: int, action: Any) -> Refusal | None:
        if seat in self.lines and self.accepts(seat, action):
            return None
        return Refusal("G-6", "that is not a move you can make now")

    def act(self, seat: int, action: Any) -> list[Event]:
        if seat not in self.humans_to_act():
            raise IllegalAction("G-6", "it is not your move")
        self.lines[seat].act(seat, action)
        self._own_eyes[seat] = self.eyes == seat
        return []  # the server's frames bring the events

    # -- what only a local game has ------------------------------------------------------------------
    def next_bot_seat(self) -> int | None:
        return None

    def bot_job(self, seat: int) -> Callable[[], Any]:
        raise PermissionError("bots play on the server")

    def hint_job(self, seat: int) -> Callable[[], Any] | None:
        if seat not in self.humans_to_act():
            return None
        return self.lines[seat].hint_job(seat)

    def can_undo(self, seat: int) -> bool:
        return False

    def leave(self) -> None:
        for line in self._all():
            line.leave()
