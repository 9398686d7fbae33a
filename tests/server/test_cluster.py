"""The compose file's setup (deploy/compose.yaml): rooms in a 3-node JetStream cluster with 3
replicas, the server given every node's URL joined by commas. A room's log is kept when one
node goes away, and appends go on."""

from __future__ import annotations

import asyncio
import shutil
import socket
import subprocess
import time

import pytest

from server.log import Conflict
from server.nats_log import JetStreamLog

from .conftest import _free_port


def _wait_port(port: int, seconds: float = 15) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return True
        except OSError:
            time.sleep(0.05)
    return False


@pytest.fixture
def cluster(tmp_path, nats_url):  # nats_url: skips (or fails in CI) without a nats-server
    binary = shutil.which("nats-server") or "/usr/sbin/nats-server"
    ports = [(_free_port(), _free_port()) for _ in range(3)]
    routes = ", ".join(f"nats://127.0.0.1:{route}" for _client, route in ports)
    procs = []
    for i, (client, route) in enumerate(ports):
        conf = tmp_path / f"n{i}.conf"
        conf.write_text(f"port: {client}\nhost: 127.0.0.1\nserver_name: n{i}\n"
                        f"jetstream {{ store_dir: {tmp_path / f'd{i}'} }}\n"
                        f"cluster {{ name: pc, host: 127.0.0.1, port: {route}, routes: [{routes}] }}\n")
        procs.append(subprocess.Popen([binary, "-c", str(conf)], stdout=subprocess.DEVNULL,
                                      stderr=subprocess.DEVNULL))
    try:
        assert all(_wait_port(client) for client, _route in ports), "a cluster node did not start"
        yield procs, ",".join(f"nats://127.0.0.1:{client}" for client, _route in ports)
    finally:
        for proc in procs:
            proc.kill()
            proc.wait(timeout=10)


async def _connect(url: str) -> JetStreamLog:
    deadline = time.monotonic() + 30
    while True:  # the cluster elects its leaders in its own time
        try:
            return await JetStreamLog.connect(url, replicas=3)
        except Exception:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.5)


async def _retry(call):
    """A call made while the cluster re-elects a leader after losing a node may time out: the
    server's clients resync and try again, and so does this test (for 30 s at most)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            return await call()
        except Exception:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.5)


async def _append(log: JetStreamLog, room: str, expected: int, record: dict) -> int:
    deadline = time.monotonic() + 30
    while True:
        try:
            return await log.append(room, expected, record)
        except Conflict:
            raise
        except Exception:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.5)


def test_rooms_in_a_three_node_cluster_survive_the_loss_of_a_node(cluster):
    procs, url = cluster

    async def play() -> list[dict]:
        log = await _connect(url)
        try:
            for n in range(5):
                assert await _append(log, "ROOMAB", n, {"n": n}) == n + 1
            with pytest.raises(Conflict):
                await log.append("ROOMAB", 2, {"n": "late"})  # one winner per position
            procs[0].kill()  # a node goes; two of three replicas remain
            for n in range(5, 8):
                assert await _append(log, "ROOMAB", n, {"n": n}) == n + 1
            return await _retry(lambda: log.read("ROOMAB"))
        finally:
            await log.close()

    records = asyncio.run(play())
    assert [r["n"] for r in records] == list(range(8))
