"""Secret Santa cards, drawn once per size and cached.

Gift cards: the value large in two corners, the gift's picture, its name. Special cards:
a coloured band with the timing icon (star, holly, snowflake; ruling SS-2), the name (on
a small card, on two lines or by its short name: "Ghost"), the picture and, where it fits,
a reminder of what the card does. No word is drawn below MIN_TEXT: where it would not fit,
it is left out and the picture grows. A pile's count badge keeps clear of a card's ``marks``
(its index, icon and name). Backs: striped wrapping paper with a ribbon and bow.
"""

from __future__ import annotations

import functools
import math

import pygame

from engine.games.secret_santa.cards import CAROL, FRUITCAKE, GHOST, HOLLY, KIND, MOUSE, SANTA, SNOWFLAKE, STAR, TREE
from table import assets
from table.games.secret_santa.names import card_name, card_plural
from table.games.secret_santa.names import reminder as reminder_of
from table.i18n import N_, _
from table.ui import theme
from table.ui.widgets import card_blank, readable, wrap

# Where a special card is too small for its whole name on two lines: the name its players use
# (St Nick: English never needs a shorter "Santa", but "Weihnachtsmann" needs "Nikolaus").
SHORT = {CAROL: N_("Carol"), MOUSE: N_("Mouse"), GHOST: N_("Ghost"), TREE: N_("Tree"), SANTA: N_("St Nick"),
         FRUITCAKE: N_("Cake")}
Placed = tuple[pygame.Surface, tuple[int, int]]  # an image and its top left in the card
BAND = {STAR: (196, 140, 20), HOLLY: (40, 120, 64), SNOWFLAKE: (50, 110, 180)}
VALUE_INK = (150, 30, 36)


def _blank(size: tuple[int, int], fill, border, radius: int) -> pygame.Surface:
    return card_blank(size, fill, border, radius, border_div=36)


def holly_icon(size: int) -> pygame.Surface:
    """Two holly leaves and three berries (there is no holly emoji), drawn on a 32-unit square
    scaled to ``size``."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 32
    for sign in (-1, 1):
        points = []
        for i in range(9):  # a spiky leaf along a line from the centre outwards
            t = i / 8
            x = (16 + sign * (3 + 12 * t)) * s
            y = (18 - 8 * t) * s
            bulge = math.sin(math.pi * t) * 6 * s * (1.25 if i % 2 else 0.8)
            points.append((x - sign * bulge * 0.3, y - bulge))
        for i in range(8, -1, -1):
            t = i / 8
            x = (16 + sign * (3 + 12 * t)) * s
            y = (18 - 8 * t) * s
            bulge = math.sin(math.pi * t) * 5 * s * (1.25 if i % 2 else 0.8)
            points.append((x + sign * bulge * 0.3, y + bulge))
        pygame.draw.polygon(icon, (118, 196, 100), points)  # light leaves: they lie on the green Holly band
        pygame.draw.polygon(icon, (10, 64, 26), points, max(1, int(s)))
    for dx, dy in ((-3.5, 0), (3.5, 0), (0, -4)):
        pygame.draw.circle(icon, (210, 30, 40), (int((16 + dx) * s), int((20 + dy) * s)), max(2, int(3.6 * s)))
    return icon


@functools.lru_cache(maxsize=64)
def timing_icon(timing: str, size: int) -> pygame.Surface:
    if timing == HOLLY:
        return holly_icon(size)
    return assets.scaled(f"decor/{'star' if timing == STAR else 'snowflake'}.png", size)


def index_mark(kind: int, size: int) -> pygame.Surface:
    """A corner index; 6 and 9 are underlined, as real decks mark them, so that neither
    reads as the other upside down."""
    num = assets.text(str(kind), "heavy", size, VALUE_INK)
    if kind not in (6, 9):
        return num
    bar = max(2, size // 12)
    out = pygame.Surface((num.get_width(), num.get_height() + bar), pygame.SRCALPHA)
    out.blit(num, (0, 0))
    inset = max(1, num.get_width() // 8)
    base = int(num.get_height() * 0.86)
    pygame.draw.rect(out, VALUE_INK, (inset, base, num.get_width() - 2 * inset, bar))
    return out


@functools.lru_cache(maxsize=512)
def face(kind: int, w: int, h: int) -> pygame.Surface:
    """A card's face. Its words are never drawn below MIN_TEXT: where a card is too small for
    them, the words give way (a gift's name, a special card's reminder) and the picture grows."""
    info = KIND[kind]
    radius = max(3, w // 10)
    if info.is_gift:
        return _gift_face(kind, w, h, radius)
    band_colour = BAND[info.timing]
    card = _blank((w, h), (255, 250, 238), band_colour, radius)
    band = pygame.Rect(0, 0, w, int(h * 0.2))
    pygame.draw.rect(card, band_colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    icon_at, placed = _title_layout(kind, w, h)
    card.blit(timing_icon(info.timing, int(h * 0.15)), icon_at)
    y = int(h * 0.23)
    for img, at in placed:
        card.blit(img, at)
    if placed and at[1] >= band.bottom:  # the name under the band: the picture under the name
        y = at[1] + img.get_height() + int(h * 0.02)
    size = readable(h * 0.062)
    reminder = wrap(reminder_of(kind), "bold", size, int(w * 0.86))
    line_h = int(size * 1.15)
    # up to four lines, where they fit under the picture (a long German reminder on a large card)
    shows_reminder = len(reminder) <= 4 and h * 0.66 >= y + h * 0.2 and \
        int(h * 0.66) + len(reminder) * line_h <= h - int(h * 0.03) and \
        all(assets.font("bold", size).size(line)[0] <= w * 0.9 for line in reminder)
    bottom = int(h * 0.64) if shows_reminder else h - int(h * 0.05)
    pic = max(4, int(min(w * 0.56 if shows_reminder else w * 0.7, bottom - y)))
    card.blit(assets.scaled(f"santa/{info.art}", pic), (w // 2 - pic // 2, y + max(0, (bottom - y - pic) // 2)))
    if shows_reminder:
        y = int(h * 0.66)
        for line in reminder:
            img = assets.text(line, "bold", size, theme.INK)
            card.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += line_h
    return card


def _ink(content: str, px: int) -> pygame.Rect:
    """Where the letters of a title line lie in its image (the image has room above and below)."""
    return assets.text(content, "heavy", px, theme.WHITE).get_bounding_rect()


@functools.lru_cache(maxsize=256)
def special_title(kind: int, w: int, h: int) -> tuple[tuple[str, ...], bool]:
    """A special card's name as written on a card of this size: its lines, and whether they
    sit in the band beside the icon. The whole name beside the icon (where its letters fit the
    band's height too), else under it on two lines, else the same for its short name ("Ghost");
    none at all where even that does not fit."""
    px = readable(h * 0.085)
    font = assets.font("heavy", px)
    room = w - int(h * 0.15) - w * 0.1  # beside the icon
    for name in (card_name(kind), _(SHORT[kind])) if kind in SHORT else (card_name(kind),):
        if font.size(name)[0] <= room and _ink(name, px).height <= int(h * 0.2) - 2:
            return (name,), True
        lines = wrap(name, "heavy", px, int(w * 0.9))
        if len(lines) <= 2 and all(font.size(line)[0] <= w * 0.92 for line in lines) and \
                len(lines) * font.get_linesize() <= h * 0.3:
            return tuple(lines), False
    return (), False


@functools.lru_cache(maxsize=256)
def _title_layout(kind: int, w: int, h: int) -> tuple[tuple[int, int], tuple[Placed, ...]]:
    """Where a special card's timing icon goes (its top left), and its name's lines as
    (image, top left): beside the icon in the band, its letters centred there, or under the band."""
    info = KIND[kind]
    band = pygame.Rect(0, 0, w, int(h * 0.2))
    icon = int(h * 0.15)
    px = readable(h * 0.085)
    lines, in_band = special_title(kind, w, h)
    if in_band:  # the icon and the name side by side in the band
        img = assets.text(lines[0], "heavy", px, theme.WHITE)
        ink = img.get_bounding_rect()
        at = (icon + int(w * 0.07), band.centery - ink.centery)
        return (int(w * 0.04), band.centery - icon // 2), ((img, at),)
    placed, y = [], band.bottom + int(h * 0.02)  # the icon alone in the band, the name (if any) under it
    for line in lines:
        img = assets.text(line, "heavy", px, BAND[info.timing])
        placed.append((img, (w // 2 - img.get_width() // 2, y)))
        y += img.get_height()
    return (w // 2 - icon // 2, band.centery - icon // 2), tuple(placed)


def marks(kind: int, w: int, h: int) -> list[pygame.Rect]:
    """What a pile's count badge must not cover on a card of this size, in the card: a gift's
    corner index; a special card's timing icon and the letters of its name."""
    if KIND[kind].is_gift:
        num, _low = _index_corner(kind, w, h)
        return [num.get_bounding_rect().move(int(w * 0.07), int(h * 0.02))]
    icon_at, placed = _title_layout(kind, w, h)
    icon = int(h * 0.15)
    found = [timing_icon(KIND[kind].timing, icon).get_bounding_rect().move(icon_at)]
    return found + [img.get_bounding_rect().move(at) for img, at in placed]


def _name_lines(kind: int, w: int, h: int, low: pygame.Rect) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """A gift's name at the foot of the card, left of the upside-down index (``low``), on at
    most two lines at a readable size; empty where it does not fit whole."""
    name = card_plural(kind) if kind > 1 else card_name(kind)
    px = readable(h * 0.075)
    left, right = int(w * 0.07), low.left - int(w * 0.04)
    images = [assets.text(line, "bold", px, theme.INK) for line in wrap(name, "bold", px, right - left)]
    tall = sum(img.get_height() for img in images)
    if len(images) > 2 or any(img.get_width() > right - left for img in images) or tall > h * 0.3:
        return []
    placed, y = [], low.bottom - tall
    for img in images:
        placed.append((img, ((left + right) // 2 - img.get_width() // 2, y)))
        y += img.get_height()
    return placed


def _index_corner(kind: int, w: int, h: int) -> tuple[pygame.Surface, pygame.Rect]:
    num = index_mark(kind, readable(h * 0.2))
    return num, num.get_rect(bottomright=(int(w * 0.93), int(h * 0.98)))


@functools.lru_cache(maxsize=32)
def names_fit(w: int, h: int) -> bool:
    """Every gift's name fits a card of this size (else none is written, so the cards of a
    hand look alike: the picture and the value tell them)."""
    return all(_name_lines(k, w, h, _index_corner(k, w, h)[1]) for k in KIND if KIND[k].is_gift)


def _gift_face(kind: int, w: int, h: int, radius: int) -> pygame.Surface:
    info = KIND[kind]
    card = _blank((w, h), theme.CREAM, (196, 160, 90), radius)
    num, low = _index_corner(kind, w, h)
    card.blit(num, (int(w * 0.07), int(h * 0.02)))
    card.blit(pygame.transform.rotate(num, 180), low)
    placed = _name_lines(kind, w, h, low) if names_fit(w, h) else []
    top = int(h * 0.2)
    bottom = min([low.top] + [at[1] for _img, at in placed]) - int(h * 0.02)
    pic = int(min(w * 0.62 if placed else w * 0.7, bottom - top))
    card.blit(assets.scaled(f"santa/{info.art}", pic), (w // 2 - pic // 2, top + max(0, (bottom - top - pic) // 2)))
    for img, at in placed:
        card.blit(img, at)
    return card


@functools.lru_cache(maxsize=64)
def back(w: int, h: int) -> pygame.Surface:
    radius = max(3, w // 10)
    card = _blank((w, h), (28, 104, 64), (14, 60, 36), radius)
    stripes = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(5, w // 7)
    for x in range(-h, w + h, step * 2):
        pygame.draw.polygon(stripes, (255, 255, 255, 38), [(x, 0), (x + step, 0), (x + step - h, h), (x - h, h)])
    mask = _blank((w, h), (255, 255, 255), (255, 255, 255), radius)
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    card.blit(stripes, (0, 0))
    ribbon = max(2, w // 9)
    pygame.draw.rect(card, (214, 40, 50), (w // 2 - ribbon // 2, 2, ribbon, h - 4))
    pygame.draw.rect(card, (214, 40, 50), (2, h // 2 - ribbon // 2, w - 4, ribbon))
    bow = max(3, w // 7)
    for dx in (-1, 1):  # two loops of the bow
        loop = pygame.Rect(0, 0, bow + bow // 2, bow)
        loop.center = (w // 2 + dx * int(bow * 0.7), h // 2)
        pygame.draw.ellipse(card, (236, 70, 70), loop)
    pygame.draw.circle(card, (180, 24, 36), (w // 2, h // 2), max(2, bow // 2))
    return card


@functools.lru_cache(maxsize=256)
def squashed(kind: int | None, w: int, h: int, qw: int) -> pygame.Surface:
    """A card mid-flip: squeezed to ``qw`` wide. ``kind`` None is the back."""
    img = back(w, h) if kind is None else face(kind, w, h)
    return pygame.transform.smoothscale(img, (max(1, qw), h))


@functools.lru_cache(maxsize=128)
def faded(kind: int, w: int, h: int, alpha: int) -> pygame.Surface:
    """A card face seen through: older plays of the round, under the newest one."""
    img = face(kind, w, h).copy()
    img.set_alpha(alpha)
    return img


def clear() -> None:
    for cached in (face, back, squashed, timing_icon, faded, names_fit, special_title, _title_layout):
        cached.cache_clear()
