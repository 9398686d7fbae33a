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
    from engine.games import get_game
    from engine.session import SeatPlan, Session

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


def _one_clear_line(code, err):
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("python -m engine: "), err
    assert "Traceback" not in err


def _files(tmp_path):
    """A damaged or unusable save of every kind, by name."""
    from engine.games import get_game
    from engine.session import SeatPlan, Session

    session = Session(get_game("secret-santa"), [SeatPlan(f"p{i}", "easy") for i in range(4)], {}, 2)
    session.play_bots(limit=6)
    good = session.to_dict()
    contents = {
        "random-bytes.json": bytes(range(256)) * 8,
        "invalid-utf8.json": b'{"app": "present-company", "x": "\xff\xfe"}',
        "empty.json": b"",
        "truncated.json": json.dumps(good).encode()[:200],
        "deep.json": b"[" * 100_000 + b"]" * 100_000,
        "nan.json": b'{"seed": NaN}',
        "huge-int.json": b"9" * 5000,
        "unknown-game.json": json.dumps({**good, "game": "chess"}).encode(),
        "newer.json": json.dumps({**good, "format": 99}).encode(),
        "illegal-move.json": json.dumps({**good, "history": good["history"][:1] * 2}).encode(),
        "a-list.json": b"[1, 2, 3]",
    }
    paths = {}
    for name, data in contents.items():
        paths[name] = tmp_path / name
        paths[name].write_bytes(data)
    paths["missing.json"] = tmp_path / "missing.json"
    paths["a-folder"] = tmp_path
    return paths


def test_replay_of_any_damaged_or_missing_file_is_one_clear_line(tmp_path, capsys):
    from engine.cli import main

    for name, path in _files(tmp_path).items():
        code = main(["replay", str(path)])
        out = capsys.readouterr()
        _one_clear_line(code, out.err)
        assert out.out == "", name


BAD_ARGUMENTS = [
    ("bench", "--seconds", "-1"), ("bench", "--seconds", "0"), ("bench", "--seconds", "nan"),
    ("bench", "--seconds", "inf"), ("bench", "--seconds", "soon"), ("bench", "--game", "chess"),
    ("simulate", "--game", "secret-santa", "--players", "9"),
    ("simulate", "--game", "secret-santa", "--players", "0"),
    ("simulate", "--game", "secret-santa", "--players", "-4"),
    ("simulate", "--game", "secret-santa", "--players", "1" + "0" * 40),
    ("simulate", "--game", "secret-santa", "--players", "4", "--games", "0"),
    ("simulate", "--game", "secret-santa", "--players", "4", "--games", "-3"),
    ("simulate", "--game", "secret-santa", "--players", "4", "--setting", "elves=nan"),
    ("simulate", "--game", "secret-santa", "--players", "4", "--setting", "=4"),
    ("simulate", "--game", "secret-santa", "--players", "4", "--setting", "hands"),
    ("simulate", "--game", "secret-santa", "--players", "4", "--bots", ","),
    ("simulate", "--game", "secret-santa", "--players", "4", "--seed", "1.5"),
    ("simulate", "--game", "secret-santa", "--players", "4", "--seed", "9" * 40),
    ("simulate", "--players", "4"), ("replay",), (),
]


def test_bad_arguments_of_every_command_are_one_clear_line(capsys):
    from engine.cli import main

    for args in BAD_ARGUMENTS:
        code = main(list(args))
        _one_clear_line(code, capsys.readouterr().err)


def test_damaged_save_and_negative_seconds_exit_2_without_a_traceback_in_a_real_process(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    for args in (("replay", str(path)), ("bench", "--seconds", "-1")):
        out = run(*args)
        _one_clear_line(out.returncode, out.stderr)
