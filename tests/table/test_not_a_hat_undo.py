"""That's Not a Hat and taking a move back: a give or a thank-you may be taken back, a refusal never
(it turns the card over for everyone), and the table says so rather than staying silent."""

import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.table_scene import TableScene
from tests.table.helpers import key, run_until

NOT_UNDONE = "A refusal shows the card to everyone, so it cannot be taken back."


def _to_my_answer(app, seats, seed=3):
    session = Session(get_game("not-a-hat"), seats, {"first": 1}, seed)
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller

    def each():
        if scene.offering_undo and not scene.busy:
            key(pygame.K_RETURN)  # go on
        elif ctl.human_turn() is not None and ctl.view().phase == "give" and not pygame.event.peek(pygame.KEYDOWN):
            key(pygame.K_h, unicode="h")  # name the first gift starting with h, and give it
            key(pygame.K_RETURN)

    assert run_until(app, lambda: ctl.human_turn() is not None and ctl.view().phase == "respond"
                     and not scene.offering_undo, limit=40000, each=each)
    return scene


def _toasts(app) -> list[str]:
    return [message for message, _seconds in app.toasts]


def test_a_refusal_says_why_it_cannot_be_taken_back(app):
    app.settings.undo_wait = 5
    scene = _to_my_answer(app, [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in (1, 2, 3)])
    key(pygame.K_r)
    app.run_frames(1)
    assert scene.channel.moves and not scene.offering_undo
    assert NOT_UNDONE in _toasts(app)
    key(pygame.K_z, mod=pygame.KMOD_CTRL)  # and indeed it cannot
    app.run_frames(1)
    assert "Move taken back." not in _toasts(app)


def test_a_thank_you_is_offered_for_undo_and_says_nothing_of_refusals(app):
    app.settings.undo_wait = 5
    scene = _to_my_answer(app, [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in (1, 2, 3)])
    key(pygame.K_a)
    app.run_frames(1)
    assert NOT_UNDONE not in _toasts(app)
    assert run_until(app, lambda: scene.controller.human_turn() == 0, limit=600)
    assert scene.channel.can_undo(0)  # the thank-you may still be taken back


def test_no_word_of_undo_where_nothing_is_ever_taken_back(app):
    app.settings.undo_wait = 0  # undo is off in the settings
    _to_my_answer(app, [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in (1, 2, 3)])
    key(pygame.K_r)
    app.run_frames(1)
    assert NOT_UNDONE not in _toasts(app)


def test_no_word_of_undo_at_a_shared_screen_where_nothing_is_taken_back(app):
    # hot-seat: with two people at the screen no move is ever offered for undo, so none is explained
    app.settings.undo_wait = 5
    scene = _to_my_answer(app, [SeatPlan("You"), SeatPlan("Ann")] + [SeatPlan(f"Bot {i}", "easy") for i in (2, 3)])
    assert not scene.can_offer_undo()
    key(pygame.K_r)
    app.run_frames(1)
    assert NOT_UNDONE not in _toasts(app)
