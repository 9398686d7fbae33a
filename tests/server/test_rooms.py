"""A room on the server (issue 18), without the network: what each seat receives is exactly
its view and its redacted events, never the seed or anything hidden; a log replayed elsewhere
is the same game; actions out of turn, illegal or malformed change nothing."""

import asyncio
import json
import random
import subprocess
import sys

import pytest

from engine.games import GAMES
from engine.wire import WireError, decode, encode
from server.log import Conflict, MemoryLog
from server.room import CODE_ALPHABET, Refused, new_code, token_hash

from ..engine.invariants import HIDDEN_LEAKS
from .helpers import random_move, room_with_people, setups

SETUPS = list(setups())


def run(coro):
    return asyncio.run(coro)


async def _play(room, log, tokens, rng, on_frame=None, limit=4000):
    """People at the first seats move at random until the game ends."""
    await room.start(log)
    await room.play_bots(log)
    people = {room.seat_of(t) for t in tokens}
    steps = 0
    while not room.session.state.is_over() and steps < limit:
        seat = next(s for s in room.session.state.to_act() if s in people)
        await room.act(log, seat, random_move(room, seat, rng), room.seq)
        steps += 1
    return steps


def test_every_setup_is_covered():
    # every game, and for each every count from its fewest to eight (or its most)
    assert {(g, p) for g, p, _ in SETUPS} >= {("not-a-hat", 2), ("not-a-hat", 8), ("secret-santa", 3),
                                               ("spirit-of-giving", 3), ("spirit-of-giving", 6),
                                               ("presents-of-mine", 8)}


@pytest.mark.parametrize("game_id,players,settings", SETUPS, ids=[f"{g}-{p}" for g, p, _ in SETUPS])
def test_each_seat_receives_its_view_and_redacted_events_and_nothing_hidden(game_id, players, settings):
    room, tokens = room_with_people(game_id, players, settings, people=2 if players > 2 else 1)
    log = MemoryLog()
    problems = []
    sent = []

    def check(number):
        state = room.session.state
        for seat in [*range(players), None]:
            frame = room.frame_for(seat, number)
            assert frame["view"] == encode(state.view(seat))
            assert frame["events"] == [encode(e.for_seat(seat)) for e in room.events[number]]
            assert frame["legal"] == ([encode(a) for a in state.legal_actions(seat)] if seat is not None else [])
            assert frame.get("public") == (encode(state.view(None)) if seat is not None else None)
            # only the mover's own frame says the record was its move (a shared screen shows a
            # peek to its taker by this); nobody else learns whose move it was from it
            mover = room.session.history[-1][0] if number > 1 else None
            assert frame.get("mine", False) is (seat is not None and seat == mover)
            if number == 1:  # the deal also says who sits where, and nothing more
                assert (frame["seat"], frame["names"], frame["bots"]) == (seat, [s.name for s in room.seats],
                                                                          [s.bot for s in room.seats])
            problems.extend(f"{number} seat {seat}: {p}" for p in HIDDEN_LEAKS[game_id](state, seat))
            sent.append(json.dumps(frame))

    room.listeners.append(check)
    run(_play(room, log, tokens, random.Random(players)))
    assert room.session.state.is_over()
    assert problems == []
    seed = str(room.session.seed)
    text = "\n".join(sent + [json.dumps(room.snapshot(s)) for s in [*range(players), None]]
                     + [json.dumps(f) for s in (0, None) for f in room.missed(s, 0)])
    assert seed not in text and '"history"' not in text and '"rng"' not in text and '"token"' not in text
    assert all(t not in text and token_hash(t) not in text for t in tokens)


def test_a_log_replayed_in_another_process_is_the_same_game():
    for game_id in sorted(GAMES):
        room, tokens = room_with_people(game_id, 4, {}, people=1)
        log = MemoryLog()
        run(_play(room, log, tokens, random.Random(5)))
        records = run(log.read(room.code))
        code = ("import json,sys; from server.room import Room; r = Room.replay('ROOMAA', json.load(sys.stdin));"
                "print(json.dumps(r.session.state.to_dict(), sort_keys=True))")
        out = subprocess.run([sys.executable, "-c", code], input=json.dumps(records), capture_output=True,
                             text=True, check=True).stdout
        assert json.loads(out) == json.loads(json.dumps(room.session.state.to_dict()))


def test_of_a_thousand_appends_at_one_position_exactly_one_wins():
    async def race():
        log = MemoryLog()
        await log.append("ROOMAA", 0, {"t": "setup"})
        results = await asyncio.gather(*(log.append("ROOMAA", 1, {"t": "act", "n": i}) for i in range(1000)),
                                       return_exceptions=True)
        return log, results

    log, results = run(race())
    assert sum(1 for r in results if r == 2) == 1
    assert all(isinstance(r, Conflict) and r.last == 2 for r in results if r != 2)
    assert len(run(log.read("ROOMAA"))) == 2


def test_an_action_out_of_turn_illegal_malformed_or_stale_changes_nothing():
    room, tokens = room_with_people("not-a-hat", 4, {}, people=2)
    log = MemoryLog()
    run(room.start(log))
    run(room.play_bots(log))
    state = room.session.state
    mover = state.to_act()[0]
    other = 1 - mover if mover in (0, 1) else 0
    before = (json.dumps(state.to_dict()), room.seq, len(run(log.read(room.code))))
    good = random_move(room, mover, random.Random(1))
    bad = [
        (other, good, room.seq, "it is not your move"),
        (mover, good, room.seq - 1, "stale"),
        (mover, good, "x", "stale"),
        (mover, {"$": "not_a_hat.Give", "f": {"to": 99}}, room.seq, None),
        (mover, {"$": "os.system", "f": {}}, room.seq, "not an action of this game"),
        (mover, {"$t": [1, {"$t": 2}]}, room.seq, "not an action of this game"),
        (mover, [[[[[]]]]], room.seq, "the rules do not allow that now"),
        (mover, "Accept", room.seq, "the rules do not allow that now"),
    ]
    for seat, data, seq, reason in bad:
        with pytest.raises(Refused) as caught:
            run(room.act(log, seat, data, seq))
        assert reason is None or caught.value.reason == reason
        if caught.value.reason == "the rules do not allow that now":  # the engine's refusal, its ruling named
            assert caught.value.refusal is not None and caught.value.refusal.ruling.startswith(("G-", "NH-"))
    assert (json.dumps(state.to_dict()), room.seq, len(run(log.read(room.code)))) == before


def test_the_wire_builds_only_the_engines_own_classes():
    for hostile in ({"$": "builtins.eval", "f": {}}, {"$": "core.Result", "f": {"scores": 1}},
                    {"$": "not_a_hat.Give", "f": {"to": 1, "extra": 2}}, {"$d": [[[1], 2]]}, {"$t": 5}, 1.5j):
        with pytest.raises(WireError):
            decode(hostile)
    deep = 1
    for _ in range(100):
        deep = [deep]
    with pytest.raises(WireError):
        decode(deep)


def test_room_codes_are_six_unambiguous_letters_and_tokens_are_128_bits():
    codes = {new_code() for _ in range(2000)}
    assert len(codes) > 1990 and all(len(c) == 6 and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set(CODE_ALPHABET) & set("0O1I2Z5S8B")
    room, tokens = room_with_people("not-a-hat", 4, {}, people=1)
    assert len(tokens[0]) >= 22 and room.seats[0].token == token_hash(tokens[0]) != tokens[0]
    altered = tokens[0][:-1] + ("A" if tokens[0][-1] != "A" else "B")
    assert room.seat_of(tokens[0]) == 0 and room.seat_of(altered) is None and room.seat_of(None) is None
