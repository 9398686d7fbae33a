"""That's Not a Hat's claim at the web seat (issue 36): not one button for each of the deck's
48 gifts, but the few the card could be (its back, and no gift lying face up elsewhere, as the
app's picker fades the others) in a grid that fits a 360x640 phone, and every other gift behind
one disclosure; chosen by touch, by keyboard alone, named for a screen reader, and without
sideways scrolling at 200% zoom."""

import json
import random

import pytest

from .harness import Host, legal_now
from .test_web_seat import join

PICKER = "#choice-body .claims"
ANSWERS = "#choice-body > .options button:not([disabled])"  # Accept, Refuse (never a gift of the picker)


def to_the_claim(page, rng):
    """Play on (answering gifts given to this seat) until this seat names a gift: its picker."""
    while "not_a_hat.Give" not in legal_now(page) and not page.locator(PICKER).count():
        buttons = page.locator(ANSWERS)
        if buttons.count() == 0:
            page.wait_for_timeout(20)
            continue
        try:
            buttons.nth(rng.randrange(buttons.count())).tap(timeout=2000)
        except Exception:  # redrawn under the finger
            continue
    page.locator(PICKER).wait_for(timeout=5000)


def could_be(page):
    """The gifts the card in hand could be, from the frames this seat received (the view) and the
    deck's names (games.json): its back, and not face up anywhere else."""
    view = json.loads(next(f for f in reversed(page.frames_in) if '"view"' in f))["view"]["f"]
    cards = json.loads(page.evaluate("fetch('games.json').then(r => r.text())"))["not-a-hat"]["cards"]
    card = view["in_hand"]["f"]
    seen = {c["f"]["gift"] for col in view["columns"]["$t"] for c in col["$t"]}
    seen |= {c["f"]["gift"] for pile in view["penalties"]["$t"] for c in pile["$t"]}
    if view["shop_top"]:
        seen.add(view["shop_top"]["f"]["gift"])
    seen.discard(None)
    seen.discard(card["gift"])
    deck = view["deck"]["$t"]
    return deck, {cards[g]["name"] for g in deck if g not in seen
                  and (cards[g]["colour"], cards[g]["arrow"]) == (card["colour"], card["arrow"])}


def test_the_claim_fits_a_phone_and_every_gift_can_still_be_said(server, phone):
    host = Host(server.port, "not-a-hat", 3)
    join(phone, server, host)
    host.start()
    to_the_claim(phone, random.Random(2))
    deck, likely = could_be(phone)
    assert len(deck) == 48
    # the first screen: the gifts this card could be, and one disclosure for the rest
    shown = phone.locator(f"{PICKER} button.claim:visible")
    assert sorted(shown.all_inner_texts()) == sorted(likely) and len(likely) <= 12
    box = phone.locator("#choices").bounding_box()
    assert box["height"] <= 640  # the whole choice on one phone screen
    assert phone.evaluate("document.documentElement.scrollWidth") <= 360
    # named for a screen reader: the grid of likely gifts, the disclosure, each gift by its name
    assert phone.get_by_role("list", name="It could be one of these:").count() == 1
    others = phone.locator(f"{PICKER} summary")
    assert others.inner_text() == f"{48 - len(likely)} other gifts"
    others.tap()  # by touch: every gift of the deck can be said
    assert phone.locator(f"{PICKER} button.claim:visible").count() == 48
    before = int(phone.evaluate("document.body.dataset.seq"))
    # by keyboard alone: Tab to a gift, Enter chooses it, Enter on the move gives it
    phone.locator(f"{PICKER} button.claim").first.focus()
    name = phone.evaluate("document.activeElement.textContent")
    phone.keyboard.press("Enter")
    give = phone.locator("#choice-body button.final")
    assert give.evaluate("b => b === document.activeElement")
    assert "for you!" in give.inner_text() and name.strip() in give.inner_text()
    phone.keyboard.press("Enter")
    phone.wait_for_function("n => Number(document.body.dataset.seq) > n", arg=before)
    given = server.call(server.server.log.read(host.room))[before]  # (record before + 1: the seat's claim)
    assert given["seat"] == 1 and given["a"][-1] == name.strip(), given  # the very gift chosen
    assert not phone.errors
    host.close()


@pytest.mark.parametrize("phone", [{"viewport": {"width": 180, "height": 320}}], indirect=True)
def test_the_claim_at_200_percent_zoom_does_not_scroll_sideways(server, phone):
    host = Host(server.port, "not-a-hat", 3)
    join(phone, server, host)
    host.start()
    to_the_claim(phone, random.Random(4))
    phone.reload()  # (the picker comes after the first load: a reload at the claim still gets it)
    phone.locator(PICKER).wait_for()
    assert phone.locator("#choice-body button:visible").count() <= 12
    phone.locator(f"{PICKER} summary").tap()
    assert phone.locator(f"{PICKER} button.claim:visible").count() == 48
    assert phone.evaluate("[document.documentElement.scrollWidth, window.innerWidth]") == [180, 180]
    host.close()
