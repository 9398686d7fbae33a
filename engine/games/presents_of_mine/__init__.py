"""Presents of Mine (pseudonam, "The Genius: Variations on a Theme", MM5): pass presents,
dodge staleness, and score the most points over five rounds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import Game

from .bots import PresentsBot
from .cards import KINDS, ROUND_NAMES, ROUND_RULES, ROUNDS
from .state import PresentsState


@dataclass(frozen=True)
class PresentsGame(Game):
    def progress(self, view: Any) -> tuple[str, int, int] | None:
        return "round", max(1, min(ROUNDS, view.round_no)), ROUNDS

    def deck_words(self) -> tuple[tuple[str, str], ...]:
        out: list[tuple[str, str]] = []
        for kind in KINDS.values():
            out += [(kind.name, "engine/games/presents_of_mine/cards.py: a present"),
                    (kind.text, "engine/games/presents_of_mine/cards.py: what it scores")]
        out += [(name, "engine/games/presents_of_mine/cards.py: a round") for name in ROUND_NAMES.values()]
        out += [(rule, "engine/games/presents_of_mine/cards.py: a round") for rule in ROUND_RULES.values()]
        return tuple(out)

    def page_deck(self) -> Any:
        kinds = {str(k): {"name": v.name, "text": v.text, "art": f"art/mine/{k}.png"} for k, v in KINDS.items()}
        return {"kinds": kinds,
                "rounds": {str(k): v for k, v in ROUND_NAMES.items()},
                "rules": {str(k): v for k, v in ROUND_RULES.items()}}

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
