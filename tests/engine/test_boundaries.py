"""The engine never imports pygame, so it runs and tests without a display."""

import pathlib
import re
import subprocess
import sys

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "engine"


def test_engine_source_has_no_pygame_import():
    offenders = [
        str(p) for p in ENGINE.rglob("*.py")
        if re.search(r"^\s*(import|from)\s+pygame", p.read_text(), re.M)
    ]
    assert offenders == []


def test_importing_the_whole_engine_loads_no_pygame():
    code = (
        "import sys, pkgutil, importlib, engine\n"
        "for m in pkgutil.walk_packages(engine.__path__, 'engine.'):\n"
        "    if not m.name.endswith('__main__'): importlib.import_module(m.name)\n"
        "print('pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
