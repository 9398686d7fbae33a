"""One address doing its worst through the real server cannot hurt the other rooms (issue 34):
while it floods hellos, leaves its queues unread, opens connection after connection, guesses
room codes or sends frames of nested brackets (tests/server/abuser.py, a process of its own on
127.0.0.66), three rooms of people from other addresses play on, and their moves (from sending
to their frame coming back) are timed before and during the abuse. Each test is bounded (four
seconds of abuse) and compares the p99 with a bound (abuse.within_goal); the figures go to
$PRESENTCO_ABUSE_FIGURES."""

import asyncio
import random
import socket

from server import connection, gate, service
from server.log import MemoryLog

from .abuse import ABUSER, long_game, tracebacks, under_abuse, within_goal
from .client import Client, running_server
from .test_service import run


def test_a_flood_of_hellos_from_one_address_leaves_the_other_rooms_quick(capfd):
    async def scenario():
        log = MemoryLog()
        code, _token, _seq = await long_game(log, records=800)
        async with running_server(log) as server:
            return await under_abuse(server.url, "hello", code)

    before, during, moves, answered = run(scenario())
    assert within_goal("hello flood", before, during, moves, answered)
    # the address was served a budget's worth of snapshots (and a few that refilled), not one a hello
    assert answered["snapshot"] <= service.JOINS_PER_MINUTE + 10
    assert answered["too many messages: slow down"] > answered["snapshot"]
    assert tracebacks(*capfd.readouterr()) == 0


def test_spectators_that_never_read_are_cut_and_the_other_rooms_play_on(capfd, monkeypatch):
    monkeypatch.setattr(connection, "QUEUE_MESSAGES", 64)  # (smaller bounds: reached in the seconds of a test)
    monkeypatch.setattr(connection, "QUEUE_BYTES", 64 * 1024)
    async def scenario():
        async with running_server(MemoryLog()) as server:
            host = await Client.open(server.url, source="127.0.0.40")
            await host.create("secret-santa", 8, "Ann")
            for seat in range(1, 8):
                await host.send(type="bot", room=host.room, token=host.token, seat=seat, level="easy")
            await host.hello()
            await host.until("lobby")
            await host.send(type="start", room=host.room, token=host.token)
            seen = {"largest": 0, "cut": 0}

            async def watch():  # the server's side of the sinks
                spectators = set()
                while len(spectators) < 20 or any(c in server.watchers.get(host.room, ()) for c in spectators):
                    for c in list(server.watchers.get(host.room, ())):
                        if c.seat is None and c not in spectators:  # a small buffer, as to a slow line far away
                            sock = c.ws.transport.get_extra_info("socket")
                            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
                            spectators.add(c)
                    seen["largest"] = max([seen["largest"], *(c.waiting for c in spectators)])
                    await asyncio.sleep(0.02)
                    if host.last and "result" in host.last:
                        break
                seen["cut"] = sum(1 for c in spectators if c.behind is not None)
                seen["left"] = sum(c.waiting for c in spectators)
                seen["seq"] = host.seq

            async def host_plays():  # a move every 20 ms: frames all along
                rng = random.Random(1)
                while not (host.last and "result" in host.last):
                    await host.recv(20)
                    if host.my_move():
                        await asyncio.sleep(0.02)
                        await host.send(type="act", room=host.room, token=host.token, seq=host.seq,
                                        action=rng.choice(host.last["legal"]))

            playing = asyncio.create_task(host_plays())
            figures = await under_abuse(server.url, "sink", host.room, during=watch)
            playing.cancel()
            return figures, seen

    (before, during, moves, answered), seen = run(scenario())
    assert within_goal("never-reading spectators", before, during, moves, answered)
    assert answered["sinks"] == 20
    assert 0 < seen["largest"] <= connection.QUEUE_BYTES
    assert seen["cut"] > 0 and seen["left"] == 0, seen
    assert tracebacks(*capfd.readouterr()) == 0


def test_a_flood_of_connections_from_one_address_is_capped_and_nobody_else_is_refused(capfd, caplog):
    async def scenario():
        async with running_server(MemoryLog()) as server:
            figures = await under_abuse(server.url, "connect")
            other = await Client.open(server.url, source="127.0.0.41")  # someone else still gets in
            return figures, await other.create("not-a-hat", 3, "Zoe")

    (before, during, moves, answered), zoe = run(scenario())
    assert within_goal("connection flood", before, during, moves, answered)
    assert answered.get("served", 0) <= service.CONNECTIONS_PER_ADDRESS
    assert answered.get("refused", 0) + answered.get("cut", 0) > 3 * service.CONNECTIONS_PER_ADDRESS
    assert zoe["type"] == "created"
    err = capfd.readouterr().err
    assert tracebacks(err, caplog.text) == 0
    assert err.count("the next are refused") == 1  # one line, however many were refused


def test_a_code_guesser_is_slowed_on_every_message_kind_and_its_household_still_plays(monkeypatch, capfd):
    monkeypatch.setattr(gate, "LOCKED_PAUSE", 2.0)
    household = {}

    async def scenario():
        async with running_server(MemoryLog()) as server:
            cousin = await Client.open(server.url, source="127.0.0.42")  # a room in another house
            await cousin.create("not-a-hat", 4, "Cousin")

            async def relatives():  # on the guesser's address, once it is past its failed lookups
                await asyncio.sleep(1.5)
                sister = await Client.open(server.url, source=ABUSER)
                household["create"] = await sister.create("not-a-hat", 3, "Sister")
                brother = await Client.open(server.url, source=ABUSER)
                household["join"] = await brother.join(cousin.room, "Brother")

            return await under_abuse(server.url, "guess", seconds=5.0, during=relatives)

    before, during, moves, answered = run(scenario())
    assert within_goal("code guesser", before, during, moves, answered)
    assert household["create"]["type"] == "created" and household["join"]["type"] == "joined"
    looked_up = {k: n for k, n in answered.items() if k.endswith(": no such room")}
    # every kind of message counts against one budget: a budget's worth of misses, then about one
    # answer a pause for each of its 16 connections (not the hundreds a second it asked for)
    assert len(looked_up) >= 3
    assert sum(looked_up.values()) <= service.FAILED_LOOKUPS_PER_MINUTE + 16 * (5.0 / gate.LOCKED_PAUSE + 2)
    assert answered["too many attempts from this address: wait a minute"] >= 16
    assert tracebacks(*capfd.readouterr()) == 0


def test_frames_of_nested_brackets_are_refused_in_one_log_line_and_the_other_rooms_play_on(capfd):
    async def scenario():
        async with running_server(MemoryLog()) as server:
            return await under_abuse(server.url, "deep")

    before, during, moves, answered = run(scenario())
    assert within_goal("nested brackets", before, during, moves, answered)
    assert set(answered) == {"messages nest at most 48 deep", "seconds"}
    assert answered["messages nest at most 48 deep"] > 50
    err = capfd.readouterr().err
    assert tracebacks(err) == 0 and "RecursionError" not in err
    assert err.count("nest at most") == 1
