"""Actions and events of Secret Santa.

Only two things are ever private: the cards in a hand (``HandDealt``) and who got which
card from a Fruitcake or a Christmas Tree. Those events redact themselves per seat.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from engine.core import Event
from engine.core.checks import a_bool, an_int, bad_encoding, ints

from .cards import KIND, describe

# -- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    """Play cards on your turn: same-value gifts plus any Elves, or specials worth 0 (SS-12).
    ``declare`` says "Final Gift!" when the play leaves exactly one card (SS-13)."""

    cards: tuple[int, ...]  # sorted by kind, however they were given: gifts first, then Elves
    declare: bool = False

    def __post_init__(self) -> None:
        # A play's value must not depend on the order its cards were named in (SS-5).
        cards = self.cards
        if type(cards) is tuple and all(type(k) is int for k in cards):
            object.__setattr__(self, "cards", tuple(sorted(cards)))

    def __str__(self) -> str:
        return f"play {describe(self.cards)}" + (' saying "Final Gift!"' if self.declare else "")


@dataclass(frozen=True, slots=True)
class Pass:
    declare: bool = False

    def __str__(self) -> str:
        return "pass" + (' saying "Final Gift!"' if self.declare else "")


@dataclass(frozen=True, slots=True)
class PlaySanta:
    declare: bool = False

    def __str__(self) -> str:
        return "play Santa" + (' saying "Final Gift!"' if self.declare else "")


@dataclass(frozen=True, slots=True)
class PlayCarol:
    target: int

    def __str__(self) -> str:
        return f"play Christmas Carol: swap seats with seat {self.target + 1}"


@dataclass(frozen=True, slots=True)
class PlayMouse:
    def __str__(self) -> str:
        return "play A Mouse"


@dataclass(frozen=True, slots=True)
class PlayGhost:
    def __str__(self) -> str:
        return "play the Ghost of Christmas Present"


@dataclass(frozen=True, slots=True)
class PlayTree:
    deal_self_first: bool

    def __str__(self) -> str:
        return "play the Christmas Tree, dealing " + ("to myself first" if self.deal_self_first else "to my left first")


@dataclass(frozen=True, slots=True)
class PlayScrooge:
    target: int

    def __str__(self) -> str:
        return f"play Scrooge on seat {self.target + 1}"


@dataclass(frozen=True, slots=True)
class PlayFruitcake:
    value: int
    target: int

    def __str__(self) -> str:
        return f"play Fruitcake: give a {KIND[self.value].name} to seat {self.target + 1}"


@dataclass(frozen=True, slots=True)
class Decline:
    def __str__(self) -> str:
        return "play nothing now"


DECLINE = Decline()
MOUSE_ACTION = PlayMouse()
GHOST_ACTION = PlayGhost()
PASS, PASS_DECLARE = Pass(False), Pass(True)
SANTA_PLAY, SANTA_DECLARE = PlaySanta(False), PlaySanta(True)
MOVES = (Play, Pass, PlaySanta, PlayCarol, Decline, PlayMouse, PlayGhost, PlayTree, PlayScrooge, PlayFruitcake)
_PLAYS: dict[tuple[tuple[int, ...], bool], Play] = {}


def play(cards: tuple[int, ...], declare: bool = False) -> Play:
    """Play objects are interned: legal-move lists are rebuilt often."""
    key = (cards, declare)
    p = _PLAYS.get(key)
    if p is None:
        p = _PLAYS[key] = Play(cards, declare)
    return p


def encode(action: Any) -> Any:
    """The JSON form of an action, for saves."""
    t = type(action)
    if t is Play:
        return ["play", list(action.cards), action.declare]
    if t in (Pass, PlaySanta):
        return ["pass" if t is Pass else "santa", action.declare]
    if t in (PlayCarol, PlayScrooge):
        return ["carol" if t is PlayCarol else "scrooge", action.target]
    if t is PlayTree:
        return ["tree", action.deal_self_first]
    if t is PlayFruitcake:
        return ["fruitcake", action.value, action.target]
    if t in (PlayMouse, PlayGhost, Decline):
        return {PlayMouse: "mouse", PlayGhost: "ghost", Decline: "decline"}[t]
    raise ValueError(f"not a Secret Santa action: {action!r}")


_SIMPLE = {"mouse": MOUSE_ACTION, "ghost": GHOST_ACTION, "decline": DECLINE}


def decode(data: Any) -> Any:
    """The action a save's JSON form stands for; IllegalAction (G-6) for anything else."""
    try:
        if type(data) is str and data in _SIMPLE:
            return _SIMPLE[data]
        if type(data) is list and data:
            tag, args = data[0], data[1:]
            if tag == "play" and len(args) == 2:
                return play(tuple(sorted(ints(args[0]))), a_bool(args[1]))
            if tag in ("pass", "santa") and len(args) == 1:
                declare = a_bool(args[0])
                if tag == "pass":
                    return PASS_DECLARE if declare else PASS
                return SANTA_DECLARE if declare else SANTA_PLAY
            if tag == "carol" and len(args) == 1:
                return PlayCarol(an_int(args[0]))
            if tag == "tree" and len(args) == 1:
                return PlayTree(a_bool(args[0]))
            if tag == "scrooge" and len(args) == 1:
                return PlayScrooge(an_int(args[0]))
            if tag == "fruitcake" and len(args) == 2:
                return PlayFruitcake(an_int(args[0]), an_int(args[1]))
    except ValueError:
        pass
    raise bad_encoding(data, "Secret Santa")

# -- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """A new hand. ``hand`` is the viewer's own cards (empty for everyone else's view)."""

    kind: ClassVar[str] = "hand-dealt"
    hand_no: int
    hands_total: int
    dealer: int
    leader: int
    counts: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]  # the truth; redacted to the viewer's own hand

    def for_seat(self, seat: int | None) -> HandDealt:
        return replace(self, hands=tuple(h if s == seat else () for s, h in enumerate(self.hands)))


@dataclass(frozen=True, slots=True)
class WindowOpened(Event):
    """Everyone in ``seats`` is asked in turn whether to play a Holly or Snowflake card."""

    kind: ClassVar[str] = "window"
    window: str  # "holly" or "snowflake"
    after: int  # the seat whose play opened a Holly window; the leader for a Snowflake window
    seats: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Played(Event):
    kind: ClassVar[str] = "played"
    seat: int
    cards: tuple[int, ...]
    value: int
    lead: bool
    left: int  # cards left in the player's hand


@dataclass(frozen=True, slots=True)
class Passed(Event):
    kind: ClassVar[str] = "passed"
    seat: int
    forced: str = ""  # "", "final-gift" (SS-13) or "scrooge" (SS-9)


@dataclass(frozen=True, slots=True)
class FinalGift(Event):
    """``declared`` False: the player forgot and must let her next chance to play go by: her next
    turn, or a Holly or Snowflake window that comes first (SS-13, SS-17)."""

    kind: ClassVar[str] = "final-gift"
    seat: int
    declared: bool


@dataclass(frozen=True, slots=True)
class Forfeited(Event):
    """A player who forgot "Final Gift!" lets a Holly or Snowflake window go by; that was her next
    chance to play, so her next turn is hers again (SS-17)."""

    kind: ClassVar[str] = "forfeited"
    seat: int
    window: str  # "holly" or "snowflake"


@dataclass(frozen=True, slots=True)
class SantaPlayed(Event):
    kind: ClassVar[str] = "santa"
    seat: int
    left: int


@dataclass(frozen=True, slots=True)
class CarolPlayed(Event):
    kind: ClassVar[str] = "carol"
    seat: int
    target: int
    ring: tuple[int, ...]  # the seating clockwise after the swap
    left: int


@dataclass(frozen=True, slots=True)
class MousePlayed(Event):
    kind: ClassVar[str] = "mouse"
    seat: int
    winner: int
    left: int


@dataclass(frozen=True, slots=True)
class GhostPlayed(Event):
    kind: ClassVar[str] = "ghost"
    seat: int
    victim: int
    cards: tuple[int, ...]  # back into the victim's hand, for all to see
    left: int


@dataclass(frozen=True, slots=True)
class ScroogePlayed(Event):
    kind: ClassVar[str] = "scrooge"
    seat: int
    target: int
    left: int


@dataclass(frozen=True, slots=True)
class FruitcakePlayed(Event):
    """The gift given is known to giver and receiver only; ``value`` is 0 for the others."""

    kind: ClassVar[str] = "fruitcake"
    seat: int
    target: int
    value: int
    left: int

    def for_seat(self, seat: int | None) -> FruitcakePlayed:
        return self if seat in (self.seat, self.target) else replace(self, value=0)


@dataclass(frozen=True, slots=True)
class TreePlayed(Event):
    """The round's gifts dealt one each; each receiver sees only her own card (SS-10)."""

    kind: ClassVar[str] = "tree"
    seat: int
    deal: tuple[tuple[int, int], ...]  # (receiver, gift) in dealing order
    discarded: int  # how many went away unseen
    left: int

    def for_seat(self, seat: int | None) -> TreePlayed:
        return replace(self, deal=tuple((s, g if s == seat else 0) for s, g in self.deal))


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    kind: ClassVar[str] = "round-ended"
    round_no: int
    winner: int
    reason: str  # "passes", "santa" or "mouse"
    leader: int  # who leads next (-1 when the hand is over)
    out: tuple[tuple[int, int], ...]  # (seat, place) for players who went out this round


@dataclass(frozen=True, slots=True)
class HandEnded(Event):
    kind: ClassVar[str] = "hand-ended"
    hand_no: int
    hands_total: int
    order: tuple[int, ...]  # finishing order, first out first
    points: tuple[int, ...]  # by seat
    totals: tuple[int, ...]
