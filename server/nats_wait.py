"""Waiting on a NATS cluster that has just lost a node, for the log and the lobbies.

``patiently`` asks again, every 0.2 s at most, what went unanswered: a stream whose leader
died answers nothing until its two other nodes have elected a new one (nats-server waits 4-9 s
for a lost leader before it votes), and a request that went to the dead node is answered by
another when asked again. ``Bell`` is how a reader knows when to look again without a
consumer: a plain subscription to the subject, whose messages are never used (they include
those the stream refused), only heard."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

PATIENCE = 30.0  # seconds a read or a write keeps trying while the cluster recovers, before it fails
RECHECK = (0.02, 0.05, 0.1, 0.2, 0.5, 1.0)  # after a ring, the waits before looking again (the stream stores it)
POLL = 3.0  # seconds between looks with no ring (rings are lost while the client moves to another node)

T = TypeVar("T")


class Again(Exception):
    """Ask again in a moment (what was asked is under way)."""


class Unavailable(ConnectionError):
    """The cluster answered nothing for ``PATIENCE`` seconds (more than one node is down)."""


async def say(exc: Exception) -> None:
    """The NATS client's error callback: it reconnects by itself; say it in one line."""
    print(f"present-company-server: NATS: {exc}", file=sys.stderr)


def transient(exc: BaseException) -> bool:
    """A failure that a moment and another node cure: no answer, nobody listening yet, the
    stream without a leader, the connection moving to another node."""
    # late: nats-py is optional (the [server] extra); only a --nats server gets here
    from nats.errors import BadSubjectError, ConnectionClosedError, ConnectionDrainingError, Error
    from nats.js.errors import APIError, ServiceUnavailableError

    if isinstance(exc, Again | ServiceUnavailableError):
        return True
    if isinstance(exc, APIError):
        # (10008: JetStream temporarily unavailable; the key-value errors have no code)
        return getattr(exc, "code", None) == 503 or getattr(exc, "err_code", None) == 10008
    if isinstance(exc, ConnectionClosedError | ConnectionDrainingError | BadSubjectError):
        return False  # (this process is closing the connection, or asked for something impossible)
    return isinstance(exc, Error | asyncio.TimeoutError | OSError)


def forming(exc: BaseException) -> bool:
    """A cluster still forming (a node not yet joined): JetStream cannot place a replicated
    stream yet ("no suitable peers for placement"). A server that starts with its cluster
    waits for it rather than failing."""
    return getattr(exc, "err_code", None) == 10005 or "no suitable peers" in str(getattr(exc, "description", exc))


async def patiently(what: str, attempt: Callable[[], Awaitable[T]], patience: float = PATIENCE) -> T:
    loop = asyncio.get_running_loop()
    deadline, pause = loop.time() + patience, 0.05
    while True:
        try:
            return await attempt()
        except Exception as exc:
            if not transient(exc):
                raise
            if loop.time() + pause > deadline:
                raise Unavailable(f"the NATS cluster did not answer {what} for {patience:.0f} s") from exc
        await asyncio.sleep(pause)
        pause = min(2 * pause, 0.2)  # (a leaderless stream answers at once: asking is cheap)


class Bell:
    """Rings when a message is published on ``subject``. Between two looks: ``clear`` before
    looking, then ``after(found)`` waits for the next look (none after a look that found
    something or during which it rang; soon after a ring, since the stream may not have stored
    the message yet; every ``POLL`` seconds otherwise)."""

    def __init__(self) -> None:
        self._rung = asyncio.Event()
        self._misses = 0
        self._sub: Any = None

    async def hang(self, nc: Any, subject: str) -> Bell:
        async def ring(_msg: Any) -> None:
            self._rung.set()

        self._sub = await nc.subscribe(subject, cb=ring)
        return self

    def clear(self) -> None:
        self._rung.clear()

    async def after(self, found: bool) -> None:
        if found or self._rung.is_set():
            self._misses = 0
            return
        self._misses += 1
        pause = RECHECK[self._misses - 1] if self._misses <= len(RECHECK) else POLL
        try:
            await asyncio.wait_for(self._rung.wait(), pause)
            self._misses = 0
        except TimeoutError:
            pass

    async def close(self) -> None:
        try:
            await self._sub.unsubscribe()
        except Exception:  # (the connection is closing or gone: so is the subscription)
            pass
