"""A room's action log: the one record of a game on the server.

A room's first record is its setup (game, seats, settings, seed); each further record is one
action (seat and encoded action). Records are numbered 1, 2, 3... A record is appended only
at the position its writer expects (``expected`` is the number of records the writer has
seen): of any writers racing for one position exactly one wins, and every other gets
``Conflict`` and must read what it missed. Any server process can rebuild a room by reading
its log from the start, which is how a room moves between processes and survives a restart.

Two implementations: ``MemoryLog`` (one process, nothing else to run: the embedded default)
and ``server.nats_log.JetStreamLog`` (a NATS JetStream stream, for several server processes).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Protocol

from .lobby import LobbyStore, MemoryLobbies


class Conflict(Exception):
    """Someone else appended first: the log holds ``last`` records, not the number expected."""

    def __init__(self, last: int) -> None:
        super().__init__(f"the log already holds {last} records")
        self.last = last


class ActionLog(Protocol):
    async def append(self, room: str, expected: int, record: dict) -> int:
        """Append ``record`` as number ``expected + 1``; Conflict if the log holds another count."""

    async def read(self, room: str, after: int = 0) -> list[dict]:
        """The records numbered above ``after``, in order."""

    def follow(self, room: str, after: int) -> AsyncIterator[tuple[int, dict]]:
        """Every record numbered above ``after``, as (number, record), now and as they come:
        how a server process learns what others appended (the only fan-out)."""

    async def rooms(self) -> list[str]:
        """Every room the log holds."""

    def forget(self, room: str) -> None:
        """A finished room's records are no longer needed here (JetStream keeps its own)."""

    @property
    def lobbies(self) -> LobbyStore:
        """Where the rooms' lobbies live until their games start (server.lobby)."""

    async def close(self) -> None: ...


class MemoryLog:
    def __init__(self) -> None:
        self._records: dict[str, list[dict]] = {}
        self._lock = asyncio.Lock()
        self._grown: dict[str, asyncio.Condition] = {}  # one per room: an append wakes only its followers
        self.lobbies = MemoryLobbies()

    async def append(self, room: str, expected: int, record: dict) -> int:
        async with self._lock:
            records = self._records.setdefault(room, [])
            if expected != len(records):
                raise Conflict(len(records))
            records.append(record)
            number = len(records)
        grown = self._grown.setdefault(room, asyncio.Condition())
        async with grown:
            grown.notify_all()
        # let the frames of this record go out before the next is made (as a JetStream append
        # waits for its answer): bots' moves in a row never pile up in a connection's queue
        await asyncio.sleep(0)
        return number

    async def follow(self, room: str, after: int) -> AsyncIterator[tuple[int, dict]]:
        seen = after
        while True:
            records = self._records.get(room, [])
            while seen < len(records):
                seen += 1
                yield seen, records[seen - 1]
            grown = self._grown.setdefault(room, asyncio.Condition())
            async with grown:
                await grown.wait_for(lambda known=seen: len(self._records.get(room, [])) > known)

    async def read(self, room: str, after: int = 0) -> list[dict]:
        return list(self._records.get(room, [])[max(0, after):])

    def forget(self, room: str) -> None:
        self._records.pop(room, None)
        self._grown.pop(room, None)
        self.lobbies.forget(room)

    async def rooms(self) -> list[str]:
        return list(self._records)

    async def close(self) -> None:
        pass
