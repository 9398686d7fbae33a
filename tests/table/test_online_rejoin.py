"""A relative whose app closes in the middle of an online game takes her seat back (issue: the
seat token lived only in memory, and joining again said "the game has started"): the app keeps
each online seat in the user's data folder, and Rejoin says hello with its token."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from .test_online import ROOT


def _app(home: Path, *args: str) -> subprocess.Popen:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PRESENT_COMPANY_HOME": str(home)}
    return subprocess.Popen([sys.executable, "-m", "table", *args, "--autoplay"], cwd=ROOT, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def _line(process: subprocess.Popen, starts: str) -> tuple[str, list[str]]:
    """Read the process's output up to the first line that starts so (and every line before it)."""
    seen = []
    for line in process.stdout:
        seen.append(line)
        if line.startswith(starts):
            return line, seen
    raise AssertionError(f"no line {starts!r}:\n{''.join(seen)}")


def test_an_app_killed_mid_game_rejoins_its_seat_and_plays_the_game_to_its_end(tmp_path):
    host = _app(tmp_path / "ann", "--host", "not-a-hat", "--players", "3", "--people", "2", "--name", "Ann")
    ben = rejoined = None
    try:
        first = host.stdout.readline().split()  # "room CODE port PORT"
        assert first[:1] == ["room"], first
        ben = _app(tmp_path / "ben", "--join", f"127.0.0.1:{first[3]}", "--room", first[1], "--name", "Ben")
        _line(ben, "moved:")  # Ben has played a move: the game is on
        kept = json.loads((tmp_path / "ben" / "data" / "online-seats.json").read_text())
        ben.send_signal(signal.SIGKILL)  # his app dies, with his token in memory
        ben.wait(30)
        rejoined = _app(tmp_path / "ben", "--rejoin")
        out_rejoined, _ = rejoined.communicate(timeout=240)
        out_host, _ = host.communicate(timeout=60)
    finally:
        for process in (host, ben, rejoined):
            if process is not None and process.poll() is None:
                process.kill()
    assert rejoined.returncode == 0, out_rejoined
    assert host.returncode == 0, out_host
    [room] = kept["rooms"]
    assert room["room"] == first[1] and room["game"] == "not-a-hat" and [p["seat"] for p in room["people"]] == [1]
    assert room["names"][:2] == ["Ann", "Ben"] and room["people"][0]["name"] == "Ben"
    lines = out_rejoined.splitlines()
    assert "here: [1]" in lines and any(line.startswith("moved: seat 1") for line in lines)  # Ben played again
    # nobody stands in for Ben by default: the game could only end with Ben back in his seat
    over = [line for line in out_host.splitlines() if line.startswith("over:")]
    assert over and over == [line for line in lines if line.startswith("over:")]
    assert json.loads((tmp_path / "ben" / "data" / "online-seats.json").read_text())["rooms"] == []  # over: forgotten
    assert "Traceback" not in out_host + out_rejoined
