"""Errors the engine raises. Each carries a message a player can read."""

from __future__ import annotations

from dataclasses import dataclass


class IllegalAction(ValueError):
    """An action that the rules do not allow now (ruling G-6).

    The state is left exactly as it was. ``ruling`` names the rule that forbids it.
    """

    def __init__(self, ruling: str, message: str) -> None:
        super().__init__(f"{message} (ruling {ruling})")
        self.ruling = ruling
        self.message = message


@dataclass(frozen=True)
class Refusal:
    """Why an action is not allowed, as plain data: the ruling that forbids it and a message for
    the player (an ``IllegalAction`` that did not need raising)."""

    ruling: str
    message: str


class SettingError(ValueError):
    """A game setting, player count or command-line value that makes no sense."""


class SaveError(ValueError):
    """A save file that cannot be used: damaged, truncated, empty or from a newer version."""
