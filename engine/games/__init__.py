"""The registry of games. Registered explicitly: scanning folders breaks frozen apps."""

from __future__ import annotations

from engine.core import Game, SettingError
from engine.core.checks import short

from .not_a_hat import GAME as NOT_A_HAT
from .presents_of_mine import GAME as PRESENTS_OF_MINE
from .secret_santa import GAME as SECRET_SANTA
from .spirit_of_giving import GAME as SPIRIT_OF_GIVING

GAMES: dict[str, Game] = {game.id: game for game in (NOT_A_HAT, SECRET_SANTA, SPIRIT_OF_GIVING, PRESENTS_OF_MINE)}


def get_game(game_id: str) -> Game:
    game = GAMES.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        known = ", ".join(GAMES)
        raise SettingError(f"there is no game {short(game_id)} (known: {known})")
    return game
