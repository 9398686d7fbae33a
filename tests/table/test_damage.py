"""Painting only what changed (table/ui/canvas.py): the frames are exact, and still frames
cost nothing."""

import pygame
import pytest

from table.ui import pen
from table.ui.canvas import MAX_BOXES, Canvas, Damage, changed, merge
from tests.registry import crowded, seated, table_games

BOUNDS = pygame.Rect(0, 0, 400, 300)


def record(draw) -> list:
    canvas = Canvas(pygame.Surface(BOUNDS.size))
    draw(canvas)
    return canvas.ops


def covers(boxes, rect) -> bool:
    return any(b.contains(rect) for b in boxes)


def test_the_same_calls_change_nothing():
    def frame(c):
        c.fill((0, 80, 0))
        pen.rect(c, (255, 0, 0), pygame.Rect(10, 10, 50, 40))
    assert changed(record(frame), record(frame), BOUNDS) == []


def test_a_moved_shape_damages_where_it_was_and_where_it_is():
    before = record(lambda c: (c.fill((0, 80, 0)), pen.rect(c, (255, 0, 0), (10, 10, 50, 40))))
    after = record(lambda c: (c.fill((0, 80, 0)), pen.rect(c, (255, 0, 0), (200, 100, 50, 40))))
    boxes = changed(before, after, BOUNDS)
    assert covers(boxes, pygame.Rect(10, 10, 50, 40)) and covers(boxes, pygame.Rect(200, 100, 50, 40))
    assert sum(b.width * b.height for b in boxes) < BOUNDS.width * BOUNDS.height / 4


def test_two_overlapping_calls_that_swap_order_damage_their_overlap():
    red = pygame.Surface((60, 60))
    red.fill((255, 0, 0))
    blue = pygame.Surface((60, 60))
    blue.fill((0, 0, 255))
    before = record(lambda c: (c.blit(red, (10, 10)), c.blit(blue, (40, 40))))
    after = record(lambda c: (c.blit(blue, (40, 40)), c.blit(red, (10, 10))))
    assert covers(changed(before, after, BOUNDS), pygame.Rect(40, 40, 30, 30))


def test_a_blit_remembers_the_alpha_it_was_made_with():
    img = pygame.Surface((20, 20))
    img.set_alpha(255)
    before = record(lambda c: c.blit(img, (5, 5)))
    img.set_alpha(100)
    after = record(lambda c: c.blit(img, (5, 5)))
    assert covers(changed(before, after, BOUNDS), pygame.Rect(5, 5, 20, 20))


def test_many_damaged_places_are_joined_into_few_boxes_covering_them_all():
    rects = [pygame.Rect(x * 13 % 390, x * 29 % 290, 6, 6) for x in range(80)]
    boxes = merge(rects, BOUNDS)
    assert len(boxes) <= MAX_BOXES
    assert all(covers(boxes, r) for r in rects)


def test_a_still_frame_paints_nothing_and_a_changed_one_only_its_place():
    screen = pygame.Surface(BOUNDS.size)
    damage = Damage(check=True)
    spot = [20]

    def frame(c):
        c.fill((0, 80, 0))
        pen.circle(c, (250, 250, 250), (spot[0], 50), 10)

    assert damage.paint(screen, frame) == [BOUNDS]
    assert damage.paint(screen, frame) == []
    spot[0] = 30
    boxes = damage.paint(screen, frame)
    assert boxes and covers(boxes, pygame.Rect(8, 38, 34, 24)) and not covers(boxes, pygame.Rect(100, 100, 5, 5))
    assert screen.get_at((30, 50))[:3] == (250, 250, 250) and screen.get_at((12, 50))[:3] == (0, 80, 0)


def test_the_canvas_refuses_what_it_cannot_record():
    with pytest.raises(AttributeError, match="get_at"):
        Canvas(pygame.Surface((10, 10))).get_at((0, 0))


@pytest.mark.parametrize("game_id,players", seated(table_games(), crowded))
def test_every_frame_of_a_demo_equals_a_whole_repaint(game_id, players):
    """Each frame painted where it changed is compared with the same frame painted whole
    (Damage.check raises on the first difference), through a game's cards flying, bubbles,
    banners, the pause menu over the table and the window changing size."""
    from engine.games import get_game
    from engine.session import SeatPlan, Session
    from table.app import App
    from table.config import Settings
    from table.games import table_for
    from table.scenes.pause import PauseScene
    from table.scenes.table_scene import TableScene

    game = get_game(game_id)
    seats = [SeatPlan(f"Bot {i}", "medium") for i in range(players)]
    session = Session(game, seats, table_for(game_id).demo_settings(players), 5)
    app = App(Settings(speed="fast"), None, size=(800, 500))
    try:
        app.damage.check = True
        scene = TableScene(app, session, demo=True)
        app.push(scene)
        app.run_frames(500)
        painted = []
        real = app.damage.paint
        app.damage.paint = lambda screen, draw: painted.append(real(screen, draw)) or painted[-1]
        app.run_frames(200)
        assert any(b and b != [app.screen.get_rect()] for b in painted)  # partial frames happened
        assert sum(1 for b in painted if not b) > 0 or game_id == "presents-of-mine"  # and still ones
        app.push(PauseScene(app, scene))
        app.run_frames(30)
        app.set_window_size((900, 560))
        app.run_frames(30)
        app.pop()
        app.run_frames(100)
    finally:
        app.pg.quit()
