"""``present-company-server``: the game server for relatives in other houses, in one command.

    present-company-server [--host 0.0.0.0] [--port 8765] [--cert FILE --key FILE] [--nats URL]

Rooms live in memory (the embedded log: one process, nothing else to run), and a stopped
server forgets them; with ``--nats URL`` they live in NATS JetStream, where any number of
server processes share them and a restarted one picks every game up where it was.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import signal
import ssl
import sys

from . import service
from .guard import raise_file_limit
from .log import MemoryLog
from .service import serve


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="present-company-server",
                                description="Rooms for Present Company over the internet.")
    p.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every address)")
    p.add_argument("--port", type=int, default=8765, help="port to listen on (default: 8765)")
    p.add_argument("--cert", help="TLS certificate (PEM); with --key, clients connect with wss://")
    p.add_argument("--key", help="the certificate's private key (PEM)")
    p.add_argument("--nats", metavar="URL",
                   help="keep rooms in NATS JetStream (e.g. nats://127.0.0.1:4222, "
                   "or a cluster's URLs joined by commas), so that several server processes share them "
                   "and a restart loses nothing")
    p.add_argument("--joins-per-minute", type=int, default=None, metavar="N",
                   help="hello, create and join requests allowed per address and minute (default: 60, and four "
                   "times as many for the rooms the address plays in; raise it for a club whose players share "
                   "one address, as behind a proxy, or for a benchmark)")
    p.add_argument("--connections-per-address", type=int, default=None, metavar="N",
                   help="connections one address may keep open (default: 32; it may open 20 times as many a "
                   "minute); raise it for a club behind one address, as behind a proxy, or for a benchmark")
    p.add_argument("--replicas", type=int, default=1, help="JetStream replicas of the rooms' stream (3 on a cluster)")
    p.add_argument("--keep-days", type=float, default=None, metavar="DAYS",
                   help="with --nats: days the stream keeps a game's records (default 30; 0: for ever)")
    args = p.parse_args(argv)
    if bool(args.cert) != bool(args.key):
        p.error("--cert and --key go together")
    if not 0 <= args.port <= 65535:
        p.error(f"--port {args.port} is not a port (0-65535)")
    if args.keep_days is not None and not 0 <= args.keep_days < 100_000:
        p.error(f"--keep-days {args.keep_days:g} is not a number of days (0 keeps records for ever)")
    if args.keep_days is not None and not args.nats:
        p.error("--keep-days goes with --nats (rooms in memory last as long as the server)")
    if args.joins_per_minute is not None:
        if args.joins_per_minute < 1:
            p.error("--joins-per-minute must be 1 or more")

        service.JOINS_PER_MINUTE = args.joins_per_minute
    if args.connections_per_address is not None:
        if args.connections_per_address < 1:
            p.error("--connections-per-address must be 1 or more")
        service.CONNECTIONS_PER_ADDRESS = args.connections_per_address
    return args


def tls(args: argparse.Namespace) -> ssl.SSLContext | None:
    if not args.cert:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(args.cert, args.key)
    return context


async def run(args: argparse.Namespace, context: ssl.SSLContext | None) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl+C raises KeyboardInterrupt instead
            pass
    if args.nats:
        # late: nats-py is optional (the [server] extra); rooms stay in memory without it
        from .nats_log import JetStreamLog

        keep = {} if args.keep_days is None else {"keep_days": args.keep_days}
        log = await JetStreamLog.connect(args.nats, replicas=args.replicas, **keep)
    else:
        log = MemoryLog()
    # Everything made so far (modules, the engine's tables) lives as long as the process: set it
    # aside so the garbage collector's sweeps, which pause every room, skip it. A larger first
    # generation lets a frame's short-lived objects die young instead of piling into the old
    # generations, whose full sweeps took 150-300 ms with 200 rooms (tools/bench_server.py).
    raise_file_limit()  # (every connection is an open file: the system's hard limit, not its default)
    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 20, 10)
    try:
        async with serve(log, args.host, args.port, ssl=context) as server:
            scheme = "wss" if context else "ws"
            where = f"NATS JetStream at {args.nats}" if args.nats else "memory"
            print(f"present-company-server: listening on {scheme}://{args.host}:{server.port}, rooms in {where}"
                  " (Ctrl+C stops)", flush=True)
            print(f"present-company-server: browsers play at {'https' if context else 'http'}://{args.host}:{server.port}/"
                  " (the web seat: a room code and a name)", flush=True)
            await stop.wait()
    finally:
        await log.close()


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    try:
        context = tls(args)
    except (OSError, ssl.SSLError) as exc:
        print(f"present-company-server: cannot read the certificate or key: {exc}", file=sys.stderr)
        return 2
    try:
        asyncio.run(run(args, context))
    except KeyboardInterrupt:
        pass
    except ConnectionError as exc:
        print(f"present-company-server: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:  # (the NATS client's connection errors are OSErrors too)
        why = exc.strerror or exc
        print(f"present-company-server: cannot listen on {args.host}:{args.port}: {why}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
