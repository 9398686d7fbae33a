"""Guided first games: a tutorial is a real game at the real table, from a fixed start (a seed:
the deal and the bots' moves follow from it), where a narrator explains one thing at a time
and the player may take only the move the step asks for.

A game's tutorial is data in its table package (``table/games/<id>/tutorial.py``, registered
as ``GameTable.tutorial``): a list of ``Step``. A step either waits for the player's move
(``expect``) or is read and then passed with Next. Its ``targets`` point at what to look at
or click: ("seat", n) is a player's plate, anything else a key of the table's keyboard ring
(a card, a button, a choice), so the highlight and the keyboard agree on what is choosable.
Bots play freely between the player's steps, and wait while a step is being read.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.games import table_for
from table.i18n import _
from table.scenes import scene_named
from table.ui import pen, theme
from table.ui.widgets import Button, draw_text, panel, readable, wrap

NUDGE_SECONDS = 5.0  # how long "not that one" stays in the narrator's box


@dataclass(frozen=True)
class Step:
    say: str  # the narrator's words (marked with N_; translated when shown)
    expect: Any = None  # the move the player must make now; None: read, then Next
    targets: tuple[Hashable, ...] = ()  # what to point at, and (for a move) what to click, in order
    nudge: str = ""  # said when the player tries another move (marked with N_)
    # said while the others play first (N_): before a move can be made, or, on a step to read,
    # until the others have played up to the player's next move (or the end)
    watch: str = ""


@dataclass(frozen=True)
class Tutorial:
    seed: int
    names: tuple[str, ...]  # seat 0 is the player; the others are bots
    steps: tuple[Step, ...]
    settings: dict[str, str] = field(default_factory=dict)
    bot_level: str = "medium"

    def session(self, game_id: str):
        names = [_(n) for n in self.names]  # "You" and "Grandma" in the player's language
        seats = [SeatPlan(names[0])] + [SeatPlan(n, self.bot_level) for n in names[1:]]
        return Session(get_game(game_id), seats, dict(self.settings), self.seed)


class Guide:
    """A tutorial under way at a TableScene: which step, what the narrator shows, what the
    player may do."""

    def __init__(self, scene, game_id: str, tutorial: Tutorial) -> None:
        self.scene = scene
        self.game_id = game_id
        self.tutorial = tutorial
        self.index = 0
        self.nudge = ""
        self.nudge_left = 0.0
        self.time = 0.0
        self._aimed: tuple = ()  # the step and move the ring was last set on
        # named in English for the keyboard ring, whatever the language
        self.next_button = Button("", self.next, name=("button", "Next"), key=pygame.K_RETURN, style="good",
                                  hint="Enter")
        self.real_button = Button("", self._real_game, name=("button", "Play a real game"), key=pygame.K_r,
                                  style="good", hint="R")
        self.menu_button = Button("", self._menu, name=("button", "Main menu"), key=pygame.K_m, style="plain",
                                  hint="M")
        self.label_buttons()

    def label_buttons(self) -> None:
        self.next_button.label, self.real_button.label = _("Next"), _("Play a real game")
        self.menu_button.label = _("Main menu")

    # -- state ---------------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.tutorial.steps)

    def reading(self) -> bool:
        """A step to read (or the end): the bots wait, and so does the game."""
        return self.finished or (self.step.expect is None and not self.waiting())

    def allows(self, action: Any) -> bool:
        step = self.step
        return step is not None and step.expect is not None and action == step.expect

    def refuse(self) -> None:
        step = self.step
        if step is not None and step.expect is None:
            self.nudge = _("First read this, then press Next.")
        else:
            self.nudge = _(step.nudge) if step is not None and step.nudge else \
                _("Not that move this time: follow the highlight.")
        self.nudge_left = NUDGE_SECONDS

    def moved(self) -> None:
        """The player made the step's move."""
        self.index += 1
        self.nudge = ""

    def next(self) -> None:
        if self.step is not None and self.step.expect is None and not self.scene.busy and not self.waiting():
            self.index += 1
            self.nudge = ""

    def waiting(self) -> bool:
        """The others play first: a move that cannot be made yet, or a step to read once the
        others have played up to the player's next move (or the end)."""
        step, scene = self.step, self.scene
        if step is None or (step.expect is None and not step.watch):
            return False
        if scene.busy:
            return True
        if step.expect is None and scene.channel.is_over():
            return False
        return 0 not in scene.channel.humans_to_act()

    def words(self) -> str:
        step = self.step
        if self.waiting():
            return _(step.watch) if step.watch else _("Watch what the others do\u2026")
        return _(step.say)

    def _real_game(self) -> None:
        MenuScene = scene_named("menu")
        SetupScene = scene_named("setup")

        self.scene.app.reset_to(MenuScene(self.scene.app))
        self.scene.app.push(SetupScene(self.scene.app, self.game_id))

    def _menu(self) -> None:
        MenuScene = scene_named("menu")

        self.scene.app.reset_to(MenuScene(self.scene.app))

    def update(self, dt: float) -> None:
        self.time += dt
        if self.nudge_left > 0:
            self.nudge_left -= dt
            if self.nudge_left <= 0:
                self.nudge = ""
        self.aim_ring()

    def aim_ring(self) -> None:
        """The keyboard's ring starts on what the step points at (the first of its targets on the
        ring), once per step and move, as soon as that target is there; the player's own Tab and
        arrows move it from there."""
        step, scene = self.step, self.scene
        if step is None or step.expect is None:
            return
        aim = (self.index, scene.channel.moves)
        if aim == self._aimed:
            return
        ring = scene.controller.focus_ring
        keys = {t.key for t in ring.targets}
        first = next((k for k in step.targets if k in keys), None)
        if first is not None:
            self._aimed = aim
            ring.focus = first

    def animating(self) -> bool:
        return bool(self.targets()) or self.nudge_left > 0  # the highlight pulses

    # -- input ---------------------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        if self.finished:
            return [self.real_button, self.menu_button]
        return [self.next_button] if self.step.expect is None and not self.waiting() and not self.scene.busy else []

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        for button in self.buttons():
            if button.process_event(event) is None:
                return None
        if self.reading() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) \
                and not (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            if event.type == pygame.MOUSEBUTTONDOWN and self.box().collidepoint(event.pos):
                return None
            return event  # the table may still answer (a look at the log, Esc); its moves are refused
        return event

    # -- where things are ----------------------------------------------------------------------
    def target_rects(self) -> list[pygame.Rect]:
        step = self.step
        if step is None or self.scene.busy or self.waiting():
            return []
        controller = self.scene.controller
        keyed = {t.key: t.rect for t in controller.focus_ring.targets}
        rects = []
        for key in step.targets:
            if isinstance(key, tuple) and len(key) == 2 and key[0] == "seat":
                rects.append(pygame.Rect(controller.plate(key[1])))
            elif key in keyed:
                rects.append(pygame.Rect(keyed[key]))
        return rects

    def targets(self) -> list[pygame.Rect]:
        return self.target_rects()

    def box(self) -> pygame.Rect:
        """The bar, left of the table's own buttons there (the narrator's words replace the
        bar's status line)."""
        controller, s = self.scene.controller, self.scene.scale
        bar = controller.layout.bar
        lefts = [b.rect.left for b in controller.buttons if b.rect.width and b.rect.colliderect(bar)]
        right = max(min(lefts, default=bar.right + int(10 * s)) - int(10 * s), bar.left + int(bar.width * 0.45))
        return pygame.Rect(bar.left, bar.top, right - bar.left, bar.height)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.scene.scale
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        near = self.scene.controller.layout.s  # (rings among the table's things: at its scale, at a large Size)
        for rect in self.target_rects():
            ring = rect.inflate(int(14 * near), int(14 * near))
            pen.rect(surface, theme.GOLD, ring, width=max(2, int((3 + 2 * pulse) * near)),
                     border_radius=int(12 * near))
        box = self.box()
        panel(surface, box, (255, 248, 228), radius=0, border=theme.GOLD, shadow=False)
        buttons = self.buttons()
        pad = int(14 * s)
        right = box.right - pad
        height = min(int(44 * s), box.height - 2 * int(8 * s))
        for b in reversed(buttons):
            width = max(int(140 * s), int(readable(height * 0.42) * 0.6 * len(b.label)) + int(50 * s))
            b.rect = pygame.Rect(right - width, box.centery - height // 2, width, height)
            right = b.rect.left - int(10 * s)
        for b in buttons:
            b.draw(surface, s)
        total = len(self.tutorial.steps)
        if self.finished:
            words = _("That's the whole game! Play a real one now, or go back to the menu.")
        elif self.waiting():  # the others play first: the step's number belongs to its own words
            words = self.words()
        else:
            words = _("Step {number} of {total}: {words}").format(number=self.index + 1, total=total,
                                                                  words=self.words())
        colour = theme.INK
        if self.nudge:
            words, colour = self.nudge, theme.RED_DARK
        size = readable(15 * s)
        lines = wrap(words, "text", size, right - box.left - 2 * pad)
        line_h = int(size * 1.2)
        room = max(1, (box.height - int(8 * s)) // line_h)
        top = box.centery - line_h * min(room, len(lines)) // 2
        for i, line in enumerate(lines[:room]):
            draw_text(surface, line, "bold" if self.nudge else "text", size, colour,
                      topleft=(box.left + pad, top + line_h * i))


def tutorial_for(game_id: str) -> Tutorial | None:
    return table_for(game_id).tutorial


def autoplay(app, scene, frame_limit: int = 60 * 60 * 30, on_step=None) -> str:
    """Follow a tutorial headless, as an attentive player would: press Next on each step to
    read, and for each move click its highlighted targets in order (through the table's
    keyboard ring, the same places the highlight shows). Returns "" at the end, else what went
    wrong (a target that never appeared, clicks that did not make the step's move).
    ``on_step(index)`` is called as each step is ready for the player (to take pictures)."""
    guide: Guide = scene.guide
    frames = 0

    def run(until) -> bool:
        nonlocal frames
        while not until():
            if frames >= frame_limit:
                return False
            app.run_frames(1)
            frames += 1
        return True

    while not guide.finished:
        index, step = guide.index, guide.step
        if step.expect is None:
            if not run(lambda: not scene.busy and not guide.waiting()):
                return f"step {index + 1} never became still"
            if on_step:
                on_step(index)
            guide.next()
            continue
        if not run(lambda: 0 in scene.channel.humans_to_act() and not scene.busy):
            return f"step {index + 1}: the player's move never came"
        if on_step:
            on_step(index)
        for key in step.targets:
            if isinstance(key, tuple) and len(key) == 2 and key[0] == "seat":
                continue
            found = {}

            def present(k=key, found=found, index=index) -> bool:
                for target in scene.controller.focus_ring.targets:
                    if target.key == k:
                        found["target"] = target
                        return True
                return guide.index != index

            if not run(present):
                return f"step {index + 1}: {key!r} was never there to click"
            if guide.index != index:
                break
            found["target"].choose()
            app.run_frames(1)
            frames += 1
            if guide.index != index:
                break
        for _wait in range(60 * 20):  # a call made early is acted on when the window reaches her
            if guide.index != index or frames >= frame_limit:
                break
            app.run_frames(1)
            frames += 1
        if guide.index == index:
            return f"step {index + 1}: clicking {step.targets!r} did not make the move {step.expect!r}"
    app.run_frames(2)
    return ""
