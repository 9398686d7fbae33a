"""A real headless Chromium (Debian's package, driven by Playwright; no browser download) for
the web seat's tests, and a phone for each test: 360x640, touch, mobile."""

import pytest

from .harness import CHROMIUM, need_browser, running_server

PHONE = {"viewport": {"width": 360, "height": 640}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


@pytest.fixture
def chromium():
    """A browser for one test. (Not kept across tests: Playwright's sync API runs an event loop
    in this thread while it is open, and the server tests beside these call asyncio.run.)"""
    need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-dev-shm-usage"])
        yield browser
        browser.close()


@pytest.fixture
def server():
    with running_server() as running:
        yield running


@pytest.fixture
def phone(chromium, request):
    """A new phone (its own storage), with the page's errors and requests noted."""
    options = dict(PHONE)
    options.update(getattr(request, "param", {}) or {})
    context = chromium.new_context(**options)
    page = context.new_page()
    page.errors, page.requests, page.frames_in = [], [], []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    page.on("request", lambda r: page.requests.append(r.url))
    page.on("websocket", lambda ws: ws.on("framereceived", lambda payload: page.frames_in.append(payload)))
    yield page
    context.close()


@pytest.fixture
def desk():
    """The desktop app (dummy video driver) as the table in companion mode."""
    need_browser()
    from table.app import App
    from table.config import Settings

    application = App(Settings(speed="instant"), None, size=(1280, 800))
    yield application
    application.pg.quit()
