"""Settings saved in the user's platform config directory; written atomically.

A damaged or unreadable file is moved aside (``settings.json.bad``, then ``.bad2``...),
the defaults are used for whatever was wrong, and ``problem`` says so in words for the
app to show. Every field is checked by type and range (``CHECKS``).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

import platformdirs

from table.files import aside_message, read_json
from table.i18n import N_, _
from table.i18n.catalogues import LANGUAGES
from table.ui.theme import SIZE_PERCENTS

APP = "PresentCompany"
SETTINGS_FORMAT = 1
SPEEDS = {"slow": 0.6, "normal": 1.0, "fast": 1.8, "instant": 6.0}
SPEED_NAMES = {"slow": N_("relaxed"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("instant")}
# After a move that can be taken back, the bots wait this many seconds (or, -1, until the
# player goes on; 0: they do not wait, and no undo is offered)
UNDO_WAITS = (3, 5, 10, -1, 0)
# Secret Santa's Holly and Snowflake windows: -1 waits until every person at the screen has
# answered (the default: the rules set no time, SS-8, SS-9); else a countdown of that many
# seconds, 0 being the short one (table/games/secret_santa/windows.py: WINDOW_SECONDS)
WINDOW_WAITS = (-1, 30, 10, 0)
HINTS = {"solo": N_("when playing alone"), "always": N_("always"), "off": N_("off")}
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


MIN_SIZE = (640, 480)
MAX_SIZE = (7680, 4320)  # 8K; the app clamps further to the screen it opens on
NAME_LENGTH = 24
ADDRESS_LENGTH = 60


@dataclass
class Settings:
    width: int = 1280
    height: int = 800
    fullscreen: bool = False
    size_percent: int = 100  # the Size setting: text, cards and controls at 100% to 200% (theme.SIZE_PERCENTS)
    speed: str = "slow"  # a new family starts relaxed (issue 37); a saved choice stays
    volume: float = 0.7
    muted: bool = False
    undo_wait: int = 3
    window_wait: int = -1  # Holly and Snowflake windows: WINDOW_WAITS
    # All Through the Night (SG-17): False, when the Discussion clock rings a person still
    # talking is done (the rule); True, the clock only says that time is up
    night_waits: bool = False
    four_colour: bool = False  # The Spirit of Giving's cards: hearts red, diamonds blue, clubs green, spades black
    hints: str = "solo"  # when the Hint button is offered: "solo" (one person at the table), "always", "off"
    last_players: int = 4
    last_name: str = "You"
    language: str = ""  # "" follows the system's; else one of i18n.catalogues.LANGUAGES (or "pseudo")
    last_game: str = ""  # the game New game opens on ("" for the first one)
    last_address: str = ""  # the host's address last typed on Play online's join form
    # per game id, the last setup dealt: {"players": n, "seats": [[name, level or null], ...],
    # "variants": {key: value}}; read back field by field by New game, anything odd ignored
    last_setups: dict = field(default_factory=dict)

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.speed, 1.0)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _in(low: int, high: int):
    return lambda v: _whole(v) and low <= v <= high


# Each field: is a stored value usable as it is? (type and range)
CHECKS = {
    "width": _in(MIN_SIZE[0], MAX_SIZE[0]),
    "height": _in(MIN_SIZE[1], MAX_SIZE[1]),
    "fullscreen": lambda v: isinstance(v, bool),
    "size_percent": lambda v: _whole(v) and v in SIZE_PERCENTS,
    "speed": lambda v: isinstance(v, str) and v in SPEEDS,
    "volume": lambda v: isinstance(v, int | float) and not isinstance(v, bool) and 0.0 <= v <= 1.0,
    "muted": lambda v: isinstance(v, bool),
    "undo_wait": lambda v: _whole(v) and v in UNDO_WAITS,
    "hints": lambda v: isinstance(v, str) and v in HINTS,
    "window_wait": lambda v: _whole(v) and v in WINDOW_WAITS,
    "night_waits": lambda v: isinstance(v, bool),
    "four_colour": lambda v: isinstance(v, bool),
    "last_players": _in(2, 8),
    "last_name": lambda v: isinstance(v, str) and 0 < len(v.strip()) <= NAME_LENGTH and v.isprintable(),
    "language": lambda v: isinstance(v, str) and (v in ("", "pseudo") or v in _languages()),
    "last_game": lambda v: isinstance(v, str) and len(v) <= 40,
    "last_address": lambda v: isinstance(v, str) and len(v) <= ADDRESS_LENGTH and v.isprintable(),
    "last_setups": lambda v: isinstance(v, dict) and len(v) <= 20 and all(isinstance(k, str) for k in v),
}


# Each field in the player's words, for the message about a settings file that holds a wrong value
FIELD_WORDS = {
    "width": N_("the window's width"), "height": N_("the window's height"), "fullscreen": N_("full screen"),
    "size_percent": N_("the size of text and cards"),
    "speed": N_("the speed of play"), "volume": N_("the volume"), "muted": N_("sound on or off"),
    "undo_wait": N_("the wait to take back a move"), "hints": N_("when hints are offered"),
    "window_wait": N_("how long Holly and Snowflake wait"), "night_waits": N_("the All Through the Night clock"),
    "four_colour": N_("the four-colour deck"),
    "last_players": N_("the number of players last chosen"), "last_name": N_("your name"),
    "language": N_("the language"), "last_game": N_("the game last chosen"),
    "last_address": N_("the game server's address last typed"),
    "last_setups": N_("each game's last players and variants"),
}


def _languages() -> dict:
    return LANGUAGES


def settings_from(data: dict) -> tuple[Settings, list[str]]:
    """Settings from stored data: every usable field kept, every other one at its default.
    Returns the settings and the names of the fields that were not usable."""
    settings, wrong = Settings(), []
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        if CHECKS[f.name](value):
            setattr(settings, f.name, float(value) if f.name == "volume" else value)
        else:
            wrong.append(f.name)
    return settings, wrong


class SettingsStore:
    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or user_dir("config")) / "settings.json"
        self.problem = ""

    def load(self) -> Settings:
        """Never fails: a file that cannot be used, or holds a field of the wrong type or out
        of range, is kept aside (numbered .bad) and the defaults stand in for what was wrong."""
        data, self.problem = read_json(self.path, _("Your settings file"), SETTINGS_FORMAT, versioned=False)
        if self.problem:
            self.problem += " " + _("Default settings are in use.")
        if data is None:
            return Settings()
        settings, wrong = settings_from(data)
        if wrong:
            names = _(", ").join(_(FIELD_WORDS[w]) for w in wrong)
            wrong_values = _("Your settings file had values that cannot be right ({fields})").format(fields=names)
            self.problem = aside_message(self.path, wrong_values) + " " + _("Defaults are in use for those.")
        return settings

    def save(self, settings: Settings) -> None:
        try:
            atomic_write(self.path, json.dumps({"format": SETTINGS_FORMAT, **asdict(settings)}, indent=2))
        except OSError as exc:
            self.problem = _("Settings could not be saved: {reason}").format(reason=exc.strerror or exc)
