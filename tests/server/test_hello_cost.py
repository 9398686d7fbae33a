"""A hello costs the server a bounded amount (attack review, finding 1): one that asks for more
than MISSED_KEPT missed records, a spectator's from record 0 among them, gets the view now (a
snapshot), not every record of an 800-record game; and every address has a budget of costly
requests, so three connections sending hellos as fast as they may cannot starve other rooms.
A room's own people draw on a budget of their own, which a stranger on their address cannot empty."""

import asyncio

from server import service
from server.log import MemoryLog

from .abuse import long_game
from .client import Client, running_server
from .test_service import run


async def answer(client):
    """The answer to a hello: a snapshot, or why not (presence news in between is skipped)."""
    while (frame := await client.recv())["type"] == "presence":
        pass
    return frame


def test_a_hello_from_long_ago_gets_the_view_now_not_every_record():
    async def scenario():
        log = MemoryLog()
        code, token, seq = await long_game(log, records=800)
        async with running_server(log) as server:
            spectator, person, back = [await Client.open(server.url) for _ in range(3)]
            for client, (tok, since) in ((spectator, (None, 0)), (person, (token, 0)), (back, (token, seq - 5))):
                client.room = code
                await client.hello(since=since, token=tok)
                await client.until("snapshot")
            return seq, spectator.frames, person.frames, back.frames

    seq, spectator, person, back = run(scenario())
    assert seq >= 800
    assert [f["type"] for f in spectator] == ["snapshot"] and spectator[0]["seat"] is None
    assert [f["type"] for f in person] == ["snapshot"] and person[0]["seq"] == seq and "view" in person[0]
    # a person who missed a few records still gets them (to animate), then the view now
    assert [f["seq"] for f in back] == [*range(seq - 4, seq + 1), seq]
    assert all(f.get("replay") for f in back[:-1]) and back[-1]["type"] == "snapshot"


def test_an_address_flooding_hellos_is_slowed_and_the_rooms_own_people_are_not():
    async def scenario():
        log = MemoryLog()
        code, token, _seq = await long_game(log, records=200)
        async with running_server(log) as server:
            flooders = [await Client.open(server.url) for _ in range(4)]
            for f in flooders:
                f.room = code
                for _ in range(40):  # (each connection stays under its own message rate)
                    await f.hello(token=None)
            answers = [await answer(f) for f in flooders for _ in range(40)]
            # the person who plays in the room, on the same address, says hello all the same
            person = await Client.open(server.url)
            person.room, person.token = code, token
            await person.hello(since=0)
            mine = await answer(person)
            # and so does a spectator from another house
            other = await Client.open(server.url, source="127.0.0.2")
            other.room = code
            await other.hello(token=None)
            theirs = await answer(other)
            return answers, mine, theirs

    answers, mine, theirs = run(scenario())
    served = sum(1 for a in answers if a["type"] == "snapshot")
    slowed = [a for a in answers if a["type"] == "rejected"]
    assert len(answers) == 160
    assert served <= service.JOINS_PER_MINUTE + 5  # (a few more refill while the test runs)
    assert len(slowed) == 160 - served and all(a["reason"] == "too many messages: slow down" for a in slowed)
    assert mine["type"] == "snapshot" and mine["seat"] == 0
    assert theirs["type"] == "snapshot"


def test_a_slowed_address_gets_its_budget_back_as_the_minute_goes(monkeypatch):
    monkeypatch.setattr(service, "JOINS_PER_MINUTE", 30)  # one every two seconds

    async def scenario():
        log = MemoryLog()
        code, _token, _seq = await long_game(log, records=100)
        async with running_server(log) as server:
            spectator = await Client.open(server.url)
            spectator.room = code
            kinds = []
            for _ in range(40):
                await spectator.hello(token=None)
                kinds.append((await answer(spectator))["type"])
            await asyncio.sleep(2.5)
            await spectator.hello(token=None)
            kinds.append((await answer(spectator))["type"])
            return kinds

    kinds = run(scenario())
    assert kinds[:30] == ["snapshot"] * 30 and kinds[30:40] == ["rejected"] * 10
    assert kinds[40] == "snapshot"


def test_hellos_at_the_same_record_share_one_snapshot(monkeypatch):
    from server.room import Room

    made = []
    snapshot = Room.snapshot
    monkeypatch.setattr(Room, "snapshot", lambda self, seat: made.append(seat) or snapshot(self, seat))

    async def scenario():
        log = MemoryLog()
        code, token, _seq = await long_game(log, records=100)
        async with running_server(log) as server:
            answers = []
            for source in ("127.0.0.2", "127.0.0.3", "127.0.0.4"):  # spectators of three houses
                spectator = await Client.open(server.url, source=source)
                spectator.room = code
                await spectator.hello(token=None)
                answers.append(await answer(spectator))
            person = await Client.open(server.url)
            person.room, person.token = code, token
            await person.hello(since=0)
            answers.append(await answer(person))
            return answers

    answers = run(scenario())
    assert [a["type"] for a in answers] == ["snapshot"] * 4
    assert answers[0] == answers[1] == answers[2] and answers[3]["seat"] == 0
    assert made == [None, 0]  # made once for the spectators, once for the seat
