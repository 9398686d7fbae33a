"""The app's Play online screens (issue 18): host a game from the New game screen in host mode,
a relative joins, the lobby shows them, Start deals, and the ordinary table draws the remote
game; and a person joins a room another app hosts by typing its address and code."""

from __future__ import annotations

import time

import pygame

from table.net.online import Online, server_url
from table.scenes.online import JoinScene, LobbyScene
from table.scenes.setup import SetupScene
from table.scenes.table_scene import TableScene
from table.scenes.table_sources import OnlineSource

from .helpers import seat_count
from .helpers import until as _until
from .test_online import _table


def _type(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.run_frames(1)


def test_a_host_opens_a_room_a_relative_joins_and_the_table_plays_it(app):
    setup = SetupScene(app, "not-a-hat", online=True)
    app.push(setup)
    seat_count(setup, 4)
    setup._toggle_kind(1)  # seat 2 waits for a relative; seat 3 stays a bot
    setup._toggle_kind(3)
    setup._toggle_kind(3)  # seat 4: someone at this screen, beside the host
    assert setup.bots[:4] == [None, None, "medium", None]
    assert [setup.seat_buttons[i][0].label for i in (1, 3)] == ["Online", "Here"]
    setup.names[3] = setup.names[0].upper()
    setup.start.on_click()
    assert app.top is setup and "same name" in setup.message  # the privacy screen calls each by name
    setup.names[3] = "Grandma"
    setup.start.on_click()
    lobby = app.top
    assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
    _until(app, lambda: lobby.online.room and lobby.online.seats())
    assert not lobby.start.enabled  # a seat is still open
    assert lobby.wait.label == "If someone drops out: wait for them"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w"))
    _until(app, lambda: (lobby.online.lobby or {}).get("stand_in") == 30)
    assert lobby.wait.label == "If someone drops out: a bot plays for them after 30 seconds"
    assert not lobby.animating()  # an idle lobby sleeps: a message from the server wakes it
    assert "/" in lobby.address  # the invitation: this computer's address, port and safety code
    relative = Online(server_url(lobby.address))  # what the relative types
    try:
        relative.join(lobby.online.room, "Aunt May")
        painted = []
        deadline = time.monotonic() + 20
        while not (any(s["name"] == "Aunt May" for s in lobby.online.seats()) and lobby.start.enabled):
            assert time.monotonic() < deadline, "she never arrived"
            painted += app.frame([], 0.05)  # the real loop's pass, nobody touching anything
            time.sleep(0.01)
        assert painted  # her arrival is painted without any input
        lobby.start.on_click()
        _until(app, lambda: isinstance(app.top, TableScene))
        table = app.top
        assert isinstance(table.source, OnlineSource)  # (a game the server holds)
        assert table.channel.names[1] == "Aunt May" and table.channel.humans == (0, 3)
        assert table.channel.eyes is None and table.controller.multi  # hot-seat: the privacy screen between them
        theirs = []
        _until(app, lambda: theirs.append(relative.poll()) or theirs[-1] is not None)
        assert theirs[-1].eyes == 1 and theirs[-1].names == table.channel.names
    finally:
        relative.leave()
        app.reset_to(JoinScene(app))  # the table's link and the embedded server close


def test_a_person_joins_by_typing_address_and_code(app):
    host = _table("--host", "spirit-of-giving", "--players", "4", "--people", "3", "--autoplay")
    try:
        room, code, _port, port, _code, safety = host.stdout.readline().split()
        assert room == "room"
        join = JoinScene(app)
        app.push(join)
        assert join.editing == 1  # the address is asked first: the name is usually right
        join.values[0], join.editing = "", 0
        _type(app, "Grandpa")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
        app.run_frames(1)
        _type(app, "nonsense address")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        app.run_frames(1)
        assert join.message and app.top is join  # a clear message, nothing lost
        join.values[1] = f"127.0.0.1:{port}/{safety}"
        join.editing = 2
        _type(app, code.lower())
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
        app.run_frames(1)
        _type(app, "grandpa")
        join.join.on_click()
        assert app.top is join and join.message and join.editing == 3  # a name of her own, please
        join.values[3] = ""
        _type(app, "Grandma")  # sharing this screen with Grandpa
        assert join.values == ["Grandpa", f"127.0.0.1:{port}/{safety}", code.lower(), "Grandma"]
        join.join.on_click()
        assert isinstance(app.top, LobbyScene)
        _until(app, lambda: isinstance(app.top, TableScene), 30)
        channel = app.top.channel
        assert isinstance(app.top.source, OnlineSource) and len(channel.humans) == 2 and channel.eyes is None
        assert sorted(channel.names[s] for s in channel.humans) == ["Grandma", "Grandpa"]
    finally:
        app.reset_to(JoinScene(app))
        host.kill()
        host.wait(timeout=10)


def test_the_lobby_says_what_the_router_answered_and_leaving_takes_the_forward_back(app, monkeypatch):
    """Hosting asks the home router for a forward in the background (UPnP): while it asks, the
    lobby says so; once forwarded it gives the public address to share; if the router says no,
    it explains port forwarding and game servers. Stopping the server takes the forward back."""
    from table.net import router as upnp
    from table.net.link import Embedded

    asked, closed, answer = [], [], upnp.Mapping("203.0.113.7", 0, "http://192.168.1.1/ctl", "svc")

    def fake_open(port):
        asked.append(port)
        time.sleep(0.3)
        return upnp.Mapping(answer.external_ip, port, answer.control_url, answer.service)

    monkeypatch.setattr(upnp, "open_port", fake_open)
    monkeypatch.setattr(upnp, "close_port", lambda mapping: closed.append(mapping.port) or True)
    hosting = Embedded(host="127.0.0.1", port=0, router=True)
    lobby = LobbyScene(app, Online(f"ws://127.0.0.1:{hosting.port}"), hosting, "192.168.1.20:" + str(hosting.port))
    try:
        asking = lobby._share()
        _until(app, lambda: hosting.router is not None)
        forwarded = lobby._share()
        hosting.router = "no router answered (UPnP may be off)"
        refused = lobby._share()
        hosting.router = upnp.Mapping("203.0.113.7", hosting.port, answer.control_url, answer.service)
    finally:
        lobby.online.leave()
        hosting.stop()
    _until(app, lambda: closed, 5)
    assert asked == [hosting.port] and closed == [hosting.port]
    assert "Asking your router" in asking and "192.168.1.20" in asking
    assert f"203.0.113.7:{hosting.port}" in forwarded and "192.168.1.20" in forwarded
    assert "forwards port" in refused and "game server" in refused and "203.0.113.7" not in refused


def test_the_join_form_remembers_the_name_and_the_address_and_hosting_takes_the_name(app, tmp_path):
    from table.config import SettingsStore

    app.store = SettingsStore(tmp_path)
    join = JoinScene(app)
    app.push(join)
    join.values[:3] = ["Grandpa", "127.0.0.1:9", "ABCDEF"]  # (nobody answers there: the lobby says so)
    join.join.on_click()
    assert isinstance(app.top, LobbyScene)
    app.pop()  # leaving the lobby
    again = JoinScene(app)
    assert again.values[:2] == ["Grandpa", "127.0.0.1:9"]
    assert again.editing == 2  # the address is known: the room code is asked first
    stored = SettingsStore(tmp_path).load()
    assert (stored.last_name, stored.last_address) == ("Grandpa", "127.0.0.1:9")
    app.settings.last_setups = {"not-a-hat": {"players": 4, "seats": [["Somebody", None]]}}
    again.values[0] = "Nana"
    app.push(again)
    again.host.on_click()  # F2: the name just typed sits in the host's first seat
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.online and setup.names[0] == "Nana"
    setup._choose_game("not-a-hat")  # whichever game, the remembered setup's first name gives way
    assert setup.names[0] == "Nana"
