"""One client's connection to the game server: where its messages wait to be sent, and how fast it
may send its own.

Messages wait as JSON text in the connection's queue until its socket takes them. A client that
stops reading (or reads too slowly to keep up) would let the queue grow without end: past
``QUEUE_MESSAGES`` messages or ``QUEUE_BYTES`` bytes waiting, the connection is closed (code 1008
and a reason) and the queue let go of at once; the app reconnects and resumes from a snapshot.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

from websockets.exceptions import ConnectionClosed

MAX_FRAME = 64 * 1024  # bytes a client may send in one message
MAX_NESTING = 48  # brackets a message may nest (actions nest 5 deep; engine.wire decodes 40 at most)
RATE = 30.0  # messages per second a connection may keep up
BURST = 60  # ... and in one burst
QUEUE_MESSAGES = 256  # messages waiting for one connection at most (it is closed past either)
QUEUE_BYTES = 1024 * 1024  # ... and bytes
BEHIND = 1008, "too far behind: messages were waiting unread"  # the close code and reason


class Connection:
    """One client: where its frames queue, which room and seat it is attached to."""

    def __init__(self, ws: Any, address: str) -> None:
        self.ws = ws
        self.address = address
        self.room: str | None = None
        self.seat: int | None = None
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.waiting = 0  # bytes in the queue
        self.failures = 0  # its failed lookups (server.gate)
        self.behind: asyncio.Task | None = None  # closing: it did not read what it was sent
        self.allowance = float(BURST)
        self.last = time.monotonic()

    def send(self, message: dict | str) -> None:
        """Queue a message, as JSON text at once: text is no work for the garbage collector,
        while a frame's nested dicts waiting in 1,600 queues made its full sweeps long."""
        if self.behind is not None:
            return
        data = message if isinstance(message, str) else text(message)
        if self.queue.qsize() >= QUEUE_MESSAGES or self.waiting + len(data) > QUEUE_BYTES:
            self._fall_behind()
            return
        self.waiting += len(data)
        self.queue.put_nowait(data)

    async def pump(self) -> None:
        """Send what waits, in order, until the queue's end mark (None)."""
        while (message := await self.queue.get()) is not None:
            self.waiting -= len(message)
            try:
                await self.ws.send(message)
            except Exception:  # closed, or closing (it fell behind): nothing more to send
                return

    def _fall_behind(self) -> None:
        """A client that does not read what it is sent is closed (its app reconnects and resumes
        from a snapshot), and what waited for it is let go of at once."""
        while not self.queue.empty():
            self.queue.get_nowait()
        self.waiting = 0
        self.queue.put_nowait(None)
        self.behind = asyncio.ensure_future(self.ws.close(*BEHIND))

    def within_rate(self) -> bool:
        now = time.monotonic()
        self.allowance = min(BURST, self.allowance + (now - self.last) * RATE)
        self.last = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


def read_message(raw: Any) -> tuple[Any, str | None]:
    """A client's frame as JSON data, or why it is not read: too large, not JSON, or nested
    deeper than MAX_NESTING (2 KB of brackets made the JSON reader raise RecursionError)."""
    if not isinstance(raw, str) or len(raw) > MAX_FRAME:
        return None, "messages are JSON text of at most 64 KiB"
    try:
        message = json.loads(raw)
    except RecursionError:
        return None, f"messages nest at most {MAX_NESTING} deep"
    except ValueError:
        return None, "not JSON"
    if raw.count("[") + raw.count("{") > MAX_NESTING and too_deep(message, MAX_NESTING):
        return None, f"messages nest at most {MAX_NESTING} deep"
    return message, None


def too_deep(message: Any, limit: int) -> bool:
    """Whether JSON data nests deeper than ``limit`` (checked without recursion)."""
    stack = [(message, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values() if isinstance(v, (dict, list)))
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value if isinstance(v, (dict, list)))
    return False


async def refuse(ws: Any, code: int, reason: str) -> None:
    """Tell a connection why it is not served, and close it."""
    try:
        await ws.send(text({"type": "error", "reason": reason}))
        await ws.close(code, reason)
    except Exception:  # (it went first)
        pass


def text(message: dict) -> str:
    return json.dumps(message, separators=(",", ":"))


def closed(exc: BaseException) -> bool:
    return isinstance(exc, (ConnectionClosed, ConnectionError))
