"""Companion mode (issue 36): the app's "Host a game" serves wss:// with its own certificate,
which a phone's browser cannot trust. The same game server (the same rooms) also listens on a
plain http:// and ws:// port for the browsers at home; the app's own line stays encrypted."""

from __future__ import annotations

import json
import time
import urllib.request

from websockets.sync.client import connect

from table.net.certificates import host_certificate
from table.net.link import Embedded
from table.net.online import Online


def _wait(online: Online, test, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, (online.down, online.problem, online.room)
        online.poll()
        time.sleep(0.02)


def test_a_hosted_game_also_serves_the_web_seat_and_its_rooms_over_plain_http(tmp_path, monkeypatch):
    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    server = Embedded(host="127.0.0.1", port=0, certificate=host_certificate(tmp_path))
    online = Online(server.url)
    try:
        assert server.url.startswith("wss://") and server.plain_port and server.plain_port != server.port
        online.create("not-a-hat", 3, "Ann", {}, {2: "easy"})
        _wait(online, lambda: online.room and online.lobby)
        page = urllib.request.urlopen(f"http://127.0.0.1:{server.plain_port}/", timeout=10).read()
        assert b"<html" in page.lower()
        with connect(f"ws://127.0.0.1:{server.plain_port}/") as phone:  # the same room, plainly
            phone.send(json.dumps({"type": "join", "room": online.room, "name": "Bea"}))
            got = json.loads(phone.recv(timeout=10))
        assert got["type"] == "joined" and got["seat"] == 1, got
        _wait(online, lambda: [s.get("name") for s in online.seats()] == ["Ann", "Bea", online.seats()[2]["name"]])
        link = server.browser_link("192.168.1.20", online.room, got["token"])
        assert link == f"http://192.168.1.20:{server.plain_port}/#room={online.room}&seat={got['token']}"
    finally:
        online.leave()
        server.stop()


def test_a_plain_hosted_game_has_one_port_for_both():
    server = Embedded(host="127.0.0.1", port=0)
    try:
        assert server.plain_port == server.port and server.url.startswith("ws://")
        assert server.browser_link("10.0.0.2", "ABCDEF") == f"http://10.0.0.2:{server.port}/#room=ABCDEF"
    finally:
        server.stop()
