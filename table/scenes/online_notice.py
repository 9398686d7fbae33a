"""Over an online table that cannot go on as it is: the host has left (and the room was in her
app), her computer cannot be reached, the server no longer knows the room or the seat, or the
seat could not be taken back after several tries. It says what happened and what happens next,
and offers the way on: back to the menu, or (a seat not taken back) another try. A notice that
is mended (the line is back) goes by itself."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from table.i18n import _
from table.net.reasons import server_words
from table.net.resume import FINAL
from table.scene import Scene
from table.scenes.common import dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_row, panel, readable, wrap


@dataclass(frozen=True)
class Notice:
    kind: str  # "host-left", "host-lost", "room-gone", "seat-lost"
    title: str
    body: str

    @property
    def final(self) -> bool:
        """Nothing can mend it: the seat is no more (what this computer kept of it goes)."""
        return self.kind in ("host-left", "room-gone")


def notice_for(channel) -> Notice | None:
    """What an online table must say over itself now, if anything."""
    host = channel.names[channel.host] if channel.host is not None else ""
    failed = channel.resume_failed
    if channel.ended == "host-left" or (channel.in_app and failed == "no such room"):
        title = _("{name} has left").format(name=host) if host else _("The host has left")
        body = _("The game was on {name}'s computer, so it cannot go on.").format(name=host) if host else \
            _("The game was on the host's computer, so it cannot go on.")
        return Notice("host-left", title, body)
    if failed in FINAL:
        return Notice("room-gone", _("This game is no longer on the server"),
                      _("The server says: {reason}. The game cannot go on from here.").format(
                          reason=server_words(failed)))
    if failed:
        return Notice("seat-lost", _("Your seat could not be taken back"),
                      _("The server says: {reason}. Try again in a moment, or go back to the menu: "
                        "Rejoin there takes your seat back later.").format(reason=server_words(failed)))
    if channel.host_lost and channel.host not in channel.humans:
        title = _("{name}'s computer cannot be reached").format(name=host) if host else \
            _("The host's computer cannot be reached")
        return Notice("host-lost", title,
                      _("The game is on that computer ({reason}). If the app there has closed, the game cannot "
                        "go on; if not, it goes on as soon as the line is back. Trying again…").format(
                          reason=channel.down or server_words(None)))
    return None


class OnlineNotice(Scene):
    overlay = True

    def __init__(self, app, table, notice: Notice) -> None:
        super().__init__(app)
        self.table, self.notice = table, notice
        self.box = pygame.Rect(0, 0, 0, 0)
        self._make_buttons()

    def _make_buttons(self) -> None:
        self.menu = Button(_("Back to the menu"), self._menu, key=pygame.K_m, style="good", hint="M")
        self.again = Button(_("Try again"), self._again, key=pygame.K_RETURN, style="primary", hint="Enter")
        self.buttons = [self.again, self.menu] if self.notice.kind == "seat-lost" else [self.menu]

    def retranslate(self) -> None:
        self.notice = notice_for(self.table.channel) or self.notice
        self._make_buttons()
        self.resize(self.size)

    def _menu(self) -> None:
        from table.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))  # (the table's shutdown closes its lines)

    def _again(self) -> None:
        self.table.channel.try_again()
        self.app.pop()

    def update(self, dt: float) -> None:
        self.table.channel.pump()  # (the table shows what came once it is on top again)
        now = notice_for(self.table.channel)
        if now is None:
            self.app.pop()
            self.app.toast(_("Connected again."), 2.0)
        elif now != self.notice:
            self.notice = now
            self._make_buttons()
            self.resize(self.size)

    def on_escape(self) -> bool:
        return True  # the table behind cannot be played: the buttons say where to go

    def animating(self) -> bool:
        return False  # the link wakes the window when something comes

    def resize(self, size) -> None:
        s = self.scale
        self.box = pygame.Rect(0, 0, int(min(size[0] - 40, 640 * s)), 0)
        lines = wrap(self.notice.body, "text", readable(17 * s), self.box.width - int(48 * s))
        self._lines = lines
        self.box.height = int(170 * s) + int(readable(17 * s) * 1.35) * len(lines)
        self.box.center = (size[0] // 2, size[1] // 2)
        layout_row(self.buttons, (self.box.centerx, self.box.bottom - int(48 * s)), int(54 * s), int(20 * s))

    def draw(self, surface) -> None:
        dim(surface)
        s = self.scale
        panel(surface, self.box, (40, 34, 30), radius=int(18 * s), border=theme.GOLD)
        title = draw_text(surface, self.notice.title, "title", readable(30 * s), theme.CREAM,
                          midtop=(self.box.centerx, self.box.top + int(20 * s)), max_width=self.box.width - int(40 * s))
        size = readable(17 * s)
        for i, line in enumerate(self._lines):
            draw_text(surface, line, "text", size, (230, 222, 205),
                      midtop=(self.box.centerx, title.bottom + int(14 * s) + int(size * 1.35) * i))
        self.draw_buttons(surface)
