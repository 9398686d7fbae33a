"""The abusive address of tests/server/test_abuse.py, in a process of its own (as an attacker's
machine would be: its own work is not the server's), from 127.0.0.66:

    python -m tests.server.abuser KIND URL SECONDS [ROOM]

KIND: ``hello`` (6 connections sending tokenless hellos for ROOM as fast as their message rate
allows), ``sink`` (20 spectators of ROOM that never read), ``connect`` (waves of 30 connections,
300 in all, each kept), ``guess`` (16 connections guessing room codes with every kind of message,
a fresh connection whenever one is refused), ``deep`` (4 connections sending frames of nested
brackets). After SECONDS it prints what it was answered, as one JSON object, and exits."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import random
import socket
import sys
import time
from collections import Counter

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

SOURCE = "127.0.0.66"
RATE = 30.0  # messages a second a connection sends (the server's per-connection rate)
ALPHABET = "ACDEFHJKLMNPQRTUVWXY34679"


async def opened(url: str, seen: Counter | None = None):
    """A connection from the abuser's address; past its rate of new connections the server cuts
    them before their handshake: then again, a moment later."""
    while True:
        try:
            return await connect(url, max_size=None, local_addr=(SOURCE, 0), open_timeout=10)
        except (OSError, InvalidHandshake, ConnectionClosed):
            if seen is None:
                raise
            seen["cut"] += 1
            await asyncio.sleep(0.1)


async def answer(ws) -> dict:
    """The next frame that is not presence news."""
    while (frame := json.loads(await ws.recv()))["type"] == "presence":
        pass
    return frame


async def hello(url: str, room: str, seen: Counter) -> None:
    ws = await opened(url)
    while True:
        await ws.send(json.dumps({"type": "hello", "room": room, "token": None, "since": 0}))
        frame = await answer(ws)
        seen[frame["type"] if frame["type"] == "snapshot" else frame.get("reason", frame["type"])] += 1
        await asyncio.sleep(1 / RATE)


def _masked(text: str) -> bytes:
    """A client's WebSocket text frame (masked, as a client's must be)."""
    payload, mask = text.encode(), os.urandom(4)
    n = len(payload)
    length = bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + n.to_bytes(2, "big")
    return bytes([0x81]) + length + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def sink(url: str, room: str, seen: Counter) -> None:
    """A WebSocket client made by hand that, once its hello is sent, never reads a byte (a
    library's client reads on behind its back); its socket's buffer is small, as a slow line's."""
    host, port = url.rsplit("/", 1)[-1].rsplit(":", 1)
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.bind((SOURCE, 0))
    sock.connect((host, int(port)))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(f"GET / HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    answer = b""
    while not answer.endswith(b"\r\n\r\n"):  # the handshake's answer, and not a byte more
        answer += sock.recv(1)
    assert answer.startswith(b"HTTP/1.1 101"), answer
    sock.sendall(_masked(json.dumps({"type": "hello", "room": room, "token": None, "since": 0})))
    seen["sinks"] += 1
    try:
        await asyncio.Event().wait()
    finally:
        sock.close()


async def one_connection(url: str, seen: Counter, kept: list) -> None:
    try:
        ws = await opened(url)
    except (TimeoutError, OSError, InvalidHandshake, ConnectionClosed):
        seen["cut"] += 1
        return
    kept.append(ws)
    try:
        frame = json.loads(await asyncio.wait_for(ws.recv(), 1.0))
        seen["refused" if frame.get("reason", "").startswith("too many connections") else "other"] += 1
    except TimeoutError:
        seen["served"] += 1  # (open and quiet: a connection the server keeps)
    except ConnectionClosed:
        seen["refused" if ws.close_code == 1013 else "cut"] += 1


async def waves(url: str, seen: Counter) -> None:
    kept: list = []
    for _ in range(10):
        await asyncio.gather(*(one_connection(url, seen, kept) for _ in range(30)))
    await asyncio.Event().wait()


async def guess(url: str, i: int, seen: Counter) -> None:
    rng = random.Random(i)
    kinds = ("hello", "join", "act", "bot", "start", "sit_in")
    ws = await opened(url, seen)
    for n in range(i, 10**9):  # (each connection starts at a kind of its own)
        kind = kinds[n % len(kinds)]
        code = "".join(rng.choice(ALPHABET) for _ in range(6))
        await ws.send(json.dumps({"type": kind, "room": code, "token": "t" * 22, "name": "x", "seat": 1,
                                  "seq": 1, "action": 1, "on": True, "since": 0}))
        frame = await answer(ws)
        reason = frame.get("reason", frame["type"])
        seen[f"{kind}: {reason}" if reason == "no such room" else reason] += 1
        if reason.startswith("too many attempts"):  # the smart guesser: a fresh connection
            ws.transport.abort()
            ws = await opened(url, seen)
        await asyncio.sleep(1 / RATE)


async def deep(url: str, i: int, seen: Counter) -> None:
    frame = "[" * 1024 + "]" * 1024 if i % 2 else \
        '{"type": "act", "action": ' + '{"a":' * 200 + "1" + "}" * 200 + "}"
    ws = await opened(url)
    while True:
        await ws.send(frame)
        seen[json.loads(await ws.recv()).get("reason", "?")] += 1
        await asyncio.sleep(1 / RATE)


async def main(kind: str, url: str, seconds: float, room: str | None) -> dict:
    seen: Counter = Counter()
    if kind == "hello":
        jobs = [hello(url, room, seen) for _ in range(6)]
    elif kind == "sink":
        jobs = [sink(url, room, seen) for _ in range(20)]
    elif kind == "connect":
        jobs = [waves(url, seen)]
    elif kind == "guess":
        jobs = [guess(url, i, seen) for i in range(16)]
    else:
        jobs = [deep(url, i, seen) for i in range(4)]
    started = time.monotonic()
    tasks = [asyncio.create_task(j) for j in jobs]
    done, _ = await asyncio.wait(tasks, timeout=seconds)
    for t in tasks:
        t.cancel()
    failures = [repr(t.exception()) for t in done if t.exception() is not None]
    return {**seen, "seconds": round(time.monotonic() - started, 1), **({"failures": failures} if failures else {})}


if __name__ == "__main__":
    kind, url, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    print(json.dumps(asyncio.run(main(kind, url, seconds, sys.argv[4] if len(sys.argv) > 4 else None))))
