"""The one seeded source of chance that a game owns (ruling G-2).

Its whole state is two integers, so saving it is trivial and a loaded game goes on
exactly as it would have. Each draw makes a fresh ``random.Random`` from
``(seed, draws)``: string seeding goes through SHA-512, which is stable across
Python versions and platforms.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")


class GameRng:
    __slots__ = ("seed", "draws")

    def __init__(self, seed: int, draws: int = 0) -> None:
        self.seed = int(seed)
        self.draws = int(draws)

    def _next(self) -> random.Random:
        rng = random.Random(f"{self.seed}:{self.draws}")
        self.draws += 1
        return rng

    def shuffle(self, items: MutableSequence[T]) -> None:
        self._next().shuffle(items)

    def randrange(self, n: int) -> int:
        return self._next().randrange(n)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def derive(self, *labels: object) -> random.Random:
        """An independent stream for a named purpose (e.g. one bot decision).

        Deriving does not advance this generator, so bots never disturb the game.
        """
        return random.Random(":".join(str(x) for x in (self.seed, *labels)))

    def to_dict(self) -> dict:
        return {"seed": self.seed, "draws": self.draws}

    @classmethod
    def from_dict(cls, data: dict) -> GameRng:
        return cls(int(data["seed"]), int(data["draws"]))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameRng) and (self.seed, self.draws) == (other.seed, other.draws)

    def __repr__(self) -> str:
        return f"GameRng(seed={self.seed}, draws={self.draws})"
