"""The main menu."""

from __future__ import annotations

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_column, readable


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        from table.scenes.rules import RulesScene
        from table.scenes.settings import SettingsScene
        from table.scenes.setup import SetupScene

        self.buttons = []
        self.kept = self._kept_online()
        if self.kept:  # an online game this computer left in the middle: the others may be waiting
            label = _("Rejoin {game} as {name}").format(game=self.kept[0].title, name=self.kept[0].who)
            self.buttons.append(Button(label, self._rejoin, key=pygame.K_r, style="good", hint="R"))
        self.saved = self._unfinished()
        if len(self.saved) == 1:
            label = _("Continue {game}").format(game=self.saved[0].title)
            self.buttons.append(Button(label, self._continue, key=pygame.K_c, style="good", hint="C"))
        elif self.saved:
            self.buttons.append(Button(_("Continue a game"), self._continue, key=pygame.K_c, style="good", hint="C"))
        self.buttons += [
            Button(_("New game"), lambda: app.push(SetupScene(app)), key=pygame.K_n,
                   style="plain" if self.buttons else "good", hint="N"),
            Button(_("Learn to play"), self._learn, key=pygame.K_l, style="plain", hint="L"),
            Button(_("Play online"), self._online, key=pygame.K_o, style="plain", hint="O"),
            Button(_("How to play"), lambda: app.push(RulesScene(app)), key=pygame.K_h, style="plain", hint="H"),
            Button(_("Statistics"), self._stats, key=pygame.K_t, style="plain", hint="T"),
            Button(_("Settings"), lambda: app.push(SettingsScene(app)), key=pygame.K_s, style="plain", hint="S"),
            Button(_("Quit"), self._quit, key=pygame.K_q, style="plain", hint="Q"),
        ]

    def retranslate(self) -> None:
        self.__init__(self.app)  # the buttons only: the menu keeps nothing else

    def _unfinished(self) -> list:
        """The unfinished games that load (each checked once, G-2); what was set aside or
        rebuilt is said here, once."""
        saves = self.app.saves
        if saves is None:
            return []
        saved = saves.unfinished()
        if saves.problem:
            self.app.toast(saves.problem, 10.0)
            saves.problem = ""
        return saved

    def _kept_online(self) -> list:
        """The online seats this computer kept (newest first), to take back after the app closed."""
        saves = self.app.saves
        if saves is None:
            return []
        kept = saves.online.rooms()
        if saves.online.problem:
            self.app.toast(saves.online.problem, 10.0)
            saves.online.problem = ""
        return kept

    def _rejoin(self) -> None:
        """Take back the newest kept online seat: the lobby screen says how it goes, then the table."""
        from table.net.rejoin import rejoin
        from table.scenes.online import LobbyScene, wake_app

        self.app.push(LobbyScene(self.app, rejoin(self.kept[0], notify=wake_app), None, ""))

    def resume(self) -> None:
        if self.kept != self._kept_online():  # a seat taken back and over, or forgotten meanwhile
            self.__init__(self.app)
        super().resume()

    def _continue(self) -> None:
        """The one unfinished game, or a choice of them."""
        from table.scenes.saved_games import ContinueScene, continue_game

        if len(self.saved) == 1:
            continue_game(self.app, self.saved[0].game_id)
        else:
            self.app.push(ContinueScene(self.app, self.saved))

    def _online(self) -> None:
        from table.scenes.online import JoinScene

        self.app.push(JoinScene(self.app))

    def _learn(self) -> None:
        from table.scenes.learn import LearnScene

        self.app.push(LearnScene(self.app))

    def _stats(self) -> None:
        from table.scenes.statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def _quit(self) -> None:
        """Quit asks first (Q again, or the Quit button): the ring goes round from the top to
        Quit, and Esc means "back" on every other screen, so one stray key must not close the app."""
        from table.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(self.app, _("Quit Present Company?"), _("Quit"), _("Stay"), self._leave,
                                   yes_key=pygame.K_q, yes_hint="Q"))

    def _leave(self) -> None:
        self.app.running = False

    def resize(self, size) -> None:
        s = self.scale
        top, bottom = int(size[1] * 0.26), int(size[1] * 0.86)  # clear of the title and the footer
        step = min(68 * s, (bottom - top) / len(self.buttons))
        layout_column(self.buttons, (size[0] // 2, top), int(340 * s), int(step * 0.8), int(step * 0.2))

    def on_escape(self) -> bool:
        self._quit()
        return True

    def draw(self, surface) -> None:
        backdrop(surface, _("Present Company"), _("Gift-giving card games for the whole family"))
        self.draw_buttons(surface)
        s = self.scale
        games = _("At the table: That's Not a Hat, Secret Santa, The Spirit of Giving and Presents of Mine.")
        draw_text(surface, games, "text", readable(15 * s), theme.CREAM,
                  midtop=(surface.get_width() // 2, int(surface.get_height() * 0.88)))
        draw_text(surface, _("F11 full screen \u00b7 Ctrl+M sound on/off"), "text", readable(13 * s), (200, 210, 200),
                  midtop=(surface.get_width() // 2, int(surface.get_height() * 0.92)))
