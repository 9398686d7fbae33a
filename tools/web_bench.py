"""The web seat's numbers for the README (issue 36): the page's first load in bytes, and the time
from a tap at one browser seat to the move showing at another, on loopback.

    python tools/web_bench.py [--moves 30] [--game secret-santa]

Needs Playwright and Debian's chromium (as the browser tests do). The time is measured from
Python: from the tap's return at seat A to seat B's page showing a later record, so it also
holds Playwright's own round trips (an upper bound of what a player feels).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.web.harness import CHROMIUM, Host, running_server  # noqa: E402

CHOICES = "#choice-body button:not(.quiet-dark):not([disabled])"


def first_load(server, page) -> dict:
    sizes: dict[str, int] = {}

    def note(response):
        try:
            sizes[response.url] = len(response.body())
        except Exception:  # a WebSocket upgrade has no body
            pass

    page.on("response", note)
    page.goto(server.url)
    page.wait_for_selector("#join:not([hidden])")
    page.wait_for_load_state("networkidle")
    page.remove_listener("response", note)
    from server.catalogue import catalogue_json

    return {"files": len(sizes), "bytes_english": sum(sizes.values()),
            "catalogue_bytes": {lang: len(catalogue_json(lang)) for lang in ("fr", "es", "pt", "de")}}


def action_to_update(server, browser, game: str, moves: int) -> list[float]:
    host = Host(server.port, game, 3, web_seats=(1, 2))
    pages = []
    for name in ("Ann", "Ben"):
        page = browser.new_context(viewport={"width": 360, "height": 640}, is_mobile=True, has_touch=True).new_page()
        page.goto(f"{server.url}#room={host.room}")
        page.fill("#your-name", name)
        page.locator("#join-button").click()
        page.wait_for_selector("#lobby:not([hidden])")
        pages.append(page)
    host.start()
    rng = random.Random(1)
    times: list[float] = []
    while len(times) < moves:
        if any(p.locator("#results").is_visible() for p in pages):
            break
        for me, other in ((pages[0], pages[1]), (pages[1], pages[0])):
            buttons = me.locator(CHOICES)
            if buttons.count() == 0:
                continue
            # choose part by part down to an action (a button that sends), then time that tap
            while not me.locator(f"{CHOICES}.final").count():
                choices = me.locator(CHOICES)
                choices.nth(rng.randrange(choices.count())).tap()
            finals = me.locator(f"{CHOICES}.final")
            pick = finals.nth(rng.randrange(finals.count()))
            before = other.locator("body").get_attribute("data-seq")
            start = time.perf_counter()
            pick.tap()
            other.locator(f'body:not([data-seq="{before}"])').wait_for(state="attached", timeout=20000)
            times.append((time.perf_counter() - start) * 1000)
            break
        else:
            pages[0].wait_for_timeout(20)
    host.close()
    return times


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--moves", type=int, default=30)
    p.add_argument("--game", default="secret-santa")
    args = p.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with running_server() as server, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-dev-shm-usage"])
        load = first_load(server, browser.new_page())
        times = action_to_update(server, browser, args.game, args.moves)
        browser.close()
    out = {"first_load": load, "moves": len(times),
           "action_to_update_ms": {"median": round(statistics.median(times), 1),
                                   "p90": round(sorted(times)[int(len(times) * 0.9) - 1], 1),
                                   "worst": round(max(times), 1)} if times else None}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
