"""Game controllers and touch: a controller's buttons are the keyboard's keys, a finger is exactly
one click, a long press explains rather than chooses, and a whole game of each of the four games
is played by controller events alone and by touch events alone (issue 37)."""

from __future__ import annotations

import random

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.games import game_ids, table_for
from table.scenes.results import ResultsScene
from table.scenes.table_scene import TableScene
from table.ui import pads
from table.ui.widgets import Button

from .helpers import run_until


def _button(button):
    return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=0)


def _release(button):
    return pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button, instance_id=0)


def _axis(axis, value):
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, axis=axis, value=value, instance_id=0)


def _finger(kind, x, y, finger=1):
    return pygame.event.Event(kind, x=x, y=y, dx=0.0, dy=0.0, finger_id=finger, touch_id=1, pressure=1.0)


def _keys(events):
    return [(e.key, e.mod) for e in events if e.type == pygame.KEYDOWN]


@pytest.fixture
def translator(app):
    pads.in_use["pad"] = False
    yield pads.Input()
    pads.in_use["pad"] = False


# -- the controller's buttons ---------------------------------------------------------------------
@pytest.mark.parametrize(("button", "key", "mod"), [
    (pygame.CONTROLLER_BUTTON_A, pygame.K_RETURN, 0),
    (pygame.CONTROLLER_BUTTON_B, pygame.K_ESCAPE, 0),
    (pygame.CONTROLLER_BUTTON_X, pygame.K_SPACE, 0),
    (pygame.CONTROLLER_BUTTON_Y, pygame.K_F1, 0),
    (pygame.CONTROLLER_BUTTON_START, pygame.K_ESCAPE, 0),
    (pygame.CONTROLLER_BUTTON_BACK, pygame.K_l, 0),
    (pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, pygame.K_TAB, 0),
    (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.K_TAB, pygame.KMOD_SHIFT),
    (pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.K_UP, 0),
    (pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.K_LEFT, 0),
])
def test_each_button_is_the_key_it_stands_for(translator, button, key, mod):
    assert _keys(translator.translate(_button(button))) == [(key, mod)]
    assert pads.in_use["pad"]


def test_a_held_dpad_repeats_like_a_held_key_and_stops_when_let_go(translator):
    right = pygame.CONTROLLER_BUTTON_DPAD_RIGHT
    assert len(_keys(translator.translate(_button(right)))) == 1
    assert _keys(translator.tick(pads.REPEAT_AFTER / 2)) == []  # not yet
    repeats = [k for _ in range(10) for k in _keys(translator.tick(pads.REPEAT_EVERY))]
    assert 8 <= len(repeats) <= 10 and set(repeats) == {(pygame.K_RIGHT, 0)}
    assert translator.waiting()
    translator.translate(_release(right))
    assert _keys(translator.tick(1.0)) == [] and not translator.waiting()


def test_the_stick_moves_once_past_its_dead_zone_and_does_not_flutter(translator):
    x = pygame.CONTROLLER_AXIS_LEFTX
    assert _keys(translator.translate(_axis(x, 8000))) == []  # inside the dead zone
    assert _keys(translator.translate(_axis(x, 30000))) == [(pygame.K_RIGHT, 0)]
    assert _keys(translator.translate(_axis(x, 12000))) == []  # easing off a little: still right, no second step
    assert _keys(translator.translate(_axis(x, 31000))) == []
    assert _keys(translator.translate(_axis(x, 0))) == []
    assert _keys(translator.translate(_axis(x, -30000))) == [(pygame.K_LEFT, 0)]
    assert _keys(translator.translate(_axis(pygame.CONTROLLER_AXIS_LEFTY, 30000))) == [(pygame.K_DOWN, 0)]


def test_the_left_trigger_undoes_once_per_pull(translator):
    lt = pygame.CONTROLLER_AXIS_TRIGGERLEFT
    pulls = [translator.translate(_axis(lt, v)) for v in (0, 20000, 32000, 20000, 1000, 25000)]
    assert [_keys(p) for p in pulls] == [[], [(pygame.K_z, pygame.KMOD_CTRL)], [], [], [],
                                        [(pygame.K_z, pygame.KMOD_CTRL)]]


def test_controllers_plugged_in_and_pulled_out_while_playing(translator, monkeypatch):
    opened, closed = [], []

    class Pad:
        def __init__(self, index):
            self.index = index
            opened.append(index)

        def as_joystick(self):
            return type("J", (), {"get_instance_id": lambda _self: 40 + self.index})()

        def quit(self):
            closed.append(self.index)

    fake = type("C", (), {"is_controller": staticmethod(lambda i: i != 9), "Controller": Pad})
    monkeypatch.setattr(translator, "_controller", fake)
    assert translator.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0)) == []
    translator.translate(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=9))  # not a controller
    assert opened == [0] and set(translator.pads) == {40}
    translator.translate(_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN))  # held when pulled out
    assert translator.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=40)) == []
    assert closed == [0] and not translator.pads and _keys(translator.tick(1.0)) == []


def test_button_marks_name_the_controllers_buttons_while_it_is_in_use(translator):
    enter = Button("Deal", lambda: None, key=pygame.K_RETURN, hint="Enter")
    letter = Button("How to play", lambda: None, key=pygame.K_h, hint="H")
    back = Button("Back", lambda: None, hint="Esc")
    assert [pads.shown_hint(b.hint, b.key) for b in (enter, letter, back)] == ["Enter", "H", "Esc"]
    translator.translate(_button(pygame.CONTROLLER_BUTTON_DPAD_DOWN))
    assert [pads.shown_hint(b.hint, b.key) for b in (enter, letter, back)] == ["A", "", "B"]
    translator.translate(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode=""))
    assert pads.shown_hint(enter.hint, enter.key) == "Enter"  # a key puts the keys back


# -- touch ------------------------------------------------------------------------------------------
def _clicks(events):
    return [e.pos for e in events if e.type == pygame.MOUSEBUTTONDOWN]


def test_a_tap_is_one_click_and_sdls_own_copy_of_it_is_dropped(translator):
    w, h = pygame.display.get_surface().get_size()
    events = translator.translate(_finger(pygame.FINGERDOWN, 0.5, 0.25))
    copy = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(w // 2, h // 4), touch=True)
    events += translator.translate(copy)
    events += translator.translate(_finger(pygame.FINGERUP, 0.5, 0.25))
    assert _clicks(events) == [(w // 2, h // 4)]
    assert events[-1].type == pygame.MOUSEMOTION and events[-1].pos == (-1, -1)  # nothing stays lit


def test_a_long_press_explains_and_lifting_it_chooses_nothing(translator):
    events = translator.translate(_finger(pygame.FINGERDOWN, 0.3, 0.3))
    assert [e.type for e in events] == [pygame.MOUSEMOTION]  # what hovering there explains, shown
    translator.tick(pads.LONG_PRESS + 0.1)
    assert _clicks(translator.translate(_finger(pygame.FINGERUP, 0.3, 0.3))) == []


def test_a_finger_that_slides_is_not_a_long_press(translator):
    translator.translate(_finger(pygame.FINGERDOWN, 0.3, 0.3))
    translator.translate(_finger(pygame.FINGERMOTION, 0.4, 0.3))
    translator.tick(pads.LONG_PRESS + 0.1)
    assert len(_clicks(translator.translate(_finger(pygame.FINGERUP, 0.4, 0.3)))) == 1


def test_a_second_finger_while_one_is_down_counts_for_nothing(translator):
    translator.translate(_finger(pygame.FINGERDOWN, 0.3, 0.3, finger=1))
    assert translator.translate(_finger(pygame.FINGERDOWN, 0.6, 0.6, finger=2)) == []
    assert _clicks(translator.translate(_finger(pygame.FINGERUP, 0.6, 0.6, finger=2))) == []
    assert len(_clicks(translator.translate(_finger(pygame.FINGERUP, 0.3, 0.3, finger=1)))) == 1


# -- whole games --------------------------------------------------------------------------------------
def _session(game_id, seed):
    game = get_game(game_id)
    players = max(game.min_players, 4)
    seats = [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in range(1, players)]
    return Session(game, seats, table_for(game_id).selftest_settings, seed)


PAD_MOVES = [pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
             pygame.CONTROLLER_BUTTON_DPAD_RIGHT, pygame.CONTROLLER_BUTTON_DPAD_DOWN]
PAD_CHOICES = [pygame.CONTROLLER_BUTTON_A, pygame.CONTROLLER_BUTTON_X]


def _pad_press(button):
    pygame.event.post(_button(button))
    pygame.event.post(_release(button))


def _tap(pos):
    w, h = pygame.display.get_surface().get_size()
    x, y = (pos[0] + 0.5) / w, (pos[1] + 0.5) / h
    pygame.event.post(_finger(pygame.FINGERDOWN, x, y))
    pygame.event.post(_finger(pygame.FINGERUP, x, y))


def _no_keyboard_or_mouse(monkeypatch):
    """Every event the app handles must come from a controller or a finger: a posted key or
    mouse event fails the test (the translated ones carry ``pad`` or come from a finger)."""
    real = pygame.event.post

    def post(event):
        assert event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.FINGERDOWN,
                              pygame.FINGERUP), f"not a controller or touch event: {event}"
        return real(event)

    monkeypatch.setattr(pygame.event, "post", post)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_game_by_controller_alone(app, game_id, monkeypatch):
    """Every decision of the person in seat 0 made with the shoulder buttons, the D-pad, A and X:
    the gold ring moves to some choice and A or X takes it; the game must reach its results."""
    _no_keyboard_or_mouse(monkeypatch)
    session = _session(game_id, 5)
    scene = TableScene(app, session)
    app.push(scene)
    rng = random.Random(game_id)

    def drive():
        if isinstance(app.top, TableScene) and not pygame.event.peek():
            for _ in range(rng.randrange(3)):
                _pad_press(rng.choice(PAD_MOVES))
            _pad_press(rng.choice(PAD_CHOICES))
        elif not isinstance(app.top, (TableScene, ResultsScene)) and not pygame.event.peek():
            _pad_press(pygame.CONTROLLER_BUTTON_A)  # a privacy screen, a score sheet: A goes on

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=60000, each=drive), \
        f"{game_id}: no results after {len(session.history)} moves"
    assert any(seat == 0 for seat, _ in session.history)


def _tappable(app) -> list:
    """What a finger could touch on the table now: the gold ring's targets (cards, seats,
    presents, window choices), the game's buttons, the table's own (hint, moves, undo)."""
    table = app.top
    ctl = table.controller
    ctl.update(0.0)
    rects = [t.rect for t in ctl.focus_ring.targets]
    buttons = [*getattr(ctl, "buttons", []), table.hint_button, table.log_button]
    if table.offering_undo:
        buttons += [table.undo_button, table.go_on_button]
    rects += [b.rect for b in buttons if b.enabled]
    rects += list(getattr(ctl, "card_rects", []))
    return [r for r in rects if r.width > 0]


def drive_touch(app, rng) -> None:
    if pygame.event.peek():
        return
    top = app.top
    if isinstance(top, TableScene):
        places = _tappable(app)
        if places:
            _tap(rng.choice(places).center)
    elif not isinstance(top, ResultsScene):  # a privacy screen, a score sheet, the move log: its first button
        buttons = [b for b in getattr(top, "buttons", []) if getattr(b, "enabled", True) and b.rect.width]
        _tap(buttons[0].rect.center if buttons else top_middle())


def top_middle():
    w, h = pygame.display.get_surface().get_size()
    return (w // 2, h // 2)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_whole_game_by_touch_alone(app, game_id, monkeypatch):
    """Every decision of the person in seat 0 made by tapping what the table offers (a card, a
    seat, a button): no key, no mouse; the game must reach its results."""
    _no_keyboard_or_mouse(monkeypatch)
    session = _session(game_id, 6)
    scene = TableScene(app, session)
    app.push(scene)
    rng = random.Random(game_id)

    def drive():
        drive_touch(app, rng)

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=60000, each=drive), \
        f"{game_id}: no results after {len(session.history)} moves"
    assert any(seat == 0 for seat, _ in session.history)


# -- the on-screen keyboard -----------------------------------------------------------------------
def _pad(app, button):
    app.handle(_button(button))
    app.handle(_release(button))
    app.run_frames(1)


def _key_to(app, label):
    """Move the on-screen keyboard's ring to the key showing ``label`` with the D-pad alone."""
    board = app.top
    for _ in range(len(board.grid)):
        if any(b.label == label for b in board.grid_row_of(board.focus)):
            break
        _pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    for _ in range(12):
        if board.buttons[board.focus].label == label:
            return
        _pad(app, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
    raise AssertionError(f"no key {label!r}")


def test_a_name_is_typed_with_the_controller_on_the_on_screen_keyboard(app):
    from table.scenes.keyboard import KeyboardScene
    from table.scenes.setup import SetupScene
    from table.ui.textfield import TextField

    setup = SetupScene(app, "not-a-hat")
    app.push(setup)
    app.run_frames(1)
    for _ in range(40):  # RB until the ring is on the first name box
        _pad(app, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
        if setup.focus is not None and isinstance(setup.buttons[setup.focus], TextField):
            break
    field = setup.buttons[setup.focus]
    assert isinstance(field, TextField), "the shoulder buttons never reached a name box"
    _pad(app, pygame.CONTROLLER_BUTTON_X)  # X presses what the ring is on (A is Deal's, marked A)
    assert isinstance(app.top, KeyboardScene), "entering a name box with a controller opens the keyboard"
    for letter in ("M", "o", "m", "m"):
        _key_to(app, letter)
        _pad(app, pygame.CONTROLLER_BUTTON_A)
    _pad(app, pygame.CONTROLLER_BUTTON_X)  # X rubs out the last letter
    _pad(app, pygame.CONTROLLER_BUTTON_B)  # B closes it, keeping the name
    assert app.top is setup and field.text == "Mom"
