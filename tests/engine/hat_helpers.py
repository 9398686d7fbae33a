"""Building exact That's Not a Hat positions for scenario tests."""

from engine.games.not_a_hat import GAME
from engine.games.not_a_hat.cards import GIFT_BY_NAME
from engine.games.not_a_hat.state import NotAHatState


def new_hat(players: int = 4, seed: int = 1, **settings) -> NotAHatState:
    settings.setdefault("first", 0)
    return GAME.new_state(players, GAME.resolve_settings(players, settings), seed)


def gift(name: str) -> int:
    return GIFT_BY_NAME[name].index


def stack_deck(state: NotAHatState, names: list[str]) -> NotAHatState:
    """The same position with the deck's first cards being ``names``, in order.

    Card numbers are places in the shuffled deck, so this only renames gifts: the deal
    took cards 0..n-1 (seat by seat, twice for a two-card column), the first player has
    drawn the next card, and the shop follows.
    """
    data = state.to_dict()
    wanted = [gift(n) for n in names]
    data["order"] = wanted + [g for g in data["order"] if g not in wanted]
    return NotAHatState.from_dict(data)
