"""What each present scores at a scoring step (ruling PM-7; K..N in PM-8, PM-9).

Read from what the state's scoring step has gathered once for all hands (a ``Table``): the
list, each hand's copies of each letter, and each hand's records.
"""

from __future__ import annotations

from .cards import STALE


class Table:
    """What every present's score may look at, gathered once per scoring step."""

    __slots__ = ("order", "has", "recs", "n", "_holding")

    def __init__(self, order: list[int], has: list[dict[str, int]], recs: list[list[tuple[int, list]]]) -> None:
        self.order, self.has, self.recs, self.n = order, has, recs, len(order)
        self._holding: dict[str, int] = {}  # letter -> how many players hold one (counted when asked)

    def others(self, letter: str, seat: int) -> int:
        """How many players other than ``seat`` hold a ``letter``."""
        holding = self._holding.get(letter)
        if holding is None:
            holding = self._holding[letter] = sum(1 for count in self.has if letter in count)
        return holding - (letter in self.has[seat])

    def holding(self, letter: str, seats: set[int]) -> int:
        """How many of ``seats`` hold a ``letter``."""
        return sum(1 for s in seats if letter in self.has[s])


def ability(table: Table, seat: int, letter: str, stale: int, arrived: int, count: dict[str, int],
            stalest: int) -> tuple[str, int]:
    """What one present scores for its holder, and why (PM-7, PM-8, PM-9). ``count`` counts
    the holder's presents by letter; ``stalest`` is her highest staleness; ``arrived`` how far
    the present came this round (0: it did not move)."""
    if letter == "A":
        return "Average", 4
    if letter == "E":
        return "Egg", 6
    if letter == "F":
        return "Fruit", 5
    if letter == "B":
        averages = count.get("A", 0)
        return f"Bonus: {averages} Average", 2 + 2 * averages
    if letter == "H":
        others = table.others("H", seat)
        return f"Help: {others} other(s) with Help", 2 + min(4, others)
    if letter == "J":
        others = table.others("J", seat)
        return f"Jinx: {others} other(s) with a Jinx", 7 - others
    if letter == "I":
        top = stale >= stalest
        return ("Inversion: the stalest" if top else "Inversion"), 3 + (3 if top else 0)
    if letter == "G":
        if arrived > 0:
            return f"Golden: came {arrived} place(s)", 2 * arrived
        return "Golden", 2
    order, n = table.order, table.n
    at = order.index(seat)
    if letter == "C":
        links = table.holding("C", {order[(at + 1) % n], order[(at - 1) % n]})
        return f"Chain: {links} neighbour(s) with a Chain", 3 + 2 * links
    if letter == "D":
        far = n // 2  # PM-7: opposite; with an odd count, both seats at that distance
        hit = table.holding("D", {order[(at + far) % n], order[(at - far) % n]}) > 0
        return ("Diameter: opposite has one" if hit else "Diameter"), 2 + (5 if hit else 0)
    if letter == "L":
        return "Limiting", 2
    if letter == "M":
        musty = sum(1 for _, r in table.recs[seat] if r[STALE] >= 3)
        return f"Musky: {musty} present(s) at staleness 3+", 2 + musty
    return "Nebulizer", 2
