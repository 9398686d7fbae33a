"""A real game server in a thread, a host that fills a room with bots, and a seat for a browser:
what the web seat's browser tests (issue 36) stand on."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import threading
from contextlib import contextmanager

import pytest
from websockets.sync.client import connect

from server.log import MemoryLog
from server.service import serve


def legal_now(page) -> set[str]:
    """The $ tags of the legal actions in the latest frame a page received that names them (its
    seat's choices now). The frame is read, not searched: an event's tag such as
    "not_a_hat.Given" holds an action's tag ("not_a_hat.Give") as a substring."""
    for frame in reversed(page.frames_in):
        legal = json.loads(frame).get("legal")
        if legal is not None:
            return {a["$"] for a in legal}
    return set()


CHROMIUM = os.environ.get("PRESENT_COMPANY_CHROMIUM", "/usr/bin/chromium")


def need_browser():
    """The Playwright module and Debian's chromium, or a skip that says which is missing
    (in CI, where .ci/run installs both, a failure)."""
    missing = []
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("Playwright (pip install playwright)")
    if not (os.path.exists(CHROMIUM) or shutil.which("chromium")):
        missing.append("chromium (apt-get install chromium)")
    if missing:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{' and '.join(missing)} missing: .ci/run installs them")
        pytest.skip(f"{' and '.join(missing)} not installed")


@contextmanager
def running_server():
    """A game server on a free port of 127.0.0.1 in its own thread: yields (port, paths), where
    paths is every HTTP path the server was asked for (the log a server could keep)."""
    started = threading.Event()
    box: dict = {}
    paths: list[str] = []

    async def main():
        from server import service, web

        original = web.process_request

        def watching(connection, request):
            paths.append(request.path)
            return original(connection, request)

        service.process_request = web.process_request = watching  # (serve() calls it by service's name)
        try:
            async with serve(MemoryLog(), port=0) as server:
                box["port"], box["loop"], box["stop"] = server.port, asyncio.get_running_loop(), asyncio.Event()
                box["server"] = server
                started.set()
                await box["stop"].wait()
        finally:
            service.process_request = web.process_request = original

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    assert started.wait(20), "the server did not start"
    try:
        yield Running(box, paths)
    finally:
        box["loop"].call_soon_threadsafe(box["stop"].set)
        thread.join(20)


class Running:
    """The server of ``running_server``: its port, the paths it was asked for, and a way to run
    a coroutine in its loop (to read a room's log, or drop a connection)."""

    def __init__(self, box: dict, paths: list[str]) -> None:
        self.port, self.paths, self.server, self._loop = box["port"], paths, box["server"], box["loop"]
        self.url = f"http://127.0.0.1:{self.port}/"

    def call(self, coro):
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(30)

    def drop_connections(self, room: str) -> int:
        """Close every connection attached to ``room`` from the server's side, as a lost network would."""
        async def drop():
            conns = list(self.server.watchers.get(room, ()))
            for conn in conns:
                await conn.ws.close()
            return len(conns)

        return self.call(drop())


def received_only_its_seat(running: Running, room_code: str, seat: int, texts: list[str]) -> int:
    """Checks every frame a browser seat received against the room's log replayed here: each
    events frame holds exactly that record's events as ``seat`` may know them, its view and legal
    actions are exactly ``seat``'s, and no view shows what the seat may not know (the engine's
    leak checks). Returns how many frames were checked."""
    from engine.wire import encode
    from server.room import Room
    from tests.engine.invariants import HIDDEN_LEAKS

    frames = [json.loads(t) for t in texts]
    by_seq: dict[int, list[dict]] = {}
    for f in frames:
        if f.get("type") in ("events", "snapshot") and f.get("room") == room_code:
            by_seq.setdefault(f["seq"], []).append(f)
    records = running.call(running.server.log.read(room_code))
    room = Room(room_code, records[0]["game"], {}, [])
    checked = 0
    for number, record in enumerate(records, 1):
        room.ingest(number, record)
        state = room.session.state
        for f in by_seq.get(number, []):
            if f["type"] == "events":
                assert f["events"] == [encode(e.for_seat(seat)) for e in room.events[number]], number
            if "view" in f:
                assert f["view"] == encode(state.view(seat)), number
                assert f["legal"] == [encode(a) for a in state.legal_actions(seat)], number
                assert f["seat"] == seat if "seat" in f else True
                assert not HIDDEN_LEAKS[room.game_id](state, seat), number
            checked += 1
    return checked


class Host:
    """The room's maker: seat 0, which a bot plays once the game starts (the host never says
    hello, so the server's stand-in takes the seat: ``sit_in``)."""

    def __init__(self, port: int, game: str, players: int, settings: dict | None = None, web_seats=(1,)):
        self.port = port
        self._line = connect(f"ws://127.0.0.1:{port}/")
        self.ws = self._line.__enter__()
        self.send(type="create", game=game, players=players, name="Host", settings=settings or {})
        got = self.until("created")
        self.room, self.token = got["room"], got["token"]
        for seat in range(1, players):
            if seat not in web_seats:
                self.send(type="bot", room=self.room, token=self.token, seat=seat, level="easy")

    def send(self, **message):
        self.ws.send(json.dumps(message))

    def until(self, kind: str) -> dict:
        while True:
            frame = json.loads(self.ws.recv(timeout=20))
            if frame["type"] == kind:
                return frame
            if frame["type"] in ("rejected", "error"):
                raise AssertionError(frame)

    def join(self, name: str) -> tuple[int, str]:
        """A seat for a person, as a seat link would carry it: (seat, token)."""
        with connect(f"ws://127.0.0.1:{self.port}/") as other:
            other.send(json.dumps({"type": "join", "room": self.room, "name": name}))
            got = json.loads(other.recv(timeout=20))
        assert got["type"] == "joined", got
        return got["seat"], got["token"]

    def start(self):
        self.send(type="start", room=self.room, token=self.token)
        self.send(type="sit_in", room=self.room, token=self.token, seat=0, on=True)

    def close(self):
        self._line.__exit__(None, None, None)

