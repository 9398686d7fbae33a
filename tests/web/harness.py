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
        from server import web

        original = web.process_request

        def watching(connection, request):
            paths.append(request.path)
            return original(connection, request)

        web.process_request = watching
        try:
            async with serve(MemoryLog(), port=0) as server:
                box["port"], box["loop"], box["stop"] = server.port, asyncio.get_running_loop(), asyncio.Event()
                started.set()
                await box["stop"].wait()
        finally:
            web.process_request = original

    thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
    thread.start()
    assert started.wait(20), "the server did not start"
    try:
        yield box["port"], paths
    finally:
        box["loop"].call_soon_threadsafe(box["stop"].set)
        thread.join(20)


class Host:
    """The room's maker: seat 0, which a bot plays once the game starts (the host never says
    hello, so the server's stand-in takes the seat: ``sit_in``)."""

    def __init__(self, port: int, game: str, players: int, settings: dict | None = None, web_seats=(1,)):
        self.port = port
        self.ws = connect(f"ws://127.0.0.1:{port}/")
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
        self.ws.close()
