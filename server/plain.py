"""A second, plain listener for a game server that speaks TLS (issue 36, companion mode).

The app's "Host a game" serves ``wss://`` with a certificate it made itself: its own app pins it
by the safety code, but a phone's browser cannot trust it. On the home network the same
``GameServer`` (the same rooms, seats and tokens) also listens on a plain ``http://``/``ws://``
port, so that a phone at the table opens its seat link without a certificate warning. Over the
internet a browser seat goes through a server with a real certificate (README, hosting).
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any

from websockets.asyncio.server import serve as ws_serve

from .guard import counted_connection
from .service import MAX_FRAME
from .web import process_request


@asynccontextmanager
async def plain_listener(server: Any, host: str = "0.0.0.0", port: int = 0):
    """``server`` (a running ``GameServer``) also on plain HTTP/WebSocket at ``host:port``
    (``port`` 0, or a taken port: any free one). Yields the port it listens on; leaving the block
    stops listening (the game server itself closes the connections when it closes)."""
    # the same limits as the TLS port: frames, and the per-address connection cap (server.guard)
    options = {"max_size": MAX_FRAME, "close_timeout": 2, "process_request": process_request,
               "create_connection": counted_connection(server.guard)}
    try:
        listening = await ws_serve(server.handler, host, port, **options).__aenter__()
    except OSError:
        if not port:
            raise
        listening = await ws_serve(server.handler, host, 0, **options).__aenter__()
    try:
        yield listening.sockets[0].getsockname()[1]
    finally:
        listening.close()
        await listening.wait_closed()
