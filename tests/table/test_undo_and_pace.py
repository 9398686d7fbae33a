"""Undo a player can use (the bots wait after your move, as long as the settings say or until
you go on) and Space to hurry the others along."""

import pygame

from engine.core import SeatPlan, Session
from engine.games import get_game
from table.scenes.table_scene import TableScene

from .helpers import wait_for_turn


def _solo(app, game="presents-of-mine", players=5):
    seats = [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in range(1, players)]
    scene = TableScene(app, Session(get_game(game), seats, {}, 4))
    app.push(scene)
    assert wait_for_turn(app, scene.controller)
    return scene


def _key(app, k, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_until_i_go_on_the_bots_wait_for_enter_and_undo_stays_open(app):
    app.settings.undo_wait = -1
    scene = _solo(app)
    assert scene.act(0, scene.channel.legal_actions(0)[2])
    app.run_frames(60 * 20)  # twenty seconds: nobody moves while the move can be taken back
    assert scene.channel.moves == 1 and scene.offering_undo
    _key(app, pygame.K_RETURN)
    assert not scene.offering_undo
    app.run_frames(60 * 5)
    assert scene.channel.moves > 1  # the bots played on


def test_the_wait_from_the_settings_then_the_bots_go_on(app):
    app.settings.undo_wait = 5
    scene = _solo(app)
    assert scene.act(0, scene.channel.legal_actions(0)[2])
    app.run_frames(60 * 4)
    assert scene.channel.moves == 1 and scene.offering_undo
    app.run_frames(60 * 4)
    assert not scene.offering_undo and scene.channel.moves > 1


def test_undo_off_offers_nothing(app):
    app.settings.undo_wait = 0
    scene = _solo(app)
    assert scene.act(0, scene.channel.legal_actions(0)[2])
    assert not scene.offering_undo


def test_space_hurries_the_others_until_it_is_your_turn_again(app):
    seats = [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in (1, 2, 3)]
    scene = TableScene(app, Session(get_game("not-a-hat"), seats, {"first": 1}, 3))
    app.push(scene)
    app.run_frames(2)
    assert not scene.channel.humans_to_act()
    normal = scene.speed
    _key(app, pygame.K_SPACE)
    assert scene.hurry and scene.speed > normal
    assert wait_for_turn(app, scene.controller, limit=3000)
    app.run_frames(30)
    assert not scene.hurry and scene.speed == normal
