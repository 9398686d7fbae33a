"""Where the Secret Santa table puts things: the hand as piles of one value, and the cards a
player has chosen lifted out of it. (The seats, plates and bar are the shared ``Layout``; the
buttons are placed in ``buttons``, a window's choices in ``windows``.)"""

from __future__ import annotations

from itertools import groupby

import pygame

from engine.games.secret_santa.view import SantaView

PILE_EDGE = 0.05  # of a card's width: how much of each card under a pile's top card shows


class SantaLayout:
    def _hand_layout(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        """Piles of one value side by side, each a stack showing only the edges of the cards
        under its top card (never a sliver of their index or name: a pile of two 1s fanned out
        read as "11"; its badge says how many it holds). Closer, then smaller, to fit between
        your plate and the window's edge."""
        lay = self.layout
        if not hand:
            return []
        piles = [len(list(cards)) for _kind, cards in groupby(hand)]
        left_edge = lay.plate_size[0] + int(36 * lay.s)
        room = lay.size[0] - left_edge - int(24 * lay.s)

        def step(cw: float) -> int:  # under the top card's index, which starts 7% in
            return max(2, min(int(cw * PILE_EDGE), int(cw * 0.07) - 1))

        def width(cw: float, gap: float) -> float:
            return sum(cw + (c - 1) * step(cw) for c in piles) + gap * (len(piles) - 1)

        cw, squeeze = float(lay.card_w), 1.0
        while width(cw, cw * 0.4 * squeeze) > room and squeeze > 0.3:
            squeeze -= 0.05
        if width(cw, cw * 0.4 * squeeze) > room:
            cw *= room / width(cw, cw * 0.4 * squeeze)
        cw = int(cw)
        ch, gap = int(cw / 0.7), cw * 0.4 * squeeze
        x = left_edge + max(0.0, (room - width(cw, gap)) / 2)
        rects = []
        for c in piles:
            for i in range(c):
                rects.append(pygame.Rect(int(x) + i * step(cw), int(lay.hand_y - ch / 2), cw, ch))
            x += cw + (c - 1) * step(cw) + gap
        return rects

    def _lifted_rects(self, view: SantaView) -> list[pygame.Rect]:
        """The hand's cards, chosen ones lifted (also the gift picked for a Fruitcake)."""
        picking = self.choosing is not None and self.choosing == self.hand_seat
        lift = int(self.layout.card_h * 0.2)
        rects = []
        for i, rect in enumerate(self._hand_layout(view.hand)):
            if i in self.selected or (picking and i == self.choice_pick):
                rect = rect.move(0, -lift)
            rects.append(rect)
        return rects
