"""Companion mode's lobby (issue 36): New game with seats set to Phone hosts the room on this
computer and shows, for each phone seat, a QR code of that seat's link (plain http:// on the
home network, the seat's token after #) until that phone has come; the game then deals by
itself. Hosting for relatives, the lobby also shows the room's link for a browser in this house."""

from __future__ import annotations

import json
from contextlib import ExitStack

import pygame
import pytest
from websockets.sync.client import connect

from table.scenes.online import LobbyScene
from table.scenes.setup import SetupScene
from table.scenes.table_scene import TableScene
from table.ui.qr import modules

from .helpers import seat_count
from .helpers import until as _until
from .test_qr import read_back


def _codes_on_screen(app, lobby) -> list[str]:
    """The links whose QR code is on the screen now, each read back from the screen's pixels."""
    app.run_frames(1)
    read = []
    for link, rect in lobby.placed:
        grid = read_back(app.screen.subsurface(rect).copy())
        assert grid == modules(link), link
        read.append(link)
    return read


def _companion(app, kinds: dict[int, int]):
    """New game, That's Not a Hat for 4, each seat's kind clicked that many times (bot -> phone)."""
    setup = SetupScene(app, "not-a-hat")
    app.push(setup)
    seat_count(setup, 4)
    for seat, clicks in kinds.items():
        for _ in range(clicks):
            setup._toggle_kind(seat)
    setup.names[:4] = ["Ann", "Bea", "Cy", "Dot"]
    return setup


def test_new_game_with_phone_seats_shows_each_phones_code_until_it_comes_then_deals(app):
    setup = _companion(app, {1: 1, 2: 1})  # seats 2 and 3: phones; seat 4: a bot
    assert [setup.seat_buttons[i][0].label for i in range(4)] == ["Human", "Phone", "Phone", "Bot"]
    setup.start.on_click()
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.companion
    lobby.local = "192.168.1.20"
    online, hosting = lobby.online, lobby.hosting
    phones, lines = [], ExitStack()
    try:
        _until(app, lambda: online.room and len(online.phone_tokens) == 2 and online.seats())
        assert [s["name"] for s in online.seats()][:3] == ["Ann", "Bea", "Cy"] and online.seats()[3]["bot"]
        tokens = online.phone_tokens
        assert all(len(t) >= 22 for t in tokens.values())  # 128 bits or more
        links = [f"http://192.168.1.20:{hosting.plain_port}/#room={online.room}&seat={tokens[s]}" for s in (1, 2)]
        assert _codes_on_screen(app, lobby) == links
        for seat in (1, 2):
            line = lines.enter_context(connect(f"ws://127.0.0.1:{hosting.plain_port}/"))
            line.send(json.dumps({"type": "hello", "room": online.room, "token": tokens[seat], "since": 0}))
            phones.append(line)
            _until(app, lambda s=seat: s in online.phones_in)
            if seat == 1:
                assert _codes_on_screen(app, lobby) == links[1:]  # Bea's phone came: only Cy's code is left
                assert isinstance(app.top, LobbyScene)  # ... and the game waits for it
        _until(app, lambda: isinstance(app.top, TableScene))
        table = app.top
        assert table.channel.humans == (0,)  # Ann, at this screen; the phones' seats are theirs
        assert table.channel.eyes is None  # the screen's eyes: the public table
        # Ann's hand only behind her privacy screen: the phones' holders see this screen too
        assert table.controller.multi and table.controller.hand_seat is None
    finally:
        lines.close()
        app.top.shutdown() if isinstance(app.top, LobbyScene) else None
        if hosting is not None:
            hosting.stop()


def test_a_hosts_lobby_shows_the_rooms_browser_link_and_says_which_address_is_for_the_app(app):
    setup = SetupScene(app, "not-a-hat", online=True)
    app.push(setup)
    setup._toggle_kind(1)  # seat 2: a relative online
    setup.start.on_click()
    lobby = app.top
    lobby.local = "192.168.1.20"
    _until(app, lambda: lobby.online.room and lobby.online.seats())
    try:
        room_link = f"http://192.168.1.20:{lobby.hosting.plain_port}/#room={lobby.online.room}"
        assert _codes_on_screen(app, lobby) == [room_link]
        assert "for the app" in lobby._share() and "browser" in lobby._share()
    finally:
        lobby.shutdown()


def test_a_hosts_lobby_waits_for_its_phones_before_it_says_everyone_is_here(app):
    # (Host a game with seats for phones said "Everyone is here" before any phone had come)
    setup = SetupScene(app, "not-a-hat", online=True)
    app.push(setup)
    seat_count(setup, 3)
    setup._toggle_kind(2, -1)  # seat 3: a phone
    setup.start.on_click()
    lobby = app.top
    lobby.local = "192.168.1.20"
    online, lines = lobby.online, ExitStack()
    try:
        _until(app, lambda: online.room and len(online.phone_tokens) == 1 and online.seats())
        assert lobby._status().startswith("Waiting for the phones")
        line = lines.enter_context(connect(f"ws://127.0.0.1:{lobby.hosting.plain_port}/"))
        line.send(json.dumps({"type": "hello", "room": online.room, "token": online.phone_tokens[2], "since": 0}))
        _until(app, lambda: 2 in online.phones_in)
        seats = online.seats()
        if any(s.get("open") for s in seats):  # (seat 2 is a relative's: a bot takes it)
            lobby._fill()
            _until(app, lambda: lobby.start.enabled)
        assert lobby._status().startswith("Everyone is here")
    finally:
        lines.close()
        lobby.shutdown()


def test_with_phones_the_first_seat_cannot_be_a_bot(app):
    setup = _companion(app, {0: 1, 1: 1})
    setup.start.on_click()
    assert app.top is setup and "first seat" in setup.message
    pygame.event.pump()


def test_a_table_dealt_before_a_phone_came_shows_its_code_until_it_comes(app):
    setup = _companion(app, {1: 1, 2: 1})
    setup.start.on_click()
    lobby = app.top
    lobby.local = "192.168.1.20"
    online, hosting = lobby.online, lobby.hosting
    lines = ExitStack()
    try:
        _until(app, lambda: online.room and len(online.phone_tokens) == 2 and online.seats())
        links = {s: f"http://192.168.1.20:{hosting.plain_port}/#room={online.room}&seat={online.phone_tokens[s]}"
                 for s in (1, 2)}
        lobby.start.on_click()  # the host deals without waiting for the phones
        _until(app, lambda: isinstance(app.top, TableScene))
        table = app.top
        app.run_frames(2)
        codes = table.phone_codes
        assert _codes_on_screen(app, codes) == [links[1], links[2]]
        assert all(rect.width >= 3 * 45 for _link, rect in codes.placed)  # 3 pixels a module at least
        line = lines.enter_context(connect(f"ws://127.0.0.1:{hosting.plain_port}/"))
        line.send(json.dumps({"type": "hello", "room": online.room, "token": online.phone_tokens[2], "since": 0}))
        _until(app, lambda: 2 in table.channel.connected)
        assert _codes_on_screen(app, codes) == [links[1]]  # Cy's phone is at the table: Bea's code is left
    finally:
        lines.close()
        hosting.stop()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_the_lobbys_codes_are_big_enough_and_cover_no_word_or_button(size):
    """Three phone seats and the room's link (hosting): each code at least 3 pixels a module
    (a phone scans it from the screen), inside the window, clear of the seats' column, the
    buttons, and one another."""
    from table.app import App
    from table.config import Settings
    from table.ui.qr import QUIET

    app = App(Settings(speed="instant"), None, size=size)
    setup = SetupScene(app, "not-a-hat", online=True)
    app.push(setup)
    while setup.players < 5:
        setup._change_players(1)
    for seat in (2, 3, 4):
        setup._toggle_kind(seat, -1)  # Bot -> Phone
    setup.start.on_click()
    lobby = app.top
    lobby.local = "192.168.100.200"  # (the longest address a home network gives)
    try:
        _until(app, lambda: lobby.online.room and len(lobby.online.phone_tokens) == 3 and lobby.online.seats())
        _codes_on_screen(app, lobby)
        rects = [rect for _link, rect in lobby.placed]
        assert len(rects) == 4
        _box, column, _area = lobby._areas(size, 0)
        for i, (link, rect) in enumerate(lobby.placed):
            assert rect.width / (len(modules(link)) + 2 * QUIET) >= 3, (size, rect)
            assert app.screen.get_rect().contains(rect)
            assert not rect.colliderect(column), (size, rect, column)
            for button in (lobby.start, lobby.fill, lobby.wait, lobby.leave):
                assert not rect.colliderect(button.rect), (size, rect, button.label)
            assert not any(rect.colliderect(other) for other in rects[i + 1:])
    finally:
        lobby.shutdown()
        app.pg.quit()
