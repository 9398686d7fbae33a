"""One stream of records (issue 35): a table cannot tell a local game from one a server holds.

A local ``SeatChannel`` takes an action and gives its record back through the same stream a
``RemoteChannel`` gives a server's frames through (``waiting``/``next_events``), each record's
events redacted for the eyes on screen exactly as the server's frame for those eyes redacts them
(``engine.records``, whose frames equal the server's: tests/server/test_records.py). And the
table scene, fed either, plays the same game the same way: the same lines in its move log, the
same picture at the end."""

from __future__ import annotations

import json

import pygame
import pytest

from engine.core.channel import SeatChannel
from engine.games import GAMES, get_game
from engine.records import LocalRecords
from engine.session import SeatPlan, Session
from engine.wire import encode
from table.net.remote import RemoteChannel
from table.scenes.table_scene import TableScene

GAME_IDS = sorted(GAMES)
PLAYERS = {g: GAMES[g].default_players for g in GAME_IDS}


def _bots(game_id: str, players: int, seed: int) -> Session:
    return Session(get_game(game_id), [SeatPlan(f"Bot {i}", "easy") for i in range(players)], {}, seed)


def _text(events) -> str:
    return json.dumps([encode(e) for e in events], sort_keys=True)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("eyes", [0, None])
def test_a_local_channel_streams_the_server_frames_events_for_its_eyes(game_id, eyes):
    players = PLAYERS[game_id]
    local, framed = _bots(game_id, players, 5), _bots(game_id, players, 5)
    channel = SeatChannel(local, eyes=eyes)
    records = LocalRecords(framed, [f"Bot {i}" for i in range(players)], ["easy"] * players)
    assert json.loads(_text(channel.opening_events())) == records.frame_for(eyes, 1)["events"]
    moves = 0
    while not channel.is_over():
        seat = local.next_bot_seat()
        action = local.decide(seat)
        assert channel.act(seat, action) == [] and channel.waiting()  # the record comes from the stream
        number = records.apply(seat, action)
        assert json.loads(_text(channel.next_events())) == records.frame_for(eyes, number)["events"], number
        assert not channel.waiting() and channel.next_events() is None
        moves += 1
    assert moves > 5


class _Frames:
    """A line to a server that has already sent a whole game: its frames, for one spectator."""

    def __init__(self, frames: list[dict]) -> None:
        self.frames, self.resume = frames, None

    def received(self) -> list[dict]:
        frames, self.frames = self.frames, []
        return frames

    def send(self, **message) -> None:
        pass

    def send_later(self, seconds, message) -> None:
        pass

    def close(self) -> None:
        pass


def _served(game_id: str, players: int, seed: int) -> RemoteChannel:
    """A spectator's channel fed a server's frames of a bots' game (``engine.records``)."""
    session = _bots(game_id, players, seed)
    records = LocalRecords(session, [f"Bot {i}" for i in range(players)], ["easy"] * players, room="ONE")
    frames = [records.frame_for(None, 1)]
    while not session.state.is_over():
        seat = session.next_bot_seat()
        frames.append(records.frame_for(None, records.apply(seat, session.decide(seat))))
    first, rest = frames[0], frames[1:]
    link = _Frames(rest)
    channel = RemoteChannel(link, "ONE", None, None, [first])
    return channel


def _played(app, scene) -> tuple[list[str], bytes]:
    """Run a table until its game is over and shown: its move log, and its last picture."""
    app.push(scene)
    for _ in range(60 * 60 * 10):
        app.run_frames(1)
        if scene.channel.is_over() and not scene.busy:
            break
    assert scene.channel.is_over() and not scene.busy
    picture = pygame.Surface(app.screen.get_size())
    scene.controller.draw(picture)
    app.pop()
    return [str(line) for line in scene.log], pygame.image.tobytes(picture, "RGB")


# (a table fed a spectator's frames draws no hand; of the four, That's Not a Hat's table shows none
# in a demo either, so the two pictures may be compared; the others' demos draw seat 0's hand)
@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if g == "not-a-hat"])
def test_the_table_plays_a_servers_records_as_it_plays_a_local_game(app, game_id):
    app.settings.speed = "fast"
    local = TableScene(app, _bots(game_id, PLAYERS[game_id], 7), demo=True)
    remote = TableScene(app, None, channel=_served(game_id, PLAYERS[game_id], 7))
    local_log, local_picture = _played(app, local)
    remote_log, remote_picture = _played(app, remote)
    assert len(local_log) > 5
    assert remote_log == local_log
    assert remote_picture == local_picture
