"""Esc during a game: resume, rules, settings, or quit to the menu (asks twice), saying what
leaving does to this game: a local game is kept to Continue; a demo or a guided game is not;
online, the game goes on while this screen pauses, a person's seat is kept to Rejoin from the
main menu, and a host's leaving ends the game for everyone (the server runs in the host's
app). The host of an online game also finds here who has left, to let a bot play for them."""

from __future__ import annotations

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes import scene_named
from table.scenes.common import dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_column, panel, readable, wrap


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        RulesScene = scene_named("rules")
        SettingsScene = scene_named("settings")

        self.table = table
        self.quit_button = Button(_("Quit to menu"), self._quit, key=pygame.K_q, style="bad", hint="Q")
        self.buttons = [
            Button(_("Resume"), app.pop, key=pygame.K_ESCAPE, style="good", hint="Esc"),
            Button(_("How to play"), lambda: app.push(RulesScene(app, table.channel.game_id)), key=pygame.K_h,
                   style="plain", hint="H"),
            Button(_("Settings"), lambda: app.push(SettingsScene(app)), key=pygame.K_s, style="plain", hint="S"),
            self.quit_button,
        ]
        if getattr(getattr(table, "source", None), "seats_away", False) and self._hosting_online(table.channel):
            AwaySeatsScene = scene_named("away-seats")

            self.buttons.insert(1, Button(_("Players away"), lambda: app.push(AwaySeatsScene(app, table)),
                                          key=pygame.K_a, style="plain", hint="A"))
        self.confirming = False

    @staticmethod
    def _hosting_online(channel) -> bool:
        """Whether this screen's person hosts an online game still going (she may let a bot
        play for someone away)."""
        host = getattr(channel, "host", None)
        return host is not None and (host in channel.humans or getattr(channel, "hosts_here", False)) \
            and not channel.is_over()  # (hosts_here: a companion table that only watches, holding the host's token)

    def retranslate(self) -> None:
        self.__init__(self.app, self.table)  # the buttons only (and the quit question starts over)

    def leaving(self) -> str:
        """What leaving does to this game, in a sentence or two."""
        table = self.table
        if getattr(table, "demo", False):
            return _("A demo is not kept.")
        if getattr(table, "guide", None) is not None:
            return _("A guided game is not kept: Learn to play starts it again.")
        source = getattr(table, "source", None)  # (table_sources: a local session's, or a server's)
        return source.leaving() if source is not None else _("This game is not kept.")

    def _quit(self) -> None:
        if not self.confirming:
            self.confirming = True
            self.quit_button.label = _("Leave this game? Click again")
            return
        MenuScene = scene_named("menu")

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
        first, last = self.buttons[0].rect, self.buttons[-1].rect  # the box holds the buttons and the note
        size = readable(15 * s)
        lines = wrap(self.leaving(), "text", size, int(380 * s))
        step = int(size * 1.3)
        box = pygame.Rect(0, first.top - int(80 * s), int(420 * s),
                          last.bottom - first.top + int(106 * s) + step * len(lines))
        box.centerx = surface.get_width() // 2
        panel(surface, box, (40, 34, 30), radius=int(18 * s), border=theme.GOLD)
        draw_text(surface, _("Paused"), "title", int(34 * s), theme.CREAM, midtop=(box.centerx, box.top + int(14 * s)))
        colour = theme.GOLD if self.confirming else (220, 214, 200)
        for i, line in enumerate(lines):
            draw_text(surface, line, "text", size, colour, midtop=(box.centerx, last.bottom + int(12 * s) + i * step))
        self.draw_buttons(surface)
