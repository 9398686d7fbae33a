"""Hot-seat privacy: an opaque screen that asks the players to pass the device on.

It is not an overlay, so nothing of the table (and no hand) is drawn behind it. It only
appears when two or more people share the screen; the table decides when.

It answers only once no key or click has come for a moment (STILL_SECONDS): a key pressed
again and again for the screen before (Space to hurry the bots, Enter to go on) must not
pass it before its owner has taken the screen. Only Enter or a click passes it: Space is the
key that hurries the bots, so whoever presses it is still the person before, and it starts
the wait again like any other key.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes import scene_named
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_row, panel, readable

STILL_SECONDS = 0.8  # the screen answers once no key or click has come for this long
PASS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)  # the keys that pass it: Space never does


def is_press(event: pygame.event.Event) -> bool:
    """A click or a key (Esc aside, which always opens the menu): what restarts a wait for
    hands at rest."""
    return event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)


class PrivacyScene(Scene):
    def __init__(self, app, name: str, reason: str, on_ready: Callable[[], None], *,
                 shows: str | None = None) -> None:
        """``shows``: whose hand the screen will show ``name``, when it is not her own (a peek)."""
        super().__init__(app)
        self.name = name
        self.reason = reason
        self._on_ready = on_ready
        words = _("I'm {name}: show my cards").format(name=name) if shows is None else \
            _("I'm {name}: show me the hand of {owner}").format(name=name, owner=shows)
        self.buttons = [Button(words, self._ready, key=pygame.K_RETURN, style="good", hint="Enter")]
        self.focus = 0
        self.still = 0.0  # seconds since the screen appeared, or since the last key or click
        self.waved_off = False  # a key or click came too soon: the screen says why it waits
        self.buttons[0].enabled = False
        self._show_focus()

    @property
    def armed(self) -> bool:
        return self.still >= STILL_SECONDS

    def update(self, dt: float) -> None:
        self.still += dt
        self.buttons[0].enabled = self.armed

    def animating(self) -> bool:
        return not self.armed  # the button lights up by itself

    def process_event(self, event: pygame.event.Event):
        # any press too soon, and any key but Enter (Space hurries the bots: whoever presses it
        # is still the person before), starts the wait again
        if is_press(event) and (not self.armed or (event.type == pygame.KEYDOWN and event.key not in PASS_KEYS)):
            self._wave_off()
            return None
        return super().process_event(event)

    def _wave_off(self) -> None:
        self.still = 0.0
        self.waved_off = True
        self.buttons[0].enabled = False

    def _ready(self) -> None:
        self.app.pop()
        self._on_ready()

    def on_escape(self) -> bool:
        PauseScene = scene_named("pause")

        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        self.app.push(PauseScene(self.app, below or self))
        return True

    def resize(self, size) -> None:
        s = self.scale
        layout_row(self.buttons, (size[0] // 2, int(size[1] * 0.62)), int(58 * s), int(20 * s))
        self.buttons[0].rect.width += int(40 * s)  # room for the key beside the words
        self.buttons[0].rect.centerx = size[0] // 2

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        backdrop(surface, _("Present Company"))
        button = self.buttons[0].rect  # the box holds its button, with room around it
        box = pygame.Rect(0, button.top - int(176 * s), max(int(620 * s), button.width + int(60 * s)),
                          button.height + int(176 * s) + int(50 * s))
        box.centerx = w // 2
        panel(surface, box, theme.PANEL, radius=int(22 * s), border=theme.GOLD)
        draw_text(surface, _("Pass to {name}").format(name=self.name), "title", int(44 * s), theme.RED_DARK,
                  midtop=(box.centerx, box.top + int(22 * s)), max_width=box.width - 40)
        draw_text(surface, self.reason, "bold", readable(19 * s), theme.INK,
                  midtop=(box.centerx, box.top + int(92 * s)), max_width=box.width - 40)
        draw_text(surface, _("Everyone else, look away for a moment."), "text", readable(16 * s), theme.MUTED,
                  midtop=(box.centerx, box.top + int(124 * s)), max_width=box.width - 40)
        self.draw_buttons(surface)
        if self.waved_off and not self.armed:
            draw_text(surface, _("The button wakes once no key or click has come for a moment."), "text",
                      readable(15 * s), theme.MUTED, midtop=(box.centerx, button.bottom + int(10 * s)),
                      max_width=box.width - 40)
