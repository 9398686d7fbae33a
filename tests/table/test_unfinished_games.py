"""Unfinished games: one kept per game, a question before a new game takes an unfinished one's
place, Continue naming its game (and a choice when several are kept), an earlier version's one
save moved in, and saves cut short rebuilt from their moves (G-2)."""

import json
import re

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.persist import SaveStore
from table.scenes.menu import MenuScene
from table.scenes.setup import SetupScene
from table.scenes.table_scene import TableScene


def _hot_seat(game="secret-santa", settings=None, moves=6, seed=2):
    """Ann and Ben at one screen, two bots; a few moves played, as the table saves them."""
    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("Mia", "easy"), SeatPlan("Leo", "easy")]
    session = Session(get_game(game), seats, {"hands": 4} if settings is None and game == "secret-santa"
                      else settings or {}, seed)
    while len(session.history) < moves:
        if not session.play_bots(limit=moves - len(session.history)):
            seat = session.human_to_act()[0]
            session.apply(seat, session.state.legal_actions(seat)[0])
    return session


@pytest.fixture
def keeping(tmp_path, monkeypatch):
    monkeypatch.setenv("PRESENT_COMPANY_HOME", str(tmp_path))
    app = App(Settings(speed="instant"), None, size=(1280, 800), keep=True)
    yield app
    app.pg.quit()


def _press(app, key, unicode=""):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))


def _labels(app):
    return [b.label for b in app.top.buttons]


def _deal(app, game_id):
    setup = SetupScene(app, game_id)
    app.push(setup)
    setup.start.on_click()
    return setup


# -- one unfinished game per game ----------------------------------------------------------------

def test_starting_another_game_never_touches_an_unfinished_game_of_a_different_game(keeping):
    app = keeping
    spirit = _hot_seat("spirit-of-giving", {})
    app.saves.save(spirit)
    app.push(MenuScene(app))
    _deal(app, "secret-santa")
    table = app.top
    assert isinstance(table, TableScene) and table.channel.game_id == "secret-santa"  # nothing to ask
    assert any(table.channel.humans_to_act() or table.session.play_bots(limit=1) for _ in range(200))
    table._keep()
    app.reset_to(MenuScene(app))
    assert _labels(app)[0] == "Continue a game"  # both are kept
    _press(app, pygame.K_c, "c")
    [spirit_button] = [b for b in app.top.buttons if b.label.startswith("The Spirit of Giving (Ann, Ben; ")]
    spirit_button.on_click()
    assert isinstance(app.top, TableScene) and app.top.session.history == spirit.history  # the hot-seat game is whole


def test_a_new_game_of_the_same_game_asks_naming_the_unfinished_one_and_back_keeps_it(keeping):
    app = keeping
    santa = _hot_seat()
    app.saves.save(santa)
    app.push(MenuScene(app))
    setup = _deal(app, "secret-santa")
    assert type(app.top).__name__ == "ReplaceScene"  # asked, not dealt
    assert app.top.question() == "Replace your unfinished Secret Santa game (Ann, Ben; hand 1 of 4)?"
    _press(app, pygame.K_RETURN, "\r")  # Enter keeps it: the ring starts on Back
    assert app.top is setup
    assert app.saves.load("secret-santa").history == santa.history


def test_replacing_deals_the_new_game_and_continue_it_opens_the_unfinished_one(keeping):
    app = keeping
    santa = _hot_seat()
    app.saves.save(santa)
    app.push(MenuScene(app))
    _deal(app, "secret-santa")
    _press(app, pygame.K_c, "c")
    assert isinstance(app.top, TableScene) and app.top.session.history == santa.history
    assert isinstance(app.scenes[0], MenuScene) and len(app.scenes) == 2
    app.reset_to(MenuScene(app))
    _deal(app, "secret-santa")
    _press(app, pygame.K_r, "r")
    fresh = app.top
    assert isinstance(fresh, TableScene) and fresh.session.history == [] and fresh.session.seed != santa.seed


def test_continue_names_its_game_and_several_unfinished_games_are_a_choice(keeping):
    app = keeping
    app.saves.save(_hot_seat("not-a-hat", {"match": 1}, moves=3))
    app.push(MenuScene(app))
    assert _labels(app)[0] == "Continue That's Not a Hat"
    app.saves.save(_hot_seat("presents-of-mine", {}, moves=3))
    app.reset_to(MenuScene(app))
    assert _labels(app)[0] == "Continue a game"
    _press(app, pygame.K_c, "c")
    picker = app.top
    assert type(picker).__name__ == "ContinueScene"
    listed = _labels(app)
    assert "That's Not a Hat (Ann, Ben; game 1 of 4)" in listed
    assert "Presents of Mine (Ann, Ben; round 1 of 5)" in listed
    number = 1 + listed.index("That's Not a Hat (Ann, Ben; game 1 of 4)")
    _press(app, pygame.K_0 + number, str(number))  # each has its number; the arrows and Enter work too
    assert isinstance(app.top, TableScene) and app.top.channel.game_id == "not-a-hat"


def test_the_menu_checks_each_save_once_per_version_of_its_file(keeping, monkeypatch):
    app = keeping
    session = _hot_seat()
    app.saves.save(session)
    replays = []
    real = Session.from_dict.__func__
    monkeypatch.setattr(Session, "from_dict", classmethod(lambda cls, *a, **k: (replays.append(1),
                                                                                real(cls, *a, **k))[1]))
    for _ in range(3):
        app.reset_to(MenuScene(app))
    assert len(replays) == 1  # a long game's replay is not redone each time the menu is built
    session.apply(session.human_to_act()[0], session.state.legal_actions(session.human_to_act()[0])[0]) \
        if session.human_to_act() else session.play_bots(limit=1)
    app.saves.save(session)
    app.reset_to(MenuScene(app))
    assert len(replays) == 2


# -- an earlier version's one save ---------------------------------------------------------------

def test_an_earlier_versions_save_moves_to_its_games_place_whole(tmp_path):
    session = _hot_seat()
    store = SaveStore(tmp_path)
    raw = json.dumps(session.to_dict())
    store.path.write_text(raw)  # current-game.json, as versions before this one wrote it
    [found] = store.unfinished()
    assert found.game_id == "secret-santa" and not store.problem
    assert not store.path.exists() and store.path_for("secret-santa").read_text() == raw


def test_an_earlier_save_never_replaces_an_unfinished_game_and_is_kept(tmp_path):
    store = SaveStore(tmp_path)
    newer, older = _hot_seat(seed=3), _hot_seat(seed=4)
    store.save(newer)
    raw = json.dumps(older.to_dict())
    store.path.write_text(raw)
    assert [u.game_id for u in store.unfinished()] == ["secret-santa"]
    assert store.load("secret-santa").seed == newer.seed
    assert "set aside" in store.problem and (tmp_path / "current-game.json.bad").read_text() == raw


# -- saves cut short: rebuilt from their moves ---------------------------------------------------

def _written(store, session, change):
    """``session``'s save, changed, where an earlier version kept its one save (checked then moved
    to its game's place, like any save)."""
    data = session.to_dict()
    change(data)
    raw = json.dumps(data)
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(raw)
    return raw


def test_a_save_cut_short_before_its_state_is_rebuilt_from_its_moves_and_the_player_told(keeping):
    app = keeping
    session = _hot_seat(moves=20)
    raw = _written(app.saves, session, lambda d: d.pop("state"))
    app.push(MenuScene(app))
    assert _labels(app)[0] == "Continue Secret Santa"
    [told] = [m for m, _ in app.toasts]
    assert "rebuilt" in told and "All its 20 moves are kept" in told and "Ann, Ben" in told
    assert (app.saves.path.parent / "current-game.json.bad").read_text() == raw
    _press(app, pygame.K_c, "c")
    assert isinstance(app.top, TableScene) and app.top.session.history == session.history
    assert app.top.session.state.to_dict() == session.state.to_dict()


def test_a_damaged_tail_of_moves_loses_only_that_tail_and_says_so(tmp_path):
    store = SaveStore(tmp_path)
    session = _hot_seat(moves=20)

    def damage(data):
        data["history"][17] = [data["history"][17][0], ["no such move", 99]]
        data["history"][18:] = [[1, "junk"], "junk"]

    _written(store, session, damage)
    loaded = store.load()
    assert loaded.history == session.history[:17]
    assert "17 moves are kept" in store.problem and "The last 3 moves could not be used" in store.problem
    assert json.loads(store.path_for("secret-santa").read_text())["history"] == \
        [list(m) for m in session.history[:17]]  # the rebuilt game is what is kept now


def test_a_damaged_save_is_told_with_the_players_names_in_plain_words(tmp_path):
    store = SaveStore(tmp_path)
    session = _hot_seat(moves=6)
    first = session.history[0][0]
    _written(store, session, lambda d: d["history"].__setitem__(0, [(first + 1) % 4, d["history"][0][1]]))
    assert store.load() is None
    told = store.problem
    name = ["Ann", "Ben", "Mia", "Leo"][(first + 1) % 4]
    assert f"move 1, by {name}, is not allowed by the rules" in told and "Secret Santa game (Ann, Ben)" in told
    assert "seat" not in told.lower() and "ruling" not in told.lower() and not re.search(r"\b[A-Z]{2}-\d", told)


@pytest.mark.parametrize("lang", ["fr", "es", "pt", "de"])
def test_damaged_and_rebuilt_saves_are_told_in_every_language(tmp_path, lang):
    from table.i18n import set_language

    store = SaveStore(tmp_path)
    session = _hot_seat(moves=6)
    first = session.history[0][0]
    _written(store, session, lambda d: d["history"].__setitem__(0, [(first + 1) % 4, d["history"][0][1]]))
    english_store = SaveStore(tmp_path / "en")
    _written(english_store, session, lambda d: d["history"].__setitem__(0, [(first + 1) % 4, d["history"][0][1]]))
    english_store.load()
    set_language(lang)
    try:
        store.load()
    finally:
        set_language("en")
    told, english = store.problem, english_store.problem
    assert "Ann" in told and "Secret Santa" in told and "seat" not in told.lower() and "ruling" not in told.lower()
    for phrase in ("could not be used", "is not allowed by the rules", "so it was set aside"):
        assert phrase in english and phrase not in told


def test_a_finished_game_takes_only_its_own_save_with_it(tmp_path):
    store = SaveStore(tmp_path)
    santa, hat = _hot_seat(), _hot_seat("not-a-hat", {}, moves=3)
    store.save(santa)
    store.save(hat)
    store.clear(_hot_seat("not-a-hat", {}, moves=3, seed=9))  # another That's Not a Hat game ended: not this one
    assert {u.game_id for u in store.unfinished()} == {"secret-santa", "not-a-hat"}
    store.clear(hat)
    assert [u.game_id for u in store.unfinished()] == ["secret-santa"]


@pytest.mark.parametrize("seats", [None, "Ann", 3, {"name": "Ann"}])
def test_a_save_whose_seats_are_missing_or_not_a_list_names_nobody_and_raises_nothing(seats):
    """Found by the save fuzzer: a save whose "seats" key was damaged raised TypeError while the
    table worded what was wrong with it."""
    from table.persist_words import people_in

    data = {"game": "presents-of-mine", "history": []}
    if seats is not None:
        data["seats"] = seats
    assert people_in(data) == []
