"""Lobbies in a store every server process shares (issue 18): in memory and in a NATS
key-value bucket, a change lands only over the revision its writer read, so two processes
seating people at once never give one seat twice; a join made through one process shows in
the lobby of every other; and a room made on one process starts and plays on another."""

import asyncio
import random

import pytest

from server.lobby import Stale, Taken
from server.room import new_code

from .client import Client, make_log, running_server
from .test_log_contract import _nats
from .test_service import play, run


def test_a_lobby_is_made_once_and_changed_only_over_the_revision_read(log_kind, request):
    url = _nats(request, log_kind)

    async def scenario():
        one = await make_log(log_kind, url)
        two = one if log_kind == "memory" else await make_log(log_kind, url)  # JetStream: a client each
        code = new_code()
        try:
            first = await one.lobbies.create(code, {"n": 0})
            with pytest.raises(Taken):
                await two.lobbies.create(code, {"n": 99})
            assert await two.lobbies.get(code) == ({"n": 0}, first)
            assert await one.lobbies.get(new_code()) is None
            second = await two.lobbies.update(code, {"n": 1}, first)
            with pytest.raises(Stale):
                await one.lobbies.update(code, {"n": 99}, first)  # written over what it read: refused

            async def bump(store):  # read, change, write back; again if someone came between
                while True:
                    data, revision = await store.get(code)
                    try:
                        return await store.update(code, {"n": data["n"] + 1}, revision)
                    except Stale:
                        await asyncio.sleep(0)

            stores = [one, two] * 50
            random.Random(3).shuffle(stores)
            await asyncio.gather(*(bump(s.lobbies) for s in stores))
            return second, await one.lobbies.get(code)
        finally:
            for log in {id(one): one, id(two): two}.values():
                await log.close()

    second, (data, revision) = run(scenario())
    assert data == {"n": 101}  # 1, then a hundred increments from two writers: none lost
    assert revision > second


def test_watching_a_lobby_gives_it_now_and_after_each_change(log_kind, request):
    url = _nats(request, log_kind)

    async def scenario():
        log, code = await make_log(log_kind, url), new_code()
        try:
            revision = await log.lobbies.create(code, {"seats": ["Ann"]})
            seen = []

            async def watch():
                async for data in log.lobbies.watch(code):
                    seen.append(data)
                    if len(seen) == 3:
                        return

            watcher = asyncio.create_task(watch())
            await asyncio.sleep(0.2)
            revision = await log.lobbies.update(code, {"seats": ["Ann", "Ben"]}, revision)
            await asyncio.sleep(0.1)
            await log.lobbies.update(code, {"seats": ["Ann", "Ben", "Cy"]}, revision)
            await asyncio.wait_for(watcher, 10)
            return seen
        finally:
            await log.close()

    assert run(scenario()) == [{"seats": ["Ann"]}, {"seats": ["Ann", "Ben"]}, {"seats": ["Ann", "Ben", "Cy"]}]


def test_people_joining_through_two_server_processes_get_one_seat_each_and_see_each_other(log_kind, request):
    # Ann makes a room for 5 on the first process. Six relatives ask for a seat at the same
    # moment, three through each process: four get a seat, no seat twice, two hear "full".
    # Everyone's lobby, on either process, shows all five names. A guest cannot start or seat a
    # bot; Ann starts on the first process, and the game plays to its end across both.
    url = _nats(request, log_kind)

    async def scenario():
        log = await make_log(log_kind, url)
        other = log if log_kind == "memory" else await make_log(log_kind, url)
        async with running_server(log) as one, running_server(other) as two:
            ann = await Client.open(one.url)
            await ann.create("not-a-hat", 5, "Ann")
            await ann.hello()
            await ann.until("lobby")
            guests = [await Client.open((one if i % 2 else two).url) for i in range(6)]
            answers = await asyncio.gather(*(g.join(ann.room, f"G{i}") for i, g in enumerate(guests)))
            seated = [g for g, a in zip(guests, answers, strict=True) if a["type"] == "joined"]
            for g in seated:
                await g.hello()
            full = [a["reason"] for a in answers if a["type"] != "joined"]
            lobbies = [await c.until("lobby", seats=_names_in(ann, answers)) for c in [ann, *seated]]
            await seated[0].send(type="start", room=ann.room, token=seated[0].token)
            refused = (await seated[0].until("rejected"))["reason"]
            await ann.send(type="start", room=ann.room, token=ann.token)
            results = await asyncio.gather(*(play(c, random.Random(i)) for i, c in enumerate([ann, *seated])))
            lasts = [c.last["result"] for c in [ann, *seated]]
            records = await log.read(ann.room)
        for each in {id(log): log, id(other): other}.values():
            await each.close()
        return answers, seated, full, lobbies, refused, results, lasts, records

    answers, seated, full, lobbies, refused, results, lasts, records = run(scenario())
    assert len(seated) == 4 and sorted(g.seat for g in seated) == [1, 2, 3, 4]
    assert full == ["the room is full"] * 2
    assert all(lobby["seats"] == lobbies[0]["seats"] for lobby in lobbies)
    assert refused == "only the host may do that"
    tokens = {s["token"] for s in records[0]["seats"]}
    assert len(tokens) == 5 and None not in tokens  # five people, no bot, every seat its own
    assert all(last == lasts[0] for last in lasts) and sum(results) == len(records) - 1


def _names_in(ann, answers):
    """The lobby's seats once every seated guest is in, in seat order."""
    names = {0: "Ann"} | {a["seat"]: f"G{i}" for i, a in enumerate(answers) if a["type"] == "joined"}
    return [{"name": names[s], "bot": None, "open": False} for s in range(5)]
