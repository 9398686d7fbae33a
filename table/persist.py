"""The game in progress (autosaved after every action) and the statistics of finished
games, in the user's data directory (platformdirs).

Every write is atomic (a temporary file, flushed, then renamed over the old one), so a
crash or a kill in the middle of a save leaves the previous save whole: at most the last
action is lost. A file that is empty, truncated, damaged or written by a newer version is
moved aside (``<name>.bad``, numbered so none is overwritten) and reported in plain words;
the app carries on without it (``table.files``).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from engine.core import SaveError, Session
from engine.core.channel import SeatChannel
from engine.core.game import Result
from table.config import atomic_write, user_dir
from table.files import aside_message, read_json
from table.i18n import _

STATS_FORMAT = 1
MAX_COUNT = 10**9  # more games than a family could ever play: a number past it is damage
log = logging.getLogger("present-company")


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
            self.problem = _("The game could not be saved: {reason}").format(reason=exc.strerror or exc)

    def load(self) -> Session | None:
        from engine.core.game import SAVE_FORMAT

        data, self.problem = read_json(self.path, _("The saved game"), SAVE_FORMAT)
        if data is None:
            return None
        try:
            return Session.from_dict(data)
        except SaveError as exc:
            self.problem = aside_message(self.path, _("The saved game could not be used: {reason}").format(reason=exc))
        except Exception as exc:  # noqa: BLE001 - a file boundary: no save may stop the app
            log.warning("saved game unusable: %r", exc)
            self.problem = aside_message(self.path, _("The saved game could not be used: it is damaged"))
        return None

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)


class StatsStore:
    """Finished games, per game and per player name: games, wins, sum of places."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or user_dir("data")) / "statistics.json"
        self.problem = ""
        self._unopened = False

    def load(self) -> dict[str, dict[str, dict[str, int]]]:
        """Every row that can be read. If any part of the file cannot be, the whole file is
        kept aside first and a clean copy written in its place, and ``problem`` says so:
        nothing is ever dropped silently."""
        data, self.problem = read_json(self.path, _("The statistics file"), STATS_FORMAT)
        self._unopened = data is None and self.path.exists()  # there, but could not be opened
        if data is None:
            return {}
        clean, damaged = clean_statistics(data.get("games", {}))
        if damaged:
            self.problem = aside_message(self.path, _("Part of the statistics file could not be read")) \
                + " " + _("The rest is kept and counted on.")
            self._write(clean)
        return clean

    def record(self, session: Session) -> None:
        """Add a finished game: one game for every seat, a win for each winner (G-7)."""
        self.record_result(session.game.id, [plan.name for plan in session.seats], SeatChannel(session).result())

    def record_result(self, game_id: str, names: list[str], result: Result) -> None:
        """The same for a game known only by its players' names and result (one played online)."""
        stats = self.load()
        if self._unopened:  # writing now would replace games we could not read
            self.problem = _("This game could not be added to the statistics:") + " " + self.problem
            return
        table = stats.setdefault(game_id, {})
        for seat, name in enumerate(names):
            row = table.setdefault(name, {"games": 0, "wins": 0, "place_sum": 0})
            row["games"] += 1
            row["wins"] += 1 if result.places[seat] == 1 else 0
            row["place_sum"] += result.places[seat]
        self._write(stats)

    def _write(self, stats: dict) -> None:
        try:
            atomic_write(self.path, json.dumps({"format": STATS_FORMAT, "games": stats}, indent=1))
        except OSError as exc:
            self.problem = _("Statistics could not be saved: {reason}").format(reason=exc.strerror or exc)


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def clean_statistics(games: object) -> tuple[dict[str, dict[str, dict[str, int]]], bool]:
    """(the rows that make sense, whether anything did not). A row makes sense when its
    games, wins and sum of places are whole numbers with 0 <= wins <= games <= place_sum."""
    if not isinstance(games, dict):
        return {}, True
    clean: dict[str, dict[str, dict[str, int]]] = {}
    damaged = False
    for game_id, players in games.items():
        if not isinstance(players, dict):
            damaged = True
            continue
        for name, row in players.items():
            keys = ("games", "wins", "place_sum")
            if not isinstance(row, dict) or not all(_count(row.get(k)) for k in keys) \
                    or not row["wins"] <= row["games"] <= row["place_sum"] or not name:
                damaged = True
                continue
            clean.setdefault(game_id, {})[name] = {k: row[k] for k in keys}
    return clean, damaged
