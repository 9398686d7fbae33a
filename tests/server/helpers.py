"""Rooms for the server's tests: every game at every player count it allows."""

import random

from engine.core import SettingError
from engine.games import GAMES
from server.room import Room


def settings_for(game_id: str, players: int) -> dict | None:
    """Settings that let ``game_id`` seat ``players`` (the defaults if they do); None if none do."""
    game = GAMES[game_id]
    tries = [{}] + [{s.key: choice} for s in game.settings for choice in s.choices]
    for settings in tries:
        try:
            game.resolve_settings(players, settings)
            return settings
        except SettingError:
            continue
    return None


def setups():
    """(game, players, settings) for every game and every count from 2 to 8 it can seat."""
    for game_id in sorted(GAMES):
        for players in range(2, 9):
            settings = settings_for(game_id, players)
            if settings is not None:
                yield game_id, players, settings


def room_with_people(game_id, players, settings, people=1, level="easy", code="ROOMAA"):
    """A lobby: ``people`` seats claimed (tokens returned), the rest bots of ``level``."""
    room = Room.create(code, game_id, players, settings)
    tokens = [room.claim(f"Person {i + 1}")[1] for i in range(people)]
    for seat in range(people, players):
        room.set_bot(seat, level)
    return room, tokens


def random_move(room, seat, rng: random.Random):
    from engine.wire import encode

    legal = room.session.state.legal_actions(seat)
    return encode(rng.choice(list(legal)))
