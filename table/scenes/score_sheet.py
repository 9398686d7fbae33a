"""The running score sheet between hands of a session (Secret Santa, ruling SS-15)."""

from __future__ import annotations

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes.common import dim
from table.ui import pen, theme
from table.ui.widgets import Button, draw_text, layout_row, panel

AUTO_SECONDS = 3.0  # with no human at the table, the sheet moves on by itself


class ScoreSheetScene(Scene):
    overlay = True

    def __init__(self, app, names: list[str], sheet: list[tuple[int, ...]], hands_total: int,
                 order: tuple[int, ...], auto: bool) -> None:
        super().__init__(app)
        self.names = names
        self.sheet = sheet
        self.hands_total = hands_total
        self.order = order  # finishing order of the hand just played
        self.auto = auto
        self.age = 0.0
        last = len(sheet) >= hands_total
        self.buttons = [Button(_("See the results") if last else _("Deal the next hand"), self.app.pop,
                               key=pygame.K_RETURN, style="good", hint="Enter")]
        self.focus = 0
        self._show_focus()

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def update(self, dt: float) -> None:
        self.age += dt
        if self.auto and self.age >= AUTO_SECONDS / self.app.settings.speed_factor:
            self.app.pop()

    def animating(self) -> bool:
        return self.auto  # it moves on by itself

    def resize(self, size) -> None:
        s = self.scale
        rows = len(self.sheet)
        bottom = int(size[1] * 0.1 + (190 + 34 * (rows + 1)) * s)
        layout_row(self.buttons, (size[0] // 2, min(size[1] - int(50 * s), bottom)), int(52 * s), 0, int(300 * s))

    def draw(self, surface) -> None:
        dim(surface, 130)
        w, h = surface.get_size()
        s = self.scale
        n = len(self.names)
        rows = len(self.sheet)
        col = int(min(120 * s, (w * 0.9 - 150 * s) / n))
        box = pygame.Rect(0, 0, int(150 * s) + col * n + int(40 * s), int((150 + 34 * (rows + 1)) * s))
        box.midtop = (w // 2, int(h * 0.08))
        panel(surface, box, theme.PANEL, radius=int(20 * s), border=theme.GOLD)
        title = _("Hand {number} of {total}: score sheet").format(number=rows, total=self.hands_total)
        draw_text(surface, title, "title", int(32 * s), theme.RED_DARK, midtop=(box.centerx, box.top + int(14 * s)))
        first = self.names[self.order[0]]
        draw_text(surface, _("First to give away every gift: {name}").format(name=first), "bold", int(18 * s),
                  theme.INK,
                  midtop=(box.centerx, box.top + int(58 * s)), max_width=box.width - 30)
        top = box.top + int(96 * s)
        left = box.left + int(20 * s)
        for seat, name in enumerate(self.names):
            draw_text(surface, name, "heavy", int(16 * s), theme.INK, max_width=col - 8,
                      midtop=(left + int(150 * s) + col * seat + col // 2, top))
        totals = [0] * n
        for r, row in enumerate(self.sheet):
            y = top + int(34 * (r + 1) * s)
            if r % 2 == 0:
                pen.rect(surface, (244, 236, 220), (left - 6, y - 4, box.width - 28, int(32 * s)),
                                 border_radius=6)
            draw_text(surface, _("Hand {number}").format(number=r + 1), "bold", int(16 * s), theme.MUTED,
                      topleft=(left, y))
            for seat, points in enumerate(row):
                totals[seat] += points
                draw_text(surface, str(points), "bold", int(18 * s), theme.INK,
                          midtop=(left + int(150 * s) + col * seat + col // 2, y))
        y = top + int(34 * (rows + 1) * s)
        pen.line(surface, theme.GOLD, (left, y - 4), (box.right - 20, y - 4), 2)
        best = max(totals)
        draw_text(surface, _("Total"), "heavy", int(18 * s), theme.INK, topleft=(left, y + 2))
        for seat, total in enumerate(totals):
            at = draw_text(surface, str(total), "heavy", int(20 * s), theme.GOOD if total == best else theme.INK,
                           midtop=(left + int(150 * s) + col * seat + col // 2, y + 2))
            if total == best and at is not None:  # the best total is ringed too, not told by colour alone
                pen.rect(surface, theme.GOOD, at.inflate(int(14 * s), int(4 * s)), 2, border_radius=int(8 * s))
        self.draw_buttons(surface)
