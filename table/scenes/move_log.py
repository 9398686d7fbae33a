"""The move log: every action of the game so far in plain words, newest first, as the person
on screen may know it (the lines come from events already redacted for the screen's eyes).
Scrolls with the wheel, Up/Down and Page Up/Down; Esc or L closes it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from table.i18n import _, language
from table.scene import Scene
from table.scenes.common import dim, scroll_step
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel, readable, wrap


class Logged(str):
    """A line of the move log as first written, with the event and the names it was written from."""

    def __new__(cls, words: str, event: Any, names: tuple[str, ...]) -> Logged:
        line = super().__new__(cls, words)
        line.event, line.names, line.language = event, names, language()
        return line


class MoveLog(Sequence[str]):
    """The moves so far, oldest first, as a list of lines. Each keeps its event and the table's
    names and is written again when read in another language than it was written in, so a
    language chosen in the middle of a game rewrites every line (the log and the bar's "Last:"
    line), nothing else changing."""

    def __init__(self, log_line: Callable[[Any, tuple[str, ...]], str | None]) -> None:
        self._log_line = log_line
        self._lines: list[Logged] = []

    def append(self, line: Logged) -> None:
        self._lines.append(line)

    def _line(self, i: int) -> str:
        line = self._lines[i]
        if line.language != language():  # written afresh in the language of the moment, once
            line = self._lines[i] = Logged(self._log_line(line.event, line.names) or line, line.event, line.names)
        return str(line)

    def __len__(self) -> int:
        return len(self._lines)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self._line(k) for k in range(len(self._lines))[i]]
        return self._line(range(len(self._lines))[i])


class MoveLogScene(Scene):
    overlay = True

    def __init__(self, app, lines: list[str]) -> None:
        super().__init__(app)
        self.lines = list(reversed(lines))  # newest first
        self.scroll = 0
        self.buttons = [Button(_("Close"), app.pop, key=pygame.K_ESCAPE, style="plain", hint="Esc")]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rows: list[str] = []

    def resize(self, size) -> None:
        s = self.scale
        w, h = size
        self.box = pygame.Rect(0, 0, int(min(w * 0.86, 760 * s)), int(h * 0.84))
        self.box.center = (w // 2, h // 2)
        self.size_px = readable(17 * s)
        self.step = int(self.size_px * 1.35)
        # each move may wrap onto more lines; numbered so the order stays clear
        self.rows = []
        count = len(self.lines)
        for i, line in enumerate(self.lines):
            for k, part in enumerate(wrap(line, "text", self.size_px, self.box.width - int(90 * s))):
                self.rows.append(f"{count - i}.\t{part}" if k == 0 else f"\t{part}")
        close = self.buttons[0]
        close.rect = pygame.Rect(0, 0, int(160 * s), int(44 * s))
        close.rect.midbottom = (self.box.centerx, self.box.bottom - int(12 * s))
        self._scroll_by(0)

    def visible(self) -> int:
        return max(1, (self.box.height - int(130 * self.scale)) // max(1, self.step))

    def _scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(max(0, len(self.rows) - self.visible()), self.scroll + rows))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def process_event(self, event):
        rows = scroll_step(event, self.visible())
        if rows is not None:
            self._scroll_by(rows)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_l:
            self.app.pop()
            return None
        return super().process_event(event)

    def draw(self, surface) -> None:
        dim(surface, 110)
        s = self.scale
        box = self.box
        panel(surface, box, theme.PANEL, radius=int(18 * s), border=theme.GOLD)
        draw_text(surface, _("Moves so far (newest first)"), "heavy", readable(24 * s), theme.RED_DARK,
                  midtop=(box.centerx, box.top + int(14 * s)), max_width=box.width - int(40 * s))
        y = box.top + int(60 * s)
        if not self.rows:
            draw_text(surface, _("Nothing has happened yet."), "bold", self.size_px, theme.MUTED,
                      midtop=(box.centerx, y))
        for row in self.rows[self.scroll:self.scroll + self.visible()]:
            number, text = row.split("\t", 1)
            if number:
                draw_text(surface, number, "bold", self.size_px, theme.MUTED,
                          topright=(box.left + int(62 * s), y))
            draw_text(surface, text, "text", self.size_px, theme.INK, topleft=(box.left + int(72 * s), y))
            y += self.step
        if len(self.rows) > self.visible():
            more = _("Up/Down or the wheel to scroll")
            draw_text(surface, more, "text", readable(13 * s), theme.MUTED,
                      bottomright=(box.right - int(16 * s), box.bottom - int(20 * s)))
        self.draw_buttons(surface)
