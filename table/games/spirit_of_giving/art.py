"""Playing cards for The Spirit of Giving, drawn in code and cached per size.

Number cards carry their pips; Aces are Homemade Presents (a ball of yarn); Jacks, Queens
and Kings are Naughty cards with their names. Big corner indices keep them readable when
small. Suits are drawn as shapes, so no font needs the suit glyphs.
"""

from __future__ import annotations

import functools
import math

import pygame

from engine.games.spirit_of_giving.cards import ACE, NAUGHTY_NAMES, rank, suit
from table import assets
from table.i18n import _
from table.ui import theme
from table.ui.widgets import card_blank, readable, wrap

RED = theme.SUIT_RED
BLACK = theme.SUIT_BLACK
NAUGHTY = (96, 46, 140)
PIPS = {
    2: [(0.5, 0.22), (0.5, 0.78)],
    3: [(0.5, 0.22), (0.5, 0.5), (0.5, 0.78)],
    4: [(0.32, 0.22), (0.68, 0.22), (0.32, 0.78), (0.68, 0.78)],
    5: [(0.32, 0.22), (0.68, 0.22), (0.5, 0.5), (0.32, 0.78), (0.68, 0.78)],
    6: [(0.32, 0.22), (0.68, 0.22), (0.32, 0.5), (0.68, 0.5), (0.32, 0.78), (0.68, 0.78)],
    7: [(0.32, 0.22), (0.68, 0.22), (0.5, 0.36), (0.32, 0.5), (0.68, 0.5), (0.32, 0.78), (0.68, 0.78)],
    8: [(0.32, 0.22), (0.68, 0.22), (0.5, 0.36), (0.32, 0.5), (0.68, 0.5), (0.5, 0.64), (0.32, 0.78),
        (0.68, 0.78)],
    9: [(0.32, 0.2), (0.68, 0.2), (0.32, 0.4), (0.68, 0.4), (0.5, 0.5), (0.32, 0.6), (0.68, 0.6), (0.32, 0.8),
        (0.68, 0.8)],
    10: [(0.32, 0.2), (0.68, 0.2), (0.5, 0.3), (0.32, 0.4), (0.68, 0.4), (0.32, 0.6), (0.68, 0.6), (0.5, 0.7),
         (0.32, 0.8), (0.68, 0.8)],
}
NAUGHTY_ART = {11: "eyes", 12: "label", 13: "handshake"}
LETTER = {1: "A", 11: "J", 12: "Q", 13: "K"}


_FOUR = [False]  # the four-colour deck (Settings): diamonds blue, clubs green


def four_colours(on: bool) -> None:
    """Hearts and diamonds red (the usual deck), or each suit its own colour; the faces drawn
    so far are drawn again."""
    if _FOUR[0] != bool(on):
        _FOUR[0] = bool(on)
        clear()


def suit_colour(s: int):
    if _FOUR[0]:
        return theme.FOUR_COLOUR_SUITS[s]
    return RED if s in (1, 2) else BLACK


def colour_of(card: int):
    return suit_colour(suit(card))


@functools.lru_cache(maxsize=64)
def suit_icon(s: int, size: int) -> pygame.Surface:
    """Spades, hearts, diamonds, clubs as filled shapes."""
    big = size * 4  # draw large, then scale down smoothly
    icon = pygame.Surface((big, big), pygame.SRCALPHA)
    colour = suit_colour(s)
    r = big * 0.25
    if s == 2:  # diamond
        pygame.draw.polygon(icon, colour, [(big / 2, 0), (big * 0.9, big / 2), (big / 2, big), (big * 0.1, big / 2)])
    elif s == 3:  # club
        for cx, cy in ((big / 2, big * 0.28), (big * 0.27, big * 0.55), (big * 0.73, big * 0.55)):
            pygame.draw.circle(icon, colour, (int(cx), int(cy)), int(r * 0.95))
        pygame.draw.polygon(icon, colour, [(big * 0.5, big * 0.5), (big * 0.62, big), (big * 0.38, big)])
    else:  # heart, or a spade (an upside-down heart with a stem)
        heart = pygame.Surface((big, big), pygame.SRCALPHA)
        pygame.draw.circle(heart, colour, (int(big * 0.3), int(big * 0.33)), int(r * 1.05))
        pygame.draw.circle(heart, colour, (int(big * 0.7), int(big * 0.33)), int(r * 1.05))
        pygame.draw.polygon(heart, colour, [(big * 0.06, big * 0.42), (big * 0.94, big * 0.42), (big / 2, big * 0.95)])
        if s == 0:
            heart = pygame.transform.flip(heart, False, True)
            heart = pygame.transform.smoothscale(heart, (big, int(big * 0.85)))
            icon.blit(heart, (0, 0))
            pygame.draw.polygon(icon, colour, [(big * 0.5, big * 0.6), (big * 0.64, big), (big * 0.36, big)])
        else:
            icon.blit(heart, (0, 0))
    return pygame.transform.smoothscale(icon, (size, size))


def _corner(card: int, w: int, h: int) -> pygame.Surface:
    """The rank above its suit, for the top-left and (turned) bottom-right corners."""
    size = readable(h * 0.17)
    r = rank(card)
    text = assets.text(LETTER.get(r, str(r)), "heavy", size, colour_of(card))
    icon = suit_icon(suit(card), max(6, int(h * 0.1)))
    out = pygame.Surface((max(text.get_width(), icon.get_width()), text.get_height() + icon.get_height()),
                         pygame.SRCALPHA)
    out.blit(text, text.get_rect(midtop=(out.get_width() // 2, 0)))
    out.blit(icon, icon.get_rect(midtop=(out.get_width() // 2, text.get_height() - size // 6)))
    return out


def _label_lines(label: str, w: int, h: int) -> list[str]:
    """An Ace's or a Naughty card's name on a card this size, or none where it would not be
    readable whole (at most two lines of at least 12 px above the corner)."""
    size = readable(h * 0.068)
    lines = wrap(label, "bold", size, int(w * 0.78))
    font = assets.font("bold", size)
    if len(lines) <= 2 and all(font.size(line)[0] <= w * 0.8 for line in lines) and \
            h * 0.64 + len(lines) * size * 1.1 <= h * 0.8:
        return lines
    return []


def label_shown(card: int, w: int, h: int) -> bool:
    r = rank(card)
    if 2 <= r <= 10:
        return True
    return bool(_label_lines(_("Homemade") if r == ACE else _(NAUGHTY_NAMES[r]), w, h))


@functools.lru_cache(maxsize=512)
def face(card: int, w: int, h: int) -> pygame.Surface:
    r = rank(card)
    naughty = r >= 11
    img = card_blank((w, h), (255, 253, 248), NAUGHTY if naughty else (190, 176, 150), max(3, w // 10), 30)
    corner = _corner(card, w, h)
    img.blit(corner, (int(w * 0.05), int(h * 0.03)))
    img.blit(pygame.transform.rotate(corner, 180), corner.get_rect(bottomright=(int(w * 0.95), int(h * 0.97))))
    if 2 <= r <= 10:
        pip = max(6, int(min(w * 0.2, h * 0.13)))
        icon = suit_icon(suit(card), pip)
        for fx, fy in PIPS[r]:
            img.blit(icon, icon.get_rect(center=(int(w * (0.18 + 0.64 * fx)), int(h * fy))))
        return img
    pic = int(min(w * 0.5, h * 0.36))
    if r == ACE:
        img.blit(assets.scaled("decor/yarn.png", pic), (w // 2 - pic // 2, int(h * 0.24)))
        label = _("Homemade")
    else:
        band = pygame.Rect(int(w * 0.2), int(h * 0.27), int(w * 0.6), int(h * 0.46))
        pygame.draw.rect(img, (238, 228, 246), band, border_radius=max(3, w // 14))
        img.blit(assets.scaled(f"decor/{NAUGHTY_ART[r]}.png", pic), (w // 2 - pic // 2, int(h * 0.29)))
        label = _(NAUGHTY_NAMES[r])
    size = readable(h * 0.068)
    lines = _label_lines(label, w, h)
    if lines:  # the name only where it is readable whole
        y = int(h * 0.64)
        for line in lines:
            text = assets.text(line, "bold", size, NAUGHTY if naughty else theme.INK)
            img.blit(text, text.get_rect(midtop=(w // 2, y)))
            y += int(size * 1.1)
    return img


@functools.lru_cache(maxsize=64)
def back(w: int, h: int) -> pygame.Surface:
    img = card_blank((w, h), (176, 36, 46), (110, 20, 28), max(3, w // 10), 30)
    inner = pygame.Rect(0, 0, int(w * 0.8), int(h * 0.86))
    inner.center = (w // 2, h // 2)
    pygame.draw.rect(img, (236, 200, 110), inner, max(1, w // 30), border_radius=max(2, w // 14))
    step = max(6, w // 5)
    for y in range(inner.top + step // 2, inner.bottom, step):
        for x in range(inner.left + step // 2, inner.right, step):
            pygame.draw.circle(img, (220, 90, 90), (x, y), max(1, step // 5))
    return img


PAPERS = [(196, 40, 52), (40, 110, 180), (44, 140, 80), (150, 70, 170), (220, 140, 30), (30, 150, 150)]
PATTERNS = 6  # plain, dots, stripes, checks, bands, diamonds: a giver's presents are told apart


def _pattern(img: pygame.Surface, box: pygame.Rect, pattern: int, paper: tuple[int, int, int]) -> None:
    """A wrapping paper's print, lighter than the paper, inside ``box``."""
    light = tuple(min(255, c + 70) for c in paper)
    w, h = box.size
    step = max(5, w // 5)
    clip = img.get_clip()
    img.set_clip(box)
    if pattern == 1:  # dots
        for y in range(box.top + step // 2, box.bottom, step):
            for x in range(box.left + step // 2 + (y // step % 2) * step // 2, box.right, step):
                pygame.draw.circle(img, light, (x, y), max(1, step // 5))
    elif pattern == 2:  # diagonal stripes
        for x in range(box.left - h, box.right, step):
            pygame.draw.line(img, light, (x, box.bottom), (x + h, box.top), max(1, step // 4))
    elif pattern == 3:  # checks
        for y in range(box.top, box.bottom, step):
            for x in range(box.left + (y - box.top) // step % 2 * step, box.right, 2 * step):
                pygame.draw.rect(img, light, (x, y, step, step))
    elif pattern == 4:  # bands
        for y in range(box.top + step // 2, box.bottom, step):
            pygame.draw.line(img, light, (box.left, y), (box.right, y), max(1, step // 4))
    elif pattern == 5:  # diamonds
        r = max(2, step // 3)
        for y in range(box.top + step // 2, box.bottom, step):
            for x in range(box.left + step // 2, box.right, step):
                pygame.draw.polygon(img, light, [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    img.set_clip(clip)


@functools.lru_cache(maxsize=256)
def present(w: int, h: int, hue: int, pattern: int = 0) -> pygame.Surface:
    """A wrapped present lying under the Tree; ``hue`` picks the paper (by its wrapper) and
    ``pattern`` its print (that wrapper's first, second, ... present), so every present under
    the Tree looks its own, and a Queen's swap can be followed (SG-12)."""
    paper = PAPERS[hue % len(PAPERS)]
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    box = pygame.Rect(0, int(h * 0.22), w, int(h * 0.78))
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(body, paper, box, border_radius=max(2, w // 12))
    _pattern(body, box.inflate(-max(2, w // 12), -max(2, w // 12)), pattern % PATTERNS, paper)
    img.blit(body, (0, 0))
    pygame.draw.rect(img, tuple(min(255, c + 30) for c in paper), (0, int(h * 0.16), w, int(h * 0.16)),
                     border_radius=max(2, w // 12))
    ribbon = max(2, w // 7)
    gold = (246, 210, 100)
    pygame.draw.rect(img, gold, (w // 2 - ribbon // 2, int(h * 0.16), ribbon, int(h * 0.84)))
    for dx in (-1, 1):
        loop = pygame.Rect(0, 0, int(w * 0.32), int(h * 0.2))
        loop.center = (w // 2 + dx * int(w * 0.16), int(h * 0.12))
        pygame.draw.ellipse(img, gold, loop, max(2, w // 14))
    return img


@functools.lru_cache(maxsize=256)
def squashed(card: int | None, w: int, h: int, qw: int) -> pygame.Surface:
    img = back(w, h) if card is None else face(card, w, h)
    return pygame.transform.smoothscale(img, (max(1, qw), h))


@functools.lru_cache(maxsize=512)
def resized(card: int, w: int, h: int, master: tuple[int, int], qw: int = 0) -> pygame.Surface:
    """A face at a passing size (a card growing, shrinking or turning in flight), scaled from
    one face painted at ``master`` size: painting a face afresh for every size it passes
    through costs several times more."""
    big = face(card, *master)
    size = (max(1, qw or w), max(1, h))
    return big if size == master else pygame.transform.smoothscale(big, size)


TREE_TIERS = (  # (apex, base, half width, colour), the lowest first, in fractions of the side
    (0.44, 0.86, 0.44, (46, 125, 50)), (0.30, 0.68, 0.36, (56, 142, 60)),
    (0.17, 0.50, 0.28, (67, 160, 71)), (0.07, 0.32, 0.19, (76, 175, 80)),
)
BAUBLES = ((0.40, 0.40, (229, 57, 53)), (0.60, 0.27, (253, 216, 53)), (0.57, 0.46, (244, 143, 177)),
           (0.33, 0.60, (253, 216, 53)), (0.66, 0.60, (229, 57, 53)), (0.48, 0.66, (207, 216, 220)),
           (0.24, 0.79, (229, 57, 53)), (0.76, 0.78, (207, 216, 220)), (0.52, 0.81, (253, 216, 53)),
           (0.45, 0.22, (229, 57, 53)))


@functools.lru_cache(maxsize=4)
def tree(side: int) -> pygame.Surface:
    """The Christmas Tree, drawn for this size (three times larger, then scaled down), so it is
    as crisp as the words beside it at any window size (a small picture scaled up is soft)."""
    k = 3
    big = side * k
    img = pygame.Surface((big, big), pygame.SRCALPHA)

    def at(x: float, y: float) -> tuple[int, int]:
        return int(x * big), int(y * big)

    shadow = pygame.Rect(0, 0, int(big * 0.62), int(big * 0.07))
    shadow.center = at(0.5, 0.955)
    pygame.draw.ellipse(img, (0, 0, 0, 60), shadow)
    trunk = pygame.Rect(0, 0, int(big * 0.13), int(big * 0.16))
    trunk.midbottom = at(0.5, 0.96)
    pygame.draw.rect(img, (109, 76, 65), trunk, border_radius=big // 60)
    pygame.draw.rect(img, (78, 52, 46), trunk.inflate(0, -trunk.height // 2).move(0, trunk.height // 4),
                     border_radius=big // 60)
    for apex, base, half, colour in TREE_TIERS:
        _tier(img, big, apex, base, half, colour)
    for apex, base, half, _c in TREE_TIERS[:3]:  # a string of lights across each of the lower tiers
        for j in range(9):
            t = j / 8
            y = base - 0.1 + 0.05 * (t - 0.5) + 0.03 * (1 - (2 * t - 1) ** 2)
            reach = half * (y - apex) / (base - apex) * 0.8  # within the branches at that height
            pygame.draw.circle(img, (255, 224, 102), at(0.5 - reach + t * 2 * reach, y), max(2, big // 90))
    for x, y, colour in BAUBLES:
        r = int(big * 0.037)
        pygame.draw.circle(img, tuple(max(0, c - 60) for c in colour), at(x, y + 0.004), r + max(1, big // 200))
        pygame.draw.circle(img, colour, at(x, y), r)
        pygame.draw.circle(img, (255, 255, 255), at(x - 0.012, y - 0.012), max(2, r // 3))
    _star(img, at(0.5, 0.085), big * 0.085, big * 0.036)
    return pygame.transform.smoothscale(img, (side, side))


def _tier(img: pygame.Surface, big: int, apex: float, base: float, half: float, colour: tuple) -> None:
    """One tier of branches: a broad triangle with gently curved sides, boughs drooping at its
    corners and a scalloped foot."""
    dark = tuple(max(0, c - 30) for c in colour)
    light = tuple(min(255, c + 20) for c in colour)
    bumps = 5 if half > 0.3 else 4 if half > 0.22 else 3
    depth = 0.035

    def outline(grow: float) -> list[tuple[float, float]]:
        top = (0.5, apex - grow)
        foot = base - depth * 0.6 + grow * 0.5
        left, right = (0.5 - half - grow, foot), (0.5 + half + grow, foot)
        points = []
        for i in range(13):  # down the left side, bowed in a little
            t = i / 12
            cx, cy = 0.5 - half * 0.42, (apex + base) / 2 + 0.05
            x = (1 - t) ** 2 * top[0] + 2 * (1 - t) * t * (cx - grow) + t * t * left[0]
            y = (1 - t) ** 2 * top[1] + 2 * (1 - t) * t * cy + t * t * left[1]
            points.append((x, y))
        width = right[0] - left[0]
        for b in range(bumps):  # the foot, a row of boughs
            for i in range(1, 9):
                t = i / 8
                x = left[0] + width * (b + t) / bumps
                y = foot + depth * math.sin(math.pi * t)
                points.append((x, y))
        for i in range(12, -1, -1):  # and up the right side
            t = i / 12
            cx, cy = 0.5 + half * 0.42, (apex + base) / 2 + 0.05
            x = (1 - t) ** 2 * top[0] + 2 * (1 - t) * t * (cx + grow) + t * t * right[0]
            y = (1 - t) ** 2 * top[1] + 2 * (1 - t) * t * cy + t * t * right[1]
            points.append((x, y))
        return [(x * big, y * big) for x, y in points]

    pygame.draw.polygon(img, dark, outline(0.012))
    pygame.draw.polygon(img, colour, outline(0.0))
    shine = [(0.5 * big, (apex + 0.03) * big), ((0.5 - half * 0.5) * big, (base - depth) * big),
             ((0.5 - half * 0.25) * big, (base - depth) * big)]
    pygame.draw.polygon(img, light, shine)


def _star(img: pygame.Surface, centre: tuple[int, int], outer: float, inner: float) -> None:
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    pygame.draw.polygon(img, (230, 150, 0), [(x, y + outer * 0.08) for x, y in points])
    pygame.draw.polygon(img, (255, 202, 40), points)


def clear() -> None:
    for cached in (face, back, present, squashed, suit_icon, resized, tree):
        cached.cache_clear()
