"""Hot-seat privacy, all of it in one place: who sees what when people share one screen.

- ``PrivacyScene``: an opaque screen that asks the players to pass the device on. It is not
  an overlay, so nothing of the table (and no hand) is drawn behind it. It only appears when
  two or more people share the screen; the table decides when.
- ``Handover``: the moment the move passes from one person to another on the open table, when
  no privacy screen comes between them: the next person's keys wait a moment.
- ``Privacy``: what the table (``TableScene``) owns and a game's controller reaches through
  its host (``table.games.protocol.TableHost``): asking for the privacy screen, the handover,
  and whose eyes the game's events are redacted for on this screen.

The privacy screen answers only once no key or click has come for a moment (STILL_SECONDS):
a key pressed again and again for the screen before (Space to hurry the bots, Enter to go on)
must not pass it before its owner has taken the screen. Only Enter or a click passes it: Space
is the key that hurries the bots, so whoever presses it is still the person before, and it
starts the wait again like any other key.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

from table.i18n import _
from table.scene import Scene
from table.scenes import scene_named
from table.scenes.common import backdrop
from table.ui import theme
from table.ui.widgets import Button, draw_text, layout_row, panel, readable

STILL_SECONDS = 0.8  # the screen answers once no key or click has come for this long
PASS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)  # the keys that pass it: Space never does


def is_press(event: pygame.event.Event) -> bool:
    """A click or a key (Esc aside, which always opens the menu): what restarts a wait for
    hands at rest."""
    return event.type == pygame.MOUSEBUTTONDOWN or (event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)


class PrivacyScene(Scene):
    def __init__(self, app, name: str, reason: str, on_ready: Callable[[], None], *,
                 shows: str | None = None) -> None:
        """``shows``: whose hand the screen will show ``name``, when it is not her own (a peek)."""
        super().__init__(app)
        self.name = name
        self.reason = reason
        self._on_ready = on_ready
        words = _("I'm {name}: show my cards").format(name=name) if shows is None else \
            _("I'm {name}: show me the hand of {owner}").format(name=name, owner=shows)
        self.buttons = [Button(words, self._ready, key=pygame.K_RETURN, style="good", hint="Enter")]
        self.focus = 0
        self.still = 0.0  # seconds since the screen appeared, or since the last key or click
        self.waved_off = False  # a key or click came too soon: the screen says why it waits
        self.buttons[0].enabled = False
        self._show_focus()

    @property
    def armed(self) -> bool:
        return self.still >= STILL_SECONDS

    def update(self, dt: float) -> None:
        self.still += dt
        self.buttons[0].enabled = self.armed

    def animating(self) -> bool:
        return not self.armed  # the button lights up by itself

    def process_event(self, event: pygame.event.Event):
        # any press too soon, and any key but Enter (Space hurries the bots: whoever presses it
        # is still the person before), starts the wait again
        if is_press(event) and (not self.armed or (event.type == pygame.KEYDOWN and event.key not in PASS_KEYS)):
            self._wave_off()
            return None
        return super().process_event(event)

    def _wave_off(self) -> None:
        self.still = 0.0
        self.waved_off = True
        self.buttons[0].enabled = False

    def _ready(self) -> None:
        self.app.pop()
        self._on_ready()

    def on_escape(self) -> bool:
        PauseScene = scene_named("pause")

        below = self.app.scenes[-2] if len(self.app.scenes) > 1 else None
        self.app.push(PauseScene(self.app, below or self))
        return True

    def resize(self, size) -> None:
        s = self.scale
        layout_row(self.buttons, (size[0] // 2, int(size[1] * 0.62)), int(58 * s), int(20 * s))
        self.buttons[0].rect.width += int(40 * s)  # room for the key beside the words
        self.buttons[0].rect.centerx = size[0] // 2

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        s = self.scale
        backdrop(surface, _("Present Company"))
        button = self.buttons[0].rect  # the box holds its button, with room around it
        box = pygame.Rect(0, button.top - int(176 * s), max(int(620 * s), button.width + int(60 * s)),
                          button.height + int(176 * s) + int(50 * s))
        box.centerx = w // 2
        panel(surface, box, theme.PANEL, radius=int(22 * s), border=theme.GOLD)
        draw_text(surface, _("Pass to {name}").format(name=self.name), "title", int(44 * s), theme.RED_DARK,
                  midtop=(box.centerx, box.top + int(22 * s)), max_width=box.width - 40)
        draw_text(surface, self.reason, "bold", readable(19 * s), theme.INK,
                  midtop=(box.centerx, box.top + int(92 * s)), max_width=box.width - 40)
        draw_text(surface, _("Everyone else, look away for a moment."), "text", readable(16 * s), theme.MUTED,
                  midtop=(box.centerx, box.top + int(124 * s)), max_width=box.width - 40)
        self.draw_buttons(surface)
        if self.waved_off and not self.armed:
            draw_text(surface, _("The button wakes once no key or click has come for a moment."), "text",
                      readable(15 * s), theme.MUTED, midtop=(box.centerx, button.bottom + int(10 * s)),
                      max_width=box.width - 40)


class Handover:
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


class Privacy:
    """Who sees what at this screen, decided in one place for the table (``TableScene``), whose
    game controller asks for it through its host: the privacy screen before a hand shows, the
    handover pause when the move passes on the open table, and whose eyes the screen is (the
    seat the channel redacts the game's events for; None: a spectator's)."""

    def __init__(self, scene) -> None:
        self.scene = scene
        self.handover = Handover(scene)
        self.asked_for: int | None = None  # the seat whose screen the table keeps asking for, till it is passed

    # -- the privacy screen --------------------------------------------------------------------
    def ask(self, seat: int, reason: str, ready: Callable[[], None], *, shows: int | None = None,
            hold: bool = False) -> None:
        """The "Pass to <name>" screen for ``seat`` (her own hand, or the hand of ``shows``: a
        peek); ``ready`` runs once she has passed it. ``hold``: the table's own guard waits for
        this screen rather than asking again (``asked``) until it is passed."""
        scene = self.scene
        names = scene.channel.names
        if hold:
            self.asked_for = seat

        def passed() -> None:
            ready()
            if hold:
                self.asked_for = None

        peek = {} if shows is None else {"shows": names[shows]}  # (a screen for her own hand is asked as ever)
        scene.app.push(PrivacyScene(scene.app, names[seat], reason, passed, **peek))

    def asked(self, seat: int) -> bool:
        """A screen the table holds for ``seat`` is up and not yet passed (do not ask again)."""
        return self.asked_for == seat and self.scene.app.top is not self.scene

    # -- whose eyes ---------------------------------------------------------------------------
    @property
    def eyes(self) -> int | None:
        """The seat whose eyes the screen is (events come redacted for it), None for a spectator's."""
        return self.scene.channel.eyes

    def see_as(self, seat: int | None) -> None:
        """From now on the screen is ``seat``'s eyes (a demo that shows one seat's hand)."""
        self.scene.channel.eyes = seat

    @contextmanager
    def seen_by(self, seat: int) -> Iterator[None]:
        """For one move: its events come back for ``seat``'s eyes (a peek she alone may see),
        then the screen's eyes are what they were."""
        channel = self.scene.channel
        eyes = channel.eyes
        channel.eyes = seat
        try:
            yield
        finally:
            channel.eyes = eyes
