"""Headless table tests (SDL dummy drivers, set in tests/conftest.py)."""

import json
import subprocess
import sys

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.anim import Animated, Tween
from table.scenes.menu import MenuScene
from table.scenes.results import ResultsScene
from table.scenes.rules import RulesScene
from table.scenes.setup import SetupScene
from table.scenes.table_scene import TableScene
from tests.registry import crowded, seated, table_games

from .helpers import draw_writes_nothing


def _key(key, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))


def _click(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def _hat_session(seats, seed=4, **settings):
    return Session(get_game("not-a-hat"), seats, {"first": 0, **settings}, seed)


def _run_until(app, condition, limit=20000):
    for _ in range(limit):
        if condition():
            return True
        app.run_frames(1)
    return condition()


def test_tweens_reach_their_end_without_a_display():
    tween = Tween(0, 10, 0.5)
    for _ in range(10):
        tween.update(0.06)
    assert tween.done and tween.value == 10
    thing = Animated()
    thing.x = 0.0
    thing.animate(0.2, x=5.0)
    thing.update(0.1)
    assert 0 < thing.x < 5 and thing.moving
    thing.update(0.2)
    assert thing.x == 5.0 and not thing.moving


def test_scene_stack_push_pop_and_keys(app):
    app.push(MenuScene(app))
    _key(pygame.K_h)
    app.run_frames(1)
    assert isinstance(app.top, RulesScene)
    _key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert isinstance(app.top, MenuScene)
    _key(pygame.K_n)
    app.run_frames(1)
    assert isinstance(app.top, SetupScene)
    app.pop()
    app.pop()
    assert not app.running


def test_setup_deals_a_game_with_the_chosen_seats(app):
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    setup._change_players(-10)  # down to the minimum: two players force the two-card column
    assert setup.players == 2 and setup.values["column"] == 2
    _key(pygame.K_RETURN)
    app.run_frames(1)
    assert isinstance(app.top, TableScene)
    session = app.top.session
    assert [p.is_bot for p in session.seats] == [False, True]
    assert session.settings["column"] == 2


def test_clicking_accept_produces_the_accept_action(app):
    # 2 players: the bot in seat 0 starts, and every gift goes to the human in seat 1
    session = _hat_session([SeatPlan("Bot", "hard"), SeatPlan("Ana")], column=2)
    scene = TableScene(app, session)
    app.push(scene)
    assert _run_until(app, lambda: scene.controller.human_turn() == 1 and session.state.phase == "respond")
    app.run_frames(1)
    button = scene.controller.accept_button
    assert button in scene.controller.buttons
    before = len(session.history)
    _click(button.rect.center)
    app.run_frames(1)
    assert session.history[before:] == [(1, "accept")]


def test_the_gift_picker_is_never_preselected_and_a_click_then_give_acts(app):
    # ruling NH-7: no default choice that could equal the truth
    session = _hat_session([SeatPlan("Ana"), SeatPlan("Bot1", "easy"), SeatPlan("Bot2", "easy")])
    scene = TableScene(app, session)
    app.push(scene)
    assert _run_until(app, lambda: scene.controller.human_turn() == 0)
    app.run_frames(1)
    ctl = scene.controller
    assert ctl.pick is None and not ctl.give_button.enabled
    _key(pygame.K_RETURN)  # Enter with nothing chosen gives nothing
    app.run_frames(1)
    assert session.history == []
    rect, index = ctl.cells[5]
    _click(rect.center)
    app.run_frames(1)
    assert ctl.pick == index and ctl.give_button.enabled
    _click(ctl.give_button.rect.center)
    app.run_frames(1)
    assert session.history == [(0, ["give", _gift_name(session, index)])]


def _gift_name(session, index):
    from engine.games.not_a_hat.cards import GIFTS

    return GIFTS[session.state.deck[index]].name


def test_demo_plays_a_whole_game_to_the_results(app):
    seats = [SeatPlan(f"b{i}", lvl) for i, lvl in enumerate(["hard", "easy", "medium", "easy", "hard"])]
    session = _hat_session(seats, seed=3)
    scene = TableScene(app, session, demo=True)
    app.push(scene)
    assert _run_until(app, lambda: isinstance(app.top, ResultsScene), limit=60000)
    assert session.state.is_over()
    # the table's own picture of the cards agrees with the engine at the end
    view = session.state.view(None)
    assert scene.controller.penalties == [[c.card for c in p] for p in view.penalties]


def test_drawing_the_hat_table_changes_nothing(app):
    session = _hat_session([SeatPlan("Ana"), SeatPlan("Bot1", "easy"), SeatPlan("Bot2", "easy")])
    scene = TableScene(app, session)
    app.push(scene)
    assert _run_until(app, lambda: scene.controller.human_turn() == 0)
    ctl = scene.controller
    _key(pygame.K_RIGHT)  # the picker is up with a gift chosen
    app.run_frames(2)
    assert ctl.pick == 0 and ctl.cells
    assert draw_writes_nothing(app, ctl)  # the controller, every sprite and card in it included


def test_the_picker_fades_gifts_seen_face_up_and_gifts_with_another_back():
    from engine.games.not_a_hat.cards import GIFTS

    session = _hat_session([SeatPlan("Ana"), SeatPlan("Bot1", "easy"), SeatPlan("Bot2", "easy")])
    view = session.state.view(None)
    card = view.in_hand  # drawn from the shop, seen by all: its own gift stays possible
    out = view.ruled_out(card)
    assert card.gift is not None and card.gift not in out and view.columns[2][0].gift in out
    assert all(g in out for g in view.deck if (GIFTS[g].colour, GIFTS[g].arrow) != (card.colour, card.arrow))


def test_hat_verdicts_read_well_for_a_player_called_you(app):
    from engine.games.not_a_hat.moves import Refused

    session = _hat_session([SeatPlan("You"), SeatPlan("Bot1", "easy"), SeatPlan("Bot2", "easy")])
    scene = TableScene(app, session)
    app.push(scene)
    app.run_frames(5)
    ctl = scene.controller
    card = session.state.view(None).columns[0][0]
    for gift, line in ((card.gift, "Refused wrongly. Penalty card: You"),
                       ((card.gift + 1) % 48, "Named wrongly. Penalty card: You")):
        event = Refused(seat=0, giver=1, card=card.card, gift=card.gift, claim=gift, loser=0, penalties=1)
        for step in ctl.steps_for(event)[:2]:
            step()
        assert ctl.banner[1] == line


def test_resizing_keeps_cards_inside_the_window(app):
    session = _hat_session([SeatPlan(f"b{i}", "easy") for i in range(8)], seed=6)
    scene = TableScene(app, session, demo=True)
    app.push(scene)
    app.run_frames(400)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600)))
    app.run_frames(60)
    w, h = app.screen.get_size()
    for sprite in scene.controller.sprites.values():
        assert 0 <= sprite.x <= w and 0 <= sprite.y <= h


def test_demo_command_writes_a_screenshot_and_profile(tmp_path):
    out = tmp_path / "out.png"
    run = subprocess.run([sys.executable, "-m", "table", "--demo", "not-a-hat", "--players", "5", "--seed", "3",
                          "--frames", "90", "--screenshot", str(out), "--profile", "--size", "960x600"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert pygame.image.load(str(out)).get_size() == (960, 600)
    profile = json.loads(run.stdout.strip().splitlines()[-1])
    assert profile["frames"] == 90 and profile["frame_ms_p99"] >= profile["frame_ms_median"] > 0


def test_bad_command_lines_get_a_clear_message():
    for args in (["--frames", "10"], ["--demo", "not-a-hat", "--size", "huge"],
                 ["--demo", "nope", "--frames", "1"], ["--demo", "not-a-hat", "--players", "12", "--frames", "1"]):
        run = subprocess.run([sys.executable, "-m", "table", *args], capture_output=True, text=True)
        assert run.returncode == 2, (args, run.stderr)
        assert "Traceback" not in run.stderr and run.stderr.startswith("present-company:"), run.stderr


def test_damaged_settings_file_is_kept_aside_and_defaults_used(tmp_path):
    from table.config import Settings, SettingsStore

    store = SettingsStore(tmp_path)
    store.path.write_text("{ this is not json")
    settings = store.load()
    assert settings == Settings()
    assert "could not be read" in store.problem
    assert (tmp_path / "settings.json.bad").read_text() == "{ this is not json"
    store.save(Settings(volume=0.3))
    assert SettingsStore(tmp_path).load().volume == 0.3


def test_rules_screen_credits_the_designer_and_publisher():
    from table.games import table_for

    credits = table_for("not-a-hat").rules["credits"]
    assert "Kasper Lapp" in credits and "Ravensburger" in credits


@pytest.mark.parametrize("game_id, players", seated(table_games(), crowded))
def test_demo_of_each_game_plays_to_the_results(app, game_id, players):
    session = Session(get_game(game_id), [SeatPlan(f"b{i}", "medium") for i in range(players)], {}, 2)
    app.push(TableScene(app, session, demo=True))
    assert _run_until(app, lambda: isinstance(app.top, ResultsScene), limit=40000)


@pytest.mark.parametrize("game_id, players", seated(table_games(), crowded))
def test_demo_command_runs_each_game(tmp_path, game_id, players):
    shot = tmp_path / f"{game_id}.png"
    out = subprocess.run([sys.executable, "-m", "table", "--demo", game_id, "--players", str(players), "--seed", "2",
                          "--frames", "400", "--screenshot", str(shot), "--speed", "fast"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000
