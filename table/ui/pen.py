"""pygame.draw's shapes, for any surface and for the frame canvas: on a ``Canvas`` a shape is
recorded with the box it can touch (see ``table.ui.canvas``); on a real surface it is drawn
at once. All table code draws shapes through here."""

from __future__ import annotations

import pygame

from table.ui.canvas import Canvas

_draw = pygame.draw


def _points_box(points, width: int) -> pygame.Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    left, top = int(min(xs)), int(min(ys))
    box = pygame.Rect(left, top, int(max(xs)) - left + 1, int(max(ys)) - top + 1)
    return box.inflate(2 * max(1, width) + 2, 2 * max(1, width) + 2)


def _shape(fn, surface, box: pygame.Rect, args: tuple, kw: dict) -> pygame.Rect:
    if type(surface) is Canvas:
        return surface.record(fn, box, args, kw)
    return fn(surface, *args, **kw)


def rect(surface, colour, area, width: int = 0, **radii) -> pygame.Rect:
    box = pygame.Rect(area)
    box.normalize()
    return _shape(_draw.rect, surface, box, (colour, area, width), radii)


def ellipse(surface, colour, area, width: int = 0) -> pygame.Rect:
    box = pygame.Rect(area)
    box.normalize()
    return _shape(_draw.ellipse, surface, box.inflate(2, 2), (colour, area, width), {})


def arc(surface, colour, area, start: float, stop: float, width: int = 1) -> pygame.Rect:
    box = pygame.Rect(area)
    box.normalize()
    return _shape(_draw.arc, surface, box.inflate(2, 2), (colour, area, start, stop, width), {})


def circle(surface, colour, centre, radius: float, width: int = 0, **quadrants) -> pygame.Rect:
    r = int(radius) + 2
    box = pygame.Rect(int(centre[0]) - r, int(centre[1]) - r, 2 * r + 1, 2 * r + 1)
    return _shape(_draw.circle, surface, box, (colour, centre, radius, width), quadrants)


def line(surface, colour, start, end, width: int = 1) -> pygame.Rect:
    return _shape(_draw.line, surface, _points_box((start, end), width), (colour, start, end, width), {})


def lines(surface, colour, closed: bool, points, width: int = 1) -> pygame.Rect:
    return _shape(_draw.lines, surface, _points_box(points, width), (colour, closed, points, width), {})


def aaline(surface, colour, start, end) -> pygame.Rect:
    return _shape(_draw.aaline, surface, _points_box((start, end), 1), (colour, start, end), {})


def polygon(surface, colour, points, width: int = 0) -> pygame.Rect:
    return _shape(_draw.polygon, surface, _points_box(points, width), (colour, points, width), {})
