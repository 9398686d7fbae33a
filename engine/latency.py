"""How long a bot level takes to answer: ``python -m engine latency``.

Bot games with one seat of the measured level (rotated game by game) against the others at
medium; every decision of that seat with more than one legal move is timed, from the request
(view and legal moves) to the answer, on one process. A benchmark, not a test: the figures
depend on the machine and what else runs on it.
"""

from __future__ import annotations

import statistics
import time

from engine.games import get_game
from engine.session import SeatPlan, Session


def measure(game_id: str, players: int, settings: dict, level: str, games: int, seed: int,
            progress=None) -> dict:
    game = get_game(game_id)
    times: list[float] = []
    for number in range(games):
        seat_a = number % players
        seats = [SeatPlan(f"{i + 1}", level if i == seat_a else "medium") for i in range(players)]
        session = Session(game, seats, dict(settings), seed + number)
        while not session.state.is_over():
            seat = session.state.to_act()[0]
            started = time.perf_counter()
            bot, view, legal, rng = session.bot_request(seat)
            action = bot.choose(view, legal, rng)
            took = time.perf_counter() - started
            if seat == seat_a and len(legal) > 1:
                times.append(took * 1000)
            session.apply(seat, action)
        if progress:
            progress(number + 1, games)
    times.sort()
    return {
        "game": game_id,
        "players": players,
        "settings": dict(settings),
        "level": level,
        "games": games,
        "decisions": len(times),
        "median_ms": round(statistics.median(times), 1) if times else 0.0,
        "p90_ms": round(times[int(len(times) * 0.9)], 1) if times else 0.0,
        "worst_ms": round(times[-1], 1) if times else 0.0,
    }


def describe(out: dict) -> list[str]:
    return [f"{out['game']}, {out['players']} players, {out['level']} bot, {out['games']} games, "
            f"{out['decisions']} decisions: median {out['median_ms']:.0f} ms, 90% within "
            f"{out['p90_ms']:.0f} ms, worst {out['worst_ms']:.0f} ms"]
