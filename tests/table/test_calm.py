"""The app draws only when something changes or moves: an idle menu, or a table waiting for a
person's move, draws (almost) nothing, while animations still run at the display's rate."""

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.games import game_ids
from table.scenes.menu import MenuScene
from table.scenes.table_scene import TableScene

from .helpers import frames_drawn, frames_painted


@pytest.fixture
def app():
    app = App(Settings(speed="fast"), None, size=(1024, 700))
    yield app
    pygame.quit()


def test_an_idle_menu_draws_a_frame_or_two_and_then_sleeps(app, monkeypatch):
    app.push(MenuScene(app))
    assert frames_painted(app, 1.5, monkeypatch) <= 3  # the old loop drew about 90


def test_input_at_the_menu_is_drawn(app, monkeypatch):
    app.push(MenuScene(app))
    for ms in (300, 600, 900):
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(ms // 3, 200), rel=(1, 1), buttons=(0, 0, 0))
        pygame.time.set_timer(motion, ms, loops=1)
    assert 3 <= frames_drawn(app, 1.2, monkeypatch) <= 8


def test_a_table_animates_while_bots_play_then_rests_when_a_person_must_act(app, monkeypatch):
    seats = [SeatPlan("You", None)] + [SeatPlan(f"Bot {i}", "easy") for i in (1, 2, 3)]
    app.push(TableScene(app, Session(get_game("not-a-hat"), seats, {"first": 1}, 3)))
    busy = frames_drawn(app, 1.0, monkeypatch)
    assert busy >= 30  # the deal and the bots' moves run at the display's rate
    app.running = True
    app.run_frames(600)  # let every animation finish: the table now waits for You
    assert app.top.channel.humans_to_act() and not app.animating()
    assert frames_painted(app, 1.5, monkeypatch) <= 3


@pytest.mark.parametrize("game_id", game_ids())
def test_a_table_waiting_for_a_person_paints_nothing(app, monkeypatch, game_id):
    """Every game's table at rest holds still: nothing on it moves with the clock while a person
    thinks (a pulse, a dot), so the wake-ups of the idle loop paint nothing at all."""
    game = get_game(game_id)
    seats = [SeatPlan("You", None)] + [SeatPlan(f"Bot {i}", "easy") for i in range(1, game.default_players)]
    app.push(TableScene(app, Session(game, seats, {}, 4)))
    app.run_frames(1200)
    assert app.top.channel.humans_to_act() and not app.animating()
    app.run_frames(1)  # the picture at rest
    assert frames_painted(app, 1.6, monkeypatch) == 0
