"""The still parts of the Spirit of Giving table, painted once per window size and content
and then only blitted: the cloth with the Tree and the deck, name plates, Gift Tags.

A plate's body is cached apart from its shadow: a translucent shadow painted into a
transparent surface would blend differently than on the cloth, so it is blitted on its own.
"""

from __future__ import annotations

import functools

import pygame

import table.games.spirit_of_giving.art as art
from table import assets
from table.background import tabletop
from table.i18n import _
from table.ui import theme
from table.ui.widgets import draw_text, fitting, readable, shortened

SHADOW_OFFSET = (3, 5)


@functools.lru_cache(maxsize=4)
def backdrop(size: tuple[int, int], tree: tuple[int, int, int, int], deck: tuple[int, int, int, int]) -> pygame.Surface:
    """The tabletop with the Tree and the face-down deck beside it: one opaque blit a frame."""
    surface = tabletop(size).copy()
    tree_rect = pygame.Rect(tree)
    surface.blit(art.tree(tree_rect.width), tree_rect)
    deck_rect = pygame.Rect(deck)
    surface.blit(art.back(deck_rect.width, deck_rect.height), deck_rect)
    return surface.convert() if pygame.display.get_surface() else surface


@functools.lru_cache(maxsize=64)
def shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shade, theme.SHADOW, shade.get_rect(), border_radius=radius)
    return shade


def plate_parts(size: tuple[int, int], s: float, who: tuple[str, ...]) -> dict:
    """Where a plate's parts lie: the seat's line (the first of ``who`` that fits) and its box,
    the status line's middle, the present icon and the pile's count beside it. The icon sits
    above the seat's line, clear of it ("hand 4" never touches the present)."""
    w, h = size
    low = h - max(int(11 * s), 8)  # the status line; the seat's line above it, a line apart
    who_y = low - max(int(15 * s), 13)
    who_line = fitting(who, "text", readable(13 * s), w - int(20 * s))
    who_box = pygame.Rect((0, 0), assets.font("text", readable(13 * s)).size(who_line))
    who_box.midleft = (int(12 * s), who_y)
    gap = max(2, int(3 * s))
    side = max(8, min(int(30 * s), who_box.top - gap - max(2, int(3 * s))))
    icon = pygame.Rect(0, 0, side, side)
    icon.bottomright = (w - int(34 * s), who_box.top - gap)
    return {"who": who_line, "who_box": who_box, "status_y": low, "icon": icon,
            "count_at": (w - int(30 * s), icon.centery)}


@functools.lru_cache(maxsize=256)
def plate(size: tuple[int, int], s: float, fill: tuple[int, int, int], name: str, who: tuple[str, ...],
          status: str, status_colour: tuple[int, int, int], pile: int) -> pygame.Surface:
    """A seat's name plate: name, who sits there and hand size (the first of ``who`` that fits),
    a status line, the pile."""
    body = pygame.Surface(size, pygame.SRCALPHA)
    rect = body.get_rect()
    pygame.draw.rect(body, fill, rect, border_radius=int(12 * s))
    parts = plate_parts(size, s, who)
    draw_text(body, name, "heavy", readable(19 * s), theme.INK,
              midleft=(int(12 * s), int(18 * s)), max_width=rect.width - int(90 * s))
    draw_text(body, parts["who"], "text", readable(13 * s), theme.MUTED, topleft=parts["who_box"].topleft)
    draw_text(body, status, "bold", readable(13 * s), status_colour, midleft=(int(12 * s), parts["status_y"]))
    icon = assets.scaled("decor/present.png", parts["icon"].width)
    body.blit(icon, parts["icon"])
    draw_text(body, str(pile), "heavy", readable(22 * s), theme.INK, midleft=parts["count_at"])
    return body


def tag_lines(to_name: str, from_name: str, width: int, s: float) -> tuple[str, str]:
    """A Gift Tag's two lines, "To Ann" and "from Bo", or the bare names where the words do not
    fit the tag at a readable size; a name longer than the widest tag loses its end ("Bartholo…"),
    which the seat's plate still shows whole."""
    bold, text = assets.font("bold", readable(11 * s)), assets.font("text", readable(10 * s))
    to_line = _("To {name}").format(name=to_name)
    from_line = _("from {name}").format(name=from_name)
    return (to_line if bold.size(to_line)[0] <= width else shortened(to_name, bold, width),
            from_line if text.size(from_line)[0] <= width else shortened(from_name, text, width))



@functools.lru_cache(maxsize=256)
def tag_size(to_name: str, from_name: str, least: int, most: int, s: float) -> tuple[int, int]:
    """Wide enough for its lines (between ``least`` and ``most``), two readable lines high."""
    lines = tag_lines(to_name, from_name, most - 6, s)
    need = max(assets.font("bold", readable(11 * s)).size(lines[0])[0],
               assets.font("text", readable(10 * s)).size(lines[1])[0]) + 6
    return max(least, min(most, need)), tag_height(s)


def tag_need(to_name: str, from_name: str, s: float) -> int:
    """How wide a Gift Tag must be for "To Ann" and "from Bo" whole."""
    return max(assets.font("bold", readable(11 * s)).size(_("To {name}").format(name=to_name))[0],
               assets.font("text", readable(10 * s)).size(_("from {name}").format(name=from_name))[0]) + 6


def tag_height(s: float) -> int:
    """A Gift Tag's height: two readable lines."""
    high = assets.font("bold", readable(11 * s)).get_linesize() + assets.font("text", readable(10 * s)).get_linesize()
    return max(int(30 * s), high + 2)


@functools.lru_cache(maxsize=256)
def gift_tag(size: tuple[int, int], s: float, to_name: str, from_name: str) -> pygame.Surface:
    """The Gift Tag under a present: whom it is for, and from whom."""
    tag = pygame.Surface(size, pygame.SRCALPHA)
    rect = tag.get_rect()
    pygame.draw.rect(tag, (255, 250, 236), rect, border_radius=int(5 * s))
    pygame.draw.rect(tag, (190, 160, 110), rect, 1, border_radius=int(5 * s))
    to_line, from_line = tag_lines(to_name, from_name, rect.width - 6, s)
    top = draw_text(tag, to_line, "bold", readable(11 * s), theme.INK, midtop=(rect.centerx, 1))
    draw_text(tag, from_line, "text", readable(10 * s), theme.MUTED, midtop=(rect.centerx, top.bottom - 1))
    return tag


def clear() -> None:
    for cached in (backdrop, shadow, plate, gift_tag, tag_size):
        cached.cache_clear()
