"""Guards every game's ``apply`` and ``decode_action`` share, so that no input at all, from a
table, a bot, a save or a network, gets past them as anything but ``IllegalAction``.

The contract (ruling G-6): ``apply`` accepts exactly what ``legal_actions`` lists. An action is
taken when it is *exactly* one of the listed ones: equal to it and made of values of the same
types, so ``Give(1.0)`` or ``Give(True)`` (equal to ``Give(1)`` in Python) are refused rather
than slipped into the state and the save. Seats are the ints 0..n-1 (ruling G-1).
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import fields, is_dataclass
from typing import Any

from .errors import IllegalAction

_SHORT = reprlib.Repr()
_SHORT.maxstring = 40
_SHORT.maxother = 40


def short(value: Any) -> str:
    """A short, always printable picture of any value, for messages."""
    try:
        return _SHORT.repr(value)
    except (ValueError, RecursionError):  # an int too long to print, a self-referencing oddity
        return f"<{type(value).__name__}>"


def is_seat(seat: Any, players: int) -> bool:
    return type(seat) is int and 0 <= seat < players


def check_seat(seat: Any, players: int) -> None:
    """G-1: raise unless ``seat`` is one of the seats 0..players-1 (not a bool, float or string)."""
    if not is_seat(seat, players):
        raise IllegalAction("G-1", f"{short(seat)} is not a seat at this table (seats are 0 to {players - 1})")


def _exact(value: Any) -> Any:
    """A key that tells apart values that are equal but of different types (1, 1.0, True)."""
    if type(value) is tuple:
        return (tuple, tuple(_exact(v) for v in value))
    if is_dataclass(value) and not isinstance(value, type):
        return (type(value), tuple(_exact(getattr(value, f.name)) for f in fields(value)))
    return (type(value), value)


def listed(action: Any, legal: Sequence[Any] | Mapping[Any, Any]) -> bool:
    """Whether ``action`` is exactly one of ``legal`` (a sequence, or a mapping keyed by the
    actions). Safe for any object: unhashable things, NaN, another game's actions."""
    try:
        if isinstance(legal, Mapping):  # (a hash finds the listed one at once)
            match = legal.get(action)
            if match is None:
                return False
        else:
            for offered in legal:  # the engine's own object, as bots and tables pick it: exact by construction
                if offered is action:
                    return True
            match = legal[legal.index(action)]
    except (TypeError, ValueError):  # unhashable for a mapping; not in the sequence
        return False
    return match is action or _exact(match) == _exact(action)


def _fits(value: Any, hint: str) -> bool:
    """Whether ``value`` has the type a dataclass field names (the few forms actions use)."""
    hint = hint.replace(" ", "")
    if hint in ("int", "bool", "str"):
        return type(value).__name__ == hint
    if hint.startswith("tuple[") and hint.endswith("]"):
        if type(value) is not tuple:
            return False
        parts = hint[6:-1].split(",")
        if len(parts) == 2 and parts[1] == "...":
            return all(_fits(v, parts[0]) for v in value)
        return len(value) == len(parts) and all(_fits(v, p) for v, p in zip(value, parts, strict=True))
    return True  # a form not checked here: the game's own explanation must cope


def well_formed(action: Any, kinds: tuple[type, ...]) -> bool:
    """Whether ``action`` is one of ``kinds`` with every field of its declared type, so that a
    game may read its fields to explain why it is not allowed."""
    if type(action) not in kinds:
        return False
    return all(_fits(getattr(action, f.name), f.type if isinstance(f.type, str) else f.type.__name__)
               for f in fields(action))


def refusal(action: Any, kinds: tuple[type, ...],
            explain: Callable[[], tuple[str, str] | None]) -> IllegalAction:
    """The error for an action that is not listed. ``explain`` gives (or raises) the game's own,
    more precise reason; it is only asked about well-formed actions of the game."""
    if well_formed(action, kinds):
        reason = explain()
        if reason is not None:
            return IllegalAction(*reason)
    return IllegalAction("G-6", f"{short(action)} is not a move you may make now")


# -- decoding saved actions: anything but the exact encoded form is refused ---------------------


def bad_encoding(data: Any, game: str) -> IllegalAction:
    return IllegalAction("G-6", f"{short(data)} is not a move of {game}")


def an_int(value: Any) -> int:
    if type(value) is not int:
        raise ValueError("not an int")
    return value


def ints(value: Any) -> tuple[int, ...]:
    if type(value) is not list:
        raise ValueError("not a list")
    return tuple(an_int(v) for v in value)


def a_bool(value: Any) -> bool:
    if type(value) is not bool:
        raise ValueError("not a bool")
    return value
