"""The web seat in a real headless Chromium on a phone (issue 36): a whole game of each of the
four games with one browser seat against bots, through the real server, to the results; a seat
link whose token never reaches a server; a reload and a dropped connection that get the seat
back; names for every card and action; no sideways scrolling at 200% zoom; the catalogues."""

import json
import random
import time

import pytest

from engine.games import GAMES as ENGINE_GAMES
from tests.registry import usual

from .harness import Host, received_only_its_seat

GAMES = [(game.id, usual(game), {}) for game in ENGINE_GAMES.values()]  # every registered game
# the variants that change what a seat sees or may choose (a match's totals, two cards in front,
# Snowflake-only specials, "Final Gift!" said by hand, Merry Little Christmas for three, the night)
VARIANTS = [("not-a-hat", 3, {"column": 2, "match": 1, "colour": "white"}),
            ("secret-santa", 3, {"specials": "snowflake", "hands": 1, "final_gift": "manual"}),
            ("spirit-of-giving", 3, {"variant": "merry-little-christmas"}),
            ("spirit-of-giving", 4, {"night": 1})]
CHOICES = "#choice-body button:not(.quiet-dark):not([disabled])"  # every choice open now but "Start again"


def join(page, server, host, name="Wendy"):
    page.goto(f"{server.url}#room={host.room}")
    page.fill("#your-name", name)
    page.locator("#join-button").click()
    page.wait_for_selector("#lobby:not([hidden])")


def play(page, rng, until, check=None, guard=300.0):
    """Tap a random choice whenever the page offers one, until ``until()`` holds. Returns how
    many taps it took. (``guard`` only stops a game that cannot end; nothing is timed.)"""
    taps, end = 0, time.monotonic() + guard
    while not until():
        assert time.monotonic() < end, "the game did not come to an end"
        buttons = page.locator(CHOICES)
        n = buttons.count()
        if n == 0:
            page.wait_for_timeout(20)
            continue
        try:
            buttons.nth(rng.randrange(n)).tap(timeout=2000)
            taps += 1
        except Exception:  # the choice was redrawn under the finger: look again
            continue
        if check is not None:
            check()
    return taps


def finished(page):
    return lambda: page.locator("#results").is_visible()


def seats_named(page):
    return page.locator("#results-body tbody tr").all_inner_texts()


@pytest.mark.parametrize("game,players,settings", GAMES + VARIANTS,
                         ids=[g[0] for g in GAMES] + [f"{g}-{'-'.join(map(str, s.values()))}" for g, _, s in VARIANTS])
def test_a_whole_game_at_the_web_seat(server, phone, game, players, settings):
    host = Host(server.port, game, players, settings)
    join(phone, server, host)
    host.start()
    phone.wait_for_selector("#game:not([hidden])")
    taps = play(phone, random.Random(players), finished(phone))
    assert taps > 0
    rows = seats_named(phone)
    assert len(rows) == players and any("Wendy" in r for r in rows)
    assert phone.locator("#log li").count() > 0
    # everything the browser received was its own seat's, and hid what the seat may not know
    assert received_only_its_seat(server, host.room, 1, phone.frames_in) > taps // 2
    assert not phone.errors
    assert all(url.startswith(server.url) or url.startswith(server.url.replace("http", "ws"))
               for url in phone.requests), phone.requests  # no third-party request
    host.close()


def test_the_page_answers_with_a_strict_policy(server, phone):
    answer = phone.goto(server.url)
    headers = answer.headers
    assert "default-src 'self'" in headers["content-security-policy"]
    assert headers["x-content-type-options"] == "nosniff"
    phone.wait_for_selector("#join:not([hidden])")
    assert not phone.errors  # (a script or style the policy blocked would show here)


def test_a_seat_link_takes_the_seat_and_its_token_never_reaches_the_server(server, phone):
    host = Host(server.port, "secret-santa", 3, web_seats=(1, 2))
    seat, token = host.join("Wendy")
    assert len(token) >= 22  # 128 bits, url-safe base64
    phone.goto(f"{server.url}#room={host.room}&seat={token}")
    phone.wait_for_selector("#lobby:not([hidden])")
    assert token not in phone.url  # off the address bar once kept
    host.start()
    phone.wait_for_selector("#game:not([hidden])")
    assert phone.locator("#table li.me .seat-name").inner_text() == "Wendy"
    assert not any(token in path for path in server.paths)
    assert server.paths  # (the page's files were asked for: the paths were watched)


def test_a_reload_and_a_dropped_connection_get_the_seat_back(server, phone):
    host = Host(server.port, "spirit-of-giving", 4)
    join(phone, server, host)
    host.start()
    phone.wait_for_selector("#game:not([hidden])")
    rng = random.Random(7)
    play(phone, rng, lambda: phone.locator("#log li").count() >= 3)
    moves_before = phone.locator("#log li").count()
    phone.reload()
    phone.wait_for_selector("#game:not([hidden])")
    assert phone.locator("#table li.me .seat-name").inner_text() == "Wendy"
    assert phone.locator("#log li").count() >= moves_before  # the moves so far came back too
    assert server.drop_connections(host.room) >= 1  # (a tap while it is away is not lost: see app.js)
    play(phone, rng, finished(phone))
    assert len(seats_named(phone)) == 4
    assert received_only_its_seat(server, host.room, 1, phone.frames_in) > 0


def test_a_wrong_seat_token_is_told_and_changes_nothing(server, phone):
    host = Host(server.port, "not-a-hat", 3)
    phone.goto(f"{server.url}#room={host.room}&seat={'x' * 22}")
    phone.wait_for_selector("#join:not([hidden])")
    phone.wait_for_selector("#problem:not([hidden])")
    assert "token" in phone.locator("#problem").inner_text()
    assert phone.evaluate("localStorage.getItem('pc-seat')") is None
    assert phone.locator("#room-code").input_value() == host.room  # ready to join with a name instead
    join(phone, server, host)  # the seat it was refused is still free
    assert "Wendy" in phone.locator("#lobby-seats").inner_text()


def test_every_card_and_action_has_a_name_and_moves_are_announced(server, phone):
    host = Host(server.port, "secret-santa", 4)
    join(phone, server, host)
    host.start()
    phone.wait_for_selector(f"{CHOICES} >> nth=0")
    tree = phone.locator("body").aria_snapshot()
    view = json.loads(next(f for f in reversed(phone.frames_in) if '"view"' in f))["view"]["f"]
    names = json.loads(phone.evaluate("fetch('games.json').then(r => r.text())"))["secret-santa"]["cards"]
    for kind in set(view["hand"]["$t"]):
        assert names[str(kind)]["name"] in tree, kind
    for button in phone.get_by_role("button").all():
        if button.is_visible():
            assert button.inner_text().strip() or button.get_attribute("aria-label")
    assert phone.locator("[aria-live=polite]").count() == 1
    play(phone, random.Random(3), lambda: phone.locator("#announce").inner_text().strip() != "")


@pytest.mark.parametrize("phone", [{"viewport": {"width": 180, "height": 320}}], indirect=True)
def test_at_200_percent_zoom_nothing_scrolls_sideways(server, phone):
    """A 360x640 phone at 200% zoom lays out as a 180x320 one."""
    host = Host(server.port, "presents-of-mine", 8)
    join(phone, server, host)
    host.start()
    phone.wait_for_selector("#game:not([hidden])")
    wide = []

    def check():
        width = phone.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
        if width[0] > width[1]:
            wide.append(width)

    play(phone, random.Random(5), finished(phone), check)
    check()
    assert not wide


@pytest.mark.parametrize("phone", [{"locale": "fr-FR"}], indirect=True)
def test_the_page_speaks_the_browsers_language_from_the_apps_catalogue(server, phone):
    host = Host(server.port, "not-a-hat", 3)
    join(phone, server, host)
    host.start()
    phone.wait_for_selector(f"{CHOICES} >> nth=0")  # the seat's move: the table waits for it
    assert phone.evaluate("document.documentElement.lang") == "fr"
    french = json.loads(phone.evaluate("fetch('locale/fr.json').then(r => r.text())"))
    table = phone.locator("#table").inner_text()
    view = json.loads(next(f for f in reversed(phone.frames_in) if '"view"' in f))["view"]["f"]
    names = json.loads(phone.evaluate("fetch('games.json').then(r => r.text())"))["not-a-hat"]["cards"]
    shown = [c["f"]["gift"] for column in view["columns"]["$t"] for c in column["$t"] if c["f"]["gift"] is not None]
    assert shown and all(french[names[g]["name"]] in table for g in shown)
    phone.select_option("#lang", "de")  # switchable: German from then on, and kept
    phone.locator("html[lang=de]").wait_for(state="attached")
    assert phone.evaluate("localStorage.getItem('pc-lang')") == "de"


def test_a_room_whose_game_is_on_can_still_be_watched(server, phone):
    """The room code alone gives a free seat, or else a spectator's view: the public table."""
    host = Host(server.port, "not-a-hat", 3, web_seats=())
    host.start()  # bots in every seat: the game is played out at once
    phone.goto(f"{server.url}#room={host.room}")
    phone.fill("#your-name", "Wendy")
    phone.locator("#join-button").click()
    phone.wait_for_selector("#problem:not([hidden])")
    assert "started" in phone.locator("#problem").inner_text()
    phone.locator("#watch").tap()
    phone.wait_for_selector("#results:not([hidden])")
    assert len(seats_named(phone)) == 3
    assert phone.locator("#hand-box").is_hidden() and phone.locator("#choices").is_hidden()
    assert phone.evaluate("localStorage.getItem('pc-seat')") is None
