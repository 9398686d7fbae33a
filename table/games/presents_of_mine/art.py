"""Presents of Mine art: a present tile (paper colour, picture, letter, staleness badge, a
Kaboom's layers) and the panels of the table (name plates, score board, legend), each
rendered once per size and contents and kept, so a frame only blits."""

from __future__ import annotations

import functools

import pygame

from table import assets
from table.i18n import _
from table.ui import theme
from table.ui.widgets import MIN_TEXT, draw_text, fitting, panel, readable, wrap

LETTERS = "ABCDEFGHIJKLMN"
PAPER = {letter: colour for letter, colour in zip(
    LETTERS,
    [(214, 70, 70), (230, 120, 160), (120, 130, 150), (60, 140, 200), (230, 200, 120), (200, 60, 60),
     (230, 180, 40), (240, 160, 90), (90, 170, 200), (60, 90, 170), (70, 70, 80), (200, 60, 50),
     (150, 200, 230), (170, 210, 240)], strict=True)}
LABEL_INK = (250, 236, 190)  # labels on their own dark plate: "to 1 below", a ring's "2 below"
LABEL_BACK = (40, 52, 44)
SHADOW = (3, 5)  # how far ``panel`` casts its shadow: a panel image is this much larger


def tile(surface: pygame.Surface, rect: pygame.Rect, letter: str, stale: int, layers: int = 0,
         chosen: bool = False, faded: bool = False) -> None:
    """One present: its letter, picture and staleness badge (and a Kaboom's layers)."""
    surface.blit(tile_image(rect.width, rect.height, letter, stale, layers, chosen, faded), rect)


@functools.lru_cache(maxsize=1024)
def tile_image(w: int, h: int, letter: str, stale: int, layers: int, chosen: bool, faded: bool) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    _draw_tile(surface, surface.get_rect(), letter, stale, layers, chosen, faded)
    return surface


def _draw_tile(surface: pygame.Surface, rect: pygame.Rect, letter: str, stale: int, layers: int,
               chosen: bool, faded: bool) -> None:
    base = PAPER[letter]
    colour = tuple(int(c * 0.55 + 255 * 0.45) for c in base) if not faded else (200, 196, 188)
    pygame.draw.rect(surface, colour, rect, border_radius=max(3, rect.width // 8))
    pygame.draw.rect(surface, theme.GOLD if chosen else base, rect, 3 if chosen else 2,
                     border_radius=max(3, rect.width // 8))
    pic = int(rect.width * 0.58)
    surface.blit(assets.scaled(f"mine/{letter}.png", pic), (rect.centerx - pic // 2, rect.top + int(rect.height * 0.1)))
    # words never below the readable size: a small tile keeps its staleness (and a Kaboom's
    # layers), its letter only where there is room beside the picture
    if shows_letter(rect):
        draw_text(surface, letter, "heavy", readable(rect.height * 0.26), theme.INK,
                  topleft=(rect.left + max(2, rect.width // 14), rect.top))
    centre, r = badge(rect)
    colour = (150, 150, 150) if stale == 0 else (200, 140, 40) if stale < 3 else (170, 40, 40)
    pygame.draw.circle(surface, colour, centre, r)
    draw_text(surface, str(stale), "heavy", readable(rect.width // 6 * 1.3), theme.WHITE, center=centre)
    if letter == "K" and layers > 0:
        draw_text(surface, f"{layers}", "bold", readable(rect.width // 6 * 1.2), theme.RED_DARK,
                  midbottom=(rect.left + r + 2, rect.bottom - 2))


def shows_letter(rect: pygame.Rect) -> bool:
    """Whether a tile this size writes its letter (top left) at a readable size."""
    return rect.height * 0.26 >= MIN_TEXT or rect.width >= 40


def badge(rect: pygame.Rect) -> tuple[tuple[int, int], int]:
    """The staleness badge of a tile: its centre and radius (bottom right)."""
    r = max(rect.width // 6, int(readable(rect.width // 6 * 1.3) * 0.62))
    return (rect.right - r, rect.bottom - r), r


def mark_text(change: int) -> str:
    return f"{change:+d}"


@functools.lru_cache(maxsize=64)
def mark_image(text: str, size: int, colour: tuple) -> pygame.Surface:
    """A staleness change ("+1", "-2") on a small dark plate that hugs its figures, so it fits
    in the corner of the smallest tile, clear of the badge."""
    img = assets.text(text, "heavy", size, colour)
    ink = img.get_bounding_rect()
    pad = max(2, size // 8)
    surface = pygame.Surface((ink.width + 2 * pad, ink.height + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surface, (40, 52, 44, 235), surface.get_rect(), border_radius=max(2, size // 4))
    surface.blit(img, (pad - ink.left, pad - ink.top))
    return surface


def mark_size(tile_rect: pygame.Rect) -> int:
    return readable(tile_rect.width / 4.5)


def mark_rect(tile_rect: pygame.Rect, text: str) -> pygame.Rect:
    """Where a staleness change shows on its own tile: in a top corner, clear of the letter
    and of the badge (PM-5), never over a neighbour."""
    img = mark_image(text, mark_size(tile_rect), (255, 255, 255))
    inset = max(1, tile_rect.width // 30)
    if shows_letter(tile_rect):  # the letter is top left: the top right is free
        return img.get_rect(topright=(tile_rect.right - inset, tile_rect.top + inset))
    return img.get_rect(topleft=(tile_rect.left + inset, tile_rect.top + inset))


def flyer_kind(letter: str) -> int:
    """The number a flying present carries (the shared Flyer knows kinds, not letters)."""
    return -1000 - LETTERS.index(letter)


def flyer_letter(kind: int | None) -> str:
    return LETTERS[-1000 - kind] if kind is not None and kind <= -1000 else "A"


@functools.lru_cache(maxsize=64)
def panel_image(size: tuple[int, int], colour: tuple, radius: int, border: tuple | None = None) -> pygame.Surface:
    """A panel with its shadow, drawn once: blit it at the panel's top left."""
    surface = pygame.Surface((size[0] + SHADOW[0], size[1] + SHADOW[1]), pygame.SRCALPHA)
    panel(surface, pygame.Rect((0, 0), size), colour, radius=radius, border=border)
    return surface


@functools.lru_cache(maxsize=64)
def plate_image(size: tuple[int, int], s: float, name: str, status: str, ready: bool, score: int) -> pygame.Surface:
    """A player's name plate: name, what she is (or "ready"), and her score."""
    surface = panel_image(size, theme.PANEL, int(12 * s)).copy()
    _plate_name(surface, size, s, name)
    draw_text(surface, status, "text", readable(12 * s), theme.GREEN if ready else theme.MUTED,
              topleft=(int(10 * s), int(24 * s)))
    draw_text(surface, str(score), "heavy", readable(22 * s), theme.RED_DARK,
              topright=(size[0] - int(10 * s), int(6 * s)))
    return surface


def _plate_name(surface: pygame.Surface, size: tuple[int, int], s: float, name: str) -> pygame.Rect:
    return draw_text(surface, name, "heavy", readable(17 * s), theme.INK, topleft=(int(10 * s), int(4 * s)),
                     max_width=int(size[0] * 0.6))


@functools.lru_cache(maxsize=64)
def plate_name_rect(size: tuple[int, int], s: float, name: str) -> pygame.Rect:
    """Where a plate writes its player's name, from the plate's top left (nothing may cover it)."""
    return _plate_name(pygame.Surface(size, pygame.SRCALPHA), size, s, name)


@functools.lru_cache(maxsize=16)
def board_image(size: tuple[int, int], s: float, title: str, rows: tuple[tuple[str, int], ...]) -> pygame.Surface:
    """The score board in the middle of the ring: a title, then (name, score) rows."""
    surface = panel_image(size, (250, 244, 230), int(10 * s)).copy()
    title = fitting((title, _("Scores")), "heavy", readable(14 * s), size[0] - int(20 * s))
    draw_text(surface, title, "heavy", readable(14 * s), theme.INK, topleft=(int(10 * s), int(6 * s)))
    for i, (name, score) in enumerate(rows):
        y = int((28 + 20 * i) * s)
        draw_text(surface, name, "bold", readable(13 * s), theme.INK, topleft=(int(10 * s), y), max_width=int(120 * s))
        draw_text(surface, str(score), "heavy", readable(13 * s), theme.RED_DARK, topright=(size[0] - int(10 * s), y))
    return surface


@functools.lru_cache(maxsize=4)
def legend_image(size: tuple[int, int], s: float, title: str, lines: tuple[tuple[str, str], ...]) -> pygame.Surface:
    """During the pregame: every starting present, (letter, what it does), under a title."""
    surface = panel_image(size, (250, 244, 230), int(12 * s)).copy()
    title = fitting((title, _("The presents")), "heavy", readable(14 * s), size[0] - int(16 * s))
    draw_text(surface, title, "heavy", readable(14 * s), theme.INK, midtop=(size[0] // 2, int(8 * s)))
    for i, (letter, text) in enumerate(lines):
        y = int((32 + 21 * i) * s)
        surface.blit(assets.scaled(f"mine/{letter}.png", int(18 * s)), (int(10 * s), y))
        draw_text(surface, text, "text", readable(13 * s), theme.INK, topleft=(int(34 * s), y + int(1 * s)),
                  max_width=size[0] - int(44 * s))
    return surface


class BreakdownLook:
    """Where the breakdown's lines go, in pixels, for a scale ``s``: the panel's height and its
    drawing both come from here, so where fonts stop shrinking (``readable``) the panel grows
    rather than its footer running over its last rows."""

    def __init__(self, s: float) -> None:
        self.s = s
        self.title_px, self.row_px, self.total_px, self.others_px = (
            readable(16 * s), readable(14 * s), readable(15 * s), readable(12 * s))
        self.width = int(420 * s)
        self.pad = int(12 * s)
        self.top = max(int(34 * s), int(8 * s) + assets.font("heavy", self.title_px).get_linesize())
        self.step = max(int(20 * s), assets.font("text", self.row_px).get_linesize() + 1)
        self.others_step = int(self.others_px * 1.3)
        self.total_h = assets.font("heavy", self.total_px).get_linesize()

    def others_lines(self, others: str) -> list[str]:
        """What the other players gained, wrapped (eight players take two lines)."""
        return wrap(others, "text", self.others_px, self.width - 2 * self.pad - int(4 * self.s)) if others else []

    def footer(self, others: int) -> int:
        """Height of the total and the others' lines, with the gaps around them."""
        return int(6 * self.s) + self.total_h + int(4 * self.s) + self.others_step * max(1, others) + int(8 * self.s)

    def height(self, rows: int, others: int) -> int:
        return self.top + self.step * rows + self.footer(others)


@functools.lru_cache(maxsize=48)
def breakdown_image(size: tuple[int, int], s: float, title: str, rows: tuple[tuple[str, int], ...],
                    total: str, others: str) -> pygame.Surface:
    """The scoring breakdown as far as it has played out: a title, (why, points) rows and,
    once all are out, the total and what the others gained."""
    w, h = size
    look = BreakdownLook(s)
    surface = panel_image(size, (255, 252, 244), int(12 * s), theme.GOLD).copy()
    draw_text(surface, title, "heavy", look.title_px, theme.INK, topleft=(look.pad, int(8 * s)),
              max_width=w - 2 * look.pad)
    for i, (text, pts) in enumerate(rows):
        y = look.top + look.step * i
        draw_text(surface, text, "text", look.row_px, theme.INK, topleft=(int(14 * s), y), max_width=int(w * 0.78),
                  cut=True)  # what each present scores is on its tile and in the rules
        draw_text(surface, f"{pts:+d}", "bold", look.row_px, theme.GOOD if pts >= 0 else theme.BAD,
                  topright=(w - int(14 * s), y))
    if total:
        lines = look.others_lines(others)
        y = h - look.footer(len(lines)) + int(6 * s)
        draw_text(surface, total, "heavy", look.total_px, theme.RED_DARK, topleft=(int(14 * s), y),
                  max_width=w - int(28 * s))
        y += look.total_h + int(4 * s)
        for line in lines:
            draw_text(surface, line, "text", look.others_px, theme.MUTED, topleft=(int(14 * s), y))
            y += look.others_step
    return surface


def warm(*sizes: int) -> None:
    """Render every present once at each size the table shows it (the picture and letter
    scaled, the badge's digits), so no frame stutters the first time a present appears."""
    for size in sizes:
        for letter in LETTERS:
            tile_image(size, size, letter, 0, 0, False, False)


@functools.lru_cache(maxsize=64)
def bubble_image(text: str, size: int, widest: int, pad: tuple[int, int], radius: int) -> pygame.Surface:
    """A speech bubble (white, centred lines, shadow): eight appear at once after a scoring,
    too many to draw afresh every frame at 4K."""
    step = int(size * 1.3)
    lines = wrap(text, "bold", size, widest)
    tw = max(assets.font("bold", size).size(line)[0] for line in lines)
    w, h = tw + pad[0], len(lines) * step + pad[1]
    surface = panel_image((w, h), (255, 255, 255), radius, (60, 60, 60)).copy()
    for i, line in enumerate(lines):
        draw_text(surface, line, "bold", size, theme.INK, midtop=(w // 2, pad[1] // 2 + i * step))
    return surface


@functools.lru_cache(maxsize=64)
def label_image(text: str, role: str, size: int, colour: tuple, back: tuple) -> pygame.Surface:
    """A short label on a rounded plate of its own, so it reads on the felt and over tiles."""
    img = assets.text(text, role, size, colour)
    pad = max(2, size // 4)
    surface = pygame.Surface((img.get_width() + 3 * pad, img.get_height() + pad), pygame.SRCALPHA)
    pygame.draw.rect(surface, back, surface.get_rect(), border_radius=size // 2)
    surface.blit(img, img.get_rect(center=surface.get_rect().center))
    return surface


def label(surface: pygame.Surface, text: str, role: str, size: int, colour: tuple, back: tuple,
          **anchor) -> pygame.Rect:
    """Blit ``label_image`` placed by one pygame.Rect anchor; the rect it covers."""
    img = label_image(text, role, int(size), tuple(colour), tuple(back))
    rect = img.get_rect(**anchor)
    surface.blit(img, rect)
    return rect


def clear() -> None:
    """Forget every rendered image (they belong to one pygame display)."""
    for cached in (tile_image, panel_image, plate_image, board_image, legend_image, bubble_image, label_image,
                   breakdown_image, mark_image, plate_name_rect):
        cached.cache_clear()
