"""Keyboard focus for a table: one ring that moves over whatever can be chosen right now.

A controller gives the ring its targets each frame they may have changed (cards in hand,
seats to pick, the buttons of an open window), in reading order. Tab and Shift+Tab step
through them; the arrows move to the nearest target in that direction; Enter or Space
chooses the focused one. The ring is drawn in gold around it. Focus follows the target's
``key`` (a stable name such as ("card", 3)), so it stays put when the list is rebuilt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from table.ui import pen

from . import theme

ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
CHOOSE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


@dataclass
class Target:
    key: Hashable  # a stable name: focus follows it when the targets are rebuilt
    rect: pygame.Rect
    choose: Callable[[], None]


class FocusRing:
    def __init__(self, arrows: bool = True) -> None:
        self.targets: list[Target] = []
        self.focus: Hashable | None = None
        self.visible = False  # shown once a key is used, hidden again by the mouse
        self.arrows = arrows  # False where a controller keeps the arrows for itself

    def set_targets(self, targets: Sequence[Target]) -> None:
        self.targets = list(targets)
        if self.focus not in {t.key for t in self.targets}:
            self.focus = self.targets[0].key if self.targets else None

    @property
    def current(self) -> Target | None:
        return next((t for t in self.targets if t.key == self.focus), None)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """None if the ring used the event, else the event. The first Tab or arrow only
        shows where the focus is; the next ones move it."""
        if event.type == pygame.MOUSEMOTION:
            self.visible = False
            return event
        if event.type != pygame.KEYDOWN or not self.targets:
            return event
        moving = event.key == pygame.K_TAB or (self.arrows and event.key in ARROWS)
        if moving and not self.visible:
            self.visible = True
        elif event.key == pygame.K_TAB:
            self._step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif moving:
            self._towards(*ARROWS[event.key])
        elif event.key in CHOOSE and self.visible and self.current is not None:
            self.current.choose()
        else:
            return event
        return None

    def _step(self, by: int) -> None:
        keys = [t.key for t in self.targets]
        at = keys.index(self.focus) if self.focus in keys else 0
        self.focus = keys[(at + by) % len(keys)]

    def _towards(self, dx: int, dy: int) -> None:
        """To the nearest target in the arrow's direction (sideways distance counts double)."""
        here = self.current
        if here is None:
            return
        cx, cy = here.rect.center
        best, best_cost = None, 0
        for t in self.targets:
            ox, oy = t.rect.centerx - cx, t.rect.centery - cy
            ahead = ox * dx + oy * dy
            if t is here or ahead <= 0:
                continue
            cost = ahead + 2 * abs(ox * dy + oy * dx)
            if best is None or cost < best_cost:
                best, best_cost = t, cost
        if best is not None:
            self.focus = best.key

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        """The gold ring around the focused target, once the keyboard is in use."""
        here = self.current
        if self.visible and here is not None:
            pad = max(3, int(5 * scale))
            pen.rect(surface, theme.GOLD, here.rect.inflate(2 * pad, 2 * pad),
                             width=max(2, int(4 * scale)), border_radius=int(10 * scale))
