"""Per-game checks used by the property tests (and the server's and the web seat's leak checks):
where every card is, and what is hidden. Each game has its module here, named as its package
(``engine/games/<package>``), found from the registry: a new game adds its own file, and no
existing one changes. A module gives:

- ``card_places(state)``: (cards found, cards expected);
- ``hidden_leaks(state, seat)``: every way a seat's view shows what it may not know;
- ``commitments(state)``: for a state in a simultaneous phase, (seat, copy) pairs in which that
  seat committed otherwise (G-5: nobody may tell them apart);
- ``settings(players, st)``: a Hypothesis strategy for the game's settings at that many players.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from types import ModuleType
from typing import Any

from engine.games import GAMES


def checks_for(game_id: str) -> ModuleType:
    package = game_id.replace("-", "_")
    try:
        return importlib.import_module(f"{__name__}.{package}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{package}":
            raise
        raise LookupError(f"{game_id} has no checks: add tests/engine/invariants/{package}.py "
                          f"with card_places, hidden_leaks, commitments and settings") from None


class _ByGame(Mapping[str, Callable[..., Any]]):
    """One check of every registered game, by game id, as a read-only mapping."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getitem__(self, game_id: str) -> Callable[..., Any]:
        return getattr(checks_for(game_id), self.name)

    def __iter__(self) -> Iterator[str]:
        return iter(GAMES)

    def __len__(self) -> int:
        return len(GAMES)


CARD_PLACES = _ByGame("card_places")
HIDDEN_LEAKS = _ByGame("hidden_leaks")
COMMITMENTS = _ByGame("commitments")
SETTINGS = _ByGame("settings")
