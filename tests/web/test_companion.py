"""Companion mode end to end (issue 36): the desktop app (SDL's dummy driver) is the table and
hosts the room; two phones (headless Chromium, 360x640, touch) scan its QR codes, read back
here from the app's screen, and play their seats against a bot to the end. The big screen only
ever asks for the public view (it never draws a private hand) and never raises a privacy
screen; a phone that reloads mid-game gets its seat back."""

from __future__ import annotations

import random
import time

from tests.table.helpers import seat_count
from tests.table.helpers import until as _until

from .conftest import PHONE

CHOICES = "#choice-body button:not(.quiet-dark):not([disabled])"


def _tap_any(page, rng) -> bool:
    buttons = page.locator(CHOICES)
    n = buttons.count()
    if not n:
        return False
    try:
        buttons.nth(rng.randrange(n)).tap(timeout=2000)
        return True
    except Exception:  # redrawn under the finger: next time
        return False


def test_two_phones_play_a_whole_game_at_a_table_the_desktop_hosts(desk, chromium):
    from table.scenes.online import LobbyScene
    from table.scenes.privacy import PrivacyScene
    from table.scenes.setup import SetupScene
    from table.scenes.table_scene import TableScene
    from table.ui.qr import modules
    from tests.table.test_qr import read_back

    setup = SetupScene(desk, "not-a-hat")
    desk.push(setup)
    seat_count(setup, 3)
    setup._toggle_kind(0)
    setup._toggle_kind(0)  # seat 1: Human -> Bot -> Phone
    setup._toggle_kind(1)  # seat 2: Bot -> Phone; seat 3 stays a bot
    setup.names[:2] = ["Wendy", "Xavi"]
    assert [setup.seat_buttons[i][0].label for i in range(3)] == ["Phone", "Phone", "Bot"]
    setup.start.on_click()
    lobby = desk.top
    assert isinstance(lobby, LobbyScene) and lobby.companion
    lobby.local = "127.0.0.1"  # (the phones here reach the desk over the loopback)
    online, hosting = lobby.online, lobby.hosting
    contexts = []
    try:
        _until(desk, lambda: online.room and len(online.phone_tokens) == 2)
        desk.run_frames(2)
        links = []
        for link, rect in lobby.placed:  # what a phone's camera reads off the screen
            assert read_back(desk.screen.subsurface(rect).copy()) == modules(link)
            links.append(link)
        assert len(links) == 2 and all(link.startswith(f"http://127.0.0.1:{hosting.plain_port}/#room=")
                                       for link in links)
        phones = []
        for link in links:
            context = chromium.new_context(**PHONE)
            contexts.append(context)
            page = context.new_page()
            page.errors = []
            page.on("pageerror", lambda e, page=page: page.errors.append(str(e)))
            page.goto(link)
            phones.append(page)
            _until(desk, lambda: len(online.phones_in) == len(phones), 30)
        _until(desk, lambda: isinstance(desk.top, TableScene))
        table = desk.top
        channel = table.channel
        assert channel.humans == () and channel.eyes is None  # nobody's seat at this screen
        assert online.link._closed  # the host's lobby line is done with: no thread left behind
        asked = []
        public_view = channel.view

        def view(seat):
            asked.append(seat)
            return public_view(seat)

        channel.view = view
        for page, name in zip(phones, ("Wendy", "Xavi"), strict=True):
            page.wait_for_selector("#game:not([hidden])")
            assert page.locator("#table li.me .seat-name").inner_text() == name
        rng, taps, reloaded, screens = random.Random(3), 0, False, set()
        end = time.monotonic() + 400  # (only stops a game that cannot end; nothing is timed)
        while not all(p.locator("#results").is_visible() for p in phones):
            assert time.monotonic() < end, "the game did not come to an end"
            for page in phones:
                taps += _tap_any(page, rng)
            desk.run_frames(2)
            screens.add(type(desk.top).__name__)
            if taps >= 6 and not reloaded:  # a phone reloads mid-game: its seat comes back
                phones[1].reload()
                phones[1].wait_for_selector("#game:not([hidden])")
                assert phones[1].locator("#table li.me .seat-name").inner_text() == "Xavi"
                reloaded = True
        _until(desk, lambda: channel.is_over())
        desk.run_frames(5)
        assert reloaded and taps > 0
        assert asked and set(asked) == {None}  # the desk asked only for the public view
        assert PrivacyScene.__name__ not in screens, screens
        assert not any(p.errors for p in phones)
        for page in phones:
            rows = page.locator("#results-body tbody tr").all_inner_texts()
            assert len(rows) == 3 and any("Wendy" in r for r in rows) and any("Xavi" in r for r in rows)
    finally:
        for context in contexts:
            context.close()
        if isinstance(desk.top, LobbyScene):
            desk.top.shutdown()
        hosting.stop()
