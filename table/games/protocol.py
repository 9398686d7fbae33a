"""The two sides of a game's table, each one typed protocol, no probing.

``TableController``: what the table scene asks of a game's table controller. A controller turns
the game's redacted events into animation steps (``steps_for``), draws the seat on screen's
view, and turns clicks and keys into actions sent through its host.

``TableHost``: all a controller may use of the table it sits in (the ``TableScene`` is one). It
reads the game only through ``host.channel`` (``engine.core.channel.SeatChannel``); it never
opens a screen itself nor switches the screen's eyes: it asks its host for a privacy screen, a
score sheet, or a move seen through a seat's eyes (``table/scenes/privacy.py`` decides those).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import pygame

if TYPE_CHECKING:
    from engine.core.channel import SeatChannel
    from table.config import Settings
    from table.tutorial import Guide

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

    def plate(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s plate (its name) is on screen: what the table's own overlays keep clear of."""


class TableHost(Protocol):
    """What a game's table controller may use of its table (``TableScene`` provides it all;
    ``tests/table/test_table_host.py`` holds both sides to it). Read-only but for the methods."""

    # -- the game, the window, the kind of table ---------------------------------------------
    @property
    def channel(self) -> SeatChannel:
        """The only way to the game: views, legal actions, acting, redacted events (online, a
        ``RemoteChannel`` with the same face)."""

    @property
    def size(self) -> tuple[int, int]:
        """The window's size now."""

    @property
    def demo(self) -> bool:
        """A demo: bots only, played for show."""

    @property
    def guide(self) -> Guide | None:
        """A tutorial's narrator (its ``step``, ``index``, ``allows``), or None in a real game."""

    @property
    def fast_forwarding(self) -> bool:
        """A loaded game's moves are being replayed at once (no score sheets, no sounds)."""

    @property
    def settings(self) -> Settings:
        """The player's settings (read them; never change them from a table)."""

    # -- the clock -----------------------------------------------------------------------
    @property
    def speed(self) -> float:
        """How many times faster than normal the table plays now (settings, and Space's hurry)."""

    def seconds(self, base: float) -> float:
        """``base`` seconds at normal speed, at the table's pace now."""

    @property
    def busy(self) -> bool:
        """A move is still being shown (animation steps, or their wait)."""

    def held(self) -> bool:
        """The player's choices wait: busy, or a tutorial's narrator is being read."""

    def wake_in(self, seconds: float) -> None:
        """While idle, update again within ``seconds`` (a clock about to show a new second)."""

    # -- acting --------------------------------------------------------------------------
    def act(self, seat: int, action: Any, chosen: bool = True) -> bool:
        """A person's move (``chosen`` False: the table answers for her); False if refused."""

    def go_on(self) -> None:
        """The person is happy with her move: no undo offer holds the bots any longer."""

    # -- sounds and words ----------------------------------------------------------------
    def sound(self, name: str) -> None:
        """Play one of the table's sounds ("deal", "slide", "flip", ...)."""

    def toast(self, message: str, seconds: float = 5.0) -> None:
        """A short message over the table."""

    @property
    def last_move(self) -> str:
        """The move log's latest line ("" before the first move)."""

    def own_buttons(self) -> list[pygame.Rect]:
        """Where the table's own buttons lie (Moves, Hint; Undo and Go on unless a demo): what
        a controller's pictures keep clear of."""

    def on_top(self) -> bool:
        """The table is on screen, with no other screen over it."""

    # -- privacy and screens (table/scenes/privacy.py) --------------------------------------
    def ask_privacy(self, seat: int, reason: str, ready: Callable[[], None], *, shows: int | None = None,
                    hold: bool = False) -> None:
        """The "Pass to <name>" screen for ``seat`` (with her own hand, or ``shows``'s: a peek);
        ``ready`` runs once she has passed it. ``hold``: ``privacy_asked`` says so until then."""

    def privacy_asked(self, seat: int) -> bool:
        """A screen asked with ``hold`` for ``seat`` is up and not yet passed."""

    @property
    def handing_over(self) -> bool:
        """The move has just passed to another person at this screen: her keys wait a moment."""

    def see_as(self, seat: int | None) -> None:
        """The screen is ``seat``'s eyes from now on (events come redacted for it)."""

    def seen_by(self, seat: int) -> AbstractContextManager[None]:
        """``with host.seen_by(seat):`` a move whose events come back for ``seat``'s eyes."""

    def show_score_sheet(self, names: Sequence[str], sheet: list[tuple[int, ...]], hands_total: int,
                         order: tuple[int, ...], auto: bool) -> None:
        """The running score sheet over the table, between hands (``auto``: it goes on by itself)."""


@dataclass(frozen=True)
class GameTable:
    """Everything the app needs to know about one game's table, in one registration."""

    controller: Callable[[TableHost], TableController]  # called with the TableScene, its host
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
