"""Where everything of the Presents of Mine table lies, computed from the window size, the
picture of the moment and the choice being made: the others' tiles by their plates, your six
presents at the bottom (or the ten to pick from), the rings of the three players below with
their labels, and the panels. Nothing covers what a player must read: a row goes where it
covers no plate, row or present of yours, a label or a speech bubble where it covers none of
those either. What can be clicked is worked out in ``update`` (and after each click), never
in ``draw``, so the rects that are drawn are the rects that are clicked; bubbles and
staleness marks, which are only read, are placed as they are drawn."""

from __future__ import annotations

import pygame

import table.games.presents_of_mine.art as art
from engine.games.presents_of_mine.cards import STARTING
from engine.games.presents_of_mine.phases import Phase
from engine.games.presents_of_mine.view import PomView
from table import assets
from table.games.looks import free_across
from table.i18n import _
from table.ui.widgets import readable


class PresentsLayout:
    """Mixed into ``PresentsTable``: hit areas and panel places."""

    def _lay_out(self, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        self.seat_tiles: dict[int, list[pygame.Rect]] = {}
        self.own_tiles: list[pygame.Rect] = []
        self.pick_tiles: list[pygame.Rect] = []
        self.slot_rects: list[pygame.Rect] = []
        self.slot_labels: list[pygame.Rect] = []
        seat_on_turn = self.human_turn()
        mine = self.hand_seat is not None and seat_on_turn == self.hand_seat
        if self.hand_seat is not None:
            if view.phase == Phase.PICK and mine:
                self.pick_tiles = self._pick_tiles()
            else:
                self.own_tiles = self._own_tiles()
        self._place_rows(view, seat_on_turn)
        if mine and view.phase == Phase.PASS:  # the three players below, as targets
            for k in range(3):
                ring = self.plate(view.below(self.hand_seat, k + 1)).inflate(int(10 * s), int(10 * s))
                self.slot_rects.append(ring)
            self.slot_labels = [self._ring_label(k, ring) for k, ring in enumerate(self.slot_rects)]
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
        if view.phase != Phase.YOINK or thief is None:
            return None
        return next((d for d in (1, 2, 3) if view.below(thief, -d) == seat), None)

    def _place_rows(self, view: PomView, thief: int | None) -> None:
        """Each other player's presents in a row by her plate: below it, else above it, where
        they cover no plate, no other row and none of your presents (nor are covered by them).
        The larger rows of Yoink (PM-10) are placed first; one with no room is drawn at the
        usual size."""
        lay = self.layout
        base = self.seat_tile_size()
        area = pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8)
        taken = [self.plate(seat) for seat in range(self.n)] + [self.own_zone()]
        others = [seat for seat in range(self.n) if seat != self.hand_seat]
        others.sort(key=lambda seat: self._yoink_distance(seat, view, thief) is None)
        for seat in others:
            big = self._yoink_distance(seat, view, thief) is not None
            count = len(self.shown_hands[seat])
            sizes = (int(base * 1.5), base) if big else (base,)
            # far enough from the plate that a ring around it (the tutorial's) covers none, where
            # the table has room; else close to it
            options = [self._row(seat, count, size, side, apart) for size in sizes
                       for apart in (int(8 * lay.s) + 1, int(4 * lay.s)) for side in ("below", "above")]
            clear = next((rects for rects in options if all(area.contains(r) for r in rects)
                          and not any(r.collidelist(taken) >= 0 for r in rects)), None)
            rects = clear if clear is not None else next(
                (o for o in options if all(area.contains(r) for r in o)), options[0])
            self.seat_tiles[seat] = rects
            if rects:
                taken.append(rects[0].unionall(rects).inflate(int(4 * lay.s), int(4 * lay.s)))

    def _row(self, seat: int, count: int, size: int, side: str, apart: int) -> list[pygame.Rect]:
        """``count`` tiles of ``size`` in a row ``apart`` below or above ``seat``'s plate, kept on
        screen; larger tiles lie further apart, so a ring around one covers no neighbour."""
        lay = self.layout
        s = lay.s
        rect = self.plate(seat)
        gap = 3 if size <= self.seat_tile_size() else max(3, int(8 * s) + 1)
        width = count * size + (count - 1) * gap
        x = max(4, min(rect.centerx - width // 2, lay.size[0] - 4 - width))
        y = rect.bottom + apart if side == "below" else rect.top - size - apart
        return [pygame.Rect(x + place * (size + gap), y, size, size) for place in range(count)]

    def rows_fit(self) -> bool:
        """Whether each other player's row of six (what a round gives) finds a place clear of
        every plate, every other row and your presents: a crowded table at a large Size steps
        back until they do (``PresentsTable.resize``)."""
        lay = self.layout
        base, apart = self.seat_tile_size(), (int(8 * lay.s) + 1, int(4 * lay.s))
        area = pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8)
        taken = [self.plate(seat) for seat in range(self.n)]
        if self.hand_seat is not None or self.channel.humans:  # (a hand is shown at this screen)
            own = self._own_area()
            if own.collidelist(taken) >= 0:
                return False
            taken.append(own)
        for seat in (seat for seat in range(self.n) if seat != self.hand_seat):
            options = [self._row(seat, 6, base, side, gap) for gap in apart for side in ("below", "above")]
            clear = next((rects for rects in options if all(area.contains(r) for r in rects)
                          and not any(r.collidelist(taken) >= 0 for r in rects)), None)
            if clear is None:
                return False
            taken.append(clear[0].unionall(clear).inflate(int(4 * lay.s), int(4 * lay.s)))
        return True

    def own_zone(self) -> pygame.Rect:
        """Where your own presents may lie: raised when sent, with "+N now" under them and
        room for a ring around them (nothing else goes there); empty when none are shown."""
        if self.hand_seat is None:
            return pygame.Rect(0, 0, 0, 0)
        return self._own_area()

    def _own_area(self) -> pygame.Rect:
        lay = self.layout
        s = lay.s
        size, full = self._own_size(), self.own_tile_size()
        step = size + int(10 * s)
        x0 = self._own_left(step)
        top = lay.hand_y + full - full // 2 - size - (int(size * 0.25) if self._view.phase != Phase.YOINK else 0)
        bottom = self.now_top(lay.hand_y + full - full // 2) + self.now_height()
        return pygame.Rect(x0, top, 6 * step, bottom - top).inflate(int(14 * s), int(14 * s))

    def _own_size(self) -> int:
        """Your presents' size now: smaller in Yoink, where you choose among the others' (their
        rows are larger then, and need the room, PM-10)."""
        size = self.own_tile_size()
        return int(size * 0.72) if self._view.phase == Phase.YOINK else size

    def now_top(self, tile_bottom: int) -> int:
        """The top of "+N now" under one of your presents: below any ring drawn around it."""
        return tile_bottom + int(9 * self.layout.s)

    def now_height(self) -> int:
        return assets.font("bold", readable(13 * self.layout.s)).get_linesize()

    def _ring_label(self, k: int, ring: pygame.Rect) -> pygame.Rect:
        """Where "1 below" (2, 3) names a ringed player: just above her ring, else just below it,
        else inside it at the bottom right, wherever it covers no name, plate or present."""
        s = self.layout.s
        img = art.label_image(_("{count} below").format(count=k + 1), "heavy", readable(13 * s), art.LABEL_INK,
                              art.LABEL_BACK)
        area = pygame.Rect(4, 4, self.layout.size[0] - 8, self.layout.bar.top - 8)
        taken = [self.plate(seat) for seat in range(self.n)] + [self.own_zone()]
        taken += [r for rects in self.seat_tiles.values() for r in rects] + self.slot_labels
        inner = ring.inflate(-int(16 * s), -int(12 * s))
        options = [img.get_rect(midbottom=(ring.centerx, ring.top + 1)), img.get_rect(midtop=(ring.centerx,
                   ring.bottom - 1)), img.get_rect(bottomright=inner.bottomright)]
        return next((r for r in options if area.contains(r) and r.collidelist(taken) < 0), options[-1])

    def bubble_rect(self, seat: int, size: tuple[int, int], free: bool = False,
                    avoid: list[pygame.Rect] = ()) -> pygame.Rect | None:
        """Where words said by ``seat`` show: above her plate and presents, else below them,
        else beside them, wherever they cover no plate, no present and none of yours (``free``:
        None where no such place is, else the first place, kept inside the window)."""
        lay = self.layout
        gap = int(self.BUBBLE.above * lay.s)
        plate = self.plate(seat)
        group = plate.unionall(self.seat_tiles.get(seat, []))
        area = pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8)
        taken = [self.plate(k) for k in range(self.n) if k != seat] + [self.own_zone()]
        taken += [r for k, rects in self.seat_tiles.items() if k != seat for r in rects] + self.slot_labels
        if self._view.phase != Phase.PICK:  # (the board of scores in the middle: a bubble covered its heading)
            taken.append(self.board_rect())
        taken += list(avoid)
        rect = pygame.Rect((0, 0), size)
        options = [rect.copy() for _ in range(4)]
        options[0].midbottom = (plate.centerx, group.top - gap)
        options[1].midtop = (plate.centerx, group.bottom + gap)
        options[2].midleft = (group.right + gap, plate.centery)
        options[3].midright = (group.left - gap, plate.centery)
        return next((r for r in options if area.contains(r) and r.collidelist(taken) < 0),
                    None if free else options[0].clamp(area))

    def mark_rects(self) -> list[tuple[pygame.Rect, int, pygame.Rect]]:
        """Each staleness change on show (PM-5): (where, change, its present's tile)."""
        out = []
        placed = [(rects, self.shown_hands[seat]) for seat, rects in self.seat_tiles.items()]
        if self.hand_seat is not None:
            placed.append((self.own_tiles, self.shown_hands[self.hand_seat]))
        for rects, hand in placed:
            for rect, (pid, *_rest) in zip(rects, hand, strict=False):
                change = self.stale_marks.get(pid)
                if change:
                    out.append((art.mark_rect(rect, art.mark_text(change)), change, rect))
        return out

    def column_under_board(self, count: int, want: int) -> list[pygame.Rect]:
        """Rects for ``count`` buttons stacked under the score board, as wide as their words
        need but never over a plate or its presents (the swap choices of rounds 2 and 3);
        where a large Size's board leaves no room under it above your presents, above it, then
        smaller."""
        lay = self.layout
        s = lay.s
        board = self.board_rect()
        taken = [self.plate(seat).inflate(int(12 * s), int(12 * s)) for seat in range(self.n)]
        taken += [r for rects in self.seat_tiles.values() for r in rects]
        mine = [r.inflate(0, int(8 * s)) for r in self.own_tiles]  # (with the tags lying on them)
        area = pygame.Rect(0, 0, lay.size[0], lay.bar.top)
        first = None
        for h in (int(34 * s), int(28 * s)):
            gap = int(8 * s)
            for top, across in ((board.bottom + int(10 * s), 1), (board.bottom + int(10 * s), count),
                                (board.top - int(10 * s) - count * (h + gap) + gap, 1)):
                rects = self._column(count, want, top, h, gap, taken, across)
                first = first or rects
                if all(area.contains(r) and r.collidelist(taken + mine) < 0 for r in rects):
                    return rects
        return first

    def _column(self, count: int, want: int, top: int, h: int, gap: int, taken: list[pygame.Rect],
                across: int = 1) -> list[pygame.Rect]:
        """``count`` buttons from ``top`` down, ``across`` side by side, between what is ``taken``."""
        lay = self.layout
        s = lay.s
        if across > 1:  # (one row)
            left, right = self._between(top, h + gap, gap, taken)
            width = min(want, max(int(120 * s), (right - left - gap * (across - 1)) // across))
            x = (left + right) // 2 - (width * across + gap * (across - 1)) // 2
            return [pygame.Rect(x + i * (width + gap), top, width, h) for i in range(count)]
        left, right = self._between(top, count * (h + gap), gap, taken)
        width = min(want, max(right - left, int(120 * s)))
        mid = (left + right) // 2 if right > left else lay.size[0] // 2
        return [pygame.Rect(mid - width // 2, top + i * (h + gap), width, h) for i in range(count)]

    def _between(self, top: int, height: int, gap: int, taken: list[pygame.Rect]) -> tuple[int, int]:
        """The free width across the middle of the band from ``top``, ``height`` high."""
        lay = self.layout
        edges = (int(8 * lay.s), lay.size[0] - int(8 * lay.s))
        return free_across(taken, top, top + height, lay.size[0] // 2, edges, gap)

    def seat_tile_size(self) -> int:
        return max(28, int(min(self.layout.plate_size[0] / 6.4, 30 * self.layout.s)))  # room for a readable badge

    def own_tile_size(self) -> int:
        lay = self.layout
        return int(min(lay.card_h * 0.95, (lay.size[0] * 0.62) / 6.6))

    def _own_left(self, step: int) -> int:
        """Where your row of six begins: centred, but clear of your own plate beside it (low on
        the left, G-3), which a large Size widens into it (it hid your score)."""
        lay = self.layout
        mine = lay.plate(*lay.seat_point(0))
        x0 = max(lay.size[0] // 2 - (6 * step) // 2, mine.right + int(10 * lay.s))
        return max(4, min(x0, lay.size[0] - 6 * step - 4))

    def _own_tiles(self) -> list[pygame.Rect]:
        lay = self.layout
        size, full = self._own_size(), self.own_tile_size()
        step = size + int(10 * lay.s)
        x0 = self._own_left(step)
        bottom = lay.hand_y + full - full // 2  # the same foot at any size
        rects = []
        for place in range(len(self.shown_hands[self.hand_seat])):
            r = pygame.Rect(x0 + place * step, bottom - size, size, size)
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

    def legend_rect(self, need: int = 0, s: float | None = None) -> pygame.Rect:
        """The pregame's list of presents in the middle of the ring, wider where its lines need
        it (German), up to two thirds of the window, between the side seats' plates; ``s``: the
        scale of its words (the table's, by default)."""
        lay = self.layout
        s = lay.s if s is None else s
        width = min(max(int(560 * s), need), int(lay.size[0] * 0.66))
        rect = pygame.Rect(0, 0, width, int(250 * s))
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
