"""A hello the server answers with an error is tried again, with a growing pause, a few times;
if it keeps failing the player is told, and may try again (issue: a refused resume was never
sent again, and the table sat still for ever)."""

from __future__ import annotations

import asyncio
import time

import pytest

from server import log as server_log
from table.net import resume
from table.net.online import Online, host_server
from table.scenes.online_notice import OnlineNotice
from table.scenes.table_scene import TableScene

from .online_play import channels, move_at_table, step


class FlakyLog(server_log.MemoryLog):
    """The server's store, out of reach while ``broken`` (as a JetStream outage would be)."""

    broken = False
    failures = 0

    async def read(self, room, after=0):
        if self.broken:
            self.failures += 1
            raise ConnectionError("the store is out of reach")
        return await super().read(room, after)


def _drop(server, seat: int) -> None:
    """The server closes ``seat``'s line (a dropped connection, seen from the server)."""
    [conn] = [c for watching in list(server.service.watchers.values()) for c in list(watching) if c.seat == seat]
    asyncio.run_coroutine_threadsafe(conn.ws.close(), server._loop).result(5)


@pytest.fixture
def flaky(monkeypatch):
    monkeypatch.setattr(server_log, "MemoryLog", FlakyLog)  # the app's own server, with a store that fails
    monkeypatch.setattr(resume, "WAITS", (0.3, 0.6, 1.2, 2.4))
    server = host_server(0)
    yield server
    server.stop()


def _room(flaky):
    ann, ben = Online(f"ws://127.0.0.1:{flaky.port}"), Online(f"ws://127.0.0.1:{flaky.port}")
    ann.create("not-a-hat", 3, "Ann", {}, {2: "easy"})
    deadline = time.monotonic() + 20
    while not ann.room:
        assert time.monotonic() < deadline
        ann.poll()
        time.sleep(0.02)
    ben.join(ann.room, "Ben")
    return ann, ben


def test_a_refused_resume_is_tried_again_and_the_game_goes_on(flaky, app):
    log = flaky.service.log
    ann, ben = _room(flaky)
    try:
        hers, his = channels(ann, ben)
        scene = TableScene(app, None, channel=his)
        app.push(scene)
        log.broken = True
        _drop(flaky, 1)  # Ben's line drops; his hello after it finds the store out of reach
        deadline = time.monotonic() + 20
        while not log.failures:
            assert time.monotonic() < deadline, "Ben's app never said hello again"
            app.run_frames(1, dt=0.1)
            time.sleep(0.02)
        log.broken = False  # the store is back: the next try takes
        deadline = time.monotonic() + 120
        while not (his.is_over() and scene.results_shown):
            assert time.monotonic() < deadline, "the game never went on"
            move_at_table(app, scene)
            step(hers)
        assert not isinstance(app.top, OnlineNotice) and not his.resume_failed
    finally:
        ann.leave()
        ben.leave()
        while app.scenes:
            app.pop()


def test_a_resume_that_keeps_failing_is_told_and_can_be_tried_again(flaky, app):
    log = flaky.service.log
    ann, ben = _room(flaky)
    try:
        hers, his = channels(ann, ben)
        scene = TableScene(app, None, channel=his)
        app.push(scene)
        log.broken = True
        _drop(flaky, 1)
        deadline = time.monotonic() + 30
        while not isinstance(app.top, OnlineNotice):
            assert time.monotonic() < deadline, "the player was never told"
            app.run_frames(1, dt=0.1)
            time.sleep(0.02)
        notice = app.top.notice
        assert log.failures == 1 + len(resume.WAITS)  # the first hello and each try again, then no more
        assert notice.kind == "seat-lost" and notice.title == "Your seat could not be taken back"
        assert "the server could not do that" in notice.body
        assert [b.label for b in app.top.buttons] == ["Try again", "Back to the menu"]
        log.broken = False
        app.top.again.on_click()
        deadline = time.monotonic() + 120
        while not (his.is_over() and scene.results_shown):
            assert time.monotonic() < deadline, "the game never went on"
            move_at_table(app, scene)
            step(hers)
    finally:
        ann.leave()
        ben.leave()
        while app.scenes:
            app.pop()
