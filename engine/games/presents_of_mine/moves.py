"""Actions and events of Presents of Mine.

Actions name presents by their place in the player's own hand (sorted by present id), or
for Yoink in the target's hand, so the lists of possible actions never change and are built
once: choosing is fast for bots and for random playouts.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, permutations, product
from typing import Any, ClassVar

from engine.core import Event
from engine.core.checks import an_int, bad_encoding, ints

from .cards import STARTING
from .phases import Phase

# -- actions -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Pick:
    """Pregame: five distinct types from A-J (PM-3)."""

    letters: tuple[str, ...]  # in alphabetical order, however they were named

    def __post_init__(self) -> None:
        if type(self.letters) is tuple and all(type(x) is str for x in self.letters):
            object.__setattr__(self, "letters", tuple(sorted(self.letters)))

    def __str__(self) -> str:
        return "pick " + " ".join(self.letters)


@dataclass(frozen=True, slots=True)
class Give:
    """Pass the presents at these hand places to 1, 2 and 3 below (PM-6); in Bomb Squad and
    Cleaning Supplies also swap the kept present at ``drop`` for a new ``take`` (PM-8, PM-9)."""

    order: tuple[int, int, int]
    drop: int = -1
    take: str = ""

    def __str__(self) -> str:
        extra = f", and swap #{self.drop + 1} for {self.take}" if self.take else ""
        return f"pass #{self.order[0] + 1}, #{self.order[1] + 1}, #{self.order[2] + 1}{extra}"


@dataclass(frozen=True, slots=True)
class Yoink:
    """Round 4: the hand place to take from the players 1, 2 and 3 above (PM-10)."""

    wants: tuple[int, int, int]

    def __str__(self) -> str:
        return "take " + ", ".join(f"#{w + 1}" for w in self.wants)


PICKS = tuple(Pick(c) for c in combinations(STARTING, 5))
GIVES = tuple(Give(p) for p in permutations(range(6), 3))
YOINKS = tuple(Yoink(w) for w in product(range(6), repeat=3))


def _swaps(pair: tuple[str, str]) -> tuple[Give, ...]:
    out = []
    for p in permutations(range(6), 3):
        kept = [i for i in range(6) if i not in p]
        out.extend(Give(p, d, t) for d in kept for t in pair)
    return tuple(out)


SWAPS = {2: _swaps(("K", "L")), 3: _swaps(("M", "N"))}


def why_not(action: Any, phase: str, round_no: int) -> tuple[str, str] | None:
    """Why a well-formed action that is not listed is refused now, if this can tell."""
    t = type(action)
    if phase == Phase.PICK:
        if t is not Pick or len(set(action.letters)) != 5 or any(x not in STARTING for x in action.letters):
            return "PM-3", "pick five different presents from A to J"
        return None
    if phase == Phase.YOINK:
        if t is not Yoink or len(action.wants) != 3 or any(not 0 <= w < 6 for w in action.wants):
            return "PM-10", "name one present of each of the three players above you"
        return None
    if t is not Give or len(set(action.order)) != 3 or any(not 0 <= i < 6 for i in action.order):
        return "PM-6", "choose three different presents of yours to pass"
    swapping = round_no in SWAPS
    choices = {2: ("K", "L"), 3: ("M", "N")}.get(round_no, ())
    if swapping and (action.take not in choices or not 0 <= action.drop < 6 or action.drop in action.order):
        rule = "PM-8" if round_no == 2 else "PM-9"
        return rule, f"also swap one present you keep for {' or '.join(choices)}"
    if not swapping and (action.take or action.drop != -1):
        return "PM-6", "there is nothing to swap this round"
    return None


def encode(action: Any) -> Any:
    """The JSON form of an action, for saves."""
    t = type(action)
    if t is Pick:
        return ["pick", "".join(action.letters)]
    if t is Give:
        return ["give", list(action.order), action.drop, action.take]
    if t is Yoink:
        return ["yoink", list(action.wants)]
    raise ValueError(f"not a Presents of Mine action: {action!r}")


def decode(data: Any) -> Any:
    """The action a save's JSON form stands for; IllegalAction (G-6) for anything else."""
    if type(data) is list and data:
        tag, args = data[0], data[1:]
        try:
            if tag == "pick" and len(args) == 1 and type(args[0]) is str:
                return Pick(tuple(args[0]))
            if tag == "give" and len(args) == 3 and type(args[2]) is str and type(args[0]) is list \
                    and len(args[0]) == 3:
                return Give(ints(args[0]), an_int(args[1]), args[2])
            if tag == "yoink" and len(args) == 1 and type(args[0]) is list and len(args[0]) == 3:
                return Yoink(ints(args[0]))
        except ValueError:
            pass
    raise bad_encoding(data, "Presents of Mine")

# -- events ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Committed(Event):
    kind: ClassVar[str] = "committed"
    seat: int
    round_no: int


@dataclass(frozen=True, slots=True)
class PicksRevealed(Event):
    kind: ClassVar[str] = "picks"
    picks: tuple[tuple[str, ...], ...]
    staleness: tuple[tuple[str, int, int], ...]  # (letter, pickers, starting staleness)


@dataclass(frozen=True, slots=True)
class RoundBegan(Event):
    kind: ClassVar[str] = "round"
    round_no: int
    order: tuple[int, ...]  # the list, top to bottom
    reversed: bool


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """Presents changing hands: (present id, from seat, to seat, distance, how) where how is
    "pass", "yoink" or "random" (a Yoink whose wish was already taken)."""

    kind: ClassVar[str] = "moved"
    moves: tuple[tuple[int, int, int, int, str], ...]


@dataclass(frozen=True, slots=True)
class Replaced(Event):
    kind: ClassVar[str] = "replaced"
    swaps: tuple[tuple[int, int, int, str, int], ...]  # (seat, old id, new id, letter, staleness)


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """One scoring step (PM-4): for every seat, each line of the breakdown and the gain."""

    kind: ClassVar[str] = "scored"
    round_no: int
    lines: tuple[tuple[tuple[int, str, int], ...], ...]  # per seat: (present id or -1, why, points)
    raw: tuple[int, ...]
    gains: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Staled(Event):
    """PM-5: staleness after a round: (present id, before, after)."""

    kind: ClassVar[str] = "staled"
    changes: tuple[tuple[int, int, int], ...]


@dataclass(frozen=True, slots=True)
class Exploded(Event):
    kind: ClassVar[str] = "exploded"
    seat: int
    present: int

