"""Two or more people at one screen: the move passing from one person to another on the open
table.

Where no privacy screen comes between two people's moves (a public step: The Spirit of
Giving's mulligan, its Discussion and last-minute Naughty cards, a That's Not a Hat turn), a
key pressed twice by the person before used to make the next person's move for her: a review
pressed "Done talking" twice and the next person's Discussion was gone. So when the move passes
to someone else, the table takes no key or click for a moment, until none has come for
``STILL_SECONDS`` (the privacy screen's own rule), and says whose turn it is if one comes too
soon. The keyboard ring starts afresh for her, so Enter does what its button says rather than
what the ring was left on. A privacy screen, when one comes, is the guard instead.
"""

from __future__ import annotations

import pygame

from table.i18n import _
from table.scenes.privacy import STILL_SECONDS, is_press


class Handover:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.last_mover: int | None = None  # the person who made the latest move here
        self.before: tuple[int, ...] = ()  # who was to act when we last looked
        self.to: int | None = None  # the person the move just passed to, while her keys wait
        self.still = 0.0  # seconds since the move passed to her, or since the last press
        self.told = False

    def moved(self, seat: int) -> None:
        """A person at this screen made a move."""
        self.last_mover = seat

    def look(self) -> None:
        """Has the move just passed to another person at this screen? (And is the person it
        passed to still to act: once the move has gone on, a press is nobody's to wait for.)"""
        channel = self.scene.channel
        now = channel.humans_to_act()
        if self.to is not None and self.to not in now:
            self.to = None
        if len(channel.humans) >= 2 and self.last_mover is not None:
            newcomers = [seat for seat in now if seat not in self.before and seat != self.last_mover]
            if newcomers:
                self.to, self.still, self.told = newcomers[0], 0.0, False
                ring = getattr(self.scene.controller, "focus_ring", None)
                if ring is not None:
                    ring.visible, ring.focus = False, None  # her ring starts at the first choice
        self.before = now

    @property
    def waiting(self) -> bool:
        return self.to is not None

    def update(self, dt: float) -> None:
        self.look()
        if self.to is None:
            return
        if self.scene.app.top is not self.scene:
            self.to = None  # a privacy screen came: it guards this handover
        elif not self.scene.busy:
            self.still += dt
            if self.still >= STILL_SECONDS:
                self.to = None

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """None if the event came too soon after the move passed on (it is dropped)."""
        if not is_press(event):
            return event
        self.look()  # (a press may come in the same frame as the move before it)
        if self.to is None:
            return event
        self.still = 0.0
        if not self.told:
            self.told = True
            self.scene.app.toast(self.words(self.to), 2.0)
        return None

    def words(self, seat: int) -> str:
        """What a press that comes too soon is told: whose turn it is, or what the game says
        (a controller's ``handover_words``: a Secret Santa window is nobody's turn)."""
        says = getattr(self.scene.controller, "handover_words", None)
        text = says(seat) if says is not None else None
        return text or _("It's {name}'s turn now: a moment, please.").format(name=self.scene.channel.names[seat])
