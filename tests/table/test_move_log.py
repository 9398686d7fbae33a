"""The move log: lines from each played event (as the screen's eyes know it), newest first,
scrolling, opened with L or its button."""

import dataclasses

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.games import game_ids, table_for
from table.scenes import table_scene
from table.scenes.move_log import MoveLogScene
from table.scenes.table_scene import TableScene

from .helpers import wait_for_turn


def test_every_event_played_reaches_the_log_and_l_opens_it(app, monkeypatch):
    seen = []

    def fake_log_line(event, names):
        seen.append(event)
        if type(event).__name__ == "WindowOpened":
            return None  # an event a game's log leaves silent makes no line
        return f"{type(event).__name__} at a table of {len(names)}"

    real = table_scene.table_for

    def with_log(game_id):
        return dataclasses.replace(real(game_id), log_line=fake_log_line)

    monkeypatch.setattr(table_scene, "table_for", with_log)
    seats = [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in (1, 2, 3)]
    scene = TableScene(app, Session(get_game("secret-santa"), seats, {}, 4))
    app.push(scene)
    assert wait_for_turn(app, scene.controller, limit=3000)
    lines = [f"{type(e).__name__} at a table of 4" for e in seen if type(e).__name__ != "WindowOpened"]
    assert len(lines) < len(seen)  # some silent events came up, and left no line
    assert [str(line) for line in scene.log] == lines
    assert all(e.for_seat(0) == e for e in seen)  # already redacted for the person on screen
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    log = app.top
    assert isinstance(log, MoveLogScene)
    assert log.lines[0] == scene.log[-1]  # newest first
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.top is scene


def test_a_long_log_scrolls_to_its_first_move(app):
    lines = [f"Move number {i} with quite a few words in it to wrap" for i in range(1, 121)]
    log = MoveLogScene(app, lines)
    app.push(log)
    app.run_frames(1)
    first_rows = log.rows[:log.visible()]
    assert first_rows[0].startswith("120.")
    for _ in range(40):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    assert any(r.startswith("1.\t") for r in log.rows[log.scroll:log.scroll + log.visible()])


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_table_writes_its_own_move_log(game_id):
    """Each registered game's log tells a real game: in its first 150 moves, lines for at least
    three kinds of event (many moves are silent: a secret choice, a window nobody answers), and
    lines are words, not placeholders."""
    game = get_game(game_id)
    session = Session(game, [SeatPlan(f"Bot {i}", "easy") for i in range(game.default_players)], {}, 8)
    log_line = table_for(game_id).log_line
    names = tuple(p.name for p in session.seats)
    told: dict[str, int] = {}
    for _ in range(150):
        if session.state.is_over():
            break
        seat = session.next_bot_seat()
        for event in session.apply(seat, session.decide(seat)):
            line = log_line(event, names)
            assert line is None or (isinstance(line, str) and line and "{" not in line), line
            if line:
                told[event.kind] = told.get(event.kind, 0) + 1
    assert len(told) >= 3 and sum(told.values()) >= 10, f"{game_id}'s log told only {told}"
