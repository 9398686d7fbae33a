"""Settings saved in the user's platform config directory; written atomically.

A damaged or unreadable file is moved aside (``settings.json.bad``), the defaults are
used, and ``problem`` says so in words for the app to show.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import platformdirs

APP = "PresentCompany"
SETTINGS_FORMAT = 1
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 6.0}
SIZES = [(1280, 800), (1600, 900), (1920, 1080), (1024, 700)]


def user_dir(kind: str) -> Path:
    """Where settings ('config') and saves and statistics ('data') live.
    PRESENT_COMPANY_HOME moves them all (tests, portable installs)."""
    home = os.environ.get("PRESENT_COMPANY_HOME")
    if home:
        return Path(home) / kind
    if kind == "config":
        return Path(platformdirs.user_config_dir(APP, appauthor=False))
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def atomic_write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@dataclass
class Settings:
    width: int = 1280
    height: int = 800
    fullscreen: bool = False
    speed: str = "normal"
    volume: float = 0.7
    muted: bool = False
    last_players: int = 4
    last_name: str = "You"

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)


class SettingsStore:
    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or user_dir("config")) / "settings.json"
        self.problem = ""

    def load(self) -> Settings:
        from table.persist import read_json

        data, self.problem = read_json(self.path, "Your settings file", SETTINGS_FORMAT, versioned=False)
        if self.problem:
            self.problem += " Default settings are in use."
        if data is None:
            return Settings()
        try:
            known = {f.name: f.type for f in fields(Settings)}
            clean = {k: v for k, v in data.items() if k in known and k != "format"}
            settings = Settings(**clean)
            if settings.speed not in SPEEDS:
                settings.speed = "normal"
            settings.volume = min(1.0, max(0.0, float(settings.volume)))
            settings.width = max(640, int(settings.width))
            settings.height = max(480, int(settings.height))
            return settings
        except (OSError, ValueError, TypeError, UnicodeDecodeError) as exc:
            aside = self.path.with_name(self.path.name + ".bad")
            try:
                os.replace(self.path, aside)
            except OSError:
                pass
            self.problem = f"Your settings file could not be read ({exc.__class__.__name__}); " \
                           f"defaults are in use. The old file is kept as {aside.name}."
            return Settings()

    def save(self, settings: Settings) -> None:
        try:
            atomic_write(self.path, json.dumps({"format": SETTINGS_FORMAT, **asdict(settings)}, indent=2))
        except OSError as exc:
            self.problem = f"Settings could not be saved: {exc.strerror or exc}"
