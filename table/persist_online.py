"""The online seats this computer holds (``online-seats.json`` in the user's data directory).

A seat in a room on a game server is held by a token the server gave when the person joined.
It is kept here from the moment the game starts, so an app that closed in the middle of a game
(a crash, a restart, a click on the wrong cross) can take the seat back: the main menu offers
"Rejoin", which says hello with the token. What is kept: the server's address, the room's code,
the game, every seat's name, and for each person at this screen her seat, token and name. A
room the host's own app held is not kept (it ends with her app). A seat goes once its game is
over, when the server no longer knows it, or after ``KEPT_DAYS``.

Written like the saves: atomically (a temporary file, then a rename), read without ever failing
(a damaged file is set aside with a message; ``table.files``). The file holds the tokens, so it
is made readable by its owner only (``atomic_write`` creates it so).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.games import GAMES
from table.config import atomic_write, user_dir
from table.files import aside_message, read_json
from table.i18n import _

ONLINE_FORMAT = 1
KEPT_DAYS = 7  # a room nobody came back to within a week is not offered again
MAX_ROOMS = 20
MAX_TEXT = 200  # an address, a code, a name or a token longer than this is not one of ours


@dataclass(frozen=True)
class KeptSeat:
    seat: int
    token: str
    name: str


@dataclass(frozen=True)
class KeptRoom:
    url: str
    room: str
    game_id: str
    names: tuple[str, ...]  # every seat's name, as the table showed them
    people: tuple[KeptSeat, ...]  # the people at this screen (the first is the screen's own line)
    saved_at: float
    in_app: bool = False  # the room was in the host's app: nobody answering there means it is gone

    @property
    def title(self) -> str:
        return GAMES[self.game_id].title

    @property
    def who(self) -> str:
        """The names of the people here, as the menu says them."""
        return ", ".join(p.name for p in self.people)

    def to_dict(self) -> dict:
        return {"url": self.url, "room": self.room, "game": self.game_id, "names": list(self.names),
                "people": [{"seat": p.seat, "token": p.token, "name": p.name} for p in self.people],
                "saved_at": self.saved_at, "in_app": self.in_app}


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT or not value.isprintable():
        raise ValueError("not a kept text")
    return value


def _room(data: Any) -> KeptRoom:
    """One kept room as the file holds it; ValueError for anything not written by us."""
    if not isinstance(data, dict) or data.get("game") not in GAMES:
        raise ValueError("not a kept room")
    names = data.get("names")
    people = data.get("people")
    if not isinstance(names, list) or not 1 <= len(names) <= 8 or not isinstance(people, list) \
            or not 1 <= len(people) <= len(names):
        raise ValueError("not a kept room")
    seats = []
    for p in people:
        seat = p.get("seat") if isinstance(p, dict) else None
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(names):
            raise ValueError("not a kept seat")
        seats.append(KeptSeat(seat, _text(p.get("token")), _text(p.get("name"))))
    if len({p.seat for p in seats}) != len(seats):
        raise ValueError("a seat kept twice")
    saved_at = data.get("saved_at")
    if isinstance(saved_at, bool) or not isinstance(saved_at, (int, float)):
        raise ValueError("no time")
    url = _text(data.get("url"))
    if not url.startswith(("ws://", "wss://")):
        raise ValueError("not a server's address")
    return KeptRoom(url, _text(data.get("room")), data["game"], tuple(_text(n) for n in names), tuple(seats),
                    float(saved_at), data.get("in_app") is True)


class OnlineSeats:
    """The kept online seats, newest first. ``problem`` says what the player should be told (a
    file set aside, a seat that could not be written), until the caller shows it."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or user_dir("data")) / "online-seats.json"
        self.problem = ""

    def rooms(self, now: float | None = None) -> list[KeptRoom]:
        """Every kept room still worth offering, newest first."""
        data, problem = read_json(self.path, _("The kept online seats"), ONLINE_FORMAT)
        if problem:
            self.problem = problem
        if data is None:
            return []
        found, damaged = [], False
        for item in data.get("rooms", []) if isinstance(data.get("rooms"), list) else [None]:
            try:
                found.append(_room(item))
            except (ValueError, TypeError):
                damaged = True
        if damaged:  # keep the bytes for us, the rooms that read for the player
            self.problem = aside_message(self.path, _("Part of the kept online seats could not be read"))
            self._write(found)
        oldest = (time.time() if now is None else now) - KEPT_DAYS * 86400
        return sorted((r for r in found if r.saved_at >= oldest), key=lambda r: -r.saved_at)

    def keep(self, room: KeptRoom) -> None:
        """Keep (or renew) a room's seats; the same room kept before is replaced."""
        others = [r for r in self.rooms() if (r.url, r.room) != (room.url, room.room)]
        self._write([room, *others][:MAX_ROOMS])

    def forget(self, url: str, room: str) -> None:
        """The room's game is over, or the server no longer knows it: offer it no more."""
        kept = self.rooms()
        left = [r for r in kept if (r.url, r.room.upper()) != (url, room.upper())]
        if len(left) != len(kept):
            self._write(left)

    def _write(self, rooms: list[KeptRoom]) -> None:
        text = json.dumps({"format": ONLINE_FORMAT, "rooms": [r.to_dict() for r in rooms]})
        try:
            atomic_write(self.path, text)
        except OSError as exc:
            self.problem = _("Your online seat could not be kept: {reason}").format(reason=exc.strerror or exc)
