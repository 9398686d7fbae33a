"""Short codes a person can type (issue 36, companion mode): ``http://192.168.1.20:8766/KXHM``.

A seat link carries a 128-bit token after ``#``: a phone's camera reads it from a QR code, but
nobody types it. So the hosting app also gives each phone seat a code of four letters, and the
room one more (whoever opens it taps her own name among the phone seats not yet taken). The
letters leave out I and O (and there are no digits), so nothing reads as 0 or 1. Only the plain
listener of the app's own server (``server.plain``: the home network) answers them:

- ``GET /KXHM`` (any case, a trailing slash or not) redirects to ``/#code=KXHM``: the page loads
  and reads the code from the fragment, as from the box where it may also be typed;
- ``GET /code`` says the server takes short codes (the page then shows that box);
- ``GET /code/KXHM`` answers a seat's code with ``{room, seat, token}`` (the page then holds the
  token exactly as a seat link's), the room's with ``{room, choose: [{seat, name}, ...]}``;
- ``GET /code/KXHM/2`` takes seat 2 of the room's list: ``{room, seat, token}``, and the seat
  leaves the list (two phones cannot both tap it).

A code ends once its seat's phone has come (``arrived``: the app tells it when the server says
the seat is connected); the room's once no phone seat is left to pick. The token travels only in
an answer's body: never in a path, so never in a log.

Guessing is bounded. 24 letters, four of them: 331,776 codes, of which at most nine live at once
(eight phone seats and the room). Each address may miss ``WRONG_PER_MINUTE`` times in a minute
(then it is told to wait, and nothing is looked up for it, a right code included); all addresses
together may miss ``WRONG_IN_ALL`` times over the codes' whole life, after which every short
code is off for good (the QR codes, which carry the tokens, still work). So a guesser on the home
network, however many addresses it has, wins a seat with a chance of at most
30 x 9 / 331,776, under 1 in 1,200, and only a seat whose phone has not come yet.
"""

from __future__ import annotations

import json
import re
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Any

ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I, no O; no digits: nothing to take for 0 or 1
LENGTH = 4
WRONG_PER_MINUTE = 5  # misses one address may make in a minute
WRONG_IN_ALL = 30  # misses from everywhere, over the codes' life, before every code is off
WINDOW = 60.0
PATH = re.compile(rf"^/([A-Za-z]{{{LENGTH}}})/?$")  # a short address typed in a phone's address bar
LOOKUP = re.compile(r"^/code/([^/]{1,16})(?:/([0-9]{1,2}))?$")


def read(text: str) -> str:
    """A code as a person may type it (small letters, spaces, a dash): its letters in capitals."""
    return re.sub(r"[\s-]", "", str(text)).upper()


@dataclass
class _Seat:
    room: str
    seat: int
    name: str
    token: str
    code: str
    arrived: bool = False
    picked: bool = False  # taken from the room's list (its own code still works until it arrives)


@dataclass
class ShortCodes:
    """The live codes of one hosting app, shared by its window's thread (which makes them and
    says which seats have come) and its server's loop (which looks them up)."""

    seats: dict[str, _Seat] = field(default_factory=dict)  # code: the seat it opens
    rooms: dict[str, str] = field(default_factory=dict)  # code: the room whose phone seats it lists
    used: set[str] = field(default_factory=set)  # rooms' codes that ended (no seat left): said so, not a miss
    wrong: dict[str, deque] = field(default_factory=dict)  # address: when it missed, this last minute
    misses: int = 0  # misses from everywhere, ever
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def off(self) -> bool:
        return self.misses >= WRONG_IN_ALL

    def _new(self) -> str:
        while True:
            code = "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))
            if code not in self.seats and code not in self.rooms and code not in self.used:
                return code

    # -- the app's side -----------------------------------------------------------------------------
    def seat(self, room: str, seat: int, name: str, token: str) -> str:
        """The code of ``seat`` (made the first time; "" once it has come, or codes are off)."""
        with self._lock:
            found = self._find(room, seat)
            if found is None:
                found = _Seat(room, seat, name, token, self._new())
                self.seats[found.code] = found
            found.name = name or found.name
            return "" if found.arrived or self.off else found.code

    def code_of(self, room: str, seat: int) -> str:
        """The code of ``seat`` if it has one still ("": none made, its phone came, or codes are off)."""
        with self._lock:
            found = self._find(room, seat)
            return "" if found is None or found.arrived or self.off else found.code

    def room(self, room: str) -> str:
        """The room's code, whose page lists the phone seats not yet taken ("" when none is left)."""
        with self._lock:
            if self.off or not self._free(room):
                return ""
            code = next((c for c, r in self.rooms.items() if r == room), None)
            if code is None:
                code = self._new()
                self.rooms[code] = room
            return code

    def arrived(self, room: str, seat: int) -> None:
        """The phone of ``seat`` has come: its code ends (and the seat leaves the room's list)."""
        with self._lock:
            found = self._find(room, seat)
            if found is not None:
                found.arrived = True  # (kept: its code is said to be used, and never made again)
            if not self._free(room):
                for code in [c for c, r in self.rooms.items() if r == room]:
                    self.used.add(code)
                    del self.rooms[code]

    def _find(self, room: str, seat: int) -> _Seat | None:
        return next((s for s in self.seats.values() if s.room == room and s.seat == seat), None)

    def _free(self, room: str) -> list[_Seat]:
        """The room's phone seats a person may still pick by name."""
        return sorted((s for s in self.seats.values() if s.room == room and not s.arrived and not s.picked),
                      key=lambda s: s.seat)

    # -- the server's side --------------------------------------------------------------------------
    def look_up(self, text: str, address: str, pick: int | None = None) -> tuple[int, dict]:
        """(HTTP status, answer) for a code typed or read from an address, from ``address``."""
        code = read(text)
        with self._lock:
            if self.off:
                return 410, {"error": "off"}
            misses = self.wrong.setdefault(address, deque())
            now = time.monotonic()
            while misses and now - misses[0] > WINDOW:
                misses.popleft()
            if len(misses) >= WRONG_PER_MINUTE:
                return 429, {"error": "wait"}
            seat = self.seats.get(code)
            if code in self.used or (seat is not None and seat.arrived):
                return 410, {"error": "used"}
            if seat is not None and pick is None:
                seat.picked = True
                return 200, {"room": seat.room, "seat": seat.seat, "token": seat.token}
            room = self.rooms.get(code)
            if room is not None and pick is None:
                return 200, {"room": room, "choose": [{"seat": s.seat, "name": s.name} for s in self._free(room)]}
            if room is not None:
                chosen = next((s for s in self._free(room) if s.seat == pick), None)
                if chosen is None:
                    return 409, {"error": "taken"}
                chosen.picked = True
                return 200, {"room": room, "seat": chosen.seat, "token": chosen.token}
            misses.append(now)  # a code that is none of the live ones, nor of the ended: a miss
            self.misses += 1
            if len(self.wrong) > 256:  # (addresses that missed long ago are let go of)
                self.wrong = {a: d for a, d in self.wrong.items() if d and now - d[-1] <= WINDOW}
            return 404, {"error": "no such code"}


def answer(codes: ShortCodes, path: str, address: str) -> tuple[int, dict[str, str], bytes] | None:
    """(status, headers, body) for a short code's request, or None: not one (the page's files)."""
    path = path.split("?", 1)[0]
    if path == "/code":
        return _json(200, {"codes": True, "length": LENGTH})
    if (match := PATH.match(path)) is not None:
        return 303, {"Location": f"/#code={match.group(1).upper()}"}, b""
    if (match := LOOKUP.match(path)) is not None:
        pick = int(match.group(2)) if match.group(2) is not None else None
        return _json(*codes.look_up(match.group(1), address, pick))
    return None


def _json(status: int, body: dict[str, Any]) -> tuple[int, dict[str, str], bytes]:
    return status, {"Content-Type": "application/json", "Cache-Control": "no-store"}, json.dumps(body).encode()
