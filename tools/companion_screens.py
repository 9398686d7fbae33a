"""Render companion mode's screens headless to PNGs (issue 36), to look at them at any size:

    python tools/companion_screens.py OUT_DIR [WxH ...] [--text-size PERCENT]
    (default sizes: 1024x600 1920x1080 3840x2160; --text-size: the Size setting, 100 to 200)

For each size: New game with two phone seats (setup), its lobby with a QR code and a short
address per phone seat (lobby), the same with one code for everyone (lobby-one), Host a game's
lobby with three phone seats and the room's browser link (host), and the table dealt with one
phone come and one away (table: the away phone's code low on the left). The phones here are
plain WebSocket lines saying hello with their seat's token; with Playwright and chromium at hand
(the browser tests' harness), a 360x640 phone also opens the room's one code and shows its page
of names to pick (phone-pick-360x640).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("PRESENT_COMPANY_NO_UPNP", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _until(app, test, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not test():
        if time.monotonic() > deadline:
            raise SystemExit(f"waited in vain on {type(app.top).__name__}")
        app.run_frames(1)
        time.sleep(0.02)


def shots(out: Path, size: tuple[int, int], percent: int = 100) -> None:
    import pygame
    from websockets.sync.client import connect

    from table.app import App
    from table.config import Settings
    from table.scenes.setup import SetupScene

    name = f"{size[0]}x{size[1]}"
    app = App(Settings(speed="instant", size_percent=percent), None, size=size)
    try:
        setup = SetupScene(app, "not-a-hat")
        app.push(setup)
        while setup.players > 3:
            setup._change_players(-1)
        while setup.players < 3:
            setup._change_players(1)
        setup._toggle_kind(0, -1)  # Human -> Phone
        setup._toggle_kind(1)  # Bot -> Phone
        setup.names[:2] = ["Wendy", "Xavi"]
        app.run_frames(2)
        pygame.image.save(app.screen, out / f"companion-setup-{name}.png")
        setup.start.on_click()
        lobby = app.top
        lobby.local = "192.168.1.20"
        online, hosting = lobby.online, lobby.hosting
        with ExitStack() as phones:
            _until(app, lambda: online.room and len(online.phone_tokens) == 2 and online.seats())
            app.run_frames(2)
            pygame.image.save(app.screen, out / f"companion-lobby-{name}.png")
            lobby._split()  # (C) one code for everyone
            app.run_frames(2)
            pygame.image.save(app.screen, out / f"companion-lobby-one-{name}.png")
            if size == (1024, 600):
                _phone_picks(hosting.short_link("127.0.0.1", hosting.codes.room(online.room)), out)
            lobby._split()
            line = phones.enter_context(connect(f"ws://127.0.0.1:{hosting.plain_port}/"))
            line.send(json.dumps({"type": "hello", "room": online.room, "token": online.phone_tokens[0], "since": 0}))
            _until(app, lambda: 0 in online.phones_in)
            lobby.start.on_click()
            _until(app, lambda: type(app.top).__name__ == "TableScene")
            for _ in range(30):
                app.run_frames(3)
                time.sleep(0.02)
            pygame.image.save(app.screen, out / f"companion-table-{name}.png")
            hosting.stop()
        app.settings.last_setups = {}  # (New game remembers its phone seats: the host's start afresh)
        setup = SetupScene(app, "not-a-hat", online=True)
        app.push(setup)
        while setup.players < 5:
            setup._change_players(1)
        for seat in (2, 3, 4):
            setup._toggle_kind(seat, -1)  # Bot -> Phone
        setup.start.on_click()
        lobby = app.top
        lobby.local = "192.168.1.20"
        _until(app, lambda: lobby.online.room and len(lobby.online.phone_tokens) == 3 and lobby.online.seats())
        app.run_frames(2)
        pygame.image.save(app.screen, out / f"companion-host-{name}.png")
        lobby.shutdown()
    finally:
        app.pg.quit()


def _phone_picks(link: str, out: Path) -> None:
    """A 360x640 phone opens the room's one code: its page of the names still free (if a browser is at hand)."""
    try:
        from playwright.sync_api import sync_playwright

        from tests.web.conftest import PHONE
        from tests.web.harness import CHROMIUM
    except ImportError:
        print("no Playwright: the phone's page is left out")
        return
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-dev-shm-usage"])
        try:
            page = browser.new_context(**PHONE).new_page()
            page.goto(link)
            page.wait_for_selector("#pick:not([hidden])")
            page.screenshot(path=str(out / "companion-phone-pick-360x640.png"))
        finally:
            browser.close()


def main(argv: list[str]) -> int:
    percent = 100
    if "--text-size" in argv:
        at = argv.index("--text-size")
        percent, argv = int(argv[at + 1]), argv[:at] + argv[at + 2:]
    out = Path(argv[0]) if argv else Path("screens")
    sizes = [tuple(int(v) for v in s.split("x")) for s in argv[1:]] or [(1024, 600), (1920, 1080), (3840, 2160)]
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("PRESENT_COMPANY_HOME", tempfile.mkdtemp())
    for size in sizes:
        shots(out, size, percent)
    print(f"wrote {len(sizes) * 5} screens to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
