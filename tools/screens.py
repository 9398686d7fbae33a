"""Render every menu-like screen headless to PNGs, to look at them at any window size:

    python tools/screens.py OUT_DIR [WxH ...] [--lang LANG] [--text-size PERCENT]
    (default sizes: 1024x600 1920x1080 3840x2160; --text-size: the Size setting, 100 to 200)

Screens: the main menu, its Quit question, New game (each game chosen), Settings, Play online (join, host),
Learn to play, Statistics, How to play, the pause menu, the privacy screen and the results over a finished table.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def main(argv: list[str]) -> int:
    lang = "en"
    if "--lang" in argv:
        at = argv.index("--lang")
        lang, argv = argv[at + 1], argv[:at] + argv[at + 2:]
    percent = 100
    if "--text-size" in argv:
        at = argv.index("--text-size")
        percent, argv = int(argv[at + 1]), argv[:at] + argv[at + 2:]
    out = Path(argv[0]) if argv else Path("screens")
    sizes = [tuple(int(v) for v in s.split("x")) for s in argv[1:]] or [(1024, 600), (1920, 1080), (3840, 2160)]
    out.mkdir(parents=True, exist_ok=True)
    os.environ["PRESENT_COMPANY_HOME"] = tempfile.mkdtemp()
    from engine.games import get_game
    from engine.session import SeatPlan, Session
    from table.app import App
    from table.config import Settings
    from table.games import game_ids
    from table.scenes.learn import LearnScene
    from table.scenes.menu import MenuScene
    from table.scenes.online import JoinScene
    from table.scenes.pause import PauseScene
    from table.scenes.privacy import PrivacyScene
    from table.scenes.results import ResultsScene
    from table.scenes.rules import RulesScene
    from table.scenes.settings import SettingsScene
    from table.scenes.setup import SetupScene
    from table.scenes.statistics import StatisticsScene
    from table.scenes.table_scene import TableScene

    def one_size(size: tuple[int, int]) -> None:
        app = App(Settings(speed="instant", language=lang, size_percent=percent), None, size=size, keep=True)
        tag = f"{size[0]}x{size[1]}"

        def shot(name: str, scene) -> None:
            app.reset_to(MenuScene(app))
            if scene is not None:
                app.push(scene() if callable(scene) else scene)
            app.run_frames(2)
            app.pg.image.save(app.screen, str(out / f"{name}-{tag}.png"))

        shot("menu", None)
        for game_id in game_ids():
            shot(f"setup-{game_id}", lambda g=game_id: SetupScene(app, g))
            shot(f"rules-{game_id}", lambda g=game_id: RulesScene(app, g))
        shot("settings", lambda: SettingsScene(app))
        shot("join", lambda: JoinScene(app))
        shot("host", lambda: SetupScene(app, "not-a-hat", online=True))
        shot("quit", lambda: _asking(app))
        shot("learn", lambda: LearnScene(app))
        shot("statistics", lambda: StatisticsScene(app))
        shot("privacy", lambda: PrivacyScene(app, "Grandma", "It's your turn.", lambda: None))

        def waved_off() -> PrivacyScene:  # a key came too soon: the screen says why it waits
            scene = PrivacyScene(app, "Grandma", "It's your turn.", lambda: None)
            scene._wave_off()
            return scene

        shot("privacy-waiting", waved_off)
        game = get_game("secret-santa")
        session = Session(game, [SeatPlan(f"Bot {i}", "easy") for i in range(5)], {"hands": "1"}, 4)
        table = TableScene(app, session, demo=True)
        app.reset_to(table)
        app.run_frames(5)
        app.push(PauseScene(app, table))
        app.run_frames(2)
        app.pg.image.save(app.screen, str(out / f"pause-{tag}.png"))
        app.reset_to(table)
        session.play_bots()
        app.push(ResultsScene(app, table, demo=True))
        app.run_frames(2)
        app.pg.image.save(app.screen, str(out / f"results-{tag}.png"))
        app.pg.quit()

    def _asking(app):  # the menu's Quit asks first
        menu = MenuScene(app)
        app.reset_to(menu)
        menu._quit()
        return app.scenes.pop()

    for size in sizes:
        one_size(size)
    print(f"screens written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
