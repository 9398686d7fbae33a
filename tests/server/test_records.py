"""One stream of records (issue 35): a local game frames its records exactly as the game server
does. For every registered game and a few table sizes, the same game is played once through a
server Room (records ingested as the log hands them over) and once through ``LocalRecords`` on a
local Session; every record's frame for every seat, and for a spectator, is the same JSON."""

import json

import pytest

from engine.games import GAMES, get_game
from engine.records import LocalRecords
from engine.session import SeatPlan, Session
from server.room import Room

from .helpers import setups

CASES = [(g, p, s) for g, p, s in setups() if p in (GAMES[g].min_players, GAMES[g].default_players)]


def _records(game_id, players, settings, seed):
    """A whole bots' game as the log holds it: the setup record, then one record per move."""
    names = [f"P{i}" for i in range(players)]
    bots = ["easy"] * players
    setup = {"t": "setup", "game": game_id, "settings": settings, "seed": seed,
             "seats": [{"name": n, "bot": b, "token": ""} for n, b in zip(names, bots, strict=True)],
             "stand_in": 0.0}
    session = Session(get_game(game_id), [SeatPlan(n, b) for n, b in zip(names, bots, strict=True)], settings, seed)
    records = [setup]
    while not session.state.is_over():
        seat = session.next_bot_seat()
        action = session.decide(seat)
        records.append({"t": "act", "seat": seat, "a": session.state.encode_action(action)})
        session.apply(seat, action)
    return names, bots, records


def _text(frame):
    return json.dumps(frame, sort_keys=False, separators=(",", ":"))


@pytest.mark.parametrize("game_id,players,settings", CASES, ids=[f"{g}-{p}" for g, p, _ in CASES])
def test_a_local_game_frames_every_record_as_the_server_does(game_id, players, settings):
    names, bots, records = _records(game_id, players, settings, seed=players * 7 + 1)
    eyes = [None, *range(players)]

    served: list[list[str]] = []
    room = Room("ROOMAA", game_id, {}, [])
    room.listeners.append(lambda number: served.append([_text(room.frame_for(s, number)) for s in eyes]))
    for number, record in enumerate(records, 1):
        room.ingest(number, record)

    session = Session(get_game(game_id), [SeatPlan(n, b) for n, b in zip(names, bots, strict=True)],
                      records[0]["settings"], records[0]["seed"])
    local = LocalRecords(session, names, bots, room="ROOMAA")
    made = [[_text(local.frame_for(s, 1)) for s in eyes]]
    for record in records[1:]:
        number = local.apply(record["seat"], session.state.decode_action(record["a"]))
        made.append([_text(local.frame_for(s, number)) for s in eyes])

    assert len(made) == len(served) == len(records) > 2
    for number, (ours, theirs) in enumerate(zip(made, served, strict=True), 1):
        assert ours == theirs, f"record {number} differs"
