"""Cards of That's Not a Hat, drawn once per size and cached.

Face: the gift's picture and name on a cream card. Back: red wrapping paper with a big
arrow, black or white as printed on that card (ruling NH-1), turned on screen to point
at the neighbour it leads to from where the card lies.
"""

from __future__ import annotations

import functools
import math

import pygame

from engine.games.not_a_hat.cards import GIFTS
from table import assets
from table.games.not_a_hat.names import gift_name
from table.i18n import language
from table.ui import theme
from table.ui.widgets import MIN_TEXT, card_blank, wrap

PAPER = (176, 36, 46)
PAPER_LIGHT = (204, 62, 66)
RIBBON = (242, 200, 90)


@functools.lru_cache(maxsize=512)
def face(gift: int, w: int, h: int) -> pygame.Surface:
    """A face-up gift: its picture and its name, the name never below MIN_TEXT (on a small
    card a long name takes two lines). Every gift's picture on a card of this size is as big
    as every other's: the room the longest name needs is kept for all. A card too small for
    that (a penalty card in a small window) shows its picture alone."""
    card = card_blank((w, h), theme.CREAM, (196, 160, 90), max(3, w // 10))
    pic = picture_size(w, h, language())
    if not pic:  # too small a card for a readable name and a picture: the picture alone, big
        pic = int(min(w, h) * 0.84)
        card.blit(assets.scaled(f"gifts/{GIFTS[gift].art}", pic), (w // 2 - pic // 2, h // 2 - pic // 2))
        return card
    lines, step = label_lines(gift_name(gift), w, h)
    text_h = step * len(lines)
    card.blit(assets.scaled(f"gifts/{GIFTS[gift].art}", pic), (w // 2 - pic // 2, int(h * 0.08)))
    top = int(h * 0.95) - text_h
    for i, img in enumerate(lines):
        card.blit(img, img.get_rect(midtop=(w // 2, top + i * step)))
    return card


@functools.lru_cache(maxsize=64)
def picture_size(w: int, h: int, lang: str) -> int:
    """The size of every gift's picture on a ``w`` x ``h`` card in this language: what is left
    above the tallest name (``lang`` keys the cache; the names are the player's language's); 0
    where that leaves too small a picture, and the cards of this size show no names."""
    tallest = 0
    for g in range(len(GIFTS)):
        lines, step = label_lines(gift_name(g), w, h)
        tallest = max(tallest, step * len(lines))
    pic = int(min(w * 0.78, h * 0.62, h * 0.9 - tallest))
    return pic if pic >= w * 0.45 else 0  # 0: no room for names beside a picture worth the name


def label_lines(name: str, w: int, h: int) -> tuple[list[pygame.Surface], int]:
    """A gift's name as lines that fit across a card ``w`` wide, and the step between them. The
    size shrinks to MIN_TEXT, then the name wraps, on two lines at most; a line still too wide
    ("chaussettes" on a small card) is drawn a little narrower rather than cut by the card's
    edges."""
    room = int(w * 0.92)
    size = max(MIN_TEXT, int(h * 0.13))
    while assets.font("bold", size).size(name)[0] > room and size > MIN_TEXT:
        size -= 1
    words = wrap(name, "bold", size, room) if assets.font("bold", size).size(name)[0] > room else [name]
    if len(words) > 2:  # two lines at most ("patins | à roulettes"), drawn narrower if need be
        words = _two_lines(name, size)
    lines = []
    for line in words:
        img = assets.text(line, "bold", size, theme.INK)
        if img.get_width() > room:
            img = pygame.transform.smoothscale(img, (room, img.get_height()))
        lines.append(img)
    return lines, int(size * 1.12)


def _two_lines(name: str, size: int) -> list[str]:
    """``name`` in two lines, split between words where the wider line is narrowest."""
    font = assets.font("bold", size)
    words = name.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda pair: max(font.size(part)[0] for part in pair)))


def _arrow_points(length: float, width: float) -> list[tuple[float, float]]:
    head, shaft = width, width * 0.42
    tail = -length / 2
    neck = length / 2 - head
    return [(tail, -shaft / 2), (neck, -shaft / 2), (neck, -head / 2 - shaft / 4), (length / 2, 0),
            (neck, head / 2 + shaft / 4), (neck, shaft / 2), (tail, shaft / 2)]


@functools.lru_cache(maxsize=256)
def back(colour: str, angle: int, w: int, h: int) -> pygame.Surface:
    """``angle`` in degrees on screen (0 = right, 90 = down)."""
    radius = max(3, w // 10)
    card = card_blank((w, h), PAPER, (120, 20, 28), radius)
    stripes = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(6, w // 6)
    for x in range(-h, w + h, step):
        pygame.draw.line(stripes, PAPER_LIGHT + (120,), (x, 0), (x + h, h), max(2, step // 3))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect().inflate(-4, -4), border_radius=radius)
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(stripes, (0, 0))
    pygame.draw.line(card, RIBBON, (w // 2, 2), (w // 2, h - 3), max(2, w // 14))
    pygame.draw.line(card, RIBBON, (2, h // 2), (w - 3, h // 2), max(2, w // 14))
    ink, edge = ((20, 20, 24), (250, 250, 250)) if colour == "black" else ((252, 252, 252), (20, 20, 24))
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    points = [(w / 2 + x * ca - y * sa, h / 2 + x * sa + y * ca) for x, y in _arrow_points(w * 0.78, w * 0.5)]
    pygame.draw.polygon(card, ink, points)
    pygame.draw.polygon(card, edge, points, max(2, w // 30))
    return card


@functools.lru_cache(maxsize=512)
def squashed(surface_key: tuple, width: int) -> pygame.Surface:
    """A card squeezed to ``width`` for the middle of a flip (widths are quantised)."""
    kind, *args = surface_key
    full = face(*args) if kind == "face" else back(*args)
    return pygame.transform.smoothscale(full, (max(1, width), full.get_height()))


def surface_for(key: tuple) -> pygame.Surface:
    kind, *args = key
    return face(*args) if kind == "face" else back(*args)


def clear() -> None:
    for cached in (face, back, squashed, picture_size):
        cached.cache_clear()
