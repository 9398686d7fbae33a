"""A server that runs all December lets go of rooms nobody watches (issue 18): a finished game
soon after its last client leaves, records and all (in memory); a game in play or a lobby
after a longer wait, and then a hello loads it again from the log, and play goes on."""

import asyncio
import random

from server import service
from server.log import MemoryLog

from .client import Client, ann_and_ben, running_server
from .test_service import play, run


async def _until_let_go(server, code: str) -> None:
    """Wait (a few seconds at most) for the server to let go of the room: each close reaches
    it a moment after the client closed."""
    for _ in range(100):
        if code not in server.rooms:
            return
        await asyncio.sleep(0.05)


def test_a_finished_game_nobody_watches_is_let_go_records_and_all(monkeypatch):
    monkeypatch.setattr(service, "FINISHED_KEPT", 0.2)

    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            ann, ben = await ann_and_ben(server.url, "not-a-hat", 3)
            await ann.send(type="bot", room=ann.room, token=ann.token, seat=2, level="easy")
            await ann.send(type="start", room=ann.room, token=ann.token)
            await asyncio.gather(play(ann, random.Random(1)), play(ben, random.Random(2)))
            loaded_at_end = ann.room in server.rooms
            await ann.close()
            await asyncio.sleep(0.4)
            kept_while_ben_watches = ann.room in server.rooms
            await ben.close()
            await _until_let_go(server, ann.room)
            late = await Client.open(server.url)
            late.room, late.token = ann.room, ann.token
            await late.hello()
            answer = await late.until("rejected")
            return loaded_at_end, kept_while_ben_watches, server.rooms, await log.rooms(), answer, ann.room

    loaded, kept, rooms, logged, answer, code = run(scenario())
    assert loaded and kept
    assert code not in rooms and code not in logged
    assert answer["reason"] == "no such room"


def test_a_game_in_play_nobody_watches_leaves_memory_and_a_hello_brings_it_back(monkeypatch):
    monkeypatch.setattr(service, "IDLE_KEPT", 0.3)

    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            ann, ben = await ann_and_ben(server.url, "not-a-hat", 3)
            await ann.send(type="start", room=ann.room, token=ann.token)  # the open seat gets a bot
            await ann.until("events")  # dealt (moves are made after the reload)
            before = len(await log.read(ann.room))
            for c in (ann, ben):
                await c.close()
            await _until_let_go(server, ann.room)
            unloaded = ann.room not in server.rooms
            back = []
            for c in (ann, ben):
                again = await Client.open(server.url)
                again.room, again.token, again.seat = c.room, c.token, c.seat
                await again.hello(since=0)
                await again.until("snapshot")
                back.append(again)
            await asyncio.gather(*(play(c, random.Random(3 + i)) for i, c in enumerate(back)))
            return unloaded, before, len(await log.read(ann.room)), back

    unloaded, before, after, back = run(scenario())
    assert unloaded and before >= 1
    assert after > before and all("result" in c.last for c in back)
    assert back[0].last["result"] == back[1].last["result"]
