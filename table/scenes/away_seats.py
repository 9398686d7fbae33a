"""The host of an online game, from the pause menu: who has left the table, and for each of
them, a bot to play their seat until they come back (or no bot: the game waits for them). The
server checks that the one asking is the host and the seat a person's; the person's own hello
takes the seat back whatever was chosen here."""

from __future__ import annotations

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes.common import dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel, readable


class AwaySeatsScene(Scene):
    overlay = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[int, pygame.Rect]] = []
        self._asked: dict[int, bool] = {}  # seat: what was asked, until the server's presence says it
        self._make_buttons()

    @property
    def channel(self):
        return self.table.channel

    def _people(self) -> list[int]:
        """The seats of people not at this screen."""
        return [seat for seat, info in enumerate(self.channel.seats) if not info.is_bot and seat not in
                self.channel.humans]

    def _make_buttons(self) -> None:
        self.back = Button(_("Back"), self.app.pop, key=pygame.K_ESCAPE, style="good", hint="Esc")
        self.toggles = {seat: Button("", lambda seat=seat: self._toggle(seat), name=("seat", seat), style="primary")
                        for seat in self._people()}
        self._label()

    def _label(self) -> None:
        away = self.channel.away
        for seat, button in self.toggles.items():
            button.label = _("Wait for them") if away.get(seat) else _("Let a bot play")
            button.enabled = seat in away and seat not in self._asked
        self.buttons = [*self.toggles.values(), self.back]

    def _toggle(self, seat: int) -> None:
        away = self.channel.away
        if seat in away:
            self._asked[seat] = not away[seat]
            self.channel.sit_in(seat, not away[seat])
            self._label()

    def retranslate(self) -> None:
        self._make_buttons()
        self.resize(self.size)

    def update(self, dt: float) -> None:
        self.channel.pump()  # (the table shows the moves that came once it is on top again)
        away = self.channel.away
        self._asked = {seat: on for seat, on in self._asked.items() if seat in away and away[seat] != on}
        self._label()

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def _standing(self, seat: int) -> str:
        away = self.channel.away
        if seat not in away:
            return _("at the table")
        return _("away: a bot plays for them") if away[seat] else _("away: the game waits for them")

    def resize(self, size) -> None:
        s = self.scale
        row = int(56 * s)
        self.box = pygame.Rect(0, 0, int(min(size[0] - 40, 720 * s)), int(190 * s) + row * max(1, len(self.toggles)))
        self.box.center = (size[0] // 2, size[1] // 2)
        top = self.box.top + int(90 * s)
        self.rows = []
        for i, (seat, button) in enumerate(self.toggles.items()):
            rect = pygame.Rect(self.box.left + int(24 * s), top + i * row, self.box.width - int(48 * s), row)
            self.rows.append((seat, rect))
            button.rect = pygame.Rect(0, 0, int(210 * s), int(44 * s))
            button.rect.midright = (rect.right, rect.centery)
        self.back.rect = pygame.Rect(0, 0, int(160 * s), int(54 * s))
        self.back.rect.midbottom = (self.box.centerx, self.box.bottom - int(18 * s))

    def draw(self, surface) -> None:
        dim(surface)
        s = self.scale
        panel(surface, self.box, (40, 34, 30), radius=int(18 * s), border=theme.GOLD)
        draw_text(surface, _("Players away"), "title", readable(30 * s), theme.CREAM,
                  midtop=(self.box.centerx, self.box.top + int(18 * s)), max_width=self.box.width - int(40 * s))
        if not self.rows:
            draw_text(surface, _("Everyone else here is a bot."), "text", readable(17 * s), (230, 222, 205),
                      midtop=(self.box.centerx, self.box.top + int(96 * s)), max_width=self.box.width - int(40 * s))
        for seat, rect in self.rows:
            room = self.toggles[seat].rect.left - rect.left - int(16 * s)
            name = draw_text(surface, self.channel.names[seat], "bold", readable(19 * s), theme.CREAM,
                             topleft=(rect.left, rect.top + int(4 * s)), max_width=room)
            draw_text(surface, self._standing(seat), "text", readable(15 * s), (210, 200, 180),
                      topleft=(rect.left, name.bottom + int(2 * s)), max_width=room)
        self.draw_buttons(surface)
