"""Helpers for the tests of what the server withstands: a long game already in the log, and
the traceback check."""

import random

from server.room import new_code

from .helpers import random_move, room_with_people, settings_for


async def long_game(log, records=800, game="secret-santa", players=8, seed=1):
    """A game of ``records`` records or more (one person, bots in the other seats) written into
    ``log`` as a server would have, stopped at the person's move. Returns (code, token, seq)."""
    rng = random.Random(seed)
    room, tokens = room_with_people(game, players, settings_for(game, players), people=1, code=new_code())
    await room.start(log)
    while True:
        await room.play_bots(log)
        if room.seq >= records or room.session.state.is_over():
            break
        await room.act(log, 0, random_move(room, 0, rng), room.seq)
    assert not room.session.state.is_over(), "the game ended before it was long enough"
    return room.code, tokens[0], room.seq


def tracebacks(*texts: str) -> int:
    return sum(t.count("Traceback") for t in texts)
