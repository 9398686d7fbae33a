"""Secret Santa's guided first game: its words say what the table offers, and the keyboard
ring starts on what each step points at (rulings SS-4, SS-5)."""

import pygame

from engine.games.secret_santa.moves import PASS, Play, PlaySanta
from table.games import table_for
from table.scenes.table_scene import TableScene
from table.tutorial import autoplay

from .helpers import key


def _tutorial(app):
    tutorial = table_for("secret-santa").tutorial
    scene = TableScene(app, tutorial.session("secret-santa"), tutorial=tutorial)
    app.push(scene)
    return scene, tutorial


def test_a_pass_step_never_says_the_cards_on_top_are_too_high_when_the_hand_could_beat_them(app):
    # step 4 said Ana's two 10s were "too high for you" while the table offered 11 with Elves
    scene, tutorial = _tutorial(app)
    ctl = scene.controller
    checked = []

    def on_step(index):
        step = tutorial.steps[index]
        if step.expect != PASS:
            return
        for _ in range(600):  # her turn, as the step is read
            if ctl.human_turn() == 0:
                break
            app.run_frames(1)
        plays = [a for a in scene.channel.legal_actions(0) if type(a) in (Play, PlaySanta)]
        if plays:  # the table offers a play
            assert "too high" not in step.say, (index, step.say, plays)
        checked.append(index)

    assert autoplay(app, scene, on_step=on_step) == ""
    assert 3 in checked


def test_the_tutorial_s_ring_starts_on_what_each_step_points_at(app):
    # step 4 pointed at Pass while the ring (Tab, then Enter) sat on the pile of 1s
    scene, tutorial = _tutorial(app)
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
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
        key(pygame.K_TAB)  # the mouse hid the ring; the first Tab shows it where it is
        app.run_frames(1)
        assert ctl.focus_ring.visible
        first = next(k for k in step.targets if k in [t.key for t in ctl.focus_ring.targets])
        starts[index] = (ctl.focus_ring.focus, first)

    assert autoplay(app, scene, on_step=on_step) == ""
    assert 3 in starts
    assert all(focus == first for focus, first in starts.values()), starts


def test_the_hand_s_gold_frame_starts_on_the_pile_the_step_points_at(app):
    # step 3 pointed at the 4s while the hand's own cursor (the gold frame the arrows and Space
    # move) sat on the 1s: Space raised a partridge, and the picture showed two choices
    scene, tutorial = _tutorial(app)
    ctl = scene.controller
    checked = {}

    def on_step(index):
        step = tutorial.steps[index]
        piles = [k for k in step.targets if isinstance(k, tuple) and k[0] == "pile"]
        if step.expect is None or not piles:
            return
        for _ in range(600):  # until the ring holds the step's pile
            if piles[0] in [t.key for t in ctl.focus_ring.targets]:
                break
            app.run_frames(1)
        hand = ctl.view().hand
        checked[index] = (hand[ctl.cursor], piles[0][1])

    assert autoplay(app, scene, on_step=on_step) == ""
    assert 2 in checked
    assert all(at == kind for at, kind in checked.values()), checked
