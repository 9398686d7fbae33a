"""A QR code as a pygame surface (issue 36: a phone scans it to open its seat in the browser).

``segno`` (pure Python, no dependencies) makes the code's modules; this draws them: dark
squares on white with the standard quiet zone of four modules, every module a whole number of
pixels (a blurred edge is harder to scan)."""

from __future__ import annotations

import pygame

QUIET = 4  # modules of white around the code (the standard's quiet zone)
DARK, LIGHT = (20, 20, 20), (255, 255, 255)


def modules(text: str) -> list[list[bool]]:
    """The code's modules for ``text``, row by row (True: dark), without the quiet zone."""
    import segno  # late: only a host with phone seats draws a code (segno loads in ~30 ms)

    code = segno.make(text, error="m", micro=False)  # (M: a smudge or a glare still reads)
    return [[bool(v) for v in row] for row in code.matrix]


def qr_surface(text: str, most: int) -> pygame.Surface:
    """The code of ``text``, at most ``most`` pixels square (at least 2 pixels a module)."""
    grid = modules(text)
    count = len(grid) + 2 * QUIET
    module = max(2, most // count)
    surface = pygame.Surface((count * module, count * module))
    surface.fill(LIGHT)
    for y, row in enumerate(grid):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(DARK, ((x + QUIET) * module, (y + QUIET) * module, module, module))
    return surface

