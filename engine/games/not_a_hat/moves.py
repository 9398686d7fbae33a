"""Actions and events of That's Not a Hat. Every event here is public: in this game
nothing is ever secret from one seat only; what is hidden is hidden from everyone
(face-down cards), and events never name a face-down card's gift (ruling NH-7)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from engine.core import Event
from engine.core.checks import bad_encoding

from .cards import GIFT_BY_NAME, GIFTS

# -- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Give:
    """Give the card now due, saying it is ``claim`` (a gift index). Ruling NH-4, G-4."""

    claim: int

    def __str__(self) -> str:
        return f"give it saying: {GIFTS[self.claim].nice} for you"


@dataclass(frozen=True, slots=True)
class Accept:
    def __str__(self) -> str:
        return "accept (thank you!)"


@dataclass(frozen=True, slots=True)
class Refuse:
    def __str__(self) -> str:
        return "refuse (that's not it!)"


GIVES = tuple(Give(g.index) for g in GIFTS)
ACCEPT = Accept()
REFUSE = Refuse()
RESPONSES = (ACCEPT, REFUSE)


def encode(action: Any) -> Any:
    """An action as saves write it: a gift is named, not numbered, so saves read well."""
    if type(action) is Give:
        return ["give", GIFTS[action.claim].name]
    if type(action) is Accept:
        return "accept"
    if type(action) is Refuse:
        return "refuse"
    raise ValueError(f"not a That's Not a Hat action: {action!r}")


def decode(data: Any) -> Any:
    if type(data) is str and data == "accept":
        return ACCEPT
    if type(data) is str and data == "refuse":
        return REFUSE
    if type(data) is list and len(data) == 2 and data[0] == "give" and type(data[1]) is str \
            and data[1] in GIFT_BY_NAME:
        return GIVES[GIFT_BY_NAME[data[1]].index]
    raise bad_encoding(data, "That's Not a Hat")

# -- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A new game's deal: ``cards`` is (seat, card, gift) for every face-up starting card."""

    kind: ClassVar[str] = "dealt"
    game_no: int
    cards: tuple[tuple[int, int, int], ...]
    shop_count: int


@dataclass(frozen=True, slots=True)
class Drawn(Event):
    """``seat`` takes the top of the Gift Shop and shows it. ``next_top`` is the new top."""

    kind: ClassVar[str] = "drawn"
    seat: int
    card: int
    gift: int
    shop_count: int
    next_top: tuple[int, int] | None  # (card, gift) now showing on the shop, if any


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    """A face-up card in ``seat``'s column is turned face down to be given."""

    kind: ClassVar[str] = "flipped"
    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Given(Event):
    kind: ClassVar[str] = "given"
    giver: int
    receiver: int
    card: int
    claim: int
    colour: str
    arrow: str
    from_shop: bool


@dataclass(frozen=True, slots=True)
class Accepted(Event):
    kind: ClassVar[str] = "accepted"
    seat: int
    giver: int
    card: int
    claim: int


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """The card is turned over for all to see; ``loser`` takes it as a penalty (NH-6)."""

    kind: ClassVar[str] = "refused"
    seat: int
    giver: int
    card: int
    gift: int
    claim: int
    loser: int
    penalties: int


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """At the end of a game every card still face down is turned over for all to see (NH-7:
    hidden "until revealed by a refusal or at the end"). ``cards`` is (seat, card, gift) for
    each, column by column, bottom card first."""

    kind: ClassVar[str] = "revealed"
    game_no: int
    cards: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    """One game ends (NH-8). ``reason`` is 'three' or 'shop-empty'."""

    kind: ClassVar[str] = "game-over"
    game_no: int
    games_total: int
    reason: str
    penalties: tuple[int, ...]
    totals: tuple[int, ...]
