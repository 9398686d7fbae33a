"""Finished games by game and player name: games, wins, average place."""

from __future__ import annotations

import pygame

from engine.games import GAMES
from table.i18n import _
from table.scene import Scene
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.stats = app.stats.load() if app.stats is not None else {}
        if app.stats is not None and app.stats.problem:
            app.toast(app.stats.problem)
        self.buttons = [Button(_("Back"), app.pop, style="plain", hint="Esc")]

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def resize(self, size) -> None:
        s = self.scale
        self.buttons[0].rect = pygame.Rect(0, 0, int(200 * s), int(50 * s))
        self.buttons[0].rect.midbottom = (size[0] // 2, size[1] - int(16 * s))

    def draw(self, surface) -> None:
        top = backdrop(surface, _("Statistics"), "Finished games, by player name")
        s = self.scale
        w, h = surface.get_size()
        box = pygame.Rect(0, top, int(min(w * 0.9, 900 * s)), h - top - int(86 * s))
        box.centerx = w // 2
        panel(surface, box, theme.PANEL, radius=int(16 * s))
        y = box.top + int(16 * s)
        left = box.left + int(24 * s)
        cols = [left + int(x * s) for x in (0, 330, 470, 590)]
        if not any(self.stats.values()):
            draw_text(surface, _("No finished games yet. Every game you finish is counted here."), "bold",
                      int(18 * s), theme.MUTED, midtop=(box.centerx, y + int(20 * s)))
        for game_id, game in GAMES.items():
            rows = self.stats.get(game_id)
            if not rows or y > box.bottom - int(60 * s):
                continue
            draw_text(surface, game.title, "heavy", int(20 * s), theme.RED_DARK, topleft=(left, y))
            y += int(30 * s)
            for x, label in zip(cols, (_("Player"), _("Games"), _("Wins"), _("Average place")), strict=True):
                draw_text(surface, label, "bold", int(14 * s), theme.MUTED, topleft=(x, y))
            y += int(22 * s)
            ordered = sorted(rows.items(), key=lambda kv: (-kv[1]["wins"], kv[1]["place_sum"] / max(1, kv[1]["games"]),
                                                          kv[0]))
            for name, row in ordered[:6]:
                average = row["place_sum"] / row["games"] if row["games"] else 0
                for x, text in zip(cols, (name, str(row["games"]), str(row["wins"]), f"{average:.2f}"),
                                   strict=True):
                    draw_text(surface, text, "text", int(16 * s), theme.INK, topleft=(x, y), max_width=int(300 * s))
                y += int(22 * s)
            y += int(12 * s)
        self.draw_buttons(surface)
