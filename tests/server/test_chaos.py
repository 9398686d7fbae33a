"""Chaos on the compose file's setup: two game-server processes (``present-company-server --nats
... --replicas 3``) on a 3-node JetStream cluster, a game of Secret Santa played through one of
them (Ann and Ben playing random legal moves, a bot in the third seat) and watched through the
other (a spectator). Mid-game the node leading the rooms' stream is killed; later the server
process the players are connected to is killed, and they reconnect through the other one, which
picks the room up from the log. The game finishes; each client received every record once, the
same as the log holds (the room replayed from the log makes the same frames), the stream holds
each record once; no two consecutive moves are more than 10 s apart ("any one node may fail"
means play goes on: the one pause is the election of a new leader, 4-9 s in nats-server); and
once the dead node is back and has caught up, the three nodes' files hold the same records.

Runs on each nats-server of tests/server/nats_cluster.py (Debian's, and the release of
deploy/compose.yaml). The figures measured are printed (run with ``-s`` to see them)."""

from __future__ import annotations

import asyncio
import json
import os
import random
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest
from websockets.asyncio.client import connect as ws_connect

from engine.wire import encode
from server.nats_log import PREFIX, STREAM
from server.room import Room

from .client import Client
from .nats_cluster import all_current, cluster, connect, stream_leader  # noqa: F401 (cluster: a fixture)

ROOT = Path(__file__).resolve().parents[2]
STALL = 10.0  # seconds: the longest wait between two moves that play may see
NODE_KILL_AT = 25  # records in the log when the stream leader is killed ...
PROCESS_KILL_AT = 70  # ... and when the players' server process is
PACE = 0.03  # seconds a player thinks (the server allows 30 messages a second)
GAME_LIMIT = 120.0  # seconds the whole game may take before the test gives up (it takes about 20)


def _start_server(url: str, folder: Path, name: str) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p)}
    err = open(folder / f"{name}.err", "w")  # noqa: SIM115 (kept open by the child)
    proc = subprocess.Popen([sys.executable, "-m", "server", "--host", "127.0.0.1", "--port", "0", "--nats", url,
                             "--replicas", "3"], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=err, text=True)
    err.close()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and proc.poll() is None:
        if select.select([proc.stdout], [], [], 0.2)[0]:
            line = proc.stdout.readline()
            if "listening on ws://" in line:
                return proc, "ws://" + line.split("ws://")[1].split(",")[0]
    proc.kill()
    pytest.fail(f"server {name} did not start: {(folder / f'{name}.err').read_text()[-2000:]}")


class Player:
    """A client that plays random legal moves for its seat (or only watches), reconnecting
    through whichever server is current when its connection drops; it keeps every record's
    events it receives, by number."""

    def __init__(self, game: Game, client: Client, seed: int) -> None:
        self.game, self.client, self.rng = game, client, random.Random(seed)
        self.seen: dict[int, list] = {}
        self.twice: list[int] = []
        self.result = None
        self.acted_at: int | None = None

    async def run(self) -> None:
        c = self.client
        while self.result is None:
            try:
                frame = await c.recv(timeout=3 * STALL)
            except TimeoutError:
                raise AssertionError(f"seat {c.seat}: nothing came for {3 * STALL:.0f} s at record {c.seq}") from None
            except Exception:  # the server process died: come back through the other one
                c.ws = await ws_connect(self.game.url, max_size=None)
                await c.hello(since=c.seq)
                self.game.reconnects += 1
                self.acted_at = None  # (a move sent to the process that died may never have landed)
                continue
            self.note(frame)
            if frame["type"] in ("rejected", "error"):
                await asyncio.sleep(0.2)
                self.acted_at = None
            if c.my_move() and self.acted_at != c.seq:
                self.acted_at = c.seq
                await asyncio.sleep(PACE)
                try:
                    await c.send(type="act", room=c.room, token=c.token, seq=c.seq,
                                 action=self.rng.choice(c.last["legal"]))
                except Exception:  # (its server died: the next receive finds out and reconnects)
                    pass

    def note(self, frame: dict) -> None:
        if frame["type"] == "events":
            number = frame["seq"]
            if number in self.seen:
                self.twice.append(number)
            self.seen[number] = frame["events"]
            self.game.arrived(number)
        if frame["type"] in ("events", "snapshot") and "result" in frame:
            self.result = frame["result"]


class Game:
    def __init__(self) -> None:
        self.url = ""
        self.reconnects = 0
        self.newest = 0
        self.arrivals: list[tuple[float, int]] = [(time.monotonic(), 0)]
        self.marks: dict[str, float] = {}
        self.end = 10**9  # the number of the game's last record, once known
        self.version = ""

    def arrived(self, number: int) -> None:
        if number > self.newest:
            self.newest = number
            self.arrivals.append((time.monotonic(), number))

    def longest_stall(self, after: float = 0.0, before: float = float("inf")) -> float:
        """The longest wait between two new records that ended after ``after`` and began before ``before``."""
        gaps = [(t1 - t0) for (t0, _), (t1, _) in zip(self.arrivals, self.arrivals[1:], strict=False)
                if t1 > after and t0 < before]
        return max(gaps, default=0.0)

    def summary(self) -> str:
        now = time.monotonic()
        node, process = self.marks.get("node", now), self.marks.get("process", now)
        waiting = now - self.arrivals[-1][0] if self.newest < self.end else 0.0  # (a game that stopped)
        stalls = {"overall": max(self.longest_stall(), waiting), "node kill": self.longest_stall(node, process),
                  "process kill": self.longest_stall(process)}
        return (f"chaos on {self.version}: {self.newest} records; node {self.marks.get('node_name', '-')} killed at "
                f"record {NODE_KILL_AT}, server A at record {PROCESS_KILL_AT}; {self.reconnects} reconnects; "
                "longest stall " + ", ".join(f"{k} {v:.2f} s" for k, v in stalls.items())
                + "; longest waits (s, the record that ended it): "
                + ", ".join(f"{g:.2f} #{n}" for g, n in self.gaps()))

    def gaps(self, count: int = 5) -> list[tuple[float, int]]:
        """The longest waits, each with the record that ended it."""
        return sorted(((t1 - t0, n1) for (t0, _), (t1, n1) in zip(self.arrivals, self.arrivals[1:], strict=False)),
                      reverse=True)[:count]


def test_a_game_goes_on_when_the_stream_leader_and_a_server_process_die(cluster, tmp_path):  # noqa: F811
    game = Game()
    game.version = cluster.version()

    async def scenario() -> dict:
        log = await connect(cluster.url)  # (the stream and the lobby bucket exist before the servers start)
        a, url_a = _start_server(cluster.url, tmp_path, "A")
        b, url_b = _start_server(cluster.url, tmp_path, "B")
        game.url = url_a
        try:
            ann, ben = await Client.open(url_a), await Client.open(url_a)
            await ann.create("secret-santa", 3, "Ann")
            await ben.join(ann.room, "Ben")
            await ann.send(type="start", room=ann.room, token=ann.token)
            cat = await Client.open(url_b)  # the spectator, on the other process
            cat.room = ann.room
            for c in (ann, ben, cat):
                await c.hello(token=c.token)
            players = [Player(game, c, seed) for seed, c in enumerate((ann, ben, cat))]
            game.arrivals = [(time.monotonic(), 0)]  # (the stalls are counted from here: the servers have started)
            tasks = [asyncio.create_task(p.run()) for p in players]

            async def chaos() -> None:
                while game.newest < NODE_KILL_AT:
                    await asyncio.sleep(0.01)
                leader = await stream_leader(log, STREAM)
                game.marks["node"] = time.monotonic()
                cluster.kill(leader)
                game.marks["node_name"] = leader
                while game.newest < PROCESS_KILL_AT:
                    await asyncio.sleep(0.01)
                game.url = url_b
                game.marks["process"] = time.monotonic()
                a.kill()
                a.wait(timeout=10)

            chaos_task = asyncio.create_task(chaos())
            try:
                await asyncio.wait_for(asyncio.gather(*tasks), GAME_LIMIT)
            except TimeoutError:
                raise AssertionError(f"the game did not end in {GAME_LIMIT:.0f} s") from None
            game.end = game.newest
            assert chaos_task.done(), f"the game ended at record {game.newest}, before both kills"
            await chaos_task
            records = await log.read(ann.room)
            cluster.start([game.marks["node_name"]])  # the dead node comes back and catches up
            for mark in ("MARK01", "MARK02"):  # (a follower stores a record once a later one says it is agreed)
                await log._js.publish(PREFIX + mark, b"-", stream=STREAM)
                await all_current(log, STREAM)
            info = await log._js.stream_info(STREAM, subjects_filter=PREFIX + ann.room)
            stored = (info.state.subjects or {}).get(PREFIX + ann.room)
            for c in (ann, ben, cat):
                await c.close()
            return {"players": players, "records": records, "stored": stored, "room": ann.room}
        finally:
            for proc in (a, b):
                if proc.poll() is None:
                    proc.kill()
                proc.wait(timeout=10)
            await log.close()

    try:
        out = asyncio.run(scenario())
    finally:
        print("\n" + game.summary())
    players, records = out["players"], out["records"]
    cluster.stop(gently=True)
    for node in cluster.names:  # every node holds the same records, each once, in order
        assert cluster.stored(node, STREAM) == [{"#": n, "r": r} for n, r in enumerate(records, 1)], node
    replayed = Room.replay(out["room"], records)
    assert replayed.session is not None and replayed.session.state.is_over()
    assert out["stored"] == len(records) == replayed.seq  # every record once in the stream
    for player in players:
        seat = player.client.seat
        assert player.twice == [], f"seat {seat} got records {player.twice} twice"
        assert sorted(player.seen) == list(range(1, len(records) + 1)), f"seat {seat} missed records"
        for number, events in player.seen.items():
            assert events == json.loads(json.dumps(replayed.frame_for(seat, number)["events"])), number
        assert player.result == json.loads(json.dumps(encode(replayed.session.state.result())))
    assert game.longest_stall() < STALL, game.summary()
