"""The table's line to a game server: one WebSocket on a background thread.

The window's loop never waits on the network. A ``Link`` runs its own asyncio loop on a daemon
thread; ``send`` queues a message for it, and everything the server sends lands in ``inbox``
(a thread-safe queue the scene empties once a frame). When the connection drops, the link
says so in ``inbox`` ({"type": "link", "state": "down", "reason": a code of ``reasons``}) and tries again with a
growing pause, sending ``hello`` from the last record it saw, so a dropped line resumes where it
stopped. An ``Embedded`` server runs the same way for "Host a game", over wss:// with this
computer's own certificate; a URL with a safety code (``wss://host:port#CODE``) is a line that
checks the server's certificate against it before it says a word (``pinning.py``).
"""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import connect

from .pinning import connect_options, probe, shown, tls_code
from .reasons import link_code

RETRY_SECONDS = (0.5, 1, 2, 4, 8)  # the pauses before each new try; the last repeats


class Link:
    def __init__(self, url: str, timeout: float = 8.0, notify: Callable[[], None] | None = None) -> None:
        self.url = url
        self.timeout = timeout
        self.notify = notify or (lambda: None)  # called (on the link's thread) when a message is in
        self.inbox: queue.Queue[dict] = queue.Queue()
        self.resume: Callable[[], dict | None] = lambda: None  # the hello to send after a reconnect
        self._loop = asyncio.new_event_loop()
        self._out: asyncio.Queue[dict | None] | None = None
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="present-company-link", daemon=True)
        self._thread.start()

    # -- from the window's thread ------------------------------------------------------------
    def send(self, **message: Any) -> None:
        if not self._closed:
            self._loop.call_soon_threadsafe(self._put, message)

    def send_later(self, seconds: float, message: dict) -> None:
        """Send ``message`` after ``seconds`` (a refused hello's next try), without waiting here."""
        if not self._closed:
            self._loop.call_soon_threadsafe(self._loop.call_later, seconds, self._put, message)

    def received(self) -> list[dict]:
        """Everything that arrived since the last call (never blocks)."""
        got = []
        while True:
            try:
                got.append(self.inbox.get_nowait())
            except queue.Empty:
                return got

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._loop.call_soon_threadsafe(self._put, None)

    # -- on the link's thread -------------------------------------------------------------------
    def _tell(self, message: dict) -> None:
        self.inbox.put(message)
        try:
            self.notify()
        except Exception:  # waking the window is a courtesy: the scene polls anyway
            pass

    def _put(self, message: dict | None) -> None:
        if self._out is not None:
            self._out.put_nowait(message)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._out = asyncio.Queue()
        try:
            self._loop.run_until_complete(self._keep_connected())
        finally:
            self._loop.close()

    async def _keep_connected(self) -> None:
        url, options = connect_options(self.url)  # (with a safety code: TLS, the certificate checked first)
        tls: str | None = ""  # what a ws:// address that does not answer as one says to TLS ("": not asked)
        tries = 0
        while not self._closed:
            try:
                async with connect(url, open_timeout=self.timeout, max_size=None, close_timeout=1, **options) as ws:
                    self._tell({"type": "link", "state": "up"})
                    if tries:  # a reconnect: take up the game where this side left it
                        hello = self.resume()
                        if hello:
                            await ws.send(json.dumps(hello))
                    tries = 0
                    await self._pump(ws)
            except Exception as exc:  # refused, unreachable, dropped, a bad address: all the same here
                if self._closed:
                    break
                code = tls_code(exc) or link_code(exc)  # (a code: reasons.py)
                if code == "not-a-game" and url.startswith("ws://"):
                    if tls == "":
                        tls = await probe(url, self.timeout)
                    if tls == "wss":  # a server with a real certificate, its address typed without wss://
                        url = "wss://" + url.removeprefix("ws://")
                        continue
                    code = tls or code  # a hosted game's address typed without its safety code
                self._tell({"type": "link", "state": "down", "reason": code})
            if self._closed:
                break
            await asyncio.sleep(RETRY_SECONDS[min(tries, len(RETRY_SECONDS) - 1)])
            tries += 1

    async def _pump(self, ws: Any) -> None:
        async def reader() -> None:
            async for raw in ws:
                try:
                    message = json.loads(raw)
                except ValueError:
                    continue
                if isinstance(message, dict):
                    self._tell(message)

        reading = asyncio.create_task(reader())
        try:
            while True:
                getting = asyncio.create_task(self._out.get())
                done, _ = await asyncio.wait({reading, getting}, return_when=asyncio.FIRST_COMPLETED)
                if getting not in done:
                    getting.cancel()
                    reading.result()  # the server closed the line: raises, or ends quietly
                    raise ConnectionError("the server closed the connection")
                message = getting.result()
                if message is None:
                    await ws.close()
                    return
                await ws.send(json.dumps(message))
        finally:
            reading.cancel()


class Embedded:
    """The game server inside the app, for "Host a game": its own thread and loop, listening on
    every address of this computer (relatives join over the home network or the internet).
    With ``router``, it also asks the home router (UPnP) to forward its port, in the background:
    ``self.router`` is None while asking, then the mapping or why not (a str)."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0, router: bool = False, certificate: Any = None) -> None:
        self.port = 0
        self.certificate = certificate  # a HostCertificate (certificates.py): wss:// only, else ws://
        self.code = certificate.code if certificate is not None else ""
        self.plain_port = 0  # with a certificate: the same rooms on plain http:// and ws://, for phones' browsers
        from server.short_codes import ShortCodes  # (small: the server itself loads late, in _serve)

        self.codes = ShortCodes()  # the phone seats' short codes, which the plain port answers
        self.service: Any = None
        self.error = ""
        self.router: Any = None if router else "not asked"
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, args=(host, port), name="present-company-server",
                                        daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if not self.port and not self.error:
            self.error = "slow-start"
        if router and self.port:
            threading.Thread(target=self._ask_router, name="present-company-upnp", daemon=True).start()
        elif router:
            self.router = "no server"

    def _ask_router(self) -> None:
        # late, for start-up: only a host asks the router (UPnP: http.client, XML, about 25 ms);
        # a joiner never loads it
        from .router import open_port

        self.router = open_port(self.port)
        if self._stop is None or self._loop.is_closed():  # stopped while asking: take it back
            self._close_router()

    def _close_router(self) -> None:
        from .router import Mapping, close_port  # late, as in _ask_router

        mapping, self.router = self.router, "closed"
        if isinstance(mapping, Mapping):
            close_port(mapping)

    def _run(self, host: str, port: int) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve(host, port))
        except Exception as exc:  # the port is taken, no network: said on the host screen
            self.error = link_code(exc)
            self._ready.set()
        finally:
            self._loop.close()

    async def _serve(self, host: str, port: int) -> None:
        # late, for start-up: only a host runs the game server (about 50 ms); a joiner never loads it
        from server.log import MemoryLog
        from server.plain import plain_listener, with_codes
        from server.service import serve

        self._stop = asyncio.Event()
        context = self.certificate.context if self.certificate is not None else None
        process = with_codes(self.codes) if context is None else None  # (ws:// only: the codes on its one port)
        async with serve(MemoryLog(), host=host, port=port, ssl=context, process=process) as server:
            self.service = server  # (tests read its log to check what the table showed)
            server.in_app = True  # its rooms end with this app: the others are told so (presence)
            if context is None:
                self.port = self.plain_port = server.port
                self._ready.set()
                await self._stop.wait()
                return
            async with plain_listener(server, host, server.port + 1 if port else 0, self.codes) as plain_port:
                self.port, self.plain_port = server.port, plain_port
                self._ready.set()
                await self._stop.wait()
                await server.say_closing()  # (before the phones' line closes with the listener)

    @property
    def url(self) -> str:
        """Where this app reaches its own server (with the safety code: pinned like any joiner)."""
        return f"wss://127.0.0.1:{self.port}#{self.code}" if self.code else f"ws://127.0.0.1:{self.port}"

    def invitation(self, address: str) -> str:
        """What relatives type to join from ``address`` (this computer's, or the router's):
        ``192.168.1.20:8765/7KQ2M-X4PNA-ZB3RT-0WC9E``."""
        return f"{address}:{self.port}/{shown(self.code)}" if self.code else f"{address}:{self.port}"

    def browser_link(self, address: str, room: str, token: str = "") -> str:
        """The web seat's address for a browser at ``address`` (this computer's on the home
        network): plain http:// (a phone cannot trust this computer's own certificate), the room
        and, for a phone's seat, its token after ``#`` (never sent to a server: docs/WEB.md)."""
        fragment = f"#room={room}" + (f"&seat={token}" if token else "") if room else ""
        return f"http://{address}:{self.plain_port}/{fragment}"

    def short_link(self, address: str, code: str) -> str:
        """A short code's address, to type on a phone: ``http://192.168.1.20:8766/KXHM``
        (``server.short_codes``: it opens the seat, or the room's list of names)."""
        return f"http://{address}:{self.plain_port}/{code}"

    def stop(self) -> None:
        if self._stop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(5)
        if self.router is not None:  # (still asking: _ask_router takes the forward back itself)
            threading.Thread(target=self._close_router, name="present-company-upnp", daemon=True).start()
