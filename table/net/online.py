"""One person's way to an online table: reach a server, create or join a room, wait in the
lobby, and open the table when the game starts. The scenes (``table/scenes/online.py``) and the
headless runner (``python -m table --host/--join ... --autoplay``) both go through ``Online``.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Callable
from typing import Any

from table.i18n import _

from .certificates import host_certificate
from .link import Embedded, Link
from .pinning import read_code
from .reasons import link_words, server_words
from .remote import RemoteChannel
from .resume import FINAL, Resume
from .shared import SharedRemote

DEFAULT_PORT = 8765


def server_url(address: str) -> str:
    """The URL for what a person typed or pasted: "192.168.1.20", "192.168.1.20:8765",
    "example.org:443" (wss), a full ws:// or wss:// URL; or a hosted game's invitation, the
    address and the host's safety code after a slash (or a space):
    "192.168.1.20:8765/7KQ2M-X4PNA-ZB3RT-0WC9E", which becomes "wss://192.168.1.20:8765#CODE"
    (the line then checks the host's certificate against the code: ``pinning.py``).
    ValueError, in words, for nonsense."""
    text = address.strip()
    if not text:
        raise ValueError(_("Type the host's address."))
    if text.startswith(("ws://", "wss://")):
        url, _sep, code = text.partition("#")
        return f"wss://{url.split('://', 1)[1]}#{read_code(code)}" if code.strip() else url
    if "://" in text:
        raise ValueError(_("That does not look like an address: {text}").format(text=text[:40]))
    where, _sep, code = text.replace("/", " ", 1).partition(" ")
    if not where:
        raise ValueError(_("That does not look like an address: {text}").format(text=text[:40]))
    host, _sep, port = where.rpartition(":") if where.count(":") == 1 else (where, "", "")
    host = host or where
    if port and not (port.isdigit() and 0 < int(port) < 65536):
        raise ValueError(_("That does not look like an address: {text}").format(text=text[:40]))
    number = int(port) if port else DEFAULT_PORT
    if code.strip():
        return f"wss://{host}:{number}#{read_code(code)}"
    return f"{'wss' if number == 443 else 'ws'}://{host}:{number}"


def local_address() -> str:
    """This computer's address on the home network (what relatives in the house type)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the outgoing interface
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class Online:
    """One screen's way into a room: a line (a ``Link`` with its own seat token) for each person
    here, and, when more than one person shares the screen, a spectator's line for the public
    side of the table (``SharedRemote``)."""

    def __init__(self, url: str, notify: Callable[[], None] | None = None) -> None:
        self.url, self.notify = url, notify
        self.link = Link(url, notify=notify)
        self.room = ""
        self.seat: int | None = None
        self.token = ""
        self.hosting = False
        self.lobby: dict | None = None
        self.problem = ""
        self.down = ""
        self._frames: list[dict] = []
        self._bots: dict[int, str] = {}  # the host's bot seats, set once the room exists
        self._others: list[tuple[int | None, str]] = []  # more people here: (seat or None for any, name)
        self._more: list[_Line] = []  # their lines, then the spectator's
        self._left_out = ""  # why someone at this screen got no seat
        self.rejoining = False  # taking back seats this computer kept (``rejoin``)
        self.game_id = ""  # the game, when known before the server says (a rejoin)
        self.gone = False  # the room or the seat is no more: what this computer kept of it is of no use
        self.host_gone = False  # ... because the host's app, which held the room, is gone
        self.in_app = False  # the room lives in the host's app (the server says so)
        self.phones: dict[int, str] = {}  # companion mode: seats played on phones' browsers, by seat (names)
        self.phone_tokens: dict[int, str] = {}  # ... and their tokens, for their seat links (issue 36)
        self.phones_in: set[int] = set()  # the phone seats whose browser has come at least once
        self.watching = False  # the first seat is a phone's: this screen holds the host's token, not a seat
        self.resume = Resume(self.link, self._hello)
        self.link.resume = self._hello

    def _hello(self) -> dict | None:
        if not self.room:
            return None
        token = None if self.watching else self.token  # (a phone's seat is its browser's to say hello in)
        return {"type": "hello", "room": self.room, "token": token, "since": 0}

    @property
    def here(self) -> set[int]:
        """The seats of the people at this screen (known so far)."""
        return {s for s in [self.seat, *(line.seat for line in self._more)] if s is not None}

    # -- asking -----------------------------------------------------------------------------------
    def create(self, game_id: str, players: int, name: str, settings: dict[str, Any], bots: dict[int, str],
               others: dict[int, str] | None = None, phones: dict[int, str] | None = None) -> None:
        """A new room, its first seat this person's; ``others``: more people at this screen, by
        seat (each takes that seat once the room exists); ``phones``: seats for phones' browsers,
        by seat (companion mode: this screen then shows only the public table; seat 0 among them:
        this screen keeps the host's token but plays no seat)."""
        self.hosting = True
        self._bots = dict(bots)
        self._others = sorted((others or {}).items())
        self.phones = dict(phones or {})
        self.watching = 0 in self.phones
        self.link.send(type="create", game=game_id, players=players, name=name, settings=settings)

    def rejoin(self, room: str, people: list[tuple[int, str, str]]) -> None:
        """Take back seats this computer kept (``people``: seat, token, name), after the app
        closed in the middle of a game: a hello with each seat's token (and, for more than one
        person here, a spectator's line for the public side)."""
        self.rejoining = True
        (self.seat, self.token, _name), *more = people
        self.room = room
        self.resume.send()
        if more:
            for seat, token, _name in more:
                line = _Line(Link(self.url, notify=self.notify), room)
                line.seat, line.token = seat, token
                line.resume.send()
                self._more.append(line)
            spectator = _Line(Link(self.url, notify=self.notify), room)
            spectator.resume.send()
            self._more.append(spectator)

    def join(self, code: str, name: str, others: tuple[str, ...] = ()) -> None:
        """Take an open seat in room ``code``; ``others``: the names of more people at this screen."""
        self._others = [(None, n) for n in others]
        self.link.send(type="join", room=code.strip().upper(), name=name)  # the others join once this one is in

    def _open_more(self, code: str) -> None:
        """Lines for the other people here and for the public side, once the room is known."""
        if not (self._others or self.phones) or self._more:
            return
        for seat, name in self._others:
            line = _Line(Link(self.url, notify=self.notify), code)
            wanted = {"seat": seat} if seat is not None else {}
            line.link.send(type="join", room=code, name=name, **wanted)
            self._more.append(line)
        spectator = _Line(Link(self.url, notify=self.notify), code)
        spectator.link.send(type="hello", room=code, token=None, since=0)
        self._more.append(spectator)

    def set_bot(self, seat: int, level: str | None) -> None:
        self.link.send(type="bot", room=self.room, token=self.token, seat=seat, level=level)

    def set_stand_in(self, seconds: float) -> None:
        """How long a person who drops is waited for before a bot plays their seat (0: never)."""
        self.link.send(type="standin", room=self.room, token=self.token, seconds=seconds)

    def start(self) -> None:
        self.link.send(type="start", room=self.room, token=self.token)

    def leave(self) -> None:
        self.link.close()
        for line in self._more:
            line.link.close()

    # -- hearing -----------------------------------------------------------------------------------
    def poll(self) -> RemoteChannel | SharedRemote | None:
        """Take in what came; the table's channel once the game has started."""
        for message in self.link.received():
            kind = message.get("type")
            if kind == "joined" and self.hosting and message.get("seat") in self.phones:
                self.phone_tokens[message["seat"]] = message["token"]  # (the phone's: its seat link carries it)
            elif kind in ("created", "joined"):
                self.room, self.seat, self.token = message["room"], message["seat"], message["token"]
                if self.watching:
                    self.seat, self.phone_tokens[0] = None, self.token
                for seat, level in self._bots.items():
                    self.set_bot(seat, level)
                for seat, name in sorted(self.phones.items()):
                    if seat:
                        self.link.send(type="join", room=self.room, name=name, seat=seat)
                self.resume.send()
                self._open_more(self.room)
            elif kind == "lobby":
                self.lobby = message
                self.resume.answered()
            elif kind in ("rejected", "error") and self.resume.answers(message):
                self._refused_hello(message.get("reason"))
            elif kind in ("rejected", "error"):
                self.problem = server_words(message.get("reason"))
            elif kind == "link":
                self._take_link(message)
            elif kind == "closing" and message.get("in_app") and not self.hosting:
                self._host_left()
            elif kind == "presence":
                self.in_app = message.get("in_app") is True
                self.phones_in |= set(message.get("connected") or ()) & set(self.phones)
                self._frames.append(message)  # (the table's channel takes it: who is away)
            elif kind in ("events", "snapshot") and self.seat is not None:
                self._frames.append(message)
                self.resume.answered()
        for line in self._more:
            problem = line.poll()
            self.problem = problem or self.problem
        refused = [line for line in self._more if line.refused]  # (no seat left for her: the others play on)
        if refused:
            self._left_out = self.problem  # said again at the table, where it is read
            self._more = [line for line in self._more if not line.refused]
            if len(self._more) == 1:  # only the public side is left: nobody shares the screen now
                refused += self._more
                self._more = []
            for line in refused:
                line.link.close()
        if not (any("names" in f for f in self._frames) or (self.watching and self._more)):
            return None
        if not self._more:
            frames, self._frames = self._frames, []
            channel = RemoteChannel(self.link, self.room, self.seat, self.token, frames)
            channel.problem = self._left_out
            return channel
        if not all(line.ready() for line in self._more):
            return None
        *people, spectator = self._more
        lines = {} if self.watching else {
            self.seat: RemoteChannel(self.link, self.room, self.seat, self.token, self._frames, start=False)}
        lines.update({line.seat: line.channel() for line in people})
        if self.watching:  # (the host's line only watched the lobby: the table has its own public line)
            self.link.close()
        return SharedRemote(spectator.channel(), lines, host_token=self.token if self.watching else "")

    def _refused_hello(self, reason: object) -> None:
        self.resume.refused(reason)
        if self.resume.failed:
            self.problem = server_words(self.resume.failed)
            self.gone = self.resume.failed in FINAL

    def _take_link(self, message: dict) -> None:
        if message.get("state") == "up":
            self.down = ""
            if self.room:
                self.resume.sent()  # the link says hello itself as it comes back
        else:
            self.down = link_words(message.get("reason"))
            if self.in_app and message.get("reason") == "refused" and not self.hosting:
                self._host_left()  # nobody answers where the host's app held the room

    def _host_left(self) -> None:
        self.problem = _("The host has left, and the room was on their computer: it is closed.")
        self.gone = self.host_gone = True
        self.leave()

    def seats(self) -> list[dict]:
        return list(self.lobby.get("seats", [])) if self.lobby else []


class _Line:
    """Another line to the same room: one more person at this screen, or the public side."""

    def __init__(self, link: Link, room: str) -> None:
        self.link, self.room = link, room
        self.seat: int | None = None
        self.token: str | None = None
        self.frames: list[dict] = []
        self.refused = False  # a person's join was turned down (the room had no seat for her)
        self.link.resume = self._hello
        self.resume = Resume(self.link, self._hello)

    def _hello(self) -> dict:
        return {"type": "hello", "room": self.room, "token": self.token, "since": 0}

    def poll(self) -> str:
        """Take in what came; a problem the person should be told, if any."""
        problem = ""
        for message in self.link.received():
            kind = message.get("type")
            if kind == "joined":
                self.seat, self.token = message["seat"], message["token"]
                self.resume.send()
            elif kind in ("rejected", "error") and self.resume.answers(message):
                self.resume.refused(message.get("reason"))
                problem = server_words(self.resume.failed) if self.resume.failed else problem
            elif kind in ("rejected", "error"):
                problem = server_words(message.get("reason"))
                self.refused = self.refused or (message.get("for") == "join" and self.seat is None)
            elif kind == "link" and message.get("state") == "up":
                self.resume.sent()
            elif kind in ("events", "snapshot", "presence", "closing"):
                self.frames.append(message)  # (the channel takes them in when the table opens)
                if kind == "snapshot":
                    self.resume.answered()
        return problem

    def ready(self) -> bool:
        return any("names" in f for f in self.frames)

    def channel(self) -> RemoteChannel:
        return RemoteChannel(self.link, self.room, self.seat, self.token, self.frames, start=False)


def host_server(port: int = DEFAULT_PORT, router: bool = True) -> Embedded:
    """The embedded server for "Host a game", over wss:// with this computer's own certificate
    (made the first time, kept after: ``certificates.py``): on the usual port if it is free,
    else any; it asks the home router to forward that port (UPnP), unless
    PRESENT_COMPANY_NO_UPNP is set."""
    router = router and not os.environ.get("PRESENT_COMPANY_NO_UPNP")
    certificate = host_certificate()
    server = Embedded(port=port, router=router, certificate=certificate)
    if server.error and port:
        server = Embedded(port=0, router=router, certificate=certificate)
    return server
