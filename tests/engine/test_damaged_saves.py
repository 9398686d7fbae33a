"""Session.from_dict turns every kind of damage in a save into SaveError, and nothing else
escapes it; settings and the game registry refuse odd values with SettingError."""

import copy
import json
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import SaveError, Setting, SettingError
from engine.games import GAMES, get_game
from engine.session import SeatPlan, Session

GAME_IDS = sorted(GAMES)


def _save(game_id, moves=12, seed=3):
    game = GAMES[game_id]
    players = max(game.min_players, 4)
    session = Session(game, [SeatPlan(f"p{i}", "easy") for i in range(players)], {}, seed)
    session.play_bots(limit=moves)
    return json.loads(json.dumps(session.to_dict()))


def _deep(depth):
    node = []
    for _ in range(depth):
        node = [node]
    return node


def _damaged(save):
    """(what, damaged copy) for every class of damage the loader must survive."""
    out = []

    def variant(what, change):
        data = copy.deepcopy(save)
        change(data)
        out.append((what, data))

    out += [("not a dict", [save]), ("a string", "save"), ("None", None), ("deep", _deep(100_000))]
    variant("other app", lambda d: d.update(app="other"))
    variant("newer format", lambda d: d.update(format=99))
    variant("format as text", lambda d: d.update(format="1"))
    variant("unknown game", lambda d: d.update(game="chess"))
    variant("game as a list", lambda d: d.update(game=["not-a-hat"]))
    for seed in (math.nan, math.inf, 1e999, 10**300, "7", True, None, 1.5, [1]):
        variant(f"seed {seed!r:.20}", lambda d, seed=seed: d.update(seed=seed))
    for settings_value in ([], "x", None, {"nope": 1}, {"elves": math.nan, "column": 10**300,
                                                         "variant": [1], "night": True}):
        variant(f"settings {settings_value!r:.30}", lambda d, v=settings_value: d.update(settings=v))
    variant("seats as a dict", lambda d: d.update(seats={"name": "x"}))
    variant("a seat as a list", lambda d: d["seats"].__setitem__(0, ["p0", None]))
    variant("a seat's name as a number", lambda d: d["seats"][0].update(name=10**300))
    variant("bad bot level", lambda d: d["seats"][0].update(bot="genius"))
    variant("bot level as a list", lambda d: d["seats"][0].update(bot=["easy"]))
    variant("too many seats", lambda d: d["seats"].extend([{"name": "x", "bot": None}] * 20))
    variant("history as a dict", lambda d: d.update(history={"0": 1}))
    variant("history deep", lambda d: d.update(history=_deep(50_000)))
    for seat in (-1, 99, None, 1.5, "0", True, math.nan):
        variant(f"move by seat {seat!r}", lambda d, seat=seat: d["history"][0].__setitem__(0, seat))
    for action in (None, {}, [], math.nan, 10**400, "x" * 10_000, ["play", [math.inf], False],
                   ["give", [0, 1, 2], -1, "K"], ["pass", 0]):
        variant(f"move {action!r:.20}", lambda d, action=action: d["history"][0].__setitem__(1, action))
    variant("a move that is a triple", lambda d: d["history"][0].append(1))
    variant("an illegal move", lambda d: d["history"].insert(1, d["history"][0]))
    variant("moves missing", lambda d: d["history"].pop())
    variant("state changed", lambda d: d.update(state={"format": 1}))
    variant("state deep", lambda d: d.update(state=_deep(100_000)))
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g6_every_kind_of_damage_in_a_save_is_a_save_error(game_id):
    save = _save(game_id)
    assert Session.from_dict(copy.deepcopy(save)).state.to_dict() == save["state"]
    for what, data in _damaged(save):
        with pytest.raises(SaveError) as err:
            Session.from_dict(data)
        message = str(err.value)
        assert message and len(message) < 400 and "\n" not in message, what


def test_g6_a_move_that_is_not_allowed_names_its_number():
    save = _save("not-a-hat")
    save["history"].insert(1, save["history"][0])
    with pytest.raises(SaveError, match="move 2"):
        Session.from_dict(save)


_SAVES: dict = {}  # one real save per game, shared by the examples


def _garble(value, rng):
    """Replace one node anywhere in a JSON value with something of another kind."""
    junk = [None, True, -1, 0, 10**40, 1.5, "", "x", [], {}, [None], {"a": []}, 2**31]
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        return {**value, key: _garble(value[key], rng)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        i = rng.randrange(len(value))
        return [*value[:i], _garble(value[i], rng), *value[i + 1:]]
    return rng.choice(junk)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_g6_a_save_garbled_anywhere_loads_or_is_a_save_error(game_id, seed):
    save = _SAVES.setdefault(game_id, _save(game_id, moves=8))
    data = _garble(save, random.Random(seed))
    try:
        session = Session.from_dict(data)
    except SaveError:
        return
    assert session.state.to_dict() == data["state"]  # loaded: then it was a save that adds up


def test_a_setting_is_a_choice_of_the_same_type_or_a_string_naming_one():
    elves = Setting("elves", "Elves", (4, 0, 1))
    assert elves.parse(" 1 ") == 1 and elves.parse(0) == 0
    for odd in (True, 1.0, math.nan, 10**5000, [1], {"a": 1}, None):
        with pytest.raises(SettingError):
            elves.parse(odd)


def test_settings_that_are_not_a_table_and_games_that_are_not_names_are_setting_errors():
    game = get_game("secret-santa")
    for table in ([], "hands=1", 5):
        with pytest.raises(SettingError):
            game.resolve_settings(4, table)
    for players in ("4", 4.0, None):
        with pytest.raises(SettingError):
            game.resolve_settings(players)
    for game_id in (None, ["secret-santa"], {}, 5):
        with pytest.raises(SettingError):
            get_game(game_id)


# -- rebuilding a damaged save from its moves (G-2: the moves are the game) ---------------------

@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g2_a_save_without_its_state_is_rebuilt_from_every_move(game_id):
    save = _save(game_id, moves=20)
    whole = Session.from_dict(copy.deepcopy(save))
    for damage in (lambda d: d.pop("state"), lambda d: d.update(state={"format": 1})):
        data = copy.deepcopy(save)
        damage(data)
        with pytest.raises(SaveError):
            Session.from_dict(data)  # the strict check stays strict
        recovery = Session.recover(data)
        assert (recovery.kept, recovery.lost, recovery.stopped, recovery.matches) == (20, 0, None, False)
        assert recovery.session.history == whole.history
        assert recovery.session.state.to_dict() == save["state"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g2_a_damaged_tail_of_moves_loses_only_the_tail(game_id):
    save = _save(game_id, moves=20)
    data = copy.deepcopy(save)
    data["history"][12:] = [["not", "a move"], *data["history"][13:]]
    recovery = Session.recover(data)
    assert recovery.kept == 12 and recovery.lost == 8 and recovery.stopped.kind == "move"
    assert recovery.stopped.move == 13
    assert recovery.session.history == Session.from_dict(save).history[:12]


def test_g2_a_move_that_is_not_allowed_stops_the_rebuild_and_names_its_number_and_seat():
    save = _save("not-a-hat", moves=10)
    seat, action = save["history"][5]
    save["history"][5] = [(seat + 1) % 4, action]  # out of turn
    recovery = Session.recover(save)
    assert recovery.kept == 5 and (recovery.stopped.kind, recovery.stopped.move, recovery.stopped.seat) == \
        ("move", 6, (seat + 1) % 4)


@pytest.mark.parametrize("what, damage, kind", [
    ("first move out of turn", lambda d: d["history"].__setitem__(0, [(d["history"][0][0] + 1) % 4,
                                                                       d["history"][0][1]]), "move"),
    ("unknown game", lambda d: d.update(game="chess"), "setup"),
    ("seats missing", lambda d: d.pop("seats"), "setup"),
    ("newer", lambda d: d.update(format=99), "newer"),
    ("other app", lambda d: d.update(app="other"), "not-ours"),
    ("moves not a list", lambda d: d.update(history="lots"), "damaged"),
])
def test_g2_nothing_replayable_cannot_be_rebuilt_and_says_why_as_data(what, damage, kind):
    data = _save("secret-santa", moves=8)
    damage(data)
    with pytest.raises(SaveError) as err:
        Session.recover(data)
    assert getattr(err.value, "kind", None) == kind, what
