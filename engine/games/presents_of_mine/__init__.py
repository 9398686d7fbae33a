"""Presents of Mine (pseudonam, "The Genius: Variations on a Theme", MM5): pass presents,
dodge staleness, and score the most points over five rounds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import Game

from .bots import PresentsBot
from .state import PresentsState


@dataclass(frozen=True)
class PresentsGame(Game):
    def new_state(self, players: int, settings: dict[str, Any], seed: int) -> PresentsState:
        return PresentsState(players, self.resolve_settings(players, settings), seed)

    def state_from_dict(self, data: dict) -> PresentsState:
        return PresentsState.from_dict(data)

    def make_bot(self, level: str, seat: int, salt: int) -> PresentsBot:
        return PresentsBot(level, seat, salt)


GAME = PresentsGame(
    id="presents-of-mine",
    title="Presents of Mine",
    credits='Designed by pseudonam for "The Genius: Variations on a Theme" (Main Match 5).',
    min_players=4,
    max_players=8,
    default_players=8,  # the official count (PM-1)
    pitch="Keep the presents you want fresh and pass on the stale ones, over five rounds.",
    minutes=(30, 45),
    settings=(),
)
