"""A server near its open-files limit (issue 34: 1,015 idle connections from one address used up
a limit of 1,024, nobody else could connect, and the log took 3,099 tracebacks): the server, run
as in production with a limit of 128 open files, keeps room for itself; connections past what
the limit leaves room for are cut at once, without a traceback, and said in one line; once the
flood is gone, the next person is served."""

import asyncio
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from .client import Client
from .test_service import run

ROOT = Path(__file__).resolve().parents[2]
FILES = 128


def _low_file_limit():
    import resource

    resource.setrlimit(resource.RLIMIT_NOFILE, (FILES, FILES))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="sets the open-files limit")
def test_a_flood_from_many_addresses_near_the_file_limit_is_cut_quietly_and_the_server_serves_on():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([sys.executable, "-m", "server", "--host", "127.0.0.1", "--port", str(port)], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=_low_file_limit)
    url = f"ws://127.0.0.1:{port}"
    outcomes = {"open": 0, "cut": 0}

    async def one(source, kept):
        try:
            ws = await connect(url, local_addr=(source, 0), open_timeout=10)
            kept.append(ws)
            await asyncio.wait_for(ws.recv(), 0.5)
        except TimeoutError:
            outcomes["open"] += 1  # (served: open and quiet)
        except (OSError, InvalidHandshake, ConnectionClosed):
            outcomes["cut"] += 1

    async def scenario():
        kept = []
        try:  # 10 addresses, each within its own cap, 300 connections in all
            await asyncio.gather(*(one(f"127.0.0.{70 + i % 10}", kept) for i in range(300)))
        finally:
            for ws in kept:
                ws.transport.abort()
        await asyncio.sleep(0.5)
        late = await Client.open(url, source="127.0.0.90")
        return await late.create("not-a-hat", 3, "Late")

    try:
        assert "listening" in server.stdout.readline()
        created = run(asyncio.wait_for(scenario(), 60))
    finally:
        server.terminate()
        _out, err = server.communicate(timeout=10)
    assert created["type"] == "created"
    assert outcomes["open"] <= FILES and outcomes["cut"] >= 300 - FILES
    assert "Traceback" not in err and len(err.splitlines()) <= 3, err
