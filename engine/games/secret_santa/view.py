"""What one seat may see of a Secret Santa table (ruling G-3): its own hand, and
everything public. Everything public is here, so that a bot can rebuild a complete
state from a view plus a guess at the other hands (see ``SecretSantaState.from_view``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class SantaView:
    viewer: int | None
    players: int
    settings: dict[str, Any]
    phase: str  # a Phase: "snowflake", "turn", "holly" or "over"
    to_act: int | None
    hand: tuple[int, ...]  # the viewer's cards, sorted by kind; () for a spectator
    counts: tuple[int, ...]  # cards held, by seat
    ring: tuple[int, ...]  # seats clockwise (Christmas Carol can change it)
    turn: int
    leader: int
    plays: tuple[tuple[int, tuple[int, ...], int], ...]  # this round: (seat, cards, value)
    pile: tuple[int, ...]  # special cards used this round
    passed: tuple[bool, ...]
    gave: tuple[bool, ...]  # played gift cards this round
    outs: tuple[tuple[int, int, int], ...]  # went out this round: (seat, value, order)
    finished: tuple[int, ...]  # finishing order so far this hand
    scrooged: int  # seat sitting out this round, or -1
    scrooge_next: int
    scrooge_targets: tuple[int, ...]
    must_pass: tuple[bool, ...]  # forgot to say "Final Gift!" (SS-13)
    declared: tuple[bool, ...]
    window_after: int
    queue: tuple[int, ...]  # seats still to answer the open window, first is asked now
    first_window: bool  # the window before the first round (Fruitcake)
    round_no: int
    hand_no: int
    hands_total: int
    dealer: int
    totals: tuple[int, ...]
    sheet: tuple[tuple[int, ...], ...]  # points by hand, then by seat
    deck: tuple[int, ...]  # how many of each kind this hand uses
    discard: tuple[int, ...]  # cards seen leaving play, by kind
    limbo: int  # cards a Christmas Tree sent away unseen
    known: tuple[tuple[int, ...], ...]  # cards all have seen go back into a hand (Ghost), by seat
    seq: int  # actions so far, for ordering players who go out together
    # What the viewer could answer the open Holly or Snowflake window once asked (SS-8, SS-9,
    # SS-11), from her own hand: a player may call before her turn in the queue. () otherwise.
    answers: tuple[Any, ...] = ()

    @property
    def top(self) -> tuple[int, tuple[int, ...], int] | None:
        return self.plays[-1] if self.plays else None

    @property
    def final_auto(self) -> bool:
        return self.settings["final_gift"] == "auto"
