"""Pieces shared by the screens: a backdrop with a title, the game cards, waking the window
from the link's thread, and opening an unfinished game (scenes share these, never each other)."""

from __future__ import annotations

import pygame

from engine.games import GAMES
from table import assets
from table.background import tabletop
from table.games import table_for
from table.i18n import _
from table.scenes import scene_named
from table.ui import pen, theme
from table.ui.widgets import draw_text, panel, wrap


def backdrop(surface: pygame.Surface, title: str, subtitle: str = "", scale: float | None = None) -> int:
    """Draw the decorated table and a title; returns the y below the title. ``scale``: the
    screen's own, where it needs more room than most (``Scene.room``)."""
    size = surface.get_size()
    s = theme.scale_for(size) if scale is None else scale
    surface.blit(tabletop(size, decorated=True), (0, 0))
    rect = draw_text(surface, title, "title", int(54 * s), theme.CREAM, midtop=(size[0] // 2, int(40 * s)))
    bottom = rect.bottom
    if subtitle:
        bottom = draw_text(surface, subtitle, "bold", int(20 * s), theme.GOLD,
                           midtop=(size[0] // 2, rect.bottom + int(6 * s))).bottom
    return bottom + int(20 * s)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    surface.blit(shade, (0, 0))


def scroll_step(event: pygame.event.Event, page: int) -> int | None:
    """How many rows a long list moves for this event (the wheel, Up/Down, Page Up/Down), or
    None if the event does not scroll."""
    if event.type == pygame.MOUSEWHEEL:
        return -3 * event.y
    if event.type == pygame.KEYDOWN:
        return {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}.get(event.key)
    return None


def game_row(ids: list[str], width: int, top: int, card_h: int, s: float) -> list[tuple[str, pygame.Rect]]:
    """The games side by side, centred across a window ``width`` wide."""
    gap = int(12 * s)
    card_w = min(int(300 * s), (int(width * 0.92) - gap * (len(ids) - 1)) // max(1, len(ids)))
    x = width // 2 - (card_w * len(ids) + gap * (len(ids) - 1)) // 2
    rects = []
    for gid in ids:
        rects.append((gid, pygame.Rect(x, top, card_w, card_h)))
        x += card_w + gap
    return rects


def game_card(surface: pygame.Surface, rect: pygame.Rect, game_id: str, number: int, chosen: bool, info: str,
              s: float, compact: bool = False) -> None:
    """A game's card: its picture and title, its key, what it is like, and a line of ``info``
    (``compact``: its picture, its title in up to two lines and its key only)."""
    game = GAMES[game_id]
    panel(surface, rect, (255, 248, 226) if chosen else (226, 218, 200), radius=int(14 * s),
          border=theme.GOLD if chosen else None)
    if chosen:
        pen.rect(surface, theme.GOLD, rect.inflate(int(6 * s), int(6 * s)), width=max(2, int(4 * s)),
                 border_radius=int(16 * s))
    pad = int(10 * s)
    if compact:
        _compact_card(surface, rect, game, game_id, number, chosen, s)
        return
    pic = max(28, int(44 * s))
    surface.blit(assets.scaled(table_for(game_id).picture, pic), (rect.left + pad, rect.top + pad))
    draw_text(surface, game.title, "heavy", max(14, int(19 * s)), theme.RED_DARK if chosen else theme.INK,
              midleft=(rect.left + pad * 2 + pic, rect.top + pad + pic // 2), max_width=rect.width - pic - pad * 3)
    draw_text(surface, str(number), "bold", max(12, int(13 * s)), theme.MUTED,
              topright=(rect.right - int(6 * s), rect.top + int(4 * s)))
    size = max(12, int(14 * s))
    y = rect.top + pad * 2 + pic
    for line in wrap(_(game.pitch), "text", size, rect.width - 2 * pad)[:3]:
        draw_text(surface, line, "text", size, theme.INK, topleft=(rect.left + pad, y))
        y += int(size * 1.25)
    draw_text(surface, info, "bold", max(12, int(13 * s)), theme.MUTED,
              bottomleft=(rect.left + pad, rect.bottom - int(8 * s)), max_width=rect.width - 2 * pad)


def _compact_card(surface: pygame.Surface, rect: pygame.Rect, game, game_id: str, number: int, chosen: bool,
                  s: float) -> None:
    pad = int(8 * s)
    pic = min(rect.height - 2 * pad, int(40 * s))
    surface.blit(assets.scaled(table_for(game_id).picture, pic), (rect.left + pad, rect.centery - pic // 2))
    key_w = int(14 * s)
    room = rect.width - pic - 3 * pad - key_w
    size = max(12, int(17 * s))
    lines = wrap(game.title, "heavy", size, room)
    while len(lines) > 2 and size > 12:
        size -= 1
        lines = wrap(game.title, "heavy", size, room)
    step = int(size * 1.15)
    y = rect.centery - step * len(lines) // 2
    for line in lines[:2]:
        draw_text(surface, line, "heavy", size, theme.RED_DARK if chosen else theme.INK,
                  topleft=(rect.left + pic + 2 * pad, y), max_width=room)
        y += step
    draw_text(surface, str(number), "bold", max(12, int(13 * s)), theme.MUTED,
              topright=(rect.right - int(6 * s), rect.top + int(4 * s)))


def wake_app() -> None:
    """Called on the link's thread when a message comes: wake the sleeping window."""
    if pygame.get_init() and pygame.display.get_init():
        try:
            pygame.event.post(pygame.event.Event(pygame.USEREVENT, {"online": True}))
        except pygame.error:
            pass  # the window is closing


def continue_game(app, game_id: str) -> None:
    """Open ``game_id``'s unfinished game on top of the menu (a damaged one is set aside, and
    the menu, built anew, says why and offers what is left)."""
    MenuScene = scene_named("menu")
    TableScene = scene_named("table")

    session = app.saves.load(game_id)
    if app.saves.problem:
        app.toast(app.saves.problem, 10.0)
        app.saves.problem = ""
    if session is None:
        if not app.toasts:
            app.toast(_("There is no saved game."))
        app.reset_to(MenuScene(app))
        return
    while len(app.scenes) > 1:  # the menu stays below the game, as when it opened it
        app.pop()
    app.push(TableScene(app, session))
