"""Helpers of build/windows_ci.py: running commands loudly, pinned downloads, and Windows
programs run natively or under the host's 64-bit Wine."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import threading
import time
from pathlib import Path

WINE = "/usr/lib/wine/wine64" if Path("/usr/lib/wine/wine64").is_file() else "wine"  # 64-bit only: no wine32
SHELL_FOLDERS = r"HKCU\Software\Microsoft\Windows\CurrentVersion\Explorer\Shell Folders"

class Failed(Exception):
    def __init__(self, message: str, output: str = ""):
        super().__init__(message)
        self.output = output  # what the failed command printed


def say(*parts: object) -> None:
    print("windows-ci:", *parts, flush=True)


def check(ok: bool, what: str) -> None:
    if not ok:
        raise Failed(what)
    say("ok:", what)


def run(command: list[str], *, env: dict | None = None, cwd: Path | None = None, echo: bool = True,
        timeout: float = 900) -> str:
    """Run a command with its output through a pipe (Python under Wine needs a pipe, not a
    file), echo it and return it; fail on a non-zero exit or after timeout seconds."""
    say("$", " ".join(str(c) for c in command))
    process = subprocess.Popen([str(c) for c in command], env=env, cwd=cwd, stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    lines: list[str] = []

    def read() -> None:
        assert process.stdout is not None
        for raw in process.stdout:
            line = raw.decode("utf-8", "replace").rstrip("\r\n")
            lines.append(line)
            if echo:
                print("   ", line, flush=True)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    try:
        code = process.wait(timeout=timeout)
        # a child that outlives the command may hold the pipe: stop waiting for it
        reader.join(timeout=60)
    except subprocess.TimeoutExpired:
        if os.name == "posix":
            os.killpg(process.pid, 9)
        else:
            process.kill()
        raise Failed(f"{' '.join(str(c) for c in command[:3])} ... took longer than {timeout:.0f} s") from None
    if code:
        if not echo:
            print("\n".join("    " + line for line in lines[-40:]), flush=True)
        raise Failed(f"{' '.join(str(c) for c in command[:3])} ... exited with {code}", "\n".join(lines))
    return "\n".join(lines)


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def pins(requirements: Path) -> dict[str, str]:
    """{name==version: sha256} of a hashed requirements file."""
    found = {}
    for line in requirements.read_text().splitlines():
        match = re.match(r"([A-Za-z0-9_.-]+==\S+)\s+--hash=sha256:([0-9a-f]{64})", line)
        if match:
            found[match[1]] = match[2]
    if not found:
        raise Failed(f"no pinned, hashed requirements in {requirements}")
    return found


def cached_files(folder: Path, requirements: Path) -> list[Path] | None:
    """The files in folder with the sha256 hashes that requirements pins, or None when one
    is missing."""
    by_hash = {sha256(p): p for p in folder.iterdir() if p.is_file()}
    files = [by_hash.get(digest) for digest in pins(requirements).values()]
    return None if None in files else files  # type: ignore[return-value]


# ------------------------------------------------------------------ Windows, under Wine or not

class Windows:
    """Runs Windows programs and reads Windows paths: natively on Windows, or under Wine."""

    def __init__(self, prefix: Path | None = None):
        self.prefix = prefix
        self.env = dict(os.environ)
        if prefix is not None:
            # Python under Wine must not see the host's pip settings (index, links, constraints)
            for key in [k for k in self.env if k.startswith("PIP_")]:
                del self.env[key]
            self.env.update({
                "WINEPREFIX": str(prefix), "WINEARCH": "win64", "WINEDEBUG": "-all",
                # no menu entries on the host, no Mono or Gecko prompts
                "WINEDLLOVERRIDES": "winemenubuilder.exe=d;mscoree=d;mshtml=d",
                "PIP_CONFIG_FILE": "NUL", "PIP_DISABLE_PIP_VERSION_CHECK": "1", "PYTHONUTF8": "1",
                # Wine links Desktop, Documents... to $HOME: a home of its own keeps the host's clean
                "HOME": str(prefix.parent / "home"),
            })

    @property
    def wine(self) -> bool:
        return self.prefix is not None

    def boot(self) -> None:
        if not self.wine:
            return
        started = time.monotonic()
        Path(self.env["HOME"]).mkdir(parents=True, exist_ok=True)
        run([WINE, "wineboot", "--init"], env=self.env, echo=False)
        run(["wineserver", "-w"], env=self.env, echo=False)
        for user in (self.prefix / "drive_c" / "users").iterdir():
            for link in [p for p in user.iterdir() if p.is_symlink()]:  # real folders, as on Windows
                link.unlink()
                link.mkdir()
        # Windows 10, as on the players' machines (Python 3.11 needs 8.1 or later)
        run([WINE, "reg", "add", r"HKCU\Software\Wine", "/v", "Version", "/d", "win10", "/f"],
            env=self.env, echo=False)
        # a crash prints its backtrace and ends the program, with no dialog waiting for a click
        run([WINE, "reg", "add", r"HKCU\Software\Wine\WineDbg", "/v", "ShowCrashDialog", "/t", "REG_DWORD",
             "/d", "0", "/f"], env=self.env, echo=False)
        say(f"fresh Wine prefix {self.prefix} ({time.monotonic() - started:.0f} s)")

    def win(self, path: Path) -> str:
        """A host path as the Windows program sees it."""
        if not self.wine:
            return str(path)
        return "Z:" + str(path.resolve()).replace("/", "\\")

    def host(self, windows_path: str) -> Path:
        if not self.wine:
            return Path(windows_path)
        drive, rest = windows_path[0].lower(), windows_path[2:].replace("\\", "/").lstrip("/")
        if drive == "z":
            return Path("/") / rest
        return self.prefix / f"drive_{drive}" / rest

    def run(self, program: Path | str, *args: str, echo: bool = True, timeout: float = 900) -> str:
        command = [program if isinstance(program, str) else self.win(program), *args]
        if self.wine:
            command = [WINE, *command]
        return run(command, env=self.env, echo=echo, timeout=timeout)

    def settle(self) -> None:
        """Wait until every Windows process started here has ended (Wine only)."""
        if self.wine:
            run(["wineserver", "-w"], env=self.env, echo=False, timeout=300)

    def reg_values(self, key: str) -> dict[str, str] | None:
        """The string values of a registry key, or None when it does not exist."""
        command = ["reg", "query", key]
        if self.wine:
            command = [WINE, *command]
        done = subprocess.run(command, env=self.env, stdin=subprocess.DEVNULL, capture_output=True)
        if done.returncode:
            return None
        values = {}
        for line in done.stdout.decode("utf-8", "replace").splitlines():
            match = re.match(r"\s+(.+?)\s+(REG_SZ|REG_EXPAND_SZ|REG_DWORD)\s+(.*?)\s*$", line)
            if match:
                values[match[1]] = match[3]
        return values

    def folder(self, name: str) -> Path:
        values = self.reg_values(SHELL_FOLDERS) or {}
        if name not in values:
            raise Failed(f"no '{name}' in the user's shell folders")
        return self.host(values[name])


def shortcut_points_to(link: Path, exe_name: str) -> bool:
    data = link.read_bytes()
    return exe_name.encode("utf-16-le") in data or exe_name.encode() in data


def pe_machine(exe: Path) -> int:
    """The machine field of a Windows program's PE header (0x8664: x86-64)."""
    with open(exe, "rb") as f:
        head = f.read(4096)
    offset = int.from_bytes(head[0x3C:0x40], "little")
    if head[:2] != b"MZ" or head[offset:offset + 4] != b"PE\0\0":
        raise Failed(f"{exe} is not a Windows program")
    return int.from_bytes(head[offset + 4:offset + 6], "little")
