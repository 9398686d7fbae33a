"""Card names in the player's language ("7 of hearts", "Queen of spades"): the catalogue holds
the ranks, the suits and how a language puts them together."""

from __future__ import annotations

from engine.games.spirit_of_giving.cards import RANK_NAMES, SUIT_NAMES, rank, suit
from table.i18n import _


def card_name(card: int) -> str:
    r = rank(card)
    return _("{rank} of {suit}").format(rank=_(RANK_NAMES[r]) if r in RANK_NAMES else str(r),
                                         suit=_(SUIT_NAMES[suit(card)]))
