"""Where everything of the Presents of Mine table lies, computed from the window size, the
view and the choice being made: the others' tiles by their plates, your six presents at the
bottom (or the ten to pick from), the rings of the three players below, and the panels.
It is worked out in ``update`` (and after each click), never in ``draw``, so the rects that
are drawn are the rects that are clicked."""

from __future__ import annotations

import pygame

from engine.games.presents_of_mine.cards import STARTING
from engine.games.presents_of_mine.view import PomView

from . import art


class PresentsLayout:
    """Mixed into ``PresentsTable``: hit areas and panel places."""

    def _lay_out(self, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        self.seat_tiles: dict[int, list[pygame.Rect]] = {}
        self.own_tiles: list[pygame.Rect] = []
        self.pick_tiles: list[pygame.Rect] = []
        self.slot_rects: list[pygame.Rect] = []
        seat_on_turn = self.human_turn()
        for seat in range(self.n):
            if seat != self.hand_seat:  # the hand on screen is drawn large at the bottom
                self.seat_tiles[seat] = self._seat_tiles(seat, view, seat_on_turn)
        mine = self.hand_seat is not None and seat_on_turn == self.hand_seat
        if self.hand_seat is not None:
            if view.phase == "pick" and mine:
                self.pick_tiles = self._pick_tiles()
            else:
                self.own_tiles = self._own_tiles(view)
            if mine and view.phase == "pass":  # the three players below, as targets
                for k in range(3):
                    ring = self.plate(view.below(self.hand_seat, k + 1)).inflate(int(10 * s), int(10 * s))
                    self.slot_rects.append(ring)
        self.tile_rects: list[tuple[pygame.Rect, int, int]] = [  # (rect, seat or -1 for a pick, place)
            (r, seat, place) for seat, rects in self.seat_tiles.items() for place, r in enumerate(rects)]
        self.tile_rects += [(r, self.hand_seat, place) for place, r in enumerate(self.own_tiles)]
        self.tile_rects += [(r, -1, i) for i, r in enumerate(self.pick_tiles)]
        pos = pygame.mouse.get_pos() if pygame.display.get_init() else (-1, -1)
        self.pick_hover = next((i for i, r in enumerate(self.pick_tiles) if r.collidepoint(pos)), None)
        ring = getattr(self, "focus_ring", None)
        if self.pick_tiles and ring is not None and ring.visible and ring.focus and ring.focus[0] == "pick":
            self.pick_hover = STARTING.index(ring.focus[1])  # the keyboard's present is explained too

    def _yoink_distance(self, seat: int, view: PomView, thief: int | None) -> int | None:
        """How many places above ``thief`` this seat is, if it is one she takes from (PM-10)."""
        if view.phase != "yoink" or thief is None:
            return None
        return next((d for d in (1, 2, 3) if view.below(thief, -d) == seat), None)

    def _seat_tiles(self, seat: int, view: PomView, thief: int | None) -> list[pygame.Rect]:
        lay = self.layout
        s = lay.s
        rect = self.plate(seat)
        size = self.seat_tile_size()
        if self._yoink_distance(seat, view, thief):
            size = int(size * 1.5)  # the hands you may take from are larger
        hand = view.hands[seat]
        width = len(hand) * (size + 3)
        x = max(4, min(rect.centerx - width // 2, lay.size[0] - 4 - width))  # larger in Yoink: keep them on screen
        y = rect.bottom + int(4 * s)
        if y + size > lay.bar.top - 4:
            y = rect.top - size - int(4 * s)
        return [pygame.Rect(x + place * (size + 3), y, size, size) for place in range(len(hand))]

    def column_under_board(self, count: int, want: int) -> list[pygame.Rect]:
        """Rects for ``count`` buttons stacked under the score board, as wide as their words
        need but never over a plate or its presents (the swap choices of rounds 2 and 3)."""
        lay = self.layout
        s = lay.s
        h, gap = int(34 * s), int(8 * s)
        top = self.board_rect().bottom + int(10 * s)
        band = pygame.Rect(0, top, lay.size[0], count * (h + gap))
        cx = lay.size[0] // 2
        left, right = int(8 * s), lay.size[0] - int(8 * s)
        taken = [self.plate(seat).inflate(int(12 * s), int(12 * s)) for seat in range(self.n)]
        taken += [r for rects in self.seat_tiles.values() for r in rects]
        for r in taken:
            if r.top < band.bottom and r.bottom > band.top:
                if r.centerx < cx:
                    left = max(left, r.right + gap)
                else:
                    right = min(right, r.left - gap)
        width = min(want, max(right - left, int(120 * s)))
        mid = (left + right) // 2 if right > left else cx
        return [pygame.Rect(mid - width // 2, top + i * (h + gap), width, h) for i in range(count)]

    def seat_tile_size(self) -> int:
        return max(28, int(min(self.layout.plate_size[0] / 6.4, 30 * self.layout.s)))  # room for a readable badge

    def own_tile_size(self) -> int:
        lay = self.layout
        return int(min(lay.card_h * 0.95, (lay.size[0] * 0.62) / 6.6))

    def _own_tiles(self, view: PomView) -> list[pygame.Rect]:
        lay = self.layout
        size = self.own_tile_size()
        step = size + int(10 * lay.s)
        x0 = lay.size[0] // 2 - (6 * step) // 2
        rects = []
        for place in range(len(view.hands[self.hand_seat])):
            r = pygame.Rect(x0 + place * step, lay.hand_y - size // 2, size, size)
            if place in self.slots:
                r.y -= int(size * 0.25)  # on its way
            rects.append(r)
        return rects

    def _pick_tiles(self) -> list[pygame.Rect]:
        lay = self.layout
        s = lay.s
        left = lay.plate_size[0] + int(30 * s)
        size = self.pick_tile_size()
        x0 = max(left, lay.size[0] // 2 - (10 * (size + int(8 * s))) // 2)
        y = lay.hand_y - size // 2
        return [pygame.Rect(x0 + i * (size + int(8 * s)), y - (int(size * 0.2) if letter in self.picks else 0),
                            size, size) for i, letter in enumerate(STARTING)]

    def pick_tile_size(self) -> int:
        lay = self.layout
        left = lay.plate_size[0] + int(30 * lay.s)
        return int(min(lay.card_h * 0.85, (lay.size[0] - left - 20 * lay.s) / 10.8))

    def board_rect(self) -> pygame.Rect:
        lay = self.layout
        s = lay.s
        rect = pygame.Rect(0, 0, int(200 * s), int((34 + 20 * self.n) * s))
        rect.center = (int(lay.center[0]), int(lay.center[1] + 10 * s))  # the middle of the ring is free
        return rect

    def legend_rect(self, need: int = 0) -> pygame.Rect:
        """The pregame's list of presents in the middle of the ring, wider where its lines need
        it (German), up to two thirds of the window, between the side seats' plates."""
        lay = self.layout
        width = min(max(int(560 * lay.s), need), int(lay.size[0] * 0.66))
        rect = pygame.Rect(0, 0, width, int(250 * lay.s))
        rect.center = (int(lay.center[0]), int(lay.center[1]))
        return rect

    def breakdown_rect(self, lines: int, others: int = 1) -> pygame.Rect:
        """The scoring breakdown (``lines`` rows, then the total and ``others`` lines of what the
        others gained): over the score board in the middle of the ring (it is the news of the
        moment), clear of every plate and row of presents where the window allows."""
        lay = self.layout
        s = lay.s
        look = art.BreakdownLook(s)
        rect = pygame.Rect(0, 0, look.width, look.height(lines, others))
        rect.center = self.board_rect().center
        rect.clamp_ip(pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8))
        taken = [self.plate(seat) for seat in range(self.n)]
        taken += [r for rects in getattr(self, "seat_tiles", {}).values() for r in rects]
        for dy in range(0, lay.size[1], max(4, int(8 * s))):  # nudged up or down off a plate
            for sign in (-1, 1):
                trial = rect.move(0, sign * dy)
                if trial.top >= 4 and trial.bottom <= lay.bar.top - 4 and trial.collidelist(taken) < 0:
                    return trial
        return rect
