"""The Spirit of Giving's All Through the Night at the web seat (issue 36, ruling SG-17): the
Discussion clock the app's table runs, shown as a timer; when it rings on this seat's turn to
talk, the page ends her talk (as the app does), unless she chose that the clock only tells the
time (the app's setting); and her own words, as the app's "Write…" offers. The page's clock is
the browser's: Playwright's fake clock moves it, so nothing here waits a minute."""

import random
import re

from .harness import Host, legal_now
from .test_web_seat import CHOICES, join

NIGHT = {"night": 1, "discussion_minutes": 1}


def to_my_talk(page, rng):
    """Play on (the mulligan) until it is this seat's turn to talk in Discussion."""
    while "spirit_of_giving.Say" not in legal_now(page):
        buttons = page.locator(CHOICES)
        if buttons.count() == 0 or page.locator("#night").is_visible():
            page.wait_for_timeout(20)  # (Discussion: the others talk first; nothing to tap)
            continue
        try:
            buttons.nth(rng.randrange(buttons.count())).tap(timeout=2000)
        except Exception:  # redrawn under the finger
            continue
    page.get_by_role("button", name="Done talking").wait_for()


def at_my_talk(server, phone) -> Host:
    """A game of The Spirit of Giving with All Through the Night, on the page's fake clock, played on
    until the phone's seat is to talk."""
    host = Host(server.port, "spirit-of-giving", 4, NIGHT)
    phone.clock.install()
    join(phone, server, host)
    host.start()
    to_my_talk(phone, random.Random(5))
    return host


def records(server, host, after):
    return server.call(server.server.log.read(host.room))[after:]


def test_the_clock_rings_and_ends_the_talk_and_her_own_words_are_said(server, phone):
    host = at_my_talk(server, phone)
    clock = phone.get_by_role("timer")
    assert re.fullmatch(r"Discussion [01]:\d\d", clock.inner_text())
    assert phone.get_by_label("All Through the Night's clock").input_value() == "ends"
    # her own words (an @ would name a seat: it is written out)
    seq = int(phone.evaluate("document.body.dataset.seq"))
    phone.get_by_label("Say something of your own:").fill("I'll trade my @ten for a King")
    phone.get_by_role("button", name="Say it").tap()
    phone.wait_for_function("n => Number(document.body.dataset.seq) > n", arg=seq)
    assert records(server, host, seq)[0] == {"t": "act", "seat": 1, "a": ["say", "I'll trade my (at)ten for a King"]}
    phone.locator("#table").get_by_text("Wendy: “I'll trade my (at)ten for a King”").wait_for()
    # the clock rings on her turn: the page says "Done talking" for her, and tells it
    phone.get_by_role("button", name="Done talking").wait_for()
    seq = int(phone.evaluate("document.body.dataset.seq"))
    phone.clock.run_for(61_000)
    phone.wait_for_function("n => Number(document.body.dataset.seq) > n", arg=seq)
    assert records(server, host, seq)[0] == {"t": "act", "seat": 1, "a": "done"}
    assert not phone.errors
    host.close()


def test_a_clock_that_only_tells_the_time_leaves_the_talk_to_her(server, phone):
    host = at_my_talk(server, phone)
    phone.get_by_label("All Through the Night's clock").select_option("waits")
    seq = int(phone.evaluate("document.body.dataset.seq"))
    phone.clock.run_for(61_000)
    clock = phone.get_by_role("timer")
    assert "Time is up" in clock.inner_text() and "say you're done" in clock.inner_text()
    assert records(server, host, seq) == []  # nothing sent for her
    assert int(phone.evaluate("document.body.dataset.seq")) == seq
    phone.get_by_role("button", name="Done talking").tap()  # she ends it herself
    phone.wait_for_function("n => Number(document.body.dataset.seq) > n", arg=seq)
    assert records(server, host, seq)[0] == {"t": "act", "seat": 1, "a": "done"}
    assert phone.evaluate("localStorage.getItem('pc-night-waits')") == "1"  # kept in this browser
    host.close()
