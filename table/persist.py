"""The unfinished games (autosaved after every action, one per game) and the statistics of
finished games (``table.persist_stats``), in the user's data directory (platformdirs).

Every write is atomic (a temporary file, flushed, then renamed over the old one), so a
crash or a kill in the middle of a save leaves the previous save whole: at most the last
action is lost. A file that is empty, truncated, damaged or written by a newer version is
moved aside (``<name>.bad``, numbered so none is overwritten) and reported in plain words;
the app carries on without it (``table.files``). A save whose moves still replay but whose
stored end does not match them (cut short, or a damaged tail of moves) is rebuilt from the
moves that replay: its bytes are kept aside all the same, and the player is told what was
kept and what was lost.

Each game keeps its own unfinished game (``unfinished-<game>.json``), so starting a Secret
Santa game never touches an unfinished Spirit of Giving one. Versions before kept one
``current-game.json``; it is moved to its game's place when first seen.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from engine.core import SaveError, Session
from engine.core.channel import SeatChannel
from engine.core.session import LoadError
from engine.games import GAMES
from table import persist_words as words
from table.config import atomic_write, user_dir
from table.files import aside_message, read_json, set_aside
from table.i18n import _
from table.persist_online import OnlineSeats
from table.persist_stats import STATS_FORMAT, StatsStore, clean_statistics
from table.persist_words import Unfinished

__all__ = ["STATS_FORMAT", "SaveStore", "StatsStore", "Unfinished", "clean_statistics"]
log = logging.getLogger("present-company")


class SaveStore:
    """The unfinished games, one per game. ``problem`` gathers what the player should be told
    (a save set aside, a save rebuilt), one message a line, until the caller shows it."""

    def __init__(self, directory: Path | None = None) -> None:
        self.folder = directory or user_dir("data")
        self.path = self.folder / "current-game.json"  # the one save of earlier versions
        self.problem = ""
        self._checked: dict[Path, tuple[tuple[int, int], Unfinished | None]] = {}
        self._kept: dict[str, tuple[int, int]] = {}  # game: (seed, moves) of what this app last saved or loaded
        self.online = OnlineSeats(self.folder)  # the seats in online games, to Rejoin after the app closed

    def path_for(self, game_id: str) -> Path:
        return self.folder / f"unfinished-{game_id}.json"

    def _tell(self, message: str) -> None:
        self.problem = f"{self.problem}\n{message}" if self.problem else message

    # -- writing ---------------------------------------------------------------------------
    def save(self, session: Session) -> None:
        try:
            atomic_write(self.path_for(session.game.id), json.dumps(session.to_dict()))
        except OSError as exc:
            self._tell(_("The game could not be saved: {reason}").format(reason=exc.strerror or exc))
            return
        self._kept[session.game.id] = (session.seed, len(session.history))

    def keeps(self, session: Session) -> bool:
        """Whether ``session`` is saved as it is now (every move of it), to Continue later."""
        return self._kept.get(session.game.id) == (session.seed, len(session.history)) \
            and self.path_for(session.game.id).exists()

    def clear(self, session: Session) -> None:
        """``session`` is over: its save goes (only its own: never another game of that game)."""
        path = self.path_for(session.game.id)
        self._kept.pop(session.game.id, None)
        try:
            data = json.loads(path.read_bytes())
        except (OSError, ValueError, RecursionError):
            return
        if isinstance(data, dict) and data.get("seed") == session.seed \
                and words.seat_names(data) == [words.clean_name(p.name) for p in session.seats]:
            path.unlink(missing_ok=True)

    # -- reading -----------------------------------------------------------------------------
    def unfinished(self) -> list[Unfinished]:
        """Every unfinished game that loads, newest first. Each file is checked by replaying
        its moves (the engine's own check, G-2) once per version of the file: a damaged one is
        set aside, a rebuilt one written back, and ``problem`` says so."""
        self._adopt_old_save()
        found = [self._check(game_id, self.path_for(game_id)) for game_id in GAMES]
        return sorted((u for u in found if u is not None), key=lambda u: -u.saved_at)

    def _check(self, game_id: str, path: Path) -> Unfinished | None:
        """One game's save, checked once per version of its file (its time and size)."""
        try:
            stat = path.stat()
        except OSError:
            self._checked.pop(path, None)
            return None
        cached = self._checked.get(path)
        if cached is not None and cached[0] == (stat.st_mtime_ns, stat.st_size):
            return cached[1]
        opened = self._open(game_id, path, advisors=False)
        if opened is None:
            return None
        if opened[2]:  # rebuilt: written anew
            try:
                stat = path.stat()
            except OSError:
                return None
        item = words.unfinished(opened[0], opened[1], stat.st_mtime)
        self._checked[path] = ((stat.st_mtime_ns, stat.st_size), item)
        return item

    def unfinished_of(self, game_id: str) -> Unfinished | None:
        return next((u for u in self.unfinished() if u.game_id == game_id), None)

    def exists(self) -> bool:
        return bool(self.unfinished())

    def load(self, game_id: str | None = None) -> Session | None:
        """The unfinished game of ``game_id`` (None: the newest), ready to play on; None, with
        ``problem`` saying why, when there is none that loads."""
        if game_id is None:
            newest = self.unfinished()
            if not newest:
                return None
            game_id = newest[0].game_id
        opened = self._open(game_id, self.path_for(game_id), advisors=True)
        if opened is None:
            return None
        session = opened[0]
        self._kept[game_id] = (session.seed, len(session.history))
        return session

    def _open(self, game_id: str | None, path: Path, advisors: bool) -> tuple[Session, Any, bool] | None:
        """(session, the file's data, whether it was rebuilt) for the save at ``path``; None when
        it could not be used (then it is set aside, and ``problem`` says why)."""
        title = words.title_of(game_id) if game_id else ""
        what = _("The saved {game} game").format(game=title) if title else _("The saved game")
        data, problem = read_json(path, what, _save_format())
        if data is None:
            if problem:
                self._tell(problem)
            return None
        seats = words.seat_names(data)
        what = words.saved_game(data.get("game") if game_id is None else game_id, words.people_in(data))
        if game_id is not None and data.get("game") != game_id:  # a save of another game in this one's place
            self._tell(aside_message(path, words.unusable(what, LoadError("a save of another game", "damaged"), seats)))
            return None
        try:
            session = Session.from_dict(data, advisors=advisors)
            rebuilt = False
        except SaveError:
            try:
                recovery = Session.recover(data, advisors=advisors)
            except SaveError as exc:
                self._tell(aside_message(path, words.unusable(what, exc, seats)))
                return None
            except Exception as exc:  # noqa: BLE001 - a file boundary: no save may stop the app
                log.warning("saved game unusable: %r", exc)
                self._tell(aside_message(path, words.unusable(what, LoadError(str(exc)), seats)))
                return None
            session, rebuilt = recovery.session, True
            if not SeatChannel(session).is_over():
                self._rebuild(path, what, recovery, seats)
                return session, data, True
        if SeatChannel(session).is_over():
            self._tell(aside_message(path, words.unusable(what, LoadError("over", "over"), seats)))
            return None
        return session, data, rebuilt

    def _rebuild(self, path: Path, what: str, recovery: Any, seats: list[str]) -> None:
        """Keep the damaged bytes aside and write the rebuilt game in their place."""
        told = words.recovered(what, recovery, seats)
        aside = set_aside(path)
        if aside is not None:
            told += " " + _("The damaged file is kept as {file} in {folder}.").format(file=aside.name,
                                                                                    folder=path.parent)
        try:
            atomic_write(path, json.dumps(recovery.session.to_dict()))
        except OSError as exc:
            told += " " + _("The game could not be saved: {reason}").format(reason=exc.strerror or exc)
        self._tell(told)

    def _adopt_old_save(self) -> None:
        """An earlier version's one save (``current-game.json``) moves to its game's place,
        checked like any save; never over an unfinished game of the same game."""
        if not self.path.exists():
            return
        opened = self._open(None, self.path, advisors=False)
        if opened is None or not self.path.exists():
            return
        session, data = opened[0], opened[1]
        target = self.path_for(session.game.id)
        if target.exists():
            what = words.saved_game(session.game.id, words.people_in(data))
            self._tell(aside_message(self.path, _("{what} is from an earlier version, and another unfinished {game} "
                                                  "game is kept").format(what=what, game=session.game.title)))
            return
        try:
            self.path.replace(target)
        except OSError as exc:
            log.warning("earlier save not moved: %r", exc)


def _save_format() -> int:
    from engine.core.game import SAVE_FORMAT

    return SAVE_FORMAT
