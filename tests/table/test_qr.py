"""QR codes (issue 36): a phone scans the code the table draws for its seat. The test reads
the modules back from the drawn surface (each module's centre pixel) and compares them with
the code segno makes for the expected link: the picture carries exactly that link."""

from __future__ import annotations

import pygame
import pytest

from table.ui.qr import QUIET, modules, qr_surface


def read_back(surface: pygame.Surface) -> list[list[bool]]:
    """The modules drawn on ``surface`` (a ``qr_surface``, or a screenshot's crop of one): each
    module's centre pixel, dark or not. For tests: compare it with ``modules`` of the link."""
    width = surface.get_width()
    side = _side_modules(surface)
    module = width / side
    grid = []
    for y in range(QUIET, side - QUIET):
        row = []
        for x in range(QUIET, side - QUIET):
            colour = surface.get_at((int((x + 0.5) * module), int((y + 0.5) * module)))
            row.append(sum(colour[:3]) < 3 * 128)
        grid.append(row)
    return grid


def _side_modules(surface: pygame.Surface) -> int:
    """How many modules wide ``surface`` is, quiet zone included: the top-left finder pattern's
    dark border is 7 modules wide, starting after the quiet zone."""
    y = None
    for x in range(surface.get_width()):  # down the diagonal to the finder's first dark pixel
        if sum(surface.get_at((x, x))[:3]) < 3 * 128:
            y = x
            break
    assert y is not None, "no finder pattern"
    run = 0
    while sum(surface.get_at((y + run, y))[:3]) < 3 * 128:
        run += 1
    module = run / 7
    return round(surface.get_width() / module)


LINK = "http://192.168.1.20:8766/#room=KXQPZT&seat=Zp3_k9fWqL0aTcV2xY7bNg"


@pytest.mark.parametrize("most", [120, 260, 700])
def test_the_drawn_code_reads_back_as_the_link(most):
    surface = qr_surface(LINK, most)
    assert surface.get_width() <= most
    assert read_back(surface) == modules(LINK)
    assert read_back(surface) != modules(LINK.replace("Zp3", "Zp4"))  # (another seat's code differs)


def test_a_module_is_whole_pixels_and_the_quiet_zone_is_white():
    surface = qr_surface(LINK, 300)
    side = len(modules(LINK)) + 2 * QUIET
    assert surface.get_width() % side == 0
    module = surface.get_width() // side
    for i in range(QUIET * module):
        assert surface.get_at((i, surface.get_height() // 2))[:3] == (255, 255, 255)
