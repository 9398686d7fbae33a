"""What one seat may see of Presents of Mine: everything held and every score is public
(PM-12); the choices being made this round are not, except the seat's own."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class PomView:
    viewer: int | None
    players: int
    phase: str  # a Phase: "pick", "pass", "yoink" or "over"
    round_no: int
    to_act: int | None
    order: tuple[int, ...]  # the list, top to bottom (PM-2)
    hands: tuple[tuple[tuple[int, str, int, int], ...], ...]  # per seat: (id, letter, staleness, layers)
    scores: tuple[int, ...]
    committed: tuple[bool, ...]
    my_choice: Any
    last: Any  # the latest Scored event: every line of every breakdown
    # per seat, the lines (present id or -1, why, points) a scoring of the holdings now gives
    now: tuple[tuple[tuple[int, str, int], ...], ...] = ()

    def pos(self, seat: int) -> int:
        return self.order.index(seat)

    def below(self, seat: int, k: int) -> int:
        return self.order[(self.pos(seat) + k) % self.players]

    def distance(self, a: int, b: int) -> int:
        d = abs(self.pos(a) - self.pos(b))
        return min(d, self.players - d)
