"""Online play from the app (issue 18): two app processes, one hosting the embedded server and
one joining it, play each game to its end through the real table; and the pieces they use."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.core.errors import IllegalAction
from table.net.online import Online, host_server, server_url
from tests.registry import seated, small, table_games

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _table(*args: str, **kw) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}  # (this test's home: its seats)
    return subprocess.Popen([sys.executable, "-m", "table", *args], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, **kw)


@pytest.mark.parametrize("game,players", seated(table_games(), small))
def test_two_apps_play_a_whole_game_in_one_hosted_room(game, players):
    """Test 7: the host's app and a relative's app (each one person, the rest bots on the
    server) finish the same game with the same result, each drawing only its own seat. The
    line is wss://, the joiner checking the host's certificate against the safety code."""
    host = _table("--host", game, "--players", str(players), "--people", "2", "--autoplay", "--name", "Ann")
    try:
        first = host.stdout.readline().split()  # "room CODE port PORT code SAFETY-CODE"
        assert first[:1] == ["room"] and first[2] == "port" and first[4] == "code", first
        code, port, safety = first[1], first[3], first[5]
        joiner = _table("--join", f"127.0.0.1:{port}/{safety}", "--room", code, "--autoplay", "--name", "Ben")
        out_join, _ = joiner.communicate(timeout=240)
        out_host, _ = host.communicate(timeout=60)
    finally:
        host.kill()
    assert joiner.returncode == 0, out_join
    assert host.returncode == 0, out_host
    over = [line for line in out_host.splitlines() if line.startswith("over:")]
    assert over and over[0].startswith(f"over: {game} after "), out_host
    assert over == [line for line in out_join.splitlines() if line.startswith("over:")]
    assert "Traceback" not in out_host + out_join


@pytest.mark.parametrize("game,settings", [("spirit-of-giving", []), ("secret-santa", ["--setting", "hands=1"])])
def test_two_apps_each_with_two_people_at_one_screen_finish_one_hosted_game(game, settings):
    """Hot-seat and online mixed: Ann and Dan share the host's screen, Ben and Cat the other's;
    each app shows both its people's seats and the game ends the same on both."""
    host = _table("--host", game, "--players", "5", "--people", "4", "--autoplay", "--name", "Ann",
                  "--name", "Dan", *settings)
    try:
        first = host.stdout.readline().split()
        assert first[:1] == ["room"], first
        joiner = _table("--join", f"127.0.0.1:{first[3]}/{first[5]}", "--room", first[1], "--autoplay", "--name", "Ben",
                        "--name", "Cat")
        out_join, _ = joiner.communicate(timeout=240)
        out_host, _ = host.communicate(timeout=60)
    finally:
        host.kill()
    assert joiner.returncode == 0 and host.returncode == 0, out_host + out_join
    over = [line for line in out_host.splitlines() if line.startswith("over:")]
    assert over and over == [line for line in out_join.splitlines() if line.startswith("over:")]
    assert "here: [0, 1]" in out_host.splitlines()  # Ann and Dan: seats 1 and 2, both drawn here
    assert "here: [2, 3]" in out_join.splitlines()
    assert "Traceback" not in out_host + out_join


@pytest.mark.parametrize("typed,url", [
    ("192.168.1.20", "ws://192.168.1.20:8765"),
    ("  192.168.1.20:9000 ", "ws://192.168.1.20:9000"),
    ("games.example.org:443", "wss://games.example.org:443"),
    ("wss://games.example.org/pc", "wss://games.example.org/pc"),
])
def test_an_address_as_a_person_types_it_becomes_a_server_url(typed, url):
    assert server_url(typed) == url


@pytest.mark.parametrize("typed", ["", "   ", "http://x.org", "two words", "host:0", "host:99999", "host:port"])
def test_a_bad_address_gets_a_message_not_a_crash(typed):
    with pytest.raises(ValueError) as caught:
        server_url(typed)
    assert str(caught.value)


def _channel(online: Online, seconds: float = 20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        channel = online.poll()
        if channel is not None:
            return channel
        if online.lobby and not online.problem and not any(s["open"] for s in online.seats()):
            online.start()
        assert not online.problem, online.problem
        time.sleep(0.02)
    raise AssertionError("the game never started")


def test_a_remote_table_knows_only_its_own_seat_and_cannot_move_out_of_turn():
    server = host_server(0)
    assert not server.error
    online = Online(server.url)
    try:
        online.create("secret-santa", 3, "Ann", {}, {1: "easy", 2: "easy"})
        channel = _channel(online)
        assert channel.eyes == 0 and channel.humans == (0,)
        assert channel.names[0] == "Ann"
        with pytest.raises(PermissionError):
            channel.view(1)  # another seat's hand never reaches this table
        assert channel.legal_actions(1) == ()
        with pytest.raises(PermissionError):
            channel.bot_job(1)  # bots play on the server
        # shown one record at a time: nothing is to act on while records wait to be shown
        while channel.waiting():
            assert channel.humans_to_act() == ()
            channel.next_events()
        deadline = time.monotonic() + 20
        while 0 not in channel.humans_to_act() and time.monotonic() < deadline:
            channel.pump()
            while channel.waiting():
                channel.next_events()
            time.sleep(0.02)
        assert channel.humans_to_act() == (0,)
        legal = channel.legal_actions(0)
        assert legal and channel.why_not(0, legal[0]) is None
        assert channel.why_not(0, "not a move") is not None
        channel.act(0, legal[0])
        with pytest.raises(IllegalAction):
            channel.act(0, legal[0])  # one move on its way: no second until the server answers
        assert channel.can_undo(0) is False
    finally:
        online.leave()
        server.stop()


@pytest.mark.parametrize("args,words", [
    (["--join", "127.0.0.1", "--autoplay"], "--room"),
    (["--host", "not-a-hat", "--join", "x", "--room", "ABCDEF", "--autoplay"], "one"),
    (["--host", "not-a-hat", "--players", "3", "--people", "5", "--autoplay"], "people"),
    (["--host", "not-a-hat", "--autoplay", "--port", "70000"], "port"),
])
def test_wrong_online_options_get_a_clear_message(args, words):
    done = subprocess.run([sys.executable, "-m", "table", *args], cwd=ROOT, env=ENV, text=True,
                          capture_output=True, timeout=60)
    assert done.returncode != 0
    said = (done.stdout + done.stderr).lower()
    assert words in said and "traceback" not in said
