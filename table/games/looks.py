"""The small pieces every seated card table draws with: a card in flight (``Flyer``), a seat's
gliding spot (``Spot``), a speech bubble and the looks of bubbles, banners and the bottom bar,
and where seats and hands go on the cloth (``Layout``). ``table.games.base`` builds on them."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from table.anim import Animated, ease_in_out
from table.ui import theme


class Flyer(Animated):
    """A card moving across the table. ``kind`` None shows its back; ``to_kind`` flips it."""

    def __init__(self, kind: int | None, x: float, y: float, size: float = 1.0) -> None:
        super().__init__()
        self.kind = kind
        self.was: int | None = kind
        self.x, self.y, self.size = x, y, size
        self.turn = 1.0
        self.alpha = 255.0
        self.hold = False  # stays after arriving, until a later step takes it away

    def flip_to(self, kind: int | None, duration: float) -> None:
        self.was, self.kind, self.turn = self.kind, kind, 0.0
        self.animate(duration, ease_in_out, turn=1.0)


class Spot(Animated):
    """A name plate's position; it glides when Christmas Carol swaps seats."""

    def __init__(self, x: float, y: float) -> None:
        super().__init__()
        self.x, self.y = x, y


@dataclass
class Bubble:
    seat: int
    text: str
    ttl: float
    age: float = 0.0
    gift: int | None = None  # a picture to show beside the words (see ``_bubble_picture``)
    sticky: bool = False  # stays until cleared (a claim waiting for an answer), whatever its ttl


@dataclass(frozen=True)
class BubbleLook:
    """How a table draws its speech bubbles; sizes are at scale 1."""

    text: int = 16  # font size
    wrap: int = 220  # widest line
    pad_w: int = 24  # width beyond the words and picture
    pad_h: int = 14  # height beyond the words (or picture)
    above: int = 6  # gap between the plate and a bubble above it
    beside: int = 14  # gap when the bubble sits beside the plate (``_bubble_beside``)
    radius: int = 12
    centred: bool = True  # lines centred; else left-aligned after any picture
    inset: int = 12  # left margin of left-aligned lines or a picture
    picture: float = 2.0  # a picture's size, in font sizes
    rise: int = 0  # a new bubble rises this far into place as it appears


@dataclass(frozen=True)
class BannerLook:
    """How a table draws its banner in the bottom bar; sizes are at scale 1."""

    title: int = 22
    line: int = 16
    title_lift: int = 2  # the title's foot above the bar's middle
    line_drop: int = 4  # the line's top below the bar's middle
    margin: int = 30  # room kept free at the ends of each text, in pixels
    beside_buttons: bool = True  # leave the bar's buttons uncovered; else fill the whole bar


@dataclass(frozen=True)
class BarLook:
    """The status text of the bottom bar, and its buttons (``SeatTable._bar_row``: in one row at its
    right end, each as wide as its words and ``button_pad`` button heights, at least
    ``button_least`` heights); sizes are at scale 1."""

    text: int = 17
    line: int = 22
    button_least: float = 2.6
    button_pad: float = 1.5
    button_gap: int = 12


class Layout:
    grow_cards = True  # cards larger at a large Size (as far as the scale goes)

    def __init__(self, size: tuple[int, int], players: int, room: tuple[int, int] | None = None,
                 grow_cards: bool | None = None, hand: bool = True) -> None:
        w, h = size
        self.size = size
        self.s = theme.scale_for(size, room or theme.TABLE_ROOM)  # (room: the least a table needs at a large Size)
        self.n = players
        bar_h = theme.bar_height(size, self.s)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        grows = self.grow_cards if grow_cards is None else grow_cards
        self.center = (w / 2, h * 0.37)
        self.rx, self.ry = w * 0.41, h * 0.29
        # at a large Size a crowded table first seats the two players beside the person above her
        # hand (her taller bar lifts it), then its plates and cards step back toward the usual
        # size (halfway, then all the way), rather than lie on each other or on the hand (eight
        # players at Secret Santa did); at the usual Size there is one way, the one there always was
        usual = theme.usual_scale(size)
        steps = theme.steps_back(self.s, usual)
        self.lifted = False  # the seats beside the person sit above her hand
        self.hand = hand  # the table lays the person's hand out in a row at ``hand_y`` (as ``_hand_layout``)
        for step, self.lifted in [(step, lifted) for step in steps for lifted in (False, True)
                                  if not lifted or self.s > usual]:
            grow = step / usual if grows else 1.0
            self.card_h = int(min(h * 0.2, w * 0.125) * grow)
            self.card_w = int(self.card_h * 0.7)
            self.hand_y = int(self.bar.top - self.card_h * 0.62)
            # tall enough for a name and two lines of readable text (12 px) in a small window
            self.plate_size = (int(196 * step), max(int(66 * step), 54))
            self.plate_s = step  # (what a plate's words are sized by)
            if not self._crowded():
                break

    def _crowded(self) -> bool:
        """Whether two plates overlap, or another's plate lies on the band of the person's hand
        (from beside her plate to the window's right, as the tables lay a hand out)."""
        plates = [self.plate(*self.seat_point(k)) for k in range(self.n)]
        left = self.plate_size[0] + int(36 * self.s)
        hand = pygame.Rect(left, int(self.hand_y - self.card_h * 0.7), self.size[0] - int(24 * self.s) - left,
                           int(self.card_h * 1.2))
        return any(a.colliderect(b) for i, a in enumerate(plates) for b in plates[i + 1:]) \
            or (self.hand and any(p.colliderect(hand) for p in plates[1:]))

    def seat_point(self, k: int) -> tuple[float, float]:
        """Where the k-th seat clockwise from the bottom sits (G-1: clockwise is to the left)."""
        if k == 0:
            return self.plate_size[0] * 0.5 + 16 * self.s, self.hand_y - self.card_h * 0.1
        a = math.pi / 2 + k * 2 * math.pi / self.n
        y = self.center[1] + 0.02 * self.size[1] + self.ry * math.sin(a)
        lowest = self.size[1] * 0.6
        if self.lifted:  # (a large Size: clear of a lifted card of the hand)
            lowest = min(lowest, self.hand_y - self.card_h * 0.7 - self.plate_size[1] / 2 - 8 * self.s)
        return self.center[0] + self.rx * math.cos(a), min(y, lowest)

    def plate(self, x: float, y: float) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.plate_size)
        rect.center = (int(x), int(y))
        return rect.clamp(pygame.Rect(4, 4, self.size[0] - 8, self.bar.top - 8))


def rows_clear_of(row: Callable[..., None], buttons: list, tries: Iterable[tuple[int, int, int, float]],
                  keep_clear: list[pygame.Rect]) -> bool:
    """Lay ``buttons`` out with ``row`` (a table's ``_row``: rows centred on cx, filling upwards
    from cy, h high, at most ``room`` wide) at each (cx, cy, h, room) of ``tries`` in turn,
    until none covers anything of ``keep_clear``. False if none was clear (they stay at the last)."""
    for cx, cy, h, room in tries:
        row(buttons, cx, cy, h, room)
        if not any(b.rect.colliderect(r) for b in buttons for r in keep_clear):
            return True
    return False


def free_across(rects: Iterable[pygame.Rect], top: int, bottom: int, cx: float, edges: tuple[int, int],
                gap: int = 0) -> tuple[int, int]:
    """The free width around ``cx`` of the band from ``top`` to ``bottom``: from the right of the
    rects in the band left of ``cx`` to the left of those right of it (each ``gap`` away), within
    ``edges``; where plates reach into a row of choices, presents or a panel."""
    band = [r for r in rects if r.bottom > top and r.top < bottom]
    return (max([r.right + gap for r in band if r.centerx < cx] + [edges[0]]),
            min([r.left - gap for r in band if r.centerx >= cx] + [edges[1]]))
