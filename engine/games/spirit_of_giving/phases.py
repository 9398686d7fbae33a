"""The phases of a Spirit of Giving game, as the state and its saves name them."""

MULLIGAN, DISCUSS, GOODWILL, WRAP, LAST, ACE_PHASE, OVER = (
    "mulligan", "discussion", "goodwill", "wrapping", "last-minute", "ace", "over")
