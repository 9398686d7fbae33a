"""Short codes for phone seats (issue 36, companion mode): ``http://ADDRESS:PORT/KXHM`` opens a
seat without its long token, and the room's code lists the phone seats still free, to tap one's
name. Guessing is bounded: a wrong code, a run of them from one address, too many in all, and a
code whose seat has come are each refused, and none of them changes anything."""

from __future__ import annotations

import asyncio
import http.client
import json
import logging
import threading
from contextlib import contextmanager

import pytest

from server import short_codes
from server.log import MemoryLog
from server.plain import plain_listener
from server.service import serve
from server.short_codes import ALPHABET, LENGTH, WRONG_IN_ALL, WRONG_PER_MINUTE, ShortCodes

TOKENS = {1: "Zp3_k9fWqL0aTcV2xY7bNg", 2: "Qm8_x1cVbN4rTyU6wE2aSd", 3: "Hh5_t7yUiO9pLkJ3gF1dSa"}


@contextmanager
def plain(codes: ShortCodes):
    """A game server and its plain listener answering ``codes``: yields the plain port."""
    box, started = {}, threading.Event()

    async def main():
        async with serve(MemoryLog(), port=0) as server, plain_listener(server, "127.0.0.1", 0, codes) as port:
            box["port"], box["loop"], box["stop"] = port, asyncio.get_running_loop(), asyncio.Event()
            started.set()
            await box["stop"].wait()

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    assert started.wait(20)
    try:
        yield box["port"]
    finally:
        box["loop"].call_soon_threadsafe(box["stop"].set)
        thread.join(20)


def get(port: int, path: str) -> tuple[int, dict, bytes]:
    line = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        line.request("GET", path)
        got = line.getresponse()
        return got.status, dict(got.getheaders()), got.read()
    finally:
        line.close()


def _seated(codes: ShortCodes) -> dict[int, str]:
    return {seat: codes.seat("K7PQRX", seat, name, TOKENS[seat]) for seat, name in ((1, "Bea"), (2, "Cy"), (3, "Dot"))}


def test_a_seats_short_code_opens_its_seat_and_the_rooms_lists_the_free_seats_to_pick(caplog):
    caplog.set_level(logging.DEBUG)  # everything the server (and websockets) could log
    codes = ShortCodes()
    seats = _seated(codes)
    assert all(len(c) == LENGTH and set(c) <= set(ALPHABET) for c in seats.values())
    assert not set("IO01") & set(ALPHABET) and len(set(seats.values())) == 3
    room = codes.room("K7PQRX")
    with plain(codes) as port:
        status, headers, _body = get(port, f"/{seats[1].lower()}")  # typed in an address bar, small letters
        assert status == 303 and headers["Location"] == f"/#code={seats[1]}"
        assert "Content-Security-Policy" in headers
        status, headers, body = get(port, f"/code/{seats[1]}")
        assert status == 200 and json.loads(body) == {"room": "K7PQRX", "seat": 1, "token": TOKENS[1]}
        assert headers["Cache-Control"] == "no-store"
        status, _headers, body = get(port, f"/code/{room}")  # Bea's seat was opened: Cy and Dot are left
        assert status == 200 and json.loads(body) == {"room": "K7PQRX", "choose": [{"seat": 2, "name": "Cy"},
                                                                                     {"seat": 3, "name": "Dot"}]}
        status, _headers, body = get(port, f"/code/{room}/3")
        assert status == 200 and json.loads(body) == {"room": "K7PQRX", "seat": 3, "token": TOKENS[3]}
        status, _headers, body = get(port, f"/code/{room}/3")  # a second phone taps Dot too: taken
        assert status == 409 and json.loads(body) == {"error": "taken"}
        assert json.loads(get(port, f"/code/{room}")[2])["choose"] == [{"seat": 2, "name": "Cy"}]
        assert json.loads(get(port, "/code")[2])["codes"] is True  # (the page shows its box)
        assert get(port, "/")[0] == 200 and get(port, "/app.js")[0] == 200  # the page's files as before
    assert caplog.records and not any(token in caplog.text for token in TOKENS.values())  # in no log


def test_a_wrong_code_is_refused_and_changes_nothing():
    codes = ShortCodes()
    seats = _seated(codes)
    room = codes.room("K7PQRX")
    wrong = next(c for c in ("AAAA", "BBBB", "CCCC") if c not in (*seats.values(), room))
    with plain(codes) as port:
        for path in (f"/code/{wrong}", f"/code/{wrong}/2", f"/code/{seats[2]}/2", "/code/A1B2", f"/code/{room}/9"):
            status, _headers, body = get(port, path)
            assert status in (404, 409), path
            assert "token" not in json.loads(body)
        assert get(port, f"/{wrong}X")[0] == 404  # five letters: not a short address (nor a file)
    assert codes.misses == 4  # (a seat not in the room's list is no guess: the room's code was right)
    assert [s["seat"] for s in codes.look_up(room, "192.168.1.30")[1]["choose"]] == [1, 2, 3]
    assert codes.look_up(seats[2], "192.168.1.30") == (200, {"room": "K7PQRX", "seat": 2, "token": TOKENS[2]})


def test_guessing_is_bounded_by_address_and_in_all_and_then_every_code_is_off():
    codes = ShortCodes()
    seats = _seated(codes)
    guesses = iter(sorted({a + b + c + d for a in "ABCD" for b in "EFGH" for c in "JKLM" for d in "NPQR"}
                          - set(seats.values())))
    for _ in range(WRONG_PER_MINUTE):
        assert codes.look_up(next(guesses), "192.168.1.66")[0] == 404
    assert codes.look_up(seats[1], "192.168.1.66") == (429, {"error": "wait"})  # even a right one: nothing looked up
    assert codes.look_up(seats[1], "192.168.1.30")[0] == 200  # another phone in the house is not held up
    address = 100
    while codes.misses < WRONG_IN_ALL:  # a guesser with many addresses, each under its own limit
        address += 1
        for _ in range(WRONG_PER_MINUTE):
            if codes.misses < WRONG_IN_ALL:
                assert codes.look_up(next(guesses), f"192.168.1.{address}")[0] == 404
    assert codes.look_up(seats[2], "192.168.1.30") == (410, {"error": "off"})
    assert codes.seat("K7PQRX", 2, "Cy", TOKENS[2]) == "" and codes.room("K7PQRX") == ""  # the table stops showing them
    with plain(codes) as port:
        status, _headers, body = get(port, f"/code/{seats[3]}")
        assert status == 410 and "token" not in json.loads(body)


def test_a_code_ends_once_its_seat_has_come_and_the_rooms_once_no_seat_is_left():
    codes = ShortCodes()
    seats = _seated(codes)
    room = codes.room("K7PQRX")
    codes.arrived("K7PQRX", 1)
    assert codes.look_up(seats[1], "192.168.1.30") == (410, {"error": "used"})
    assert codes.seat("K7PQRX", 1, "Bea", TOKENS[1]) == ""  # no longer shown
    assert [s["seat"] for s in codes.look_up(room, "192.168.1.30")[1]["choose"]] == [2, 3]
    codes.arrived("K7PQRX", 2)
    codes.arrived("K7PQRX", 3)
    assert codes.look_up(room, "192.168.1.30") == (410, {"error": "used"}) and codes.room("K7PQRX") == ""
    assert codes.misses == 0  # a code that ended is said so, and is no miss


@pytest.mark.parametrize("typed", ["kxhm", " KX-HM ", "Kxhm"])
def test_a_code_is_read_as_a_person_types_it(typed):
    assert short_codes.read(typed) == "KXHM"
