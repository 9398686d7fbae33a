"""Gift names in the player's language. Each gift has three forms in the catalogue (``tools/i18n.py``
adds them from the deck): its bare name ("hat"), with its article ("a hat", "some socks") and as a
giver says it ("a nice hat"), so that each language can give every gift its own gender and article;
and the refusal, the game's own line, whole for each gift ("That's not a hat!"), since a language
may say it with a word of its own ("Das ist kein Hut!")."""

from __future__ import annotations

from engine.games.not_a_hat.cards import GIFTS
from table.i18n import _


def gift_name(gift: int) -> str:
    return _(GIFTS[gift].name)


def a_gift(gift: int) -> str:
    return _(GIFTS[gift].with_article)


def a_nice_gift(gift: int) -> str:
    return _(GIFTS[gift].nice)


def not_a_gift(gift: int) -> str:
    """The refusal: "That's not a hat!" (NH-6)."""
    return _(refusal(gift))


def refusal(gift: int) -> str:
    """The refusal's message id for ``gift`` (tools/i18n.py adds one per gift)."""
    return f"That's not {GIFTS[gift].with_article}!"


def refusals() -> tuple[tuple[str, str], ...]:
    """Every refusal's message id, for the catalogues (the table builds them at run time)."""
    return tuple((refusal(g.index), "engine/games/not_a_hat/cards.py: a gift") for g in GIFTS)


def capitalised(text: str) -> str:
    """The first letter up, the rest as it is (German nouns keep their capitals)."""
    return text[:1].upper() + text[1:]
