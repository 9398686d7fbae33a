"""Hosting over wss:// (issue 18, security): "Host a game" served plain ws://, so with the home
router forwarding the port, seat tokens and hands crossed the internet in clear. Now the
hosting app serves wss:// with its own certificate (made once, kept), the invitation carries
the certificate's safety code, and a joining app checks it before it sends anything. An
address without a code still reaches a club server: plain ws://, or wss:// with a real
certificate checked the usual way."""

from __future__ import annotations

import asyncio
import os
import shutil
import ssl
import subprocess
import threading
import time
from types import SimpleNamespace

import pytest

from table.net import certificates
from table.net.certificates import FILE_NAME, host_certificate
from table.net.link import Embedded
from table.net.online import Online, host_server, server_url
from table.net.pinning import ALPHABET, read_code, safety_code, shown
from table.net.reasons import link_words


def _wait(online: Online, test, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, (online.down, online.problem, online.room)
        online.poll()
        time.sleep(0.02)


def _other(code: str) -> str:
    """The same code with one character changed (a typo, or someone else's certificate)."""
    return ALPHABET[(ALPHABET.index(code[7]) + 1) % len(ALPHABET)].join((code[:7], code[8:]))


class _Listener:
    """A TLS server with a certificate, keeping every byte a client sends it after the handshake."""

    def __init__(self, context: ssl.SSLContext) -> None:
        self.received = bytearray()
        self.handshakes = 0
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._loop.run_until_complete, args=(self._serve(context),),
                                        daemon=True)
        self._thread.start()
        self._ready.wait(10)

    async def _serve(self, context: ssl.SSLContext) -> None:
        async def take(reader, writer) -> None:
            self.handshakes += 1  # (called once TLS is up)
            try:
                while data := await reader.read(4096):
                    self.received += data
            except OSError:
                pass
            writer.close()

        self._stop = asyncio.Event()
        server = await asyncio.start_server(take, "127.0.0.1", 0, ssl=context)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        async with server:
            await self._stop.wait()

    def close(self) -> None:
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(5)


@pytest.fixture(scope="module")
def _one_pem(tmp_path_factory) -> str:
    return certificates.make_certificate()


@pytest.fixture
def kept(_one_pem):
    """This computer's certificate already kept (making one takes a second: once a module will do)."""
    from table.config import user_dir

    (user_dir("data")).mkdir(parents=True, exist_ok=True)
    (user_dir("data") / FILE_NAME).write_text(_one_pem)


# -- the certificate ---------------------------------------------------------------------------------
def test_the_certificate_is_made_once_kept_and_reused(tmp_path, monkeypatch):
    made = []
    real = certificates.make_certificate
    monkeypatch.setattr(certificates, "make_certificate", lambda: made.append(1) or real())
    first = host_certificate(tmp_path)
    kept = (tmp_path / FILE_NAME).read_bytes()
    again = host_certificate(tmp_path)
    assert made == [1] and again.code == first.code and (tmp_path / FILE_NAME).read_bytes() == kept
    if os.name == "posix":  # the private key is in that file: this user's alone
        assert (tmp_path / FILE_NAME).stat().st_mode & 0o077 == 0
    # the app's own data folder: two hostings, one certificate, one safety code
    one, two = host_server(0), None
    try:
        two = host_server(0)
        assert one.code and one.code == two.code and made == [1, 1]
    finally:
        one.stop()
        if two is not None:
            two.stop()


def test_a_damaged_certificate_file_is_set_aside_and_replaced(tmp_path):
    (tmp_path / FILE_NAME).write_text("-----BEGIN CERTIFICATE-----\nnot one\n-----END CERTIFICATE-----\n")
    made = host_certificate(tmp_path)
    assert len(made.code) == 20 and (tmp_path / (FILE_NAME + ".bad")).exists()
    assert host_certificate(tmp_path).code == made.code


@pytest.mark.skipif(not shutil.which("openssl"), reason="openssl is not installed")
def test_the_certificate_is_one_openssl_accepts_and_the_code_is_its_fingerprint(tmp_path):
    made = host_certificate(tmp_path)
    path = str(tmp_path / FILE_NAME)
    checked = subprocess.run(["openssl", "verify", "-check_ss_sig", "-CAfile", path, path], capture_output=True,
                             text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr  # its signature is right
    key = subprocess.run(["openssl", "rsa", "-in", path, "-check", "-noout"], capture_output=True, text=True)
    assert key.returncode == 0 and "RSA key ok" in key.stdout, key.stdout + key.stderr
    der = subprocess.run(["openssl", "x509", "-in", path, "-outform", "DER"], capture_output=True, check=True).stdout
    assert made.code == safety_code(der)
    text = subprocess.run(["openssl", "x509", "-in", path, "-noout", "-subject", "-issuer"], capture_output=True,
                          text=True, check=True).stdout
    assert text.count("CN = Present Company") == 2  # no name of the person or the computer in it


# -- the invitation ---------------------------------------------------------------------------------
@pytest.mark.parametrize("typed", ["192.168.1.20:8765/7KQ2M-X4PNA-ZB3RT-0WC9E",
                                   " 192.168.1.20:8765 7kq2m x4pna zb3rt owc9e ",  # read out and typed
                                   "192.168.1.20:8765/7KQ2MX4PNAZB3RT0WC9E",
                                   "192.168.1.20/7KQ2M-X4PNA-ZB3RT-0WC9E",
                                   "wss://192.168.1.20:8765#7KQ2M-X4PNA-ZB3RT-0WC9E"])
def test_an_invitation_with_a_safety_code_becomes_a_pinned_wss_url(typed):
    assert server_url(typed) == "wss://192.168.1.20:8765#7KQ2MX4PNAZB3RT0WC9E"


def test_letters_people_misread_are_read_right():
    assert read_code("7kq2m-x4pna-zb3rt-Owc9e") == read_code("7KQ2M-X4PNA-ZB3RT-0WC9E")
    assert read_code("1111l-IIIII-00000-ooooo") == "1111111111" + "0000000000"


@pytest.mark.parametrize("typed", ["192.168.1.20:8765/7KQ2M-X4PNA-ZB3RT", "192.168.1.20:8765/7KQ2M-X4PNA-ZB3RT-0WC9U",
                                   "192.168.1.20:8765/ABCDEF", "wss://192.168.1.20:8765#nonsense"])
def test_a_wrong_safety_code_gets_a_message_before_any_line_opens(typed):
    with pytest.raises(ValueError) as caught:
        server_url(typed)
    assert "safety code" in str(caught.value)


def test_the_lobby_shows_the_invitation_with_the_safety_code(app, kept):
    from table.net.router import Mapping
    from table.scenes.online import LobbyScene

    hosting = host_server(0)
    online = Online(hosting.url)
    try:
        lobby = LobbyScene(app, online, hosting, hosting.invitation("192.168.1.20"))
        hosting.router = "no router answered (UPnP may be off)"
        at_home = lobby._share()
        hosting.router = Mapping("203.0.113.7", hosting.port, "http://192.168.1.1/ctl", "svc")
        forwarded = lobby._share()
    finally:
        online.leave()
        hosting.stop()
    invitation = f"192.168.1.20:{hosting.port}/{shown(hosting.code)}"
    assert invitation in at_home and "safety code" in at_home
    assert invitation in forwarded and f"203.0.113.7:{hosting.port}/{shown(hosting.code)}" in forwarded
    assert server_url(invitation) == f"wss://192.168.1.20:{hosting.port}#{hosting.code}"


# -- pinning -------------------------------------------------------------------------------------------
def test_a_hosted_room_serves_wss_only_and_the_right_code_gets_in(kept):
    hosting = host_server(0)
    ann = Online(hosting.url)
    ben = Online(server_url(f"127.0.0.1:{hosting.port}/{shown(hosting.code)}"))
    try:
        assert hosting.url.startswith("wss://")
        ann.create("not-a-hat", 3, "Ann", {}, {2: "easy"})
        _wait(ann, lambda: ann.room)
        ben.join(ann.room, "Ben")
        _wait(ben, lambda: ben.seat is not None)
        assert ben.seat == 1 and not ben.down
    finally:
        ann.leave()
        ben.leave()
        hosting.stop()


def test_a_wrong_safety_code_is_refused_with_a_clear_message_and_nothing_crosses(app, kept):
    """Someone in between (or a typo): the certificate is not the one the code names. The app
    says so and sends nothing, not even the WebSocket request; the name and any token stay here."""
    from table.scenes.online import LobbyScene

    theirs = host_certificate()  # a certificate the app did not expect: the listener's
    listener = _Listener(theirs.context)
    online = Online(server_url(f"127.0.0.1:{listener.port}/{shown(_other(theirs.code))}"))
    try:
        online.join("ABCDEF", "Ben")
        _wait(online, lambda: online.down)
        lobby = LobbyScene(app, online, None, "")
        status = lobby._status()
        time.sleep(0.3)  # (anything sent after the check would have arrived by now)
    finally:
        online.leave()
        listener.close()
    assert online.down == link_words("wrong-code")
    assert "safety code" in status and "is not the one you typed" in status
    assert listener.handshakes >= 1 and bytes(listener.received) == b""  # TLS met, then not a byte
    assert online.room == "" and online.token == ""


def test_a_wrong_code_for_a_real_hosted_room_gets_no_seat(kept):
    hosting = host_server(0)
    ann = Online(hosting.url)
    try:
        ann.create("not-a-hat", 3, "Ann", {}, {})
        _wait(ann, lambda: ann.room)
        eve = Online(server_url(f"127.0.0.1:{hosting.port}/{shown(_other(hosting.code))}"))
        try:
            eve.join(ann.room, "Eve")
            _wait(eve, lambda: eve.down)
            _wait(ann, lambda: ann.lobby)
            time.sleep(0.3)
            ann.poll()
        finally:
            eve.leave()
        assert eve.down == link_words("wrong-code") and eve.seat is None
        assert [s["open"] for s in ann.seats()] == [False, True, True]  # Eve never took a seat
    finally:
        ann.leave()
        hosting.stop()


def test_a_hosted_room_typed_without_its_code_says_the_code_is_missing(kept):
    hosting = host_server(0)
    online = Online(server_url(f"127.0.0.1:{hosting.port}"))  # ws:// to a wss:// server
    try:
        online.join("ABCDEF", "Ben")
        _wait(online, lambda: online.down)
    finally:
        online.leave()
        hosting.stop()
    assert online.down == link_words("needs-code")


# -- club servers: the address alone -------------------------------------------------------------------
def test_a_plain_club_server_on_the_home_network_is_joined_by_its_address_alone():
    server = Embedded(host="127.0.0.1", port=0)
    online = Online(server_url(f"127.0.0.1:{server.port}"))
    try:
        assert server_url(f"127.0.0.1:{server.port}").startswith("ws://")
        online.create("secret-santa", 3, "Ann", {}, {1: "easy", 2: "easy"})
        _wait(online, lambda: online.room and online.lobby)
    finally:
        online.leave()
        server.stop()
    assert len(online.room) >= 6 and not online.down


@pytest.fixture
def club_certificate(tmp_path):
    """A certificate like a club's from Let's Encrypt: for its address, from an authority the
    system trusts (here: the certificate itself, put in the system's list by SSL_CERT_FILE)."""
    if not shutil.which("openssl"):
        pytest.skip("openssl is not installed")

    def make(name: str):
        cert, key = tmp_path / f"{name}.pem", tmp_path / f"{name}.key"
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
                        "-subj", f"/CN={name}", "-addext", f"subjectAltName={name}", "-keyout", str(key),
                        "-out", str(cert)], check=True, capture_output=True)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        return cert, SimpleNamespace(context=context, code="")

    return make


@pytest.mark.parametrize("typed", ["wss://127.0.0.1:{port}", "127.0.0.1:{port}"])
def test_a_club_server_with_a_real_certificate_is_verified_the_usual_way(club_certificate, monkeypatch, typed):
    cert, served = club_certificate("IP:127.0.0.1")
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))  # the system trusts it
    server = Embedded(host="127.0.0.1", port=0, certificate=served)
    online = Online(server_url(typed.format(port=server.port)))
    try:
        online.create("not-a-hat", 3, "Ann", {}, {1: "easy", 2: "easy"})
        _wait(online, lambda: online.room and online.lobby)  # (typed without wss://: found to speak it)
    finally:
        online.leave()
        server.stop()
    assert len(online.room) >= 6


def test_a_club_certificate_for_another_name_is_refused_in_words(club_certificate, monkeypatch):
    cert, served = club_certificate("DNS:games.example.org")
    monkeypatch.setenv("SSL_CERT_FILE", str(cert))
    server = Embedded(host="127.0.0.1", port=0, certificate=served)
    online = Online(server_url(f"wss://127.0.0.1:{server.port}"))
    try:
        online.create("not-a-hat", 3, "Ann", {}, {})
        _wait(online, lambda: online.down)
    finally:
        online.leave()
        server.stop()
    assert online.down == link_words("bad-certificate") and not online.room
