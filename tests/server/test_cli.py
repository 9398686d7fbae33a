"""present-company-server: one command starts it; a wrong argument gets a plain message."""

import asyncio
import json
import subprocess
import sys

from websockets.asyncio.client import connect

from server.cli import main


def test_wrong_arguments_get_a_plain_message_and_no_traceback(capsys):
    for argv in (["--port", "99999"], ["--cert", "c.pem"], ["--port", "x"], ["--joins-per-minute", "0"],
                 ["--keep-days", "3"], ["--nats", "nats://x:4222", "--keep-days", "-1"]):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = exc.code
        err = capsys.readouterr().err
        assert code == 2 and "error:" in err and "Traceback" not in err
    assert main(["--cert", "/nowhere/c.pem", "--key", "/nowhere/k.pem", "--port", "0"]) == 2
    assert "cannot read the certificate" in capsys.readouterr().err


def test_the_server_starts_serves_a_room_and_stops():
    proc = subprocess.Popen([sys.executable, "-m", "server", "--host", "127.0.0.1", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert "listening on ws://127.0.0.1:" in line
        url = "ws://" + line.split("ws://")[1].split(",")[0]

        async def talk():
            async with connect(url) as ws:
                await ws.send(json.dumps({"type": "create", "game": "not-a-hat", "players": 3, "name": "Ann"}))
                return json.loads(await ws.recv())

        created = asyncio.run(talk())
        assert created["type"] == "created" and len(created["room"]) == 6 and created["seat"] == 0
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=10)
    assert proc.returncode == 0 and "Traceback" not in err


def test_a_club_behind_one_address_can_raise_the_join_limit(monkeypatch):
    from server import cli, service

    monkeypatch.setattr(service, "JOINS_PER_MINUTE", service.JOINS_PER_MINUTE)
    cli.parse(["--joins-per-minute", "500"])
    assert service.JOINS_PER_MINUTE == 500
