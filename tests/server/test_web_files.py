"""The web seat's files on the game server's own port (issue 36): one folder and nothing else,
no listing, no way out of it (``..`` plain or encoded, absolute paths, backslashes, symbolic
links), a strict Content-Security-Policy on every answer, the app's catalogues as JSON, and the
WebSocket protocol unchanged on the same port."""

import asyncio
import json
import os

import pytest

from engine.games import GAMES
from server import web
from server.log import MemoryLog
from server.service import serve


async def get(port: int, path: str, headers: str = "") -> tuple[int, dict, bytes]:
    """One raw HTTP/1.1 GET, the path sent exactly as given (no client tidies it)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{headers}\r\n".encode("latin-1"))
    await writer.drain()
    data = await reader.read()
    writer.close()
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    fields = {k.strip().lower(): v.strip() for k, v in (line.split(":", 1) for line in lines[1:])}
    return status, fields, body


def fetch_all(paths: list[str]) -> dict[str, tuple[int, dict, bytes]]:
    async def main():
        async with serve(MemoryLog(), port=0) as server:
            return {p: await get(server.port, p) for p in paths}

    return asyncio.run(main())


def test_the_page_and_its_files_are_served_with_a_strict_policy():
    got = fetch_all(["/", "/index.html", "/games.json"])
    status, headers, body = got["/"]
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert body == (web.ROOT / "index.html").read_bytes() == got["/index.html"][2]
    policy = headers["content-security-policy"]
    assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy
    assert "connect-src 'self' ws: wss:" in policy and "unsafe" not in policy
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "no-referrer"
    games = json.loads(got["/games.json"][2])
    assert set(games) == set(GAMES)
    assert games["not-a-hat"]["cards"][0]["name"]


@pytest.mark.parametrize("path", [
    "/../pyproject.toml", "/..%2fpyproject.toml", "/%2e%2e/pyproject.toml", "/%2E%2E%2Fservice.py",
    "/web/../service.py", "/../server/service.py", "//etc/passwd", "/etc/passwd", "/..\\service.py",
    "/%5c..%5cservice.py", "/.hidden.js", "/index.html/", "/locale/", "/locale/xx.json",
    "/locale/../../pyproject.toml", "/nothing.js", "/service.py", "/web.py", "/index.html%00.js",
    "/" + "a" * 300 + ".js", "http://evil.example/index.html",
    "/art/gifts/../santa/santa-01.png", "/art/fonts/Lato-Regular.ttf", "/art/decor/bell.png", "/art/gifts/%2e%2e.png",
    "/art/gifts/hat.png/", "/art/../pyproject.toml", "/art/gifts/../../engine/__init__.py",
])
def test_nothing_outside_the_folder_can_be_named(path):
    status, headers, body = fetch_all([path])[path]
    assert status in (400, 404), (path, status)
    assert b"import" not in body and b"root:" not in body
    if status == 404:
        assert "content-security-policy" in headers


def test_the_cards_pictures_come_from_the_apps_art():
    got = fetch_all(["/art/gifts/hat.png", "/art/santa/santa-13.png", "/art/mine/K.png"])
    for path, (status, headers, body) in got.items():
        assert status == 200 and headers["content-type"] == "image/png" and body[:4] == b"\x89PNG", path
    games = json.loads(web.games_json())
    assert games["not-a-hat"]["cards"][0]["art"] == "art/gifts/hat.png"
    assert web.answer("/" + games["secret-santa"]["cards"]["13"]["art"])[0] == 200


def test_a_folder_is_not_listed_and_a_symlink_out_is_not_followed(tmp_path, monkeypatch):
    folder = tmp_path / "web"
    (folder / "js").mkdir(parents=True)
    (folder / "index.html").write_text("<p>hi</p>")
    (folder / "js" / "a.js").write_text("ok")
    secret = tmp_path / "secret.js"
    secret.write_text("the secret")
    os.symlink(secret, folder / "js" / "out.js")
    monkeypatch.setattr(web, "ROOT", folder.resolve())
    assert web.answer("/js/a.js")[0] == 200
    assert web.answer("/js/out.js")[0] == 404
    assert web.answer("/js")[0] == 404 and web.answer("/js/")[0] == 404


def test_the_catalogues_are_the_apps():
    got = fetch_all(["/locale/fr.json", "/locale/en.json"])
    fr = json.loads(got["/locale/fr.json"][2])
    assert fr["Accept"] == "Accepter"
    assert isinstance(fr["partridge in a pear tree"], str)
    assert json.loads(got["/locale/en.json"][2]) == {}


def test_the_websocket_protocol_still_answers_on_the_same_port():
    from .client import Client, running_server

    async def main():
        async with running_server() as server:
            client = await Client.open(server.url)
            answer = await client.create("not-a-hat", 3, "Ann")
            await client.close()
            return answer

    assert asyncio.run(main())["type"] == "created"


def test_the_server_command_says_where_browsers_play_and_serves_the_page_there():
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-m", "server", "--host", "127.0.0.1", "--port", "0"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        proc.stdout.readline()
        line = proc.stdout.readline()
        assert "browsers play at http://127.0.0.1:" in line, line
        port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
        status, headers, body = asyncio.run(get(port, "/"))
    finally:
        proc.terminate()
        proc.communicate(timeout=10)
    assert status == 200 and b"app.js" in body


def test_the_pages_words_go_into_the_catalogues_template():
    """Every t("..."), N_("...") and nt("...", "...") of the page is a message of the template that
    `python tools/i18n.py extract` writes, so the same .po files translate the app and the page."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("i18n_tool", web.ROOT.parent.parent / "tools" / "i18n.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    words = {m for m, _ in tool.web_words()}
    assert {"Join a game", "Watch this game", "Start again", "face down: black back, arrow to the left"} <= words
    assert ("{count} penalty card", "{count} penalty cards") in words
