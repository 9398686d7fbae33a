"""What one address may ask of the game server: its limits on the open internet.

A client is counted by its address (an IPv6 address by its /64 network, which one household,
or one attacker, holds whole). For each address the server keeps:

- its open connections: past ``connections`` one more is told why and closed (an error frame,
  then close code 1013, try again later); past twice that (connections that never finish their
  handshake), or opened faster than ARRIVALS a minute for each it may keep, one more is cut at
  once, before its handshake; so is any connection past what the process's open-files limit
  leaves room for. Each of these is one line in the log, at most once a minute (``tell``);
- a budget of costly requests (hello, create, join: each reads a room, or makes one, and a hello
  sends a snapshot): a bucket of ``per_minute`` that refills as many each minute. The rooms an
  address has shown it belongs to (it made or joined them, or showed one of their seat tokens)
  draw on a second bucket, four times larger, that strangers behind the same address cannot empty;
- its failed lookups (a room code that names no room, a seat token that is none of the room's,
  whatever the message): past ``failures`` in a minute the address is ``locked``, and server.gate
  slows its guessing without refusing its relatives anything (successes never count).

An address's record is let go of once it has had no connection for ``FORGET_AFTER`` seconds.
"""

from __future__ import annotations

import asyncio
import gc
import ipaddress
import sys
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection

WINDOW = 60.0  # seconds over which failed lookups are counted
KNOWN_ROOMS = 64  # rooms an address is remembered to belong to (the latest)
FORGET_AFTER = 600.0  # seconds after its last connection closed that an address is forgotten
ARRIVALS = 20  # new connections an address may open a minute, for each it may keep open (640 with 32)
PROVEN_FACTOR = 4  # the budget of a room's own people is this many times a stranger's
SWEEP_EVERY = 60.0  # seconds between looks at whether a full garbage collection is due (sweeper)
SWEEP_AFTER = 100  # ... which it is once this many connections closed since the last one


def address_key(peer: Any) -> str:
    """Who a peer counts as: its IPv4 address, or its IPv6 address's /64 network."""
    host = peer[0] if isinstance(peer, (tuple, list)) and peer else peer
    try:
        ip = ipaddress.ip_address(str(host).split("%")[0])
    except ValueError:
        return str(host or "local")
    if ip.version == 6 and ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    if ip.version == 6:
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


@dataclass
class Bucket:
    """A budget that refills evenly: ``size`` at most, ``size`` more each minute."""

    size: float
    per_minute: float = -1.0  # (the size, unless said)
    level: float = -1.0
    at: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.level < 0:
            self.level = self.size
        if self.per_minute < 0:
            self.per_minute = self.size

    def take(self, cost: float = 1.0) -> bool:
        now = time.monotonic()
        self.level = min(self.size, self.level + (now - self.at) * self.per_minute / 60.0)
        self.at = now
        if self.level < cost:
            return False
        self.level -= cost
        return True


@dataclass
class Address:
    open: Bucket
    proven: Bucket
    arrivals: Bucket  # new connections (a burst of ``connections``, as many more a minute)
    connections: int = 0
    failures: deque = field(default_factory=deque)
    known: OrderedDict = field(default_factory=OrderedDict)
    left: float = field(default_factory=time.monotonic)  # when its last connection closed


class Guard:
    """The per-address limits of one server process."""

    def __init__(self, connections: int, per_minute: int, failures: int, total: int | None = None) -> None:
        self.per_address = connections
        self.per_minute = per_minute
        self.failure_limit = failures
        self.total = total if total is not None else total_connections()
        self.open_now = 0  # connections open (or opening) to this process
        self.ended = 0  # connections closed since the last full garbage collection (sweeper)
        self.addresses: dict[str, Address] = {}
        self._swept = time.monotonic()
        self._told: dict[tuple[str, str], float] = {}  # (address, what) -> when the log last said it

    def _get(self, key: str) -> Address:
        found = self.addresses.get(key)
        if found is None:
            found = self.addresses[key] = Address(Bucket(self.per_minute), Bucket(self.per_minute * PROVEN_FACTOR),
                                                  Bucket(2 * self.per_address, ARRIVALS * self.per_address))
        return found

    # -- connections ------------------------------------------------------------------------------
    def opened(self, key: str) -> bool:
        """A TCP connection came from ``key``: counted; False if it must be cut at once, before any
        handshake: more than twice ``per_address`` open (connections that never finish their
        handshake), or opened faster than ARRIVALS times ``per_address`` a minute after a burst of
        twice ``per_address`` (each costs a handshake), or no room left under the open-files limit."""
        self._sweep()
        address = self._get(key)
        address.connections += 1
        self.open_now += 1
        if address.arrivals.take() and address.connections <= 2 * self.per_address:
            if self.total is None or self.open_now <= self.total:
                return True
            self.tell("*", "files", f"{self.open_now} connections open: the next are cut (raise the open-files limit)")
            return False
        self.tell_crowded(key)
        return False

    def tell_crowded(self, key: str) -> None:
        self.tell(key, "connections", f"more connections, or faster, than {self.per_address} (a minute): the next "
                  "are refused (--connections-per-address)")

    def closed(self, key: str) -> None:
        address = self.addresses.get(key)
        self.open_now -= 1
        self.ended += 1
        if address is not None:
            address.connections -= 1
            address.left = time.monotonic()

    def too_many(self, key: str) -> bool:
        """Whether this address has more connections open than it may keep."""
        address = self.addresses.get(key)
        return address is not None and address.connections > self.per_address

    # -- costly requests ------------------------------------------------------------------------------
    def spend(self, key: str, room: str | None = None, proven: bool = False, cost: float = 1.0) -> bool:
        """Take ``cost`` from the address's budget (the proven one for a room it belongs to)."""
        address = self._get(key)
        own = proven or (room is not None and room in address.known)
        return (address.proven if own else address.open).take(cost)

    def refund(self, key: str) -> None:
        """Give back the cost of a request that failed its lookup (to the strangers' budget)."""
        bucket = self._get(key).open
        bucket.level = min(bucket.size, bucket.level + 1)

    # -- lookups ---------------------------------------------------------------------------------------
    def failed(self, key: str) -> None:
        address = self._get(key)
        address.failures.append(time.monotonic())
        while len(address.failures) > self.failure_limit + 1:
            address.failures.popleft()

    def locked(self, key: str) -> bool:
        """Too many failed lookups in the last minute: only the address's own rooms may be named."""
        address = self.addresses.get(key)
        if address is None:
            return False
        now = time.monotonic()
        while address.failures and now - address.failures[0] > WINDOW:
            address.failures.popleft()
        return len(address.failures) >= self.failure_limit

    def learn(self, key: str, room: str) -> None:
        """The address showed it belongs to ``room`` (made it, joined it, showed a seat token)."""
        known = self._get(key).known
        known[room] = True
        known.move_to_end(room)
        while len(known) > KNOWN_ROOMS:
            known.popitem(last=False)

    def knows(self, key: str, room: str) -> bool:
        address = self.addresses.get(key)
        return address is not None and room in address.known

    def tell(self, key: str, what: str, text: str) -> None:
        """One line in the log about what ``key`` does, at most once a minute for each ``what``
        (a flood of one kind is one line, never a line per message)."""
        now = time.monotonic()
        if now - self._told.get((key, what), -WINDOW) >= WINDOW:
            self._told[(key, what)] = now
            print(f"present-company-server: {key}: {text}", file=sys.stderr, flush=True)

    def _sweep(self) -> None:
        """Forget addresses that have had no connection for a while (once a minute at most)."""
        now = time.monotonic()
        if now - self._swept < WINDOW:
            return
        self._swept = now
        self._told = {k: t for k, t in self._told.items() if now - t < WINDOW}
        for key in [k for k, a in self.addresses.items() if a.connections <= 0 and now - a.left > FORGET_AFTER]:
            del self.addresses[key]


async def sweeper(guard: Guard) -> None:
    """A full garbage collection now and then, once connections have come and gone: a closed
    connection (websockets' objects) leaves cycles that, with the server's sparse collections
    (server.cli), waited long for one, and the process grew by about 19 KB a connection closed
    (15 MB after 800 rooms' apps had come and gone; after a collection, nothing). At most one a
    minute: a pause of some milliseconds, which an address cannot cause more often."""
    while True:
        await asyncio.sleep(SWEEP_EVERY)
        if guard.ended >= SWEEP_AFTER:
            guard.ended = 0
            gc.collect()


def total_connections() -> int | None:
    """How many connections the process can hold: its open-files limit, less a reserve for the
    listening socket, a burst of accepts still being counted, NATS and the rest. None where the
    limit cannot be read (Windows)."""
    try:
        import resource  # late: a Unix module (Windows has none)
    except ImportError:
        return None
    soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return None
    return max(8, soft - min(160, soft // 2))


def raise_file_limit() -> None:
    """Let the process open as many files as the system allows it (its hard limit), for a
    server of many connections; a system that keeps it low has the final word."""
    try:
        import resource  # late: a Unix module (Windows has none)
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    if soft != resource.RLIM_INFINITY and soft < wanted:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
        except (ValueError, OSError):
            pass


def counted_connection(guard: Guard) -> type:
    """websockets' server connection, counted by address from the moment TCP connects: the only
    hook before the handshake, so connections that never finish one are counted (and cut) too."""
    class Counted(ServerConnection):
        address_key = "?"
        _counted = False

        def connection_made(self, transport: asyncio.BaseTransport) -> None:
            self.address_key = address_key(transport.get_extra_info("peername"))
            self._counted = True
            allowed = guard.opened(self.address_key)
            super().connection_made(transport)
            if not allowed:
                transport.abort()  # (the handshake then fails quietly: nothing is logged)

        def connection_lost(self, exc: Exception | None) -> None:
            if self._counted:
                self._counted = False
                guard.closed(self.address_key)
            super().connection_lost(exc)

    return Counted


_told: dict[str, float] = {}


def quiet_exceptions(loop: asyncio.AbstractEventLoop, context: dict) -> None:
    """The event loop's handler of errors nobody awaited: out of file descriptors at accept (a
    connection flood) is said in one line, at most once a minute; anything else as usual."""
    exc = context.get("exception")
    if isinstance(exc, OSError) and exc.errno in (24, 23):  # EMFILE, ENFILE
        now = time.monotonic()
        if now - _told.get("files", -WINDOW) >= WINDOW:
            _told["files"] = now
            print("present-company-server: out of open files: new connections wait (raise the process's "
                  "open-files limit)", file=sys.stderr, flush=True)
        return
    loop.default_exception_handler(context)
