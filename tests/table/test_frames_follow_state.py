"""The screen never lags behind the game (issue 32, "looks frozen"): the real main loop's pass
(``App.frame``), with or without input, leaves on screen exactly the picture of the state the
pass left; a bot's move, the end of an animation, a countdown or a click shows in the frame
that follows it, without waiting for the mouse to move. Checked for every registered game."""

from __future__ import annotations

import time

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.games import game_ids
from table.scenes.table_scene import TableScene

SIZE = (1024, 640)


def _fresh(app: App) -> bytes:
    """The whole picture of the app as it is now, painted afresh on a new surface."""
    surface = pygame.Surface(app.screen.get_size())
    app._draw_scenes(surface)
    return pygame.image.tobytes(surface, "RGB")


def _on_screen(app: App) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def _pass(app: App, events: list, elapsed: float, where: str) -> None:
    """One pass of the real loop, then the check: the screen is the picture of the state now.
    When the loop is about to sleep (nothing moving), that includes everything the scene derives
    from its state (what one more update with no time passing would bring up to date)."""
    app.frame(events, elapsed)
    if not app.animating():
        app.update(0.0)
    assert _on_screen(app) == _fresh(app), f"the screen lags behind the game {where}"


def _idle_until(app: App, done, where: str, limit: float = 120.0) -> None:
    """Passes as the real loop makes them: at the display's rate while something moves, then
    wake-ups with no input every half second, as when nobody touches the mouse."""
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, f"waited in vain {where}"
        moving = app.animating()
        _pass(app, [], 1 / 60 if moving else 0.5, where)
        if not moving:
            time.sleep(0.002)  # a bot thinking on its thread


def _click(pos) -> list:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)]


@pytest.fixture
def app():
    app = App(Settings(speed="fast"), None, size=SIZE)
    yield app
    pygame.quit()


@pytest.mark.parametrize("game_id", game_ids())
def test_what_a_bot_move_or_a_click_changes_shows_in_the_next_frame_without_input(app, game_id):
    game = get_game(game_id)
    players = game.default_players
    seats = [SeatPlan("You", None)] + [SeatPlan(f"Bot {i}", "easy") for i in range(1, players)]
    scene = TableScene(app, Session(game, seats, {}, 5))
    app.push(scene)

    def your_turn() -> bool:
        return bool(scene.channel.humans_to_act()) and not app.animating() and not scene.busy

    _idle_until(app, your_turn, "while the deal and the bots play")
    for _ in range(3):  # the wake-ups that follow, nobody touching anything
        _pass(app, [], 0.5, "at your turn")
    # clicks across the hand's row and the table: each one's effect (a card lifted, a button's
    # words, a move) shows in the frame drawn after it, and so do the wake-ups after that
    width, height = SIZE
    for fx, fy in [(x / 10, y) for y in (0.86, 0.8, 0.5) for x in range(2, 9)]:
        if app.top is not scene:
            break  # a click opened another screen: that is drawn too (checked in the pass)
        pos = (int(width * fx), int(height * fy))
        _pass(app, _click(pos), 0.0, f"after a click at {pos}")
        _pass(app, [], 0.5, f"on the wake-up after a click at {pos}")
