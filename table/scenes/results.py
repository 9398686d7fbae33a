"""The end of a game: places, scores, a shared victory for ties (G-7); rematch or menu."""

from __future__ import annotations

import pygame

from table import assets
from table.games import table_for
from table.i18n import _, score_text
from table.scene import Scene
from table.scenes import scene_named
from table.scenes.common import dim
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_row, panel, readable


def names_and(names: list[str]) -> str:
    """'Mia', 'You and Mia', 'You, Granny Jo and Mia', in the language on screen."""
    if len(names) < 2:
        return "".join(names)
    return _("{names} and {last}").format(names=_(", ").join(names[:-1]), last=names[-1])


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, table, demo: bool = False) -> None:
        super().__init__(app)
        self.table = table  # the TableScene underneath
        self.names = table.channel.names
        self.result = table.channel.result()
        game_table, final = table_for(table.channel.game_id), table.channel.view(None)
        self.why = game_table.why_won(final, self.result, tuple(self.names))
        self.score_texts = game_table.score_texts(final, self.result, tuple(self.names)) or tuple(
            score_text(score, self.result.score_label) for score in self.result.scores)
        self.looking = False  # the results are put aside to look at the final table
        self.buttons = [
            Button(_("Play again"), self._rematch, key=pygame.K_r, style="good", hint="R"),
            Button(_("The table"), self._look, key=pygame.K_t, style="plain", hint="T"),
            Button(_("Moves"), self._moves, key=pygame.K_l, style="plain", hint="L"),
            Button(_("Main menu"), self._menu, key=pygame.K_m, style="plain", hint="M"),
        ][0 if table.source.rematch else 1:]  # (online, a new game is a new room)
        self.box = pygame.Rect(0, 0, 0, 0)
        if not demo:
            app.sounds.play("accept")

    def _rematch(self) -> None:
        self.app.pop()
        self.table.rematch()

    def _look(self) -> None:
        """Put the results aside to see the final table (any key or click brings them back)."""
        self.looking = True

    def _moves(self) -> None:
        MoveLogScene = scene_named("move-log")

        self.app.push(MoveLogScene(self.app, self.table.log))

    def process_event(self, event):
        if self.looking and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.looking = False
            return None
        return super().process_event(event)

    def _menu(self) -> None:
        MenuScene = scene_named("menu")

        self.app.reset_to(MenuScene(self.app))

    def resize(self, size) -> None:
        """The box holds the title, the places and, at its foot, the buttons (so nothing of
        the table's bar is covered by them)."""
        s = self.scale
        n = len(self.names)
        self.head = (66 + 26 * len(self.lines())) * s + 12 * s  # the title and the lines under it
        row = min(44 * s, (size[1] * 0.86 - 220 * s - (self.head - 104 * s)) / max(1, n))
        self.row = row
        self.box = pygame.Rect(0, 0, int(min(size[0] - 16 * s, 700 * s)), int(self.head + row * n + 96 * s))
        self.box.midtop = (size[0] // 2, max(int(8 * s), (size[1] - self.box.height) // 2 - int(20 * s)))
        gap = int(12 * s)
        width = min(int(156 * s), (self.box.width - int(32 * s) - gap * (len(self.buttons) - 1)) // len(self.buttons))
        layout_row(self.buttons, (size[0] // 2, self.box.bottom - int(44 * s)), int(50 * s), gap, width)

    def lines(self) -> list[str]:
        """Under the title: who shares a victory ("Tied: You, Granny Jo and Mia"), then why
        the game was won, each on its own line."""
        winners = self.result.winners
        lines = [_("Tied: {names}").format(names=names_and([self.names[i] for i in winners]))] \
            if len(winners) > 1 else []
        return lines + ([self.why] if self.why else [])

    def on_escape(self) -> bool:
        self._menu()
        return True

    def draw(self, surface) -> None:
        s = self.scale
        w, h = surface.get_size()
        if self.looking:
            note = _("The final table. Press any key or click to see the results again.")
            draw_text(surface, note, "bold", readable(18 * s), theme.CREAM, midtop=(w // 2, int(10 * s)),
                      max_width=w - int(40 * s))
            return
        dim(surface, 120)
        n = len(self.names)
        box = self.box
        panel(surface, box, theme.PANEL, radius=int(20 * s), border=theme.GOLD)
        winners = self.result.winners
        names = self.names
        title = _("The winner: {name}").format(name=names[winners[0]]) if len(winners) == 1 \
            else _("A shared victory!")
        draw_text(surface, title, "title", int(36 * s), theme.RED_DARK, midtop=(box.centerx, box.top + int(18 * s)))
        for i, line in enumerate(self.lines()):
            draw_text(surface, line, "bold", int(18 * s), theme.INK,
                      midtop=(box.centerx, box.top + int((66 + 26 * i) * s)), max_width=box.width - 40)
        order = sorted(range(n), key=lambda seat: (self.result.places[seat], seat))
        trophy = assets.scaled("decor/trophy.png", int(30 * s))
        for row, seat in enumerate(order):
            y = box.top + int(self.head + self.row * row)
            place = self.result.places[seat]
            if place == 1:
                surface.blit(trophy, (box.left + int(28 * s), y - int(4 * s)))
            else:
                draw_text(surface, f"{place}.", "heavy", int(22 * s), theme.MUTED, topleft=(box.left + int(34 * s), y))
            draw_text(surface, names[seat], "heavy", int(22 * s), theme.INK, topleft=(box.left + int(80 * s), y))
            score = self.result.scores[seat]
            draw_text(surface, self.score_texts[seat], "bold", int(20 * s),
                      (theme.BAD if score else theme.GOOD) if self.result.lower_is_better else theme.INK,
                      midright=(box.right - int(30 * s), y + int(13 * s)))
        self.draw_buttons(surface)
