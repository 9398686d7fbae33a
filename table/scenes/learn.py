"""Learn to play: the games that have a guided first game, side by side; choose one to play it
at the real table."""

from __future__ import annotations

import pygame

from table.games import game_ids, table_for
from table.i18n import _, ngettext
from table.scene import Scene
from table.scenes import scene_named
from table.scenes.common import backdrop, game_card, game_row
from table.ui import theme
from table.ui.widgets import Button, draw_text, readable


class LearnScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = [g for g in game_ids() if table_for(g).tutorial is not None]
        self.buttons = [Button(_("Start"), lambda g=g: self.start(g),
                               key=pygame.K_1 + i, style="good", hint=str(i + 1))
                        for i, g in enumerate(self.games)]
        self.back = Button(_("Back"), app.pop, key=pygame.K_ESCAPE, style="plain", hint="Esc")
        self.buttons.append(self.back)
        self.game_rects: list[tuple[str, pygame.Rect]] = []

    def start(self, game_id: str) -> None:
        TableScene = scene_named("table")

        tutorial = table_for(game_id).tutorial
        self.app.push(TableScene(self.app, tutorial.session(game_id), tutorial=tutorial))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def resize(self, size) -> None:
        s = self.scale
        w, h = size
        card_h = max(130, int(170 * s))
        self.game_rects = game_row(self.games, w, int(h * 0.26), card_h, s)
        for button, (_gid, rect) in zip(self.buttons[:-1], self.game_rects, strict=True):
            button.rect = pygame.Rect(0, 0, rect.width, int(48 * s))
            button.rect.midtop = (rect.centerx, rect.bottom + int(12 * s))
        self.back.rect = pygame.Rect(0, 0, int(160 * s), int(58 * s))
        self.back.rect.bottomleft = (int(40 * s), h - int(20 * s))

    def process_event(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for gid, rect in self.game_rects:
                if rect.collidepoint(event.pos):
                    self.start(gid)
                    return None
        return super().process_event(event)

    def draw(self, surface) -> None:
        top = backdrop(surface, _("Learn to play"))
        s = self.scale
        text = _("A short guided game: the table shows one rule at a time, and you play each move.")
        draw_text(surface, text, "bold", readable(18 * s), theme.GOLD, midtop=(surface.get_width() // 2, top),
                  max_width=int(surface.get_width() * 0.9))
        for number, (gid, rect) in enumerate(self.game_rects, start=1):
            steps = len(table_for(gid).tutorial.steps)
            info = ngettext("{n} step · up to 5 min", "{n} steps · up to 5 min", steps).format(n=steps)
            game_card(surface, rect, gid, number, False, info, s)
        self.draw_buttons(surface)
