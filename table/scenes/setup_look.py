"""How New game looks: where its games, seats and variants lie for a window and a Size, and its
drawing (a mixin of ``SetupScene``, which holds the choices)."""

from __future__ import annotations

import pygame

from engine.games import GAMES
from table.games import game_ids
from table.i18n import _
from table.scenes.common import backdrop, game_card, game_row
from table.ui import theme
from table.ui.widgets import draw_text, panel, readable, wrap

# The least room New game needs with its games as cards that say what each is like, in its own
# units (theme.scale_for); at a larger Size (150% in 1280x800, 200% in 1920x1080) it goes
# compact: a smaller title, each game its picture and name only, the seats' rows closer, the
# tips only where they fit. SetupScene.room is the compact screen's least room.
FULL_ROOM = (1120, 700)
COMPACT_ROOM = (840, 525)


class SetupLook:
    room = COMPACT_ROOM

    def _compact(self, size) -> bool:
        return self.scale > theme.scale_for(size, FULL_ROOM) + 1e-9

    def _frame(self, size) -> tuple[int, int, int, int]:
        """(left, top of the seats, bottom of the game cards' row start, card height)."""
        s = self.scale
        w, h = size
        if self._compact(size):
            row_top, card_h = int(58 * s), int(56 * s)
            return int(w * 0.08), row_top + card_h + int(18 * s), row_top, card_h
        row_top = int(104 * s)
        card_h = max(118, int(150 * s))
        return int(w * 0.08), row_top + card_h + int(34 * s), row_top, card_h

    def resize(self, size) -> None:
        s = self.scale
        w, h = size
        left, top, row_top, card_h = self._frame(size)
        self.game_rects = game_row([g for g in game_ids() if g in GAMES], w, row_top, card_h, s)
        room = h - top - (int(146 * s) if self._compact(size) else int(100 * s) + int(60 * s))
        row = int(min(46 * s, room / max(1, self.players)))
        sx = self._seat_scale(size)
        self.minus.rect = pygame.Rect(left + int(190 * sx), top, int(46 * s), int(40 * s))
        self.plus.rect = pygame.Rect(max(left + int(290 * sx), self.minus.rect.right + int(54 * s)), top,
                                     int(46 * s), int(40 * s))  # (the count between them, clear of both)
        self.name_rects = []
        for seat, (kind, level) in enumerate(self.seat_buttons):
            y = top + int(54 * s) + seat * row
            self.name_rects.append(pygame.Rect(left + int(40 * sx), y, int(230 * sx), row - 6))
            self.fields[seat].rect = self.name_rects[-1]
            kind.rect = pygame.Rect(left + int(280 * sx), y, int(118 * sx), row - 6)  # (room for its arrows)
            if level:
                level.rect = pygame.Rect(left + int(406 * sx), y, int(128 * sx), row - 6)
        x2 = int(w * 0.58)
        self.start.rect = pygame.Rect(0, 0, int(280 * s), int(58 * s))
        self.start.rect.bottomright = (w - int(40 * s), h - int(20 * s))
        self.back.rect = pygame.Rect(0, 0, int(160 * s), int(58 * s))
        self.back.rect.bottomleft = (int(40 * s), h - int(20 * s))
        step = self._variant_step(size)
        for i, b in enumerate(self.setting_buttons.values()):
            if step is None:  # each name beside its choice, where there is no room for it above
                b.rect = pygame.Rect(x2 + int(w * 0.14), top + int(46 * s) + i * int(44 * s), int(w * 0.2),
                                     int(38 * s))
            else:
                drop = min(int(24 * s), step - int(40 * s))  # (the name above, then its choice)
                b.rect = pygame.Rect(x2, top + int(46 * s) + i * step + drop, int(w * 0.34), int(38 * s))

    def _seat_scale(self, size) -> float:
        """The seats' widths: the scale, or less where a large Size would run them into the variants."""
        s, (left, _top, _row, _card) = self.scale, self._frame(size)
        return min(s, (int(size[0] * 0.58) - left - int(32 * s)) / 544)

    def _variant_step(self, size) -> int | None:
        """From one variant to the next: closer together where a large Size leaves too little
        room above the tips at the bottom of their box (compact: closer still, or without the
        tips); None: too little room even so, each name goes beside its choice."""
        s, (_left, top, _row, _card) = self.scale, self._frame(size)
        compact = self._compact(size)
        if len(self.setting_buttons) < 2:
            return int(68 * s)
        size_px = readable(15 * s)
        tips = len(wrap(self._tips(), "text", size_px, int(size[0] * 0.34)))
        for shown in (tips, 0) if compact else (tips,):
            bottom = self.start.rect.top - int(14 * s) - int(14 * s) - shown * int(size_px * 1.25)
            room = bottom - (top + int(46 * s) + int(24 * s) + int(38 * s))
            for step in (68, 62) if compact else (68,):
                if room // (len(self.setting_buttons) - 1) >= int(step * s):
                    return int(step * s)
        return None

    # -- drawing ---------------------------------------------------------------------------
    def _draw_games(self, surface) -> None:
        for number, (gid, rect) in enumerate(self.game_rects, start=1):
            game = GAMES[gid]
            info = _("{low}-{high} players · {short}-{long} min").format(
                low=game.min_players, high=game.max_players, short=game.minutes[0], long=game.minutes[1])
            game_card(surface, rect, gid, number, gid == self.game.id, info, self.scale,
                      compact=self._compact(surface.get_size()))

    def draw(self, surface) -> None:
        s = self.scale
        w, h = surface.get_size()
        compact = self._compact((w, h))
        backdrop(surface, _("Host a game") if self.online else _("New game"), scale=s * 0.5 if compact else s)
        self._draw_games(surface)
        left, top, _row_top, _card_h = self._frame((w, h))
        sx = self._seat_scale((w, h))
        card = pygame.Rect(left - int(16 * s), top - int(14 * s), int(560 * s) - int(544 * s) + int(544 * sx),
                           self.start.rect.top - top)
        panel(surface, card, (250, 244, 230), radius=int(16 * s))
        draw_text(surface, _("Players"), "heavy", int(22 * s), theme.INK,
                  topleft=(left + int(40 * sx), top + int(6 * s)), max_width=self.minus.rect.left - left - int(40 * sx))
        draw_text(surface, str(self.players), "heavy", int(26 * s), theme.INK,
                  center=((self.minus.rect.right + self.plus.rect.left) // 2, top + int(20 * s)))
        for seat, rect in enumerate(self.name_rects):
            draw_text(surface, f"{seat + 1}", "bold", int(16 * s), theme.MUTED,
                      midright=(rect.left - int(10 * s), rect.centery))
        x2 = int(w * 0.58)
        box = pygame.Rect(x2 - int(16 * s), top - int(14 * s), int(w * 0.34) + int(32 * s), self.start.rect.top - top)
        panel(surface, box, (250, 244, 230), radius=int(16 * s))
        draw_text(surface, _("Variants"), "heavy", int(22 * s), theme.INK, topleft=(x2, top + int(6 * s)))
        step = self._variant_step((w, h))
        for i, (key, button) in enumerate(self.setting_buttons.items()):
            setting = self.game.setting(key)
            if step is None:
                draw_text(surface, _(setting.label), "bold", int(16 * s), theme.INK, two_lines=button.rect.height,
                          midleft=(x2, button.rect.centery), max_width=button.rect.left - x2 - int(8 * s))
            else:
                draw_text(surface, _(setting.label), "bold", int(16 * s), theme.INK,
                          topleft=(x2, top + int(46 * s) + i * step))
        if not self.setting_buttons:
            note = _("No variants: the game is played as designed, for {low} to {high} players.").format(
                low=self.game.min_players, high=self.game.max_players)
            for i, line in enumerate(wrap(note, "text", readable(16 * s), box.right - x2 - int(16 * s))):
                draw_text(surface, line, "text", readable(16 * s), theme.INK,
                          topleft=(x2, top + int(52 * s) + i * int(readable(16 * s) * 1.25)))
        tips = self._tips()
        size = readable(15 * s)
        lines = wrap(tips, "text", size, box.right - x2 - int(16 * s))
        last = max((b.rect.bottom for b in self.setting_buttons.values()), default=top + int(46 * s))
        if compact and box.bottom - int(14 * s) - len(lines) * int(size * 1.25) < last + int(8 * s):
            lines = []  # (compact: the tips only where they fit under the variants)
        for i, line in enumerate(reversed(lines)):
            draw_text(surface, line, "text", size, theme.MUTED,
                      bottomleft=(x2, box.bottom - int(14 * s) - i * int(size * 1.25)))
        if self.message:
            draw_text(surface, self.message, "bold", int(17 * s), theme.GOLD,
                      midbottom=(w // 2, h - int(100 * s)), max_width=int(w * 0.8))
        self.draw_buttons(surface)
