"""Secret Santa's phases and ranks, shared by the state and its rule halves."""

from __future__ import annotations

from .cards import GHOST, KINDS, MOUSE, SCROOGE, TREE

SNOW, TURN, HOLLY, OVER = "snowflake", "turn", "holly", "over"
SANTA_RANK = 13  # going out on Santa ranks above any gift (SS-14)
HOLLY_KINDS = (MOUSE, GHOST)
SNOW_KINDS = (TREE, SCROOGE)


def _sorted_cards(hand: list[int]) -> tuple[int, ...]:
    return tuple(k for k in range(1, KINDS) for _ in range(hand[k]))
