"""The guided first games (table/tutorial.py and each game's tutorial.py)."""

import pygame
import pytest

from table.games import game_ids, table_for
from table.scenes.table_scene import TableScene
from table.tutorial import autoplay

WITH_TUTORIAL = [g for g in game_ids() if table_for(g).tutorial is not None]
READING_CHARS_PER_SECOND = 15  # a slow reader


def test_every_game_has_a_tutorial_whose_steps_are_catalogue_text():
    from table.i18n import _

    assert WITH_TUTORIAL == game_ids()
    for game_id in WITH_TUTORIAL:
        steps = table_for(game_id).tutorial.steps
        assert 5 <= len(steps) <= 20, game_id
        for step in steps:
            assert step.say and _(step.say) and len(step.say) <= 260, (game_id, step.say)
            assert step.expect is None or step.targets, (game_id, step.say)  # a move says what to click


def _start(app, game_id):
    tutorial = table_for(game_id).tutorial
    scene = TableScene(app, tutorial.session(game_id), tutorial=tutorial)
    app.push(scene)
    return scene, tutorial


@pytest.mark.parametrize("game_id", WITH_TUTORIAL)
def test_autoplay_follows_the_highlights_to_the_end(game_id, capsys):
    from table.cli import main

    assert main(["--tutorial", game_id, "--autoplay"]) == 0
    steps = len(table_for(game_id).tutorial.steps)
    assert f"tutorial complete: {game_id} ({steps} steps)" in capsys.readouterr().out


@pytest.mark.parametrize("game_id", WITH_TUTORIAL)
def test_a_tutorial_takes_at_most_about_five_minutes_at_normal_speed(game_id, app):
    """Table time at normal speed (frames of 1/60 s) plus a slow reader's time for every line."""
    app.settings.speed = "normal"
    scene, tutorial = _start(app, game_id)
    frames = []
    real = app.run_frames
    app.run_frames = lambda n, **kw: (frames.append(n), real(n, **kw))[1]
    assert autoplay(app, scene) == ""
    reading = sum(len(step.say) + len(step.watch) for step in tutorial.steps) / READING_CHARS_PER_SECOND
    assert sum(frames) / 60 + reading <= 5 * 60


@pytest.mark.parametrize("game_id", WITH_TUTORIAL)
def test_another_move_is_refused_kindly_and_the_step_stays(game_id, app):
    scene, tutorial = _start(app, game_id)
    guide = scene.guide
    first_move = next(i for i, step in enumerate(tutorial.steps) if step.expect is not None)
    for _ in range(first_move):  # read up to the first move
        for _ in range(60 * 60):
            if guide.buttons():
                break
            app.run_frames(1)
        guide.next()
    expected = tutorial.steps[first_move].expect
    for _ in range(60 * 60):  # until the step's move can be made (a window may ask her earlier)
        if expected in scene.channel.legal_actions(0) and not scene.held():
            break
        app.run_frames(1)
    other = next(a for a in scene.channel.legal_actions(0) if a != expected)
    moves = scene.channel.moves
    assert not scene.act(0, other)
    assert guide.index == first_move and scene.channel.moves == moves and guide.nudge
    assert scene.act(0, expected)
    assert guide.index == first_move + 1


def test_while_a_step_is_read_the_bots_wait_and_no_move_is_taken(app):
    scene, tutorial = _start(app, "not-a-hat")
    assert tutorial.steps[0].expect is None
    app.run_frames(600)
    assert scene.channel.moves == 0 and scene.guide.index == 0
    assert not scene.act(0, scene.channel.legal_actions(0)[0])  # the narrator is being read
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert scene.guide.index == 1


def test_a_tutorial_neither_replaces_the_saved_game_nor_counts(app):
    from table.persist import SaveStore, StatsStore

    app.saves, app.stats = SaveStore(), StatsStore()
    scene, _tutorial = _start(app, "not-a-hat")
    assert autoplay(app, scene) == ""
    assert not app.saves.exists()
    assert scene.channel.is_over() and not scene.results_shown
