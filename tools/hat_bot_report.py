"""How well That's Not a Hat bots judge and how often they lie, level by level.

    python tools/hat_bot_report.py [--games 200] [--players 5] [--seed 0] [--setting column=2 ...]

Plays ``--games`` games with every seat at one level, for each level, and prints per level:
refusal accuracy (the share of refusals that were right: the giver had named the card
wrongly), the lie rate (the share of gives whose named gift is not the card), the refusals
per game, and the refusals of a shop gift named truly (everyone saw it: always wrong).
The truth is read from the engine's state here, after each move, only to score the bots.
"""

from __future__ import annotations

import argparse
import json

from engine.games import get_game
from engine.games.not_a_hat.moves import Given, Refused
from engine.session import SeatPlan, Session


def measure(level: str, games: int, players: int, seed: int, settings: dict[str, str]) -> dict:
    game = get_game("not-a-hat")
    gives = lies = refusals = right = shop_true_refused = shop_gives = 0
    for k in range(games):
        session = Session(game, [SeatPlan(f"b{i}", level) for i in range(players)], settings, seed + k)
        last_given: Given | None = None
        while not session.state.is_over():
            seat = session.next_bot_seat()
            for e in session.apply(seat, session.decide(seat)):
                if type(e) is Given:
                    last_given = e
                    gives += 1
                    lies += e.claim != session.state.order[e.card]
                    shop_gives += e.from_shop
                elif type(e) is Refused:
                    refusals += 1
                    right += e.gift != e.claim
                    shop_true_refused += e.gift == e.claim and last_given.from_shop
    return {
        "level": level,
        "games": games,
        "refusal_accuracy": round(right / refusals, 3) if refusals else None,
        "lie_rate": round(lies / gives, 3) if gives else None,
        "refusals_per_game": round(refusals / games, 2),
        "gives_per_game": round(gives / games, 1),
        "shop_gifts_refused_though_true": shop_true_refused,
        "shop_gives": shop_gives,
    }



def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--setting", action="append", default=[])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    settings = dict(s.split("=", 1) for s in args.setting)
    rows = [measure(level, args.games, args.players, args.seed, settings) for level in args.levels.split(",")]
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"{'level':8} {'refusals right':>15} {'lie rate':>9} {'refusals/game':>14} {'shop truths refused':>20}")
    for r in rows:
        print(f"{r['level']:8} {r['refusal_accuracy']:>15} {r['lie_rate']:>9} {r['refusals_per_game']:>14} "
              f"{r['shop_gifts_refused_though_true']:>20}")


if __name__ == "__main__":
    main()
