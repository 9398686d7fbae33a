"""Presents of Mine by keyboard alone: the focus ring over the presents to pick, your own
presents, the players below, the swap choices and the presents of the players above, and a
whole 8-player game played to its results by key presses only. Also the results' reason."""

import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.games import table_for
from table.scenes.results import ResultsScene
from table.scenes.table_scene import TableScene

from .helpers import key, run_until

GAME = get_game("presents-of-mine")


def _table(app, players=8, seed=3):
    seats = [SeatPlan("You")] + [SeatPlan(f"B{i}", "medium") for i in range(players - 1)]
    scene = TableScene(app, Session(GAME, seats, {}, seed))
    app.push(scene)
    return scene


def _press(app, k, mod=0):
    key(k, mod)
    app.run_frames(1)


def _focus_on(app, ctl, target, limit=40):
    """Tab until the gold ring is on ``target`` (the first Tab only shows the ring)."""
    for _ in range(limit):
        if ctl.focus_ring.visible and ctl.focus_ring.focus == target:
            return
        _press(app, pygame.K_TAB)
    raise AssertionError(f"no focus on {target}: {[t.key for t in ctl.focus_ring.targets]}")


def _choose(app, ctl, target):
    _focus_on(app, ctl, target)
    _press(app, pygame.K_SPACE)


def _play_turn_by_keys(app, scene):
    ctl = scene.controller
    state = scene.session.state
    app.run_frames(1)
    if state.phase == "pick":  # ruling PM-3: five different presents
        for letter in "BDFHJ":
            _choose(app, ctl, ("pick", letter))
        assert ctl.picks == set("BDFHJ")
    elif state.phase == "yoink":  # ruling PM-10: one of each of the three above
        for d in (1, 2, 3):
            _choose(app, ctl, ("take", state.below(0, -d), 0))
        assert ctl.wants == [0, 0, 0]
    else:  # ruling PM-6: three to 1, 2 and 3 below, in the order chosen
        for place in (2, 0, 1):
            _choose(app, ctl, ("own", place))
        assert ctl.slots == [2, 0, 1]
        if ctl.takes:  # rulings PM-8, PM-9: swap a kept present
            _choose(app, ctl, ("own", 5))
            assert ctl.drop == 5
            letter = ctl.takes[-1]
            _choose(app, ctl, ("swap", letter))
            assert ctl.take == letter
    moves = scene.channel.moves
    _press(app, pygame.K_RETURN)
    assert scene.channel.moves > moves, "Enter passed the complete choice"


def test_a_whole_8_player_game_by_keyboard_alone(app):
    scene = _table(app)
    ctl = scene.controller
    turns = 0
    while not scene.session.state.is_over():
        assert run_until(app, lambda: ctl.human_turn() == 0 or scene.session.state.is_over())
        if scene.session.state.is_over():
            break
        _play_turn_by_keys(app, scene)
        turns += 1
    assert turns == 6  # the pregame pick and five rounds
    history = [a for s, a in scene.session.history if s == 0]
    assert history[0] == ["pick", "BDFHJ"]
    assert run_until(app, lambda: isinstance(app.top, ResultsScene))


def test_the_slot_rings_and_arrows_move_the_focus(app):
    scene = _table(app)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    _play_turn_by_keys(app, scene)  # the pick
    assert run_until(app, lambda: ctl.human_turn() == 0)
    app.run_frames(1)
    for place in (0, 1, 2):
        _choose(app, ctl, ("own", place))
    _choose(app, ctl, ("own", 1))  # the present chosen last ...
    _choose(app, ctl, ("own", 1))
    _choose(app, ctl, ("below", 2))  # ... goes to the ring chosen: 3 below instead
    assert ctl.slots == [0, 2, 1]
    _focus_on(app, ctl, ("own", 0))
    _press(app, pygame.K_RIGHT)
    assert ctl.focus_ring.focus == ("own", 1)
    if ctl.show_breakdown:
        _press(app, pygame.K_ESCAPE)  # Esc first closes the breakdown ...
    _press(app, pygame.K_ESCAPE)  # ... then clears the half-made choice
    assert ctl.slots == [None, None, None]
    assert app.top is scene


def test_the_results_say_most_points():
    # ruling PM-12
    from engine.core.game import Result

    why = table_for("presents-of-mine").why_won
    assert why(None, Result.from_scores((40, 52, 31), lower_is_better=False, label="points"),
               ("A", "B", "C")) == "highest score: 52 points"
    assert "tied" in why(None, Result.from_scores((52, 52, 31), lower_is_better=False, label="points"),
                         ("A", "B", "C"))
