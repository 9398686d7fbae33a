"""The contract shared by all games: see DESIGN.md, 'engine/: the contract'."""

from .errors import IllegalAction, Refusal, SaveError, SettingError
from .game import SAVE_FORMAT, ActionCodec, Bot, Event, Game, Result, Setting, State
from .rng import GameRng

__all__ = [
    "SAVE_FORMAT", "ActionCodec", "Bot", "Event", "Game", "GameRng", "IllegalAction", "Refusal", "Result",
    "SaveError", "Setting", "SettingError", "State",
]
