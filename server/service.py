"""The game server: rooms over WebSockets (asyncio, ``websockets``).

Every message is one JSON object with a ``type``. From a client:

- ``create`` {game, players, settings, name} -> ``created`` {room, seat, token}: a new room,
  its creator (the host) in seat 0.
- ``join`` {room, name, seat?} -> ``joined`` {room, seat, token}: a person takes an open seat.
- ``bot`` {room, token, seat, level|null}: the host gives an open seat to a bot (or opens it).
- ``standin`` {room, token, seconds}: the host sets how long a person who dropped out of a
  started game is waited for before a stand-in bot plays their seat (0: never; the default).
  The person's hello takes the seat back.
- ``start`` {room, token}: the host starts; seats still open get bots.
- ``hello`` {room, token|null, since}: (re)attach to a room as a seat (or, without a token, as
  a spectator); the answer is the lobby, or the events missed since record ``since`` and a
  ``snapshot``; from then on the connection gets every ``events`` frame.
- ``sit_in`` {room, token, seat, on}: once the game is on, the host lets the stand-in bot play a
  person's seat whose person is away (``on`` true), or stops it (false: the seat waits for its
  person). The person's hello takes the seat back either way.
- ``act`` {room, token, seq, action}: an action, taken at record ``seq`` (the last one the
  client has); the answer is ``rejected`` {reason, seq, ruling?, why?} or nothing (the events
  frame follows). The engine alone decides whether the move is allowed (``State.accepts``); a move
  it refuses comes back with its ruling id and its words (``why``).

From the server, besides the answers: ``lobby``, ``snapshot``, ``events`` {seq, events, view,
to_act, legal, result?, mine?: true in the frame of the seat whose move the record is},
``presence`` {connected: [seat...], stand_in: [seat...], host: seat, in_app: bool (the server runs
in the host's app, so the game ends when her app does)}, ``closing`` (the server is stopping),
``rejected`` and ``error`` {reason, for?: the message type it answers}.
A client updates only from what the server sends; nothing it sends changes its own picture.

Before the start, a room's lobby lives in the log's lobby store (``server.lobby``), so a person
may join through any server process; from the start on, the room is its action log.

On an open address no client can stall the others: each address has its limits (``server.guard``:
connections, costly requests, failed lookups, which ``server.gate`` applies to every message), each
connection its message rate and a bounded queue (``server.connection``), and a hello costs at most
MISSED_KEPT records and a snapshot made once per seat and record (``Room.snapshot_text``).
"""

from __future__ import annotations

import asyncio
import sys
import traceback
from collections import defaultdict
from collections.abc import Callable
from contextlib import asynccontextmanager
from typing import Any

from websockets.asyncio.server import serve as ws_serve

from engine.core.errors import SettingError

from .connection import BURST, MAX_FRAME, QUEUE_BYTES, RATE, Connection, read_message  # noqa: F401  (said here too)
from .connection import closed as _closed
from .connection import refuse as _refuse
from .connection import text as _text
from .gate import FAILED_LOOKUPS, failed, gate
from .guard import Guard, address_key, counted_connection, quiet_exceptions, sweeper
from .lobby import Stale, Taken
from .log import ActionLog
from .room import CODE_LENGTH, Refused, Room, new_code
from .web import process_request  # the web seat's page, on the same port (issue 36)

# Per address (server.guard): costly requests (hello, create, join) a minute, four times as many
# for the rooms it belongs to; open connections; wrong room codes or seat tokens a minute
JOINS_PER_MINUTE = 60
CONNECTIONS_PER_ADDRESS = 32
FAILED_LOOKUPS_PER_MINUTE = 20
MISSED_KEPT = 64  # records a hello gets again at most (it asks for more: the snapshot alone)
FINISHED_KEPT = 60.0  # seconds a finished game stays loaded after its last client left
IDLE_KEPT = 30 * 60.0  # ... a game in play or a lobby (its log still holds it: a hello reloads it)
LOBBY_KEPT = 2 * 3600.0  # seconds after its unloading that an abandoned lobby is forgotten
ABANDONED_KEPT = 24 * 3600.0  # ... an abandoned game (in memory: its records; JetStream keeps its own)
TOO_MANY = 1013, "too many connections from this address"


class GameServer:
    def __init__(self, log: ActionLog) -> None:
        self.log = log
        self.lobbies = log.lobbies
        self.rooms: dict[str, Room] = {}
        self.watchers: dict[str, set[Connection]] = defaultdict(set)
        self.guard = Guard(CONNECTIONS_PER_ADDRESS, JOINS_PER_MINUTE, FAILED_LOOKUPS_PER_MINUTE)
        self._locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._followers: dict[str, asyncio.Task] = {}
        self._lobby_watches: dict[str, asyncio.Task] = {}
        self._unloads: dict[str, asyncio.TimerHandle] = {}  # rooms nobody watches, to let go of
        self._forgets: dict[str, asyncio.TimerHandle] = {}  # rooms let go of, to forget (in memory)
        self._waits: set[asyncio.Task] = set()  # stand-in timers of people who dropped
        self._closing = False
        self.port = 0
        self.in_app = False  # the server of "Host a game", inside the host's app (table.net.link.Embedded)

    # -- connections ------------------------------------------------------------------------
    async def handler(self, ws: Any) -> None:
        address = getattr(ws, "address_key", None) or address_key(getattr(ws, "remote_address", None))
        if self.guard.too_many(address):
            self.guard.tell_crowded(address)
            await _refuse(ws, *TOO_MANY)
            return
        conn = Connection(ws, address)
        sender = asyncio.create_task(conn.pump())
        try:
            async for raw in ws:
                if not conn.within_rate():
                    conn.send({"type": "error", "reason": "too many messages: slow down"})
                    continue
                await self.receive(conn, raw)
                await asyncio.sleep(0)  # its answers go out before its next message is read
        except Exception as exc:  # a dropped or broken connection ends only this client, quietly
            if not _closed(exc):  # (one line a minute for an address, whatever its flood)
                self.guard.tell(address, "ended", f"a connection ended: {type(exc).__name__}: {exc}"[:300])
        finally:
            self._detach(conn)
            conn.queue.put_nowait(None)
            await asyncio.gather(sender, *([conn.behind] if conn.behind else []), return_exceptions=True)

    async def receive(self, conn: Connection, raw: Any) -> None:
        """One message from a client: answered, refused or ignored; never a crash."""
        message, error = read_message(raw)
        if error:
            if "nest" in error:
                self.guard.tell(conn.address, "nesting", f"refused a message: {error}")
            conn.send({"type": "error", "reason": error})
            return
        kind = message.get("type") if isinstance(message, dict) else None
        handle = getattr(self, f"_on_{kind}", None) if kind in _KINDS else None
        if handle is None:
            conn.send({"type": "error", "reason": "unknown message type"})
            return
        try:
            await gate(self, conn, kind, message)
            await handle(conn, message)
        except Refused as exc:
            if exc.reason in FAILED_LOOKUPS:
                failed(self, conn, kind)
            conn.send({"type": "rejected", "for": kind, "reason": exc.reason,
                       **({"seq": exc.seq} if exc.seq is not None else {}),
                       **({"ruling": exc.refusal.ruling, "why": exc.refusal.message} if exc.refusal else {})})
        except SettingError as exc:
            conn.send({"type": "rejected", "for": kind, "reason": str(exc)})
        except Exception:  # a bug of ours: say so, keep the connection and every room going
            traceback.print_exc(file=sys.stderr)
            conn.send({"type": "error", "for": kind, "reason": "the server could not do that"})

    # -- the lobby --------------------------------------------------------------------------
    async def _on_create(self, conn: Connection, m: dict) -> None:
        settings = m.get("settings") or {}
        if not isinstance(settings, dict):
            raise Refused("settings are an object")
        room = Room.create(new_code(), m.get("game"), m.get("players"), settings)
        seat, token = room.claim(m.get("name", ""), 0)
        room.host = seat
        while True:  # (a code is about 28 bits: a clash is rare, and the store's create catches it)
            if room.code not in self.rooms and not await self.log.read(room.code):
                try:
                    await self.lobbies.create(room.code, room.lobby_data())
                    break
                except Taken:
                    pass
            room.code = new_code()
        self._open(room)
        self.guard.learn(conn.address, room.code)
        conn.send({"type": "created", "room": room.code, "seat": seat, "token": token})

    async def _on_join(self, conn: Connection, m: dict) -> None:
        room = await self._room(m)
        seat, token = await self._change_lobby(room, lambda r: r.claim(m.get("name", ""), m.get("seat")))
        self.guard.learn(conn.address, room.code)
        conn.send({"type": "joined", "room": room.code, "seat": seat, "token": token})

    async def _on_bot(self, conn: Connection, m: dict) -> None:
        room = await self._room(m)
        await self._change_lobby(room, lambda r: (r.check_host(m.get("token")),
                                                  r.set_bot(m.get("seat"), m.get("level"))))

    async def _on_standin(self, conn: Connection, m: dict) -> None:
        room = await self._room(m)
        await self._change_lobby(room, lambda r: (r.check_host(m.get("token")),
                                                  r.set_stand_in(m.get("seconds"))))

    async def _on_start(self, conn: Connection, m: dict) -> None:
        room = await self._room(m)
        room.check_host(m.get("token"))
        async with self._locks[room.code]:
            await room.catch_up(self.log)
            if room.session is not None:
                raise Refused("the game has started")

            def start(r: Room) -> None:
                r.check_host(m.get("token"))
                r.started = True  # from now on no seat changes, whichever process is asked

            await self._change_lobby(room, start)
            await room.start(self.log)  # (the log lets exactly one setup record in)
            await room.play_bots(self.log)

    async def _change_lobby(self, room: Room, change: Callable[[Room], Any]) -> Any:
        """Apply ``change`` to the lobby as stored now and write it back over the revision read;
        if another process changed it meanwhile, read it again and redo the change. Every
        process watching the lobby then tells its clients (``_watch_lobby``)."""
        for _attempt in range(50):
            found = await self.lobbies.get(room.code)
            if found is None:
                raise Refused("no such room")
            data, revision = found
            room.load_lobby(data)
            result = change(room)  # Refused (nothing written) if the change is not allowed
            try:
                await self.lobbies.update(room.code, room.lobby_data(), revision)
                return result
            except Stale:
                await asyncio.sleep(0.001)
        raise Refused("the lobby is busy: try again")

    # -- the game -----------------------------------------------------------------------------
    async def _on_hello(self, conn: Connection, m: dict) -> None:
        room = await self._room(m)
        token = m.get("token")
        seat = room.seat_of(token)
        if token is not None and seat is None:
            raise Refused("that seat token is not one of this room's")
        self._detach(conn)
        async with self._locks[room.code]:
            if room.session is not None:
                await room.catch_up(self.log)  # before attaching: the frames below hold it
            conn.room, conn.seat = room.code, seat
            self.watchers[room.code].add(conn)
            if (unload := self._unloads.pop(room.code, None)) is not None:
                unload.cancel()
            since = m.get("since", 0)
            since = since if isinstance(since, int) and 0 <= since <= room.seq else 0
            if room.seq - since > MISSED_KEPT:  # too far back to send again: the view now alone
                since = room.seq
            for frame in room.resume(seat, since) if room.session else [room.lobby()]:
                conn.send(frame)
            room.away.discard(seat)  # back: the stand-in steps aside
            if seat is None:  # a spectator changes nobody's presence: told it alone (a flood of them is no flood)
                conn.send(self._presence_message(room))
            else:
                self._presence(room)
            if room.session is not None:  # bots whose moves a stopped server process never made
                await room.play_bots(self.log)

    async def _on_act(self, conn: Connection, m: dict) -> None:
        room = await self._room(m)
        seat = room.seat_of(m.get("token"))
        if seat is None:
            raise Refused("that seat token is not one of this room's")
        async with self._locks[room.code]:
            await room.catch_up(self.log)  # what another server process appended meanwhile
            await room.act(self.log, seat, m.get("action"), m.get("seq"))

    async def _on_sit_in(self, conn: Connection, m: dict) -> None:
        """The host lets the stand-in bot play an away person's seat, or stops it (see the top)."""
        room = await self._room(m)
        async with self._locks[room.code]:
            await room.catch_up(self.log)
            room.sit_in(m.get("token"), m.get("seat"), m.get("on"), self._connected(room))
            self._presence(room)
            await room.play_bots(self.log)

    # -- rooms --------------------------------------------------------------------------------
    async def _room(self, m: dict) -> Room:
        code = m.get("room")
        if not isinstance(code, str) or len(code) != CODE_LENGTH:
            raise Refused("no such room")
        code = code.upper()
        room = self.rooms.get(code)
        if room is None:
            records = await self.log.read(code)  # a room another process (or a restart) left
            lobby = None if records else await self.lobbies.get(code)  # a lobby another process made
            if not records and lobby is None:
                raise Refused("no such room")
            room = self.rooms.get(code)  # unless another message rebuilt it meanwhile
            if room is None:
                room = Room.replay(code, records) if records else Room.from_lobby(code, lobby[0])
                self._open(room)
        return room

    def _open(self, room: Room) -> None:
        self.rooms[room.code] = room
        if (forget := self._forgets.pop(room.code, None)) is not None:
            forget.cancel()
        room.listeners.append(lambda number: self._fan_out(room, number))
        self._followers[room.code] = asyncio.create_task(self._follow(room))
        if room.session is None:
            self._lobby_watches[room.code] = asyncio.create_task(self._watch_lobby(room))
        self._unload_later(room)  # (if nobody says hello)

    def _unload_later(self, room: Room) -> None:
        """A room nobody watches leaves this process's memory after a while; a finished game's
        records go too (a long-running server would otherwise keep every game it ever held)."""
        if (old := self._unloads.pop(room.code, None)) is not None:
            old.cancel()
        over = room.session is not None and room.session.state.is_over()
        self._unloads[room.code] = asyncio.get_running_loop().call_later(
            FINISHED_KEPT if over else IDLE_KEPT, self._unload, room.code)

    def _unload(self, code: str) -> None:
        self._unloads.pop(code, None)
        room = self.rooms.get(code)
        if room is None or self.watchers.get(code):
            return
        del self.rooms[code]
        room.listeners.clear()  # (the one cycle through a room: let go of at once, not at the next full sweep)
        self.watchers.pop(code, None)
        self._locks.pop(code, None)
        for tasks in (self._followers, self._lobby_watches):
            if (task := tasks.pop(code, None)) is not None:
                task.cancel()
        if room.session is not None and room.session.state.is_over():
            self.log.forget(code)
        else:
            self._forget_later(code, ABANDONED_KEPT if room.session is not None else LOBBY_KEPT)

    def _forget_later(self, code: str, seconds: float) -> None:
        """An abandoned lobby or game, let go of from memory, is forgotten after a while: a memory
        log's records and lobby go (JetStream and its lobby bucket keep their own, for any process)."""
        def forget() -> None:
            self._forgets.pop(code, None)
            if code not in self.rooms:
                self.log.forget(code)

        self._forgets[code] = asyncio.get_running_loop().call_later(seconds, forget)

    async def _watch_lobby(self, room: Room) -> None:
        """Tell this process's clients of every change to the room's lobby, made here or in
        another process, until the game starts (then the log's frames take over)."""
        async for data in self.lobbies.watch(room.code):
            if room.session is not None:
                return
            room.load_lobby(data)
            self._broadcast(room, room.lobby())
            if room.started:
                return

    async def _follow(self, room: Room) -> None:
        """Apply what any process appends to the room's log (this one's own records arrive
        here too, already applied, and are skipped): the one way frames fan out."""
        async for number, record in self.log.follow(room.code, room.seq):
            room.ingest(number, record)

    async def say_closing(self, seconds: float = 0.5) -> None:
        """The server is about to stop: every client is told first (in the host's app, that is
        the end of the game), and given a moment for the words to leave."""
        conns = [c for watching in self.watchers.values() for c in watching]
        for conn in conns:
            conn.send({"type": "closing", "in_app": self.in_app})
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds
        while any(not c.queue.empty() for c in conns) and loop.time() < deadline:
            await asyncio.sleep(0.01)

    async def close(self) -> None:
        self._closing = True  # connections that close from now on start no stand-in timer
        for unload in [*self._unloads.values(), *self._forgets.values()]:
            unload.cancel()
        tasks = [*self._followers.values(), *self._lobby_watches.values(), *self._waits]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._followers.clear()
        self._lobby_watches.clear()

    def _fan_out(self, room: Room, number: int) -> None:
        frames: dict[int | None, str] = {}
        for conn in list(self.watchers.get(room.code, ())):
            if conn.seat not in frames:
                frames[conn.seat] = _text(room.frame_for(conn.seat, number))
            conn.send(frames[conn.seat])

    def _broadcast(self, room: Room, message: dict) -> None:
        text = _text(message)
        for conn in list(self.watchers.get(room.code, ())):
            conn.send(text)

    def _presence(self, room: Room) -> None:
        self._broadcast(room, self._presence_message(room))

    def _presence_message(self, room: Room) -> dict:
        return {"type": "presence", "room": room.code, "connected": sorted(self._connected(room)),
                "stand_in": sorted(room.away), "host": room.host, "in_app": self.in_app}

    def _connected(self, room: Room) -> set[int]:
        return {c.seat for c in self.watchers.get(room.code, ()) if c.seat is not None}

    def _detach(self, conn: Connection) -> None:
        if conn.room is not None:
            self.watchers[conn.room].discard(conn)
            room = self.rooms.get(conn.room)
            seat, conn.room = conn.seat, None
            if room is not None:
                if seat is not None:
                    self._presence(room)
                if not self.watchers[room.code]:
                    self._unload_later(room)
                if seat is not None and room.session is not None and room.stand_in > 0 \
                        and seat not in self._connected(room) and not self._closing:
                    task = asyncio.create_task(self._stand_in_later(room, seat))
                    self._waits.add(task)
                    task.add_done_callback(self._waits.discard)

    async def _stand_in_later(self, room: Room, seat: int) -> None:
        """The person in ``seat`` dropped: if they are not back in time, a bot plays for them."""
        await asyncio.sleep(room.stand_in)
        if seat in self._connected(room) or room.session is None or room.session.state.is_over():
            return
        async with self._locks[room.code]:
            room.away.add(seat)
            self._presence(room)
            await room.catch_up(self.log)
            await room.play_bots(self.log)


_KINDS = ("create", "join", "bot", "standin", "start", "hello", "act", "sit_in")


@asynccontextmanager
async def serve(log: ActionLog, host: str = "127.0.0.1", port: int = 8765, ssl: Any = None,
                process: Callable | None = None):
    """A running server, as ``async with serve(log) as server`` (``server.port`` is the port it
    listens on: ``port=0`` picks a free one). Leaving the block closes every connection.
    ``process``: the HTTP hook in place of the web seat's (``server.plain.with_codes``)."""
    server = GameServer(log)
    loop = asyncio.get_running_loop()
    told = loop.get_exception_handler()
    loop.set_exception_handler(quiet_exceptions)  # (out of files at accept: one line, no traceback)
    async with ws_serve(server.handler, host, port, max_size=MAX_FRAME, ssl=ssl, close_timeout=2,
                        create_connection=counted_connection(server.guard),
                        process_request=process or process_request) as listening:
        server.port = listening.sockets[0].getsockname()[1]
        sweeping = asyncio.create_task(sweeper(server.guard))
        try:
            yield server
        finally:
            sweeping.cancel()
            await server.say_closing()
            listening.close()
            await server.close()
            loop.set_exception_handler(told)
