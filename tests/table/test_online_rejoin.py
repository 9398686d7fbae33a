"""A relative whose app closes in the middle of an online game takes her seat back (issue: the
seat token lived only in memory, and joining again said "the game has started"): the app keeps
each online seat in the user's data folder, and Rejoin says hello with its token."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from .test_online import ROOT


def _app(home: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PRESENT_COMPANY_HOME": str(home)}
    return subprocess.Popen([sys.executable, "-m", "table", *args, "--autoplay"], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def _line(process: subprocess.Popen, starts: str) -> tuple[str, list[str]]:
    """Read the process's output up to the first line that starts so (and every line before it)."""
    seen = []
    for line in process.stdout:
        seen.append(line)
        if line.startswith(starts):
            return line, seen
    raise AssertionError(f"no line {starts!r}:\n{''.join(seen)}")


@pytest.mark.parametrize("people", [["Ben"], ["Ben", "Cat"]])
def test_an_app_killed_mid_game_rejoins_its_seat_and_plays_the_game_to_its_end(tmp_path, people):
    """Ben's app (or Ben's and Cat's, sharing a screen) is killed mid-game, opened again with
    --rejoin, and plays on: nobody stands in by default, so the game ends only if they do."""
    host = _app(tmp_path / "ann", "--host", "not-a-hat", "--players", str(len(people) + 2), "--people",
                str(len(people) + 1), "--name", "Ann")
    ben = rejoined = None
    names = [arg for name in people for arg in ("--name", name)]
    here = list(range(1, len(people) + 1))
    try:
        first = host.stdout.readline().split()  # "room CODE port PORT"
        assert first[:1] == ["room"], first
        ben = _app(tmp_path / "ben", "--join", f"127.0.0.1:{first[3]}", "--room", first[1], *names)
        _line(ben, "moved:")  # Ben has played a move: the game is on
        kept = json.loads((tmp_path / "ben" / "data" / "online-seats.json").read_text())
        ben.send_signal(signal.SIGKILL)  # his app dies, with his token in memory
        ben.wait(30)
        rejoined = _app(tmp_path / "ben", "--rejoin")
        out_rejoined, _ = rejoined.communicate(timeout=240)
        out_host, _ = host.communicate(timeout=60)
    finally:
        for process in (host, ben, rejoined):
            if process is not None and process.poll() is None:
                process.kill()
    assert rejoined.returncode == 0, out_rejoined
    assert host.returncode == 0, out_host
    [room] = kept["rooms"]
    assert room["room"] == first[1] and room["game"] == "not-a-hat" and room["in_app"] is True
    assert [p["seat"] for p in room["people"]] == here and [p["name"] for p in room["people"]] == people
    assert room["names"][: len(people) + 1] == ["Ann", *people]
    lines = out_rejoined.splitlines()
    assert f"here: {here}" in lines
    for seat in here:  # each played again
        assert any(line.startswith(f"moved: seat {seat}") for line in lines), out_rejoined
    # nobody stands in for Ben by default: the game could only end with Ben back in his seat
    over = [line for line in out_host.splitlines() if line.startswith("over:")]
    assert over and over == [line for line in lines if line.startswith("over:")]
    assert json.loads((tmp_path / "ben" / "data" / "online-seats.json").read_text())["rooms"] == []  # over: forgotten
    assert "Traceback" not in out_host + out_rejoined


def test_the_menu_offers_rejoin_and_it_takes_the_seat_back_in_the_window(tmp_path, monkeypatch):
    """In the window: Ben's table keeps his seat as it opens; his app closes; opened again, the
    menu offers "Rejoin That's Not a Hat as Ben", which takes him back to his seat, and once
    the game is over the offer is gone."""
    import time

    from table.app import App
    from table.config import Settings
    from table.net.online import Online, host_server
    from table.scenes.menu import MenuScene
    from table.scenes.online import LobbyScene
    from table.scenes.table_scene import TableScene

    from .online_play import channels, move_at_table, step

    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    server = host_server(0)
    ann = Online(f"ws://127.0.0.1:{server.port}")
    first = App(Settings(speed="instant"), None, size=(1024, 600), keep=True)
    again = None
    try:
        ann.create("not-a-hat", 3, "Ann", {}, {2: "easy"})
        deadline = time.monotonic() + 20
        while not ann.room:
            assert time.monotonic() < deadline
            ann.poll()
            time.sleep(0.02)
        ben = Online(f"ws://127.0.0.1:{server.port}")
        ben.join(ann.room, "Ben")
        first.push(MenuScene(first))
        first.push(LobbyScene(first, ben, None, ""))
        [hers] = channels(ann)
        deadline = time.monotonic() + 20
        while not isinstance(first.top, TableScene):
            assert time.monotonic() < deadline
            first.run_frames(1, dt=0.1)
            time.sleep(0.02)
        table = first.top
        while table.channel.moves < 2:
            assert time.monotonic() < deadline
            move_at_table(first, table)
            step(hers)
        while first.scenes:  # Ben's app closes (the window's cross: nothing asked)
            first.pop()
        first.pg.quit()
        again = App(Settings(speed="instant"), None, size=(1024, 600), keep=True)
        menu = MenuScene(again)
        again.push(menu)
        offer = menu.buttons[0]
        assert offer.label == "Rejoin That's Not a Hat as Ben" and offer.style == "good"
        offer.on_click()
        lobby = again.top
        assert isinstance(lobby, LobbyScene) and lobby._status() == "Taking your seat back…"
        deadline = time.monotonic() + 20
        while not isinstance(again.top, TableScene):
            assert time.monotonic() < deadline, lobby._status()
            again.run_frames(1, dt=0.1)
            step(hers)
            time.sleep(0.02)
        table = again.top
        assert table.channel.eyes == 1 and table.channel.names[:2] == ["Ann", "Ben"] and table.channel.moves >= 2
        deadline = time.monotonic() + 120
        while not (table.channel.is_over() and table.results_shown):
            assert time.monotonic() < deadline, "the game never ended"
            move_at_table(again, table)
            step(hers)
        assert again.saves.online.rooms() == []
        again.reset_to(MenuScene(again))
        assert not any(b.label.startswith("Rejoin") for b in again.top.buttons)
    finally:
        ann.leave()
        server.stop()
        if again is not None:
            while again.scenes:
                again.pop()
            again.pg.quit()


def test_kept_seats_are_read_without_fail_and_go_when_stale(tmp_path):
    import time

    from table.persist_online import KEPT_DAYS, KeptRoom, KeptSeat, OnlineSeats

    store = OnlineSeats(tmp_path)
    old = KeptRoom("ws://h:1", "AAAAAA", "not-a-hat", ("Ann", "Ben", "Mia"), (KeptSeat(1, "t1", "Ben"),),
                   time.time() - KEPT_DAYS * 86400 - 60)
    new = KeptRoom("ws://h:1", "CCCCCC", "secret-santa", ("Ann", "Ben", "Cat"),
                   (KeptSeat(1, "t2", "Ben"), KeptSeat(2, "t3", "Cat")), time.time())
    store.keep(old)
    store.keep(new)
    assert store.rooms() == [new] and new.who == "Ben, Cat" and not store.problem
    data = json.loads(store.path.read_text())
    data["rooms"].append({"url": "ws://h:1", "room": "DDDDDD", "game": "no-such-game"})
    store.path.write_text(json.dumps(data))
    assert store.rooms() == [new]  # the rest kept, the damaged file set aside and said
    assert "could not be read" in store.problem and list(tmp_path.glob("online-seats.json.bad"))
    store.path.write_text("{cut sh")
    assert OnlineSeats(tmp_path).rooms() == []
    store.keep(new)
    store.forget("ws://h:1", "cccccc")
    assert store.rooms() == []


def test_a_seat_the_server_no_longer_knows_is_said_and_no_longer_offered(tmp_path, monkeypatch, app):
    import time

    from table.net.online import host_server
    from table.persist import SaveStore
    from table.persist_online import KeptRoom, KeptSeat, OnlineSeats
    from table.scenes.menu import MenuScene
    from table.scenes.online import LobbyScene

    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    app.saves = SaveStore()  # (the window's app keeps its files)
    server = host_server(0)  # a server that has never heard of the room (restarted since)
    try:
        OnlineSeats().keep(KeptRoom(f"ws://127.0.0.1:{server.port}", "AAAAAA", "not-a-hat", ("Ann", "Ben", "Mia"),
                                    (KeptSeat(1, "t1", "Ben"),), time.time()))
        app.push(MenuScene(app))
        app.top.buttons[0].on_click()
        lobby = app.top
        assert isinstance(lobby, LobbyScene)
        deadline = time.monotonic() + 20
        while "Could not" not in lobby._status():
            assert time.monotonic() < deadline, lobby._status()
            app.run_frames(1, dt=0.1)
            time.sleep(0.02)
        assert lobby._status() == "Could not rejoin: there is no room with that code"
        assert OnlineSeats().rooms() == []
        app.pop()
        assert not any(b.label.startswith("Rejoin") for b in app.top.buttons)
    finally:
        while app.scenes:
            app.pop()
        server.stop()


def test_rejoining_a_room_whose_hosts_app_is_gone_says_so_and_offers_it_no_more(tmp_path, monkeypatch, app):
    """The room was in the host's app, and nobody answers there now: it is gone with her app."""
    import socket
    import time

    from table.persist import SaveStore
    from table.persist_online import KeptRoom, KeptSeat, OnlineSeats
    from table.scenes.menu import MenuScene

    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    app.saves = SaveStore()
    with socket.socket() as probe:  # a port nobody listens on (the host's app has closed)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    OnlineSeats().keep(KeptRoom(f"ws://127.0.0.1:{port}", "AAAAAA", "not-a-hat", ("Ann", "Ben", "Mia"),
                                (KeptSeat(1, "t1", "Ben"),), time.time(), in_app=True))
    app.push(MenuScene(app))
    app.top.buttons[0].on_click()
    lobby = app.top
    deadline = time.monotonic() + 20
    while not lobby.online.host_gone:
        assert time.monotonic() < deadline, lobby._status()
        app.run_frames(1, dt=0.1)
        time.sleep(0.02)
    assert lobby._status() == "The host has left, and the room was on their computer: it is closed."
    assert OnlineSeats().rooms() == []
    while app.scenes:
        app.pop()
