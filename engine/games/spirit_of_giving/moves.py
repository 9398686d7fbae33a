"""Actions and events of The Spirit of Giving.

Private information: hands after the mulligan, the card each seat passes and receives,
what a Jack shows, the replacement a seat draws, and which card lies under a Gift Tag
until its pair is unwrapped. Events that carry any of it redact themselves per seat.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from engine.core import Event
from engine.core.checks import an_int, bad_encoding, ints

from .cards import name

# -- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Mulligan:
    cards: tuple[int, ...]  # back into the deck, sorted however they were named; () keeps the hand

    def __post_init__(self) -> None:
        if type(self.cards) is tuple and all(type(c) is int for c in self.cards):
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))

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
    b: int  # the larger id: swapping a with b is swapping b with a

    def __post_init__(self) -> None:
        if type(self.a) is int and type(self.b) is int and self.a > self.b:
            a, b = self.b, self.a
            object.__setattr__(self, "a", a)
            object.__setattr__(self, "b", b)

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
MOVES = (Mulligan, Say, Done, PassCard, Wrap, WrapNothing, Jack, Queen, King, AceValue)
NAUGHTY = (Jack, Queen, King)


def encode(action: Any) -> Any:
    """The JSON form of an action, for saves."""
    t = type(action)
    if t in _SIMPLE_OF:
        return _SIMPLE_OF[t]
    if t not in MOVES:
        raise ValueError(f"not a Spirit of Giving action: {action!r}")
    tag, *names = _TAGS[t]
    return [tag, *(list(v) if type(v) is tuple else v for v in (getattr(action, n) for n in names))]


_TAGS = {Mulligan: ("mulligan", "cards"), Say: ("say", "text"), PassCard: ("pass", "card"),
         Wrap: ("wrap", "card", "to"), Jack: ("jack", "card", "target"), Queen: ("queen", "card", "a", "b"),
         King: ("king", "card", "target"), AceValue: ("ace", "value")}
_BY_TAG = {tags[0]: t for t, tags in _TAGS.items()}
_SIMPLE_OF = {Done: "done", WrapNothing: "wrap-nothing"}
_SIMPLE = {"done": DONE, "wrap-nothing": WRAP_NOTHING}


def decode(data: Any) -> Any:
    """The action a save's JSON form stands for; IllegalAction (G-6) for anything else."""
    if type(data) is str and data in _SIMPLE:
        return _SIMPLE[data]
    if type(data) is list and data and type(data[0]) is str and data[0] in _BY_TAG:
        t = _BY_TAG[data[0]]
        args = data[1:]
        try:
            if t is Mulligan and len(args) == 1:
                return Mulligan(ints(args[0]))
            if t is Say and len(args) == 1 and type(args[0]) is str:
                return Say(args[0])
            if t not in (Mulligan, Say) and len(args) == len(_TAGS[t]) - 1:
                return t(*(an_int(a) for a in args))
        except ValueError:
            pass
    raise bad_encoding(data, "The Spirit of Giving")

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
    tags: tuple[tuple[int, int], ...] = ()  # Queen: each swapped present's Gift Tag (giver, receiver), public


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


# The announcements a bot may make in Discussion (SG-6), seats written @{t}; the table shows
# them in the player's language. A name stands alone in them, so that any name reads well,
# "You" (the default name of the person at the table) as well as "Grandma".
CANNED = (
    "Guess who gets something lovely from me? @{t}!",
    "@{t}! Feeling generous this year?",
    "I'm saving my best present for someone special.",
    "Please, nobody pass me a two.",
)
