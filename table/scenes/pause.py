"""Esc during a game: resume, rules, settings, or quit to the menu (asks twice)."""

from __future__ import annotations

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes.common import dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_column, panel


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        from table.scenes.rules import RulesScene
        from table.scenes.settings import SettingsScene

        self.table = table
        self.quit_button = Button(_("Quit to menu"), self._quit, key=pygame.K_q, style="bad", hint="Q")
        self.buttons = [
            Button(_("Resume"), app.pop, key=pygame.K_ESCAPE, style="good", hint="Esc"),
            Button(_("How to play"), lambda: app.push(RulesScene(app, table.channel.game_id)), key=pygame.K_h,
                   style="plain", hint="H"),
            Button(_("Settings"), lambda: app.push(SettingsScene(app)), key=pygame.K_s, style="plain", hint="S"),
            self.quit_button,
        ]
        self.confirming = False

    def retranslate(self) -> None:
        self.__init__(self.app, self.table)  # the buttons only (and the quit question starts over)

    def _quit(self) -> None:
        if not self.confirming:
            self.confirming = True
            self.quit_button.label = _("Leave this game? Click again")
            return
        from table.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def resize(self, size) -> None:
        s = self.scale
        layout_column(self.buttons, (size[0] // 2, int(size[1] * 0.34)), int(340 * s), int(56 * s), int(14 * s))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def draw(self, surface) -> None:
        dim(surface)
        s = self.scale
        first, last = self.buttons[0].rect, self.buttons[-1].rect  # the box holds the buttons, with room
        box = pygame.Rect(0, first.top - int(80 * s), int(420 * s), last.bottom - first.top + int(106 * s))
        box.centerx = surface.get_width() // 2
        panel(surface, box, (40, 34, 30), radius=int(18 * s), border=theme.GOLD)
        draw_text(surface, _("Paused"), "title", int(34 * s), theme.CREAM, midtop=(box.centerx, box.top + int(14 * s)))
        self.draw_buttons(surface)
