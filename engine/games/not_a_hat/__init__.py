"""That's Not a Hat (Kasper Lapp, Ravensburger 2023): bluff and remember your gifts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import Game, Setting, SettingError

from .bots import NotAHatBot
from .cards import GIFTS
from .state import NotAHatState


@dataclass(frozen=True)
class NotAHatGame(Game):
    def check_players(self, players: int, settings: dict[str, Any]) -> None:
        super().check_players(players, settings)
        if players == 2 and settings["column"] != 2:
            raise SettingError("two players need the two-card column: use column=2 (ruling NH-2)")
        first = settings["first"]
        if first != "random" and not 0 <= int(first) < players:
            raise SettingError(f"first={first} is not a seat of a {players}-player game")

    def progress(self, view: Any) -> tuple[str, int, int] | None:
        return ("game", view.game_no, view.games_total) if view.games_total > 1 else None

    def deck_words(self) -> tuple[tuple[str, str], ...]:
        where = "engine/games/not_a_hat/cards.py: a gift"
        return tuple((word, where) for g in GIFTS for word in (g.name, g.with_article, g.nice))

    def page_deck(self) -> Any:
        return [{"name": g.name, "a": g.with_article, "nice": g.nice, "colour": g.colour, "arrow": g.arrow,
                 "art": f"art/gifts/{g.art}"} for g in GIFTS]

    def new_state(self, players: int, settings: dict[str, Any], seed: int) -> NotAHatState:
        return NotAHatState(players, self.resolve_settings(players, settings), seed)

    def state_from_dict(self, data: dict) -> NotAHatState:
        return NotAHatState.from_dict(data)

    def make_bot(self, level: str, seat: int, salt: int) -> NotAHatBot:
        return NotAHatBot(level, seat, salt)


GAME = NotAHatGame(
    id="not-a-hat",
    title="That's Not a Hat",
    credits="Designed by Kasper Lapp. Published by Ravensburger (2023).",
    min_players=2,
    max_players=8,
    score_label="penalties",
    default_players=4,
    pitch="Pass gifts face down, name them from memory, and call out a bluff.",
    minutes=(15, 20),
    settings=(
        Setting("column", "Cards in front of each player", (1, 2),
                "Two cards make a harder game, and are needed for two players.",
                ("one card", "two cards")),
        Setting("colour", "Cards in play", ("both", "black", "white"),
                "Play with one back colour only: fewer gifts, harder to tell apart.",
                ("all 48 gifts", "black backs only", "white backs only")),
        Setting("match", "Length", (0, 1),
                "A match is one game per player; penalties add up.",
                ("one game", "a match")),
        Setting("first", "Who starts", ("random", 0, 1, 2, 3, 4, 5, 6, 7), "",
                ("at random", "seat 1", "seat 2", "seat 3", "seat 4", "seat 5", "seat 6",
                 "seat 7", "seat 8")),
    ),
)
