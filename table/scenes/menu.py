"""The main menu."""

from __future__ import annotations

import pygame

from table.scene import Scene
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_column


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        from table.scenes.rules import RulesScene
        from table.scenes.settings import SettingsScene
        from table.scenes.setup import SetupScene

        self.buttons = [
            Button("New game", lambda: app.push(SetupScene(app)), key=pygame.K_n, style="good", hint="N"),
            Button("How to play: That's Not a Hat", lambda: app.push(RulesScene(app, "not-a-hat")),
                   key=pygame.K_h, style="plain", hint="H"),
            Button("How to play: Secret Santa", lambda: app.push(RulesScene(app, "secret-santa")),
                   key=pygame.K_j, style="plain", hint="J"),
            Button("How to play: The Spirit of Giving",
                   lambda: app.push(RulesScene(app, "spirit-of-giving")),
                   key=pygame.K_k, style="plain", hint="K"),
            Button("How to play: Presents of Mine", lambda: app.push(RulesScene(app, "presents-of-mine")),
                   key=pygame.K_p, style="plain", hint="P"),
            Button("Settings", lambda: app.push(SettingsScene(app)), key=pygame.K_s, style="plain", hint="S"),
            Button("Quit", self._quit, key=pygame.K_q, style="plain", hint="Q"),
        ]

    def _quit(self) -> None:
        self.app.running = False

    def resize(self, size) -> None:
        s = self.scale
        layout_column(self.buttons, (size[0] // 2, int(size[1] * 0.22)), int(340 * s), int(50 * s), int(10 * s))

    def on_escape(self) -> bool:
        self._quit()
        return True

    def draw(self, surface) -> None:
        backdrop(surface, "Present Company", "Gift-giving card games for the whole family")
        self.draw_buttons(surface)
        s = self.scale
        games = "At the table: That's Not a Hat, Secret Santa, The Spirit of Giving and Presents of Mine."
        draw_text(surface, games, "text", int(15 * s), theme.CREAM,
                  midtop=(surface.get_width() // 2, int(surface.get_height() * 0.88)))
        draw_text(surface, "F11 full screen \u00b7 Ctrl+M sound on/off", "text", int(13 * s), (200, 210, 200),
                  midtop=(surface.get_width() // 2, int(surface.get_height() * 0.92)))
