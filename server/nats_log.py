"""The action log on NATS JetStream, for several server processes (``--nats URL``).

One stream holds every room, one subject per room (``pc.room.<CODE>``). Of writers racing for
one position exactly one gets through; the rest get ``Conflict``. Two checks make it so. An
append carries ``Nats-Expected-Last-Subject-Sequence``, the stream sequence of the room's
record the writer saw last (0 for a room's first record): a writer that missed a record is
refused (code 10071). And it carries ``Nats-Msg-Id: <room>.<position>``: on a cluster the
first check is made against what the leader has stored, not against appends still on their
way (nats-server 2.9 let two through at once: one record stored twice), while a message id
already taken is refused by every replica as it stores, in the same order on each. The loser
reads what is there: the very record it meant (its own earlier try, or two processes making a
bot's same move) counts as its append; another is a ``Conflict``.

Reading and following use no consumer: each record is fetched by a *direct get* (the stream
has ``allow_direct``), which any replica answers, leader or not. A consumer is an object the
cluster must create, and it places an ephemeral one on any of the stream's nodes, the dead
one too: with one node of three down, about one read in three waited 5 s for a consumer that
was never made, for as long as the node stayed down (every game stalled). A direct get needs
no leader and creates nothing; a request that goes unanswered is sent again, to whichever
node answers. Following a room rings a ``Bell`` on its subject (server.nats_wait) and reads
the records after the last one seen, from the stream.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any

from .lobby import KVLobbies
from .log import Conflict
from .nats_wait import Again, Bell, Unavailable, forming, patiently, say

STREAM = "PRESENTCO"
PREFIX = "pc.room."
DIRECT_GET = f"$JS.API.DIRECT.GET.{STREAM}"
WRONG_LAST_SEQUENCE = 10071
KEEP_DAYS = 30.0  # how long a record stays in the stream, by default (a game lasts hours; December, a month)
TRY = 1.0  # seconds a direct get may take before it is asked again (of any node; on a LAN it takes about 1 ms)
TRY_APPEND = 2.0  # the same for an append (a try that landed after all is found by its message id)

class JetStreamLog:
    def __init__(self, nc: Any, js: Any, replicas: int = 1) -> None:
        self._nc, self._js, self.replicas = nc, js, replicas
        self._seqs: dict[str, list[int]] = {}  # room -> stream sequence of each record known here
        self.lobbies: KVLobbies | None = None  # the lobbies, in a key-value bucket beside the stream

    @classmethod
    async def connect(cls, url: str, replicas: int = 1, keep_days: float = KEEP_DAYS) -> JetStreamLog:
        """``keep_days``: how long the stream keeps a record (0: for ever). A room whose first
        record has gone is forgotten as a whole (``_after``)."""
        try:
            import nats  # late: nats-py is optional (the [server] extra); without it --nats says so
        except ImportError:
            raise ConnectionError("--nats needs the NATS client: pip install 'present-company[server]'") from None
        from nats.js.api import StorageType, StreamConfig  # late, as nats above

        try:  # (the client would keep trying for ever: a wrong address should say so instead)
            # A node that stops answering without closing the connection (a machine switched
            # off) is noticed within about 6 s by the pings; then the client moves to another.
            nc = await asyncio.wait_for(nats.connect(url.split(","), name="present-company-server", connect_timeout=3,
                                                     max_reconnect_attempts=-1, reconnect_time_wait=0.5,
                                                     ping_interval=3, max_outstanding_pings=2, error_cb=say), 10)
        except (TimeoutError, OSError, nats.errors.Error) as exc:
            raise ConnectionError(f"no NATS server answers at {url}") from exc
        js = nc.jetstream()
        log = cls(nc, js, replicas)
        log.lobbies = await KVLobbies.open(js, replicas)
        max_age = keep_days * 86400.0 if keep_days > 0 else 0.0  # (JetStream: 0 is no limit)
        config = StreamConfig(name=STREAM, subjects=[PREFIX + ">"], storage=StorageType.FILE, num_replicas=replicas,
                              max_age=max_age, allow_direct=True)
        async def added() -> None:
            try:
                await js.add_stream(config)
            except Exception as exc:
                if forming(exc):
                    raise Again("the cluster is still forming") from exc
                raise

        try:
            await patiently("the rooms' stream", added)
        except Exception:  # it exists (made by another process, or an older one): keep it, with these settings
            info = await js.stream_info(STREAM)
            if abs((info.config.max_age or 0.0) - max_age) > 0.5 or not info.config.allow_direct:
                info.config.max_age = max_age
                info.config.allow_direct = True  # (streams made before direct gets were used)
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

        async def publish() -> Any:
            ack = await self._js.publish(self._subject(room), payload, stream=STREAM, timeout=TRY_APPEND,
                                         headers={"Nats-Expected-Last-Subject-Sequence": str(last),
                                                  "Nats-Msg-Id": f"{room}.{expected + 1}"})
            if ack.duplicate and not ack.seq:  # (another append at this position is on its way: wait for it)
                raise Again("an append at the same position is under way")
            return ack

        try:
            ack = await patiently("an append", publish)
            seq = ack.seq if not ack.duplicate else await self._landed(room, last, payload)
        except APIError as exc:
            if getattr(exc, "err_code", None) != WRONG_LAST_SEQUENCE:
                raise
            seq = await self._landed(room, last, payload)
        if seq is None:
            await self.read(room)
            raise Conflict(len(self._seqs.get(room, []))) from None
        known = self._seqs.setdefault(room, [])
        if len(known) == expected:
            known.append(seq)
        return expected + 1

    async def _landed(self, room: str, last: int, payload: bytes) -> int | None:
        """The stream sequence of the room's record after ``last`` if it is ``payload``: this
        append's own (a try that timed out had landed), or the very same record from another
        process (two processes playing one bot make the same move); None if another is there."""
        for pause in (0.0, 0.05, 0.1, 0.2, 0.5, 1.0):  # (the replica that answers may not have stored it yet)
            await asyncio.sleep(pause)
            msg = await self._get(room, last + 1)
            if msg is not None:
                return int(msg.headers["Nats-Sequence"]) if msg.data == payload else None
        return None

    async def _get(self, room: str, seq: int) -> Any | None:
        """The room's first message at stream sequence ``seq`` or later (None: there is none
        yet), from whichever replica answers first."""
        from nats.js.errors import APIError  # late: nats-py is optional (the [server] extra)

        request = json.dumps({"seq": seq, "next_by_subj": self._subject(room)}).encode()
        msg = await patiently("a read", lambda: self._nc.request(DIRECT_GET, request, timeout=TRY))
        status = (msg.headers or {}).get("Status")
        if status == "404":
            return None
        if status:  # (a malformed request: nothing to try again)
            raise APIError(code=int(status), description=msg.headers.get("Description", ""))
        return msg

    async def _after(self, room: str, number: int, seq: int) -> tuple[list[int], list[dict]] | None:
        """The records after record ``number`` (whose stream sequence is ``seq``; 0 and 0 for
        the start), with their sequences. [] when the room's first record has gone (past the
        stream's retention: the room is forgotten as a whole); None if the records found are
        not the ones that follow ``number`` (the stream was changed under this process)."""
        seqs: list[int] = []
        records: list[dict] = []
        while (msg := await self._get(room, seq + 1)) is not None:
            data = json.loads(msg.data)
            if data["#"] != number + 1:
                return ([], []) if number == 0 else None
            seq, number = int(msg.headers["Nats-Sequence"]), number + 1
            seqs.append(seq)
            records.append(data["r"])
        return seqs, records

    async def read(self, room: str, after: int = 0) -> list[dict]:
        known = self._seqs.get(room, [])
        if 0 < after <= len(known):  # only what is new: a move's catch-up asks once and hears "none"
            found = await self._after(room, after, known[after - 1])
            if found is not None:
                seqs, records = found
                if after + len(seqs) >= len(self._seqs.get(room, [])):
                    self._seqs[room] = known[:after] + seqs
                return records
        found = await self._after(room, 0, 0)
        assert found is not None
        seqs, records = found
        if len(seqs) >= len(self._seqs.get(room, [])):
            self._seqs[room] = seqs
        return records[max(0, after):]

    async def follow(self, room: str, after: int) -> AsyncIterator[tuple[int, dict]]:
        # Each record carries its own number, and is read from the stream after the last one
        # yielded: none is skipped or yielded twice, whichever node answers.
        bell = await Bell().hang(self._nc, self._subject(room))
        number, seq = after, None
        try:
            while True:
                bell.clear()
                try:
                    if seq is None:  # where record ``number`` is in the stream (this process may know)
                        if number:
                            await self.read(room, number)
                        seq = self._seqs[room][number - 1] if number else 0
                    found = await self._after(room, number, seq)
                except Unavailable as exc:  # (a follower never gives up while the connection lives)
                    if self._nc.is_closed:
                        raise
                    await say(exc)
                    found = [], []
                except (IndexError, KeyError):  # the room is shorter here than that: its records are on the way
                    found = [], []
                    seq = None
                if found is None:  # the stream was changed under this process: read the room afresh
                    found, seq = ([], []), None
                    self._seqs.pop(room, None)
                for record_seq, record in zip(*found, strict=True):
                    number, seq = number + 1, record_seq
                    known = self._seqs.setdefault(room, [])
                    if len(known) == number - 1:
                        known.append(record_seq)
                    yield number, record
                await bell.after(bool(found[0]))
        finally:
            await bell.close()

    def forget(self, room: str) -> None:
        self._seqs.pop(room, None)  # (the stream keeps the records: any process may reload them)

    async def rooms(self) -> list[str]:
        info = await patiently("a list of rooms", lambda: self._js.stream_info(STREAM, subjects_filter=PREFIX + ">"))
        return sorted(s[len(PREFIX):] for s in (info.state.subjects or {}))

    async def close(self) -> None:
        try:
            await asyncio.wait_for(self._nc.drain(), 5)
        except Exception:  # (a timeout too) closing anyway
            await self._nc.close()
