"""The action log's contract, the same on the in-memory log and on NATS JetStream (issue 18):
appends land only at the position expected, of racing appends exactly one wins, reads and
follows give every record once and in order, and a second client of the log sees the same."""

import asyncio
import random

from server.log import Conflict
from server.room import new_code

from .client import make_log


def run(coro):
    return asyncio.run(coro)


def _nats(request, kind):
    return request.getfixturevalue("nats_url") if kind == "jetstream" else None


def test_appends_land_only_where_expected_and_read_back_in_order(log_kind, request):
    url = _nats(request, log_kind)

    async def scenario():
        log, room = await make_log(log_kind, url), new_code()
        try:
            assert await log.read(room) == []
            assert await log.append(room, 0, {"n": 1}) == 1
            assert await log.append(room, 1, {"n": 2}) == 2
            for wrong in (0, 1, 3):
                try:
                    await log.append(room, wrong, {"n": "x"})
                    raise AssertionError(f"an append expecting {wrong} records went through")
                except Conflict as c:
                    assert c.last == 2
            assert await log.read(room) == [{"n": 1}, {"n": 2}]
            assert await log.read(room, 1) == [{"n": 2}]
            assert room in await log.rooms()
        finally:
            await log.close()

    run(scenario())


def test_of_a_thousand_racing_appends_exactly_one_wins_even_from_two_clients(log_kind, request):
    url = _nats(request, log_kind)

    async def scenario():
        one = await make_log(log_kind, url)
        two = one if log_kind == "memory" else await make_log(log_kind, url)
        room = new_code()
        try:
            await one.append(room, 0, {"t": "setup"})
            await two.read(room)
            writers = [one, two] * 500
            random.Random(1).shuffle(writers)
            results = await asyncio.gather(*(w.append(room, 1, {"n": i}) for i, w in enumerate(writers)),
                                           return_exceptions=True)
            records = await two.read(room)
        finally:
            await one.close()
            if two is not one:
                await two.close()
        return results, records

    results, records = run(scenario())
    assert [r for r in results if not isinstance(r, Conflict)] == [2]
    assert len(records) == 2 and records[1]["n"] in range(1000)


def test_a_follower_gets_every_record_once_in_order_as_they_come(log_kind, request):
    url = _nats(request, log_kind)

    async def scenario():
        writer = await make_log(log_kind, url)
        reader = writer if log_kind == "memory" else await make_log(log_kind, url)
        room, got = new_code(), []
        try:
            await writer.append(room, 0, {"n": 1})
            await writer.append(room, 1, {"n": 2})

            async def follow():
                async for number, record in reader.follow(room, 1):
                    got.append((number, record["n"]))
                    if number == 5:
                        return

            task = asyncio.create_task(follow())
            for n in (3, 4, 5):
                await asyncio.sleep(0.05)
                await writer.append(room, n - 1, {"n": n})
            await asyncio.wait_for(task, 10)
        finally:
            await writer.close()
            if reader is not writer:
                await reader.close()
        return got

    assert run(scenario()) == [(2, 2), (3, 3), (4, 4), (5, 5)]
