"""The web seat shows who has left the table, as the app's table does (issue 36): a person's
seat whose person is away says so on its plate in words and a shape (not colour alone), says
whether a stand-in bot plays it meanwhile, and the live region tells when that changes."""

import json

from websockets.sync.client import connect

from .harness import Host
from .test_web_seat import join

SAID = """() => {
  window.__said = [];
  new MutationObserver(() => window.__said.push(document.getElementById('announce').textContent))
    .observe(document.getElementById('announce'), {childList: true, characterData: true, subtree: true});
}"""


def plate(page, name):
    return page.locator("#table ul.seats > li").filter(has=page.locator(".seat-name", has_text=name))


def heard(page, words):
    page.wait_for_function("w => window.__said.some(s => s.includes(w))", arg=words)


def test_away_people_are_marked_on_their_plates_and_announced(server, phone):
    host = Host(server.port, "not-a-hat", 4, web_seats=(1, 2))
    join(phone, server, host)
    seat, token = host.join("Xavier")
    line = connect(f"ws://127.0.0.1:{server.port}/")
    other = line.__enter__()  # (Xavier's phone, closed below)
    other.send(json.dumps({"type": "hello", "room": host.room, "token": token, "since": 0}))
    host.start()  # the host never says hello: the stand-in bot plays her seat (sit_in)
    phone.wait_for_selector("#game:not([hidden])")
    phone.evaluate(SAID)
    host_plate = plate(phone, "Host")
    host_plate.locator(".tag.away-bot").wait_for()
    # in words, with a shape beside them that screen readers skip (the words say it)
    assert "away · bot plays" in host_plate.inner_text()
    assert host_plate.locator(".tag.away-bot .shape[aria-hidden=true]").inner_text() == "\u25d0"
    assert "away" not in plate(phone, "Xavier").inner_text()  # at the table
    assert "away" not in plate(phone, "Wendy").inner_text()
    assert phone.locator("#table ul.seats > li").nth(3).locator(".tag.away-bot, .tag.away-waits").count() == 0  # a bot

    line.__exit__(None, None, None)  # Xavier's phone drops: the game waits for him (the room has no stand-in time)
    plate(phone, "Xavier").locator(".tag.away-waits").wait_for()
    assert "away" in plate(phone, "Xavier").locator(".tag.away-waits").inner_text()
    assert plate(phone, "Xavier").locator(".shape").inner_text() == "\u25cb"
    heard(phone, "Xavier has left the table: the game waits for them.")

    host.send(type="sit_in", room=host.room, token=host.token, seat=seat, on=True)
    plate(phone, "Xavier").locator(".tag.away-bot").wait_for()
    heard(phone, "A bot plays for Xavier until they come back.")

    with connect(f"ws://127.0.0.1:{server.port}/") as back:
        back.send(json.dumps({"type": "hello", "room": host.room, "token": token, "since": 0}))
        heard(phone, "Xavier is back at the table.")
        assert plate(phone, "Xavier").locator(".tag.away-bot, .tag.away-waits").count() == 0
    # the accessibility tree holds the mark in words on the host's plate
    assert "away · bot plays" in phone.locator("#table").aria_snapshot()
    assert not phone.errors
    host.close()
