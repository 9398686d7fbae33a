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

BUCKET = "PRESENTCO_LOBBIES"
KEEP_SECONDS = 2 * 24 * 3600  # a lobby nobody started in two days is forgotten


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
    the check that makes two writers of one lobby give way to each other."""

    def __init__(self, kv: Any) -> None:
        self._kv = kv

    @classmethod
    async def open(cls, js: Any, replicas: int = 1) -> KVLobbies:
        # late: nats-py is optional (the [server] extra); rooms stay in memory without it
        from nats.js.api import KeyValueConfig, StorageType

        try:
            kv = await js.key_value(BUCKET)
        except Exception:  # not made yet (or by another process just now): make it, or use theirs
            try:
                kv = await js.create_key_value(KeyValueConfig(bucket=BUCKET, history=1, ttl=KEEP_SECONDS,
                                                              storage=StorageType.FILE, replicas=replicas))
            except Exception:
                kv = await js.key_value(BUCKET)
        return cls(kv)

    async def create(self, code: str, data: dict) -> int:
        # late: nats-py is optional (the [server] extra); rooms stay in memory without it
        from nats.js.errors import KeyWrongLastSequenceError

        try:
            return await self._kv.create(code, _bytes(data))
        except KeyWrongLastSequenceError:
            raise Taken(code) from None

    async def get(self, code: str) -> tuple[dict, int] | None:
        # late: nats-py is optional (the [server] extra); rooms stay in memory without it
        from nats.js.errors import KeyDeletedError, KeyNotFoundError

        try:
            entry = await self._kv.get(code)
        except (KeyNotFoundError, KeyDeletedError):
            return None
        return (json.loads(entry.value), entry.revision) if entry.value else None

    async def update(self, code: str, data: dict, revision: int) -> int:
        # late: nats-py is optional (the [server] extra); rooms stay in memory without it
        from nats.js.errors import KeyWrongLastSequenceError

        try:
            return await self._kv.update(code, _bytes(data), last=revision)
        except KeyWrongLastSequenceError:
            raise Stale(code) from None

    async def watch(self, code: str) -> AsyncIterator[dict]:
        watcher = await self._kv.watch(code)
        try:
            async for entry in watcher:
                if entry is not None and entry.value:  # (None marks the end of the values so far)
                    yield json.loads(entry.value)
        finally:
            await watcher.stop()

    async def close(self) -> None:
        pass


def _bytes(data: dict) -> bytes:
    return json.dumps(data, separators=(",", ":")).encode()
