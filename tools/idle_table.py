"""Benchmark: CPU of the real app waiting at a table for a human's move (run under Xvfb).

    DISPLAY=:99 python tools/idle_table.py GAME [PLAYERS] [SECONDS] [SETTING=VALUE ...]

Starts the app on a new game with one human (seat 0) and bots, lets the bots play until the
human must act and the animations settle, then prints the share of one core the process used
over SECONDS (15 by default) while the table waits. The menu's figure: ../shared/tools/idle-cpu.
"""

from __future__ import annotations

import os
import sys
import threading
import time


def main() -> int:
    settings = dict(a.split("=", 1) for a in sys.argv[1:] if "=" in a)  # e.g. night=1
    args = [a for a in sys.argv[1:] if "=" not in a]
    game_id = args[0] if args else "secret-santa"
    players = int(args[1]) if len(args) > 1 else 4
    seconds = float(args[2]) if len(args) > 2 else 15.0
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from engine.games import get_game
    from engine.session import SeatPlan, Session
    from table.app import App
    from table.config import Settings
    from table.scenes.table_scene import TableScene

    seats = [SeatPlan("You", None)] + [SeatPlan(f"Bot {i}", "medium") for i in range(1, players)]
    app = App(Settings(width=1920, height=1080), None, size=(1920, 1080))
    app.push(TableScene(app, Session(get_game(game_id), seats, settings, 7)))
    figures: dict[str, float] = {}

    def measure() -> None:
        while app.running and (app.animating() or not app.top.channel.humans_to_act()):
            time.sleep(0.2)  # wait for the deal and the bots to reach the human's turn
        time.sleep(2.0)
        start_cpu, start = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        figures["cpu"] = (time.process_time() - start_cpu) / (time.perf_counter() - start)
        app.running = False
        app.pg.event.post(app.pg.event.Event(app.pg.USEREVENT))  # wake the loop

    threading.Thread(target=measure, daemon=True).start()
    app.run()
    print(f"idle at the {game_id} table: {figures.get('cpu', float('nan')) * 100:.1f}% of one core over {seconds:g} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
