"""Helpers for the tests of what the server withstands: a long game already in the log, and
the traceback check."""

import asyncio
import contextlib
import json
import os
import random
import sys
import time
from pathlib import Path

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


ROOT = Path(__file__).resolve().parents[2]
LATENCY_GOAL = 0.100  # seconds: the other rooms' p99 while one address does its worst (issue 34)
# what the tests hold it to: the goal, and room for a 2-core machine busy with other tests (the
# figures measured alone are in the README's hosting section; before the limits they were seconds)
LATENCY_BOUND = 0.500
ABUSER = "127.0.0.66"  # the abusive address (loopback answers on all of 127/8)


class Players:
    """People from addresses of their own (127.0.0.20...), one per room, each playing games against
    bots one after another, a move every ``pace`` seconds; every move is timed from its sending to
    its own frame coming back, and filed under the phase of the moment ("before", "abuse")."""

    def __init__(self, url, rooms=3, game="not-a-hat", players=4, pace=0.05):
        self.url, self.rooms, self.game, self.players, self.pace = url, rooms, game, players, pace
        self.phase: str | None = None
        self.samples: dict[str, list[float]] = {"before": [], "abuse": []}
        self.stopped = False
        self.moving = asyncio.Event()  # a move was timed

    async def _room(self, i):
        from .client import Client

        rng = random.Random(i)
        while not self.stopped:
            c = await Client.open(self.url, source=f"127.0.0.{20 + i}")
            try:
                await c.create(self.game, self.players, f"P{i}", settings=settings_for(self.game, self.players))
                for seat in range(1, self.players):
                    await c.send(type="bot", room=c.room, token=c.token, seat=seat, level="easy")
                await c.hello()
                await c.until("lobby")
                await c.send(type="start", room=c.room, token=c.token)
                while not self.stopped and not (c.last and "result" in c.last):
                    if not c.my_move():
                        await c.recv(30)
                        continue
                    await asyncio.sleep(self.pace)
                    phase, seq, sent = self.phase, c.seq, time.monotonic()
                    await c.send(type="act", room=c.room, token=c.token, seq=seq, action=rng.choice(c.last["legal"]))
                    try:
                        while c.seq <= seq:
                            frame = await c.recv(30)
                            if frame["type"] in ("rejected", "error"):
                                raise AssertionError(f"a player's move was refused: {frame}")
                        took = time.monotonic() - sent
                    except TimeoutError:
                        took = 30.0
                    if phase in self.samples:
                        self.samples[phase].append(took)
                    self.moving.set()
            finally:
                c.ws.transport.abort()

    @contextlib.asynccontextmanager
    async def playing(self):
        tasks = [asyncio.create_task(self._room(i)) for i in range(self.rooms)]
        try:
            await asyncio.wait_for(self.moving.wait(), 30)
            yield self
        finally:
            self.stopped = True
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    def p99(self, phase: str) -> float:
        xs = sorted(self.samples[phase])
        assert len(xs) >= 10, f"too few moves measured {phase} the abuse: {len(xs)}"
        return xs[min(len(xs) - 1, int(0.99 * len(xs)))]


async def under_abuse(url, kind, room=None, seconds=4.0, before=2.0, during=None):
    """Other rooms play while the abuser (tests/server/abuser.py, a process of its own) does
    ``kind`` for ``seconds``; ``during``, if given, runs meanwhile in this process (a relative's
    app on the abuser's address...). Returns the p99 of the other rooms' moves before and during
    the abuse, in seconds, how many moves were timed during it, and what the abuser was answered."""
    players = Players(url)
    async with players.playing():
        players.phase = "before"
        await asyncio.sleep(before)
        players.phase = "abuse"
        abuser = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.server.abuser", kind, url, str(seconds), *([room] if room else []),
            cwd=ROOT, stdout=asyncio.subprocess.PIPE)
        side = asyncio.create_task(during()) if during else None
        try:
            out, _ = await asyncio.wait_for(abuser.communicate(), seconds + 30)
        finally:
            if abuser.returncode is None:
                abuser.kill()
                await abuser.wait()
            players.phase = None
        if side is not None:
            await asyncio.wait_for(side, 30)
    answered = json.loads(out)
    assert "failures" not in answered, answered["failures"]
    return players.p99("before"), players.p99("abuse"), len(players.samples["abuse"]), answered


def within_goal(name, before, during, moves, answered=None):
    """Whether the abused p99 keeps under LATENCY_BOUND (or, on a machine so loaded that even the
    quiet p99 is past a quarter of it, under four times that). The figures go to the file named by
    $PRESENTCO_ABUSE_FIGURES, if set (the README's come from there)."""
    line = (f"{name}: other rooms' p99 {before * 1000:.0f} ms before, {during * 1000:.0f} ms during "
            f"the abuse ({moves} moves)")
    if os.environ.get("PRESENTCO_ABUSE_FIGURES"):
        with open(os.environ["PRESENTCO_ABUSE_FIGURES"], "a", encoding="utf-8") as f:
            print(line + (f"; the abuser was answered {answered}" if answered else ""), file=f)
    return during < max(LATENCY_BOUND, 4 * before)
