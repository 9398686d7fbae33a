"""A person who leaves an online table is marked away on her plate, on every game's table; the
host can let a bot play her seat at any time from the pause menu (and stop it), and the game
goes on through the server's stand-in (issue: presence was never drawn, and once the game had
started the host could not hand a seat to a bot)."""

from __future__ import annotations

import time

import pygame
import pytest

from table.app import App
from table.config import Settings
from table.net.online import Online, host_server
from table.scenes.away_seats import AwaySeatsScene
from table.scenes.pause import PauseScene
from table.scenes.table_scene import TableScene
from tests.registry import table_games

from .online_play import channels, move_at_table, step, texts_drawn


def _press(app, key):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.run_frames(1, dt=0.0)


def test_the_host_sees_who_left_and_lets_a_bot_play_for_them_until_the_game_ends(app, monkeypatch):
    server = host_server(0)
    ann, ben = Online(server.url), Online(server.url)
    try:
        ann.create("not-a-hat", 3, "Ann", {}, {2: "easy"})
        deadline = time.monotonic() + 20
        while not ann.room:
            assert time.monotonic() < deadline
            ann.poll()
            time.sleep(0.02)
        ben.join(ann.room, "Ben")
        mine, his = channels(ann, ben)
        scene = TableScene(app, None, channel=mine, hosting=server)
        app.push(scene)
        records = server.service.log._records[ann.room]
        deadline = time.monotonic() + 60
        while not any(r.get("seat") == 1 for r in records[1:]):  # Ben has moved: the game is on
            assert time.monotonic() < deadline, "Ben never moved"
            move_at_table(app, scene)
            step(his)
        assert scene.controller.who_plays(1) == "player"
        ben.leave()  # Ben's app closes
        deadline = time.monotonic() + 20
        while scene.controller.who_plays(1) != "away":
            assert time.monotonic() < deadline, "Ben's plate never said he left"
            move_at_table(app, scene)
        told = " ".join(message for message, _seconds in app.toasts)
        assert "Ben has left the table. Esc, then Players away: a bot can play for them" in told
        while app.top is not scene or scene.held():
            app.run_frames(1, dt=0.1)
        assert "away" in texts_drawn(app, monkeypatch)  # on his plate, under his name
        left_at = len(records)
        _press(app, pygame.K_ESCAPE)
        assert isinstance(app.top, PauseScene)
        _press(app, pygame.K_a)  # Players away
        seats = app.top
        assert isinstance(seats, AwaySeatsScene) and list(seats.toggles) == [1]
        assert seats._standing(1) == "away: the game waits for them" and seats.toggles[1].label == "Let a bot play"
        seats.toggles[1].on_click()
        deadline = time.monotonic() + 20
        while mine.away != {1: True}:
            assert time.monotonic() < deadline, "the server never said a bot plays for Ben"
            app.run_frames(1, dt=0.1)
        assert seats.toggles[1].label == "Wait for them"
        _press(app, pygame.K_ESCAPE)
        _press(app, pygame.K_ESCAPE)
        assert app.top is scene and scene.controller.who_plays(1) == "away \u00b7 bot plays"
        deadline = time.monotonic() + 120
        while not (mine.is_over() and scene.results_shown):  # nobody else could move for Ben
            assert time.monotonic() < deadline, "the game did not end"
            move_at_table(app, scene)
        assert any(r.get("seat") == 1 for r in records[left_at:])
    finally:
        ann.leave()
        ben.leave()
        while app.scenes:
            app.pop()
        server.stop()


@pytest.mark.parametrize("game", table_games())
def test_every_games_plate_says_a_person_is_away(game, monkeypatch):
    """On every table, even the smallest window, with a bot playing for her: her plate's line
    gives way to a shorter one where the whole does not fit, but the word "away" stays."""
    app = App(Settings(speed="instant"), None, size=(1024, 600))
    server = host_server(0)
    ann, ben = Online(server.url), Online(server.url)
    try:
        ann.create(game, 4, "Ann", {}, {2: "easy", 3: "easy"})
        deadline = time.monotonic() + 20
        while not ann.room:
            assert time.monotonic() < deadline
            ann.poll()
            time.sleep(0.02)
        ben.join(ann.room, "Ben")
        mine, _his = channels(ann, ben)
        scene = TableScene(app, None, channel=mine, hosting=server)
        app.push(scene)
        ben.leave()
        deadline = time.monotonic() + 20
        while mine.away != {1: False}:
            assert time.monotonic() < deadline, "Ben's seat never showed as away"
            app.run_frames(1, dt=0.1)
        assert scene.controller.who_plays(1) == "away" and scene.controller.who_plays(0) == "player"
        mine.sit_in(1, True)
        while mine.away != {1: True}:
            assert time.monotonic() < deadline, "the server never said a bot plays for Ben"
            app.run_frames(1, dt=0.1)
        while app.top is not scene or scene.held():  # the deal played out (a privacy screen: none here)
            app.run_frames(1, dt=0.1)
        assert any(text.startswith("away") for text in texts_drawn(app, monkeypatch))
    finally:
        ann.leave()
        ben.leave()
        while app.scenes:
            app.pop()
        server.stop()
        app.pg.quit()
