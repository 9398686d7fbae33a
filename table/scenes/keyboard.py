"""The on-screen keyboard: how a name (or an address, a room code) is typed with a game
controller. It opens over the screen when a text box is entered while a controller is in use
(``table.ui.pads.in_use``), and types into that box.

The D-pad moves over the keys; A types the key it is on; X rubs out a letter; Y switches
capitals; B or Start (or the Done key) closes it, keeping what was typed. The box it types into
stays visible above the keys, so the person sees the name grow."""

from __future__ import annotations

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes.common import dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel, readable

ROWS = ("1234567890", "qwertyuiop", "asdfghjkl'", "zxcvbnm-.:")
ACCENTS = "éèàçñãõüöäß"


class KeyboardScene(Scene):
    overlay = True

    def __init__(self, app, field) -> None:
        super().__init__(app)
        self.field = field
        start, end = field.selection
        self.capitals = start == 0 and end == len(field.text)  # a new name (or one replaced) starts with a capital
        self._make_keys()
        self.focus = 0

    def _make_keys(self) -> None:
        rows = [*ROWS, ACCENTS]
        self.grid: list[list[Button]] = []
        for row in rows:
            self.grid.append([Button(self._face(ch), lambda ch=ch: self._type(ch), style="plain") for ch in row])
        self.space = Button(_("Space"), lambda: self._type(" "), style="plain")
        self.rub = Button(_("Rub out"), self._rub_out, style="plain", hint="X")
        self.shift = Button(_("Capitals"), self._switch, style="plain", hint="Y")
        self.done = Button(_("Done"), self.app.pop, style="good", hint="Esc", key=pygame.K_ESCAPE)
        self.grid.append([self.shift, self.space, self.rub, self.done])
        self.buttons = [b for row in self.grid for b in row]

    def _face(self, ch: str) -> str:
        return ch.upper() if self.capitals and ch.isalpha() and ch != "ß" else ch

    def _type(self, ch: str) -> None:
        self.field.insert(self._face(ch))
        if self.capitals and ch.isalpha():
            self._switch()  # a capital for the first letter, then small ones, as phones do

    def _rub_out(self) -> None:
        self.field.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))

    def _switch(self) -> None:
        self.capitals = not self.capitals
        for row, chars in zip(self.grid, [*ROWS, ACCENTS], strict=False):
            for button, ch in zip(row, chars, strict=True):
                button.label = self._face(ch)

    # -- input ----------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event):
        if event.type == pygame.MOUSEBUTTONDOWN:
            return super().process_event(event)
        if event.type != pygame.KEYDOWN:
            return None
        if event.key == pygame.K_SPACE:  # X: rub out (the controller's X is Space)
            self._rub_out()
            return None
        if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT):
            self._move(event.key)
            return None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.buttons[self.focus].on_click()
            return None
        if event.key == pygame.K_TAB:  # LB / RB: to Done and back
            self.focus = self.buttons.index(self.done) if self.buttons[self.focus] is not self.done else 0
            return None
        if event.key == pygame.K_F1:  # Y
            self._switch()
            return None
        if event.key == pygame.K_ESCAPE:  # B, Start
            self.app.pop()
            return None
        if event.key == pygame.K_BACKSPACE or (getattr(event, "unicode", "") or "").isprintable():
            return self.field.process_event(event)  # a real keyboard still types into the box
        return None

    def grid_row_of(self, index: int) -> list[Button]:
        return next(row for row in self.grid if self.buttons[index] in row)

    def _move(self, key: int) -> None:
        here = self.buttons[self.focus]
        r = next(i for i, row in enumerate(self.grid) if here in row)
        c = self.grid[r].index(here)
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            c = (c + (1 if key == pygame.K_RIGHT else -1)) % len(self.grid[r])
        else:
            fraction = (c + 0.5) / len(self.grid[r])
            r = (r + (1 if key == pygame.K_DOWN else -1)) % len(self.grid)
            c = min(len(self.grid[r]) - 1, int(fraction * len(self.grid[r])))
        self.focus = self.buttons.index(self.grid[r][c])

    # -- picture ----------------------------------------------------------------------------------
    def resize(self, size) -> None:
        s = self.scale
        w = min(size[0] - int(24 * s), int(900 * s))
        key_h = max(int(40 * s), min(int(64 * s), (size[1] - int(200 * s)) // len(self.grid)))
        top = size[1] - key_h * len(self.grid) - int(24 * s)
        left = (size[0] - w) // 2
        box_top = top - int(86 * s)
        self.box = pygame.Rect(left - int(12 * s), box_top, w + int(24 * s), size[1] - int(10 * s) - box_top)
        for r, row in enumerate(self.grid):
            widths = [w // len(row)] * len(row)
            x = left + (w - sum(widths)) // 2
            for button, bw in zip(row, widths, strict=True):
                button.rect = pygame.Rect(x + 2, top + r * key_h + 2, bw - 4, key_h - 4)
                x += bw
        self.line = pygame.Rect(left, self.box.top + int(16 * s), w, int(54 * s))

    def draw(self, surface) -> None:
        dim(surface)
        s = self.scale
        if getattr(self, "box", None) is None or self.box.width == 0:
            self.resize(self.size)
        panel(surface, self.box, (40, 34, 30), radius=int(16 * s), border=theme.GOLD)
        panel(surface, self.line, theme.WHITE, radius=int(8 * s), border=theme.GOLD)
        shown = self.field.text + "|"
        draw_text(surface, shown, "bold", readable(26 * s), theme.INK,
                  midleft=(self.line.left + int(12 * s), self.line.centery), max_width=self.line.width - int(24 * s))
        self.draw_buttons(surface)

    box = None
