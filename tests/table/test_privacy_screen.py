"""The hot-seat privacy screen answers a person who takes the screen, never a key still being
pressed for the screen before it (a review pressed Space every 0.3 s to hurry the bots, and the
screen passed itself before its owner sat down, showing her choice to everyone)."""

import pygame

from table.scene import Scene
from table.scenes.privacy import STILL_SECONDS, PrivacyScene

from .helpers import click, key, take_the_screen


def _screen(app):
    ready = []
    if not app.scenes:
        app.push(Scene(app))  # the table it hides
    app.push(PrivacyScene(app, "Sam", "It's your turn.", lambda: ready.append(True)))
    return ready


def test_keys_and_clicks_pressed_again_and_again_never_pass_it(app):
    ready = _screen(app)
    button = app.top.buttons[0].rect.center
    for i in range(int(STILL_SECONDS * 60) * 4):  # four times as long as it waits
        if i % 18 == 0:  # every 0.3 s, as the review did
            key((pygame.K_SPACE, pygame.K_RETURN)[i % 2])
            click(button)
        app.run_frames(1)
    assert not ready and isinstance(app.top, PrivacyScene) and not app.top.buttons[0].enabled


def test_once_the_hands_rest_enter_or_a_click_passes_it(app):
    ready = _screen(app)
    assert app.top.animating()  # its button lights up by itself
    take_the_screen(app)
    app.run_frames(1)
    assert ready == [True] and not isinstance(app.top, PrivacyScene)
    ready = _screen(app)
    app.run_frames(int(STILL_SECONDS * 60) + 1)
    assert app.top.buttons[0].enabled and not app.top.animating()
    click(app.top.buttons[0].rect.center)
    app.run_frames(1)
    assert ready == [True]


def test_esc_opens_the_menu_at_once(app):
    from table.scenes.pause import PauseScene

    _screen(app)
    key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, PauseScene)
