"""The Presents of Mine table, headless: picking, passing with a swap, Yoink, the scoring
breakdown, hot-seat privacy for the secret choices, and the demo."""


import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.privacy import PrivacyScene
from table.scenes.table_scene import TableScene

from .helpers import click, draw_writes_nothing, key, run_until

GAME = get_game("presents-of-mine")


def _table(app, humans, players=6, seed=3):
    seats = [SeatPlan(f"H{i}") for i in range(humans)] + [SeatPlan(f"B{i}", "medium") for i in range(players - humans)]
    scene = TableScene(app, Session(GAME, seats, {}, seed))
    app.push(scene)
    return scene


def _own_tiles(ctl, seat):
    return [(r, place) for r, owner, place in ctl.tile_rects if owner == seat]


def test_pick_pass_swap_and_yoink_by_clicking(app):
    # ruling PM-3, PM-6, PM-8, PM-10
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0)
    app.run_frames(1)
    for r, _, _ in [t for t in ctl.tile_rects if t[1] == -1][:5]:
        click(r.center)
        app.run_frames(1)
    assert len(ctl.picks) == 5
    key(pygame.K_RETURN)
    app.run_frames(1)
    assert scene.session.history[0] == (0, ["pick", "ABCDE"])
    for round_no in (1, 2):
        assert run_until(app, lambda r=round_no: ctl.human_turn() == 0 and state.round_no == r)
        app.run_frames(1)
        tiles = _own_tiles(ctl, 0)
        for r, _ in (tiles[4], tiles[0], tiles[2]):
            click(r.center)
            app.run_frames(1)
        assert ctl.slots == [4, 0, 2]
        if round_no == 2:
            click(tiles[5][0].center)  # a kept present, to swap
            app.run_frames(1)
            assert ctl.drop == 5
            next(b for b in ctl.buttons if b.label.startswith("Limiting")).on_click()
        key(pygame.K_RETURN)
        app.run_frames(1)
        expected = ["give", [4, 0, 2], 5, "L"] if round_no == 2 else ["give", [4, 0, 2], -1, ""]
        assert [a for s, a in scene.session.history if s == 0][-1] == expected
    while state.round_no < 4:
        assert run_until(app, lambda: ctl.human_turn() == 0)
        app.run_frames(1)
        if state.round_no == 3:
            tiles = _own_tiles(ctl, 0)
            for r, _ in tiles[:3]:
                click(r.center)
                app.run_frames(1)
            click(tiles[3][0].center)
            app.run_frames(1)
            next(b for b in ctl.buttons if b.label.startswith("Nebulizer")).on_click()
            key(pygame.K_RETURN)
            app.run_frames(1)
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "yoink")
    app.run_frames(1)
    for d in (1, 2, 3):
        victim = state.below(0, -d)
        r = next(r for r, owner, place in ctl.tile_rects if owner == victim and place == 1)
        click(r.center)
        app.run_frames(1)
    assert ctl.wants == [1, 1, 1]
    key(pygame.K_RETURN)
    app.run_frames(1)
    assert [a for s, a in scene.session.history if s == 0][-1] == ["yoink", [1, 1, 1]]


def test_the_breakdown_opens_after_a_scoring_and_reopens_with_b(app):
    # ruling PM-4, PM-12
    scene = _table(app, 0, seed=5)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.breakdown is not None)
    assert ctl.show_breakdown
    ctl.show_breakdown = 0.0
    key(pygame.K_b)
    app.run_frames(1)
    assert ctl.show_breakdown and ctl.breakdown.lines[0]


def test_hot_seat_choices_are_made_behind_the_privacy_screen(app):
    # ruling G-5
    scene = _table(app, 2)
    ctl = scene.controller
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
    assert ctl.human_turn() is None and ctl.hand_seat is None
    app.top._ready()
    app.run_frames(1)
    assert ctl.human_turn() == 0
    ctl.picks = set("FGHIJ")
    ctl._commit()
    assert ctl.hand_seat is None and scene.session.history[-1] == (0, ["pick", "FGHIJ"])


def test_a_present_can_be_sent_to_a_chosen_player_below(app):
    # ruling PM-6
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0)
    ctl.picks = set("ABCDE")
    ctl._commit()
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.round_no == 1)
    app.run_frames(1)
    tiles = _own_tiles(ctl, 0)
    click(tiles[3][0].center)  # first click: it would go 1 below
    app.run_frames(1)
    click(ctl.slot_rects[2].center)  # ... but it goes to the player 3 below
    app.run_frames(1)
    assert ctl.slots == [None, None, 3]


def test_a_table_waiting_for_a_person_holds_still(app):
    # calm CPU: nothing moves by itself while the one human chooses
    scene = _table(app, 1)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0 and not scene.animating())
    assert not ctl.animating()
    ctl.stale_marks = {1: 1}  # PM-5: a staleness change floats up for a moment
    assert ctl.animating()
    app.run_frames(200)
    assert ctl.stale_marks == {} and not ctl.animating()


def test_drawing_changes_nothing(app):
    scene = _table(app, 1)
    ctl = scene.controller

    def unchanged_by_drawing() -> bool:
        app.run_frames(1)
        return draw_writes_nothing(app, ctl)  # the controller, every tile and flyer in it included

    assert run_until(app, lambda: ctl.human_turn() == 0)
    assert unchanged_by_drawing()
    ctl.picks = set("ABCDE")
    ctl._commit()
    assert run_until(app, lambda: ctl.breakdown is not None)
    assert unchanged_by_drawing()
    assert run_until(app, lambda: ctl.human_turn() == 0 and scene.session.state.round_no == 1)
    assert unchanged_by_drawing()


def test_scores_now_come_from_the_view(app):
    # ruling PM-4, PM-12: a scoring of what is held now, computed by the engine
    scene = _table(app, 1)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    ctl.picks = set("ABCDE")
    ctl._commit()
    assert run_until(app, lambda: ctl.human_turn() == 0 and scene.session.state.round_no == 1)
    view = scene.channel.view(0)
    points = {}
    for pid, _why, pts in view.now[0]:
        if pid >= 0:
            points[pid] = points.get(pid, 0) + pts
    assert ctl.preview == points and set(points) == {pid for pid, *_ in view.hands[0]}


def test_passing_waits_for_the_swap_in_bomb_squad(app):
    # ruling PM-8: the engine refuses a pass without the swap, so the button stays off
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0)
    ctl.picks = set("ABCDE")
    ctl._commit()
    while state.round_no < 2:
        assert run_until(app, lambda: ctl.human_turn() == 0)
        ctl.slots = [0, 1, 2]
        ctl._commit()
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.round_no == 2)
    assert ctl.takes == ("K", "L")
    ctl.slots = [0, 1, 2]
    app.run_frames(1)
    go = next(b for b in ctl.buttons if b.label == "Pass them")
    assert not go.enabled
    ctl.drop, ctl.take = 4, "K"
    app.run_frames(1)
    assert next(b for b in ctl.buttons if b.label == "Pass them").enabled
