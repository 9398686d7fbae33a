"""What one seat may see of The Spirit of Giving (ruling G-3): its own hand, every hand
during the public mulligan (SG-5), and everything on the table. Presents under the Tree
show their Gift Tags only; a card is seen when its pair is unwrapped."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class SogView:
    viewer: int | None
    players: int
    settings: dict[str, Any]
    phase: str  # a Phase
    to_act: int | None
    round_no: int
    rounds_total: int
    offset: int  # this round's Goodwill offset
    hand: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # every hand, during the mulligan only
    counts: tuple[int, ...]
    deck_count: int
    tree: tuple[tuple[int, int, int], ...]  # (present id, giver, receiver), face down
    piles: tuple[tuple[int, ...], ...]
    record: tuple[tuple[int, ...], ...]  # presents given, giver by receiver (the Gift Tags)
    frenemies: tuple[tuple[int, int], ...]
    committed: tuple[bool, ...]  # who has made this phase's secret choice
    said: tuple[int, ...]
    talk: tuple[tuple[int, int, str], ...]  # (round, seat, text), the latest
    discard: tuple[int, ...]
    ace: tuple[int, int, int, int] | None  # pair being unwrapped: (id, card, id, card)
    last_passes: int
    true_spirit: tuple[int, ...]
    hand_size: int
    night: bool  # All Through the Night: Discussion is timed and has no Naughty cards (SG-17)
    pass_to: int | None  # Goodwill: whom the viewer's card goes to this round (SG-7); None for a spectator

    def are_frenemies(self, a: int, b: int) -> bool:
        return (min(a, b), max(a, b)) in self.frenemies
