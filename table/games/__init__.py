"""Per-game table controllers: how a game's view and events show, and how clicks become actions."""

from __future__ import annotations


def controller_for(game_id: str):
    if game_id == "not-a-hat":
        from table.games.not_a_hat import HatTable

        return HatTable
    if game_id == "secret-santa":
        from table.games.secret_santa import SantaTable

        return SantaTable
    if game_id == "spirit-of-giving":
        from table.games.spirit_of_giving import SpiritTable

        return SpiritTable
    if game_id == "presents-of-mine":
        from table.games.presents_of_mine import PresentsTable

        return PresentsTable
    raise KeyError(f"no table for game {game_id!r}")
