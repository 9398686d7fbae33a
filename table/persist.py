"""The game in progress (autosaved after every action) and the statistics of finished
games, in the user's data directory (platformdirs).

Every write is atomic (a temporary file, flushed, then renamed over the old one), so a
crash or a kill in the middle of a save leaves the previous save whole: at most the last
action is lost. A file that is empty, truncated, damaged or written by a newer version is
moved aside (``<name>.bad``) and reported in plain words; the app carries on without it.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from engine.core import SaveError, Session
from table.config import atomic_write, user_dir

STATS_FORMAT = 1


def read_json(path: Path, what: str, newest: int, versioned: bool = True) -> tuple[Any, str]:
    """(data, problem). Missing: (None, ""). Unusable: the file is set aside, (None, message).
    ``versioned`` False accepts a file without a format number (older settings files)."""
    if not path.exists():
        return None, ""
    try:
        text = path.read_text(encoding="utf-8")
        if not text.strip():
            raise ValueError("the file is empty")
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("it holds no saved data")
        version = data.get("format", None if versioned else 0)
        if not isinstance(version, int):
            raise ValueError("it has no format version")
        if version > newest:
            return None, _aside(path, f"{what} was written by a newer version of Present Company")
        return data, ""
    except json.JSONDecodeError:
        return None, _aside(path, f"{what} could not be read: it is damaged or cut short")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        return None, _aside(path, f"{what} could not be read ({exc})")


def _aside(path: Path, reason: str) -> str:
    aside = path.with_name(path.name + ".bad")
    try:
        os.replace(path, aside)
        kept = f" The file is kept as {aside.name} in {path.parent}."
    except OSError:
        kept = ""
    return f"{reason}, so it was set aside.{kept}"


class SaveStore:
    """The one game in progress."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or user_dir("data")) / "current-game.json"
        self.problem = ""

    def exists(self) -> bool:
        return self.path.exists()

    def save(self, session: Session) -> None:
        try:
            atomic_write(self.path, json.dumps(session.to_dict()))
        except OSError as exc:
            self.problem = f"The game could not be saved: {exc.strerror or exc}"

    def load(self) -> Session | None:
        from engine.core.game import SAVE_FORMAT

        data, self.problem = read_json(self.path, "The saved game", SAVE_FORMAT)
        if data is None:
            return None
        try:
            return Session.from_dict(data)
        except SaveError as exc:
            self.problem = _aside(self.path, f"The saved game could not be used: {exc}")
            return None

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)


class StatsStore:
    """Finished games, per game and per player name: games, wins, sum of places."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or user_dir("data")) / "statistics.json"
        self.problem = ""

    def load(self) -> dict[str, dict[str, dict[str, int]]]:
        data, self.problem = read_json(self.path, "The statistics file", STATS_FORMAT)
        games = (data or {}).get("games", {})
        if not isinstance(games, dict):
            return {}
        clean: dict[str, dict[str, dict[str, int]]] = {}
        for game_id, players in games.items():
            if not isinstance(players, dict):
                continue
            for name, row in players.items():
                try:
                    clean.setdefault(str(game_id), {})[str(name)] = {
                        k: int(row[k]) for k in ("games", "wins", "place_sum")}
                except (KeyError, TypeError, ValueError):
                    continue
        return clean

    def record(self, session: Session) -> None:
        """Add a finished game: one game for every seat, a win for each winner (G-7)."""
        stats = self.load()
        result = session.state.result()
        table = stats.setdefault(session.game.id, {})
        for seat, plan in enumerate(session.seats):
            row = table.setdefault(plan.name, {"games": 0, "wins": 0, "place_sum": 0})
            row["games"] += 1
            row["wins"] += 1 if result.places[seat] == 1 else 0
            row["place_sum"] += result.places[seat]
        try:
            atomic_write(self.path, json.dumps({"format": STATS_FORMAT, "games": stats}, indent=1))
        except OSError as exc:
            self.problem = f"Statistics could not be saved: {exc.strerror or exc}"
