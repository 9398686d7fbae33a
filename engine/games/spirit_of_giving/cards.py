"""A standard 52-card deck for The Spirit of Giving (ruling SG-1).

A card is an int 0..51: ``rank = card % 13 + 1`` (1 = Ace, 11 = Jack, 12 = Queen,
13 = King) and ``suit = card // 13``. Suits only make the cards look right.
"""

from __future__ import annotations

ACE, JACK, QUEEN, KING = 1, 11, 12, 13
SUITS = ("\u2660", "\u2665", "\u2666", "\u2663")  # spades, hearts, diamonds, clubs
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = {1: "Ace", 11: "Jack", 12: "Queen", 13: "King"}
NAUGHTY_NAMES = {JACK: "Peek at the List", QUEEN: "The Ol' Switcheroo", KING: "Best Frenemies Forever"}
DECK = tuple(range(52))


def rank(card: int) -> int:
    return card % 13 + 1


def suit(card: int) -> int:
    return card // 13


def is_present(card: int) -> bool:
    return rank(card) <= 10


def is_naughty(card: int) -> bool:
    return rank(card) >= 11


def equal_in_value(a: int, b: int) -> bool:
    """SG-2: number Presents within one of each other; an Ace matches a 2, a 10 or an Ace."""
    ra, rb = rank(a), rank(b)
    if ra == ACE or rb == ACE:
        other = rb if ra == ACE else ra
        return other in (ACE, 2, 10)
    return abs(ra - rb) <= 1


def name(card: int) -> str:
    r = rank(card)
    return f"{RANK_NAMES.get(r, str(r))} of {SUIT_NAMES[suit(card)]}"


def short(card: int) -> str:
    r = rank(card)
    return f"{ {1: 'A', 11: 'J', 12: 'Q', 13: 'K'}.get(r, str(r)) }{SUITS[suit(card)]}".replace(" ", "")


def sizes(players: int, merry: bool) -> tuple[int, int]:
    """(cards in hand, rounds) by SG-4."""
    if merry:
        return {3: (5, 4), 4: (7, 6)}[players]
    return {4: (4, 3), 5: (5, 4), 6: (6, 5)}[players]


def goodwill_offset(round_no: int, players: int) -> int:
    """SG-7: round k passes k seats to the left; Merry Little Christmas cycles 1..n-1."""
    return (round_no - 1) % (players - 1) + 1
