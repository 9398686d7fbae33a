"""Every guided first game: the keyboard's gold ring starts on what each step points at, so a
player using the keyboard finds the step's card or button under the ring (Secret Santa has its
own test, with its hand's frame)."""

import pygame
import pytest

from table.games import table_for
from table.scenes.table_scene import TableScene
from table.tutorial import autoplay

from .helpers import key


@pytest.mark.parametrize("game_id", ["not-a-hat", "spirit-of-giving", "presents-of-mine"])
def test_the_ring_starts_on_the_step_s_first_target(app, game_id):
    # The Spirit of Giving's step 2 pointed at the 2 of hearts while the ring sat on the 8 of spades
    tutorial = table_for(game_id).tutorial
    scene = TableScene(app, tutorial.session(game_id), tutorial=tutorial)
    app.push(scene)
    ctl = scene.controller
    starts = {}

    def on_step(index):
        step = tutorial.steps[index]
        if step.expect is None:
            return
        for _ in range(600):  # until the ring holds something the step points at
            keys = [t.key for t in ctl.focus_ring.targets]
            if any(k in keys for k in step.targets):
                break
            app.run_frames(1)
        else:
            return
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
        key(pygame.K_TAB)  # the mouse hid the ring; the first Tab shows it where it is
        app.run_frames(1)
        keys = [t.key for t in ctl.focus_ring.targets]
        first = next((k for k in step.targets if k in keys), None)
        if first is not None:
            starts[index] = (ctl.focus_ring.focus, first)

    assert autoplay(app, scene, on_step=on_step) == ""
    assert starts
    assert all(focus == first for focus, first in starts.values()), starts
