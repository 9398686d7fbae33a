"""Game controllers and touch screens, turned into the keyboard and mouse the table already knows.

A controller (any SDL game controller: Xbox, PlayStation, Switch Pro, a Steam Deck's) plays
everything the keyboard does, because each of its buttons *is* a key here:

    D-pad, left stick   the arrows: move the gold ring
    A                   Enter: choose, confirm
    X                   Space: pick or lift the card under the ring
    B                   Esc: step back (on the table: the pause menu)
    Start               Esc: pause
    LB / RB             Shift+Tab / Tab: cycle through the hand and everything choosable
    Y                   F1: a hint
    Back (View)         L: the moves so far
    LT                  Ctrl+Z: undo

Held D-pad buttons and the stick repeat, as held keys do. While a controller was the last thing
used, buttons show the controller's button instead of the key (``shown_hint``); a key or the
mouse puts the keys back.

Touch: SDL is asked not to make mouse events out of fingers (and any it makes anyway are
dropped), and each finger becomes exactly one mouse click here, so a tap never counts twice. A
finger held still for ``LONG_PRESS`` seconds explains instead of choosing: the table shows what
hovering there would show, and lifting that finger clicks nothing.
"""

from __future__ import annotations

import os

import pygame

REPEAT_AFTER = 0.35  # seconds a held button or stick waits before it repeats (as the keyboard's)
REPEAT_EVERY = 0.12
STICK_ON, STICK_OFF = 16000, 9000  # the stick's dead zone, with some give so it does not flutter
LONG_PRESS = 0.5  # seconds a finger held still explains rather than chooses
STILL = 0.02  # how far (in parts of the window) a finger may drift and still be "held still"

B = pygame
BUTTON_KEYS: dict[int, tuple[int, int]] = {
    B.CONTROLLER_BUTTON_DPAD_UP: (B.K_UP, 0),
    B.CONTROLLER_BUTTON_DPAD_DOWN: (B.K_DOWN, 0),
    B.CONTROLLER_BUTTON_DPAD_LEFT: (B.K_LEFT, 0),
    B.CONTROLLER_BUTTON_DPAD_RIGHT: (B.K_RIGHT, 0),
    B.CONTROLLER_BUTTON_A: (B.K_RETURN, 0),
    B.CONTROLLER_BUTTON_X: (B.K_SPACE, 0),
    B.CONTROLLER_BUTTON_B: (B.K_ESCAPE, 0),
    B.CONTROLLER_BUTTON_START: (B.K_ESCAPE, 0),
    B.CONTROLLER_BUTTON_RIGHTSHOULDER: (B.K_TAB, 0),
    B.CONTROLLER_BUTTON_LEFTSHOULDER: (B.K_TAB, B.KMOD_SHIFT),
    B.CONTROLLER_BUTTON_Y: (B.K_F1, 0),
    B.CONTROLLER_BUTTON_BACK: (B.K_l, 0),
}
REPEATING = {B.CONTROLLER_BUTTON_DPAD_UP, B.CONTROLLER_BUTTON_DPAD_DOWN, B.CONTROLLER_BUTTON_DPAD_LEFT,
             B.CONTROLLER_BUTTON_DPAD_RIGHT, B.CONTROLLER_BUTTON_RIGHTSHOULDER, B.CONTROLLER_BUTTON_LEFTSHOULDER}
UNDO = (B.K_z, B.KMOD_CTRL)  # the left trigger
# what a button's small print says while the controller is in use (a key with no button: nothing)
PAD_NAMES = {B.K_RETURN: "A", B.K_KP_ENTER: "A", B.K_SPACE: "X", B.K_ESCAPE: "B", B.K_F1: "Y", B.K_l: "Back"}
_HINT_KEYS = {"Enter": B.K_RETURN, "Esc": B.K_ESCAPE, "Space": B.K_SPACE, "F1": B.K_F1, "L": B.K_l}
_STICK_KEYS = {(B.CONTROLLER_AXIS_LEFTX, -1): B.K_LEFT, (B.CONTROLLER_AXIS_LEFTX, 1): B.K_RIGHT,
               (B.CONTROLLER_AXIS_LEFTY, -1): B.K_UP, (B.CONTROLLER_AXIS_LEFTY, 1): B.K_DOWN}

in_use = {"pad": False}  # a controller was the last thing used (read by the buttons' small print)
wanted = {"keyboard": None}  # a text box entered with a controller: the app opens the on-screen keyboard


def shown_hint(hint: str, key: int | None) -> str:
    """A button's small print: its key's name, or while a controller is in use the controller's
    button for that key (nothing where the key has no button: the ring reaches it instead)."""
    if not in_use["pad"] or not hint or hint in PAD_NAMES.values():
        return hint
    return PAD_NAMES.get(key if key is not None else _HINT_KEYS.get(hint, -1), "")


def prepare_touch() -> None:
    """Before SDL starts: fingers are not to be copied into mouse events (``Input`` makes the
    one click each finger is worth)."""
    os.environ.setdefault("SDL_TOUCH_MOUSE_EVENTS", "0")
    os.environ.setdefault("SDL_HINT_TOUCH_MOUSE_EVENTS", "0")


def _key(key: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0, pad=True)


class Input:
    """Turns controller and touch events into key and mouse events (``translate``), and makes
    the repeats and long presses that time brings (``tick``). Controllers come and go at any
    time: each is opened when it is plugged in and closed when it is pulled out."""

    def __init__(self) -> None:
        self.pads: dict[int, object] = {}  # instance id -> an open controller
        self.held: dict[int, float] = {}  # a repeating button -> seconds until it repeats
        self.stick: dict[int, int] = {}  # axis -> -1, 0, 1
        self.stick_wait: dict[int, float] = {}
        self.trigger_down = False
        self.finger: dict | None = None  # the one finger being followed
        try:
            from pygame._sdl2 import controller  # late: a pygame built without it must still start

            controller.init()
            self._controller = controller
        except (ImportError, pygame.error):  # (a pygame without SDL's controller support)
            self._controller = None

    # -- controllers coming and going --------------------------------------------
    def _plugged(self, index: int) -> None:
        if self._controller is None:
            return
        try:
            if not self._controller.is_controller(index):
                return
            pad = self._controller.Controller(index)
            self.pads[pad.as_joystick().get_instance_id()] = pad
        except (pygame.error, ValueError, IndexError):
            pass  # unplugged again already, or not a controller SDL knows

    def _pulled(self, instance_id: int) -> None:
        pad = self.pads.pop(instance_id, None)
        if pad is not None:
            try:
                pad.quit()
            except pygame.error:
                pass
        self.held.clear()
        self.stick.clear()

    # -- events --------------------------------------------------------------------
    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The events the rest of the app should see in place of ``event``."""
        t = event.type
        if t == pygame.CONTROLLERDEVICEADDED:
            self._plugged(event.device_index)
            return []
        if t == pygame.CONTROLLERDEVICEREMOVED:
            self._pulled(event.instance_id)
            return []
        if t == pygame.CONTROLLERBUTTONDOWN:
            return self._button(event.button)
        if t == pygame.CONTROLLERBUTTONUP:
            self.held.pop(event.button, None)
            return []
        if t == pygame.CONTROLLERAXISMOTION:
            return self._axis(event.axis, event.value)
        if t in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            return self._finger(event)
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL) \
                and getattr(event, "touch", False):
            return []  # SDL's copy of a finger: the finger itself is the one that counts
        if t in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION) and not getattr(event, "pad", False):
            in_use["pad"] = False
        return [event]

    def _button(self, button: int) -> list[pygame.event.Event]:
        in_use["pad"] = True
        if button not in BUTTON_KEYS:
            return []
        if button in REPEATING:
            self.held[button] = REPEAT_AFTER
        return [_key(*BUTTON_KEYS[button])]

    def _axis(self, axis: int, value: int) -> list[pygame.event.Event]:
        if axis == pygame.CONTROLLER_AXIS_TRIGGERLEFT:
            pressed = value > STICK_ON
            fire = pressed and not self.trigger_down
            self.trigger_down = pressed if pressed or value < STICK_OFF else self.trigger_down
            if fire:
                in_use["pad"] = True
                return [_key(*UNDO)]
            return []
        if axis not in (pygame.CONTROLLER_AXIS_LEFTX, pygame.CONTROLLER_AXIS_LEFTY):
            return []
        was = self.stick.get(axis, 0)
        now = 1 if value > STICK_ON else -1 if value < -STICK_ON else was if abs(value) > STICK_OFF else 0
        self.stick[axis] = now
        if now == 0 or now == was:
            return []
        in_use["pad"] = True
        self.stick_wait[axis] = REPEAT_AFTER
        return [_key(_STICK_KEYS[(axis, now)])]

    def _finger(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        in_use["pad"] = False
        size = pygame.display.get_surface().get_size() if pygame.display.get_surface() else (1, 1)
        pos = (min(size[0] - 1, int(event.x * size[0])), min(size[1] - 1, int(event.y * size[1])))
        move = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        if event.type == pygame.FINGERDOWN:
            if self.finger is not None:
                return []  # a second finger while one is down: ignored (no pinches here)
            self.finger = {"id": event.finger_id, "start": (event.x, event.y), "held": 0.0, "long": False}
            return [move]
        if self.finger is None or self.finger["id"] != event.finger_id:
            return []
        if event.type == pygame.FINGERMOTION:
            sx, sy = self.finger["start"]
            if abs(event.x - sx) > STILL or abs(event.y - sy) > STILL:
                self.finger["held"] = -1.0  # it moved: no long press
            return [move]
        was_long = self.finger["long"]
        self.finger = None
        if was_long:
            return []  # the explanation was the point: lifting chooses nothing
        away = pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0), touch=False)
        return [move, pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos, touch=False),
                pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos, touch=False),
                away]  # no finger hovers after a tap: nothing stays lit where it was

    # -- time ----------------------------------------------------------------------
    def tick(self, dt: float) -> list[pygame.event.Event]:
        """Repeats of held buttons and a held stick; a finger held still becoming a long press."""
        out = []
        for button in list(self.held):
            self.held[button] -= dt
            if self.held[button] <= 0:
                self.held[button] += REPEAT_EVERY
                out.append(_key(*BUTTON_KEYS[button]))
        for axis, way in self.stick.items():
            if way:
                self.stick_wait[axis] = self.stick_wait.get(axis, REPEAT_AFTER) - dt
                if self.stick_wait[axis] <= 0:
                    self.stick_wait[axis] += REPEAT_EVERY
                    out.append(_key(_STICK_KEYS[(axis, way)]))
        if self.finger is not None and self.finger["held"] >= 0 and not self.finger["long"]:
            self.finger["held"] += dt
            self.finger["long"] = self.finger["held"] >= LONG_PRESS
        return out

    def waiting(self) -> bool:
        """Whether time matters now (a held button, a held stick, a finger down): the app then
        keeps its frames coming instead of sleeping until the next event."""
        return bool(self.held) or any(self.stick.values()) or self.finger is not None
