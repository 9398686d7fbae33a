"""A second, plain listener for a game server that speaks TLS (issue 36, companion mode).

The app's "Host a game" serves ``wss://`` with a certificate it made itself: its own app pins it
by the safety code, but a phone's browser cannot trust it. On the home network the same
``GameServer`` (the same rooms, seats and tokens) also listens on a plain ``http://``/``ws://``
port, so that a phone at the table opens its seat link without a certificate warning. Over the
internet a browser seat goes through a server with a real certificate (README, hosting).
The plain listener alone also answers the hosting app's short codes (``server.short_codes``):
``http://192.168.1.20:8766/KXHM``, typed on a phone, opens a seat without its long token.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import Any

from websockets.asyncio.server import serve as ws_serve
from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from . import web
from .guard import address_key, counted_connection
from .service import MAX_FRAME
from .short_codes import ShortCodes
from .short_codes import answer as short_answer

REASONS = {200: "OK", 303: "See Other", 404: "Not Found", 409: "Conflict", 410: "Gone", 429: "Too Many Requests"}


def with_codes(codes: ShortCodes | None):
    """``web.process_request``, and before it, with ``codes``, the short codes' few paths."""
    def process_request(connection: Any, request: Request) -> Response | None:
        if codes is not None and not web.wants_websocket(request):
            got = short_answer(codes, request.path, address_key(getattr(connection, "remote_address", None)))
            if got is not None:
                status, extra, body = got
                headers = Headers([*extra.items(), ("Content-Length", str(len(body))),
                                   *(h for h in web.HEADERS if h[0] not in extra), ("Connection", "close")])
                return Response(status, REASONS.get(status, "Error"), headers, body)
        return web.process_request(connection, request)

    return process_request


@asynccontextmanager
async def plain_listener(server: Any, host: str = "0.0.0.0", port: int = 0, codes: ShortCodes | None = None):
    """``server`` (a running ``GameServer``) also on plain HTTP/WebSocket at ``host:port``
    (``port`` 0, or a taken port: any free one), answering ``codes`` too. Yields the port it
    listens on; leaving the block stops listening (the game server itself closes the connections
    when it closes)."""
    # the same limits as the TLS port: frames, and the per-address connection cap (server.guard)
    options = {"max_size": MAX_FRAME, "close_timeout": 2, "process_request": with_codes(codes),
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
