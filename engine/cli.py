"""python -m engine: simulate bot games, benchmark the rules, replay a save."""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from engine.core import IllegalAction, SaveError, SeatPlan, Session, SettingError
from engine.games import GAMES, get_game


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
    levels = _bot_levels(args.bots, args.players, game.bot_levels)
    settings = _settings(args.setting)
    game.resolve_settings(args.players, settings)  # fail early on a bad setting
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
        "score_label": "penalties" if game.id == "not-a-hat" else "points",
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


def replay(args: argparse.Namespace) -> dict:
    try:
        data = json.loads(Path(args.save).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CliError(f"no such save file: {args.save}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CliError(f"cannot read {args.save}: it is damaged ({exc})") from None
    session = Session.from_dict(data)
    state = session.state
    lines = [f"{session.game.title}: {len(session.history)} moves"]
    names = [p.name for p in session.seats]
    for seat, action in session.history:
        lines.append(f"  {names[seat]}: {session.state.decode_action(action)}")
    lines.append("over" if state.is_over() else f"to act: {', '.join(names[s] for s in state.to_act())}")
    return {"game": session.game.id, "moves": len(session.history), "over": state.is_over(), "text": lines}


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
    elif command == "bench":
        for game_id, row in out["games"].items():
            print(f"{game_id}: {row['decisions_per_s']:,} decisions/s, {row['games_per_s']} games/s")
    else:
        print("\n".join(out["text"]))


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        if getattr(args, "games", 1) < 1:
            raise CliError("--games must be at least 1")
        out = {"simulate": simulate, "bench": bench, "replay": replay}[args.command](args)
    except (CliError, SettingError, SaveError) as exc:
        print(f"python -m engine: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(out))
    else:
        _print_human(args.command, out)
    return 0
