"""Short codes and one code for the room (issue 36, companion mode), in headless Chromium on
360x640 touch phones against the desktop app (SDL's dummy driver) hosting the room: the lobby
shows a QR code for each phone seat, or (C) one for all the phones to come (read back here from
the app's screen); a phone
opens it, sees the free phone seats' names and taps hers; another types her seat's four letters
in the page's box and gets her seat. Each holds its seat as a seat link's would (the token in
this browser only: in no address, no request), the game deals once both have come, and a code
that has been used, or is wrong, is refused in words and changes nothing."""

from __future__ import annotations

import pygame

from tests.table.helpers import seat_count
from tests.table.helpers import until as _until

from .conftest import PHONE


def _phone(chromium, contexts):
    context = chromium.new_context(**PHONE)
    contexts.append(context)
    page = context.new_page()
    page.errors, page.requests = [], []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("request", lambda r: page.requests.append(r.url))
    return page


def test_one_code_for_the_room_to_pick_a_name_and_a_seats_short_code_typed_in_the_box(desk, chromium):
    from table.scenes.online import LobbyScene
    from table.scenes.setup import SetupScene
    from table.scenes.table_scene import TableScene
    from table.ui.qr import modules
    from tests.table.test_qr import read_back

    setup = SetupScene(desk, "not-a-hat")
    desk.push(setup)
    seat_count(setup, 4)
    setup._toggle_kind(1)  # seat 2: Bot -> Phone
    setup._toggle_kind(2)  # seat 3: Bot -> Phone; seat 4 stays a bot, seat 1 is Ann's, here
    setup.names[:3] = ["Ann", "Bea", "Cy"]
    setup.start.on_click()
    lobby = desk.top
    assert isinstance(lobby, LobbyScene) and lobby.companion
    lobby.local = "127.0.0.1"  # (the phones here reach the desk over the loopback)
    online, hosting = lobby.online, lobby.hosting
    contexts = []
    try:
        _until(desk, lambda: online.room and len(online.phone_tokens) == 2 and online.seats())
        desk.run_frames(2)
        assert [link for link, _rect in lobby.placed] == [  # at first a code for each seat
            hosting.browser_link("127.0.0.1", online.room, online.phone_tokens[seat]) for seat in (1, 2)]
        assert lobby.split in lobby.buttons and lobby.split.label == "Show one code for everyone"
        desk.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
        desk.run_frames(2)
        assert lobby.together and lobby.split.label == "Show a code for each seat"
        assert len(lobby.placed) == 1  # two phones to come: one code for both
        link, rect = lobby.placed[0]
        assert read_back(desk.screen.subsurface(rect).copy()) == modules(link)  # what a camera reads
        room_code = link.rsplit("/", 1)[1]
        assert link == f"http://127.0.0.1:{hosting.plain_port}/{room_code}" and len(room_code) == 4

        cy = _phone(chromium, contexts)
        cy.goto(link)
        cy.wait_for_selector("#pick:not([hidden])")
        names = cy.locator("#pick-seats button").all_inner_texts()
        assert names == ["Bea", "Cy"]
        # the question has the focus (a screen reader reads it out), with no focus ring: not a control
        assert cy.evaluate("[document.activeElement.id, getComputedStyle(document.activeElement).outlineStyle]") \
            == ["pick-title", "none"]
        cy.locator("#pick-seats button", has_text="Cy").tap()
        cy.wait_for_selector("#lobby:not([hidden])")
        _until(desk, lambda: 2 in online.phones_in)
        desk.run_frames(2)
        assert lobby.split not in lobby.buttons  # one phone left to come: its own code
        (link, rect), = lobby.placed
        assert link == hosting.browser_link("127.0.0.1", online.room, online.phone_tokens[1])
        code = hosting.codes.code_of(online.room, 1)
        assert len(code) == 4
        assert hosting.codes.look_up(room_code, "192.168.1.9")[1]["choose"] == [{"seat": 1, "name": "Bea"}]

        bea = _phone(chromium, contexts)
        bea.goto(f"http://127.0.0.1:{hosting.plain_port}/")
        bea.wait_for_selector("#code-form:not([hidden])")
        bea.fill("#short-code", "ZZZZ" if code != "ZZZZ" else "YYYY")
        bea.locator("#code-button").tap()
        bea.wait_for_selector("#problem:not([hidden])")
        assert "No seat has that code" in bea.locator("#problem").inner_text()
        assert bea.evaluate("localStorage.getItem('pc-seat')") is None and 1 not in online.phones_in
        bea.fill("#short-code", f"{code[:2].lower()} {code[2:].lower()}")  # as a person types it
        bea.locator("#code-button").tap()
        _until(desk, lambda: isinstance(desk.top, TableScene))  # both phones came: the game deals
        for page, name in ((bea, "Bea"), (cy, "Cy")):
            page.wait_for_selector("#game:not([hidden])")
            assert page.locator("#table li.me .seat-name").inner_text() == name
        tokens = online.phone_tokens
        for page, seat in ((bea, 1), (cy, 2)):  # held as a seat link's: in this browser, in no address
            assert page.evaluate("JSON.parse(localStorage.getItem('pc-seat')).token") == tokens[seat]
            assert page.url.endswith(f"#room={online.room}")
            assert not any(tokens[seat] in url for url in page.requests), page.requests
            assert not page.errors

        late = _phone(chromium, contexts)  # Bea's code again, once her phone has come: used, refused
        late.goto(f"http://127.0.0.1:{hosting.plain_port}/{code}")
        late.wait_for_selector("#problem:not([hidden])")
        assert "That code has been used" in late.locator("#problem").inner_text()
        assert late.evaluate("localStorage.getItem('pc-seat')") is None and "#code=" not in late.url
        assert late.locator("#join").is_visible() and not late.errors
    finally:
        for context in contexts:
            context.close()
        if isinstance(desk.top, LobbyScene):
            desk.top.shutdown()
        hosting.stop()
