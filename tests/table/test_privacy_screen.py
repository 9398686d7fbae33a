"""The hot-seat privacy screen answers a person who takes the screen, never a key still being
pressed for the screen before it (a review pressed Space every 0.3 s to hurry the bots, and the
screen passed itself before its owner sat down, showing her choice to everyone)."""

import pygame

from table.scene import Scene
from table.scenes.privacy import STILL_SECONDS, PrivacyScene

from .helpers import click, key, run_until, take_the_screen


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


def test_space_never_passes_it_and_starts_its_wait_again(app):
    """Space hurries the bots, so whoever taps it is the person before: a review's taps, a
    second apart, passed the next person's screen and showed her hand."""
    ready = _screen(app)
    app.run_frames(int(STILL_SECONDS * 60) + 1)
    assert app.top.armed
    key(pygame.K_SPACE)
    app.run_frames(1)
    assert not ready and isinstance(app.top, PrivacyScene)
    assert not app.top.armed and app.top.waved_off  # and it says why it waits
    take_the_screen(app)
    app.run_frames(1)
    assert ready == [True]


class _Opens(Scene):
    """A table that opens the privacy screen in its next update."""

    def update(self, dt):
        if self.app.top is self:
            _screen(self.app)


def test_time_that_passed_before_it_appeared_never_counts_for_its_wait(app):
    """The main loop catches up to half a second after the app was idle. The screen that
    appeared during that catch-up once took the rest of it and woke after 0.4 s, not 0.8 s."""
    table = _Opens(app)
    app.push(table)
    app.advance(0.5, table)  # the table opens the screen in the first 0.1 s
    assert isinstance(app.top, PrivacyScene) and app.top.still == 0.0
    app.pop()
    app.push(table)
    _screen(app)  # a key the table handled opened it, before the frame's time was run
    app.advance(0.5, table)
    assert app.top.still == 0.0
    app.advance(0.5, app.top)
    assert app.top.still == 0.5


def test_a_key_after_an_idle_spell_restarts_the_whole_wait(app):
    """Idle, the app sleeps until input and then runs the time it slept. That time once came
    after the key it woke for, so Space on a waiting screen restarted only 0.4 s of its wait,
    and Enter 0.6 s later passed it (a second review, in a real window)."""
    _screen(app)
    app.step([], 0.5)
    app.step([], 0.5)
    assert app.top.armed
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
    app.step([space], 0.5)  # woken by the key after half a second of sleep
    assert app.top.still == 0.0
    app.step([], 0.6)
    assert not app.top.armed  # 0.6 s after the key: still waiting


def test_the_jacks_peek_screen_says_whose_hand_it_shows(app):
    """SG-11 at a shared screen: the screen before a peek shows the peeker another's hand; it
    said "I'm H0: show my cards"."""
    from engine.games.spirit_of_giving.moves import Jack

    from .test_spirit_of_giving_keys import _give_jack, _table, _to_discussion

    scene = _table(app, 2)
    ctl, state = _to_discussion(app, scene)
    seat = state.to_act()[0]
    jack = _give_jack(state, seat)
    ctl._forget()
    key(pygame.K_c)  # her own cards first, to play the Jack
    app.run_frames(1)
    assert app.top.buttons[0].label == f"I'm H{seat}: show my cards"
    take_the_screen(app)
    app.run_frames(2)
    target = next(t for t in range(4) if t != seat)
    ctl._do(Jack(jack, target))
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene), limit=600)
    assert app.top.buttons[0].label == f"I'm H{seat}: show me the hand of {scene.channel.names[target]}"
