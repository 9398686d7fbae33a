"""Unfinished games: picking which to Continue when several are kept (one per game), and the
question before a new game takes the place of an unfinished game of the same game."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from table.i18n import _
from table.persist_words import Unfinished
from table.scene import Scene
from table.scenes.common import backdrop, continue_game, dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_column, panel, readable, wrap


class ContinueScene(Scene):
    """The unfinished games, the latest first: a click, its number, or the arrows and Enter."""

    def __init__(self, app, saved: list[Unfinished]) -> None:
        super().__init__(app)
        self.saved = saved
        self.buttons = [Button(u.describe(), lambda g=u.game_id: continue_game(app, g), key=pygame.K_1 + i,
                               style="good" if i == 0 else "plain", hint=str(i + 1))
                        for i, u in enumerate(saved[:9])]
        self.buttons.append(Button(_("Back"), app.pop, style="plain", hint="Esc"))
        self.focus = 0
        self._show_focus()

    def retranslate(self) -> None:
        self.__init__(self.app, self.saved)

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def resize(self, size) -> None:
        s = self.scale
        width = int(min(size[0] * 0.9, 900 * s))
        top = int(size[1] * 0.3)
        step = min(76 * s, (size[1] * 0.9 - top) / len(self.buttons))
        layout_column(self.buttons, (size[0] // 2, top), width, int(step * 0.8), int(step * 0.2))
        self.buttons[-1].rect.width = int(200 * s)
        self.buttons[-1].rect.centerx = size[0] // 2

    def draw(self, surface) -> None:
        backdrop(surface, _("Continue a game"), _("Your unfinished games, the latest first"))
        self.draw_buttons(surface)


class ReplaceScene(Scene):
    """Before a new game of a game whose unfinished game is kept: replace it, continue it, or go
    back. Enter keeps it (the ring starts on Back): replacing takes its own key."""

    overlay = True

    def __init__(self, app, saved: Unfinished, replace: Callable[[], None]) -> None:
        super().__init__(app)
        self.saved, self.replace = saved, replace
        self.buttons = [
            Button(_("Replace it"), self._replace, key=pygame.K_r, style="bad", hint="R"),
            Button(_("Continue it"), lambda: continue_game(app, saved.game_id), key=pygame.K_c, style="good",
                   hint="C"),
            Button(_("Back"), app.pop, style="plain", hint="Esc"),
        ]
        self.focus = 2
        self._show_focus()
        self.box = pygame.Rect(0, 0, 0, 0)

    def retranslate(self) -> None:
        self.__init__(self.app, self.saved, self.replace)

    def _replace(self) -> None:
        self.app.pop()
        self.replace()

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def question(self) -> str:
        return _("Replace your unfinished {game} game ({details})?").format(game=self.saved.title,
                                                                           details=self.saved.details())

    def note(self) -> str:
        return _("A new game takes its place: one unfinished game of each game is kept.")

    def _lines(self, width: int) -> list[tuple[str, str, int, tuple]]:
        """(text, font, size, colour) of each line of the question and the note under it."""
        s = self.scale
        big, small = readable(22 * s), readable(16 * s)
        return [(line, "bold", big, theme.CREAM) for line in wrap(self.question(), "bold", big, width)] + \
            [(line, "text", small, (220, 214, 200)) for line in wrap(self.note(), "text", small, width)]

    def resize(self, size) -> None:
        s = self.scale
        width = int(min(size[0] * 0.9, 760 * s))
        text = sum(int(size * 1.3) for _line, _font, size, _colour in self._lines(width - int(48 * s)))
        self.box = pygame.Rect(0, 0, width, int(20 * s) + text + int(10 * s) + int(100 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        button = (self.box.width - int(64 * s)) // 3
        y = self.box.bottom - int(76 * s)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(self.box.left + int(24 * s) + i * (button + int(8 * s)), y, button, int(54 * s))

    def draw(self, surface) -> None:
        dim(surface)
        s = self.scale
        box = self.box
        panel(surface, box, (40, 34, 30), radius=int(18 * s), border=theme.GOLD)
        y = box.top + int(20 * s)
        lines = self._lines(box.width - int(48 * s))
        for i, (line, font, size, colour) in enumerate(lines):
            if i and font != lines[i - 1][1]:
                y += int(10 * s)  # the note stands apart from the question
            draw_text(surface, line, font, size, colour, midtop=(box.centerx, y))
            y += int(size * 1.3)
        self.draw_buttons(surface)
