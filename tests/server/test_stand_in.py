"""A person who drops out of a started game: after the wait the host set, a stand-in bot plays
their seat (the hard advisor of that seat, which reads only its view and events), and when they
say hello again the seat is theirs once more (issue 18)."""

from __future__ import annotations

import asyncio
import random

from engine.wire import encode
from server.log import MemoryLog
from server.room import Room

from .client import Client, ann_and_ben, running_server
from .test_service import play, run


async def _frame(client: Client, test, start: int = 0, seconds: float = 10.0) -> dict:
    """The first frame from ``start`` on that passes ``test`` (another task reads the socket)."""
    for _ in range(int(seconds / 0.02)):
        found = next((f for f in client.frames[start:] if test(f)), None)
        if found is not None:
            return found
        await asyncio.sleep(0.02)
    raise AssertionError("no such frame came")


def test_a_dropped_seat_is_played_by_a_stand_in_and_given_back_on_return():
    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            host, guest = await ann_and_ben(server.url, "presents-of-mine", 4)  # everyone moves every round
            await guest.send(type="standin", room=host.room, token=guest.token, seconds=0.3)
            refused = await guest.until("rejected")  # only the host sets it
            await host.send(type="standin", room=host.room, token=host.token, seconds=0.3)
            lobby = await host.until("lobby", stand_in=0.3)
            await host.send(type="start", room=host.room, token=host.token)
            ann = asyncio.create_task(play(host, random.Random(1)))  # Ann plays to the end
            await play(guest, random.Random(2), stop_after=1)
            await guest.close()
            dropped_at = len(await log.read(host.room))
            presence = await _frame(host, lambda f: f["type"] == "presence" and f["stand_in"] == [1])
            for _ in range(200):  # the stand-in moves for Ben whenever Ben must move
                if any(r.get("seat") == 1 for r in (await log.read(host.room))[dropped_at:]):
                    break
                await asyncio.sleep(0.05)
            records_away = (await log.read(host.room))[dropped_at:]
            back = await Client.open(server.url)
            back.room, back.token, back.seat = guest.room, guest.token, guest.seat
            seen = len(host.frames)
            await back.hello(since=0)
            await back.until("snapshot")
            returned = await _frame(host, lambda f: f["type"] == "presence" and f["stand_in"] == [], seen)
            await asyncio.gather(ann, play(back, random.Random(4)))
            return refused, lobby, presence, returned, records_away, await log.read(host.room), back

    refused, lobby, presence, returned, away, records, back = run(scenario())
    assert refused["for"] == "standin"
    assert lobby["stand_in"] == 0.3 and records[0]["stand_in"] == 0.3  # in the setup record too
    assert 1 not in presence["connected"] and returned["connected"] == [0, 1]
    ben_moves_while_away = [r for r in away if r.get("seat") == 1]
    assert ben_moves_while_away, "nobody moved for Ben while he was away"
    assert "result" in back.last  # the game ended with Ben back in his seat
    # the log alone rebuilds the game, stand-in moves included
    rebuilt = Room.replay("X", records)
    assert rebuilt.session.state.is_over()
    assert encode(rebuilt.session.state.result()) == back.last["result"]  # the game Ben saw end
    assert rebuilt.session.history == [(r["seat"], r["a"]) for r in records if r.get("t") == "act"]
    assert set(rebuilt.session.advisors) == {0, 1}  # with a wait set, each person's seat has one


def test_without_a_wait_set_nobody_moves_for_a_dropped_person():
    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            host, guest = await ann_and_ben(server.url, "presents-of-mine", 4)
            await host.send(type="start", room=host.room, token=host.token)
            ann = asyncio.create_task(play(host, random.Random(1)))
            await play(guest, random.Random(2), stop_after=1)
            count = len(await log.read(host.room))
            await guest.close()
            await asyncio.sleep(1.0)  # Ann moves on as far as she can; then the game waits for Ben
            records = await log.read(host.room)
            ann.cancel()
            return count, records

    count, records = run(scenario())
    waiting = [r for r in records[count:] if r.get("seat") == 1]
    assert waiting == []  # Ben's seat waits for Ben
    # and with nobody to stand in for, the room keeps no advisors: a hard bot fed every event
    # for each person was a third of a busy server's objects (tools/bench_server.py)
    assert Room.replay("X", records).session.advisors == {}


def test_a_server_that_stops_leaves_no_stand_in_timer_pending():
    # people still seated when the server stops drop as it closes: no stand-in timer may start
    # then, or it is left pending when the loop ends ("Task was destroyed but it is pending!")
    async def scenario():
        async with running_server(MemoryLog()) as server:
            host, guest = await ann_and_ben(server.url, "presents-of-mine", 4)
            await host.send(type="standin", room=host.room, token=host.token, seconds=30)
            await host.until("lobby", stand_in=30)
            await host.send(type="start", room=host.room, token=host.token)
            await host.until("events")
            await guest.until("events")
            game_server = server
        await asyncio.sleep(0.2)  # the connections' handlers finish after the server closed
        return game_server, [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]

    game_server, pending = run(scenario())
    assert not game_server._waits and not pending


def test_the_host_hands_an_away_seat_to_a_bot_and_back_at_any_time():
    """With no wait set (the default), a person who drops is waited for; the host may then let
    the stand-in play her seat (``sit_in``), stop it, and the person's hello takes it back.
    Only the host may, only for a person's seat in range, and not while that person is here."""
    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            host, guest = await ann_and_ben(server.url, "presents-of-mine", 4)  # seats 2, 3: bots
            await host.send(type="sit_in", room=host.room, token=host.token, seat=1, on=True)
            early = await host.until("rejected")  # the game has not started
            await host.send(type="start", room=host.room, token=host.token)
            ann = asyncio.create_task(play(host, random.Random(1)))
            await play(guest, random.Random(2), stop_after=1)
            refusals = []
            for message in ({"token": guest.token, "seat": 1, "on": True},  # not the host
                            {"token": host.token, "seat": 1, "on": True},  # Ben is still here
                            {"token": host.token, "seat": 2, "on": True},  # a bot's seat
                            {"token": host.token, "seat": 4, "on": True},  # no such seat
                            {"token": host.token, "seat": True, "on": True},
                            {"token": host.token, "seat": 1, "on": "yes"}):
                await guest.send(type="sit_in", room=host.room, **message)
                refusals.append(await guest.until("rejected"))
            await guest.close()
            waited_from = len(await log.read(host.room))
            await _frame(host, lambda f: f["type"] == "presence" and 1 not in f["connected"])
            await asyncio.sleep(0.5)  # nobody moves for Ben: the default is to wait for him
            waited = (await log.read(host.room))[waited_from:]
            seen = len(host.frames)
            await host.send(type="sit_in", room=host.room, token=host.token, seat=1, on=True)
            playing = await _frame(host, lambda f: f["type"] == "presence" and f["stand_in"] == [1], seen)
            for _ in range(200):  # the stand-in moves for Ben whenever Ben must move
                if any(r.get("seat") == 1 for r in (await log.read(host.room))[waited_from:]):
                    break
                await asyncio.sleep(0.05)
            stood_in = [r for r in (await log.read(host.room))[waited_from:] if r.get("seat") == 1]
            seen = len(host.frames)
            await host.send(type="sit_in", room=host.room, token=host.token, seat=1, on=False)
            stopped = await _frame(host, lambda f: f["type"] == "presence" and f["stand_in"] == [], seen)
            await host.send(type="sit_in", room=host.room, token=host.token, seat=1, on=True)
            await _frame(host, lambda f: f["type"] == "presence" and f["stand_in"] == [1], seen)
            back = await Client.open(server.url)  # Ben's app again, with his token
            back.room, back.token, back.seat = guest.room, guest.token, guest.seat
            seen = len(host.frames)
            await back.hello(since=0)
            await back.until("snapshot")
            returned = await _frame(host, lambda f: f["type"] == "presence" and f["stand_in"] == [], seen)
            await asyncio.gather(ann, play(back, random.Random(4)))
            return early, refusals, waited, playing, stood_in, stopped, returned, back

    early, refusals, waited, playing, stood_in, stopped, returned, back = run(scenario())
    assert early["for"] == "sit_in" and early["reason"] == "the game has not started"
    assert [r["reason"] for r in refusals] == [
        "only the host may do that", "that person is at the table", "that is not a person's seat",
        "no such seat", "no such seat", "say whether a bot plays the seat (true or false)"]
    assert [r for r in waited if r.get("seat") == 1] == []
    assert playing["host"] == 0 and playing["in_app"] is False
    assert stood_in, "the stand-in never moved for Ben"
    assert stopped["stand_in"] == [] and 1 not in stopped["connected"]
    assert returned["connected"] == [0, 1]
    assert "result" in back.last  # Ben finished the game in his own seat
