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
from table.i18n import _
from table.ui import theme
from table.ui.widgets import readable

PENALTY_SCALE = 0.6  # penalty cards lie smaller than those in play


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


def card_rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, int(w), int(h))
    rect.center = (int(x), int(y))
    return rect


# The least room this table needs at a large Size (theme.scale_for): less than other tables (no hand
# to fan, no windows), so 200% in 1920x1080 and 150% in 1280x800 are had in full
ROOM = (800, 480)


class HatLayout:
    """Everything has its own place: no card, pile, label or plate lies over another, whatever
    the window, the number of players, the column variant (NH-10) or a match (NH-8). Where the
    cloth is too crowded for that, the cards get smaller until it is not."""

    def __init__(self, size: tuple[int, int], players: int, column: int = 1, match: bool = False) -> None:
        w, h = size
        self.size = size
        self.s = theme.scale_for(size, ROOM)
        self.n = players
        self.column = column
        self.match = match
        bar_h = theme.bar_height(size, self.s)
        self.bar = pygame.Rect(0, h - bar_h, w, bar_h)
        self.center = (w / 2, h * 0.45)
        self.rx, self.ry = w * 0.37, h * 0.325
        self.screen = pygame.Rect(0, 0, w, self.bar.top)
        shrink = 1.0 if players <= 5 else 0.86 if players <= 6 else 0.76
        biggest = min(h * 0.155, w * 0.1) * shrink
        usual = theme.usual_scale(size)
        if players >= 7:  # seven or eight round the table: at a large Size, half as much larger
            self.s = (self.s + usual) / 2
        # at a large Size, where nothing fits without a clash, plates and words a step smaller
        for scale in theme.steps_back(self.s, usual):
            self.s, grow = scale, scale / usual  # (the cards larger too, as far as they fit)
            tried = []
            for fit in (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58):
                self._place(int(biggest * fit * grow))
                tried.append((len(self.clashes()), -fit))
                if not tried[-1][0]:
                    break
            else:  # nothing fits without a clash: the size with the fewest
                self._place(int(biggest * -min(tried)[1] * grow))
                continue
            break
        # what a speech bubble must not cover: every place but the penalty piles, which are
        # mostly empty (the cards on them are added where they lie)
        self._place_rects = [rect for key, rect in self.places() if key[0] != "penalty"]
        self._pickers: dict[int, Picker] = {}
        self._bubbles: dict[tuple, pygame.Rect] = {}

    # -- placing -------------------------------------------------------------------------------
    def _place(self, card_h: int) -> None:
        self.card_h = card_h
        self.card_w = int(card_h * 0.72)
        # two players face each other: their columns sit off-centre so they never meet
        self.lateral = self.card_w * 0.9 if self.n == 2 else 0.0
        self.plates = tuple(self._plate(seat) for seat in range(self.n))
        self._push = [0.0] * self.n  # a column starts clear of its plate, wherever the plate was kept
        for seat in range(self.n):
            while self._card(*self.slot(seat, 0)).colliderect(self.plates[seat]) and self._push[seat] < self.card_h:
                self._push[seat] += 2
        # what is placed so far, with the seat it belongs to (None: the shop)
        self._taken: list[tuple[int | None, pygame.Rect]] = [(seat, p) for seat, p in enumerate(self.plates)]
        for seat in range(self.n):
            self._taken += [(seat, self._card(*self.slot(seat, k))) for k in range(self.column + 1)]
        self._sides = [1.0] * self.n
        for seat in range(self.n):  # a gift waits on the freer side of its receiver's column
            self._sides[seat] = min((1.0, -1.0), key=lambda side, seat=seat: self._crowding(
                [self._card(*self._beside(seat, side), 1.08)], seat))
            self._taken.append((seat, self._card(*self.incoming(seat), 1.08)))
        self.shop = min(self._shop_spots(), key=lambda spot: self._crowding(self._shop_rects(spot), None))
        self._taken += [(None, r) for r in self._shop_rects(self.shop)]
        self._piles: list[tuple[float, float, int]] = []
        for seat in range(self.n):
            self._piles.append(self._pile(seat))
            self._taken += [(seat, r) for r in self._pile_rects(self._piles[-1])]

    def _card(self, x: float, y: float, scale: float = 1.0) -> pygame.Rect:
        return card_rect(x, y, self.card_w * scale, self.card_h * scale)

    def _crowding(self, rects: list[pygame.Rect], seat: int | None, own: bool = False) -> int:
        """How much of ``rects`` lies off the cloth or on what is placed already: other seats'
        things (and with ``own`` the seat's own too), and the shop."""
        area = 0
        for rect in rects:
            clipped = rect.clip(self.screen)
            area += rect.width * rect.height - clipped.width * clipped.height
            for whose, taken in self._taken:
                if whose != seat or own:
                    c = rect.clip(taken)
                    area += c.width * c.height
        return area

    def _shop_spots(self) -> list[tuple[float, float]]:
        w, h = self.size
        cx, cy = w / 2, h * 0.44
        if self.n == 2:
            return [(cx - self.card_w * 3.2, cy), (cx + self.card_w * 3.2, cy)]
        # in the middle, where every seat can see it: the first free spot, nearest first
        return [(cx + self.card_w * dx, cy + self.card_h * dy) for dy in (0.0, 0.3, -0.3, 0.6)
                for dx in (-0.8, -1.3, 0.0, 1.3, -1.9, 1.9, -2.6, 2.6)]

    def _shop_rects(self, spot: tuple[float, float]) -> list[pygame.Rect]:
        """The Gift Shop's stack, its name and count under it, and a match's game above it."""
        x, y = spot
        s = self.s
        stack = card_rect(x + 6, y + 6, self.card_w + 12, self.card_h + 12)
        below = y + self.card_h / 2 + 12 + 6 * s
        name_px, count_px = readable(17 * s), readable(14 * s)
        label_w = max(assets.font("bold", name_px).size(_("Gift Shop"))[0],
                      assets.font("text", count_px).size(_("{count} left").format(count=48))[0])
        labels = pygame.Rect(0, 0, label_w, name_px + count_px + 8)
        labels.midtop = (int(x), int(below))
        rects = [stack, labels]
        if self.match:
            top = pygame.Rect(0, 0, assets.font("bold", int(18 * s)).size(
                _("Game {number} of {total}").format(number=8, total=8))[0], int(22 * s))
            top.midtop = (int(x), int(y - self.card_h / 2 - 34 * s))
            rects.append(top)
        return rects

    def shop_rects(self) -> list[pygame.Rect]:
        return self._shop_rects(self.shop)

    def _pile(self, seat: int) -> tuple[float, float, int]:
        """Where a seat's penalty cards lie (three at most, NH-8), side by side so no card hides
        another's name, by its plate where nothing else lies: (x, y) of the first card and the
        way the row grows."""
        plate = self.plates[seat]
        pw, ph = self.card_w * PENALTY_SCALE, self.card_h * PENALTY_SCALE
        gap = 8 * self.s
        right = (plate.right + gap + pw / 2, plate.centery, 1)
        left = (plate.left - gap - pw / 2, plate.centery, -1)
        inner = [left, right] if plate.centerx > self.center[0] + 5 else [right, left]
        spots = inner + [
            (plate.left + pw / 2, plate.bottom + gap + ph / 2, 1),
            (plate.right - pw / 2, plate.bottom + gap + ph / 2, -1),
            (plate.left + pw / 2, plate.top - gap - ph / 2, 1),
            (plate.right - pw / 2, plate.top - gap - ph / 2, -1),
        ]
        return min(spots, key=lambda spot: self._crowding(self._pile_rects(spot), seat, own=True))

    def _pile_rects(self, spot: tuple[float, float, int]) -> list[pygame.Rect]:
        x, y, step = spot
        pw = self.card_w * PENALTY_SCALE
        return [card_rect(x + step * j * (pw + 4 * self.s), y, pw, self.card_h * PENALTY_SCALE) for j in range(3)]

    def places(self) -> list[tuple[tuple, pygame.Rect]]:
        """Every place on the cloth with what it is for: plates, columns as tall as they get,
        the place beside each (a gift waiting, a shop gift held), penalty piles, the shop."""
        out: list[tuple[tuple, pygame.Rect]] = []
        for seat in range(self.n):
            out.append((("plate", seat), self.plates[seat]))
            out += [(("column", seat, k), self._card(*self.slot(seat, k))) for k in range(self.column + 1)]
            out.append((("beside", seat), self._card(*self.incoming(seat, self.column), 1.08)))
            out += [(("penalty", seat, j), r) for j, r in enumerate(self._pile_rects(self._piles[seat]))]
        out += [(("shop", k), r) for k, r in enumerate(self.shop_rects())]
        return out

    def clashes(self) -> list[tuple[tuple, tuple]]:
        """Pairs of places that overlap (a column's own cards are a stack and may), or lie off
        the cloth."""
        places = self.places()
        found = [(key, ("off the cloth",)) for key, rect in places if not self.screen.contains(rect)]
        for i, (a, ra) in enumerate(places):
            for b, rb in places[i + 1:]:
                if a[0] == b[0] == "column" and a[1] == b[1]:
                    continue
                if ra.colliderect(rb):
                    found.append((a, b))
        return found

    def crowded(self) -> bool:
        return bool(self.clashes())

    def bubble(self, seat: int, size: tuple[int, int], avoid: list[pygame.Rect], beside: bool) -> pygame.Rect:
        """Where a speech bubble of ``size`` goes for ``seat``: by its plate, over no card's
        place, no plate, not the shop and nothing in ``avoid`` (buttons, penalty cards, other
        bubbles). Above the plate (beside it for a seat at the top or bottom middle) if that is
        free, else the nearest free place round the plate, else the one that covers least."""
        key = (seat, size, beside, tuple(tuple(r) for r in avoid))
        if key not in self._bubbles:
            spots = self._bubble_spots(self.plates[seat], size, beside)
            best = min(spots, key=lambda rect: self.covered(rect, avoid))
            if self.covered(best, avoid) and theme.size_factor() != 1.0:  # a large Size: further out
                farther = self._bubble_spots(self.plates[seat], size, beside, rings=(2, 3, 4))
                best = min([best, *farther], key=lambda rect: self.covered(rect, avoid))
            self._bubbles[key] = best
        return self._bubbles[key].copy()

    def _bubble_spots(self, plate: pygame.Rect, size: tuple[int, int], beside: bool,
                      rings: tuple[int, ...] = (0, 1)) -> list[pygame.Rect]:
        w, h = size
        gap = int(6 * self.s)
        room = self.screen.inflate(-8, -8)
        first = pygame.Rect(0, 0, w, h)
        if beside:
            first.midleft = (plate.right + gap, plate.centery)
        else:
            first.midbottom = (plate.centerx, plate.top - gap)
        ring = []
        for t in range(9):  # along the plate's top and bottom, then down its sides, two rings out
            left = plate.left - w - gap + t * (plate.width + w + 2 * gap) / 8
            top = plate.top - h - gap + t * (plate.height + h + 2 * gap) / 8
            for out in rings:
                ring += [pygame.Rect(int(left), plate.top - gap - h - out * (h + gap), w, h),
                         pygame.Rect(int(left), plate.bottom + gap + out * (h + gap), w, h),
                         pygame.Rect(plate.right + gap + out * (w // 2), int(top), w, h),
                         pygame.Rect(plate.left - gap - w - out * (w // 2), int(top), w, h)]
        ring.sort(key=lambda r: math.hypot(r.centerx - plate.centerx, r.centery - plate.centery))
        return [r.clamp(room) for r in [first, *ring]]

    def covered(self, rect: pygame.Rect, avoid: list[pygame.Rect]) -> int:
        """How much of ``rect`` lies on the places a bubble keeps clear of, or on ``avoid``."""
        return sum(rect.clip(t).width * rect.clip(t).height for t in self._place_rects + avoid)

    # -- where things are ------------------------------------------------------------------------
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
        rect = pygame.Rect(0, 0, int(184 * self.s), int(54 * self.s))
        away = abs(ix) * (rect.width * 0.5 + self.card_w * 0.05) + abs(iy) * rect.height * 0.75
        rect.center = (int(x - ix * away), int(y - iy * away))
        margin = int(6 * self.s)  # a plate's glow (the seat to act) shows whole
        return rect.clamp(self.screen.inflate(-2 * margin, -2 * margin))

    def plate(self, seat: int) -> pygame.Rect:
        return self.plates[seat].copy()

    def slot(self, seat: int, k: int) -> tuple[float, float]:
        """Centre of the k-th card of a column (0 = bottom, next to the player)."""
        x, y = self.seat_point(seat)
        ix, iy = self.inward(seat)
        step = abs(ix) * self.card_w * 1.08 + abs(iy) * self.card_h * 0.62
        first = abs(ix) * self.card_w * 0.9 + abs(iy) * self.card_h * 0.72 + self._push[seat]
        x, y = x - iy * self.lateral, y + ix * self.lateral
        return x + ix * (first + k * step), y + iy * (first + k * step)

    def _beside(self, seat: int, side: float) -> tuple[float, float]:
        x, y = self.slot(seat, max(0, self.column - 1))
        ix, iy = self.inward(seat)
        dx, dy = -side * iy, side * ix  # across the column
        # just far enough for the two cards (this one a little bigger) not to touch
        gap = min(self.card_w * 1.12 / max(abs(dx), 1e-6), self.card_h * 1.12 / max(abs(dy), 1e-6))
        x, y = x + dx * gap, y + dy * gap
        # and clear of its plate, as the column is (a large Size's plate reached under it)
        push = 0.0
        while self._card(x + ix * push, y + iy * push, 1.08).colliderect(self.plates[seat]) and push < self.card_h:
            push += 2
        return x + ix * push, y + iy * push

    def incoming(self, seat: int, k: int | None = None) -> tuple[float, float]:
        """Where a gift waits for an answer: beside the receiver's column, on its freer side."""
        return self._beside(seat, self._sides[seat])

    def hand(self, seat: int) -> tuple[float, float]:
        """Where a gift from the shop is held up for all to see before it is given (NH-4): the
        same place beside the column (a player holding a shop gift is never being given one)."""
        return self._beside(seat, self._sides[seat])

    def penalty(self, seat: int, j: int) -> tuple[float, float]:
        x, y, step = self._piles[seat]
        return x + step * j * (self.card_w * PENALTY_SCALE + 4 * self.s), y

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
