"""When the host leaves, the others are told plainly what happens next (issue: two technical
toasts, then a table that looked alive and retried every 8 s for ever). A room in the host's
app ends with it: the table says so and offers the menu. A room on a club server goes on: the
host's seat is away like anyone's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from table.app import App
from table.config import Settings
from table.net.online import Online, host_server, server_url
from table.net.rejoin import keep
from table.scenes.menu import MenuScene
from table.scenes.online import LobbyScene
from table.scenes.online_notice import OnlineNotice
from table.scenes.table_scene import TableScene

from .online_play import channels, move_at_table
from .test_online import ROOT, _table


@pytest.fixture
def keeping(tmp_path, monkeypatch):
    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    app = App(Settings(speed="instant"), None, size=(1024, 600), keep=True)
    yield app
    while app.scenes:
        app.pop()
    app.pg.quit()


def _ben_at_the_table(app, url: str, room: str, host: Online | None = None) -> TableScene:
    """Ben joins room ``room`` (its host, if given here, starts it) and his table opens."""
    ben = Online(url)
    ben.join(room, "Ben")
    mine = channels(host, ben)[-1] if host is not None else None
    deadline = time.monotonic() + 30
    while mine is None:
        assert time.monotonic() < deadline, "the game never started"
        mine = ben.poll()
        assert not ben.problem, ben.problem
        time.sleep(0.02)
    keep(app.saves.online, mine)  # as the lobby keeps it, to Rejoin
    scene = TableScene(app, None, channel=mine)
    app.push(scene)
    return scene


def _told(app) -> str:
    return " ".join(message for message, _seconds in app.toasts)


def test_a_host_app_that_dies_ends_the_game_and_the_table_says_so(keeping):
    app = keeping
    host = _table("--host", "not-a-hat", "--players", "3", "--people", "2", "--autoplay", "--name", "Ann")
    try:
        _room, code, _port, port, _code, safety = host.stdout.readline().split()  # the hosting app serves wss
        scene = _ben_at_the_table(app, server_url(f"127.0.0.1:{port}/{safety}"), code)
        deadline = time.monotonic() + 60
        while scene.channel.moves < 3 or not scene.channel.in_app:
            assert time.monotonic() < deadline, "the game did not get going"
            move_at_table(app, scene)
        assert app.saves.online.rooms()
        host.send_signal(signal.SIGKILL)  # Ann's app dies, and the room with it
        host.wait(10)
        deadline = time.monotonic() + 30
        while not isinstance(app.top, OnlineNotice):
            assert time.monotonic() < deadline, "the table never said the host has left"
            app.run_frames(1, dt=0.1)
            time.sleep(0.02)
    finally:
        host.kill()
    notice = app.top.notice
    assert notice.kind == "host-left" and notice.title == "Ann has left"
    assert "cannot go on" in notice.body
    assert "trying again" not in _told(app)  # no technical toast first
    assert app.saves.online.rooms() == []  # nothing left to Rejoin
    app.run_frames(3, dt=0.1)
    assert isinstance(app.top, OnlineNotice)  # it stays: the game is over for good
    app.top.menu.on_click()
    assert isinstance(app.top, MenuScene) and not any("Rejoin" in b.label for b in app.top.buttons)


def test_a_host_who_quits_tells_the_table_at_once(keeping):
    app = keeping
    server = host_server(0)
    ann = Online(server.url)
    try:
        ann.create("not-a-hat", 3, "Ann", {}, {2: "easy"})
        deadline = time.monotonic() + 20
        while not ann.room:
            assert time.monotonic() < deadline
            ann.poll()
            time.sleep(0.02)
        ann.hosting = True
        scene = _ben_at_the_table(app, server.url, ann.room, ann)
        app.run_frames(3, dt=0.1)
        assert scene.channel.in_app
    finally:
        ann.leave()
        server.stop()  # Ann quits to the menu: her app stops its server
    deadline = time.monotonic() + 10
    while not isinstance(app.top, OnlineNotice):
        assert time.monotonic() < deadline, "the table never said the host has left"
        app.run_frames(1, dt=0.1)
        time.sleep(0.02)
    assert app.top.notice.kind == "host-left" and "trying again" not in _told(app)


def test_a_guest_waiting_in_the_lobby_is_told_the_host_closed_the_room(app):
    server = host_server(0)
    ann = Online(server.url)
    ben = Online(server.url)
    try:
        ann.create("not-a-hat", 3, "Ann", {}, {})
        deadline = time.monotonic() + 20
        while not ann.room:
            assert time.monotonic() < deadline
            ann.poll()
            time.sleep(0.02)
        ben.join(ann.room, "Ben")
        lobby = LobbyScene(app, ben, None, "")
        app.push(lobby)
        while not ben.in_app:
            assert time.monotonic() < deadline
            app.run_frames(1, dt=0.1)
            time.sleep(0.02)
    finally:
        ann.leave()
        server.stop()
    deadline = time.monotonic() + 10
    while "closed" not in lobby._status():
        assert time.monotonic() < deadline, lobby._status()
        app.run_frames(1, dt=0.1)
        time.sleep(0.02)
    assert lobby._status() == "The host has left, and the room was on their computer: it is closed."
    app.pop()


def test_on_a_club_server_the_game_goes_on_when_the_host_leaves(keeping):
    app = keeping
    club = subprocess.Popen([sys.executable, "-m", "server", "--host", "127.0.0.1", "--port", "0"], cwd=ROOT,
                            env={**os.environ}, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ann = None
    try:
        url = "ws://" + club.stdout.readline().split("ws://")[1].split(",")[0]
        ann = Online(url)
        ann.create("not-a-hat", 3, "Ann", {}, {2: "easy"})
        deadline = time.monotonic() + 20
        while not ann.room:
            assert time.monotonic() < deadline
            ann.poll()
            time.sleep(0.02)
        scene = _ben_at_the_table(app, url, ann.room, ann)
        deadline = time.monotonic() + 20
        while scene.channel.away != {} or scene.channel.host is None:
            assert time.monotonic() < deadline
            move_at_table(app, scene)
        assert scene.channel.host == 0 and not scene.channel.in_app
        app.run_frames(2, dt=0.1)  # the table takes in who is at the table now (else, on a busy machine,
        # Ann's leaving could come in the same frame as the table's first look, which tells nothing)
        ann.leave()  # Ann's app closes; the room lives on the club's server
        while scene.controller.who_plays(0) != "away":
            assert time.monotonic() < deadline, "Ann's plate never said she left"
            move_at_table(app, scene)
        app.run_frames(5, dt=0.1)
        assert not isinstance(app.top, OnlineNotice)  # the game goes on
        assert "Ann, who hosts this game, has left the table. The game goes on" in _told(app)
        assert app.saves.online.rooms()  # Ben's seat is still kept
    finally:
        if ann is not None:
            ann.leave()
        club.terminate()
        club.communicate(timeout=10)



def test_the_hosts_leave_in_the_lobby_asks_first_once_relatives_are_in(app):
    """Leave closes the host's room for everyone in it: once someone has joined, it asks."""
    import pygame

    from table.scenes.confirm import ConfirmScene

    server = host_server(0)
    ann, ben = Online(server.url), Online(server.url)
    ann.create("not-a-hat", 3, "Ann", {}, {})
    lobby = LobbyScene(app, ann, server, "192.168.1.20")
    app.push(MenuScene(app))
    app.push(lobby)
    try:
        deadline = time.monotonic() + 20
        while not ann.room:
            assert time.monotonic() < deadline
            app.run_frames(1, dt=0.1)
            time.sleep(0.02)
        ben.join(ann.room, "Ben")
        while not (any(s.get("name") == "Ben" for s in ann.seats()) and ben.in_app):
            assert time.monotonic() < deadline
            app.run_frames(1, dt=0.1)
            ben.poll()  # (Ben's app, waiting in its lobby)
            time.sleep(0.02)
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        assert isinstance(app.top, ConfirmScene) and app.top.question == "Close the room for everyone in it?"
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        assert app.top is lobby  # Stay
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
        assert isinstance(app.top, MenuScene)  # the room is closed: Ben is told (see above)
        while not ben.host_gone:
            assert time.monotonic() < deadline, ben.problem
            ben.poll()
            time.sleep(0.02)
    finally:
        ben.leave()
        while app.scenes:
            app.pop()
        server.stop()
