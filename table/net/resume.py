"""Taking a seat back (a ``hello`` with the seat's token) until the server answers it.

A hello is how a line attaches to its room: after the line comes back, after a move the server
turned down (to see where the game is), and when an app reopened rejoins its seat. The server may
refuse one for a passing reason (too many messages at once, its store briefly out of reach): then
the hello is sent again after a growing pause, a few times (``WAITS``), and only then is the
player told. A refusal that no waiting mends (the room is gone, or no longer knows the seat) is
told at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

WAITS = (1.0, 2.0, 4.0, 8.0, 16.0)  # seconds before each new try of a refused hello; then the player is told
FINAL = ("no such room", "that seat token is not one of this room's")  # no new try mends these


class Resume:
    """One line's hello: sent, answered (a snapshot or the lobby came), or refused."""

    def __init__(self, link: Any, hello: Callable[[], dict | None]) -> None:
        self.link, self.hello = link, hello
        self.pending = False  # a hello is out and nothing has answered it yet
        self.tries = 0  # hellos sent again since the last answer
        self.failed = ""  # the server's reason, once it is given up on (the player is told)

    def send(self) -> None:
        """Send the hello now."""
        message = self.hello()
        if message:
            self.link.send(**message)
            self.sent()

    def sent(self) -> None:
        """A hello went out (the link sends one itself when it comes back)."""
        self.pending = True

    def answered(self) -> None:
        self.pending, self.tries, self.failed = False, 0, ""

    def answers(self, message: dict) -> bool:
        """Whether ``message`` (a ``rejected`` or an ``error``) is the answer to the hello: it
        says it is, or, without saying what it answers, came while the hello was out."""
        said = message.get("for")
        return said == "hello" or (said is None and self.pending and message.get("type") == "error")

    def refused(self, reason: Any) -> None:
        """The server turned the hello down: try again later, or give up and say why."""
        reason = str(reason or "")
        if reason in FINAL or self.tries >= len(WAITS):
            self.pending, self.failed = False, reason or "the server could not do that"
            return
        message = self.hello()
        if message:
            self.link.send_later(WAITS[self.tries], message)
        self.tries += 1

    def again(self) -> None:
        """The player asks to try again after it was given up on."""
        self.tries, self.failed = 0, ""
        self.send()
