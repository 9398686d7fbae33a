"""python -m engine: the JSON outputs and clear errors on bad arguments."""

import json
import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True)


def test_simulate_json_summary():
    out = run("simulate", "--game", "not-a-hat", "--players", "5", "--games", "20", "--seed", "4",
              "--bots", "hard,easy", "--setting", "column=2", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["games"] == 20 and data["errors"] == 0 and data["decisions"] > 0
    assert data["bots"] == ["hard", "easy", "hard", "easy", "hard"]
    assert len(data["wins"]) == 5 and abs(sum(data["wins"]) - 20) < 0.05
    assert data["settings"]["column"] == 2


def test_bench_json_shape():
    out = run("bench", "--seconds", "0.2", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    row = data["games"]["not-a-hat"]
    assert row["decisions_per_s"] > 0 and row["games_per_s"] > 0


def test_bad_arguments_get_one_clear_line_and_no_traceback():
    for args in [("simulate", "--game", "not-a-hat", "--players", "2"),
                 ("simulate", "--game", "not-a-hat", "--players", "5", "--setting", "colour=pink"),
                 ("simulate", "--game", "nope", "--players", "5"),
                 ("simulate", "--game", "not-a-hat", "--players", "5", "--bots", "genius"),
                 ("replay", "/no/such/file.json"),
                 ("frobnicate",)]:
        out = run(*args)
        assert out.returncode == 2, args
        assert "Traceback" not in out.stderr and out.stderr.startswith("python -m engine:"), out.stderr


def test_replay_lists_moves_of_a_save(tmp_path):
    from engine.core import SeatPlan, Session
    from engine.games import get_game

    session = Session(get_game("not-a-hat"), [SeatPlan(f"p{i}", "easy") for i in range(3)], {}, 2)
    session.play_bots(limit=5)
    path = tmp_path / "save.json"
    path.write_text(json.dumps(session.to_dict()))
    out = run("replay", str(path), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["moves"] == 5
    path.write_text("{ not json")
    bad = run("replay", str(path))
    assert bad.returncode == 2 and "damaged" in bad.stderr
