"""Online trouble in plain words, in the player's language: a dropped line's toast showed the
network library's own text ("received 1011 (internal error) keepalive ping timeout; then sent
1011 ..."), in English whatever the language; and the server's refusals came in its English."""

from __future__ import annotations

import asyncio
import errno
import socket
import threading
import time

from websockets.asyncio.server import serve
from websockets.exceptions import ConnectionClosedError, InvalidStatus
from websockets.frames import Close

from table.i18n import _
from table.net.online import Online
from table.net.remote import RemoteChannel


class _Dropping:
    """A server that takes each connection and drops it, as a keepalive timeout does (1011)."""

    def __init__(self) -> None:
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._serve(),), daemon=True)
        self._thread.start()
        self._ready.wait(10)

    async def _serve(self) -> None:
        async def drop(ws):
            await ws.close(1011, "keepalive ping timeout")

        self._stop = asyncio.Event()
        async with serve(drop, "127.0.0.1", 0) as server:
            self.port = server.sockets[0].getsockname()[1]
            self._ready.set()
            await self._stop.wait()

    def close(self) -> None:
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)


def test_a_dropped_line_is_said_in_words_a_player_understands():
    server = _Dropping()
    online = Online(f"ws://127.0.0.1:{server.port}")
    try:
        deadline = time.monotonic() + 15
        while not online.down and time.monotonic() < deadline:
            online.poll()
            time.sleep(0.02)
    finally:
        online.leave()
        server.close()
    assert online.down == _("the connection was closed"), online.down  # not "received 1011 (internal error)..."


def test_a_table_told_its_line_is_down_says_why_in_plain_words():
    link = type("Link", (), {"send": lambda self, **m: None, "received": lambda self: []})()
    channel = RemoteChannel.__new__(RemoteChannel)  # only what ``feed`` reads of it
    channel.link, channel.room, channel.token, channel.heard, channel.sent = link, "ROOM", "t", 0, False
    channel.feed({"type": "link", "state": "down", "reason": "timeout"})
    assert channel.down == _("no answer in time")
    channel.feed({"type": "link", "state": "down", "reason": "received 1011 (internal error)"})  # an old link's
    assert channel.down == _("the connection was lost")
    channel.feed({"type": "error", "reason": "too many messages: slow down"})
    assert channel.problem == _("too many messages at once: wait a moment")


def test_what_went_wrong_is_one_of_a_few_plain_reasons():
    from table.net.reasons import LINK_WORDS, link_code, link_words

    closed = ConnectionClosedError(Close(1011, "keepalive ping timeout"), Close(1011, "keepalive ping timeout"), True)
    assert link_code(closed) == "closed"
    assert link_code(ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused")) == "refused"
    assert link_code(socket.gaierror(-2, "Name or service not known")) == "unknown-host"
    assert link_code(OSError(errno.ENETUNREACH, "Network is unreachable")) == "unreachable"
    assert link_code(OSError(errno.EADDRINUSE, "Address already in use")) == "port-taken"
    assert link_code(TimeoutError()) == "timeout"
    assert link_code(InvalidStatus(type("Response", (), {"status_code": 404})())) == "not-a-game"
    assert link_code(RuntimeError("something odd")) == "lost"
    assert set(LINK_WORDS.values()) >= {link_words(code) for code in LINK_WORDS}


def test_the_servers_refusals_are_said_in_the_players_words():
    from table.net.reasons import SERVER_WORDS, server_words

    assert server_words("no such room") == _("there is no room with that code")
    assert server_words("unknown message type") == _("the server could not do that")  # only a fault causes it
    assert server_words(None) == _("the server could not do that")
    assert all(words for words in SERVER_WORDS.values())
