"""Scene base class. The app keeps a stack; only the top scene gets input, and an
overlay scene (pause menu, dialog) is drawn over the one below it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from table.ui import theme
from table.ui.widgets import Button

if TYPE_CHECKING:
    from table.app import App


# Seconds spent on work the real app does off the frame (a bot's decision runs on a thread
# there; the demo and the tests run it inline, to be deterministic). Frame-time profiles
# leave it out, so they measure what a player's frame costs.
OFF_FRAME = {"seconds": 0.0}


class Scene:
    overlay = False
    room = theme.ROOM  # the least room this screen needs at a large Size (theme.scale_for)

    def __init__(self, app: App) -> None:
        self.app = app
        self.buttons: list[Button] = []
        self.focus: int | None = None  # keyboard focus among self.buttons

    @property
    def size(self) -> tuple[int, int]:
        return self.app.screen.get_size()

    @property
    def scale(self) -> float:
        return theme.scale_for(self.size, self.room)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for a new window size."""

    def retranslate(self) -> None:
        """The language changed: remake any words kept from before (button labels made once).
        Words drawn through ``_`` at each frame need nothing."""

    def resume(self) -> None:
        self.resize(self.size)

    def pause(self) -> None: ...

    def shutdown(self) -> None: ...

    def on_escape(self) -> bool:
        """What Esc does here; True when it was used. Default: nothing, the event goes on."""
        return False

    def process_event(self, event: pygame.event.Event):
        """A button marked with a key answers that key wherever the keyboard ring is (Enter
        deals on New game even with the ring on "+"); then Esc; then the ring: Tab and the
        arrows move it, Space (and Enter, where no button is marked Enter) presses what it is
        on, Left and Right step a setting it is on (a ``Choice``) back and on."""
        for button in self.buttons:
            if button.process_event(event) is None:
                return None
        if event.type == pygame.KEYDOWN and any(b.answers(event.key) for b in self.buttons):
            return None  # the key of a button that cannot be pressed now: it chooses nothing else
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape():
            return None
        if event.type == pygame.KEYDOWN and self.buttons:
            enabled = [i for i, b in enumerate(self.buttons) if b.enabled]
            here = self.buttons[self.focus] if self.focus is not None and self.focus < len(self.buttons) else None
            if here is not None and here.enabled and event.key in (pygame.K_LEFT, pygame.K_RIGHT) \
                    and getattr(here, "on_back", None) is not None:
                (here.on_back if event.key == pygame.K_LEFT else here.on_click)()
                return None
            if event.key in (pygame.K_DOWN, pygame.K_TAB, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT) and enabled:
                step = -1 if event.key in (pygame.K_UP, pygame.K_LEFT) or event.mod & pygame.KMOD_SHIFT else 1
                if self.focus not in enabled:
                    self.focus = enabled[0 if step > 0 else -1]
                else:
                    self.focus = enabled[(enabled.index(self.focus) + step) % len(enabled)]
                self._show_focus()
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and here is not None and here.enabled:
                here.on_click()  # (the ring stays where it is: draw_buttons shows it on what is there now)
                return None
        return event

    def _show_focus(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus

    def update(self, dt: float) -> None: ...

    def animating(self) -> bool:
        """Whether this scene's picture changes by itself now (something moves, blinks or counts
        down). While the top scene is still and no input comes, the app draws nothing and sleeps."""
        return False

    def draw(self, surface: pygame.Surface) -> None: ...

    def draw_buttons(self, surface: pygame.Surface) -> None:
        self._show_focus()  # on whatever holds the ring now (a press may have remade the buttons)
        for b in self.buttons:
            b.draw(surface, self.scale)
