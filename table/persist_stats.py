"""The statistics of finished games (``statistics.json`` in the user's data directory).

Counted per game, then per table: its size (how many seats, people and bots) and, for a game
whose variants play differently (The Spirit of Giving's Merry Little Christmas), its variant;
then per player: a name and whether a person or a bot played it (a bot called Mia is never
counted with a person called Mia). Each row: games, wins, sum of places.

In memory: ``{game: {(players, variant): {(name, kind): {"games", "wins", "place_sum"}}}}`` with
``kind`` "person" or "bot". Files of format 1 (before tables and kinds were kept) load as one
group ``(None, None)`` of kind "earlier" (not known); they are never mixed with new games.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.core.channel import SeatChannel
from engine.core.game import Result
from table.config import atomic_write, user_dir
from table.files import aside_message, read_json
from table.i18n import _

STATS_FORMAT = 2
MAX_COUNT = 10**9  # more games than a family could ever play: a number past it is damage
MAX_PLAYERS = 8
KINDS = ("person", "bot", "earlier")
SPLITS = ("variant",)  # settings that make a different game to count apart (SG-4's variant)
COUNTS = ("games", "wins", "place_sum")

Group = tuple[int | None, str | None]
Who = tuple[str, str]
Stats = dict[str, dict[Group, dict[Who, dict[str, int]]]]


def group_of(players: int, settings: dict[str, Any]) -> Group:
    variant = next((str(settings[key]) for key in SPLITS if key in settings), None)
    return players, variant


class StatsStore:
    """Finished games, per game, table and player: games, wins, sum of places."""

    def __init__(self, directory: Path | None = None) -> None:
        self.path = (directory or user_dir("data")) / "statistics.json"
        self.problem = ""
        self._unopened = False

    def load(self) -> Stats:
        """Every row that can be read. If any part of the file cannot be, the whole file is
        kept aside first and a clean copy written in its place, and ``problem`` says so:
        nothing is ever dropped silently."""
        data, self.problem = read_json(self.path, _("The statistics file"), STATS_FORMAT)
        self._unopened = data is None and self.path.exists()  # there, but could not be opened
        if data is None:
            return {}
        clean, damaged = clean_statistics(data.get("games", {}), data["format"])
        if damaged:
            self.problem = aside_message(self.path, _("Part of the statistics file could not be read")) \
                + " " + _("The rest is kept and counted on.")
            self._write(clean)
        return clean

    def record(self, session) -> None:
        """Add a finished local game: one game for every seat, a win for each winner (G-7)."""
        self.record_channel(SeatChannel(session))

    def record_channel(self, channel) -> None:
        """Add a finished game as a table's channel shows it (a local one, or one played online):
        its game, seats (names, and who is a bot), settings and result."""
        self.record_result(channel.game_id, [(s.name, s.is_bot) for s in channel.seats], channel.settings,
                           channel.result())

    def record_result(self, game_id: str, seats: list[tuple[str, bool]], settings: dict[str, Any],
                      result: Result) -> None:
        stats = self.load()
        if self._unopened:  # writing now would replace games we could not read
            self.problem = _("This game could not be added to the statistics:") + " " + self.problem
            return
        table = stats.setdefault(game_id, {}).setdefault(group_of(len(seats), settings), {})
        for seat, (name, is_bot) in enumerate(seats):
            row = table.setdefault((name, "bot" if is_bot else "person"), dict.fromkeys(COUNTS, 0))
            row["games"] += 1
            row["wins"] += 1 if result.places[seat] == 1 else 0
            row["place_sum"] += result.places[seat]
        self._write(stats)

    def _write(self, stats: Stats) -> None:
        games = {game_id: [{"players": players, "variant": variant,
                            "rows": [{"name": name, "kind": kind, **row} for (name, kind), row in rows.items()]}
                           for (players, variant), rows in groups.items()]
                 for game_id, groups in stats.items()}
        try:
            atomic_write(self.path, json.dumps({"format": STATS_FORMAT, "games": games}, indent=1))
        except OSError as exc:
            self.problem = _("Statistics could not be saved: {reason}").format(reason=exc.strerror or exc)


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_COUNT


def _row(row: object, players: int | None) -> dict[str, int] | None:
    """The row's counts when they make sense: whole numbers with 0 <= wins <= games <=
    place_sum (<= games x players, when the table's size is known)."""
    if not isinstance(row, dict) or not all(_count(row.get(k)) for k in COUNTS) \
            or not row["wins"] <= row["games"] <= row["place_sum"]:
        return None
    if players is not None and row["place_sum"] > row["games"] * players:
        return None
    return {k: row[k] for k in COUNTS}


def clean_statistics(games: object, version: int = STATS_FORMAT) -> tuple[Stats, bool]:
    """(the rows that make sense, whether anything did not)."""
    if not isinstance(games, dict):
        return {}, True
    clean: Stats = {}
    damaged = False
    for game_id, groups in games.items():
        if version < 2:  # per game, then per name; no table sizes, no kinds
            damaged |= _clean_earlier(clean, game_id, groups)
            continue
        if not isinstance(groups, list):
            damaged = True
            continue
        for group in groups:
            damaged |= _clean_group(clean, game_id, group)
    return clean, damaged


def _clean_earlier(clean: Stats, game_id: str, players: object) -> bool:
    if not isinstance(players, dict):
        return True
    damaged = False
    for name, row in players.items():
        counts = _row(row, None)
        if counts is None or not name:
            damaged = True
            continue
        clean.setdefault(game_id, {}).setdefault((None, None), {})[(name, "earlier")] = counts
    return damaged


def _clean_group(clean: Stats, game_id: str, group: object) -> bool:
    if not isinstance(group, dict) or not isinstance(group.get("rows"), list):
        return True
    players, variant = group.get("players"), group.get("variant")
    if players is not None and not (type(players) is int and 1 <= players <= MAX_PLAYERS):
        return True
    if variant is not None and not (isinstance(variant, str) and 0 < len(variant) <= 60):
        return True
    damaged = False
    for row in group["rows"]:
        name, kind = (row.get("name"), row.get("kind")) if isinstance(row, dict) else (None, None)
        counts = _row(row, players)
        if counts is None or not isinstance(name, str) or not name or kind not in KINDS:
            damaged = True
            continue
        rows = clean.setdefault(game_id, {}).setdefault((players, variant), {})
        if (name, kind) in rows:  # twice in one table: a damaged file; both are counted
            damaged = True
            counts = {k: rows[(name, kind)][k] + counts[k] for k in COUNTS}
        rows[(name, kind)] = counts
    return damaged
