"""Secret Santa's phases and ranks, shared by the state and its rule halves. ``Phase`` names the
phases for the state, views and saves, and for the table (a StrEnum: each compares and serialises
as its string)."""

from __future__ import annotations

from enum import StrEnum

from .cards import GHOST, KINDS, MOUSE, SCROOGE, TREE


class Phase(StrEnum):
    SNOWFLAKE = "snowflake"  # a Snowflake window: each player in turn may play a Snowflake card
    TURN = "turn"  # players take turns to play gifts or pass
    HOLLY = "holly"  # a Holly window after a play: each other player may play a Holly card
    OVER = "over"


SNOW, TURN, HOLLY, OVER = Phase.SNOWFLAKE, Phase.TURN, Phase.HOLLY, Phase.OVER
SANTA_RANK = 13  # going out on Santa ranks above any gift (SS-14)
HOLLY_KINDS = (MOUSE, GHOST)
SNOW_KINDS = (TREE, SCROOGE)


def _sorted_cards(hand: list[int]) -> tuple[int, ...]:
    return tuple(k for k in range(1, KINDS) for _ in range(hand[k]))
