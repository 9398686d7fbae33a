"""Fingerprints of what the games do, to show that a refactor kept behaviour: run it in the tree
before and in the tree after, and compare the two outputs (they must be identical).

    python tools/same_behaviour.py [--no-frames] > before.txt   (then after.txt; diff them)

For every registered game it prints one hash line per kind:
  - bot games, move for move: each move's seat and action, every seat's (and the spectator's)
    view and redacted events as wire frames (``engine.wire.encode`` as JSON), at a few player
    counts and seeds and with each setting's other choices, and the results;
  - saves: each finished game's save data as JSON, which must load again to the same data;
  - demo frames: ``python -m table --demo`` screenshots at 1024x600 and 1920x1080 after several
    frame counts (the PNG bytes);
  - tutorial screens: the screen as each step of the guided first game is ready, at 1024x600
    and 1280x800.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEMO_SIZES = ("1024x600", "1920x1080")
DEMO_FRAMES = (200, 700, 1500, 3000)
TUTORIAL_SIZES = ((1024, 600), (1280, 800))


def _runs(game):
    """(players, seed, settings): a few counts and seeds, then each setting's other choices."""
    counts = sorted({max(3, game.min_players), game.default_players, min(game.max_players, 6)})
    runs = [(p, seed, {}) for p in counts for seed in (1, 2)]
    runs += [(game.default_players, 3, {s.key: c}) for s in game.settings for c in s.choices[1:]]
    for players, seed, settings in runs:
        try:
            game.resolve_settings(players, dict(settings))
        except Exception:  # a choice this count cannot take (e.g. one card each at two players)
            continue
        yield players, seed, settings


def bot_games(game_id: str) -> tuple[str, str]:
    from engine.games import GAMES
    from engine.session import SeatPlan, Session
    from engine.wire import encode

    game = GAMES[game_id]
    play, saves = hashlib.sha256(), hashlib.sha256()
    for players, seed, settings in _runs(game):
        levels = [game.bot_levels[(i + seed) % len(game.bot_levels)] for i in range(players)]
        session = Session(game, [SeatPlan(f"b{i}", levels[i]) for i in range(players)], dict(settings), seed)
        eyes = [*range(players), None]

        def frame(events, session=session, eyes=eyes):
            play.update(json.dumps([[encode([e.for_seat(x) for e in events]) for x in eyes],
                                    [encode(session.state.view(x)) for x in eyes]], sort_keys=True).encode())

        frame(session.opening_events)
        while not session.state.is_over():
            seat = session.next_bot_seat()
            action = session.decide(seat)
            events = session.apply(seat, action)
            play.update(f"{seat}:{action}".encode())
            frame(events)
        play.update(json.dumps(encode(session.state.result())).encode())
        data = json.dumps(session.to_dict(), sort_keys=True)
        if json.dumps(Session.from_dict(json.loads(data)).to_dict(), sort_keys=True) != data:
            raise SystemExit(f"{game_id}: a save does not load back to the same game")
        saves.update(data.encode())
    return play.hexdigest()[:16], saves.hexdigest()[:16]


def demo_frames(game_id: str, players: int) -> str:
    digest = hashlib.sha256()
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        for size in DEMO_SIZES:
            for frames in DEMO_FRAMES:
                shot = Path(tmp) / "shot.png"
                subprocess.run([sys.executable, "-m", "table", "--demo", game_id, "--players", str(players),
                                "--seed", "3", "--frames", str(frames), "--size", size, "--screenshot", str(shot)],
                               cwd=ROOT, env=env, check=True, capture_output=True)
                digest.update(shot.read_bytes())
    return digest.hexdigest()[:16]


def tutorial_screens() -> dict[str, str]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["PRESENT_COMPANY_HOME"] = tempfile.mkdtemp()
    import pygame

    from table.app import App
    from table.config import Settings
    from table.games import game_ids
    from table.scenes.table_scene import TableScene
    from table.tutorial import autoplay, tutorial_for

    digests = {game_id: hashlib.sha256() for game_id in game_ids()}
    for size in TUTORIAL_SIZES:
        app = App(Settings(speed="instant"), None, size=size)
        for game_id in game_ids():
            tutorial = tutorial_for(game_id)
            scene = TableScene(app, tutorial.session(game_id), tutorial=tutorial)
            app.reset_to(scene)

            def shot(_index, game_id=game_id, app=app):
                app.run_frames(1)
                digests[game_id].update(pygame.image.tobytes(app.screen, "RGB"))

            if autoplay(app, scene, on_step=shot):
                raise SystemExit(f"{game_id}: the tutorial did not reach its end")
        app.pg.quit()
    return {game_id: d.hexdigest()[:16] for game_id, d in digests.items()}


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from engine.games import GAMES

    frames = "--no-frames" not in argv
    for game_id, game in GAMES.items():
        play, saves = bot_games(game_id)
        print(f"{game_id} bot-games {play}", flush=True)
        print(f"{game_id} saves {saves}", flush=True)
        if frames:
            players = max(game.default_players, min(5, game.max_players))
            print(f"{game_id} demo-frames {demo_frames(game_id, players)}", flush=True)
    if frames:
        for game_id, digest in tutorial_screens().items():
            print(f"{game_id} tutorial-screens {digest}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
