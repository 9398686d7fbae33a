"""What the Presents of Mine table shows where: the swap choices clear of every plate, the
larger Yoink tiles inside the window, the board's heading after the pregame, and the final
table held still behind the results."""

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.results import ResultsScene
from table.scenes.table_scene import TableScene

from .helpers import run_until, window

GAME = get_game("presents-of-mine")


def _table(app, players, humans=1, seed=3):
    seats = [SeatPlan(f"H{i}") for i in range(humans)] + [SeatPlan(f"B{i}", "medium") for i in range(players - humans)]
    scene = TableScene(app, Session(GAME, seats, {}, seed))
    app.push(scene)
    return scene


def _play_to(app, scene, phase, round_no):
    """Make the human's choices directly until she must choose in ``round_no``."""
    ctl, state = scene.controller, scene.session.state
    while True:
        assert run_until(app, lambda: ctl.human_turn() == 0)
        app.run_frames(1)
        if state.round_no == round_no and state.phase == phase:
            return ctl
        if state.phase == "pick":
            ctl.picks = set("ABCDE")
        else:
            ctl.slots, ctl.drop = [0, 1, 2], (4 if ctl.takes else None)
            ctl.take = ctl.takes[0] if ctl.takes else ""
        ctl._commit()


@pytest.mark.parametrize(("players", "size"), [(8, (1920, 1080)), (4, (1024, 600)), (8, (1024, 600))])
def test_the_swap_choices_cover_no_plate_and_no_present(app, players, size):
    # ruling PM-8
    window(app, size)
    scene = _table(app, players)
    ctl = _play_to(app, scene, "pass", 2)
    ctl.slots, ctl.drop = [0, 1, 2], 4
    app.run_frames(1)
    swaps = [b.rect for b in ctl.buttons if b.hint in ("K", "L")]
    assert len(swaps) == 2
    taken = [ctl.plate(seat) for seat in range(players)] + [r for r, _o, _p in ctl.tile_rects]
    taken += [r.inflate(0, 8) for r in ctl.own_tiles]  # the "swap" tag and "to 1 below" lie on them
    for rect in swaps:
        assert rect.collidelist(taken) == -1, rect
        assert pygame.Rect((0, 0), size).contains(rect)


@pytest.mark.parametrize(("players", "size"), [(8, (1920, 1080)), (4, (1024, 600)), (8, (1280, 800))])
def test_the_larger_yoink_tiles_stay_inside_the_window(app, players, size):
    # ruling PM-10
    window(app, size)
    scene = _table(app, players)
    ctl = _play_to(app, scene, "yoink", 4)
    screen = pygame.Rect((0, 0), size)
    for rects in ctl.seat_tiles.values():
        for r in rects:
            assert screen.contains(r), r


def test_the_board_after_the_pregame_is_headed_so(app):
    # ruling PM-4: the pregame scoring before round 1
    scene = _table(app, 6)
    ctl = _play_to(app, scene, "pass", 1)
    assert ctl._board_title(ctl._view) == "Scores after the pregame"
    ctl = _play_to(app, scene, "pass", 2)
    assert ctl._board_title(ctl._view) == "Scores \u00b7 Bomb Squad"


def test_the_final_table_behind_the_results_is_at_rest(app):
    # ruling PM-5: staleness after the last scoring changes nothing
    scene = _table(app, 4, humans=0)
    ctl = scene.controller
    assert run_until(app, lambda: isinstance(app.top, ResultsScene))
    assert ctl.stale_marks == {}
    lines = len(ctl.breakdown.lines[0])
    assert ctl._lines_shown(lines, ctl._view) == lines


@pytest.mark.parametrize("humans_first", [True, False])
def test_hot_seat_the_picks_are_revealed_to_everyone_before_round_1(app, humans_first):
    # ruling PM-3: the picks are revealed, publicly, before the first scoring
    from table.scenes.privacy import PrivacyScene

    app.settings.speed = "normal"
    humans = [SeatPlan("H0"), SeatPlan("H1")]
    bots = [SeatPlan(f"B{i}", "medium") for i in range(2)]
    scene = TableScene(app, Session(GAME, humans + bots if humans_first else bots + humans, {}, 3))
    app.push(scene)
    ctl = scene.controller
    for _ in range(2):
        assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
        app.top._ready()
        app.run_frames(1)
        ctl.picks = set("FGHIJ")
        ctl._commit()
    seen = []
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene),
                     each=lambda: seen.append(app.top is scene and ctl.banner and ctl.banner[0]))
    assert seen.count("Pregame picks revealed") > 60  # a second and more, on the open table
