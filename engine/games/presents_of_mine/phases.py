"""The phases of a Presents of Mine game: the names its state, views and saves use, and the
table imports (a StrEnum, so each compares and serialises as its string)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PICK = "pick"  # everyone picks five presents in secret
    PASS = "pass"  # rounds 1-3 and 5: presents passed or swapped, one player at a time
    YOINK = "yoink"  # round 4: each player wishes for three presents
    OVER = "over"


PICK, PASS, YOINK, OVER = Phase.PICK, Phase.PASS, Phase.YOINK, Phase.OVER
