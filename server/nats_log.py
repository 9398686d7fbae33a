"""The action log on NATS JetStream, for several server processes (``--nats URL``).

One stream holds every room, one subject per room (``pc.room.<CODE>``). An append carries
``Nats-Expected-Last-Subject-Sequence``: the stream sequence of the room's record the writer
saw last (0 for a room's first record), so of writers racing for one position JetStream lets
exactly one through and refuses the rest (code 10071), which become ``Conflict``. Reading and
following use ordered consumers: never a plain subscription, which would also see messages
the stream refused.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import AsyncIterator
from typing import Any

from .lobby import KVLobbies
from .log import Conflict

STREAM = "PRESENTCO"
PREFIX = "pc.room."
WRONG_LAST_SEQUENCE = 10071
KEEP_DAYS = 30.0  # how long a record stays in the stream, by default (a game lasts hours; December, a month)


async def _quiet(exc: Exception) -> None:
    """The NATS client's error callback: it reconnects by itself; say it in one line."""
    print(f"present-company-server: NATS: {exc}", file=sys.stderr)


class JetStreamLog:
    def __init__(self, nc: Any, js: Any, replicas: int = 1) -> None:
        self._nc, self._js, self.replicas = nc, js, replicas
        self._seqs: dict[str, list[int]] = {}  # room -> stream sequence of each record known here
        self.lobbies: KVLobbies | None = None  # the lobbies, in a key-value bucket beside the stream

    @classmethod
    async def connect(cls, url: str, replicas: int = 1, keep_days: float = KEEP_DAYS) -> JetStreamLog:
        """``keep_days``: how long the stream keeps a record (0: for ever). A room whose first
        record has gone is forgotten as a whole (``_records``)."""
        try:
            import nats  # late: nats-py is optional (the [server] extra); without it --nats says so
        except ImportError:
            raise ConnectionError("--nats needs the NATS client: pip install 'present-company[server]'") from None
        from nats.js.api import StorageType, StreamConfig  # late, as nats above

        try:  # (the client would keep trying for ever: a wrong address should say so instead)
            nc = await asyncio.wait_for(nats.connect(url.split(","), name="present-company-server", connect_timeout=3,
                                                     max_reconnect_attempts=-1, error_cb=_quiet), 10)
        except (TimeoutError, OSError, nats.errors.Error) as exc:
            raise ConnectionError(f"no NATS server answers at {url}") from exc
        js = nc.jetstream()
        log = cls(nc, js, replicas)
        log.lobbies = await KVLobbies.open(js, replicas)
        max_age = keep_days * 86400.0 if keep_days > 0 else 0.0  # (JetStream: 0 is no limit)
        config = StreamConfig(name=STREAM, subjects=[PREFIX + ">"], storage=StorageType.FILE, num_replicas=replicas,
                              max_age=max_age)
        try:
            await js.add_stream(config)
        except Exception:  # it exists (made by another process, or an older one): keep it, with this retention
            info = await js.stream_info(STREAM)
            if abs((info.config.max_age or 0.0) - max_age) > 0.5:
                info.config.max_age = max_age
                await js.update_stream(info.config)
        return log

    @staticmethod
    def _subject(room: str) -> str:
        return PREFIX + room

    async def append(self, room: str, expected: int, record: dict) -> int:
        # late: nats-py is optional (the [server] extra; see connect)
        from nats.js.errors import APIError

        seqs = self._seqs.get(room)
        if seqs is None or len(seqs) < expected:
            await self.read(room)
            seqs = self._seqs.get(room, [])
        if len(seqs) != expected:
            raise Conflict(len(seqs))
        last = seqs[-1] if seqs else 0
        payload = json.dumps({"#": expected + 1, "r": record}, separators=(",", ":")).encode()
        try:
            ack = await self._js.publish(self._subject(room), payload, stream=STREAM,
                                         headers={"Nats-Expected-Last-Subject-Sequence": str(last)})
        except APIError as exc:
            if getattr(exc, "err_code", None) != WRONG_LAST_SEQUENCE:
                raise
            await self.read(room)
            raise Conflict(len(self._seqs.get(room, []))) from None
        known = self._seqs.setdefault(room, [])
        if len(known) == expected:
            known.append(ack.seq)
        return expected + 1

    async def _records(self, room: str) -> tuple[list[int], list[dict]]:
        # late: nats-py is optional (the [server] extra; see connect)
        from nats.js.errors import NotFoundError

        try:
            last = (await self._js.get_last_msg(STREAM, self._subject(room))).seq
        except NotFoundError:
            return [], []
        seqs, records = [], []
        sub = await self._js.subscribe(self._subject(room), ordered_consumer=True)
        try:
            while not seqs or seqs[-1] < last:
                msg = await sub.next_msg(timeout=10)
                data = json.loads(msg.data)
                if not seqs and data["#"] != 1:
                    return [], []  # its start is past the stream's retention: the room is forgotten
                seqs.append(msg.metadata.sequence.stream)
                records.append(data["r"])
        finally:
            await sub.unsubscribe()
        return seqs, records

    async def read(self, room: str, after: int = 0) -> list[dict]:
        seqs, records = await self._records(room)
        if len(seqs) >= len(self._seqs.get(room, [])):
            self._seqs[room] = seqs
        return records[max(0, after):]

    async def follow(self, room: str, after: int) -> AsyncIterator[tuple[int, dict]]:
        # Each record carries its own number: a consumer that skips or repeats a message (as an
        # ordered consumer may when it resets) can then never shift the numbering; a gap is
        # filled by reading the log.
        sub = await self._js.subscribe(self._subject(room), ordered_consumer=True)
        wanted = after + 1
        try:
            async for msg in sub.messages:
                data = json.loads(msg.data)
                number = data["#"]
                known = self._seqs.setdefault(room, [])
                if len(known) == number - 1:
                    known.append(msg.metadata.sequence.stream)
                if number < wanted:
                    continue
                if number > wanted:
                    for offset, record in enumerate(await self.read(room, wanted - 1)):
                        if wanted + offset < number:
                            yield wanted + offset, record
                yield number, data["r"]
                wanted = number + 1
        finally:
            await sub.unsubscribe()

    def forget(self, room: str) -> None:
        self._seqs.pop(room, None)  # (the stream keeps the records: any process may reload them)

    async def rooms(self) -> list[str]:
        info = await self._js.stream_info(STREAM, subjects_filter=PREFIX + ">")
        return sorted(s[len(PREFIX):] for s in (info.state.subjects or {}))

    async def close(self) -> None:
        try:
            await asyncio.wait_for(self._nc.drain(), 5)
        except Exception:  # (a timeout too) closing anyway
            await self._nc.close()
