"""The tabletop: wood around a felt cloth, drawn once per window size and cached."""

from __future__ import annotations

import functools
import random

import pygame

from table import assets
from table.ui import theme


@functools.lru_cache(maxsize=4)
def tabletop(size: tuple[int, int], decorated: bool = False) -> pygame.Surface:
    w, h = size
    surface = pygame.Surface(size)
    surface.fill(theme.WOOD_DARK)
    rng = random.Random(4)
    for _ in range(max(60, w // 8)):  # wood grain
        y = rng.randrange(h)
        shade = rng.randrange(-14, 14)
        colour = tuple(max(0, min(255, c + shade)) for c in theme.WOOD)
        pygame.draw.line(surface, colour, (0, y), (w, y + rng.randrange(-6, 6)), rng.randrange(1, 4))
    felt = pygame.Rect(0, 0, int(w * 0.94), int(h * 0.86))
    felt.center = (w // 2, int(h * 0.45))
    pygame.draw.ellipse(surface, theme.FELT_DARK, felt.inflate(18, 18))
    pygame.draw.ellipse(surface, theme.FELT, felt)
    glow = pygame.Surface(felt.size, pygame.SRCALPHA)
    for i in range(10):  # a soft light in the middle of the cloth
        r = felt.inflate(-felt.width * i // 12, -felt.height * i // 12)
        r.center = (felt.width // 2, felt.height // 2)
        pygame.draw.ellipse(glow, (255, 255, 220, 5), r)
    surface.blit(glow, felt)
    if decorated:
        s = theme.scale_for(size)
        for name, pos, px in (("tree", (0.08, 0.2), 150), ("present", (0.9, 0.78), 110),
                              ("candy-cane", (0.9, 0.2), 90), ("bell", (0.1, 0.8), 90)):
            img = assets.scaled(f"decor/{name}.png", int(px * s))
            surface.blit(img, img.get_rect(center=(int(pos[0] * w), int(pos[1] * h))))
    return surface.convert() if pygame.display.get_surface() else surface
