"""Pieces shared by the menu-like screens: a backdrop with a title."""

from __future__ import annotations

import pygame

from table.background import tabletop
from table.ui import theme
from table.ui.widgets import draw_text


def backdrop(surface: pygame.Surface, title: str, subtitle: str = "") -> int:
    """Draw the decorated table and a title; returns the y below the title."""
    size = surface.get_size()
    s = theme.scale_for(size)
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
