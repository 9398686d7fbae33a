"""Where the Tree, the presents under it, their Gift Tags and the deck go for a window size.
Computed when the window changes (and the slots when the Tree changes), never while drawing."""

from __future__ import annotations

import pygame

from table.games.base import Layout
from table.games.looks import free_across

# The least room this table asks for at a large Size (theme.scale_for); where the Tree's presents
# would not fit, the table steps back from there (SpiritTable.resize)
ROOM = (840, 525)


class SpiritLayout(Layout):
    grow_cards = False  # the Tree, its presents and their tags take the room larger cards would need

    def __init__(self, size: tuple[int, int], players: int, room: tuple[float, float] | None = None) -> None:
        super().__init__(size, players, room or ROOM)
        w, h = size
        side = int(min(h * 0.3, w * 0.22))
        self.tree = pygame.Rect(0, 0, side, side)
        self.tree.center = (int(self.center[0]), int(self.center[1] - side * 0.18))
        self.deck_size = (int(self.card_w * 0.5), int(self.card_w * 0.5 / 0.7))
        # the deck beside the Tree's top (clear of the presents, which may crowd up over the Tree's
        # lower part), on the side no plate takes; the All Through the Night clock on the other
        self.deck = pygame.Rect((0, 0), self.deck_size)
        plates = [self.plate(*self.seat_point(k)).inflate(int(16 * self.s), int(16 * self.s)) for k in range(players)]
        gap = int(12 * self.s)
        foot = self.tree.top + int(side * 0.15)
        self.deck.bottomleft = (self.tree.right + gap, foot)
        if any(p.colliderect(self.deck_and_count()) for p in plates):
            self.deck.bottomright = (self.tree.left - gap, foot)
        right = self.deck.centerx > self.tree.centerx
        self.clock_at = (self.tree.left - gap if right else self.tree.right + gap, self.deck.centery)
        self.clock_anchor = "midright" if right else "midleft"
        self.cell_w = 0  # the room of one present and its Gift Tag in a row, set by ``present_slots``
        self.fitted = True  # whether the last ``present_slots`` found rows in one of its tries

    def deck_and_count(self) -> pygame.Rect:
        """The deck with its count written under it."""
        return pygame.Rect(self.deck.left, self.deck.top, self.deck.width, self.deck.height + int(22 * self.s))

    def present_size(self, count: int) -> int:
        """A present's side when ``count`` lie under the Tree (smaller as they grow many)."""
        per_row = max(4, min(8, count))
        return int(min(self.card_w * 0.8, self.size[0] * 0.5 / (per_row * 1.3)))

    def present_slots(self, count: int, tag: tuple[int, int], keep_clear: list[pygame.Rect],
                      tries: tuple[tuple[int, bool], ...]) -> list[pygame.Rect]:
        """Where ``count`` presents lie under the Tree, each with room below for a Gift Tag of
        ``tag`` (width, height) that no other present covers, and none over ``keep_clear``
        (the plates) or the deck: in rows from the Tree's foot down to the bottom of the first
        of ``tries`` (bottom, may climb) they fit in; rows that may climb move up over the
        Tree's lower part when they need the height. Presents shrink if need be."""
        gap = max(3, int(4 * self.s))
        least = max(12, int(self.card_w * 0.3))
        clear = [*keep_clear, self.deck_and_count()]
        highest = max(self.deck_and_count().bottom, self.tree.top + int(self.tree.height * 0.22)) + gap
        rows = None
        for bottom, climb in tries:
            side = self.present_size(count)
            while True:
                rows = self._rows(count, side, tag, gap, clear, highest if climb else None, bottom)
                if rows is not None or side <= least:
                    break
                side = max(least, int(side * 0.9))
            if rows is not None:
                break
        self.fitted = rows is not None  # (else the rows went on down: ``SpiritTable._tree_fits``)
        if rows is None:  # more than the table holds: the rows go on down, over what must give way
            rows = self._rows(count, side, tag, gap, clear, highest, self.size[1] * 4)
        out = []
        for top, left, right, k in rows:
            width = k * self.cell_w
            x0 = min(max(self.center[0] - width / 2, left), right - width)
            for col in range(k):
                rect = pygame.Rect(0, 0, side, side)
                rect.midtop = (int(x0 + (col + 0.5) * self.cell_w), top)
                out.append(rect)
        return out[:count]

    def _rows(self, count: int, side: int, tag: tuple[int, int], gap: int, clear: list[pygame.Rect],
              highest: int | None, bottom: int) -> list[tuple[int, int, int, int]] | None:
        """Rows of presents of this side: (top, free left, free right, how many), or None if
        ``count`` do not fit between ``highest`` (None: the Tree's foot) and ``bottom``."""
        self.cell_w = cell = max(int(side * 1.3), tag[0] + 2 * gap)
        pitch = side + int(2 * self.s) + tag[1] + gap
        natural = int(self.tree.bottom - side * 0.7)  # one row, its presents at the Tree's foot
        for top in range(natural, (natural if highest is None else highest) - 1, -max(1, pitch // 4)):
            rows, y, left_over = [], top, count
            while left_over > 0 and y + pitch - gap <= bottom:
                left, right = self._free_between(clear, y, y + pitch - gap)
                k = min(left_over, max(0, (right - left) // cell))
                if k:
                    rows.append((y, left, right, k))
                    left_over -= k
                y += pitch
            if left_over <= 0:
                return rows
        return None

    def _free_between(self, clear: list[pygame.Rect], top: int, bottom: int) -> tuple[int, int]:
        """The table's width around the Tree's middle, between what must stay clear beside the
        band from ``top`` to ``bottom``."""
        gap = int(10 * self.s)
        edges = (int(self.size[0] * 0.04) + gap, int(self.size[0] * 0.96) - gap)
        return free_across(clear, top, bottom, self.center[0], edges, gap)

    def tag_room(self, present: pygame.Rect) -> tuple[int, int]:
        """How wide a present's Gift Tag may be: at least, and at most (short of the next)."""
        return int(present.width * 1.26), max(int(present.width * 1.26), self.cell_w - max(3, int(4 * self.s)))

    def tag_rect(self, present: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """The Gift Tag hanging under a present."""
        tag = pygame.Rect((0, 0), size)
        tag.midtop = (present.centerx, present.bottom + int(2 * self.s))
        return tag

    def meeting(self, above: int, below: int, most: float) -> tuple[float, float]:
        """How big the two presents of a pair being opened are (in card sizes, at most ``most``)
        and the middle of where they lie: side by side over the Tree, between ``above`` (the
        lowest plate over the Tree) and ``below`` (the first row of presents), with room under
        them for whom each is from."""
        gap = int(8 * self.s)
        label = int(24 * self.s) + int(4 * self.s)
        room = below - above - 2 * gap - label
        size = max(0.6, min(most, room / self.card_h))
        y = (above + gap + below - gap - label) / 2
        return size, y

    def meeting_point(self, side: int, y: float | None = None) -> tuple[float, float]:
        """Where one present of a pair being opened lies: side -1 left, 1 right."""
        return self.center[0] + side * self.card_w * 0.6, self.center[1] + self.card_h * 0.15 if y is None else y
