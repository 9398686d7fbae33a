"""The presents of Presents of Mine (rulings PM-3, PM-7..PM-9): ten starting types A-J and
four that appear mid-game (K, L in Bomb Squad; M, N in Cleaning Supplies)."""

from __future__ import annotations

from dataclasses import dataclass

LETTER, STALE, LAYERS, HOLDER, ARRIVED = range(5)  # the fields of a present's record


@dataclass(frozen=True)
class Kind:
    letter: str
    name: str
    emoji: str
    text: str  # what it scores, in one short line


KINDS = {k.letter: k for k in (
    Kind("A", "Average", "\U0001F381", "+4"),
    Kind("B", "Bonus", "\U0001F380", "+2, and +2 for each Average you hold"),
    Kind("C", "Chain", "\U0001F517", "+3, and +2 for each neighbour holding a Chain"),
    Kind("D", "Diameter", "\U0001F30D", "+2, and +5 if the player opposite holds a Diameter"),
    Kind("E", "Egg", "\U0001F95A", "+6; -3 each time you receive one"),
    Kind("F", "Fruit", "\U0001F34E", "+5; goes stale twice as fast (and fresh again)"),
    Kind("G", "Golden", "\U0001F31F", "+2x the distance it came this round, else +2"),
    Kind("H", "Help", "\U0001F91D", "+2, +1 per other player with a Help (up to +4)"),
    Kind("I", "Inversion", "\U0001F504", "+3, +3 more if it is your stalest present"),
    Kind("J", "Jinx", "\U0001F9FF", "+7, -1 per other player with a Jinx"),
    Kind("K", "Kaboom", "\U0001F4A3", "+2 per Average; loses a layer per Average; at 0 it explodes"),
    Kind("L", "Limiting", "\U0001F9EF", "+2; your exploding Kabooms cost 1, not 6"),
    Kind("M", "Musky", "\U0001F9E6", "+2, +1 per present you hold at staleness 3 or more"),
    Kind("N", "Nebulizer", "\U0001F4A8", "+2; presents passed to you lose 1 more staleness"),
)}
STARTING = tuple("ABCDEFGHIJ")
ROUND_NAMES = {0: "Pregame", 1: "Theme", 2: "Bomb Squad", 3: "Cleaning Supplies", 4: "Yoink", 5: "Monopoly"}
ROUND_RULES = {
    1: "Pass three presents to the three players below you.",
    2: "Pass three, and swap one you keep for a Kaboom (K) or a Limiting (L) present.",
    3: "The list is reversed. Pass three, and swap one you keep for a Musky (M) or a Nebulizer (N).",
    4: "Yoink! Take one present from each of the three players above you.",
    5: "Pass three. Most of a kind at the end scores +5 (tied: +2).",
}
ROUNDS = 5
KABOOM_LAYERS = 6


def start_staleness(pickers: int) -> int:
    """PM-3: how stale a type starts, by how many players picked it."""
    if pickers <= 2:
        return 0
    if pickers == 3:
        return 1
    if pickers <= 5:
        return 2
    return 3
