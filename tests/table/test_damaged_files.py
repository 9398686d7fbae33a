"""Whatever is in the settings, the autosave or the statistics file, the app starts, says what
was wrong in one message, keeps the original bytes aside (numbered, never overwritten) and
carries on with what it can use."""

import json

import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.config import CHECKS, Settings, SettingsStore
from table.persist import SaveStore, StatsStore

DEEP = b"[" * 100_000 + b"]" * 100_000

# Each class of damage, as the bytes of a whole file.
DAMAGE = {
    "empty": b"",
    "blank": b"  \n\t ",
    "truncated": b'{"format": 1, "width": 16',
    "random bytes": bytes(range(256)) * 3,
    "invalid utf-8": b'{"format": 1, "last_name": "\xff\xfe"}',
    "NaN": b'{"format": 1, "volume": NaN}',
    "Infinity": b'{"format": 1, "height": Infinity}',
    "1e999": b'{"format":1,"height":1e999}',
    "huge integer": b'{"format": 1, "width": ' + b"9" * 400 + b"}",
    "deep nesting": b'{"format": 1, "width": ' + DEEP + b"}",
    "a list": b"[1, 2, 3]",
    "a string": b'"settings"',
    "null": b"null",
    "format as text": b'{"format": "1"}',
    "newer format": b'{"format": 99, "width": 1600}',
}

# Fields of the wrong type or out of range, one file each.
WRONG_FIELDS = {
    "width": [10**12, 7681, -5, "1280", 1280.5, None, True],
    "height": [0, [800], {"h": 1}],
    "fullscreen": ["yes", 1, None],
    "speed": ["warp", 3, None, ["fast"]],
    "volume": [2.5, -0.1, "loud", True],
    "muted": ["no", 0],
    "last_players": ["4", 1, 99, 4.0],
    "last_name": [["You"], 7, "", "x" * 500, "tab\there"],
    "last_game": [3, ["secret-santa"], "x" * 300],
    "undo_wait": [4, "3", -2, True],
    "hints": ["sometimes", 1, None, [], {"solo": 1}],
    "last_setups": [[], "secret-santa", {str(i): {} for i in range(50)}],
    "last_address": [None, 5, ["example.org"], "x" * 500, "host\nname"],
    "language": [7, "klingon", None],
    "window_wait": [5, "-1", None, True, 2.6],
    "night_waits": ["no", 1, None],
    "four_colour": ["yes", 0, []],
    "size_percent": [130, "150", 150.0, True, None, 0],
}


def test_every_settings_field_is_tried_wrong_and_has_words_for_the_player():
    # a new setting is checked by being added here (and to FIELD_WORDS, for the message)
    from dataclasses import fields

    from table.config import FIELD_WORDS

    names = {f.name for f in fields(Settings)}
    assert set(WRONG_FIELDS) == names and set(FIELD_WORDS) == names


def _kept(directory, name: str, original: bytes) -> bool:
    """Is ``original`` kept byte for byte in one of the numbered .bad files?"""
    return any(p.read_bytes() == original for p in directory.glob(name + ".bad*"))


def _valid(settings: Settings) -> bool:
    return all(CHECKS[key](getattr(settings, key)) for key in CHECKS)


@pytest.mark.parametrize("damage", DAMAGE)
def test_every_class_of_damaged_settings_file_gives_defaults_a_message_and_a_kept_copy(tmp_path, damage):
    store = SettingsStore(tmp_path)
    store.path.write_bytes(DAMAGE[damage])
    assert store.load() == Settings()
    assert "set aside" in store.problem and "Default settings" in store.problem
    assert _kept(tmp_path, "settings.json", DAMAGE[damage])


@pytest.mark.parametrize("field, value", [(f, v) for f, values in WRONG_FIELDS.items() for v in values])
def test_a_settings_field_of_the_wrong_type_or_range_falls_back_and_keeps_the_others(tmp_path, field, value):
    store = SettingsStore(tmp_path)
    data = {"format": 1, "speed": "fast", "muted": True, field: value}
    raw = json.dumps(data).encode()
    store.path.write_bytes(raw)
    settings = store.load()
    assert _valid(settings)
    assert getattr(settings, field) == getattr(Settings(), field)
    if field not in ("speed", "muted"):
        assert settings.speed == "fast" and settings.muted is True  # the good fields stay
    from table.config import FIELD_WORDS

    assert FIELD_WORDS[field] in store.problem  # in the player's words, not the file's ("undo_wait")
    assert "_" not in field or field not in store.problem and field.replace("_", " ") not in store.problem
    assert _kept(tmp_path, "settings.json", raw)


@pytest.mark.parametrize("lang, words", [
    ("en", ["the wait to take back a move", "each game's last players and variants"]),
    ("fr", ["le délai pour reprendre un coup", "les derniers joueurs et variantes de chaque jeu"]),
    ("de", ["die Wartezeit zum Zurücknehmen eines Zugs", "die letzten Spieler und Varianten jedes Spiels"]),
])
def test_wrong_settings_values_are_named_in_the_players_words_and_language(tmp_path, lang, words):
    from table.i18n import set_language

    store = SettingsStore(tmp_path)
    store.path.write_text(json.dumps({"format": 1, "undo_wait": "3", "last_setups": []}))
    set_language(lang)
    try:
        store.load()
    finally:
        set_language("en")
    assert all(w in store.problem for w in words)
    assert not any(jargon in store.problem for jargon in ("undo wait", "undo_wait", "last setups", "last_setups"))


def test_earlier_bad_copies_are_never_overwritten(tmp_path):
    store = SettingsStore(tmp_path)
    for n in range(3):
        store.path.write_bytes(b"broken %d" % n)
        store.load()
    kept = sorted(p.name for p in tmp_path.glob("settings.json.bad*"))
    assert kept == ["settings.json.bad", "settings.json.bad2", "settings.json.bad3"]
    assert {p.read_bytes() for p in tmp_path.glob("settings.json.bad*")} == {b"broken 0", b"broken 1", b"broken 2"}


@pytest.mark.parametrize("damage", ["1e999", "huge integer", "deep nesting", "random bytes", "a list"])
def test_the_app_starts_and_runs_on_a_damaged_settings_file(tmp_path, monkeypatch, damage):
    from table.app import open_app

    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_bytes(DAMAGE[damage])
    app = open_app(store.load(), store)
    app.run_frames(20)
    assert app.running and type(app.top).__name__ == "MenuScene"
    assert any("set aside" in message for message, _ in app.toasts)
    app.pg.quit()


def test_the_app_starts_on_a_window_far_larger_than_the_screen(tmp_path, monkeypatch):
    from table.app import fit_to_screen, open_app

    assert fit_to_screen((7680, 4320), (1920, 1080)) == (1920, 1080)
    assert fit_to_screen((100, 100), (1920, 1080)) == (640, 480)
    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    store = SettingsStore()
    store.save(Settings(width=7680, height=4320))
    app = open_app(store.load(), store)
    desktop = app.pg.display.get_desktop_sizes()[0]
    assert app.screen.get_width() <= max(640, desktop[0]) and app.screen.get_height() <= max(480, desktop[1])
    app.run_frames(5)
    assert app.running
    app.pg.quit()


# -- the autosave ---------------------------------------------------------------------------

def _save_data(game_id="secret-santa", seed=3, moves=25) -> dict:
    game = get_game(game_id)
    players = 8 if game_id == "presents-of-mine" else 4
    seats = [SeatPlan(f"P{i}", "easy") for i in range(players)]
    session = Session(game, seats, {}, seed)
    session.play_bots(limit=moves)
    return session.to_dict()


def _bad_saves() -> dict[str, bytes]:
    good = _save_data()
    unknown = dict(good, game="chess")
    newer = dict(good, format=99)
    illegal = dict(good, history=[[seat + 1, action] for seat, action in good["history"]])
    wrong_types = dict(good, seats="everyone", settings=[1])
    infinite_seed = json.dumps(good).replace(f'"seed": {good["seed"]}', '"seed": 1e999')
    saves = {name: raw for name, raw in DAMAGE.items() if name not in ("newer format",)}
    saves.update({
        "unknown game": json.dumps(unknown).encode(),
        "newer format": json.dumps(newer).encode(),
        "illegal moves": json.dumps(illegal).encode(),
        "wrong types": json.dumps(wrong_types).encode(),
        "infinite seed": infinite_seed.encode(),
        "moves of hundreds of digits": json.dumps(dict(good, history=[[0, 10**300]])).encode(),
    })
    return saves


BAD_SAVES = _bad_saves()


@pytest.mark.parametrize("damage", BAD_SAVES)
def test_every_class_of_damaged_save_is_kept_aside_with_a_message(tmp_path, damage):
    store = SaveStore(tmp_path)
    store.path.write_bytes(BAD_SAVES[damage])
    assert store.load() is None
    assert "set aside" in store.problem
    assert _kept(tmp_path, "current-game.json", BAD_SAVES[damage])
    assert not store.exists()


@pytest.mark.parametrize("damage", ["illegal moves", "unknown game", "deep nesting"])
def test_a_damaged_autosave_is_found_when_the_menu_is_built_and_continue_is_never_offered(tmp_path, monkeypatch,
                                                                                           damage):
    from table.app import App

    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    app = App(Settings(speed="instant"), None, size=(1280, 800), keep=True)
    app.saves.path.parent.mkdir(parents=True, exist_ok=True)
    app.saves.path.write_bytes(BAD_SAVES[damage])
    from table.scenes.menu import MenuScene

    app.push(MenuScene(app))
    assert not any(b.label.startswith("Continue") for b in app.top.buttons)  # never offered, so never a surprise
    said = [message for message, _ in app.toasts]
    assert len(said) == 1 and "could not" in said[0] and "set aside" in said[0]
    assert _kept(app.saves.path.parent, "current-game.json", BAD_SAVES[damage])
    app.top.retranslate()  # the menu built again (another language, back from a game): said once only
    app.reset_to(MenuScene(app))
    assert len(app.toasts) == 1
    app.pg.quit()


# -- statistics -------------------------------------------------------------------------

def test_a_malformed_statistics_row_is_reported_kept_aside_and_the_rest_survives_the_next_game(tmp_path):
    rows = {"Ann": {"games": 3, "wins": 1, "place_sum": 6},
            "Bob": {"games": "three", "wins": 0, "place_sum": 9},
            "Cy": {"games": 2, "wins": 5, "place_sum": 4}}
    raw = json.dumps({"format": 1, "games": {"secret-santa": rows, "not-a-hat": ["junk"]}}).encode()
    stats = StatsStore(tmp_path)
    stats.path.write_bytes(raw)
    loaded = stats.load()
    # format 1 kept neither table sizes nor bots apart: its rows stay together, counted as they were
    assert loaded == {"secret-santa": {(None, None): {("Ann", "earlier"): {"games": 3, "wins": 1, "place_sum": 6}}}}
    assert "could not be read" in stats.problem and "set aside" in stats.problem
    assert _kept(tmp_path, "statistics.json", raw)
    seats = [SeatPlan(name, "easy") for name in ("Ann", "Dee", "Eve", "Fay")]
    session = Session(get_game("secret-santa"), seats, {"hands": "1"}, 5)
    session.play_bots()
    stats.record(session)
    now = stats.load()["secret-santa"]
    assert now[(None, None)][("Ann", "earlier")]["games"] == 3 and now[(4, None)][("Ann", "bot")]["games"] == 1
    assert not stats.problem
    assert _kept(tmp_path, "statistics.json", raw)  # the record did not touch the kept copy


def test_statistics_that_cannot_be_opened_are_never_replaced(tmp_path):
    stats = StatsStore(tmp_path)
    stats.path.mkdir()  # there, but not a file we can read
    session = Session(get_game("secret-santa"), [SeatPlan(f"P{i}", "easy") for i in range(3)], {"hands": "1"}, 2)
    session.play_bots()
    stats.record(session)
    assert stats.path.is_dir() and "could not be added" in stats.problem
