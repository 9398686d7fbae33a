"""Where everything on the That's Not a Hat table goes, for a window size and a number of
players: seats round the cloth, their columns, the Gift Shop, penalty piles and the gift
picker. Computed when the window changes, never while drawing."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine.games.not_a_hat.cards import GIFTS, LEFT
from table import assets
from table.games.not_a_hat.names import gift_name
from table.ui import theme
from table.ui.widgets import readable

PENALTY_SCALE = 0.5  # penalty cards lie at half size


@dataclass(frozen=True)
class Picker:
    """The panel of gift names a giver chooses from: one cell per gift of the deck."""

    rect: pygame.Rect
    header: int
    cell: int
    cols: int
    cells: tuple[pygame.Rect, ...]


def picker_cols(count: int) -> int:
    return 12 if count > 24 else 8


class HatLayout:
    def __init__(self, size: tuple[int, int], players: int) -> None:
        w, h = size
        self.size = size
        self.s = theme.scale_for(size)
        self.n = players
        shrink = 1.0 if players <= 5 else 0.86 if players <= 6 else 0.76
        self.card_h = int(min(h * 0.155, w * 0.1) * shrink)
        self.card_w = int(self.card_h * 0.72)
        self.bar = pygame.Rect(0, int(h * 0.9), w, h - int(h * 0.9))
        self.center = (w / 2, h * 0.45)
        self.rx, self.ry = w * 0.37, h * 0.325
        self.shop = (w / 2 - self.card_w * (0.8 if players > 2 else 3.2), h * 0.44)
        # two players face each other: their columns sit off-centre so they never meet
        self.lateral = self.card_w * 0.9 if players == 2 else 0.0
        self.plates = tuple(self._plate(seat) for seat in range(players))
        self._pickers: dict[int, Picker] = {}

    def seat_point(self, seat: int) -> tuple[float, float]:
        a = math.pi / 2 + seat * 2 * math.pi / self.n  # seat 0 at the bottom, then clockwise (G-1)
        return self.center[0] + self.rx * math.cos(a), self.center[1] + self.ry * math.sin(a)

    def inward(self, seat: int) -> tuple[float, float]:
        x, y = self.seat_point(seat)
        dx, dy = self.center[0] - x, self.center[1] - y
        d = math.hypot(dx, dy) or 1
        return dx / d, dy / d

    def near_middle(self, seat: int) -> bool:
        """A seat at the top or bottom middle, whose bubbles go beside its plate."""
        return abs(self.seat_point(seat)[0] - self.center[0]) < self.size[0] * 0.12

    def _plate(self, seat: int) -> pygame.Rect:
        x, y = self.seat_point(seat)
        ix, iy = self.inward(seat)
        rect = pygame.Rect(0, 0, int(176 * self.s), int(54 * self.s))
        away = abs(ix) * (rect.width * 0.5 + self.card_w * 0.05) + abs(iy) * rect.height * 0.75
        rect.center = (int(x - ix * away), int(y - iy * away))
        return rect.clamp(pygame.Rect(0, 0, self.size[0], self.bar.top))

    def plate(self, seat: int) -> pygame.Rect:
        return self.plates[seat].copy()

    def slot(self, seat: int, k: int) -> tuple[float, float]:
        """Centre of the k-th card of a column (0 = bottom, next to the player)."""
        x, y = self.seat_point(seat)
        ix, iy = self.inward(seat)
        step = abs(ix) * self.card_w * 1.08 + abs(iy) * self.card_h * 0.62
        first = abs(ix) * self.card_w * 0.9 + abs(iy) * self.card_h * 0.72
        x, y = x - iy * self.lateral, y + ix * self.lateral
        return x + ix * (first + k * step), y + iy * (first + k * step)

    def incoming(self, seat: int, k: int) -> tuple[float, float]:
        """Where a gift waits for an answer: beside the receiver's column."""
        x, y = self.slot(seat, max(0, k - 1))
        ix, iy = self.inward(seat)
        side = abs(iy) * self.card_w * 1.15 + abs(ix) * self.card_h * 1.08
        return x - iy * side, y + ix * side

    def penalty(self, seat: int, j: int) -> tuple[float, float]:
        plate = self.plates[seat]
        pw = self.card_w * PENALTY_SCALE
        if abs(self.inward(seat)[0]) > 0.6:  # side seats: their column runs sideways, so the pile goes below
            ph = self.card_h * PENALTY_SCALE
            return plate.left + pw / 2 + 4 * self.s + j * pw * 0.75, plate.bottom + ph / 2 + 8 * self.s
        toward_left = plate.centerx > self.center[0] + 5
        gap = 10 * self.s + pw / 2 + j * pw * 0.45
        x = plate.left - gap if toward_left else plate.right + gap
        return x, plate.centery

    def arrow_angle(self, seat: int, arrow: str) -> int:
        """Screen angle from ``seat`` to the neighbour its arrow leads to (left = seat+1, G-1)."""
        target = (seat + (1 if arrow == LEFT else -1)) % self.n
        if target == seat:
            return 0
        (x0, y0), (x1, y1) = self.seat_point(seat), self.seat_point(target)
        return int(round(math.degrees(math.atan2(y1 - y0, x1 - x0)) / 5) * 5) % 360

    def picker(self, count: int) -> Picker:
        """The gift picker for a deck of ``count`` gifts, above the bottom bar."""
        if count not in self._pickers:
            cols = picker_cols(count)
            rows = math.ceil(count / cols)
            width = int(min(self.size[0] * 0.9, 1100 * self.s))
            cell = (width - int(30 * self.s)) // cols
            header, margin = int(78 * self.s), int(20 * self.s)
            # it stands above the row of the table scene's Undo and Go on buttons (42 high, 10
            # above the bar), shown for a few seconds after a move, which must not hide a gift's
            # name; its top stays where a picker down on the bar would reach, clear of the side
            # seats' plates, so the cells shrink a little to fit
            bottom = self.bar.top - int(10 * self.s) - int(42 * self.s) - int(8 * self.s)
            top = self.bar.top - int(8 * self.s) - (header + rows * cell + margin)
            # a short window squeezes the rows; the cells then keep some of their width, so
            # every gift's name still fits under its picture
            cell_w = cell
            cell = min(cell, (bottom - top - header - margin) // rows)
            widest = int((self.size[0] * 0.97 - 30 * self.s) // cols)
            cell_w = max(min(cell_w, cell), min(int(cell * 1.35), widest))
            cell_w = max(cell_w, min(widest, longest_name(readable(cell * 0.15)) + 12))  # long words (Sonnenbrille)
            width = cols * cell_w + int(30 * self.s)
            rect = pygame.Rect(0, 0, width, header + rows * cell + margin)
            rect.midbottom = (self.size[0] // 2, bottom)
            cells = tuple(pygame.Rect(rect.left + int(15 * self.s) + c * cell_w, rect.top + header + r * cell,
                                      cell_w - 4, cell - 4)
                          for r, c in (divmod(index, cols) for index in range(count)))
            self._pickers[count] = Picker(rect, header, cell, cols, cells)
        return self._pickers[count]


def longest_name(size: int) -> int:
    """The width of the widest gift name's longest word, in the player's language, at ``size``."""
    font = assets.font("bold", size)  # the chosen gift's name is bold
    return max(font.size(word)[0] for g in range(len(GIFTS)) for word in gift_name(g).split(" "))
