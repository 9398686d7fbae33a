"""Secret Santa (Duncan Molloy, Osprey Games 2015): give away your gifts first."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import Game, Setting

from .bots import SantaBot
from .cards import KIND
from .state import SecretSantaState


@dataclass(frozen=True)
class SecretSantaGame(Game):
    def progress(self, view: Any) -> tuple[str, int, int] | None:
        return ("hand", view.hand_no, view.hands_total) if view.hands_total > 1 else None

    def deck_words(self) -> tuple[tuple[str, str], ...]:
        where = "engine/games/secret_santa/cards.py: a card"
        out: list[tuple[str, str]] = []
        for info in KIND.values():
            out += [(info.name, where), (info.plural, where)]
            out += [(f"a {info.name}", where)] if info.is_gift else [(info.reminder, where)]
        return tuple(out)

    def page_deck(self) -> Any:
        return {str(k): {"name": v.name, "plural": v.plural, "emoji": v.emoji, "timing": v.timing,
                         "reminder": v.reminder, "art": f"art/santa/{v.art}"} for k, v in KIND.items()}

    def new_state(self, players: int, settings: dict[str, Any], seed: int) -> SecretSantaState:
        return SecretSantaState(players, self.resolve_settings(players, settings), seed)

    def state_from_dict(self, data: dict) -> SecretSantaState:
        return SecretSantaState.from_dict(data)

    def make_bot(self, level: str, seat: int, salt: int) -> SantaBot:
        return SantaBot(level, seat, salt)


GAME = SecretSantaGame(
    id="secret-santa",
    title="Secret Santa",
    credits="Designed by Duncan Molloy, art by Lauren Dawson. Published by Osprey Games (2015).",
    min_players=3,
    max_players=8,
    default_players=4,
    pitch="Shed your hand by beating the last play; Santa, Elves and winter cards change the round.",
    minutes=(20, 40),
    settings=(
        Setting("specials", "Special cards", ("all", "santa-elves", "snowflake", "none"),
                "Fewer special cards make a gentler first game.",
                ("all eight", "Santa and Elves", "Snowflake cards", "none")),
        Setting("elves", "Elves cards", (4, 0, 1, 2, 3, 5, 6, 7, 8), "",
                ("4", "0", "1", "2", "3", "5", "6", "7", "8")),
        Setting("hands", "Hands", ("players", 1, 2, 3, 4, 5, 6, 7, 8, 10, 12),
                "Points add up over the hands; the deal moves left each hand.",
                ("one per player", "1", "2", "3", "4", "5", "6", "7", "8", "10", "12")),
        Setting("final_gift", "\"Final Gift!\"", ("manual", "auto"),
                "Say it yourself (forget, and you miss a turn), or let the table say it.",
                ("you say it", "said for you")),
    ),
)
