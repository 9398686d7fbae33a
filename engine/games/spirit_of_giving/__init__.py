"""The Spirit of Giving (Jon Gill): give presents at least as good as the ones you get."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Game, Setting, SettingError

from .bots import SpiritBot
from .cards import NAUGHTY_NAMES, RANK_NAMES, SUIT_NAMES
from .moves import CANNED
from .state import SpiritState


@dataclass(frozen=True)
class SpiritGame(Game):
    def check_players(self, players: int, settings: dict[str, Any]) -> None:
        super().check_players(players, settings)
        if settings["variant"] == "merry-little-christmas":
            if players not in (3, 4):
                raise SettingError("Merry Little Christmas is for 3 or 4 players (ruling SG-4)")
        elif players < 4:
            raise SettingError("The Spirit of Giving takes 4 to 6 players; for 3, use "
                               "variant=merry-little-christmas (ruling SG-4)")

    def admits(self, legal: Sequence[Any], action: Any) -> bool:
        return SpiritState.admits(legal, action)  # free-text announcements (SG-6)

    def progress(self, view: Any) -> tuple[str, int, int] | None:
        return "round", max(1, view.round_no), view.rounds_total

    def deck_words(self) -> tuple[tuple[str, str], ...]:
        return (*((name, "engine/games/spirit_of_giving/cards.py: a Naughty card") for name in NAUGHTY_NAMES.values()),
                *((word, "engine/games/spirit_of_giving/cards.py: a rank or suit")
                  for word in (*RANK_NAMES.values(), *SUIT_NAMES)),
                *((line, "engine/games/spirit_of_giving/moves.py: a bot's announcement, @{t} is a player")
                  for line in CANNED))

    def page_deck(self) -> Any:
        return {"naughty": {str(k): v for k, v in NAUGHTY_NAMES.items()},
                "ranks": {str(k): v for k, v in RANK_NAMES.items()}, "suits": list(SUIT_NAMES)}

    def new_state(self, players: int, settings: dict[str, Any], seed: int) -> SpiritState:
        return SpiritState(players, self.resolve_settings(players, settings), seed)

    def state_from_dict(self, data: dict) -> SpiritState:
        return SpiritState.from_dict(data)

    def make_bot(self, level: str, seat: int, salt: int) -> SpiritBot:
        return SpiritBot(level, seat, salt)


GAME = SpiritGame(
    id="spirit-of-giving",
    title="The Spirit of Giving",
    credits="A game by Jon Gill (@TheJonAGill).",
    min_players=3,
    max_players=6,
    default_players=4,
    pitch="Wrap presents for each other, bargain in the open, and give away the most.",
    minutes=(20, 30),
    settings=(
        Setting("variant", "Rules", ("base", "merry-little-christmas"),
                "Merry Little Christmas: 3-4 players, two presents to each player.",
                ("base game (4-6)", "Merry Little Christmas (3-4)")),
        Setting("night", "All Through the Night", (0, 1),
                "Discussion runs on a timer and Naughty cards wait until Goodwill.", ("off", "on")),
        Setting("discussion_minutes", "Discussion timer (minutes)", (30, 1, 2, 3, 5, 10, 15, 20, 45, 60), "",
                ("30", "1", "2", "3", "5", "10", "15", "20", "45", "60")),
    ),
)
