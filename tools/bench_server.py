"""Benchmark of the game server (issue 18): ROOMS rooms of 8 people each, every person a
WebSocket client that moves at a person's pace; measured from an action's sending to the moment
the last of the room's 8 seats holds its frame.

    python tools/bench_server.py [--rooms 200] [--seconds 60] [--pace 1.0] [--nats URL] [--client-gc]

The server runs in its own process (as in production); all clients share this one. With
``--pace 0`` every person moves at once when it is their turn: the saturation throughput.
Prints actions per second and the latency percentiles (a report, not a test).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parents[1]
GAME, SEATS = "not-a-hat", 8  # everyone acts in turn; each action reaches all 8 seats


class Room:
    def __init__(self) -> None:
        self.sent: dict[int, float] = {}  # the record an action will make -> when it was sent
        self.got: dict[int, int] = {}  # record -> seats that hold its frame
        self.latencies: list[float] = []


async def person(url: str, room: Room, code: str | None, pace: float, until: float, rng: random.Random,
                 ready: asyncio.Event, joined: list) -> None:
    async with connect(url, max_size=None) as ws:
        if code is None:
            await ws.send(json.dumps({"type": "create", "game": GAME, "players": SEATS, "name": "P0"}))
        else:
            await ws.send(json.dumps({"type": "join", "room": code, "name": f"P{len(joined)}"}))
        me = json.loads(await ws.recv())
        joined.append(me)
        await ws.send(json.dumps({"type": "hello", "room": me["room"], "token": me["token"], "since": 0}))
        ready.set()
        while time.monotonic() < until:
            try:
                frame = json.loads(await asyncio.wait_for(ws.recv(), max(0.1, until - time.monotonic())))
            except TimeoutError:
                break
            if frame.get("type") == "lobby" and code is None and not frame["started"] \
                    and not any(s["open"] for s in frame["seats"]):
                await ws.send(json.dumps({"type": "start", "room": me["room"], "token": me["token"]}))
            if frame.get("type") != "events":
                continue
            seq = frame["seq"]
            room.got[seq] = room.got.get(seq, 0) + 1
            if room.got[seq] == SEATS and seq in room.sent:
                room.latencies.append(time.monotonic() - room.sent.pop(seq))
            if "result" in frame:
                return  # this game is over: the table sits down at a new one
            if me["seat"] not in frame["to_act"] or not frame["legal"]:
                continue
            if pace:
                await asyncio.sleep(rng.uniform(0.5, 1.5) * pace)
            room.sent[seq + 1] = time.monotonic()
            await ws.send(json.dumps({"type": "act", "room": me["room"], "token": me["token"], "seq": seq,
                                      "action": rng.choice(frame["legal"])}))


async def one_room(url: str, pace: float, until: float, seed: int) -> Room:
    """A table of 8 people playing game after game (a new room each time) until ``until``."""
    room = Room()
    rng = random.Random(seed)
    while time.monotonic() < until - 1:
        joined, ready = [], asyncio.Event()
        host = asyncio.create_task(person(url, room, None, pace, until, random.Random(rng.random()), ready, joined))
        await ready.wait()
        code = joined[0]["room"]
        others = []
        for _ in range(SEATS - 1):
            others.append(asyncio.create_task(person(url, room, code, pace, until, random.Random(rng.random()),
                                                     asyncio.Event(), joined)))
            await asyncio.sleep(0.01)
        await asyncio.gather(host, *others, return_exceptions=True)
        room.sent.clear()
        room.got.clear()
    return room


async def bench(url: str, rooms: int, seconds: float, pace: float) -> list[Room]:
    until = time.monotonic() + seconds + rooms * 0.1
    tasks = []
    for i in range(rooms):
        tasks.append(asyncio.create_task(one_room(url, pace, until, i)))
        await asyncio.sleep(0.1)  # rooms open over a while, as families come
    return await asyncio.gather(*tasks)


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rooms", type=int, default=200)
    p.add_argument("--seconds", type=float, default=60.0)
    p.add_argument("--pace", type=float, default=1.0, help="mean seconds a person takes to move (0: at once)")
    p.add_argument("--nats", help="NATS URL: rooms in JetStream (default: in memory)")
    p.add_argument("--client-gc", action="store_true",
                   help="leave the garbage collector of this load generator on (see below)")
    args = p.parse_args(argv)
    if not args.client_gc:
        # This one process stands in for 1,600 apps on 1,600 computers. Its heap is theirs
        # together, and each full sweep of it would stall all of them at once: a pause no real
        # client has (an app's own heap is small), which would be measured as server latency.
        gc.disable()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    cmd = [sys.executable, "-m", "server", "--host", "127.0.0.1", "--port", str(port), "--joins-per-minute", "100000",
           "--connections-per-address", "100000"]  # (1,600 apps from one address: a club behind one router)
    if args.nats:
        cmd += ["--nats", args.nats]
    server = subprocess.Popen(cmd, cwd=ROOT)
    try:
        time.sleep(2)
        started = time.monotonic()
        done = asyncio.run(bench(f"ws://127.0.0.1:{port}", args.rooms, args.seconds, args.pace))
        elapsed = time.monotonic() - started
    finally:
        server.terminate()
        server.wait(timeout=10)
    lat = sorted(x for r in done for x in r.latencies)
    if not lat:
        print("no action was measured")
        return 1

    def pct(q: float) -> float:
        return lat[min(len(lat) - 1, int(q * len(lat)))] * 1000

    print(f"{args.rooms} rooms x {SEATS} seats, {'JetStream' if args.nats else 'memory'} log, pace {args.pace} s"
          f"{', client GC on' if args.client_gc else ''}: "
          f"{len(lat)} actions in {elapsed:.0f} s = {len(lat) / elapsed:.0f} actions/s; to all 8 seats: "
          f"p50 {pct(0.5):.1f} ms, p99 {pct(0.99):.1f} ms, max {lat[-1] * 1000:.1f} ms, "
          f"mean {statistics.mean(lat) * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
