"""Statistics list every player of every game: one game at a time, scrolled when long."""

import json

import pygame

from table.app import App
from table.config import Settings
from table.persist import StatsStore
from table.scenes import statistics
from table.scenes.statistics import StatisticsScene

NAMES = [f"Player {i}" for i in range(20)]


def _app_with_stats(tmp_path, size=(1024, 600)):
    rows = {name: {"games": 2, "wins": i % 3, "place_sum": 3 + i} for i, name in enumerate(NAMES)}
    stats = StatsStore(tmp_path)
    stats.path.write_text(json.dumps({"format": 1, "games": {"presents-of-mine": rows,
                                                             "not-a-hat": {"Gran": {"games": 1, "wins": 1,
                                                                                    "place_sum": 1}}}}))
    app = App(Settings(speed="instant"), None, size=size)
    app.stats = stats
    return app


def _drawn(app, monkeypatch) -> set[str]:
    texts = set()
    real = statistics.draw_text
    monkeypatch.setattr(statistics, "draw_text", lambda surface, text, *a, **k: (texts.add(text),
                                                                                 real(surface, text, *a, **k))[1])
    app.draw()
    return texts


def _key(app, k):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_every_player_can_be_seen_by_scrolling_in_a_small_window(tmp_path, monkeypatch):
    app = _app_with_stats(tmp_path)
    scene = StatisticsScene(app)
    app.push(scene)
    _key(app, pygame.K_RIGHT)  # not-a-hat comes first in the registry: go to Presents of Mine
    assert scene.games[scene.tab] == "presents-of-mine"
    seen = _drawn(app, monkeypatch)
    assert "20 players" in seen
    assert not set(NAMES) <= seen  # 1024x600 cannot hold twenty rows at once: it scrolls
    for _ in range(20):
        _key(app, pygame.K_DOWN)
        seen |= _drawn(app, monkeypatch)
    assert set(NAMES) <= seen
    pygame.quit()


def test_each_game_has_its_own_tab(tmp_path, monkeypatch):
    app = _app_with_stats(tmp_path, size=(1920, 1080))
    scene = StatisticsScene(app)
    app.push(scene)
    assert scene.games == ["not-a-hat", "presents-of-mine"]
    assert "Gran" in _drawn(app, monkeypatch)
    _key(app, pygame.K_RIGHT)
    seen = _drawn(app, monkeypatch)
    assert "Gran" not in seen and "Player 2" in seen and "20 players" in seen
    pygame.quit()
