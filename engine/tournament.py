"""One bot level against another: ``python -m engine tournament``.

One seat plays level A against players-1 seats of level B; A's seat turns round the table game
by game, so every seat is A's equally often. Each game's seed is the tournament's seed plus the
game's number, so the numbers are the same however many processes play them (results are
gathered in game order). Ties share the win. The 95% interval is the normal interval of the mean
of A's per-game share (a share is 0, 1, or 1/k when k players tie for the win).
"""

from __future__ import annotations

import math
import os
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from engine.games import get_game
from engine.session import SeatPlan, Session

Z95 = 1.959964  # the normal distribution's two-sided 95% point


@dataclass(frozen=True)
class Match:
    game_id: str
    players: int
    settings: tuple[tuple[str, str], ...]
    a: str
    b: str


Outcome = tuple[float, float, bool, str]


def play_one(match: Match, number: int, seed: int) -> Outcome:
    """Game ``number``: A's share of the win, A's score minus the others' mean score, whether
    a lower score is the better one, and what the score counts."""
    game = get_game(match.game_id)
    seat_a = number % match.players
    seats = [SeatPlan(f"{'A' if i == seat_a else 'B'} {i + 1}", match.a if i == seat_a else match.b)
             for i in range(match.players)]
    session = Session(game, seats, dict(match.settings), seed + number)
    session.play_bots()
    result = session.state.result()
    share = 1 / len(result.winners) if seat_a in result.winners else 0.0
    others = [s for i, s in enumerate(result.scores) if i != seat_a]
    return share, result.scores[seat_a] - sum(others) / len(others), result.lower_is_better, result.score_label


def _play_range(args: tuple[Match, int, int, int]) -> list[Outcome]:
    match, start, stop, seed = args
    return [play_one(match, n, seed) for n in range(start, stop)]


def run(match: Match, games: int, seed: int, processes: int | None = None, progress=None) -> dict:
    """Play ``games`` games on ``processes`` processes (default: every core)."""
    processes = max(1, min(processes or os.cpu_count() or 1, games))
    chunk = max(1, min(25, games // (processes * 4) or 1))
    jobs = [(match, start, min(games, start + chunk), seed) for start in range(0, games, chunk)]
    outcomes: list[Outcome] = []
    if processes == 1:
        for job in jobs:
            outcomes += _play_range(job)
            if progress:
                progress(len(outcomes), games)
    else:
        with ProcessPoolExecutor(max_workers=processes) as pool:
            for part in pool.map(_play_range, jobs):  # in game order, whoever finished first
                outcomes += part
                if progress:
                    progress(len(outcomes), games)
    return summarise(match, outcomes, seed)


def summarise(match: Match, outcomes: Sequence[Outcome], seed: int) -> dict:
    n = len(outcomes)
    shares = [o[0] for o in outcomes]
    mean = sum(shares) / n
    var = sum((s - mean) ** 2 for s in shares) / (n - 1) if n > 1 else 0.0
    half = Z95 * math.sqrt(var / n)
    fair = 1 / match.players
    diffs = [o[1] for o in outcomes]
    return {
        "game": match.game_id,
        "players": match.players,
        "settings": dict(match.settings),
        "a": match.a,
        "b": match.b,
        "games": n,
        "seed": seed,
        "win_share": round(mean, 4),
        "ci95": [round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)],
        "fair_share": round(fair, 4),
        "ratio": round(mean / fair, 3),
        "ci95_ratio": [round(max(0.0, mean - half) / fair, 3), round(min(1.0, mean + half) / fair, 3)],
        "mean_score_difference": round(sum(diffs) / n, 3),
        "score_label": outcomes[0][3],
        "lower_score_is_better": outcomes[0][2],
    }


def terminal_progress(done: int, total: int) -> None:
    """Games played so far, on one line of a terminal (nothing when the output is a file)."""
    if sys.stderr.isatty():
        end = "\n" if done >= total else ""
        print(f"\r{done}/{total} games", end=end, file=sys.stderr, flush=True)


def describe(out: dict) -> list[str]:
    better = "lower" if out["lower_score_is_better"] else "higher"
    return [
        f"{out['game']}, {out['players']} players, {out['games']} games: {out['a']} (one seat, rotated) "
        f"against {out['b']}",
        f"  {out['a']} wins {out['win_share']:.1%} (95%: {out['ci95'][0]:.1%} to {out['ci95'][1]:.1%}); "
        f"fair share {out['fair_share']:.1%}; ratio {out['ratio']:.2f}x "
        f"({out['ci95_ratio'][0]:.2f} to {out['ci95_ratio'][1]:.2f})",
        f"  mean {out['score_label']}: {out['a']} minus the others {out['mean_score_difference']:+.2f} "
        f"({better} is better)",
    ]
