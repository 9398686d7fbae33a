"""The pause menu says what leaving does to this game, and it is true: a local game is kept to
Continue, a demo or a guided game is not, and online a guest gives up the seat while a host's
leaving stops the game for everyone (the server runs in the host's app)."""

from types import SimpleNamespace

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.scenes import pause as pause_module
from table.scenes.menu import MenuScene
from table.scenes.pause import PauseScene
from table.scenes.table_scene import TableScene
from table.scenes.table_sources import OnlineSource

from .helpers import run_until


@pytest.fixture
def keeping(tmp_path, monkeypatch):
    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    app = App(Settings(speed="instant"), None, size=(1024, 600), keep=True)
    yield app
    app.pg.quit()


def _drawn(app, monkeypatch) -> dict:
    """The texts the pause menu draws, with where."""
    drawn = {}
    real = pause_module.draw_text
    monkeypatch.setattr(pause_module, "draw_text", lambda surface, text, *a, **k:
                        drawn.setdefault(text, real(surface, text, *a, **k)))
    app.top.draw(app.screen)
    return drawn


def _note(drawn) -> str:
    return " ".join(text for text in drawn if text not in ("Paused",))


def _pause(app, table):
    app.push(PauseScene(app, table))
    return app.top


def _press(app, key):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _hot_seat():
    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("Mia", "easy")]
    return Session(get_game("not-a-hat"), seats, {}, 5)


def test_a_local_game_says_it_is_kept_and_leaving_offers_it_to_continue(keeping, monkeypatch):
    app = keeping
    app.push(MenuScene(app))
    table = TableScene(app, _hot_seat())
    app.push(table)
    assert run_until(app, lambda: len(table.session.history) >= 2, limit=3000,
                     each=lambda: [table.act(s, table.channel.legal_actions(s)[0])
                                   for s in table.channel.humans_to_act() if not table.busy])
    _pause(app, table)
    drawn = _drawn(app, monkeypatch)
    assert "Your game is kept: Continue it from the main menu." in _note(drawn)
    box_text = [rect for text, rect in drawn.items() if text != "Paused"]
    assert all(app.screen.get_rect().contains(rect) for rect in box_text)  # it fits at 1024x600
    _press(app, pygame.K_q)
    _press(app, pygame.K_q)
    assert isinstance(app.top, MenuScene)
    assert app.top.buttons[0].label == "Continue That's Not a Hat"  # what it said is so


def test_a_game_with_nothing_played_yet_says_nothing_is_kept(keeping, monkeypatch):
    app = keeping
    seats = [SeatPlan("Ann"), SeatPlan("Ben")]
    table = TableScene(app, Session(get_game("not-a-hat"), seats, {"column": 2}, 5))
    app.push(table)
    _pause(app, table)
    assert "Nothing has been played yet: there is nothing to keep." in _note(_drawn(app, monkeypatch))
    _press(app, pygame.K_q)
    _press(app, pygame.K_q)
    assert not any(b.label.startswith("Continue") for b in app.top.buttons)


def test_a_demo_and_a_guided_game_say_they_are_not_kept(keeping, monkeypatch):
    from table.games import table_for

    app = keeping
    demo = TableScene(app, _hot_seat(), demo=True)
    app.push(demo)
    _pause(app, demo)
    assert "A demo is not kept." in _note(_drawn(app, monkeypatch))
    tutorial = table_for("not-a-hat").tutorial
    guided = TableScene(app, tutorial.session("not-a-hat"), tutorial=tutorial)
    app.reset_to(guided)
    _pause(app, guided)
    assert "A guided game is not kept: Learn to play starts it again." in _note(_drawn(app, monkeypatch))


@pytest.mark.parametrize("hosting, words", [
    (None, "The game does not pause for the others. If you leave, your seat is kept: Rejoin it from the main "
           "menu. Meanwhile a bot plays it if the host lets one; if not, the others wait for you."),
    (object(), "You host this game: leaving stops it for everyone at the table."),
])
def test_online_leaving_says_what_happens_to_the_others(keeping, monkeypatch, hosting, words):
    app = keeping
    table = SimpleNamespace(channel=SimpleNamespace(game_id="secret-santa"), demo=False, guide=None, session=None)
    table.source = OnlineSource(table, hosting)  # (a game a server holds; hosting: the one this app runs)
    _pause(app, table)
    note = _note(_drawn(app, monkeypatch))
    assert words in note and "Continue" not in note and "Your game is kept" not in note
