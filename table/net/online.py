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

from .link import Embedded, Link
from .remote import RemoteChannel

DEFAULT_PORT = 8765


def server_url(address: str) -> str:
    """``ws://`` URL for what a person typed: "192.168.1.20", "192.168.1.20:8765",
    "example.org:443" (wss), or a full ws:// or wss:// URL. ValueError for nonsense."""
    text = address.strip()
    if not text:
        raise ValueError(_("Type the host's address."))
    if text.startswith(("ws://", "wss://")):
        return text
    if "://" in text or any(c.isspace() for c in text):
        raise ValueError(_("That does not look like an address: {text}").format(text=text[:40]))
    host, _sep, port = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    host = host or text
    if port and not (port.isdigit() and 0 < int(port) < 65536):
        raise ValueError(_("That does not look like an address: {text}").format(text=text[:40]))
    number = int(port) if port else DEFAULT_PORT
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
    def __init__(self, url: str, notify: Callable[[], None] | None = None) -> None:
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
        self.link.resume = self._hello

    def _hello(self) -> dict | None:
        if not self.room:
            return None
        return {"type": "hello", "room": self.room, "token": self.token, "since": 0}

    # -- asking -----------------------------------------------------------------------------------
    def create(self, game_id: str, players: int, name: str, settings: dict[str, Any], bots: dict[int, str]) -> None:
        self.hosting = True
        self._bots = dict(bots)
        self.link.send(type="create", game=game_id, players=players, name=name, settings=settings)

    def join(self, code: str, name: str) -> None:
        self.link.send(type="join", room=code.strip().upper(), name=name)

    def set_bot(self, seat: int, level: str | None) -> None:
        self.link.send(type="bot", room=self.room, token=self.token, seat=seat, level=level)

    def set_stand_in(self, seconds: float) -> None:
        """How long a person who drops is waited for before a bot plays their seat (0: never)."""
        self.link.send(type="standin", room=self.room, token=self.token, seconds=seconds)

    def start(self) -> None:
        self.link.send(type="start", room=self.room, token=self.token)

    def leave(self) -> None:
        self.link.close()

    # -- hearing -----------------------------------------------------------------------------------
    def poll(self) -> RemoteChannel | None:
        """Take in what came; the table's channel once the game has started."""
        for message in self.link.received():
            kind = message.get("type")
            if kind in ("created", "joined"):
                self.room, self.seat, self.token = message["room"], message["seat"], message["token"]
                for seat, level in self._bots.items():
                    self.set_bot(seat, level)
                self.link.send(**self._hello())
            elif kind == "lobby":
                self.lobby = message
            elif kind in ("rejected", "error"):
                self.problem = str(message.get("reason", ""))[:200]
            elif kind == "link":
                self.down = "" if message.get("state") == "up" else str(message.get("reason", ""))
            elif kind in ("events", "snapshot") and self.seat is not None:
                self._frames.append(message)
        if any("names" in f for f in self._frames):
            frames, self._frames = self._frames, []
            return RemoteChannel(self.link, self.room, self.seat, self.token, frames)
        return None

    def seats(self) -> list[dict]:
        return list(self.lobby.get("seats", [])) if self.lobby else []


def host_server(port: int = DEFAULT_PORT, router: bool = True) -> Embedded:
    """The embedded server for "Host a game": on the usual port if it is free, else any; it
    asks the home router to forward that port (UPnP), unless PRESENT_COMPANY_NO_UPNP is set."""
    router = router and not os.environ.get("PRESENT_COMPANY_NO_UPNP")
    server = Embedded(port=port, router=router)
    if server.error and port:
        server = Embedded(port=0, router=router)
    return server
