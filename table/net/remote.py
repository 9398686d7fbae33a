"""A game held by a server, seen through the same narrow channel as a local one.

``RemoteChannel`` offers what ``engine.core.channel.SeatChannel`` offers (views, legal actions,
acting, redacted events, ``why_not``), but everything in it comes from the server's frames: the
seat's view, the public view, its legal actions, who is to act, and each record's events as
this seat may know them. Nothing here holds a game state, a seed or anyone's hidden cards, and
nothing is changed by acting: ``act`` sends the action and returns no events; the record's
frame brings them, like anyone else's move (no optimistic moves).

Frames are shown one at a time (``next_events``), when the table has finished showing the last
one, so a view never runs ahead of the animation drawn from it.
"""

from __future__ import annotations

import functools
import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.channel import Legality, Refusal, SeatInfo, WhoSits
from engine.core.errors import IllegalAction
from engine.core.game import Event, Result
from engine.games import GAMES
from engine.wire import WireError, decode, encode

from .link import Link
from .reasons import link_words, server_words
from .resume import Resume

HOST_GONE_TRIES = 2  # a room in the host's app: lines down this many tries in a row are told so at once


@dataclass(slots=True)
class Waiting:
    """A frame waiting to be shown: its events, the picture after them (the server's view, legal
    actions and whose move it is; None while a run of missed records waits for its snapshot),
    the records it covers, and whether it was this seat's own move."""

    events: list
    picture: dict | None
    first: int
    last: int
    mine: bool = False


class RemoteChannel(WhoSits, Legality):
    remote = True
    host: int | None = None  # the seat of the person who made the room (the server says, with presence)
    in_app = False  # the room lives in the host's app: it ends when her app does
    _presence_heard = False
    downs = 0  # tries in a row that found the line down
    ended = ""  # "host-left": the room was in the host's app, and her app is gone

    @functools.cached_property
    def resume(self) -> Resume:
        """The line's hello until the server answers it (sent again if refused)."""
        return Resume(self.link, self._hello)

    def __init__(self, link: Link, room: str, seat: int | None, token: str | None, frames: list[dict],
                 start: bool = True) -> None:
        """``frames``: the game's frames so far, up to one that says who sits where (the deal's
        frame, or the snapshot after the records a late joiner missed). ``seat`` None (and no
        token): a spectator's line, the public side of a screen several people share."""
        first = next(f for f in frames if "names" in f)
        self.link, self.room, self.token = link, room, token
        self.game_id: str = first["game"]
        self.game = game = GAMES[self.game_id]
        self.title: str = game.title
        pairs = zip(first["names"], first["bots"], strict=True)
        self.seats: tuple[SeatInfo, ...] = tuple(SeatInfo(n, b) for n, b in pairs)
        self.settings: dict[str, Any] = dict(decode(first["settings"]))
        self.eyes: int | None = seat
        self._mine = (seat,) if seat is not None else ()
        self.seq = 0  # the record whose view is on show
        self.heard = 0  # the newest record received (frames wait in ``_queue`` until shown)
        self._queue: deque[Waiting] = deque()  # missed records wait as one, closed by the snapshot
        self._now: dict = {}  # the picture on show, as the server sent it (decoded)
        self._opening: list[Event] = []
        self._replayed: list[Event] = []
        self.sent = False  # an action is on its way; its frame (or a refusal) has not come back
        self.problem = ""  # what the player should be told now (a refusal, a lost line), once
        self.connected: set[int] = set()
        self.stood_in: set[int] = set()  # people's seats a stand-in bot plays now
        self.down = ""  # why the line is down, while it is
        # a hard bot beside the person, fed what this seat sees, for hints (never for play)
        self._advisor = game.make_bot(game.bot_levels[-1], seat, salt=random.getrandbits(32)) \
            if seat is not None else None
        self._hint_rng = random.Random()
        link.resume = self._hello
        for frame in frames:
            self.feed(frame)
        if start:
            self.start()

    def _hello(self) -> dict:
        return {"type": "hello", "room": self.room, "token": self.token, "since": self.heard}

    # -- frames in ------------------------------------------------------------------------------
    def start(self, upto: int | None = None) -> None:
        """The picture to open on: the deal (played as usual), or for a game joined late, every
        record so far (fast-forwarded) and the view now. ``upto``: only the records up to that
        one (a shared screen opens where every line has got to); later ones stay queued."""
        events: list = []
        picture = None
        if self._queue and self._queue[0].last == 1 and self._queue[0].picture is not None:
            upto = 1  # a game seen from its deal: the moves made since are shown as moves, not skipped
        while self._queue and (upto is None or self._queue[0].last <= upto):
            got = self._queue.popleft()
            events += got.events
            picture = got.picture or picture
        if picture is not None:
            self._apply(picture)
        self._opening, self._replayed = events[: self._deal], events[self._deal:]
        self._observe(events)

    def _observe(self, events: list) -> None:
        if self._advisor is not None:
            self._advisor.observe(events)

    _deal = 0  # how many of the first events are the deal

    def feed(self, frame: dict) -> None:
        """One message from the server."""
        kind = frame.get("type")
        if kind == "events":
            number = frame.get("seq")
            if not isinstance(number, int) or number <= self.heard:
                return  # already had (a resume repeats what crossed the drop)
            try:
                events = [decode(e) for e in frame.get("events", [])]
            except WireError:
                self.problem = link_words("unreadable")
                return
            if number == 1:
                self._deal = len(events)
            self.heard = number
            picture = frame if "view" in frame else None
            if picture is None and self._queue and self._queue[-1].picture is None:
                self._queue[-1].events.extend(events)  # missed records: shown together, with the snapshot
                self._queue[-1].last = number
            else:
                self._queue.append(Waiting(events, picture, number, number, frame.get("mine") is True))
        elif kind == "snapshot":
            self.resume.answered()
            self.heard = max(self.heard, frame.get("seq", 0))
            if self._queue and self._queue[-1].picture is None:
                self._queue[-1].picture, self._queue[-1].last = frame, self.heard
            else:
                self._queue.append(Waiting([], frame, self.heard, self.heard))
        elif kind in ("rejected", "error") and self.resume.answers(frame):
            self.resume.refused(frame.get("reason"))  # sent again a little later, or the player is told
        elif kind == "rejected" and frame.get("for") == "act":
            self.sent = False
            if frame.get("reason") != "stale":  # (stale: someone moved first; their move is coming)
                self.problem = str(frame.get("why"))[:200] if frame.get("why") else server_words(frame.get("reason"))
            self.resume.send()
        elif kind == "presence":
            self._take_presence(frame)
        elif kind == "link":
            self._take_link(frame)
        elif kind == "closing" and frame.get("in_app"):
            self._host_left()  # the host's app is closing, and the room with it
        elif kind == "error":
            self.problem = server_words(frame.get("reason"))
            if self.sent:  # the move on its way was not taken (too many messages, a fault): say where
                self.sent = False  # this side is; the person may move again
                self.resume.send()

    def _take_presence(self, frame: dict) -> None:
        def seats(key: str) -> set[int]:
            got = frame.get(key)
            got = got if isinstance(got, list) else []
            return {s for s in got if isinstance(s, int) and 0 <= s < len(self.seats)}

        self.connected, self.stood_in = seats("connected"), seats("stand_in")
        host = frame.get("host")
        self.host = host if isinstance(host, int) and 0 <= host < len(self.seats) else None
        self.in_app = frame.get("in_app") is True
        self._presence_heard = True

    def _take_link(self, frame: dict) -> None:
        if frame.get("state") == "up":
            self.down, self.downs = "", 0
            self.resume.sent()  # the link says hello itself as it comes back
            return
        self.down = link_words(frame.get("reason"))
        self.downs += 1
        # the room is in the host's app: nobody answering at her address means her app is gone
        if self.in_app and frame.get("reason") == "refused":
            self._host_left()

    def _host_left(self) -> None:
        self.ended = "host-left"
        self.link.close()  # nothing to come back to: the room went with her app

    @property
    def away(self) -> dict[int, bool]:
        """The people's seats whose person has left the table, each with whether a stand-in bot
        plays it now (as the server last said; nothing before it has said)."""
        if not self._presence_heard:
            return {}
        return {seat: seat in self.stood_in for seat, info in enumerate(self.seats)
                if not info.is_bot and seat not in self.connected}

    @property
    def host_lost(self) -> bool:
        """The room is in the host's app and the line to it has been down a while (her app may
        be gone: the table says so, rather than look as if the game went on)."""
        return self.in_app and self.downs >= HOST_GONE_TRIES

    @property
    def resume_failed(self) -> str:
        """The server's reason, once taking the seat back was given up on (the player is told)."""
        return self.resume.failed

    def try_again(self) -> None:
        if self.resume.failed:
            self.resume.again()

    def sit_in(self, seat: int, on: bool) -> None:
        """(The host:) let a stand-in bot play an away person's seat, or stop it."""
        self.link.send(type="sit_in", room=self.room, token=self.token, seat=seat, on=on)

    def pump(self) -> None:
        for frame in self.link.received():
            self.feed(frame)

    def waiting(self) -> bool:
        return bool(self._queue)

    def next_events(self) -> list | None:
        """The next record's events, its view now the one on show; None if nothing new came."""
        got = self.next_record()
        return got.events if got is not None else None

    def next_record(self) -> Waiting | None:
        """The next frame to show, whose picture is now the one on show; None if nothing waits."""
        if not self._queue:
            return None
        got = self._queue.popleft()
        if got.picture is not None:
            self._apply(got.picture)
        self._observe(got.events)
        return got

    def next_seq(self) -> int | None:
        """The last record the next frame to show covers (None: nothing waits)."""
        return self._queue[0].last if self._queue else None

    def _apply(self, frame: dict) -> None:
        try:
            self._now = {"view": decode(frame["view"]), "public": decode(frame.get("public", frame["view"])),
                           "legal": tuple(decode(a) for a in frame.get("legal", [])),
                           "to_act": tuple(frame.get("to_act", ())),
                           "result": decode(frame["result"]) if "result" in frame else None}
        except (WireError, KeyError):
            self.problem = link_words("unreadable")
            return
        self.seq = frame.get("seq", self.seq)
        if self.seq >= self.heard:
            self.sent = False

    # -- who sits where ----------------------------------------------------------------------------
    @property
    def humans(self) -> tuple[int, ...]:
        return self._mine

    # -- what may be known ---------------------------------------------------------------------------
    def view(self, seat: int | None) -> Any:
        if seat is None:
            return self._now.get("public")
        if seat not in self._mine:
            raise PermissionError(f"seat {seat} is not this table's to see")
        return self._now.get("view")

    def legal_actions(self, seat: int) -> tuple[Any, ...]:
        return self._now.get("legal", ()) if seat in self._mine else ()

    def to_act(self) -> tuple[int, ...]:
        return self._now.get("to_act", ())

    def humans_to_act(self) -> tuple[int, ...]:
        if self.sent or self._queue or self.is_over():
            return ()  # the picture is not the latest yet, or a move is on its way
        return tuple(s for s in self.to_act() if s in self._mine)

    def is_over(self) -> bool:
        return self._now.get("result") is not None

    def result(self) -> Result:
        return self._now["result"]

    @property
    def moves(self) -> int:
        return max(0, self.seq - 1)  # the first record is the setup

    def opening_events(self) -> list[Event]:
        return list(self._opening)

    def replayed_events(self) -> list[Event]:
        return list(self._replayed)

    # -- acting --------------------------------------------------------------------------------------
    def why_not(self, seat: int, action: Any) -> Refusal | None:
        if seat in self._mine and self.accepts(seat, action):
            return None
        return Refusal("G-6", "that is not a move you can make now")

    def act(self, seat: int, action: Any) -> list[Event]:
        refusal = self.why_not(seat, action) if seat in self.humans_to_act() else \
            Refusal("G-6", "it is not your move")
        if refusal is not None:
            raise IllegalAction(refusal.ruling, refusal.message)
        self.sent = True
        self.link.send(type="act", room=self.room, token=self.token, seq=self.seq, action=encode(action))
        return []  # the server's frame brings the events, for everyone alike

    # -- what only a local game has ------------------------------------------------------------------
    def next_bot_seat(self) -> int | None:
        return None  # the server plays the bots

    def bot_job(self, seat: int) -> Callable[[], Any]:
        raise PermissionError("bots play on the server")

    def hint_job(self, seat: int) -> Callable[[], Any] | None:
        if seat not in self.humans_to_act():
            return None
        view, legal = self.view(seat), self.legal_actions(seat)
        if not legal:
            return None
        rng = random.Random(self._hint_rng.getrandbits(32))
        return lambda: self._advisor.choose(view, legal, rng)

    def can_undo(self, seat: int) -> bool:
        return False  # a move others have seen is not taken back

    def leave(self) -> None:
        self.link.close()
