"""``PresentCompany --selftest``: start headless, load every asset, play a short bot game of
each game (drawing its table), print ``selftest ok`` and exit 0. The installers' CI runs it
on every platform, so a bundle missing a file or a module fails before anyone downloads it."""

from __future__ import annotations

import os
import sys
import time


def run() -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    started = time.perf_counter()
    try:
        # late, on purpose: the imports are part of the check (a module missing from a bundle
        # fails the self-test with its name), and the app starts without them
        from engine.games import GAMES
        from engine.session import SeatPlan, Session
        from table import assets
        from table.app import App
        from table.config import Settings
        from table.games import table_for
        from table.i18n import _, set_language
        from table.i18n.catalogues import LANGUAGES
        from table.scenes import scene_named

        TableScene = scene_named("table")
        app = App(Settings(speed="instant"), None, size=(1280, 800))
        root = assets.asset_root()
        images = sorted(p for p in root.rglob("*.png"))
        for path in images:
            assets.image(str(path.relative_to(root)).replace(os.sep, "/"))
        for role in ("text", "bold", "heavy", "title"):
            assets.font(role, 20).render("Present Company", True, (0, 0, 0))
        sounds = sorted((root / "sounds").glob("*.wav"))
        for lang in LANGUAGES:  # every catalogue ships and loads (English is the source)
            if set_language(lang) != lang or (lang != "en" and _("Settings") == "Settings"):
                raise RuntimeError(f"the {LANGUAGES[lang]} catalogue does not load")
        set_language("en")
        for game_id, game in GAMES.items():
            players = max(game.min_players, 4)
            seats = [SeatPlan(f"bot {i + 1}", "easy") for i in range(players)]
            session = Session(game, seats, table_for(game_id).selftest_settings, 1)
            scene = TableScene(app, session, demo=True)
            app.reset_to(scene)
            app.run_frames(30)
            session.play_bots()
            if not scene.channel.is_over():
                raise RuntimeError(f"{game.title}: the bot game did not finish")
            print(f"  {game.title}: {len(session.history)} moves", flush=True)
        app.pg.quit()
        _online_pieces()
        print(f"  {len(images)} pictures, {len(sounds)} sounds, 4 fonts, {len(LANGUAGES)} languages", flush=True)
    except Exception as exc:  # the one place a failure must be loud: it is a broken build
        print(f"selftest FAILED: {exc.__class__.__name__}: {exc}", file=sys.stderr)
        return 1
    print(f"selftest ok ({time.perf_counter() - started:.1f} s)")
    return 0


def _online_pieces() -> None:
    """Online play ships too: the WebSocket client and server, and the hosting certificate (a
    bundle built without websockets or cryptography would otherwise fail only when someone hosts)."""
    # late, inside the self-test on purpose: a module missing from the bundle fails it by name
    import ssl
    import tempfile
    from pathlib import Path

    import websockets.asyncio.client  # noqa: F401  (the joining app's line)
    import websockets.asyncio.server  # noqa: F401  (the hosting app's embedded server)

    from table.net.certificates import host_certificate  # late, as above

    with tempfile.TemporaryDirectory() as folder:
        made = host_certificate(Path(folder))
    if not isinstance(made.context, ssl.SSLContext) or len(made.code) != 20:
        raise RuntimeError("the hosting certificate could not be made")
    from table.ui.qr import qr_surface  # late, as above

    if qr_surface("http://192.168.1.20:8766/#room=ABCDEF", 200).get_width() < 100:  # (segno: phones' QR codes)
        raise RuntimeError("the phones' QR codes could not be drawn")
    print("  online: websockets, the hosting certificate and QR codes", flush=True)
