"""How to play: scrollable rules with credits (wheel, arrows, Page Up/Down)."""

from __future__ import annotations

import pygame

from table.games import game_ids, table_for
from table.i18n import _
from table.scene import Scene
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel, readable, wrap


class RulesScene(Scene):
    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id or game_ids()[0]
        self.rules = table_for(self.game_id).rules
        self.scroll = 0
        self.max_scroll = 0
        self.buttons = [Button(_("Back"), app.pop, key=pygame.K_ESCAPE, style="plain", hint="Esc"),
                        Button(_("Another game"), self._next, key=pygame.K_g, style="primary", hint="G")]

    def _next(self) -> None:
        ids = game_ids()
        self.game_id = ids[(ids.index(self.game_id) + 1) % len(ids)]
        self.rules = table_for(self.game_id).rules
        self.scroll = 0

    def resize(self, size) -> None:
        s = self.scale
        self.buttons[0].rect = pygame.Rect(0, 0, int(200 * s), int(50 * s))
        self.buttons[0].rect.bottomright = (size[0] // 2 - int(8 * s), size[1] - int(16 * s))
        self.buttons[1].rect = pygame.Rect(0, 0, int(240 * s), int(50 * s))
        self.buttons[1].rect.bottomleft = (size[0] // 2 + int(8 * s), size[1] - int(16 * s))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def process_event(self, event):
        step = int(40 * self.scale)
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: step * 8, pygame.K_PAGEUP: -step * 8}
            if event.key in moves:
                self.scroll = max(0, min(self.max_scroll, self.scroll + moves[event.key]))
                return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * step))
            return None
        return super().process_event(event)

    def draw(self, surface) -> None:
        top = backdrop(surface, self.rules["title"], _("How to play"))
        s = self.scale
        w, h = surface.get_size()
        box = pygame.Rect(0, top, int(min(w * 0.86, 900 * s)), h - top - int(86 * s))
        box.centerx = w // 2
        panel(surface, box, theme.PANEL, radius=int(16 * s))
        clip = box.inflate(-int(40 * s), -int(30 * s))
        old = surface.get_clip()
        surface.set_clip(clip)
        y = clip.top - self.scroll
        size = int(18 * s)
        for heading_id, body_id in self.rules["sections"]:
            heading, body = _(heading_id), _(body_id)
            draw_text(surface, heading, "heavy", int(22 * s), theme.RED_DARK, topleft=(clip.left, y))
            y += int(32 * s)
            for line in wrap(body, "text", size, clip.width):
                draw_text(surface, line, "text", size, theme.INK, topleft=(clip.left, y))
                y += int(size * 1.4)
            y += int(12 * s)
        for line in wrap(_(self.rules["credits"]), "bold", int(16 * s), clip.width):
            draw_text(surface, line, "bold", int(16 * s), theme.MUTED, topleft=(clip.left, y))
            y += int(22 * s)
        surface.set_clip(old)
        self.max_scroll = max(0, y + self.scroll - clip.bottom)
        if self.scroll < self.max_scroll:
            draw_text(surface, _("scroll for more \u2193"), "text", readable(13 * s), theme.MUTED,
                      midbottom=(box.centerx, box.bottom - 4))
        self.draw_buttons(surface)
