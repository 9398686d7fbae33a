"""Learn to play: choose a game, then play its guided first game at the real table."""

from __future__ import annotations

import pygame

from engine.games import get_game
from table.games import game_ids, table_for
from table.i18n import _
from table.scene import Scene
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_column, readable


class LearnScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = [g for g in game_ids() if table_for(g).tutorial is not None]
        self.buttons = [Button(_(get_game(g).title), lambda g=g: self.start(g), key=pygame.K_1 + i,
                               style="good" if i == 0 else "plain", hint=str(i + 1))
                        for i, g in enumerate(self.games)]
        self.buttons.append(Button(_("Back"), app.pop, style="plain", hint="Esc"))

    def start(self, game_id: str) -> None:
        from table.scenes.table_scene import TableScene

        tutorial = table_for(game_id).tutorial
        self.app.push(TableScene(self.app, tutorial.session(game_id), tutorial=tutorial))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def resize(self, size) -> None:
        s = self.scale
        layout_column(self.buttons, (size[0] // 2, int(size[1] * 0.3)), int(420 * s), int(54 * s), int(14 * s))

    def draw(self, surface) -> None:
        top = backdrop(surface, _("Learn to play"))
        s = self.scale
        text = _("A short guided game: the table shows one rule at a time, and you play each move.")
        draw_text(surface, text, "bold", readable(18 * s), theme.GOLD, midtop=(surface.get_width() // 2, top))
        self.draw_buttons(surface)
