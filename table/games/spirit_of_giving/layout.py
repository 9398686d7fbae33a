"""Where the Tree, the presents under it, their Gift Tags and the deck go for a window size.
Computed when the window changes (and the slots when the Tree changes), never while drawing."""

from __future__ import annotations

import pygame

from table.games.base import Layout


class SpiritLayout(Layout):
    def __init__(self, size: tuple[int, int], players: int) -> None:
        super().__init__(size, players)
        w, h = size
        side = int(min(h * 0.3, w * 0.22))
        self.tree = pygame.Rect(0, 0, side, side)
        self.tree.center = (int(self.center[0]), int(self.center[1] - side * 0.18))
        self.deck_size = (int(self.card_w * 0.5), int(self.card_w * 0.5 / 0.7))
        self.deck = pygame.Rect((0, 0), self.deck_size)
        self.deck.midleft = (self.tree.right + int(12 * self.s), self.tree.centery)

    def present_slot(self, i: int, count: int) -> pygame.Rect:
        """The i-th of ``count`` presents under the Tree, in rows of four to eight."""
        per_row = max(4, min(8, count))
        w = int(min(self.card_w * 0.8, self.size[0] * 0.5 / (per_row * 1.3)))
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x = self.center[0] + (col - (in_row - 1) / 2) * int(w * 1.3)
        y = self.tree.bottom - w * 0.2 + row * w * 1.55
        rect = pygame.Rect(0, 0, w, w)
        rect.center = (int(x), int(y))
        return rect

    def tag_room(self, present: pygame.Rect) -> tuple[int, int]:
        """How wide a present's Gift Tag may be: at least, and at most (short of the next)."""
        return int(present.width * 1.26), int(present.width * 1.3) - 4

    def tag_rect(self, present: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """The Gift Tag hanging under a present."""
        tag = pygame.Rect((0, 0), size)
        tag.midtop = (present.centerx, present.bottom + int(2 * self.s))
        return tag

    def meeting_point(self, side: int) -> tuple[float, float]:
        """Where one present of a pair being opened lies: side -1 left, 1 right."""
        return self.center[0] + side * self.card_w * 0.6, self.center[1] + self.card_h * 0.15
