"""What wss:// costs a hosted game, against the plain ws:// it replaced, on this computer's loopback.

    python tools/bench_tls.py [--lines 30] [--asks 300] [--games 0] [--game secret-santa --players 4]

- lines: opening a line to the embedded server, from nothing to the WebSocket being up (TCP, for
  wss:// also the TLS 1.3 handshake with the RSA-2048 certificate and the safety-code check);
- asks: one question and its answer over an open line (a ``hello``, answered by the lobby);
- games (optional): whole hosted games, two headless apps as in ``tests/table/test_online.py``
  (``python -m table --host ... --autoplay`` and ``--join ... --autoplay``), alternately over
  wss:// and ws://; total time and time per move. Game lengths differ (the server draws a seed
  per room), and other work on the machine adds its noise: read the per-move time.

Medians, in milliseconds; nothing is written anywhere but a temporary home folder.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# Hosting headless over plain ws://, as the app did before: the certificate is left out.
PLAIN_HOST = """
import sys
import table.net.certificates as c
c.host_certificate = lambda directory=None: None
sys.argv = ["present-company", *sys.argv[1:]]
from table.app import main
sys.exit(main())
"""


async def _line_and_asks(url: str, lines: int, asks: int) -> tuple[list[float], list[float]]:
    from websockets.asyncio.client import connect

    from table.net.pinning import connect_options

    target, options = connect_options(url)
    opening = []
    for _ in range(lines):
        start = time.perf_counter()
        async with connect(target, max_size=None, **options):
            opening.append((time.perf_counter() - start) * 1000)
    answering = []
    async with connect(target, max_size=None, **options) as ws:
        await ws.send(json.dumps({"type": "create", "game": "not-a-hat", "players": 3, "name": "Ann"}))
        created = json.loads(await ws.recv())
        hello = json.dumps({"type": "hello", "room": created["room"], "token": created["token"], "since": 0})
        for _ in range(asks):
            start = time.perf_counter()
            await ws.send(hello)
            while (answer := json.loads(await asyncio.wait_for(ws.recv(), 10))).get("type") != "lobby":
                assert answer.get("type") not in ("rejected", "error"), answer
            answering.append((time.perf_counter() - start) * 1000)
    return opening, answering


def lines_and_asks(lines: int, asks: int) -> dict:
    from server import service
    from table.net.certificates import host_certificate
    from table.net.link import Embedded

    service.JOINS_PER_MINUTE = service.BURST = 10**9  # (questions come by the hundred here, none to a game)
    result = {}
    for mode, certificate in (("ws", None), ("wss", host_certificate())):
        server = Embedded(host="127.0.0.1", port=0, certificate=certificate)
        try:
            opening, answering = asyncio.run(_line_and_asks(server.url, lines, asks))
        finally:
            server.stop()
        result[mode] = {"open_line_ms": round(statistics.median(opening), 2),
                        "question_and_answer_ms": round(statistics.median(answering), 3)}
    return result


def whole_games(count: int, game: str, players: int, env: dict) -> dict:
    rows: dict[str, list[tuple[float, int]]] = {"ws": [], "wss": []}
    for i in range(count * 2):
        mode = ("wss", "ws")[i % 2]
        host_cmd = [sys.executable, "-c", PLAIN_HOST] if mode == "ws" else [sys.executable, "-m", "table"]
        start = time.perf_counter()
        host = subprocess.Popen([*host_cmd, "--host", game, "--players", str(players), "--people", "2",
                                 "--autoplay", "--name", "Ann"], cwd=ROOT, env=env, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        first = host.stdout.readline().split()  # room CODE port PORT [code SAFETY-CODE]
        address = f"127.0.0.1:{first[3]}" + (f"/{first[5]}" if len(first) > 5 else "")
        subprocess.run([sys.executable, "-m", "table", "--join", address, "--room", first[1], "--autoplay",
                        "--name", "Ben"], cwd=ROOT, env=env, capture_output=True, timeout=600, check=True)
        out, _ = host.communicate(timeout=60)
        seconds = time.perf_counter() - start
        moves = next(int(line.split(" after ")[1].split()[0]) for line in out.splitlines() if line.startswith("over:"))
        rows[mode].append((seconds, moves))
    return {mode: {"games": len(r), "seconds": round(sum(s for s, _ in r), 1), "moves": sum(m for _, m in r),
                   "ms_per_move": round(1000 * sum(s for s, _ in r) / sum(m for _, m in r), 2)}
            for mode, r in rows.items()}


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--lines", type=int, default=30)
    p.add_argument("--asks", type=int, default=300)
    p.add_argument("--games", type=int, default=0, help="whole games of each kind (0: none)")
    p.add_argument("--game", default="secret-santa")
    p.add_argument("--players", type=int, default=4)
    args = p.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["PRESENT_COMPANY_HOME"] = home  # (the certificate is made there once)
        os.environ.setdefault("PRESENT_COMPANY_NO_UPNP", "1")
        env = {**os.environ, "PYTHONPATH": str(ROOT), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        report = {"loopback": lines_and_asks(args.lines, args.asks)}
        if args.games:
            report["whole_games"] = whole_games(args.games, args.game, args.players, env)
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
