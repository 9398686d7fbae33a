"""Settings, the autosaved game and the statistics: atomic, and never lost to a bad file."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.config import Settings, SettingsStore
from table.persist import SaveStore, StatsStore

from .helpers import wait_for_turn


def _session(game="secret-santa", seed=4, humans=0, players=4):
    seats = [SeatPlan(f"P{i}", None if i < humans else "easy") for i in range(players)]
    return Session(get_game(game), seats, {"hands": "1"} if game == "secret-santa" else {}, seed)


@pytest.mark.parametrize("content, words", [
    ("", "empty"),  # empty
    ('{"format": 1, "app": "present-com', "damaged or cut short"),  # truncated
    ("[1, 2, 3]", "holds no saved data"),  # damaged
    ('{"format": 99, "app": "present-company"}', "newer version"),  # from a newer version
])
def test_a_bad_save_is_set_aside_with_a_clear_message(tmp_path, content, words):
    store = SaveStore(tmp_path)
    store.path.write_text(content)
    assert store.load() is None
    assert words in store.problem and "set aside" in store.problem
    assert (tmp_path / "current-game.json.bad").read_text() == content
    assert not store.path.exists()


@pytest.mark.parametrize("content, words", [
    ("", "empty"),
    ('{"width": 1600, "heig', "damaged or cut short"),
    ('"just a string"', "holds no saved data"),
    ('{"format": 7, "width": 1600}', "newer version"),
])
def test_bad_settings_and_statistics_files_fall_back_to_defaults(tmp_path, content, words):
    settings = SettingsStore(tmp_path)
    settings.path.write_text(content)
    assert settings.load() == Settings() and words in settings.problem
    assert (tmp_path / "settings.json.bad").exists()
    stats = StatsStore(tmp_path)
    stats.path.write_text(content)
    assert stats.load() == {} and words in stats.problem
    assert (tmp_path / "statistics.json.bad").exists()


def test_autosave_round_trip_and_a_save_that_does_not_match_its_moves(tmp_path):
    store = SaveStore(tmp_path)
    session = _session()
    session.play_bots(limit=30)
    store.save(session)
    loaded = store.load()
    assert loaded.history == session.history and loaded.state.to_dict() == session.state.to_dict()
    path = store.path_for("secret-santa")
    data = json.loads(path.read_text())
    data["history"] = data["history"][:-1]  # tampered: the moves no longer give the stored state
    raw = json.dumps(data)
    path.write_text(raw)
    # G-2: the moves are the game: it is rebuilt from them, and the damaged bytes are kept aside
    rebuilt = store.load()
    assert rebuilt.history == session.history[:-1] and "rebuilt" in store.problem
    assert (tmp_path / "unfinished-secret-santa.json.bad").read_text() == raw


def test_statistics_count_games_wins_and_places(tmp_path):
    stats = StatsStore(tmp_path)
    for seed in (1, 2):
        session = _session(seed=seed)
        session.play_bots()
        stats.record(session)
    rows = stats.load()["secret-santa"][(4, None)]  # four at the table; Secret Santa has no variant to keep apart
    assert set(rows) == {(f"P{i}", "bot") for i in range(4)}
    assert sum(r["games"] for r in rows.values()) == 8
    assert all(r["games"] == 2 for r in rows.values())
    assert sum(r["wins"] for r in rows.values()) >= 2
    assert all(2 <= r["place_sum"] <= 8 for r in rows.values())


WRITER = """
import sys, time
from engine.session import SeatPlan, Session
from engine.games import get_game
from table.persist import SaveStore
store = SaveStore(__import__("pathlib").Path(sys.argv[1]))
seats = [SeatPlan(f"P{i}", "easy") for i in range(4)]
session = Session(get_game("not-a-hat"), seats, {"match": "1"}, 5)
while not session.state.is_over():
    session.play_bots(limit=1)
    store.save(session)
    print(len(session.history), flush=True)
"""


def test_killing_the_process_mid_autosave_loses_at_most_the_last_action(tmp_path):
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path)], stdout=subprocess.PIPE, text=True,
                            cwd=os.getcwd())
    done = 0
    started = time.monotonic()
    while done < 40 and time.monotonic() - started < 60:
        line = proc.stdout.readline()
        if not line:
            break
        done = int(line)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert done >= 40, "the writer did not get going"
    loaded = SaveStore(tmp_path).load()
    assert loaded is not None  # whole: the old file or the new one, never half of one
    assert len(loaded.history) >= done  # at most the action being saved was lost
    assert not list(tmp_path.glob("*.bad"))


def _app_keeping():
    from table.app import App

    return App(Settings(speed="instant"), None, size=(1280, 800), keep=True)


def test_the_table_autosaves_and_continue_resumes_the_same_game():
    import pygame

    from table.scenes.menu import MenuScene
    from table.scenes.table_scene import TableScene

    app = _app_keeping()
    try:
        session = _session(game="presents-of-mine", humans=1, players=5)
        scene = TableScene(app, session)
        app.push(scene)
        assert wait_for_turn(app, scene.controller)
        scene.act(0, session.state.legal_actions(0)[3])
        assert app.saves.exists()
        saved = json.loads(app.saves.path_for("presents-of-mine").read_text())
        assert saved["history"][-1][0] == 0
        app.reset_to(MenuScene(app))
        app.run_frames(1)
        labels = [b.label for b in app.top.buttons]
        assert labels[0] == "Continue Presents of Mine"
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
        app.run_frames(1)
        resumed = app.top
        assert isinstance(resumed, TableScene) and resumed.session.history == session.history
    finally:
        app.pg.quit()


def test_undo_in_a_solo_game_takes_back_a_misclick():
    import pygame

    from table.scenes.table_scene import TableScene

    app = _app_keeping()
    try:
        session = _session(game="presents-of-mine", humans=1, players=5)
        scene = TableScene(app, session)
        app.push(scene)
        assert wait_for_turn(app, scene.controller)
        assert scene.act(0, session.state.legal_actions(0)[3])
        assert scene.can_offer_undo() and scene.clock < scene.undo_until
        app.run_frames(1)
        assert len(scene.session.history) == 1  # the bots wait while the move can be taken back
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode=""))
        app.run_frames(1)
        assert isinstance(app.top, TableScene) and app.top is not scene
        assert app.top.session.history == []
        assert json.loads(app.saves.path_for("presents-of-mine").read_text())["history"] == []
    finally:
        app.pg.quit()
