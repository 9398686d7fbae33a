"""``python -m table``: the command line (options, the headless demo, the guided tutorials),
and the last line of defence that turns any error into one message and a log."""

from __future__ import annotations

import argparse
import json
import logging
import os
import statistics
import sys
import traceback
from collections.abc import Sequence
from pathlib import Path

from engine.core import SettingError
from engine.games import get_game
from engine.seats import BOT_NAMES
from engine.session import SeatPlan, Session
from table.app import App, open_app
from table.config import Settings, SettingsStore, user_dir
from table.games import table_for
from table.scenes import scene_named
from table.tutorial import autoplay, tutorial_for
from table.ui.theme import SIZE_PERCENTS

log = logging.getLogger("present-company")


# -- command line ------------------------------------------------------------------------

class ArgError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:
        raise ArgError(message)


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {text!r}") from None
    if not (320 <= w <= 7680 and 240 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"size {w}x{h} is out of range")
    return w, h


def _percent(text: str) -> int:
    sizes = ", ".join(map(str, SIZE_PERCENTS))
    try:
        percent = int(text.strip().rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"the size must be one of {sizes} (percent), not {text!r}") from None
    if percent not in SIZE_PERCENTS:
        raise argparse.ArgumentTypeError(f"the size must be one of {sizes} (percent), not {percent}")
    return percent


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = _Parser(prog="present-company", description="Present Company: gift-giving card games")
    p.add_argument("--demo", metavar="GAME", help="bots play every seat (a game id, e.g. secret-santa)")
    p.add_argument("--players", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--frames", type=int, default=0, help="with --demo: run this many frames, then exit")
    p.add_argument("--screenshot", metavar="PATH", help="with --demo: save the last frame as a PNG")
    p.add_argument("--size", type=_size, help="window size, e.g. 1280x800")
    p.add_argument("--text-size", type=_percent, metavar="PERCENT",
                   help="the Size setting, as --size sets the window: text, cards and controls at 100 to 200%%")
    p.add_argument("--profile", action="store_true", help="with --demo: print frame times as JSON")
    p.add_argument("--speed", choices=["slow", "normal", "fast", "instant"], help="animation speed")
    p.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--lang", choices=["en", "fr", "es", "pt", "de", "pseudo"],
                   help="speak this language (pseudo: accented, longer English for layout checks)")
    p.add_argument("--selftest", action="store_true", help="check the installation headless, then exit")
    p.add_argument("--tutorial", metavar="GAME", help="open a game's guided first game (a game id)")
    p.add_argument("--autoplay", action="store_true",
                   help="with --tutorial: follow the tutorial's own highlights to its end, headless, then exit; "
                        "with --host or --join: play the seat with the hint's moves, headless, to the end")
    p.add_argument("--host", metavar="GAME", help="with --autoplay: host an online game of GAME (for tests)")
    p.add_argument("--people", type=int, default=2, help="with --host: seats for people (the rest are bots)")
    p.add_argument("--port", type=int, default=0, help="with --host: the port to listen on (0: any free one)")
    p.add_argument("--join", metavar="ADDRESS", help="with --room and --autoplay: join an online game")
    p.add_argument("--room", metavar="CODE", help="with --join: the room code")
    p.add_argument("--rejoin", action="store_true",
                   help="with --autoplay: take back the online seat this computer kept last (after the app "
                        "closed mid-game) and play it to the end")
    p.add_argument("--name", action="append", default=[],
                   help="with --host or --join: the name at the table; twice or more: people sharing this screen")
    args = p.parse_args(argv)
    modes = [flag for flag, on in (("--demo", args.demo), ("--tutorial", args.tutorial), ("--host", args.host),
                                   ("--join", args.join), ("--rejoin", args.rejoin)) if on]
    if len(modes) > 1:
        raise ArgError(f"choose one of {' and '.join(modes)}")
    if args.autoplay and not (args.tutorial or args.host or args.join or args.rejoin):
        raise ArgError("--autoplay goes with --tutorial GAME, --host GAME, --join ADDRESS or --rejoin")
    if (args.host or args.join or args.rejoin) and not args.autoplay:
        raise ArgError("--host, --join and --rejoin are for headless play with --autoplay; in the window, "
                       "use Play online (or Rejoin in the main menu)")
    if args.join and not args.room:
        raise ArgError("--join goes with --room CODE")
    if args.host and not 1 <= args.people <= args.players:
        raise ArgError("--people must be from 1 to --players")
    if args.host and len(args.name) > args.people:
        raise ArgError("--name is given more times than there are --people")
    if not 0 <= args.port < 65536:
        raise ArgError("--port must be from 0 to 65535")
    if (args.frames or args.screenshot or args.profile) and not args.demo:
        raise ArgError("--frames, --screenshot and --profile go with --demo GAME")
    if args.frames < 0:
        raise ArgError("--frames must be 0 or more")
    return args


def _setup_logging() -> Path | None:
    try:
        directory = user_dir("data") / "logs"
        directory.mkdir(parents=True, exist_ok=True)
        path = directory / "present-company.log"
        logging.basicConfig(filename=path, level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(message)s")
        return path
    except OSError:
        return None


def run_demo(args: argparse.Namespace, settings: Settings) -> int:
    TableScene = scene_named("table")

    game = get_game(args.demo)
    try:
        table = table_for(game.id)
    except KeyError:
        raise SettingError(f"{game.title} has no table yet; try: python -m engine simulate --game {game.id}") from None
    pairs = {**table.demo_settings(args.players), **dict(s.partition("=")[::2] for s in args.setting)}
    levels = ("hard", "medium", "easy")
    seats = [SeatPlan(BOT_NAMES[i % len(BOT_NAMES)], levels[i % 3]) for i in range(args.players)]
    session = Session(game, seats, pairs, args.seed)
    if args.speed:
        settings.speed = args.speed
    app = App(settings, None, size=args.size or (1280, 800))
    app.push(TableScene(app, session, demo=True))
    frames = args.frames or 10**9
    profile: list[float] | None = [] if args.profile else None
    if args.frames:
        app.run_frames(frames, profile=profile)
    else:
        app.run()
        return 0
    if args.screenshot:
        app.pg.image.save(app.screen, args.screenshot)
    if profile is not None:
        ordered = sorted(profile)
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
        print(json.dumps({"frames": len(profile), "frame_ms_median": round(statistics.median(profile), 3),
                          "frame_ms_p99": round(p99, 3)}))
    app.pg.quit()
    return 0


def run_tutorial(args: argparse.Namespace, settings: Settings, store: SettingsStore) -> int:
    """A guided first game: in the window (over the main menu), or followed headless to its end."""
    TableScene = scene_named("table")

    try:
        game = get_game(args.tutorial)
    except SettingError as exc:
        print(f"present-company: {exc}", file=sys.stderr)
        return 2
    tutorial = tutorial_for(game.id)
    if tutorial is None:
        print(f"present-company: {game.title} has no tutorial yet", file=sys.stderr)
        return 2
    if not args.autoplay:
        app = open_app(settings, store, args.speed)
        app.push(TableScene(app, tutorial.session(game.id), tutorial=tutorial))
        app.run()
        return 0
    settings.speed = args.speed or "instant"
    app = App(settings, None, size=args.size or (1280, 720))
    scene = TableScene(app, tutorial.session(game.id), tutorial=tutorial)
    app.push(scene)
    problem = autoplay(app, scene)
    app.pg.quit()
    if problem:
        print(f"tutorial stuck: {game.id}: {problem}", file=sys.stderr)
        return 1
    print(f"tutorial complete: {game.id} ({len(tutorial.steps)} steps)")
    return 0


def high_dpi() -> None:
    """Sharp on scaled displays: ask Windows for per-monitor DPI awareness before pygame starts,
    and let SDL open high-DPI windows (the macOS bundle also sets NSHighResolutionCapable)."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ.setdefault("SDL_VIDEO_HIGHDPI_DISABLED", "0")
    if sys.platform == "win32":
        import ctypes  # late, for start-up: only Windows needs it here

        try:
            ctypes.windll.shcore.SetProcessDpiAwareness(2)  # per-monitor aware
        except (AttributeError, OSError):
            pass


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
    except ArgError as exc:
        print(f"present-company: {exc}", file=sys.stderr)
        return 2
    if args.selftest:
        # late, for start-up: the self-test (every game's table) loads only with --selftest
        from table.selftest import run

        return run()
    high_dpi()
    if (args.autoplay or (args.demo and (args.frames or args.screenshot))) and sys.platform.startswith("linux") \
            and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # headless: no window needed
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    log_path = _setup_logging()
    try:
        store = SettingsStore()
        settings = store.load()
        if args.size:
            settings.width, settings.height = args.size
        if args.lang:
            settings.language = args.lang
        if args.text_size:
            settings.size_percent = args.text_size
        if args.tutorial:
            return run_tutorial(args, settings, store)
        if args.host or args.join or args.rejoin:
            # late, for start-up: the online client (websockets, TLS) loads only to play online
            from table.net.play import run_online

            return run_online(args, settings)
        if args.demo:
            try:
                return run_demo(args, settings)
            except SettingError as exc:
                print(f"present-company: {exc}", file=sys.stderr)
                return 2
        open_app(settings, store, args.speed).run()
        return 0
    except Exception:  # the last line of defence: a message and a log, never a traceback dialog
        log.error("unexpected error\n%s", traceback.format_exc())
        where = f" Details were written to {log_path}." if log_path else ""
        print(f"present-company: something went wrong and the game had to close.{where}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
