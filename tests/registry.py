"""The games a per-game check runs on, taken from the registries: the engine's (``engine.games.GAMES``)
and the table's (``table.games.game_ids()``, in menu order). A game is tested by being registered;
no check lists the games by hand. A check that needs a number of players asks for it by a rule over
the engine's ``Game`` (its fewest, usual and most players), never by game id."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Game
from engine.games import GAMES

SeatRule = Callable[[Game], int]


def usual(game: Game) -> int:
    """The number of players the game offers first."""
    return game.default_players


def crowded(game: Game) -> int:
    """A full table: five players, or the game's usual number where that is more."""
    return max(game.default_players, min(5, game.max_players))


def small(game: Game) -> int:
    """A small table that still has a bot beside two people: one more than the game's fewest,
    and at least three."""
    return min(game.max_players, max(3, game.min_players + 1))


def engine_games() -> list[str]:
    """Every game the engine (and so the server) knows, by id."""
    return list(GAMES)


def table_games() -> list[str]:
    """Every game with a table, in the menu's order."""
    from table.games import game_ids  # (server tests import this module without the table)

    return game_ids()


def seated(game_ids: list[str], rule: SeatRule) -> list[tuple[str, int]]:
    """(game id, players) for each game: parameters for ``@pytest.mark.parametrize``."""
    return [(game_id, rule(GAMES[game_id])) for game_id in game_ids]
