"""The table: takes one stream of records and plays each record's events as animation steps, at
a pace a person can follow; and runs the bots a local game has, who think on a worker thread so
the window never freezes.

The scene and its game controller know the game only through a channel (views, legal actions,
acting, ``why_not``, and the stream: ``waiting``/``next_events``, each record's events redacted
for the eyes on screen). A local ``SeatChannel`` and a server's ``RemoteChannel`` (or a shared
screen's ``SharedRemote``) are the same to it: an action is sent, and what it did comes back as
the stream's next record. What only one kind of source does (autosaving a local session, the
online notices, counting an online game from its result) is its ``table_sources`` object's."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import pygame

from engine.core import IllegalAction
from engine.core.channel import SeatChannel
from engine.session import Session
from table.games import table_for
from table.games.protocol import Step, TableController
from table.i18n import _
from table.scene import OFF_FRAME, Scene
from table.scenes import scene_named
from table.scenes.move_log import Logged, MoveLog
from table.scenes.privacy import Privacy
from table.scenes.table_host import HostServices
from table.scenes.table_sources import READ_SECONDS, LocalSource, OnlineSource
from table.tutorial import Guide
from table.ui import theme
from table.ui.widgets import Button

BOT_THINK_SECONDS = 0.9  # how long a bot seems to think, at normal speed
HURRY = 4.0  # Space while others play: the table runs this many times faster until your turn
END_PAUSE_SECONDS = 1.6


class BotWorker:
    """One bot decision on a thread (a bot's move, or a hint for a person). The job reads
    only the view handed to it."""

    def __init__(self, channel: SeatChannel, seat: int, threaded: bool, job: Callable[[], Any] | None = None) -> None:
        self.seat = seat
        self.action: Any = None
        self.error: BaseException | None = None
        self._job = job or channel.bot_job(seat)
        if threaded:
            self._thread = threading.Thread(target=self._run, daemon=True)
            self._thread.start()
        else:
            self._thread = None
            started = time.perf_counter()
            self._run()
            OFF_FRAME["seconds"] += time.perf_counter() - started

    def _run(self) -> None:
        try:
            self.action = self._job()
        except Exception as exc:  # reported on the main thread
            self.error = exc

    @property
    def done(self) -> bool:
        return self._thread is None or not self._thread.is_alive()


class TableScene(HostServices, Scene):
    """The table, and its game controller's host (``table.games.protocol.TableHost``)."""

    room = theme.TABLE_ROOM  # (as the table's layout: its buttons keep to the same scale)

    def __init__(self, app, session: Session | None, demo: bool = False, tutorial=None, channel=None,
                 hosting=None) -> None:
        super().__init__(app)
        self.session = session  # for a rematch and undo only; the game is read through the channel
        self.channel = channel if channel is not None else SeatChannel(session)
        # what only this kind of source does (saving; online notices and counting): a channel
        # given is a game a server holds
        self.source = OnlineSource(self, hosting) if channel is not None else LocalSource(self, session)
        self.demo = demo
        self.steps: deque[Step] = deque()
        self.wait = 0.0
        self.worker: BotWorker | None = None
        self.think_left = 0.0
        self.end_timer = 0.0
        self.results_shown = False
        self.undo_until = 0.0  # the clock time until which the last move may be taken back
        self.clock = 0.0
        self.line_at = float("-inf")  # when the latest line of the move log showed
        self.linger = 0.0  # normal-speed seconds the last move stays on screen beyond its animation
        self.hurry = False  # Space: others' moves run faster until a person must act
        # people at one screen: the privacy screen, the handover pause, whose eyes the screen is
        self.privacy = Privacy(self)

        self.undo_button = Button("", self.undo, name=("button", "Undo"), style="plain", hint="Ctrl+Z")
        self.go_on_button = Button("", self.go_on, name=("button", "Go on"), style="good", hint="Enter")
        self.hint_button = Button("", self.hint, name=("button", "Hint"), style="gold", hint="F1")
        self.log_button = Button("", self.show_log, name=("button", "Moves"), style="plain", hint="L")
        self._label_buttons()
        self._log_line = table_for(self.channel.game_id).log_line
        # the move log, oldest first, as the screen's eyes may know it, in the language of the moment
        self.log = MoveLog(self._log_line)
        self.hinting: BotWorker | None = None
        # a guided first game (table/tutorial.py): a narrator, and only the step's move allowed
        self.guide = Guide(self, self.channel.game_id, tutorial) if tutorial is not None else None
        self.controller: TableController = table_for(self.channel.game_id).controller(self)
        self.resize(self.size)
        self.fast_forwarding = False
        if self.channel.moves:  # a loaded game: bring the picture up to date without animating
            self._fast_forward([*self.channel.opening_events(), *self.channel.replayed_events()])
        else:
            self.play(self.channel.opening_events())

    def _label_buttons(self) -> None:
        self.undo_button.label, self.go_on_button.label = _("Undo"), _("Go on")
        self.hint_button.label, self.log_button.label = _("Hint"), _("Moves")

    def retranslate(self) -> None:
        """The language changed (in Settings, over the pause menu): the buttons made once say it;
        the rest of the table is worded afresh each frame."""
        self._label_buttons()
        if self.guide is not None:
            self.guide.label_buttons()

    # -- timing -------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.app.settings.speed_factor * (HURRY if self.hurry else 1.0)

    def seconds(self, base: float) -> float:
        return base / self.speed

    @property
    def busy(self) -> bool:
        return self.wait > 0 or bool(self.steps)

    def held(self) -> bool:
        """The player's choices wait: a move is still being shown, or a tutorial's narrator is
        being read (controllers offer no choice then)."""
        return self.busy or (self.guide is not None and self.guide.reading())

    def show_log(self) -> None:
        MoveLogScene = scene_named("move-log")

        self.app.push(MoveLogScene(self.app, self.log))

    def _steps(self, events) -> list[Step]:
        """The animation of some events, each preceded by its line of the move log (so the log,
        and the bar's last line, follow the table rather than run ahead of it), then a settle."""
        names = tuple(self.channel.names)
        steps: list[Step] = []
        for event in events:
            words = self._log_line(event, names)
            if words:  # (kept with its event: the log writes it again if the language changes)
                line = Logged(words, event, names)
                steps.append(lambda line=line: self._show_line(line))
            if isinstance(event, self.controller.REVEALS):
                steps.append(self._calm)
            steps.extend(self.controller.steps_for(event))
        steps.append(self.controller.settle)
        return steps

    def _calm(self) -> float:
        """A reveal of secret choices is about to play: no more hurrying (see REVEALS)."""
        self.hurry = False
        return 0.0

    def _show_line(self, line) -> float:
        self.log.append(line)
        self.line_at = self.clock
        return 0.0

    def play(self, events) -> None:
        self.steps.extend(self._steps(events))

    def _fast_forward(self, events) -> None:
        sounds = self.app.sounds
        was, sounds.muted = sounds.muted, True
        self.fast_forwarding = True
        try:
            for step in self._steps(events):
                step()
        finally:
            self.fast_forwarding = False
            sounds.muted = was
        self.controller.clear_transients()

    def _keep(self) -> None:
        """After every record applied here: what the source keeps (a local game's autosave)."""
        self.source.moved()

    # -- acting ---------------------------------------------------------------------
    def act(self, seat: int, action: Any, chosen: bool = True) -> bool:
        """A human's move. An illegal one is refused with a message and changes nothing."""
        if self.busy or seat not in self.channel.humans_to_act():
            return False
        if self.guide is not None and chosen and not self.guide.allows(action):
            self.guide.refuse()  # the tutorial waits for its step's move, and says so kindly
            return False
        try:
            self.channel.act(seat, action)
        except IllegalAction as exc:
            self.app.toast(_("That move is not allowed: {reason}.").format(reason=exc.message))
            return False
        if not self._follow():  # a person's own record shows at once; a server's is on its way
            self.play([])  # (meanwhile the table settles: the half-made choice is put away)
            self.linger = 0.0
        if chosen:
            self.handover.moved(seat)
        if self.guide is not None and chosen:  # not an answer the table gave by itself
            self.guide.moved()
        self._keep()
        wait = self.app.settings.undo_wait
        if chosen and wait and self.can_offer_undo():
            # the bots wait (until the player goes on, or for the seconds the settings give)
            self.undo_until = float("inf") if wait < 0 else self.clock + wait
        return True

    def rematch(self) -> None:
        """The same table again, with a new deal."""
        s = self.session
        self.app.replace(TableScene(self.app, Session(s.game, s.seats, s.settings, s.seed + 1)))

    # -- undo ---------------------------------------------------------------------------------
    def can_offer_undo(self) -> bool:
        """Solo games against bots only, and only what the session allows (nothing revealed,
        shuffled or dealt, and no other player has acted since)."""
        humans = self.channel.humans
        return not self.demo and self.guide is None and len(humans) == 1 and self.channel.can_undo(humans[0])

    def go_on(self) -> None:
        """The player is happy with the move: the bots may play on."""
        self.undo_until = min(self.undo_until, self.clock)

    @property
    def offering_undo(self) -> bool:
        return self.clock < self.undo_until

    def undo(self) -> bool:
        if not self.can_offer_undo() or self.clock > self.undo_until:
            self.app.toast(_("That move can no longer be taken back."), 2.5)
            return False
        fresh = self.session.undone()
        scene = TableScene(self.app, fresh, demo=self.demo)
        self.app.replace(scene)
        scene._keep()
        self.app.toast(_("Move taken back."), 1.5)
        return True

    # -- hints ----------------------------------------------------------------------------------
    def hint_seat(self) -> int | None:
        """The person on screen who may ask for a hint now, if the settings offer hints."""
        mode = self.app.settings.hints
        humans = self.channel.humans
        if self.demo or self.guide is not None or mode == "off" or (mode == "solo" and len(humans) != 1) \
                or self.busy:
            return None
        waiting = self.channel.humans_to_act()
        eyes = self.privacy.eyes
        if eyes is not None:
            return eyes if eyes in waiting else None
        return waiting[0] if len(waiting) == 1 else None  # hot-seat: the one person to act

    def hint(self) -> None:
        seat = self.hint_seat()
        job = self.channel.hint_job(seat) if seat is not None else None
        if job is None:
            self.app.toast(_("A hint comes when it is your move."), 2.0)
            return
        self.hinting = BotWorker(self.channel, seat, threaded=True, job=job)

    def _show_hint(self) -> None:
        worker = self.hinting
        if worker is None or not worker.done:
            return
        self.hinting = None
        if worker.error is None and worker.seat in self.channel.humans_to_act():
            words = table_for(self.channel.game_id).hint_line(worker.action, self.channel.view(worker.seat),
                                                              tuple(self.channel.names))
            self.controller.show_hint(words)  # in the bar, over no one's name

    def _drive_bots(self, dt: float) -> None:
        if self.clock < self.undo_until:
            return  # a misclick may still be taken back
        if self.guide is not None and self.guide.reading():
            return  # the player reads the narrator first
        seat = self.channel.next_bot_seat()
        if seat is None:
            return
        if self.worker is None or self.worker.seat != seat:
            self.worker = BotWorker(self.channel, seat, threaded=not self.demo)
            # the last move's moment to read, then the bot's moment to think
            self.think_left = self.seconds(self.controller.think_seconds(seat) + self.linger)
            self.linger = 0.0
            self.controller.thinking(seat)
            return
        self.think_left -= dt
        if self.think_left > 0 or not self.worker.done or self.clock - self.line_at < self.seconds(READ_SECONDS):
            return
        worker, self.worker = self.worker, None
        if worker.error is not None:
            raise worker.error
        self.channel.act(seat, worker.action)
        self._follow()  # its record: the last move had its moment while the bot thought
        self._keep()

    def _follow(self) -> bool:
        """Show the stream's next record, once the last one had its moment (a person's own move at
        once); whether one was shown."""
        channel = self.channel
        if not channel.waiting():
            return False
        gap = self.seconds(READ_SECONDS + self.linger) - (self.clock - self.line_at)
        if gap > 0 and not channel.sent:
            self.app.wake_in(gap)
            return False
        events = channel.next_events()
        self.linger = 0.0
        if events is None:
            return False
        self.play(events)  # (a record with no events, a pass, still settles the picture on its view)
        self.linger = self.controller.linger_seconds(events)
        return True

    # -- scene ---------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.controller.resize(size)
        s = self.scale
        bottom = int(size[1] * 0.9) - int(10 * s)
        self.undo_button.rect = pygame.Rect(0, 0, int(150 * s), int(42 * s))
        self.undo_button.rect.bottomleft = (int(12 * s), bottom)
        self.go_on_button.rect = pygame.Rect(0, 0, int(150 * s), int(42 * s))
        self.go_on_button.rect.bottomleft = (self.undo_button.rect.right + int(10 * s), bottom)
        self.hint_button.rect = pygame.Rect(0, 0, int(110 * s), int(34 * s))
        self.hint_button.rect.topright = (size[0] - int(10 * s), int(8 * s))  # a corner no table uses
        self.log_button.rect = pygame.Rect(0, 0, int(110 * s), int(34 * s))
        self.log_button.rect.topright = (self.hint_button.rect.left - int(8 * s), int(8 * s))

    def on_escape(self) -> bool:
        if not self.controller.wants_escape():  # Esc first clears a half-made choice
            PauseScene = scene_named("pause")

            self.app.push(PauseScene(self.app, self))
        return True

    def process_event(self, event: pygame.event.Event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_escape():
            return None
        if self.guide is not None and self.guide.process_event(event) is None:
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.hint()
            return None
        if self.hint_seat() is not None and self.hint_button.process_event(event) is None:
            return None
        if not self.demo and self.log_button.process_event(event) is None:
            return None
        if self.offering_undo and not self.busy:
            for button in (self.undo_button, self.go_on_button):
                if button.process_event(event) is None:
                    return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and not self.channel.humans_to_act() \
                and not self.channel.is_over() and not self.offering_undo:
            self.hurry = True  # others are playing: Space hurries them along
            return None
        if self.handover.process_event(event) is None:
            return None  # the move has just passed to another person at this screen
        event = self.controller.process_event(event)  # the game's table first: it may be typing
        if event is None or event.type != pygame.KEYDOWN:
            return event
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.offering_undo and not self.busy:
            self.go_on()  # Enter the game's table left unused: the bots may play on
            return None
        if event.key == pygame.K_l and not self.demo:
            self.show_log()  # L, unless the game's table used the key itself
            return None
        return event

    def shutdown(self) -> None:
        self.source.close()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.source.hear()
        self._show_hint()
        if self.hurry and (self.channel.humans_to_act() or self.channel.is_over()) and not self.busy:
            self.hurry = False
        if self.offering_undo and self.undo_until != float("inf"):
            self.app.wake_in(self.undo_until - self.clock)  # the offer ends: bots go on
        self.controller.update(dt)
        self.handover.update(dt)  # after the controller, which may have opened a privacy screen
        if self.guide is not None:
            self.guide.update(dt)
        if self.wait > 0:
            self.wait -= dt
        stepped = False
        while self.wait <= 0 and self.steps:
            self.wait += self.steps.popleft()()
            stepped = True
        if stepped:  # the steps changed the picture: what the controller derives from it follows
            self.controller.update(0.0)
        if self.busy:
            return
        if self.channel.is_over() and self.guide is not None:
            return  # a tutorial ends with its narrator, who offers a real game
        if self.channel.is_over():
            self.source.ended()
            self.end_timer += dt
            if self.end_timer >= self.seconds(END_PAUSE_SECONDS) and not self.results_shown:
                ResultsScene = scene_named("results")

                self.results_shown = True
                self.app.push(ResultsScene(self.app, self, demo=self.demo))
            return
        self._drive_bots(dt)  # (a server's game has none here: it plays its bots itself)
        self._follow()

    def animating(self) -> bool:
        """A step is playing, a bot is thinking, the end pause is counting down, or the
        controller has something moving or timing out. (The undo offer does not animate: the
        app is woken when it ends.)"""
        ending = self.channel.is_over() and not self.results_shown and self.guide is None
        return (self.busy or self.worker is not None or self.hinting is not None or ending or self.handover.waiting
                or self.controller.animating() or (self.guide is not None and self.guide.animating()))

    def draw(self, surface: pygame.Surface) -> None:
        self.controller.draw(surface)
        if (codes := getattr(self, "phone_codes", None)) is not None:  # companion mode: phones not at the table
            plates = [self.controller.plate(seat) for seat in range(self.channel.players)]
            codes.draw(surface, self.channel, self.scale, [*plates, self.log_button.rect, self.hint_button.rect])
        if self.guide is not None:
            self.guide.draw(surface)
        if self.offering_undo and not self.busy:
            self.undo_button.draw(surface, self.scale)
            self.go_on_button.draw(surface, self.scale)
        if self.hint_seat() is not None:
            self.hint_button.draw(surface, self.scale)
        if not self.demo:
            self.log_button.draw(surface, self.scale)
