"""python -m engine: simulate bot games, rank bot levels, time them, benchmark the rules, replay a save."""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from engine import latency as lat
from engine import tournament as tour
from engine.core import IllegalAction, SaveError, SettingError
from engine.games import GAMES, get_game
from engine.session import SeatPlan, Session
from engine.tournament import terminal_progress


class CliError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # a clear line, not a usage dump with a traceback
        raise CliError(message)


def _settings(pairs: Sequence[str]) -> dict[str, str]:
    out = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise CliError(f"--setting wants key=value, got {pair!r}")
        out[key.strip()] = value.strip()
    return out


def _bot_levels(text: str | None, players: int, levels: Sequence[str]) -> list[str]:
    chosen = [b.strip() for b in (text or "medium").split(",") if b.strip()]
    for level in chosen:
        if level not in levels:
            raise CliError(f"bot level {level!r} is not one of: {', '.join(levels)}")
    if not chosen:
        raise CliError("--bots needs at least one level")
    return [chosen[i % len(chosen)] for i in range(players)]


def simulate(args: argparse.Namespace) -> dict:
    game = get_game(args.game)
    settings = _settings(args.setting)
    game.resolve_settings(args.players, settings)  # fail early on a bad setting or player count
    levels = _bot_levels(args.bots, args.players, game.bot_levels)
    wins = [0.0] * args.players
    score_sum = [0] * args.players
    decisions = errors = 0
    started = time.perf_counter()
    for k in range(args.games):
        seats = [SeatPlan(f"bot {i + 1}", levels[i]) for i in range(args.players)]
        session = Session(game, seats, settings, args.seed + k)
        try:
            decisions += session.play_bots()
            result = session.state.result()
        except IllegalAction as exc:
            errors += 1
            print(f"game {k} (seed {args.seed + k}): {exc}", file=sys.stderr)
            continue
        for seat in result.winners:
            wins[seat] += 1 / len(result.winners)
        for seat, score in enumerate(result.scores):
            score_sum[seat] += score
    seconds = time.perf_counter() - started
    played = max(1, args.games - errors)
    return {
        "game": game.id,
        "players": args.players,
        "bots": levels,
        "settings": game.resolve_settings(args.players, settings),
        "games": args.games,
        "errors": errors,
        "decisions": decisions,
        "decisions_per_s": round(decisions / seconds, 1) if seconds else None,
        "wins": [round(w, 2) for w in wins],
        "win_share": [round(w / played, 4) for w in wins],
        "mean_score": [round(s / played, 3) for s in score_sum],
        "score_label": game.score_label,
    }


def bench(args: argparse.Namespace) -> dict:
    """Random playouts: how many decisions (legal_actions + apply) per second."""
    out = {}
    for game_id in [args.game] if args.game else list(GAMES):
        game = get_game(game_id)
        players = max(game.min_players, min(5, game.max_players))
        settings = game.resolve_settings(players)
        rng = random.Random(args.seed)
        decisions = games = 0
        started = time.perf_counter()
        while time.perf_counter() - started < args.seconds:
            state = game.new_state(players, settings, rng.getrandbits(32))
            while not state.is_over():
                seat = state.to_act()[0]
                legal = state.legal_actions(seat)
                state.apply(seat, legal[int(rng.random() * len(legal))])
                decisions += 1
            games += 1
        seconds = time.perf_counter() - started
        out[game_id] = {
            "decisions_per_s": round(decisions / seconds),
            "games_per_s": round(games / seconds, 1),
        }
    return {"games": out}


MAX_SAVE_BYTES = 50 * 1024 * 1024


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number a save may hold")


def read_save(path: str) -> object:
    """The JSON in a save file, read strictly (UTF-8, no NaN or Infinity), or CliError."""
    try:
        with Path(path).open("rb") as file:
            raw = file.read(MAX_SAVE_BYTES + 1)
        if len(raw) > MAX_SAVE_BYTES:
            raise CliError(f"{path} is too large to be a save file")
        text = raw.decode("utf-8")
    except FileNotFoundError:
        raise CliError(f"no such save file: {path}") from None
    except IsADirectoryError:
        raise CliError(f"{path} is a folder, not a save file") from None
    except UnicodeDecodeError:
        raise CliError(f"cannot read {path}: it is damaged (not UTF-8 text)") from None
    except OSError as exc:
        raise CliError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise CliError(f"cannot read {path}: it is damaged (nested too deeply)") from None
    except ValueError as exc:  # JSONDecodeError, a constant, an integer too long to read
        raise CliError(f"cannot read {path}: it is damaged ({str(exc)[:120]})") from None


def replay(args: argparse.Namespace) -> dict:
    session = Session.from_dict(read_save(args.save))
    state = session.state
    lines = [f"{session.game.title}: {len(session.history)} moves"]
    names = [p.name for p in session.seats]
    for seat, action in session.history:
        lines.append(f"  {names[seat]}: {session.state.decode_action(action)}")
    lines.append("over" if state.is_over() else f"to act: {', '.join(names[s] for s in state.to_act())}")
    return {"game": session.game.id, "moves": len(session.history), "over": state.is_over(), "text": lines}


def tournament(args: argparse.Namespace) -> dict:
    game = get_game(args.game)
    settings = _settings(args.setting)
    game.resolve_settings(args.players, settings)  # fail early on a bad setting or player count
    levels = [x.strip() for x in args.levels.split(",")]
    if len(levels) != 2 or any(x not in game.bot_levels for x in levels):
        raise CliError(f"--levels wants two of {', '.join(game.bot_levels)}, as A,B (got {args.levels!r})")
    if args.processes is not None and not 1 <= args.processes <= 256:
        raise CliError("--processes must be from 1 to 256")
    match = tour.Match(game.id, args.players, tuple(sorted(settings.items())), levels[0], levels[1])
    return tour.run(match, args.games, args.seed, args.processes, progress=terminal_progress)


def latency(args: argparse.Namespace) -> dict:
    game = get_game(args.game)
    settings = _settings(args.setting)
    players = args.players or game.default_players
    game.resolve_settings(players, settings)  # fail early on a bad setting or player count
    if args.level not in game.bot_levels:
        raise CliError(f"--level wants one of {', '.join(game.bot_levels)} (got {args.level!r})")
    return lat.measure(game.id, players, settings, args.level, args.games, args.seed, terminal_progress)


def _parser() -> _Parser:
    p = _Parser(prog="python -m engine", description="Present Company rules engine")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    s = sub.add_parser("simulate", help="bots play whole games")
    s.add_argument("--game", required=True, choices=list(GAMES))
    s.add_argument("--players", type=int, required=True)
    s.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bots", help="levels by seat, comma-separated, repeated as needed (default medium)")
    s.add_argument("--json", action="store_true")
    b = sub.add_parser("bench", help="random-playout decisions per second")
    b.add_argument("--game", choices=list(GAMES))
    b.add_argument("--seconds", type=float, default=2.0)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--json", action="store_true")
    t = sub.add_parser("tournament", help="one seat of level A against the rest at level B, A's seat rotated")
    t.add_argument("--game", required=True, choices=list(GAMES))
    t.add_argument("--players", type=int, required=True)
    t.add_argument("--levels", required=True, metavar="A,B", help="e.g. hard,medium")
    t.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE")
    t.add_argument("--games", type=int, default=600)
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--processes", type=int, help="default: one per core")
    t.add_argument("--json", action="store_true")
    la = sub.add_parser("latency", help="how long one bot level takes to answer (median, worst)")
    la.add_argument("--game", required=True, choices=list(GAMES))
    la.add_argument("--players", type=int, help="default: the game's usual count")
    la.add_argument("--level", default="hard")
    la.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE")
    la.add_argument("--games", type=int, default=20)
    la.add_argument("--seed", type=int, default=1)
    la.add_argument("--json", action="store_true")
    r = sub.add_parser("replay", help="list the moves of a saved game")
    r.add_argument("save")
    r.add_argument("--json", action="store_true")
    return p


def _print_human(command: str, out: dict) -> None:
    if command == "simulate":
        print(f"{out['game']}: {out['games']} games, {out['players']} players, bots {','.join(out['bots'])}")
        print(f"errors {out['errors']}, decisions {out['decisions']} ({out['decisions_per_s']}/s)")
        for seat in range(out["players"]):
            print(f"  seat {seat} ({out['bots'][seat]}): wins {out['wins'][seat]:g}"
                  f" ({out['win_share'][seat]:.1%}), mean {out['score_label']} {out['mean_score'][seat]}")
    elif command == "tournament":
        print("\n".join(tour.describe(out)))
    elif command == "latency":
        print("\n".join(lat.describe(out)))
    elif command == "bench":
        for game_id, row in out["games"].items():
            print(f"{game_id}: {row['decisions_per_s']:,} decisions/s, {row['games_per_s']} games/s")
    else:
        print("\n".join(out["text"]))


def _check_numbers(args: argparse.Namespace) -> None:
    if not 1 <= getattr(args, "games", 1) <= MAX_GAMES:
        raise CliError(f"--games must be from 1 to {MAX_GAMES:,}")
    seconds = getattr(args, "seconds", 1.0)
    if not (math.isfinite(seconds) and 0 < seconds <= MAX_SECONDS):
        raise CliError(f"--seconds must be more than 0 and at most {MAX_SECONDS}")
    if abs(getattr(args, "seed", 0)) >= 10**30:
        raise CliError("--seed must have at most 30 digits")


MAX_GAMES = 1_000_000
MAX_SECONDS = 3600


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        _check_numbers(args)
        out = {"simulate": simulate, "bench": bench, "replay": replay, "tournament": tournament,
               "latency": latency}[args.command](args)
    except (CliError, SettingError, SaveError) as exc:
        print(f"python -m engine: {exc}", file=sys.stderr)
        return 2
    try:
        if args.json:
            print(json.dumps(out))
        else:
            _print_human(args.command, out)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader went away (``| head``): not worth a traceback
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0
