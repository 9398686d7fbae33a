"""The game in progress (autosaved after every action) and the statistics of finished
games (``table.persist_stats``), in the user's data directory (platformdirs).

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
from table.config import atomic_write, user_dir
from table.files import aside_message, read_json
from table.i18n import _
from table.persist_stats import STATS_FORMAT, StatsStore, clean_statistics

__all__ = ["STATS_FORMAT", "SaveStore", "StatsStore", "clean_statistics"]

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
