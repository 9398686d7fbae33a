"""A plain test client of the game server: it keeps every frame it receives."""

import asyncio
import json
from contextlib import asynccontextmanager

from websockets.asyncio.client import connect

from server.log import MemoryLog
from server.service import serve


@asynccontextmanager
async def running_server(log=None):
    async with serve(log or MemoryLog(), port=0) as server:
        server.url = f"ws://127.0.0.1:{server.port}"
        yield server


class Client:
    def __init__(self, ws):
        self.ws = ws
        self.frames: list[dict] = []
        self.room = self.token = None
        self.seat = None
        self.seq = 0
        self.last: dict | None = None  # the latest frame with a view

    @classmethod
    async def open(cls, url, source=None):
        """A client; ``source``: the address it connects from (127.0.0.2... on loopback), as
        another household would."""
        where = {"local_addr": (source, 0)} if source else {}
        return cls(await connect(url, max_size=None, **where))

    async def send(self, **message):
        await self.ws.send(json.dumps(message))

    async def recv(self, timeout=10.0) -> dict:
        frame = json.loads(await asyncio.wait_for(self.ws.recv(), timeout))
        self.frames.append(frame)
        if frame["type"] in ("events", "snapshot") and "seq" in frame:
            self.seq = frame["seq"]
            if "view" in frame:
                self.last = frame
        return frame

    async def until(self, kind, timeout=10.0, **match) -> dict:
        while True:
            frame = await self.recv(timeout)
            if frame["type"] == kind and all(frame.get(k) == v for k, v in match.items()):
                return frame

    async def drain(self, quiet=0.2):
        try:
            while True:
                await self.recv(quiet)
        except TimeoutError:
            pass

    async def create(self, game, players, name="Host", settings=None):
        await self.send(type="create", game=game, players=players, name=name, settings=settings or {})
        got = await self.until("created")
        self.room, self.seat, self.token = got["room"], got["seat"], got["token"]
        return got

    async def join(self, room, name):
        await self.send(type="join", room=room, name=name)
        got = await self.recv()
        if got["type"] == "joined":
            self.room, self.seat, self.token = got["room"], got["seat"], got["token"]
        return got

    async def hello(self, since=0, token=...):
        await self.send(type="hello", room=self.room, token=self.token if token is ... else token, since=since)

    def my_move(self) -> bool:
        return bool(self.last and self.seat in self.last["to_act"] and self.last["legal"] and "result" not in self.last)

    async def close(self):
        await self.ws.close()


async def make_log(kind: str, nats_url: str | None = None):
    """A fresh log of that kind (for JetStream: the shared server, rooms kept apart by code)."""
    if kind == "memory":
        return MemoryLog()
    from server.nats_log import JetStreamLog

    return await JetStreamLog.connect(nats_url)


async def ann_and_ben(url, game, players):
    """Ann makes a room and Ben joins it; both have said hello and hold the lobby."""
    ann, ben = [await Client.open(url) for _ in range(2)]
    await ann.create(game, players, "Ann")
    await ben.join(ann.room, "Ben")
    for c in (ann, ben):
        await c.hello()
        await c.until("lobby")
    return ann, ben
