"""Finished games by game, table and player: games, wins, average place.

One game at a time (a tab per game that has finished games; Left and Right switch); in it, a
heading for each table size (and variant, where a game has variants that play differently),
smallest first, then its players: a person and a bot of the same name are two rows. The list
scrolls (wheel, Up and Down, Page Up and Page Down) when it is longer than the window."""

from __future__ import annotations

import pygame

from engine.games import GAMES
from table.i18n import _, ngettext
from table.scene import Scene
from table.scenes.common import backdrop, scroll_step
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel

ROW = 24  # px at scale 1


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.stats = app.stats.load() if app.stats is not None else {}
        if app.stats is not None and app.stats.problem:
            app.toast(app.stats.problem)
        self.games = [gid for gid in GAMES if self.stats.get(gid)]
        self.tab = 0
        self.scroll = 0  # rows scrolled past
        self.tabs = [Button(GAMES[gid].title, lambda i=i: self._show(i), style="plain")
                     for i, gid in enumerate(self.games)]
        self.buttons = [*self.tabs, Button(_("Back"), app.pop, key=pygame.K_ESCAPE, style="plain", hint="Esc")]
        self.box = pygame.Rect(0, 0, 0, 0)

    def _show(self, tab: int) -> None:
        self.tab, self.scroll = tab % max(1, len(self.games)), 0
        for i, button in enumerate(self.tabs):
            button.style = "gold" if i == self.tab else "plain"

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def rows(self) -> list[tuple[str, dict | None]]:
        """The shown game's lines: a heading for each table (its text, None), then its players
        best first (the name as shown, the row)."""
        if not self.games:
            return []
        game = GAMES[self.games[self.tab]]
        lines: list[tuple[str, dict | None]] = []
        for (players, variant), rows in sorted(self.stats[game.id].items(), key=lambda g: _order(game, g[0])):
            lines.append((_heading(game, players, variant, rows), None))
            best = sorted(rows.items(), key=lambda kv: (-kv[1]["wins"], kv[1]["place_sum"] / max(1, kv[1]["games"]),
                                                       kv[0][0], kv[0][1]))
            lines += [(_("{name} (bot)").format(name=name) if kind == "bot" else name, row)
                      for (name, kind), row in best]
        return lines

    def visible_rows(self) -> int:
        return max(1, (self.box.height - int(80 * self.scale)) // max(1, int(ROW * self.scale)))

    def _scroll_by(self, rows: int) -> None:
        most = max(0, len(self.rows()) - self.visible_rows())
        self.scroll = max(0, min(most, self.scroll + rows))

    def process_event(self, event: pygame.event.Event):
        rows = scroll_step(event, self.visible_rows())
        if rows is not None:
            self._scroll_by(rows)
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.games:
            self._show(self.tab + (1 if event.key == pygame.K_RIGHT else -1))
            return None
        return super().process_event(event)

    def resize(self, size) -> None:
        s = self.scale
        w, h = size
        top = int(150 * s)  # below the backdrop's title and subtitle
        self.box = pygame.Rect(0, top + int(50 * s), int(min(w * 0.9, 900 * s)), h - top - int(136 * s))
        self.box.centerx = w // 2
        back = self.buttons[-1]
        back.rect = pygame.Rect(0, 0, int(200 * s), int(50 * s))
        back.rect.midbottom = (w // 2, h - int(16 * s))
        if self.tabs:
            gap = int(8 * s)
            width = min(int(220 * s), (self.box.width - gap * (len(self.tabs) - 1)) // len(self.tabs))
            x = self.box.centerx - (width * len(self.tabs) + gap * (len(self.tabs) - 1)) // 2
            for button in self.tabs:
                button.rect = pygame.Rect(x, self.box.top - int(46 * s), width, int(40 * s))
                x += width + gap
        self._show(self.tab)

    def draw(self, surface) -> None:
        backdrop(surface, _("Statistics"), _("Finished games, by table and player"))
        s = self.scale
        box = self.box
        panel(surface, box, theme.PANEL, radius=int(16 * s))
        left = box.left + int(24 * s)
        y = box.top + int(16 * s)
        if not self.games:
            draw_text(surface, _("No finished games yet. Every game you finish is counted here."), "bold",
                      int(18 * s), theme.MUTED, midtop=(box.centerx, y + int(20 * s)),
                      max_width=box.width - int(40 * s))
            self.draw_buttons(surface)
            return
        cols = [left + int(x * s) for x in (0, 330, 470, 590)]
        rows = self.rows()
        for x, label in zip(cols, (_("Player"), _("Games"), _("Wins"), _("Average place")), strict=True):
            draw_text(surface, label, "bold", int(14 * s), theme.MUTED, topleft=(x, y + int(22 * s)))
        y += int(50 * s)
        shown = rows[self.scroll:self.scroll + self.visible_rows()]
        for name, row in shown:
            if row is None:
                draw_text(surface, name, "bold", int(15 * s), theme.RED_DARK, topleft=(left, y + int(3 * s)),
                          max_width=box.right - left - int(24 * s))
                y += int(ROW * s)
                continue
            average = row["place_sum"] / row["games"] if row["games"] else 0
            indent = [int(12 * s), 0, 0, 0]  # a player's name sits under its table's heading
            for x, pad, text in zip(cols, indent, (name, str(row["games"]), str(row["wins"]), f"{average:.2f}"),
                                    strict=True):
                draw_text(surface, text, "text", int(16 * s), theme.INK, topleft=(x + pad, y), max_width=int(300 * s))
            y += int(ROW * s)
        if len(rows) > len(shown):
            first, last = self.scroll + 1, self.scroll + len(shown)
            more = _("{first}-{last} of {total} · Up/Down or the wheel to scroll").format(
                first=first, last=last, total=len(rows))
            draw_text(surface, more, "text", int(13 * s), theme.MUTED,
                      midbottom=(box.centerx, box.bottom - int(8 * s)), max_width=box.width - int(40 * s))
        self.draw_buttons(surface)


def _variants(game) -> list:
    setting = next((x for x in game.settings if x.key == "variant"), None)
    return list(setting.choices) if setting is not None else []


def _order(game, group) -> tuple:
    """Tables in a sensible order: by variant as the game lists them, then by size; the games
    counted before table sizes were kept come last."""
    players, variant = group
    choices = [str(c) for c in _variants(game)]
    rank = choices.index(variant) if variant in choices else len(choices)
    return players is None, rank, str(variant), players or 0


def _heading(game, players, variant, rows) -> str:
    """'Merry Little Christmas (3-4) · 4 players at the table · 6 games'."""
    if players is None:
        return _("Games counted before table sizes were kept")
    parts = []
    if variant is not None:
        choice = next((c for c in _variants(game) if str(c) == variant), None)
        parts.append(_(game.setting("variant").name_of(choice)) if choice is not None else variant)
    parts.append(ngettext("{n} player at the table", "{n} players at the table", players).format(n=players))
    tables = sum(row["games"] for row in rows.values()) // players
    parts.append(ngettext("{n} game", "{n} games", tables).format(n=tables))
    heading = " \u00b7 ".join(parts)
    return heading[:1].upper() + heading[1:]
