"""The phases of a Spirit of Giving game: the names its state, views, events and saves use, and
the table imports (a StrEnum, so each compares and serialises as its string)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    MULLIGAN = "mulligan"
    DISCUSSION = "discussion"
    GOODWILL = "goodwill"
    WRAPPING = "wrapping"
    LAST_MINUTE = "last-minute"  # the last chance for a Naughty card
    UNWRAPPING = "unwrapping"
    ACE = "ace"  # unwrapping waits while an Ace in an unequal pair is counted 1 or 11
    OVER = "over"


MULLIGAN, DISCUSS, GOODWILL, WRAP, LAST, ACE_PHASE, OVER = (
    Phase.MULLIGAN, Phase.DISCUSSION, Phase.GOODWILL, Phase.WRAPPING, Phase.LAST_MINUTE, Phase.ACE, Phase.OVER)
UNWRAP = Phase.UNWRAPPING
