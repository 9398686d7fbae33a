"""The registry of game tables: the one file on the table's side that names each game.

Each game's table is a package, ``table/games/<id>/``, whose ``TABLE`` (a ``GameTable``)
carries everything the app needs: the controller, the in-app rules, art caches to clear,
demo and self-test settings. Registered explicitly (scanning folders breaks frozen apps).
"""

from __future__ import annotations

import importlib

from table.games.protocol import GameTable

PACKAGES: dict[str, str] = {
    "not-a-hat": "table.games.not_a_hat",
    "secret-santa": "table.games.secret_santa",
    "spirit-of-giving": "table.games.spirit_of_giving",
    "presents-of-mine": "table.games.presents_of_mine",
}


def table_for(game_id: str) -> GameTable:
    """The table of a game; KeyError if the game has none."""
    if game_id not in PACKAGES:
        raise KeyError(f"no table for game {game_id!r}")
    return importlib.import_module(PACKAGES[game_id]).TABLE


def game_ids() -> list[str]:
    """The games that have a table, in menu order."""
    return list(PACKAGES)
