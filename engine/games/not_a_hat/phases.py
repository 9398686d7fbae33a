"""The phases of a That's Not a Hat game: the names its state, views and saves use, and the
table imports (a StrEnum, so each compares and serialises as its string)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    GIVE = "give"  # the giver names the card she passes on
    RESPOND = "respond"  # the receiver accepts or refuses it
    OVER = "over"


GIVE, RESPOND, OVER = Phase.GIVE, Phase.RESPOND, Phase.OVER
