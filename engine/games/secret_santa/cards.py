"""The Secret Santa deck (ruling SS-1): twelve gifts of the song and eight special cards.

A card is just its *kind*, a small int: 1..12 are gift values, 13..20 the specials.
Hands are lists of 21 counts indexed by kind (index 0 is unused), which keeps the
rules fast and a hand's contents easy to compare and save.
"""

from __future__ import annotations

from dataclasses import dataclass

SANTA, ELVES, TREE, FRUITCAKE, SCROOGE, CAROL, MOUSE, GHOST = range(13, 21)
KINDS = 21
GIFT_VALUES = range(1, 13)
SPECIALS = (SANTA, ELVES, TREE, FRUITCAKE, SCROOGE, CAROL, MOUSE, GHOST)

STAR, HOLLY, SNOWFLAKE = "star", "holly", "snowflake"  # ruling SS-2


@dataclass(frozen=True)
class Kind:
    kind: int
    name: str  # one card, as a player would say it
    plural: str
    emoji: str
    timing: str | None = None  # special cards only
    reminder: str = ""  # what the card does, in one short line

    @property
    def is_gift(self) -> bool:
        return self.kind <= 12

    @property
    def art(self) -> str:
        return f"santa-{self.kind:02d}.png"


_GIFTS = (
    ("partridge in a pear tree", "partridges in pear trees", "🐦"),
    ("turtle dove", "turtle doves", "🕊️"),
    ("French hen", "French hens", "🐔"),
    ("calling bird", "calling birds", "🐤"),
    ("gold ring", "gold rings", "💍"),
    ("goose a-laying", "geese a-laying", "🪿"),
    ("swan a-swimming", "swans a-swimming", "🦢"),
    ("maid a-milking", "maids a-milking", "🥛"),
    ("lady dancing", "ladies dancing", "💃"),
    ("lord a-leaping", "lords a-leaping", "🤸"),
    ("piper piping", "pipers piping", "🪈"),
    ("drummer drumming", "drummers drumming", "🥁"),
)

KIND: dict[int, Kind] = {v: Kind(v, n, p, e) for v, (n, p, e) in enumerate(_GIFTS, start=1)}
KIND.update({
    SANTA: Kind(SANTA, "Santa", "Santas", "🎅", STAR, "Play alone on your turn: you win the round."),
    ELVES: Kind(ELVES, "Elves", "Elves", "🧝", STAR, "Add to gift cards: each is one more copy."),
    CAROL: Kind(CAROL, "Christmas Carol", "Christmas Carols", "🎶", STAR,
                "On your turn: swap seats with anyone."),
    MOUSE: Kind(MOUSE, "A Mouse", "Mice", "🐭", HOLLY,
                "After another's play: the round ends now."),
    GHOST: Kind(GHOST, "Ghost of Christmas Present", "Ghosts", "👻", HOLLY,
                "After another's play: they take it back."),
    TREE: Kind(TREE, "Christmas Tree", "Christmas Trees", "🎄", SNOWFLAKE,
               "After a round: deal its gifts out, one each."),
    SCROOGE: Kind(SCROOGE, "Scrooge", "Scrooges", "🎩", SNOWFLAKE,
                  "Between rounds: a player who gave nothing sits out."),
    FRUITCAKE: Kind(FRUITCAKE, "Fruitcake", "Fruitcakes", "🍰", SNOWFLAKE,
                    "Before the first round: give a gift away."),
})

BY_TIMING = {t: tuple(k for k in SPECIALS if KIND[k].timing == t) for t in (STAR, HOLLY, SNOWFLAKE)}

SPECIAL_SETS = {  # ruling SS-16
    "all": frozenset(SPECIALS),
    "santa-elves": frozenset({SANTA, ELVES}),
    "snowflake": frozenset({TREE, SCROOGE, FRUITCAKE}),
    "none": frozenset(),
}
THREE_PLAYER_SPECIALS = frozenset({SANTA, ELVES, FRUITCAKE, TREE})  # ruling SS-3


def deck_counts(players: int, specials: str, elves: int) -> list[int]:
    """How many of each kind are in play (SS-1, SS-3, SS-16)."""
    counts = [0] * KINDS
    lowest = 4 if players == 3 else 1
    for value in range(lowest, 13):
        counts[value] = 13 - value
    allowed = SPECIAL_SETS[specials]
    if players == 3:
        allowed = allowed & THREE_PLAYER_SPECIALS
    for kind in allowed:
        counts[kind] = elves if kind == ELVES else 1
    return counts


def describe(cards: tuple[int, ...]) -> str:
    """'three gold rings', 'two turtle doves and an Elf', 'Santa'."""
    if not cards:
        return "nothing"
    gifts = [c for c in cards if c <= 12]
    elves = sum(1 for c in cards if c == ELVES)
    if gifts:
        value, k = gifts[0], len(cards)
        text = f"{_count(k)} {KIND[value].plural if k > 1 else KIND[value].name}"
        if elves:
            text += f" ({elves} by Elves)" if elves < k else ""
        return text
    if len(cards) == 1:
        return KIND[cards[0]].name
    return ", ".join(KIND[c].name for c in cards) + " as gifts worth 0"


_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
          "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen")


def _count(k: int) -> str:
    return _WORDS[k] if k < len(_WORDS) else str(k)
