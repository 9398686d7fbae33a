"""The results: why the winners won, buttons inside the box, and a look at the final table."""

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.scenes.results import ResultsScene
from table.scenes.table_scene import TableScene

from .helpers import window


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_eight_players_fit_and_the_buttons_sit_inside_the_box(size):
    app = App(Settings(speed="instant"), None, size=size)
    try:
        session = Session(get_game("presents-of-mine"), [SeatPlan(f"Bot {i}", "easy") for i in range(8)], {}, 4)
        table = TableScene(app, session, demo=True)
        app.reset_to(table)
        session.play_bots()
        results = ResultsScene(app, table, demo=True)
        app.push(results)
        app.run_frames(1)
        screen = app.screen.get_rect()
        assert screen.contains(results.box)
        assert all(results.box.contains(b.rect) for b in results.buttons)
        rows_bottom = results.box.top + 104 * results.scale + results.row * 8
        assert rows_bottom <= min(b.rect.top for b in results.buttons)
    finally:
        pygame.quit()


def test_the_table_button_shows_the_final_table_until_a_key(app):
    session = Session(get_game("not-a-hat"), [SeatPlan(f"Bot {i}", "easy") for i in range(3)], {}, 4)
    table = TableScene(app, session, demo=True)
    app.reset_to(table)
    session.play_bots()
    results = ResultsScene(app, table, demo=True)
    app.push(results)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_t, mod=0, unicode="t"))
    assert results.looking and app.top is results
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    assert not results.looking and app.top is results  # the key only brought the results back


def test_the_moves_button_shows_the_whole_game(app):
    from table.scenes.move_log import MoveLogScene

    session = Session(get_game("not-a-hat"), [SeatPlan(f"Bot {i}", "easy") for i in range(3)], {}, 4)
    table = TableScene(app, session, demo=True)
    table.log = ["first", "second"]
    app.reset_to(table)
    results = ResultsScene(app, table, demo=True)
    app.push(results)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l"))
    assert isinstance(app.top, MoveLogScene) and app.top.lines == ["second", "first"]


def _tied_results(app, monkeypatch, names, places, size=None):
    """The results of a That's Not a Hat game that ended as ``places`` say, and the texts drawn."""
    from types import SimpleNamespace

    from engine.core.game import Result
    from table.scenes import results as results_module

    result = Result(tuple(places), tuple(places), True, "penalties")
    channel = SimpleNamespace(names=list(names), game_id="not-a-hat", result=lambda: result,
                              view=lambda seat: SimpleNamespace(games_total=1))
    table = SimpleNamespace(channel=channel, source=SimpleNamespace(rematch=True), log=[])
    if size:
        window(app, size)
    scene = ResultsScene(app, table, demo=True)
    app.push(scene)
    drawn = []
    real = results_module.draw_text
    monkeypatch.setattr(results_module, "draw_text",
                        lambda surface, text, *a, **k: drawn.append((text, real(surface, text, *a, **k)))
                        or drawn[-1][1])
    scene.draw(app.screen)
    return scene, dict(drawn)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_shared_victory_names_its_winners_in_a_sentence_above_the_places(app, monkeypatch, size):
    names = ["You", "Granny Jo", "Mia", "Leo"]
    scene, drawn = _tied_results(app, monkeypatch, names, [1, 1, 1, 4], size)
    assert "Tied: You, Granny Jo and Mia" in drawn
    assert not any(" & " in text for text in drawn)
    why = drawn["tied on the fewest penalties"]  # the reason on a line of its own, under the names
    assert drawn["Tied: You, Granny Jo and Mia"].bottom <= why.top
    assert why.bottom <= min(drawn[name].top for name in names)  # above every row of places
    assert scene.box.contains(why) and app.screen.get_rect().contains(scene.box)


def test_two_winners_read_as_a_pair(app, monkeypatch):
    _scene, drawn = _tied_results(app, monkeypatch, ["Ann", "Ben", "You"], [2, 1, 1])
    assert "Tied: Ben and You" in drawn
