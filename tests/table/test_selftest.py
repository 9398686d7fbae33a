"""The self-test that every build runs (python -m table --selftest, PresentCompany --selftest)."""

import subprocess
import sys


def test_selftest_loads_every_asset_plays_each_game_and_says_ok():
    out = subprocess.run([sys.executable, "-m", "table", "--selftest"], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[-1].startswith("selftest ok")
    for title in ("That's Not a Hat", "Secret Santa", "The Spirit of Giving", "Presents of Mine"):
        assert any(line.strip().startswith(title + ":") for line in lines)
