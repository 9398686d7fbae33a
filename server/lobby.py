"""Lobbies: who sits where before a game starts, kept where every server process can see them.

A lobby is a small JSON object (game, settings, seats with their token hashes, the host's
seat, the stand-in wait, whether it has started) stored under its room code with a revision
number. A change is written only over the revision its writer read: of two processes seating
two people at once, one write lands and the other gets ``Stale``, reads the lobby again and
tries once more, so no seat is ever given twice. ``watch`` yields the lobby now and after each
change, which is how a process tells its own clients about a join made through another.

Two stores, as for the action log: ``MemoryLobbies`` (one process) and ``KVLobbies``
(a NATS key-value bucket, for several processes on one JetStream).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from typing import Any, Protocol

from .nats_wait import Again, Bell, Unavailable, forming, patiently, say

BUCKET = "PRESENTCO_LOBBIES"
KEEP_SECONDS = 2 * 24 * 3600  # a lobby nobody started in two days is forgotten
WRONG_LAST_SEQUENCE = 10071


class Taken(Exception):
    """A lobby with this code exists already."""


class Stale(Exception):
    """The lobby changed since it was read: read it again."""


class LobbyStore(Protocol):
    async def create(self, code: str, data: dict) -> int:
        """Store a new lobby; its revision. Taken if the code is in use."""

    async def get(self, code: str) -> tuple[dict, int] | None:
        """The lobby and its revision, or None."""

    async def update(self, code: str, data: dict, revision: int) -> int:
        """Replace the lobby read at ``revision``; the new revision. Stale if it changed since."""

    def watch(self, code: str) -> AsyncIterator[dict]:
        """The lobby now, then after every change (for as long as the caller listens)."""

    async def close(self) -> None: ...


class MemoryLobbies:
    def __init__(self) -> None:
        self._lobbies: dict[str, tuple[dict, int]] = {}
        self._revision = 0
        self._changed: dict[str, asyncio.Condition] = {}

    async def _store(self, code: str, data: dict) -> int:
        self._revision += 1
        self._lobbies[code] = (json.loads(json.dumps(data)), self._revision)  # a copy, as a store holds
        changed = self._changed.setdefault(code, asyncio.Condition())
        async with changed:
            changed.notify_all()
        return self._revision

    async def create(self, code: str, data: dict) -> int:
        if code in self._lobbies:
            raise Taken(code)
        return await self._store(code, data)

    async def get(self, code: str) -> tuple[dict, int] | None:
        found = self._lobbies.get(code)
        return (json.loads(json.dumps(found[0])), found[1]) if found else None

    async def update(self, code: str, data: dict, revision: int) -> int:
        found = self._lobbies.get(code)
        if found is None or found[1] != revision:
            raise Stale(code)
        return await self._store(code, data)

    async def watch(self, code: str) -> AsyncIterator[dict]:
        seen = 0
        changed = self._changed.setdefault(code, asyncio.Condition())
        while True:
            found = self._lobbies.get(code)
            if found and found[1] > seen:
                seen = found[1]
                yield json.loads(json.dumps(found[0]))
            async with changed:
                await changed.wait_for(lambda known=seen: code in self._lobbies and self._lobbies[code][1] > known)

    def forget(self, code: str) -> None:
        self._lobbies.pop(code, None)
        self._changed.pop(code, None)

    async def close(self) -> None:
        pass


class KVLobbies:
    """Lobbies in a NATS JetStream key-value bucket: ``kv.update`` with the last revision is
    the check that makes two writers of one lobby give way to each other. Reads go to the
    bucket's leader (a process reads what it has just written), waiting through an election;
    a watch rings on the key's subject and reads the lobby again: no consumer, which a
    cluster with a node down may place on the dead node and never make (server.nats_log)."""

    def __init__(self, kv: Any, js: Any) -> None:
        self._kv, self._js, self._nc = kv, js, js._nc

    @classmethod
    async def open(cls, js: Any, replicas: int = 1) -> KVLobbies:
        # late: nats-py is optional (the [server] extra); rooms stay in memory without it
        from nats.js.api import KeyValueConfig, StorageType

        async def made() -> Any:
            try:
                return await js.key_value(BUCKET)
            except Exception:  # not made yet (or by another process just now): make it, or use theirs
                try:
                    return await js.create_key_value(KeyValueConfig(bucket=BUCKET, history=1, ttl=KEEP_SECONDS,
                                                                    storage=StorageType.FILE, replicas=replicas))
                except Exception as exc:
                    if forming(exc):
                        raise Again("the cluster is still forming") from exc
                    return await js.key_value(BUCKET)

        return cls(await patiently("the lobbies' bucket", made), js)

    async def create(self, code: str, data: dict) -> int:
        revision = await self._put(code, data, 0)
        if revision is None:
            raise Taken(code)
        return revision

    async def _put(self, code: str, data: dict, revision: int) -> int | None:
        """Write ``data`` over ``revision`` (0: a new lobby); its new revision, or None if
        another write came first. Like a room's record (server.nats_log), a write carries the
        message id <code>.<revision> besides the expected revision: on a cluster nats-server
        2.9 checked the revision only against what was stored, so two processes seating two
        people at once over one revision both landed and the first person's seat was lost."""
        from nats.js.errors import APIError  # late: nats-py is optional (the [server] extra)

        payload = _bytes(data)
        tries = 0

        async def publish() -> Any:
            nonlocal tries
            tries += 1
            ack = await self._js.publish(f"$KV.{BUCKET}.{code}", payload, timeout=2.0,
                                         headers={"Nats-Expected-Last-Subject-Sequence": str(revision),
                                                  "Nats-Msg-Id": f"{code}.{revision}"})
            if ack.duplicate and not ack.seq:  # (another write over this revision is on its way)
                raise Again("a write over the same revision is under way")
            return ack

        try:
            ack = await patiently("a lobby", publish)
        except APIError as exc:
            if getattr(exc, "err_code", None) != WRONG_LAST_SEQUENCE:
                raise
            ack = None
        if ack is not None and not ack.duplicate:
            return ack.seq
        if tries == 1:  # another write came first (even one of the same lobby: two bumps are two)
            return None
        # Or this write's earlier try, which timed out, had landed after all.
        found = await self.get(code)
        return found[1] if found is not None and _bytes(found[0]) == payload else None

    async def get(self, code: str) -> tuple[dict, int] | None:
        # late: nats-py is optional (the [server] extra); rooms stay in memory without it
        from nats.js.errors import KeyDeletedError, KeyNotFoundError

        try:
            entry = await patiently("a lobby", lambda: self._kv.get(code))
        except (KeyNotFoundError, KeyDeletedError):
            return None
        return (json.loads(entry.value), entry.revision) if entry.value else None

    async def update(self, code: str, data: dict, revision: int) -> int:
        written = await self._put(code, data, revision)
        if written is None:
            raise Stale(code)
        return written

    async def watch(self, code: str) -> AsyncIterator[dict]:
        bell = await Bell().hang(self._nc, f"$KV.{BUCKET}.{code}")
        seen = 0
        try:
            while True:
                bell.clear()
                try:
                    found = await self.get(code)
                except Unavailable as exc:  # (a watch never gives up while the connection lives)
                    if self._nc.is_closed:
                        raise
                    await say(exc)
                    found = None
                fresh = found is not None and found[1] > seen
                if fresh:
                    seen = found[1]
                    yield found[0]
                await bell.after(fresh)
        finally:
            await bell.close()

    async def close(self) -> None:
        pass


def _bytes(data: dict) -> bytes:
    return json.dumps(data, separators=(",", ":")).encode()
