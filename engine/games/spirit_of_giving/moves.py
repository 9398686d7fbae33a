"""Actions and events of The Spirit of Giving.

Private information: hands after the mulligan, the card each seat passes and receives,
what a Jack shows, the replacement a seat draws, and which card lies under a Gift Tag
until its pair is unwrapped. Events that carry any of it redact themselves per seat.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from engine.core import Event

from .cards import name

# -- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mulligan:
    cards: tuple[int, ...]  # back into the deck; () keeps the hand

    def __str__(self) -> str:
        return "keep the hand" if not self.cards else f"mulligan {len(self.cards)} card(s)"


@dataclass(frozen=True, slots=True)
class Say:
    """An announcement in Discussion (G-4, SG-6). ``@n`` stands for seat n's name."""

    text: str

    def __str__(self) -> str:
        return f"say: {self.text}"


@dataclass(frozen=True, slots=True)
class Done:
    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class PassCard:
    card: int

    def __str__(self) -> str:
        return f"pass the {name(self.card)}"


@dataclass(frozen=True, slots=True)
class Wrap:
    card: int
    to: int

    def __str__(self) -> str:
        return f"wrap the {name(self.card)} for seat {self.to + 1}"


@dataclass(frozen=True, slots=True)
class WrapNothing:
    def __str__(self) -> str:
        return "wrap nothing"


@dataclass(frozen=True, slots=True)
class Jack:
    card: int
    target: int

    def __str__(self) -> str:
        return f"Jack: peek at seat {self.target + 1}'s hand"


@dataclass(frozen=True, slots=True)
class Queen:
    card: int
    a: int  # present ids under the Tree
    b: int

    def __str__(self) -> str:
        return f"Queen: swap presents {self.a} and {self.b}"


@dataclass(frozen=True, slots=True)
class King:
    card: int
    target: int

    def __str__(self) -> str:
        return f"King: Frenemies with seat {self.target + 1}"


@dataclass(frozen=True, slots=True)
class AceValue:
    value: int  # 1 or 11

    def __str__(self) -> str:
        return f"the Ace counts {self.value}"


DONE = Done()
WRAP_NOTHING = WrapNothing()
ACE_ONE, ACE_ELEVEN = AceValue(1), AceValue(11)

# -- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """Hands are dealt face up: everyone sees them (SG-5)."""

    kind: ClassVar[str] = "dealt"
    hands: tuple[tuple[int, ...], ...]
    deck_count: int


@dataclass(frozen=True, slots=True)
class Mulliganed(Event):
    kind: ClassVar[str] = "mulliganed"
    seat: int
    returned: tuple[int, ...]
    drawn: tuple[int, ...]  # still face up: public


@dataclass(frozen=True, slots=True)
class PhaseBegan(Event):
    kind: ClassVar[str] = "phase"
    phase: str
    round_no: int
    offset: int  # Goodwill: passes go this many seats to the left


@dataclass(frozen=True, slots=True)
class Said(Event):
    kind: ClassVar[str] = "said"
    seat: int
    text: str


@dataclass(frozen=True, slots=True)
class Committed(Event):
    """A seat has made its secret choice (a pass or a wrap); what it is shows later."""

    kind: ClassVar[str] = "committed"
    seat: int
    phase: str


@dataclass(frozen=True, slots=True)
class PassesRevealed(Event):
    """``moves`` is (giver, receiver, card); a seat sees only the cards it gave or got."""

    kind: ClassVar[str] = "passes"
    moves: tuple[tuple[int, int, int], ...]

    def for_seat(self, seat: int | None) -> PassesRevealed:
        return replace(self, moves=tuple((g, r, c if seat in (g, r) else -1) for g, r, c in self.moves))


@dataclass(frozen=True, slots=True)
class Wrapped(Event):
    """New presents under the Tree: (present id, giver, receiver, card), face down; only the
    giver sees the card she wrapped (-1 for everyone else)."""

    kind: ClassVar[str] = "wrapped"
    presents: tuple[tuple[int, int, int, int], ...]

    def for_seat(self, seat: int | None) -> Wrapped:
        return replace(self, presents=tuple((p, g, r, c if g == seat else -1) for p, g, r, c in self.presents))


@dataclass(frozen=True, slots=True)
class NaughtyPlayed(Event):
    kind: ClassVar[str] = "naughty"
    seat: int
    card: int
    target: int  # Jack / King: a seat; Queen: -1
    swapped: tuple[int, ...]  # Queen: the two present ids


@dataclass(frozen=True, slots=True)
class Peeked(Event):
    """What a Jack shows: only the peeking seat sees the hand (SG-11)."""

    kind: ClassVar[str] = "peeked"
    seat: int
    target: int
    hand: tuple[int, ...]

    def for_seat(self, seat: int | None) -> Peeked:
        return self if seat == self.seat else replace(self, hand=())


@dataclass(frozen=True, slots=True)
class Drew(Event):
    kind: ClassVar[str] = "drew"
    seat: int
    card: int  # -1 for everyone else
    deck_count: int

    def for_seat(self, seat: int | None) -> Drew:
        return self if seat == self.seat else replace(self, card=-1)


@dataclass(frozen=True, slots=True)
class Unwrapped(Event):
    """A matched pair (SG-14). ``taken`` is (taker, card) for each present."""

    kind: ClassVar[str] = "unwrapped"
    first: int  # present ids
    second: int
    cards: tuple[int, int]
    givers: tuple[int, int]
    equal: bool
    ace: int  # the value an Ace was given (1 or 11), or 0
    frenemies: bool
    taken: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game-ended"
    leftovers: tuple[tuple[int, int, int], ...]  # (present id, giver, card) to the giver's pile
    piles: tuple[int, ...]
    true_spirit: tuple[int, ...]
