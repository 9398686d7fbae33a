"""``present-company-server``: the game server for relatives in other houses, in one command.

    present-company-server [--host 0.0.0.0] [--port 8765] [--cert FILE --key FILE]

Rooms live in memory (the embedded log: one process, nothing else to run); a stopped server
forgets its rooms. ``--nats URL`` is the planned JetStream log for several processes.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import ssl
import sys

from .log import MemoryLog
from .service import serve


def parse(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="present-company-server",
                                description="Rooms for Present Company over the internet.")
    p.add_argument("--host", default="0.0.0.0", help="address to listen on (default: every address)")
    p.add_argument("--port", type=int, default=8765, help="port to listen on (default: 8765)")
    p.add_argument("--cert", help="TLS certificate (PEM); with --key, clients connect with wss://")
    p.add_argument("--key", help="the certificate's private key (PEM)")
    args = p.parse_args(argv)
    if bool(args.cert) != bool(args.key):
        p.error("--cert and --key go together")
    if not 0 <= args.port <= 65535:
        p.error(f"--port {args.port} is not a port (0-65535)")
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
    async with serve(MemoryLog(), args.host, args.port, ssl=context) as server:
        scheme = "wss" if context else "ws"
        print(f"present-company-server: listening on {scheme}://{args.host}:{server.port} (Ctrl+C stops)", flush=True)
        await stop.wait()


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
    except OSError as exc:
        why = exc.strerror or exc
        print(f"present-company-server: cannot listen on {args.host}:{args.port}: {why}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
