"""Players away at a companion table that only watches (issue 36): when every person's seat is
a phone's (the first too), the computer shows only the public table, yet it hosts the game; the
pause menu offers Players away there as at any host's table, and a bot can play for a phone that
has gone (before, the menu had no such line: the host's token was on a line already closed)."""

from __future__ import annotations

import json
from contextlib import ExitStack

import pygame
from websockets.sync.client import connect

from table.scenes.away_seats import AwaySeatsScene
from table.scenes.online import LobbyScene
from table.scenes.pause import PauseScene
from table.scenes.setup import SetupScene
from table.scenes.table_scene import TableScene

from .helpers import seat_count, until


def _until(app, test) -> None:
    until(app, test, dt=0.0)  # (the table's clock stands still: only the server's answers move it)


def _press(app, key) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.run_frames(1, dt=0.0)


def test_a_watching_companion_table_offers_players_away_and_a_bot_plays_for_a_phone_gone(app):
    setup = SetupScene(app, "not-a-hat")
    app.push(setup)
    seat_count(setup, 3)
    setup._toggle_kind(0, -1)  # seat 1: Human -> Phone
    setup._toggle_kind(1)  # seat 2: Bot -> Phone; seat 3 stays a bot
    setup.names[:2] = ["Wendy", "Xavi"]
    setup.start.on_click()
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.companion
    online, hosting = lobby.online, lobby.hosting
    lines = ExitStack()
    try:
        _until(app, lambda: online.room and len(online.phone_tokens) == 2 and online.seats())
        phones = {}
        for seat in (0, 1):
            line = phones[seat] = ExitStack()
            ws = line.enter_context(connect(f"ws://127.0.0.1:{hosting.plain_port}/"))
            ws.send(json.dumps({"type": "hello", "room": online.room, "token": online.phone_tokens[seat], "since": 0}))
            lines.callback(line.close)
            _until(app, lambda s=seat: s in online.phones_in)
        _until(app, lambda: isinstance(app.top, TableScene))
        table = app.top
        channel = table.channel
        assert channel.humans == ()  # only the public table here
        _until(app, lambda: channel.connected == {0, 1})
        app.run_frames(3, dt=0.0)  # (the table has taken in who is here: what changes next is told)
        phones[1].close()  # Xavi's phone goes to sleep
        _until(app, lambda: channel.away == {1: False})
        told = " ".join(message for message, _seconds in app.toasts)
        assert "Xavi has left the table. Esc, then Players away: a bot can play for them" in told, told
        while app.top is not table or table.held():
            app.run_frames(1, dt=0.1)
        _press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, PauseScene)
        assert "Players away" in [b.label for b in app.top.buttons]
        _press(app, pygame.K_a)
        seats = app.top
        assert isinstance(seats, AwaySeatsScene) and list(seats.toggles) == [0, 1]
        assert seats._standing(1) == "away: the game waits for them" and seats.toggles[1].enabled
        assert not seats.toggles[0].enabled  # Wendy's phone is at the table
        seats.toggles[1].on_click()
        _until(app, lambda: channel.away == {1: True})  # the server's stand-in plays for Xavi
        assert seats.toggles[1].label == "Wait for them"
        seats.toggles[1].on_click()
        _until(app, lambda: channel.away == {1: False})  # ... and stops: the seat waits for him again
    finally:
        lines.close()
        if isinstance(app.top, LobbyScene):
            app.top.shutdown()
        hosting.stop()
