"""TLS (issue 18, security): given a certificate, the server speaks only wss://; a client that
trusts the certificate plays, and a plain ws:// client gets no room."""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import ssl
import subprocess

import pytest
from websockets.asyncio.client import connect

from server.cli import tls
from server.log import MemoryLog
from server.service import serve


@pytest.fixture
def certificate(tmp_path):
    if not shutil.which("openssl"):
        pytest.skip("openssl is not installed")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    return cert, key


def test_with_a_certificate_the_server_speaks_wss_only(certificate):
    cert, key = certificate
    context = tls(argparse.Namespace(cert=str(cert), key=str(key)))
    assert isinstance(context, ssl.SSLContext) and context.protocol == ssl.PROTOCOL_TLS_SERVER
    trusting = ssl.create_default_context(cafile=str(cert))

    async def run() -> tuple[dict, str]:
        async with serve(MemoryLog(), port=0, ssl=context) as server:
            async with connect(f"wss://127.0.0.1:{server.port}", ssl=trusting) as ws:
                await ws.send(json.dumps({"type": "create", "game": "not-a-hat", "players": 3, "name": "Ann"}))
                created = json.loads(await asyncio.wait_for(ws.recv(), 10))
            try:
                async with connect(f"ws://127.0.0.1:{server.port}", open_timeout=5) as plain:
                    await plain.send(json.dumps({"type": "create", "game": "not-a-hat", "players": 3}))
                    await asyncio.wait_for(plain.recv(), 5)
                plain_result = "answered"
            except Exception as exc:  # the handshake fails: no TLS, no talk
                plain_result = type(exc).__name__
            return created, plain_result

    created, plain = asyncio.run(run())
    assert created["type"] == "created" and len(created["room"]) >= 6
    assert plain != "answered"


def test_a_client_that_does_not_trust_the_certificate_is_refused(certificate):
    cert, key = certificate
    context = tls(argparse.Namespace(cert=str(cert), key=str(key)))

    async def run() -> None:
        async with serve(MemoryLog(), port=0, ssl=context) as server:
            async with connect(f"wss://127.0.0.1:{server.port}", ssl=ssl.create_default_context()):
                pass

    with pytest.raises(ssl.SSLCertVerificationError):
        asyncio.run(run())
