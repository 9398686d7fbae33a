"""Build the one-folder app with PyInstaller on this platform:

    python build/build.py [--dist DIR]

The result is DIR/PresentCompany/ (and DIR/PresentCompany.app on macOS) with the
executable PresentCompany inside. Check it with: DIR/PresentCompany/PresentCompany --selftest
Needs: pip install pyinstaller babel (and Pillow only to remake the icons, see tools/make_icons.py).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where the app goes (default: dist/)")
    args = parser.parse_args(argv)
    if shutil.which("pyinstaller") is None and subprocess.run(
            [sys.executable, "-m", "PyInstaller", "--version"], capture_output=True).returncode != 0:
        print("build: PyInstaller is not installed (pip install pyinstaller)", file=sys.stderr)
        return 2
    dist = Path(args.dist).resolve()
    work = dist.parent / "pyinstaller-work"
    # the translations, compiled beside their .po sources so that the bundle's assets carry them
    sys.path.insert(0, str(ROOT))
    from table.i18n.catalogues import LOCALE_DIR, compile_all

    print(f"build: {len(compile_all(LOCALE_DIR))} catalogues compiled", flush=True)
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(ROOT / "build" / "present_company.spec")]
    print("build:", " ".join(command), flush=True)
    done = subprocess.run(command, cwd=ROOT)
    if done.returncode:
        return done.returncode
    exe = dist / "PresentCompany" / ("PresentCompany.exe" if sys.platform == "win32" else "PresentCompany")
    size = sum(p.stat().st_size for p in (dist / "PresentCompany").rglob("*") if p.is_file())
    print(f"build: {exe} ({size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
