"""The Present Company window: the main loop and the scene stack (the command line and entry point: table/cli.py)."""

from __future__ import annotations

import logging
import os
import time
import warnings

import pygame

from table import assets, background
from table.assets import Sounds
from table.config import MIN_SIZE, Settings, SettingsStore
from table.games import game_ids, table_for
from table.i18n import _, set_language
from table.i18n.catalogues import system_language
from table.persist import SaveStore, StatsStore
from table.scene import OFF_FRAME
from table.scenes import scene_named
from table.ui import theme, widgets
from table.ui.canvas import Damage
from table.ui.pads import Input, prepare_touch, wanted
from table.ui.widgets import draw_text, panel, wrap

log = logging.getLogger("present-company")
IDLE_WAKE_MS = 500  # while nothing moves: sleep until input, or this long
MAX_CATCH_UP = 0.5  # seconds of game time one frame may catch up (after a stall)


class App:
    def __init__(self, settings: Settings, store: SettingsStore | None = None,
                 size: tuple[int, int] | None = None, keep: bool | None = None) -> None:
        self.pg = pygame
        prepare_touch()
        pygame.init()
        _clear_caches()  # fonts and surfaces from an earlier pygame.init are dead
        self.settings = settings
        self.store = store
        set_language(settings.language or system_language())
        theme.set_size(settings.size_percent)
        self.fullscreen = False
        self._windowed_size = size or fit_to_screen((settings.width, settings.height), _desktop(pygame))
        self.screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        self._laid_out = self.screen.get_size()
        _keep_minimum(pygame)
        pygame.display.set_caption("Present Company")
        try:
            pygame.display.set_icon(assets.image("decor/present.png"))
        except (pygame.error, FileNotFoundError):
            pass
        pygame.key.set_repeat(350, 40)
        self.input = Input()  # game controllers and touch, as keys and clicks
        self.sounds = Sounds(settings.volume, settings.muted)
        self.scenes: list = []
        self.running = True
        self._wake_ms: int | None = None  # a scene asked to be woken sooner than IDLE_WAKE_MS
        self._drawn_moving = True  # the last frame drawn showed something in motion
        self.toasts: list[list] = []  # [message, seconds left]
        self.clock = pygame.time.Clock()
        # each frame paints only where it differs from the last (checked against a whole repaint
        # on every frame when PRESENT_COMPANY_CHECK_FRAMES=1, as the tests may ask)
        self.damage = Damage(check=os.environ.get("PRESENT_COMPANY_CHECK_FRAMES") == "1")
        if store and store.problem:
            self.toast(store.problem)
        # the game in progress and the statistics: kept by the real app (or when asked)

        keep = store is not None if keep is None else keep
        self.saves = SaveStore() if keep else None
        self.stats = StatsStore() if keep else None
        if settings.fullscreen and size is None:  # (last: it lays out and repaints what is above)
            self.toggle_fullscreen()

    # -- scenes ---------------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        if self.top:
            self.top.pause()
        self.scenes.append(scene)
        scene.resume()

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop().shutdown()
        if self.top:
            self.top.resume()
        else:
            self.running = False

    def replace(self, scene) -> None:
        if self.scenes:
            self.scenes.pop().shutdown()
        self.push(scene)

    def reset_to(self, scene) -> None:
        while self.scenes:
            self.scenes.pop().shutdown()
        self.push(scene)

    def change_language(self, lang: str) -> None:
        """Speak ``lang`` now, without a restart: every scene on the stack redoes its words."""
        self.settings.language = lang
        set_language(lang or system_language())
        _clear_caches()  # card faces and panels drawn with the old words
        for scene in self.scenes:
            scene.retranslate()
            scene.resize(self.screen.get_size())

    def change_size(self, percent: int) -> None:
        """The Size setting: every scene on the stack lays out anew at once."""
        self.settings.size_percent = percent
        theme.set_size(percent)
        _clear_caches()  # pictures drawn at the old size
        self.damage.forget()
        for scene in self.scenes:
            scene.resize(self.screen.get_size())

    def toast(self, message: str, seconds: float = 5.0) -> None:
        self.toasts.append([message, seconds])

    def save_settings(self) -> None:
        self.sounds.volume, self.sounds.muted = self.settings.volume, self.settings.muted
        if self.store:
            self.store.save(self.settings)
            if self.store.problem:
                self.toast(self.store.problem)
                self.store.problem = ""

    # -- window -----------------------------------------------------------------
    # One person's change makes one set_mode. The window is never made again in answer to its own
    # VIDEORESIZE: SDL has resized the display surface already, and a new window reports its size
    # as another VIDEORESIZE (F11 after a resize once remade the window twice a second, endlessly).
    def window_size(self) -> tuple[int, int]:
        """The window's size out of full screen (what Settings shows): the real one, not the stored."""
        return self._windowed_size if self.fullscreen else self.screen.get_size()

    def desktop(self) -> tuple[int, int] | None:
        return _desktop(self.pg)

    def toggle_fullscreen(self) -> None:
        pg = self.pg
        if self.fullscreen:
            self._windowed_size = fit_to_screen(self._windowed_size, self.desktop())
            self.screen = pg.display.set_mode(self._windowed_size, pg.RESIZABLE)
            _keep_minimum(pg)
        else:
            self._windowed_size = self.screen.get_size()
            self.screen = pg.display.set_mode(self.desktop() or (1920, 1080), pg.FULLSCREEN)
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        if not self.fullscreen:
            self._keep_on_screen()
        self._resized()

    def set_window_size(self, size: tuple[int, int]) -> None:
        """A window size chosen in Settings, made to fit the screen."""
        size = fit_to_screen(size, self.desktop())
        self._windowed_size = size
        self.settings.width, self.settings.height = size
        if not self.fullscreen and size != self.screen.get_size():
            self.screen = self.pg.display.set_mode(size, self.pg.RESIZABLE)
            self._keep_on_screen()
            self._resized()

    def _window_resized(self) -> None:
        """The window was resized from outside (its border dragged, maximised): lay out anew."""
        surface = self.pg.display.get_surface()
        if surface is None or surface.get_size() == self._laid_out:
            return  # a report of the size already shown
        self.screen = surface
        self._windowed_size = surface.get_size()
        self.settings.width, self.settings.height = fit_to_screen(self._windowed_size, None)  # (a size it can keep)
        self._resized()

    def _keep_on_screen(self) -> None:
        """A window grown (or back from full screen) moves in where it would run off the
        desktop's right or bottom edge. A window on another monitor is left where it is."""
        pg, desktop = self.pg, self.desktop()
        try:
            x, y = pg.display.get_window_position()
        except (pg.error, AttributeError):
            return
        if desktop is None or not (0 <= x < desktop[0] and 0 <= y < desktop[1]):
            return
        w, h = self.screen.get_size()
        inside = max(0, min(x, desktop[0] - w)), max(0, min(y, desktop[1] - h))
        if inside != (x, y):
            pg.display.set_window_position(inside)

    _laid_out: tuple[int, int] = (0, 0)

    def _resized(self) -> None:
        self._laid_out = self.screen.get_size()
        self.damage.forget()
        for scene in self.scenes:
            scene.resize(self.screen.get_size())

    # -- loop ---------------------------------------------------------------------
    def handle(self, event) -> None:
        for plain in self.input.translate(event):
            self._handle(plain)
        self._open_keyboard()

    def _open_keyboard(self) -> None:
        """A text box entered with a game controller: the on-screen keyboard types into it."""
        field, wanted["keyboard"] = wanted["keyboard"], None
        if field is not None:
            self.push(scene_named("keyboard")(self, field))

    def _handle(self, event) -> None:
        pg = self.pg
        if event.type == pg.QUIT:
            self.running = False
        elif event.type in (pg.WINDOWEXPOSED, pg.WINDOWRESTORED, pg.WINDOWSHOWN):
            self.damage.forget()  # the system may have painted over the window
        elif event.type == pg.VIDEORESIZE and not self.fullscreen:
            self._window_resized()
        elif event.type == pg.KEYDOWN and event.key == pg.K_F11:
            self.toggle_fullscreen()
        elif event.type == pg.KEYDOWN and event.key == pg.K_m and event.mod & pg.KMOD_CTRL:
            self.settings.muted = not self.settings.muted
            self.save_settings()
            self.toast(_("Sound off") if self.settings.muted else _("Sound on"), 1.5)
        elif self.top:
            self.top.process_event(event)

    def update(self, dt: float) -> None:
        for held in self.input.tick(dt):  # a held button or stick repeats as a held key does
            self._handle(held)
        if self.top:
            self.top.update(dt)
        for t in self.toasts:
            t[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]

    def draw(self) -> list:
        """Draw a frame; returns the boxes of the screen it changed (see ``table.ui.canvas``)."""
        return self.damage.paint(self.screen, self._draw_scenes)

    def _draw_scenes(self, surface) -> None:
        first = len(self.scenes) - 1
        while first > 0 and self.scenes[first].overlay:
            first -= 1
        for scene in self.scenes[first:]:
            scene.draw(surface)
        self._draw_toasts(surface)

    def _draw_toasts(self, surface) -> None:
        s = theme.scale_for(surface.get_size())
        y = int(16 * s)
        for message, _seconds in self.toasts[-3:]:
            width = min(int(760 * s), self.screen.get_width() - 40)
            lines = wrap(message, "bold", int(18 * s), width - int(30 * s))
            rect = self.pg.Rect(0, y, width, int((len(lines) * 24 + 18) * s))
            rect.centerx = self.screen.get_width() // 2
            panel(surface, rect, (255, 244, 214), radius=int(10 * s), border=theme.GOLD)
            for i, line in enumerate(lines):
                draw_text(surface, line, "bold", int(18 * s), theme.INK,
                          midtop=(rect.centerx, rect.top + int((9 + 24 * i) * s)))
            y = rect.bottom + int(8 * s)

    def animating(self) -> bool:
        return bool(self.toasts) or bool(self.top and self.top.animating()) or self.input.waiting()

    def run(self) -> None:
        """Draw at the display's rate while anything moves; otherwise sleep until input comes
        (waking a few times a second to keep the clock), so an idle menu or a table waiting for a
        move costs almost no CPU. Every wake-up ends with a frame (see ``frame``)."""
        pg = self.pg
        while self.running and self.scenes:
            if self.animating() or self._drawn_moving:
                elapsed = self.clock.tick(60) / 1000.0
                events = pg.event.get()
            else:
                first = pg.event.wait(min(IDLE_WAKE_MS, self._wake_ms or IDLE_WAKE_MS))
                events = [first, *pg.event.get()] if first.type != pg.NOEVENT else []
                elapsed = self.clock.tick() / 1000.0
            self.frame(events, elapsed)
        self.save_settings()
        pg.quit()

    def frame(self, events: list, elapsed: float) -> list:
        """One pass of the loop: the time that passed and the input that came (``step``), then
        a frame. A frame is drawn after every update, input or none: an update may change the
        picture by itself (a bot's move shown, an animation ended, a countdown, a line from the
        server), and the damage canvas paints only what differs, so a frame that changes
        nothing costs its drawing calls and no painting. Returns the boxes painted."""
        self._wake_ms = None  # update asks again if it still needs waking
        self.step(events, elapsed)
        boxes = self.draw()
        if boxes:
            self.pg.display.update(boxes)
        self._drawn_moving = self.animating()
        return boxes

    def step(self, events: list, elapsed: float) -> None:
        """One frame's time and input: first the real time that passed (at most MAX_CATCH_UP)
        for the scene on top while it passed, then the input that came at its end. So a key
        counts from when it was pressed: a wait it restarts (the privacy screen's) is not cut
        short by the idle spell before it. After input, the scene on top updates once more with
        no time passing, so what it derives from its state (a lifted card, the buttons of the
        moment) is as of the input, in the frame drawn next."""
        self.advance(min(elapsed, MAX_CATCH_UP), self.top)
        for event in events:
            self.handle(event)
        if events and self.top is not None:
            self.update(0.0)

    def advance(self, elapsed: float, on_top) -> None:
        """Run ``elapsed`` seconds of real time, in steps of at most 0.1 s so timers keep pace
        when idle, for ``on_top``, the scene on top while that time passed. A scene that comes
        to the top meanwhile (a privacy screen the table opens in its update) gets none
        of it: its clock starts at the next frame, so a wait it counts is a wait that was seen."""
        while self.top is on_top:
            self.update(min(elapsed, 0.1))
            elapsed -= 0.1
            if elapsed <= 0:
                break

    def wake_in(self, seconds: float) -> None:
        """While idle, wake for an update within ``seconds`` (a clock about to show a new
        second), rather than after the usual IDLE_WAKE_MS. Asked again on each update."""
        ms = max(1, int(seconds * 1000) + 1)
        self._wake_ms = ms if self._wake_ms is None else min(self._wake_ms, ms)

    def run_frames(self, frames: int, dt: float = 1 / 60, profile: list[float] | None = None) -> None:
        """A fixed number of frames at a fixed time step (demo, tests, screenshots)."""
        for _frame in range(frames):
            for event in self.pg.event.get():
                self.handle(event)
            started, off = time.perf_counter(), OFF_FRAME["seconds"]
            self.update(dt)
            self.draw()
            if profile is not None:  # a bot's decision, threaded in the real app, is left out
                profile.append((time.perf_counter() - started - (OFF_FRAME["seconds"] - off)) * 1000)
            self.pg.display.flip()
            if not self.running or not self.scenes:
                break


def _desktop(pg) -> tuple[int, int] | None:
    try:
        sizes = pg.display.get_desktop_sizes()
    except pg.error:
        return None
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None


def _keep_minimum(pg) -> None:
    """The window manager keeps the window from shrinking below MIN_SIZE (where there is one)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pg.Window.from_display_module().minimum_size = MIN_SIZE
    except (pg.error, AttributeError, TypeError, ValueError):
        pass


def fit_to_screen(size: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """A stored window size made to fit the screen the app opens on (it may be another
    monitor than the one it was saved on): at least 640x480, at most the desktop."""
    width, height = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
    if desktop:
        width, height = min(width, max(MIN_SIZE[0], desktop[0])), min(height, max(MIN_SIZE[1], desktop[1]))
    return width, height


def _clear_caches() -> None:
    assets.clear_caches()
    background.tabletop.cache_clear()
    widgets._two_lines.cache_clear()
    for game_id in game_ids():
        table_for(game_id).clear_caches()


def open_app(settings: Settings, store: SettingsStore, speed: str | None = None) -> App:
    """The app at its main menu, as a player starts it."""
    MenuScene = scene_named("menu")

    if speed:
        settings.speed = speed
    app = App(settings, store)
    app.push(MenuScene(app))
    return app
