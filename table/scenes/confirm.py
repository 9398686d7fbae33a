"""A question over the screen before a step that cannot be taken back (quitting the app).

The safe answer holds the keyboard ring and answers Esc, so a stray Enter or Esc after a
stray arrow keeps everything as it was; the step itself has a key of its own, pressed on
purpose."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from table.scene import Scene
from table.scenes.common import dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_row, panel, readable


class ConfirmScene(Scene):
    overlay = True

    def __init__(self, app, question: str, yes: str, no: str, on_yes: Callable[[], None], *,
                 yes_key: int, yes_hint: str) -> None:
        super().__init__(app)
        self.question = question
        self.on_yes = on_yes
        self.yes = Button(yes, self._yes, key=yes_key, style="bad", hint=yes_hint)
        self.no = Button(no, app.pop, key=pygame.K_ESCAPE, style="good", hint="Esc")
        self.buttons = [self.yes, self.no]
        self.focus = 1  # the ring starts on the safe answer
        self.box = pygame.Rect(0, 0, 0, 0)

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def resize(self, size) -> None:
        s = self.scale
        self.box = pygame.Rect(0, 0, int(min(size[0] - 40, 560 * s)), int(170 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        layout_row(self.buttons, (self.box.centerx, self.box.bottom - int(50 * s)), int(54 * s), int(20 * s))

    def draw(self, surface) -> None:
        dim(surface)
        s = self.scale
        panel(surface, self.box, (40, 34, 30), radius=int(18 * s), border=theme.GOLD)
        draw_text(surface, self.question, "title", readable(30 * s), theme.CREAM,
                  midtop=(self.box.centerx, self.box.top + int(26 * s)), max_width=self.box.width - int(40 * s))
        self.draw_buttons(surface)
