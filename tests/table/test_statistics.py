"""Statistics list every player of every game: one game at a time, scrolled when long."""

import json

import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.persist import StatsStore
from table.scenes import statistics
from table.scenes.statistics import StatisticsScene

NAMES = [f"Player {i}" for i in range(20)]
EARLIER = "Games counted before table sizes were kept"


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
    assert EARLIER in seen  # a file of format 1 kept no table sizes: its rows are under their own heading
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
    assert "Gran" not in seen and "Player 2" in seen and EARLIER in seen
    pygame.quit()


# -- what is counted together (tables by size, variants apart, people apart from bots) ------------

def _finished(game_id, seats, settings, seed=3):
    session = Session(get_game(game_id), [SeatPlan(name, bot) for name, bot in seats], settings, seed)
    session.play_bots()
    return session


def _sog(players, variant, seed=3):
    names = ["Mia", "Leo", "Ann", "Bea", "Cal", "Dot"][:players]
    return _finished("spirit-of-giving", [(n, "easy") for n in names], {"variant": variant}, seed)


def test_tables_are_counted_by_their_size_and_variants_and_sizes_are_kept_apart(tmp_path):
    stats = StatsStore(tmp_path)
    for session in (_sog(4, "base"), _sog(4, "merry-little-christmas"), _sog(3, "merry-little-christmas"),
                    _sog(4, "base", seed=4)):
        stats.record(session)
    groups = stats.load()["spirit-of-giving"]
    assert set(groups) == {(4, "base"), (4, "merry-little-christmas"), (3, "merry-little-christmas")}
    assert groups[(4, "base")][("Mia", "bot")]["games"] == 2
    assert groups[(4, "merry-little-christmas")][("Mia", "bot")]["games"] == 1
    assert groups[(3, "merry-little-christmas")][("Mia", "bot")]["games"] == 1
    for (players, _variant), rows in groups.items():  # a place is never past the table's size
        assert all(row["place_sum"] <= row["games"] * players for row in rows.values())


def test_a_person_and_a_bot_with_the_same_name_are_never_merged(tmp_path):
    stats = StatsStore(tmp_path)
    stats.record(_finished("not-a-hat", [("Mia", None), ("Leo", "easy"), ("Ann", "easy")], {}))
    stats.record(_finished("not-a-hat", [("Sam", None), ("Mia", "easy"), ("Ann", "easy")], {}))
    rows = stats.load()["not-a-hat"][(3, None)]
    assert rows[("Mia", "person")]["games"] == 1 and rows[("Mia", "bot")]["games"] == 1


def test_the_screen_heads_each_table_by_its_size_and_variant_and_names_bots(tmp_path, monkeypatch):
    stats = StatsStore(tmp_path)
    stats.record(_sog(3, "merry-little-christmas"))
    stats.record(_sog(6, "base"))
    stats.record(_sog(6, "base", seed=5))
    for seed in (1, 2, 3):
        stats.record(_finished("not-a-hat", [("Mia", None), ("Mia2", "easy"), ("Ann", "easy")], {}, seed))
    stats.record(_finished("not-a-hat", [("Mia", "easy"), ("Leo", None), ("Ann", None), ("Bo", None)], {}))
    app = App(Settings(speed="instant"), None, size=(1920, 1080))
    app.stats = stats
    scene = StatisticsScene(app)
    app.push(scene)
    seen = _drawn(app, monkeypatch)
    # That's Not a Hat: six people played at a table of three (3 games) and four at a table of four (1 game)
    assert "3 players at the table · 3 games" in seen and "4 players at the table · 1 game" in seen
    assert "Mia" in seen and "Mia (bot)" in seen
    lines = [text for text, _row in scene.rows()]
    assert lines.index("3 players at the table · 3 games") < lines.index("4 players at the table · 1 game")
    _key(app, pygame.K_RIGHT)
    assert scene.games[scene.tab] == "spirit-of-giving"
    lines = [text for text, _row in scene.rows()]
    base = "Base game (4-6) · 6 players at the table · 2 games"
    merry = "Merry Little Christmas (3-4) · 3 players at the table · 1 game"
    assert lines.index(base) < lines.index(merry)  # the base game first, as Setup lists the variants
    pygame.quit()


def test_statistics_of_an_earlier_version_load_and_are_kept_apart_from_new_games(tmp_path, monkeypatch):
    stats = StatsStore(tmp_path)
    stats.path.write_text(json.dumps({"format": 1, "games": {"not-a-hat": {"Mia": {"games": 4, "wins": 2,
                                                                                   "place_sum": 7}}}}))
    assert stats.load() == {"not-a-hat": {(None, None): {("Mia", "earlier"): {"games": 4, "wins": 2,
                                                                               "place_sum": 7}}}}
    assert not stats.problem
    stats.record(_finished("not-a-hat", [("Mia", None), ("Leo", "easy"), ("Ann", "easy")], {}))
    after = stats.load()["not-a-hat"]
    assert after[(None, None)][("Mia", "earlier")]["games"] == 4  # nothing of the earlier file is lost
    assert after[(3, None)][("Mia", "person")]["games"] == 1
    assert json.loads(stats.path.read_text())["format"] == 2


def test_an_online_game_counts_with_its_table_size_variant_and_bots(tmp_path):
    from engine.core.channel import SeatChannel

    stats = StatsStore(tmp_path)
    session = _finished("spirit-of-giving", [("Mia", None), ("Mia", "easy"), ("Leo", None), ("Ann", "easy")],
                        {"variant": "merry-little-christmas"})
    stats.record_channel(SeatChannel(session))  # what a remote channel offers: game_id, seats, settings, result
    rows = stats.load()["spirit-of-giving"][(4, "merry-little-christmas")]
    assert rows[("Mia", "person")]["games"] == 1 and rows[("Mia", "bot")]["games"] == 1
