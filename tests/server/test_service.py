"""The game server over real WebSockets (issue 18): what every client receives is exactly what
its seat may know; simultaneous actions resolve to one winner and the others resync; a client
that drops comes back where it left; bad tokens, wrong seats, malformed or oversized messages,
floods and guessed room codes are refused and change nothing."""

import asyncio
import json
import random

import pytest
from websockets.exceptions import ConnectionClosed

from server.log import MemoryLog
from server.room import Room
from tests.registry import engine_games, seated, small

from .client import Client, ann_and_ben, make_log, running_server


def run(coro):
    return asyncio.run(coro)


async def play(client: Client, rng: random.Random, stop_after=None):
    """Receive frames; whenever it is this client's move, send a random legal action. Returns
    at the result (or after ``stop_after`` moves)."""
    moves = 0
    if client.last and client.my_move():  # a snapshot already read says it is our move
        await client.send(type="act", room=client.room, token=client.token, seq=client.seq,
                          action=rng.choice(client.last["legal"]))
        moves += 1
    while not (client.last and "result" in client.last):
        frame = await client.recv(20)
        if frame["type"] == "rejected" and frame.get("seq") is not None:
            await client.hello(since=client.seq)  # resync, then go on
            continue
        if frame["type"] == "error" and frame["reason"].startswith("too many"):
            await asyncio.sleep(1)  # a machine-fast player slows down, then resyncs
            await client.hello(since=client.seq)
            continue
        if frame["type"] in ("events", "snapshot") and "view" in frame and client.my_move():
            if stop_after is not None and moves >= stop_after:
                return moves
            await client.send(type="act", room=client.room, token=client.token, seq=client.seq,
                              action=rng.choice(client.last["legal"]))
            moves += 1
    return moves


def expected_frames(records, code):
    """Every record's frame for every seat, made afresh from the log (the truth)."""
    out = {}
    room = Room(code, "", {}, [])
    for number, record in enumerate(records, 1):
        room.ingest(number, record)
        for seat in [*range(len(room.seats)), None]:
            out[number, seat] = room.frame_for(seat, number)
    return out


@pytest.mark.parametrize("game_id,players", seated(engine_games(), small))
def test_every_frame_is_the_seats_view_and_events_and_a_game_plays_to_its_end(game_id, players):
    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            host, guest, watcher = [await Client.open(server.url) for _ in range(3)]
            await host.create(game_id, players, "Ann")
            assert (await guest.join(host.room, "Ben"))["seat"] == 1
            watcher.room = host.room
            for c in (host, guest):
                await c.hello()
                await c.until("lobby")
            await watcher.hello(token=None)
            await watcher.until("lobby")
            await host.send(type="start", room=host.room, token=host.token)
            await asyncio.gather(play(host, random.Random(1)), play(guest, random.Random(2)))
            for c in (host, guest, watcher):
                await c.drain()
            records = await log.read(host.room)
            return host, guest, watcher, records

    host, guest, watcher, records = run(scenario())
    truth = expected_frames(records, host.room)
    seed = str(records[0]["seed"])
    for client, seat in ((host, 0), (guest, 1), (watcher, None)):
        frames = [f for f in client.frames if f["type"] == "events"]
        assert [f["seq"] for f in frames] == list(range(1, len(records) + 1))  # each once, in order
        for frame in frames:
            assert frame == truth[frame["seq"], seat]
        text = json.dumps(client.frames)
        assert seed not in text and '"token"' not in text.replace(f'"token": "{client.token}"', "")
    assert "result" in [f for f in watcher.frames if f["type"] == "events"][-1]


def test_simultaneous_actions_on_two_server_processes_give_one_winner_and_the_others_resync(log_kind, request):
    # One log, two servers (as two processes would share JetStream). Ann has the table open on
    # ten devices, five on each server, and every one of them plays at once, at every move:
    # exactly one action per position is accepted, the rest are told "stale" and resync, and
    # every device sees exactly the log, in order, nothing rejected.
    url = request.getfixturevalue("nats_url") if log_kind == "jetstream" else None

    async def scenario():
        log = await make_log(log_kind, url)
        other = log if log_kind == "memory" else await make_log(log_kind, url)  # JetStream: a client each
        async with running_server(log) as one, running_server(other) as two:
            host = await Client.open(one.url)
            await host.create("not-a-hat", 4, "Ann")
            devices = [await Client.open((one if i % 2 else two).url) for i in range(10)]
            for d in devices:
                d.room, d.token, d.seat = host.room, host.token, host.seat
            await devices[1].hello()
            await devices[1].until("lobby")
            await host.send(type="start", room=host.room, token=host.token)
            await devices[1].until("events")
            for d in devices[::2] + devices[3::2]:  # (the second server rebuilds the room from the log)
                await d.hello()
            await asyncio.gather(*(play(d, random.Random(i)) for i, d in enumerate(devices)))
            for d in devices:
                await d.drain()
            records = await log.read(host.room)
        for each in {id(log): log, id(other): other}.values():
            await each.close()
        return devices, records

    devices, records = run(scenario())
    stale = sum(1 for d in devices for f in d.frames if f["type"] == "rejected" and f["reason"] == "stale")
    assert stale >= 9  # every move of Ann's has nine losers (more when a loser retries late)
    truth = expected_frames(records, devices[0].room)
    for d in devices:
        live = [f for f in d.frames if f["type"] == "events" and not f.get("replay")]
        seen = [f["seq"] for f in d.frames if f["type"] == "events"]
        assert sorted(set(seen)) == list(range(min(seen), len(records) + 1))  # no gap, nothing beyond the log
        wrong = [(f, truth[f["seq"], 0]) for f in live if f != truth[f["seq"], 0]]
        assert wrong == []  # each is the log's own record


def test_a_client_that_drops_resumes_from_its_last_frame():
    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            host, guest = await ann_and_ben(server.url, "presents-of-mine", 4)  # where everyone moves every round
            await host.send(type="start", room=host.room, token=host.token)
            # Ben plays a little, then his connection drops (on his own move) while Ann waits
            ann = asyncio.create_task(play(host, random.Random(1)))
            await play(guest, random.Random(2), stop_after=2)
            last_seen = guest.seq
            await guest.close()
            back = await Client.open(server.url)
            back.room, back.token, back.seat = guest.room, guest.token, guest.seat
            await back.hello(since=last_seen - 2)  # it also lost its last two frames
            snapshot = await back.until("snapshot")
            missed = [f for f in back.frames if f["type"] == "events"]
            await asyncio.gather(ann, play(back, random.Random(4)))
            return last_seen - 2, snapshot, missed, await log.read(host.room), back

    last_seen, snapshot, missed, records, back = run(scenario())
    assert [f["seq"] for f in missed] == list(range(last_seen + 1, snapshot["seq"] + 1))
    assert snapshot["seat"] == 1 and "view" in snapshot
    live = [f["seq"] for f in back.frames if f["type"] == "events" and not f.get("replay")]
    assert live == list(range(snapshot["seq"] + 1, len(records) + 1))  # nothing lost or repeated


def test_bad_tokens_wrong_seats_bad_messages_floods_and_guessed_codes_change_nothing():
    async def scenario():
        log = MemoryLog()
        async with running_server(log) as server:
            host, guest, stranger = [await Client.open(server.url) for _ in range(3)]
            await host.create("not-a-hat", 4, "Ann", settings={"first": 0})  # Ann begins
            await guest.join(host.room, "Ben")
            for c in (host, guest):
                await c.hello()
                await c.until("lobby")
            await host.send(type="start", room=host.room, token=host.token)
            ben = asyncio.create_task(play(guest, random.Random(2)))  # Ben plays his own moves
            await host.until("events")
            while not host.my_move() and "result" not in host.last:
                await host.recv()
            before = len(await log.read(host.room))
            answers = []
            legal = host.last["legal"][0]
            for message in (
                {"type": "act", "room": host.room, "token": "x" * 22, "seq": host.seq, "action": legal},
                {"type": "act", "room": host.room, "token": guest.token, "seq": host.seq, "action": legal},
                {"type": "act", "room": host.room, "token": host.token, "seq": host.seq, "action": {"$": "x"}},
                {"type": "act", "room": host.room, "token": host.token, "seq": host.seq, "action": "accept"},
                {"type": "start", "room": host.room, "token": guest.token},
                {"type": "hello", "room": host.room, "token": "nope", "since": 0},
                {"type": "act", "room": "ZZZZZZ", "token": host.token, "seq": 1, "action": 1},
                {"type": "explode"}, [1, 2], "not json",
            ):
                await stranger.ws.send(message if isinstance(message, str) else json.dumps(message))
                answers.append(await stranger.recv())
            after = len(await log.read(host.room))
            # guessing codes: refused, then rate-limited
            guesses = []
            for i in range(25):
                await stranger.send(type="join", room=f"QQQQQ{'ACDEFHJKLMNPQRTUVWXY34679'[i]}", name="x")
                guesses.append((await stranger.recv())["reason"])
            # flooding: a burst far over the limit is answered "slow down" and ignored
            flood = await Client.open(server.url)
            for _ in range(300):
                await flood.send(type="explode")
            await asyncio.sleep(0.3)
            await flood.drain()
            # an oversized frame closes that connection
            big = await Client.open(server.url)
            await big.ws.send("x" * (200 * 1024))
            with pytest.raises(ConnectionClosed):
                await big.recv(5)
            code = big.ws.close_code
            # and the server still serves everyone else
            await host.send(type="act", room=host.room, token=host.token, seq=host.seq, action=host.last["legal"][0])
            moved = await host.until("events")
            ben.cancel()
            return answers, before, after, guesses, flood.frames, code, moved

    answers, before, after, guesses, flood_frames, code, moved = run(scenario())
    assert after == before
    assert [a["type"] for a in answers] == ["rejected"] * 7 + ["error"] * 3
    assert [a["reason"] for a in answers[:3]] == ["that seat token is not one of this room's", "it is not your move",
                                                  "not an action of this game"]
    assert answers[4]["reason"] == "only the host may do that"
    assert guesses.count("no such room") >= 15 and guesses[-1].startswith("too many attempts")
    assert sum(1 for f in flood_frames if f.get("reason", "").startswith("too many messages")) >= 200
    assert code == 1009  # "message too big"
    assert moved["seq"] == before + 1 or moved["seq"] > before


def test_a_game_survives_a_killed_server_process_and_a_full_restart_on_jetstream(nats_url, tmp_path):
    # Two server processes share the rooms in JetStream. Ann and Ben play on the first; it is
    # killed mid-game; both resume on the second from their last frame; then every server is
    # stopped, a new one starts, and they finish the game there. Nothing is lost or repeated.
    import signal
    import subprocess
    import sys

    errors = tmp_path / "stderr.txt"

    def start():
        with open(errors, "a") as err:
            proc = subprocess.Popen([sys.executable, "-m", "server", "--host", "127.0.0.1", "--port", "0",
                                     "--nats", nats_url], stdout=subprocess.PIPE, stderr=err, text=True)
        line = proc.stdout.readline()
        assert "listening on ws://" in line, errors.read_text()
        return proc, "ws://" + line.split("ws://")[1].split(",")[0]

    async def moved_to(client, url):
        fresh = await Client.open(url)
        fresh.room, fresh.token, fresh.seat, fresh.frames = client.room, client.token, client.seat, client.frames
        fresh.seq, fresh.last = client.seq, client.last
        await fresh.hello(since=client.seq)
        await fresh.until("snapshot")
        return fresh

    async def play_a_while(ann, ben, seed):
        """Three moves of Ann's (Ben answering his own), to a moment when it is Ann's move."""
        his = asyncio.create_task(play(ben, random.Random(seed + 1)))
        await play(ann, random.Random(seed), stop_after=3)
        his.cancel()
        await asyncio.gather(his, return_exceptions=True)

    procs = [start(), start()]
    try:
        async def scenario():
            (_, first), (_, second) = procs
            ann, ben = await Client.open(first), await Client.open(first)
            await ann.create("presents-of-mine", 4, "Ann")
            await ben.join(ann.room, "Ben")
            for c in (ann, ben):
                await c.hello()
                await c.until("lobby")
            await ann.send(type="start", room=ann.room, token=ann.token)
            await play_a_while(ann, ben, 1)
            procs[0][0].send_signal(signal.SIGKILL)  # the first server dies mid-game
            procs[0][0].wait()
            ann, ben = await moved_to(ann, second), await moved_to(ben, second)
            await play_a_while(ann, ben, 3)
            procs[1][0].terminate()  # and now every server stops
            procs[1][0].wait()
            procs.append(start())
            ann, ben = await moved_to(ann, procs[2][1]), await moved_to(ben, procs[2][1])
            await asyncio.gather(play(ann, random.Random(5)), play(ben, random.Random(6)))
            for c in (ann, ben):
                await c.close()
            return ann, ben

        ann, ben = run(scenario())
    finally:
        for proc, _ in procs:
            if proc.poll() is None:
                proc.terminate()
                proc.wait(timeout=10)
    assert "Traceback" not in errors.read_text(), errors.read_text()
    for c in (ann, ben):
        assert "result" in c.last
        live = [f["seq"] for f in c.frames if f["type"] == "events"]
        snapshots = [f["seq"] for f in c.frames if f["type"] == "snapshot"]
        assert len(snapshots) == 2
        # every record reached the client once: live, or replayed after a move of server
        assert sorted(live) == list(range(1, c.last["seq"] + 1)) and len(live) == len(set(live))
