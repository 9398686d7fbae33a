"""The companion lobby's short codes (issue 36): under each phone seat's QR code, the address
to type and its four letters; with two phones or more to come, C shows one code for them all
instead (a phone opens it and taps its seat's name). At every size each code is big enough to
scan (3 pixels a module), and no code, word or button covers another; a seat's short code ends
once its phone has come."""

from __future__ import annotations

import json

import pygame
import pytest
from websockets.sync.client import connect

from table.app import App
from table.config import Settings
from table.scenes.online import LobbyScene
from table.scenes.setup import SetupScene
from table.ui import widgets
from table.ui.qr import QUIET, modules
from tests.registry import table_games

from .helpers import seat_count
from .helpers import until as _until
from .test_qr import read_back


def _lobby(app, phones: int) -> LobbyScene:
    """New game, That's Not a Hat for ``phones`` + 1: Ann here, the others phones."""
    setup = SetupScene(app, "not-a-hat")
    app.push(setup)
    seat_count(setup, phones + 1)
    for seat in range(1, phones + 1):
        setup._toggle_kind(seat)  # Bot -> Phone
    setup.start.on_click()
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.companion
    lobby.local = "192.168.100.200"  # (the longest address a home network gives)
    _until(app, lambda: lobby.online.room and len(lobby.online.phone_tokens) == phones and lobby.online.seats())
    return lobby


def _check_layout(app, lobby, size) -> None:
    widgets.OVERFLOWS.clear()
    app.run_frames(1)
    rects = [rect for _link, rect in lobby.placed]
    _box, column, _area = lobby._areas(size, 0)
    for i, (link, rect) in enumerate(lobby.placed):
        assert read_back(app.screen.subsurface(rect).copy()) == modules(link)
        assert rect.width / (len(modules(link)) + 2 * QUIET) >= 3, (size, rect)
        assert app.screen.get_rect().contains(rect)
        assert not rect.colliderect(column), (size, rect, column)
        for button in lobby.buttons:
            assert not rect.colliderect(button.rect), (size, rect, button.label)
        assert not any(rect.colliderect(other) for other in rects[i + 1:])
    assert not widgets.OVERFLOWS, widgets.OVERFLOWS  # every word fits where it is drawn


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_each_phone_seats_short_address_or_one_code_for_all_fit_at_every_size(size, monkeypatch):
    import table.scenes.phone_cards as phone_cards

    app = App(Settings(speed="instant"), None, size=size)
    lobby = _lobby(app, 3)
    try:
        codes, room = lobby.hosting.codes, lobby.online.room
        drawn = []
        original = phone_cards.draw_text
        monkeypatch.setattr(phone_cards, "draw_text", lambda surface, content, *a, **k: (
            drawn.append(content), original(surface, content, *a, **k))[1])
        _check_layout(app, lobby, size)
        assert len(lobby.placed) == 3 and lobby.split in lobby.buttons and not lobby.together
        seat_codes = [codes.code_of(room, seat) for seat in (1, 2, 3)]
        assert all(len(code) == 4 for code in seat_codes) and len(set(seat_codes)) == 3
        typed = lobby.hosting.short_link("192.168.100.200", "")
        said = " ".join(drawn)  # under each code what to type (or, in a small window, in its heading)
        assert all(code in drawn or f"scan, or type {code}" in said for code in seat_codes), said
        assert typed in drawn or typed in lobby._typing_tip()
        lobby.app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
        _check_layout(app, lobby, size)
        (link, _rect), = lobby.placed
        assert link == lobby.hosting.short_link("192.168.100.200", codes.room(room))
        assert "tap that seat's name" in lobby._status()
    finally:
        lobby.shutdown()
        app.pg.quit()


def test_many_phones_at_the_smallest_window_get_one_code_for_all_by_themselves(app_small, monkeypatch):
    """Seven phones at 1024x600: a code for each seat would be too small to scan, so the lobby
    shows one code for them all at first; C still shows each seat's (its four letters under it,
    and the column says where to type them)."""
    import table.scenes.phone_cards as phone_cards

    lobby = _lobby(app_small, 7)
    try:
        _check_layout(app_small, lobby, (1024, 600))
        assert lobby.together and len(lobby.placed) == 1
        assert lobby.split.label == "Show a code for each seat"
        drawn = []
        original = phone_cards.draw_text

        def noting(surface, content, *args, **kwargs):
            drawn.append(content)
            return original(surface, content, *args, **kwargs)

        monkeypatch.setattr(phone_cards, "draw_text", noting)
        lobby.app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
        app_small.run_frames(1)
        assert not lobby.together and len(lobby.placed) == 7
        for seat in range(1, 8):
            code = lobby.hosting.codes.code_of(lobby.online.room, seat)
            assert code in drawn or f"or type {code}" in " ".join(drawn), (seat, code)
        assert "http://192.168.100.200:" in lobby._typing_tip()
    finally:
        lobby.shutdown()


@pytest.fixture
def app_small():
    application = App(Settings(speed="instant"), None, size=(1024, 600))
    yield application
    application.pg.quit()


def test_a_seats_short_code_ends_once_its_phone_has_come(app):
    lobby = _lobby(app, 2)
    online, hosting = lobby.online, lobby.hosting
    try:
        first = hosting.codes.code_of(online.room, 1)
        with connect(f"ws://127.0.0.1:{hosting.plain_port}/") as phone:
            phone.send(json.dumps({"type": "hello", "room": online.room, "token": online.phone_tokens[1], "since": 0}))
            _until(app, lambda: 1 in online.phones_in)
            app.run_frames(2)
            assert hosting.codes.code_of(online.room, 1) == ""
            assert hosting.codes.look_up(first, "192.168.1.30") == (410, {"error": "used"})
            assert lobby.split not in lobby.buttons  # one phone left to come: its own code
            assert len(lobby.placed) == 1
    finally:
        lobby.shutdown()


def test_at_the_table_a_phone_not_yet_come_keeps_its_short_code_and_one_that_came_and_left_does_not(
        app, monkeypatch):
    import table.scenes.phone_cards as phone_cards
    from table.scenes.table_scene import TableScene

    lobby = _lobby(app, 2)
    online, hosting = lobby.online, lobby.hosting
    drawn: list[str] = []
    original = phone_cards.draw_text
    monkeypatch.setattr(phone_cards, "draw_text", lambda surface, content, *a, **k: (
        drawn.append(content), original(surface, content, *a, **k))[1])
    try:
        codes = {seat: hosting.codes.code_of(online.room, seat) for seat in (1, 2)}
        lobby.start.on_click()  # the host deals without waiting for the phones
        _until(app, lambda: isinstance(app.top, TableScene))
        table = app.top
        with connect(f"ws://127.0.0.1:{hosting.plain_port}/") as phone:
            phone.send(json.dumps({"type": "hello", "room": online.room, "token": online.phone_tokens[2], "since": 0}))
            _until(app, lambda: 2 in table.channel.connected)
            app.run_frames(2)
        _until(app, lambda: 2 not in table.channel.connected)  # Cy's phone came, then went to sleep
        drawn.clear()
        app.run_frames(2)
        assert [link for link, _rect in table.phone_codes.placed] == [
            hosting.browser_link(lobby.local, online.room, online.phone_tokens[seat]) for seat in (1, 2)]
        assert codes[1] in " ".join(drawn) and codes[2] not in " ".join(drawn)  # Bea's code still; Cy's ended
        assert hosting.short_link(lobby.local, "") in drawn  # ... and where to type it
        assert hosting.codes.look_up(codes[2], "192.168.1.30") == (410, {"error": "used"})
    finally:
        hosting.stop()


@pytest.mark.parametrize("game_id", table_games())
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_at_a_crowded_table_an_away_phones_code_covers_no_players_name(game_id, size):
    """Low on the left, where the code goes, eight players' tables (six for The Spirit of
    Giving) have plates: the code moves along to where it covers none (it hid two names)."""
    from engine.games import get_game
    from engine.session import SeatPlan, Session
    from table.scenes.phone_cards import TableCodes, clear_of
    from table.scenes.table_scene import TableScene

    game = get_game(game_id)
    players = game.max_players
    app = App(Settings(speed="instant"), None, size=size)
    try:
        session = Session(game, [SeatPlan(f"Bot {i}", "easy") for i in range(players)], {}, 1)
        table = TableScene(app, session, demo=True)
        app.push(table)
        table.phone_codes = TableCodes({1: "http://192.168.1.20:8766/#room=K7PQRX&seat=T"}, None, "K7PQRX", "")
        app.run_frames(2)
        plates = [table.controller.plate(seat) for seat in range(players)]
        [(_link, code)] = table.phone_codes.placed
        assert not any(code.colliderect(plate) for plate in plates), (code, plates)
        assert pygame.Rect((0, 0), size).contains(code)
    finally:
        app.pg.quit()
    # where nothing is in the way the code stays low on the left, as it was
    area = pygame.Rect(12, 300, 200, 200)
    assert clear_of(area, [pygame.Rect(600, 0, 50, 50)], 1024, 1.0) == area
    moved = clear_of(area, [pygame.Rect(0, 350, 300, 60)], 1024, 1.0)
    assert not moved.colliderect(pygame.Rect(0, 350, 300, 60)) and moved.bottom == area.bottom
