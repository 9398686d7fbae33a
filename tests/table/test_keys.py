"""The keyboard on the menu-like screens: a button marked with a key answers that key wherever the
gold ring is (New game's Deal was marked Enter, but Enter pressed whatever held the ring: with
the ring on "+" it added a player); the ring stays where it is after a press; quitting asks;
and every setting steps backwards as well as forwards."""

from __future__ import annotations

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.games import game_ids
from table.scenes.learn import LearnScene
from table.scenes.menu import MenuScene
from table.scenes.move_log import MoveLogScene
from table.scenes.online import JoinScene, LobbyScene
from table.scenes.pause import PauseScene
from table.scenes.privacy import STILL_SECONDS, PrivacyScene
from table.scenes.results import ResultsScene
from table.scenes.rules import RulesScene
from table.scenes.score_sheet import ScoreSheetScene
from table.scenes.settings import SettingsScene
from table.scenes.setup import SetupScene
from table.scenes.statistics import StatisticsScene
from table.scenes.table_scene import TableScene

from .tour import HostingStub, LobbyStub


def _press(app, key, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def _click(app, pos, button=1):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))


def _key_of(hint: str) -> int:
    """The key a button's small print names."""
    named = {"Enter": pygame.K_RETURN, "Esc": pygame.K_ESCAPE}
    if hint in named:
        return named[hint]
    if hint.startswith("F") and hint[1:].isdigit():
        return getattr(pygame, f"K_{hint}")
    assert len(hint) == 1 and hint.isalnum(), f"a key this test does not know: {hint!r}"
    return getattr(pygame, f"K_{hint.lower()}")


def _finished_table(app) -> TableScene:
    session = Session(get_game("secret-santa"), [SeatPlan(f"Bot {i}", "easy") for i in range(4)], {"hands": "1"}, 4)
    table = TableScene(app, session, demo=True)
    app.reset_to(table)
    session.play_bots()
    return table


def _quit_question(app):
    from table.scenes.confirm import ConfirmScene

    return ConfirmScene(app, "Quit?", "Quit", "Stay", lambda: None, yes_key=pygame.K_q, yes_hint="Q")


def _screens(app):
    """Every menu-like screen, made afresh: (name, scene)."""
    yield "menu", lambda: MenuScene(app)
    for game_id in game_ids():
        yield f"new game {game_id}", lambda g=game_id: SetupScene(app, g)
    yield "host a game", lambda: SetupScene(app, "presents-of-mine", online=True)
    yield "settings", lambda: SettingsScene(app)
    yield "learn to play", lambda: LearnScene(app)
    yield "statistics", lambda: StatisticsScene(app)
    yield "how to play", lambda: RulesScene(app)
    yield "play online", lambda: JoinScene(app)
    yield "lobby (host)", lambda: LobbyScene(app, LobbyStub(True), HostingStub(), "192.168.1.20:8765")
    yield "lobby (guest)", lambda: LobbyScene(app, LobbyStub(False), None, "")
    yield "quit?", lambda: _quit_question(app)
    yield "moves", lambda: MoveLogScene(app, ["one", "two"])
    yield "score sheet", lambda: ScoreSheetScene(app, ["A", "B", "C"], [(1, 2, 3)], 3, (0, 1, 2), auto=False)

    def privacy():
        scene = PrivacyScene(app, "Grandma", "It's your turn.", lambda: None)
        scene.update(STILL_SECONDS)  # her hands have rested: the button is awake
        return scene

    yield "privacy", privacy
    yield "pause", lambda: PauseScene(app, _finished_table(app))
    yield "results", lambda: ResultsScene(app, _finished_table(app), demo=True)


@pytest.mark.parametrize("which", [name for name, _make in _screens(None)])
def test_a_button_marked_with_a_key_answers_it_wherever_the_ring_is(app, which):
    make = dict(_screens(app))[which]
    scene = make()
    if isinstance(scene, (PauseScene, ResultsScene)):
        app.push(scene)  # over its table
    else:
        app.reset_to(MenuScene(app))
        app.push(scene)
    app.run_frames(1)
    pressed = []
    for button in scene.buttons:  # each press is recorded, not carried out
        button.on_click = lambda b=button: pressed.append(b)
        if hasattr(button, "on_back"):
            button.on_back = lambda b=button: pressed.append(("back", b))
    marked = [b for b in scene.buttons if b.hint]
    assert marked, which
    for button in marked:
        for ring in [None, *range(len(scene.buttons))]:
            scene.focus = ring
            pressed.clear()
            _press(app, _key_of(button.hint))
            assert app.top is scene, (which, button.label, ring)
            expected = [button] if button.enabled else []  # a key of a button asleep chooses nothing else
            assert pressed == expected, (which, button.label, "ring on", ring and scene.buttons[ring].label)


def _setup(app, game_id="not-a-hat"):
    app.reset_to(MenuScene(app))
    setup = SetupScene(app, game_id)
    app.push(setup)
    app.run_frames(1)
    return setup


def test_enter_deals_with_the_ring_on_plus_and_space_adds_a_player_with_the_ring_staying(app):
    setup = _setup(app)
    players = setup.players
    _press(app, pygame.K_TAB)  # the ring shows, on the first thing: "-"
    _press(app, pygame.K_TAB)
    assert setup.buttons[setup.focus] is setup.plus
    _press(app, pygame.K_SPACE)  # Space presses what holds the ring
    app.run_frames(1)
    assert setup.players == players + 1
    assert setup.buttons[setup.focus] is setup.plus and setup.plus.focused  # still shown, still there
    _press(app, pygame.K_RETURN)  # Enter is Deal's, wherever the ring is
    assert isinstance(app.top, TableScene)


def test_quitting_from_the_keyboard_asks_first(app):
    """Up from the top of the menu goes round to Quit (as menus do); a stray Enter there, or Esc,
    only asks, with the ring on Stay, so one more stray Enter keeps the app open."""
    from table.scenes.confirm import ConfirmScene

    app.reset_to(MenuScene(app))
    app.run_frames(1)
    _press(app, pygame.K_UP)
    assert app.top.buttons[app.top.focus].label == "Quit"
    _press(app, pygame.K_RETURN)
    assert app.running and isinstance(app.top, ConfirmScene)
    _press(app, pygame.K_RETURN)  # the ring is on Stay
    assert app.running and isinstance(app.top, MenuScene)
    _press(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.top, ConfirmScene)
    _press(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.top, MenuScene)
    _press(app, pygame.K_q)
    _press(app, pygame.K_q)  # Q twice: meant
    assert not app.running


def test_setup_choices_step_back_by_right_click_left_arrow_and_left_key(app):
    setup = _setup(app, "secret-santa")
    key = next(iter(setup.setting_buttons))
    setting, button = setup.game.setting(key), setup.setting_buttons[key]
    choices = setting.choices
    first = setup.values[key]
    before = choices[(choices.index(first) - 1) % len(choices)]
    _click(app, button.rect.center, button=3)  # right-click: back
    assert setup.values[key] == before
    _click(app, button.rect.center)  # a click: on
    assert setup.values[key] == first
    _click(app, (button.rect.left + 4, button.rect.centery))  # the "<" end: back
    assert setup.values[key] == before
    setup.focus = setup.buttons.index(button)
    _press(app, pygame.K_RIGHT)  # with the ring on it, Right and Left step it
    assert setup.values[key] == first and setup.focus == setup.buttons.index(button)
    _press(app, pygame.K_LEFT)
    assert setup.values[key] == before
    level = setup.seat_buttons[1][1]
    assert setup.bots[1] == "medium"
    _click(app, level.rect.center, button=3)
    assert setup.bots[1] == "easy" and level.label == "easy"
    kind = setup.seat_buttons[1][0]
    _click(app, kind.rect.center, button=3)
    assert setup.bots[1] is None


def test_hosting_a_seat_steps_back_from_bot_to_here_to_online(app):
    setup = SetupScene(app, "not-a-hat", online=True)
    app.push(setup)
    app.run_frames(1)
    assert setup.bots[1] == "medium"
    setup._toggle_kind(1, -1)  # (issue 36: a phone's seat comes between Here and Bot)
    assert setup.bots[1] is None and 1 in setup.phones and setup.seat_buttons[1][0].label == "Phone"
    setup._toggle_kind(1, -1)
    assert setup.bots[1] is None and 1 in setup.here and 1 not in setup.phones
    setup._toggle_kind(1, -1)
    assert setup.bots[1] is None and 1 not in setup.here and setup.seat_buttons[1][0].label == "Online"
    setup._toggle_kind(1, -1)
    assert setup.bots[1] == "medium"


def test_settings_step_back_as_well(app):
    settings = SettingsScene(app)
    app.push(settings)
    app.run_frames(1)
    volume = next(b for b in settings.buttons if b.label.endswith("%"))
    app.settings.volume = 0.7
    _click(app, volume.rect.center, button=3)
    assert app.settings.volume == pytest.approx(0.6) and volume.label == "60%"
    settings.focus = settings.buttons.index(volume)
    _press(app, pygame.K_RIGHT)
    _press(app, pygame.K_RIGHT)
    assert app.settings.volume == pytest.approx(0.8)
    app.settings.volume = 0.0
    _press(app, pygame.K_LEFT)  # round the end
    assert app.settings.volume == pytest.approx(1.0)
    pace = settings.buttons[2]
    app.settings.speed = "normal"
    _click(app, pace.rect.center, button=3)
    assert app.settings.speed == "slow"
