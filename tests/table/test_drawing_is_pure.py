"""Drawing never changes the table (DESIGN: ``draw`` never changes state): for every registered
game, at moments all through the deal, the bots' moves with cards in flight, and a person's
turn, drawing the controller writes nothing anywhere in it, however deep (its cards, seats,
flyers, bubbles, buttons)."""

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.games import game_ids
from table.scenes.table_scene import TableScene

from .helpers import draw_writes_nothing, run_until


@pytest.fixture
def app():
    app = App(Settings(speed="fast"), None, size=(1024, 640))
    yield app
    pygame.quit()


@pytest.mark.parametrize("game_id", game_ids())
def test_drawing_writes_nothing_at_any_moment(app, game_id):
    game = get_game(game_id)
    bots = [SeatPlan(f"Bot {i}", "easy") for i in range(game.default_players)]
    scene = TableScene(app, Session(game, bots, {}, 6), demo=True)  # bots in every seat: always moving
    app.push(scene)
    moments = 0
    for _ in range(12):  # the deal and the bots' first moves, animations under way
        app.run_frames(9)
        assert draw_writes_nothing(app, scene.controller), f"drawing changed the {game_id} table"
        moments += scene.busy
    assert moments  # some moments were taken with cards moving
    seats = [SeatPlan("You"), *bots[1:]]
    scene = TableScene(app, Session(game, seats, {}, 6))
    app.replace(scene)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0 and not scene.busy, limit=6000)
    assert draw_writes_nothing(app, ctl), f"drawing changed the {game_id} table at a person's turn"
