"""What a message costs its address before the game server handles it (server.guard keeps the
counts): guessing room codes is slowed without locking out the household behind the address.

Every way of naming a room counts (hello, join, act, bot, standin, start, sit_in): a room code
that names no room, or a seat token that is none of the room's, or a host's message with some
other token, is a failed lookup of the address. Past ``FAILED_LOOKUPS_PER_MINUTE`` of them:

- a connection that has failed itself is refused outright (``LOCKED``) when it names a room it
  has not shown it belongs to: that is the guesser;
- any other connection of the address (a relative's app, which guessed nothing) is answered, and
  answered truly, but only after ``LOCKED_PAUSE`` seconds, success or failure alike (so the time
  an answer takes says nothing), one message at a time per connection. A guesser opening fresh
  connections gets at most ``CONNECTIONS_PER_ADDRESS / LOCKED_PAUSE`` answers a second (3 with
  the defaults, against 1,000 before), and a relative's join still works, a few seconds late.

A room the address made, joined or showed a seat token of is never paused nor refused. Costly
requests (hello, create, join) draw on the address's budget; a failed lookup gives its cost back,
so a guesser's misses do not empty the budget of the relatives' creates and joins.
"""

from __future__ import annotations

import asyncio
from typing import Any

from .connection import Connection
from .room import CODE_LENGTH, Refused

LOCKED_PAUSE = 10.0  # seconds a lookup waits, past them, from a connection that failed none
LOCKED = "too many attempts from this address: wait a minute"
SLOW_DOWN = "too many messages: slow down"
COSTLY = ("hello", "create", "join")  # each reads a room or makes one; a hello sends a snapshot
FAILED_LOOKUPS = ("no such room", "that seat token is not one of this room's", "only the host may do that")


async def gate(server: Any, conn: Connection, kind: str, m: dict) -> None:
    """Before ``server`` handles message ``m`` of ``conn``: refuse it, pause it, or let it pass."""
    guard, key = server.guard, conn.address
    code, token = m.get("room") if kind != "create" else None, m.get("token")
    code = code.upper() if isinstance(code, str) and len(code) == CODE_LENGTH else None
    room = server.rooms.get(code) if code else None
    proven = code is not None and (guard.knows(key, code) or (room is not None and room.seat_of(token) is not None))
    if code is not None and not proven and guard.locked(key):
        if conn.failures:
            raise Refused(LOCKED)
        if not await _pause(conn, LOCKED_PAUSE):
            raise Refused("the connection closed")  # (nobody reads it: nothing is looked up)
    if kind in COSTLY and not guard.spend(key, code, proven):
        raise Refused(SLOW_DOWN)
    if proven and not guard.knows(key, code):
        guard.learn(key, code)


def failed(server: Any, conn: Connection, kind: str) -> None:
    """A lookup of ``conn`` failed: counted against its address (and the connection), its cost given back."""
    conn.failures += 1
    server.guard.failed(conn.address)
    if kind in COSTLY:
        server.guard.refund(conn.address)


async def _pause(conn: Connection, seconds: float) -> bool:
    """Wait ``seconds``; False if the connection closed meanwhile."""
    closed = asyncio.ensure_future(conn.ws.wait_closed())
    try:
        await asyncio.wait([closed], timeout=seconds)
        return not closed.done()
    finally:
        closed.cancel()
