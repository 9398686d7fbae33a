"""What each present scores at a scoring step (ruling PM-7; K..N in PM-8, PM-9).

Read from the state's scoring step, which has already gathered who holds what
(``_holders``), each seat's place in the list (``_at``) and each hand's records (``_recs``).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from .cards import ARRIVED, STALE

if TYPE_CHECKING:
    from .state import PresentsState


def ability(state: PresentsState, seat: int, pid: int, letter: str, stale: int, count: Counter, has: dict,
            stalest: int) -> tuple[str, int]:
    """What one present scores for its holder, and why (PM-7, PM-8, PM-9). ``count`` counts
    the holder's presents by letter; ``stalest`` is her highest staleness."""
    n = state.n
    if letter == "A":
        return "Average", 4
    if letter == "E":
        return "Egg", 6
    if letter == "F":
        return "Fruit", 5
    order, at = state.order, state._at[seat]
    if letter == "B":
        return f"Bonus: {count['A']} Average", 2 + 2 * count["A"]
    if letter == "C":
        near = {order[(at + 1) % n], order[(at - 1) % n]}
        links = len(near & state._holders.get("C", set()))
        return f"Chain: {links} neighbour(s) with a Chain", 3 + 2 * links
    if letter == "D":
        far = n // 2  # PM-7: opposite; with an odd count, both seats at that distance
        opposite = {order[(at + far) % n], order[(at - far) % n]}
        hit = bool(opposite & state._holders.get("D", set()))
        return ("Diameter: opposite has one" if hit else "Diameter"), 2 + (5 if hit else 0)
    if letter == "G":
        arrived = state.presents[pid][ARRIVED]
        if arrived > 0:
            return f"Golden: came {arrived} place(s)", 2 * arrived
        return "Golden", 2
    if letter == "H":
        others = len(state._holders.get("H", set()) - {seat})
        return f"Help: {others} other(s) with Help", 2 + min(4, others)
    if letter == "I":
        top = stale >= stalest
        return ("Inversion: the stalest" if top else "Inversion"), 3 + (3 if top else 0)
    if letter == "J":
        others = len(state._holders.get("J", set()) - {seat})
        return f"Jinx: {others} other(s) with a Jinx", 7 - others
    if letter == "L":
        return "Limiting", 2
    if letter == "M":
        musty = sum(1 for _, r in state._recs[seat] if r[STALE] >= 3)
        return f"Musky: {musty} present(s) at staleness 3+", 2 + musty
    return "Nebulizer", 2
