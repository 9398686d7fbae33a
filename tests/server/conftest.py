"""A real nats-server with JetStream for the log's contract tests, started on 127.0.0.1.

Where no nats-server is installed the JetStream cases are skipped, except in CI (CI=true),
where .ci/run installs Debian's nats-server and a missing one is a failure."""

import os
import shutil
import socket
import subprocess
import time

import pytest


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def nats_url(tmp_path_factory):
    proc, url = start_nats(tmp_path_factory.mktemp("jetstream"))
    yield url
    proc.terminate()
    proc.wait(timeout=10)


def start_nats(store):
    """A nats-server of its own with JetStream in ``store``: (process, URL)."""
    binary = shutil.which("nats-server") or (os.path.exists("/usr/sbin/nats-server") and "/usr/sbin/nats-server")
    if not binary:
        if os.environ.get("CI") == "true":
            pytest.fail("nats-server is not installed (.ci/run installs it)")
        pytest.skip("nats-server is not installed (apt-get install nats-server)")
    port = _free_port()
    proc = subprocess.Popen([binary, "-js", "-a", "127.0.0.1", "-p", str(port), "-sd", str(store)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            break
        except OSError:
            time.sleep(0.05)
    else:
        proc.kill()
        pytest.fail("nats-server did not start")
    return proc, f"nats://127.0.0.1:{port}"


@pytest.fixture(params=["memory", "jetstream"])
def log_kind(request):
    """Which log a contract test runs on; the JetStream one needs the nats_url fixture."""
    if request.param == "jetstream":
        request.getfixturevalue("nats_url")
    return request.param
