"""The web seat's files, served on the game server's own port (issue 36).

A request that asks to upgrade to a WebSocket goes on to the game protocol; any other GET is
answered here, from one folder (``server/web/``) and nothing else:

- ``/`` is ``index.html``; any other path names one file of that folder by its plain name
  (letters, digits, ``-``, ``_`` and one dot before a known extension, in at most two folders).
  Anything else (``..``, encoded or not, a backslash, a hidden file, a folder, a symbolic link
  leading out, an unknown kind of file) is "404 not found", the same answer as a missing file:
  there is no listing and nothing outside the folder can be named.
- ``/locale/<lang>.json`` is that language's catalogue, read from the same ``.po`` files as the
  app (``assets/locale``), as {msgid: msgstr, or the list of plural forms} (``server.catalogue``).
- ``/games.json`` holds the names of the games' cards, settings and bot levels from the engine.
- ``/art/<folder>/<name>.png`` is a card's picture from the app's own art (``assets/gifts``,
  ``assets/santa``, ``assets/mine``; no other folder), checked as strictly as the page's files.

Every answer carries a strict Content-Security-Policy (the page may load only its own files and
talk only to this server's WebSocket), ``X-Content-Type-Options: nosniff``, no referrer, and
forbids framing. The page's seat token lives in the URL's fragment, which a browser never sends,
so no request path holds it.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from websockets.datastructures import Headers
from websockets.http11 import Request, Response

from engine.games import GAMES, get_game

from .catalogue import catalogue_json, locale_dir

ROOT = Path(__file__).resolve().parent / "web"

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".webp": "image/webp",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
}
_PART = r"[A-Za-z0-9_-][A-Za-z0-9_-]*"
_PATH = re.compile(rf"^/(?:{_PART}/){{0,2}}{_PART}\.[a-z]{{2,11}}$")
_LOCALE = re.compile(r"^/locale/([a-z]{2})\.json$")
# the cards' pictures, from the app's own art (assets/<folder>/<name>.png): these folders only
_ART = re.compile(r"^/art/(gifts|santa|mine)/([A-Za-z0-9_-]+\.png)$")

POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
          "connect-src 'self' ws: wss:; font-src 'self'; object-src 'none'; base-uri 'none'; "
          "form-action 'none'; frame-ancestors 'none'")
# (CSP's 'self' in connect-src takes in ws:/wss: to the page's own host in current browsers;
# ws: wss: are named for older ones, which read 'self' as http(s) only.)

HEADERS = (
    ("Content-Security-Policy", POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
    ("Cross-Origin-Opener-Policy", "same-origin"),
    ("Cache-Control", "no-cache"),
)


def wants_websocket(request: Request) -> bool:
    return "websocket" in request.headers.get("Upgrade", "").lower()


def process_request(connection: Any, request: Request) -> Response | None:
    """The hook for ``websockets``' server: None lets a WebSocket handshake go on; any other
    request gets a file, a catalogue or 404."""
    if wants_websocket(request):
        return None
    status, kind, body = answer(request.path)
    return response(status, kind, body)


def response(status: int, kind: str, body: bytes) -> Response:
    reasons = {200: "OK", 404: "Not Found"}
    headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))), *HEADERS,
                       ("Connection", "close")])
    return Response(status, reasons.get(status, "Error"), headers, body)


NOT_FOUND = (404, "text/plain; charset=utf-8", b"not found\n")


def answer(path: str) -> tuple[int, str, bytes]:
    """(status, content type, body) for a GET of ``path`` (its query, if any, is ignored)."""
    path = path.split("?", 1)[0].split("#", 1)[0]
    if path == "/":
        path = "/index.html"
    if path == "/games.json":
        return 200, TYPES[".json"], games_json()
    if (match := _LOCALE.match(path)) is not None:
        body = catalogue_json(match.group(1))
        return (200, TYPES[".json"], body) if body is not None else NOT_FOUND
    if (match := _ART.match(path)) is not None:
        folder = locale_dir().parent / match.group(1)
        body = read_file("/" + match.group(2), folder.resolve())
        return (200, TYPES[".png"], body) if body is not None else NOT_FOUND
    body = read_file(path)
    if body is None:
        return NOT_FOUND
    return 200, TYPES[Path(path).suffix], body


def read_file(path: str, root: Path | None = None) -> bytes | None:
    """The bytes of the file that ``path`` names in the web folder (or ``root``), or None (see the top)."""
    root = ROOT if root is None else root
    if not _PATH.match(path) or Path(path).suffix not in TYPES:
        return None
    target = root.joinpath(*path.lstrip("/").split("/"))
    try:
        real = target.resolve(strict=True)
    except (OSError, RuntimeError):
        return None
    if not real.is_relative_to(root) or not real.is_file() or target.is_symlink():
        return None
    try:
        return real.read_bytes()
    except OSError:
        return None


@lru_cache(maxsize=1)
def games_json() -> bytes:
    """What the page needs to name things the engine numbers: each game's cards, settings and
    bot levels, in English (the page translates them with the catalogue, as the app does)."""
    out: dict[str, Any] = {}
    for gid in GAMES:
        game = get_game(gid)
        out[gid] = {"name": game.title, "score": game.score_label, "players": [game.min_players, game.max_players],
                    "levels": list(game.bot_levels),
                    "settings": [{"key": s.key, "label": s.label, "choices": list(s.choices),
                                  "names": [s.name_of(c) for c in s.choices]} for s in game.settings],
                    "cards": game.page_deck()}
    return json.dumps(out, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
