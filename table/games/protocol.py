"""What the table scene asks of a game's table controller: one typed protocol, no probing.

A controller turns the game's redacted events into animation steps (``steps_for``), draws
the seat on screen's view, and turns clicks and keys into actions sent through the scene.
It reads the game only through ``scene.channel`` (``engine.core.channel.SeatChannel``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

Step = Callable[[], float]  # one animation step: does its change, returns seconds to wait


class TableController(Protocol):
    # Events that show everyone choices made in secret (G-5): Space's hurry ends as one plays,
    # so the people at the screen see their choices revealed at the table's own pace.
    REVEALS: tuple[type, ...]

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out for a window size (hit areas come from the layout, never from draw)."""

    def steps_for(self, event: Any) -> list[Step]:
        """The animation steps that show one (already redacted) event."""

    def settle(self) -> float:
        """After each action's steps: bring the picture in line with the view."""

    def clear_transients(self) -> None:
        """Drop flying cards, speech bubbles and banners (after a loaded game fast-forwards)."""

    def thinking(self, seat: int) -> None:
        """A bot at ``seat`` has started to think."""

    def think_seconds(self, seat: int) -> float:
        """How long the bot at ``seat`` seems to think, at normal speed."""

    def linger_seconds(self, events: list) -> float:
        """How much longer, at normal speed, these events of a move stay on screen before the
        next bot moves (a moment worth reading: a claim, a verdict)."""

    def wants_escape(self) -> bool:
        """Esc pressed: True if the controller used it (to clear a half-made choice)."""

    def show_hint(self, words: str) -> None:
        """Show a hint for the person to move, in the bar (never over a name), until she moves."""

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """None if the event was used, else the event."""

    def update(self, dt: float) -> None: ...

    def animating(self) -> bool:
        """Whether the picture changes by itself now (something moves, fades or counts down).
        While it is False and no input comes, the app does not redraw: an idle table costs
        almost no CPU."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current picture. Never changes any state."""


@dataclass(frozen=True)
class GameTable:
    """Everything the app needs to know about one game's table, in one registration."""

    controller: Callable[[Any], TableController]  # called with the TableScene
    rules: tuple[tuple[str, str], ...]  # the in-app rules: (heading, text) sections
    clear_caches: Callable[[], None] = lambda: None  # art cached per pygame display
    demo_settings: Callable[[int], dict[str, str]] = field(default=lambda players: {})
    selftest_settings: dict[str, str] = field(default_factory=dict)  # a quick game for --selftest
    # One line of the move log for an event already redacted for the screen's eyes, in plain
    # words with the players' names; None for events the log leaves out (animation detail).
    log_line: Callable[[Any, tuple[str, ...]], str | None] = field(default=lambda event, names: None)
    # The results' score for each seat, where a game's number alone would mislead (None: the
    # usual "12 points"), from the spectator's view, the Result and the names.
    score_texts: Callable[[Any, Any, tuple[str, ...]], tuple[str, ...] | None] = field(
        default=lambda view, result, names: None)
    # A hint in words: the move the advisor suggests (an action), for that seat's view and names.
    hint_line: Callable[[Any, Any, tuple[str, ...]], str] = field(default=lambda action, view, names: str(action))
    picture: str = "decor/present.png"  # an asset shown on the game's card in New game
    tutorial: Any = None  # a table.tutorial.Tutorial: the guided first game
    # Why the winners won, in a few words for the results ("most presents given"), from the
    # spectator's view of the finished game, its Result and the names; "" says nothing.
    why_won: Callable[[Any, Any, tuple[str, ...]], str] = field(default=lambda view, result, names: "")
    # Message ids the table builds at run time from the game's data (so no `_()` shows them to
    # the extractor), each with where it comes from, for tools/i18n.py.
    catalogue_words: Callable[[], tuple[tuple[str, str], ...]] = field(default=lambda: ())
