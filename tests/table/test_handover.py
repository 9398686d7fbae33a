"""Two people at one screen, a public step between them (no privacy screen): a key pressed
twice by the first person never makes the second person's move. A review pressed "Done
talking" twice, 0.25 s apart, and the next person's Discussion was gone; Enter pressed on and
on at the mulligan kept both hands."""

import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.privacy import STILL_SECONDS
from table.scenes.table_scene import TableScene

from .helpers import click, key, run_until

GAME = get_game("spirit-of-giving")


def _hot_seat(app, seed=1):
    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("Gran", "medium"), SeatPlan("Leo", "medium")]
    scene = TableScene(app, Session(GAME, seats, {}, seed))
    app.push(scene)
    return scene


def _moves_of(scene, seat):
    return [a for s, a in scene.session.history if s == seat]


def _double_press(app, scene, first, then):
    """``first`` presses Enter for her move, and again a quarter of a second later."""
    assert run_until(app, lambda: scene.channel.humans_to_act() == (first,) and not scene.busy
                     and not scene.handover.waiting and app.top is scene)
    key(pygame.K_RETURN)
    app.run_frames(1)
    assert scene.channel.humans_to_act() == (then,)  # her move is made: the next person's turn
    app.run_frames(14)
    key(pygame.K_RETURN)  # the first person's hand comes down again
    app.run_frames(1)


def test_a_double_enter_at_the_mulligan_keeps_only_the_presser_s_hand(app):
    # ruling SG-5: the mulligan goes seat by seat, each choosing for her own hand
    scene = _hot_seat(app)
    _double_press(app, scene, 0, 1)
    assert _moves_of(scene, 1) == []  # Ben has not kept his hand: he has not chosen yet
    assert any("Ben's turn" in message for message, _seconds in app.toasts)  # and the table says why
    assert run_until(app, lambda: not scene.handover.waiting, limit=int(STILL_SECONDS * 60) + 2)
    key(pygame.K_RETURN)  # Ben, once the table takes his keys
    app.run_frames(1)
    assert len(_moves_of(scene, 1)) == 1


def test_a_double_done_talking_leaves_the_next_person_her_discussion(app):
    # ruling SG-7: every player in turn has her Discussion
    scene = _hot_seat(app)
    ctl, state = scene.controller, scene.session.state
    assert run_until(app, lambda: state.phase == "discussion" and not scene.busy, limit=40000,
                     each=lambda: not scene.handover.waiting and app.top is scene and not scene.busy
                     and state.phase == "mulligan" and scene.channel.humans_to_act() and key(pygame.K_RETURN))
    assert run_until(app, lambda: scene.channel.humans_to_act() == (0,), limit=20000)
    before = len(_moves_of(scene, 1))
    _double_press(app, scene, 0, 1)
    assert len(_moves_of(scene, 1)) == before and state.phase == "discussion"
    assert ctl.human_turn() == 1


def test_the_next_person_s_keyboard_ring_starts_afresh(app):
    """The ring left on "Show my cards" by the person before made Enter open her privacy
    screen, where the button that said Enter was "No Naughty card"."""
    scene = _hot_seat(app)
    ctl, ring = scene.controller, scene.controller.focus_ring
    assert run_until(app, lambda: scene.channel.humans_to_act() == (0,) and not scene.busy)
    app.run_frames(1)
    key(pygame.K_TAB)
    key(pygame.K_TAB)  # Ann moves her ring to her second card...
    app.run_frames(1)
    assert ring.visible and ring.focus is not None
    click(next(b for b in ctl.buttons if b.key == pygame.K_RETURN).rect.center)  # ...and keeps her hand
    app.run_frames(2)
    assert scene.channel.humans_to_act() == (1,)
    assert not ring.visible  # Ben's Enter does what his button says
