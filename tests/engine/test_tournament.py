"""python -m engine tournament: one level against another, A's seat rotated, the same numbers
whatever the number of processes, a 95% interval, and clear errors."""

import json
import subprocess
import sys

import pytest

from engine.tournament import Match, play_one, run, summarise


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "engine", "tournament", *args], capture_output=True, text=True)


def test_the_numbers_do_not_depend_on_how_many_processes_play():
    match = Match("presents-of-mine", 4, (), "hard", "easy")
    one = run(match, 12, seed=5, processes=1)
    two = run(match, 12, seed=5, processes=2)
    assert one == two and one["games"] == 12


def test_a_seat_turns_round_the_table_and_ties_share_the_win():
    match = Match("not-a-hat", 4, (), "hard", "medium")
    outcomes = [play_one(match, n, seed=2) for n in range(8)]
    assert all(0.0 <= share <= 1.0 for share, *_rest in outcomes)
    # a different game number puts A in another seat: the same seed, other games
    assert len({play_one(match, n, seed=2) for n in range(4)}) > 1


def test_the_summary_fair_share_ratio_and_interval():
    match = Match("not-a-hat", 5, (), "hard", "easy")
    outcomes = [(1.0, -1.0, True, "penalties")] * 6 + [(0.0, 2.0, True, "penalties")] * 4 \
        + [(0.5, 0.0, True, "penalties")] * 2
    out = summarise(match, outcomes, seed=1)
    assert out["win_share"] == pytest.approx(7 / 12, abs=1e-4)
    assert out["fair_share"] == 0.2 and out["ratio"] == pytest.approx(7 / 12 / 0.2, abs=1e-3)
    low, high = out["ci95"]
    assert 0.0 <= low < out["win_share"] < high <= 1.0
    assert out["mean_score_difference"] == pytest.approx((6 * -1 + 4 * 2) / 12, abs=1e-3)
    assert out["lower_score_is_better"] and out["score_label"] == "penalties"


def test_cli_json_and_clear_errors():
    out = _cli("--game", "not-a-hat", "--players", "4", "--levels", "hard,medium", "--games", "8", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["a"] == "hard" and data["b"] == "medium" and data["games"] == 8
    assert set(data) >= {"win_share", "ci95", "fair_share", "ratio", "mean_score_difference"}
    for bad in (("--levels", "hard"), ("--levels", "hard,wild"), ("--levels", "hard,easy", "--processes", "0"),
                ("--levels", "hard,easy", "--games", "0")):
        out = _cli("--game", "not-a-hat", "--players", "4", *bad)
        assert out.returncode == 2 and out.stderr.startswith("python -m engine:") and "Traceback" not in out.stderr


def test_latency_times_only_the_measured_seat_and_says_what_is_wrong():
    # python -m engine latency: the benchmark behind the hard bots' answer times (issue 16)
    from engine.latency import measure

    out = measure("presents-of-mine", 4, {}, "hard", games=2, seed=3)
    assert out["decisions"] > 0 and out["level"] == "hard"
    assert 0.0 <= out["median_ms"] <= out["p90_ms"] <= out["worst_ms"]
    cli = subprocess.run([sys.executable, "-m", "engine", "latency", "--game", "not-a-hat", "--games", "1", "--json"],
                         capture_output=True, text=True)
    assert cli.returncode == 0, cli.stderr
    assert json.loads(cli.stdout)["players"] == 4  # the game's usual count when none is given
    for bad in (("--level", "wild"), ("--games", "0"), ("--players", "12")):
        cli = subprocess.run([sys.executable, "-m", "engine", "latency", "--game", "not-a-hat", *bad],
                             capture_output=True, text=True)
        assert cli.returncode == 2 and cli.stderr.startswith("python -m engine:") and "Traceback" not in cli.stderr
