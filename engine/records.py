"""The records of a game as a table is sent them, one frame per record and seat: the record's
events as that seat may know them, then its view, legal actions and the public view after them
(and, with the first record, who sits where). The game server sends exactly these
(``server.room.Room.frame_for``); ``LocalRecords`` makes the same frames from a local Session,
so a game played here and one a server holds speak one stream of records (issue 35).

Frames are JSON-safe data in the wire format (``engine.wire``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Event
from engine.session import Session
from engine.wire import encode


def seat_state(session: Session, seat: int | None, seq: int, public: Any = None) -> dict:
    """A seat's view and legal actions now, and the public (spectator's) view a table draws the
    shared parts from; everything in it is that seat's to know. ``public``: the public view
    already encoded (the same for every seat of a record), or None to encode it here."""
    state = session.state
    out = {"seq": seq, "view": encode(state.view(seat)), "to_act": list(state.to_act()),
           "legal": [encode(a) for a in state.legal_actions(seat)] if seat is not None else []}
    if seat is not None:
        out["public"] = encode(state.view(None)) if public is None else public
    if state.is_over():
        out["result"] = encode(state.result())
    return out


def table_header(session: Session, game_id: str, names: Sequence[str], bots: Sequence[str | None],
                 seat: int | None) -> dict:
    """Who sits where and how the game is set up: what a table needs before its first frame."""
    return {"game": game_id, "seat": seat, "settings": encode(session.settings),
            "names": list(names), "bots": list(bots)}


def frame(room: str, number: int, events: Sequence[Event], seat: int | None, mover: int | None, header: dict,
          state: dict) -> dict:
    """Record ``number``'s frame for ``seat``: its ``events`` redacted for that seat, the
    ``header`` (with the first record only; else empty) and the seat's ``state`` after it.
    Only the mover's own frame says the record was its move."""
    mine = {"mine": True} if seat is not None and mover == seat else {}
    return {"type": "events", "room": room, "events": [encode(e.for_seat(seat)) for e in events], **header,
            **state, "seq": number, **mine}


class LocalRecords:
    """A local Session's records as the server would frame them: record 1 is the deal (the
    opening events), each applied action one more record."""

    def __init__(self, session: Session, names: Sequence[str], bots: Sequence[str | None], room: str = "") -> None:
        self.session, self.names, self.bots, self.room = session, list(names), list(bots), room
        self.seq = 1
        self.events: dict[int, list[Event]] = {1: list(session.opening_events)}
        self.movers: dict[int, int] = {}

    def apply(self, seat: int, action: Any) -> int:
        """Apply ``seat``'s action as its own record; returns the record's number."""
        events = self.session.apply(seat, action)
        self.seq += 1
        self.events[self.seq], self.movers[self.seq] = list(events), seat
        return self.seq

    def frame_for(self, seat: int | None, number: int) -> dict:
        """Record ``number``'s frame for ``seat``, with the view now (call it as the record is
        applied, as the server does)."""
        header = table_header(self.session, self.session.game.id, self.names, self.bots, seat) if number == 1 else {}
        return frame(self.room, number, self.events.get(number, []), seat, self.movers.get(number), header,
                     seat_state(self.session, seat, self.seq))
