"""Invariants over many seeded playouts, for every registered game."""

import copy
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import SettingError
from engine.games import GAMES
from engine.session import SeatPlan, Session

from .invariants import CARD_PLACES, COMMITMENTS, HIDDEN_LEAKS, SETTINGS

GAME_IDS = sorted(GAMES)


def _setup(game_id, data):
    game = GAMES[game_id]
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    chosen = data.draw(SETTINGS[game_id](players, st), label="settings")
    try:
        game.resolve_settings(players, chosen)
    except SettingError:
        chosen["column"] = "2"  # two players of That's Not a Hat need the two-card column
    return game, players, chosen


def _random_playout(state, rng, check, limit=3000):
    steps = 0
    while not state.is_over() and steps < limit:
        check(state)
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])
        steps += 1
    check(state)
    return steps


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_no_card_is_ever_created_or_lost(game_id, data, seed):
    game, players, chosen = _setup(game_id, data)
    state = game.new_state(players, game.resolve_settings(players, chosen), seed)
    places = CARD_PLACES[game_id]

    def check(s):
        found, expected = places(s)
        assert found == expected

    _random_playout(state, random.Random(seed), check)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=40, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_no_view_ever_holds_a_hidden_identity(game_id, data, seed):
    # ruling G-3
    game, players, chosen = _setup(game_id, data)
    state = game.new_state(players, game.resolve_settings(players, chosen), seed)
    leaks = HIDDEN_LEAKS[game_id]

    def check(s):
        for seat in [None, *range(players)]:
            assert leaks(s, seat) == []

    _random_playout(state, random.Random(seed), check)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=20, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**31))
def test_a_secret_choice_shows_nowhere_until_all_are_revealed(game_id, data, seed):
    # rulings G-5, SG-18: while a simultaneous phase lasts, no view (card counts included) and no
    # event of anyone's move (a Jack's peek included) differs with what another seat committed
    game, players, chosen = _setup(game_id, data)
    state = game.new_state(players, game.resolve_settings(players, chosen), seed)
    rng = random.Random(seed)
    viewers = [None, *range(players)]
    while not state.is_over():
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        action = legal[rng.randrange(len(legal))]
        variants = COMMITMENTS[game_id](state)
        for other, alt in variants[rng.randrange(len(variants)):][:1] if variants else ():  # one seat's a step
            for viewer in viewers:
                if viewer != other:
                    assert alt.view(viewer) == state.view(viewer), f"seat {viewer} sees what seat {other} chose"
            if seat == other:
                continue
            events, alt_events = copy.deepcopy(state).apply(seat, action), alt.apply(seat, action)
            if other not in dict(COMMITMENTS[game_id](alt)):
                continue  # the choices were revealed together: now they may differ
            for viewer in viewers:
                if viewer != other:
                    assert [e.for_seat(viewer) for e in events] == [e.for_seat(viewer) for e in alt_events], \
                        f"seat {viewer} learns what seat {other} chose from {action}"
        state.apply(seat, action)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=25, deadline=None)
@given(data=st.data(), seed=st.integers(0, 2**31), cut=st.integers(0, 60))
def test_save_load_continue_is_identical_to_never_saving(game_id, data, seed, cut):
    # ruling G-2
    game, players, chosen = _setup(game_id, data)
    # the cheap levels here (the hard ones search for long: one hard seat is the case below)
    cheap = [level for level in game.bot_levels if level != game.bot_levels[-1]]
    levels = data.draw(st.lists(st.sampled_from(cheap), min_size=players, max_size=players))
    _same_game_after_a_save(game, [SeatPlan(f"p{i}", lvl) for i, lvl in enumerate(levels)], chosen, seed, cut)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_save_load_continue_with_the_strongest_bot_is_identical_to_never_saving(game_id):
    # ruling G-2: the hard bot's search and memory survive a save too (one seat of it)
    game = GAMES[game_id]
    players = max(game.min_players, 4)
    seats = [SeatPlan("p0", game.bot_levels[-1])] + [SeatPlan(f"p{i}", "medium") for i in range(1, players)]
    _same_game_after_a_save(game, seats, {}, 5, 37)


def _same_game_after_a_save(game, seats, chosen, seed, cut):
    straight = Session(game, seats, chosen, seed)
    straight.play_bots()

    paused = Session(game, seats, chosen, seed)
    paused.play_bots(limit=cut)
    saved = json.loads(json.dumps(paused.to_dict()))  # through real JSON
    resumed = Session.from_dict(saved)
    resumed.play_bots()
    assert resumed.history == straight.history
    assert resumed.state.to_dict() == straight.state.to_dict()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_same_seed_gives_the_same_game_and_another_seed_another(game_id):
    # ruling G-2
    game = GAMES[game_id]
    players = max(game.min_players, 4)
    seats = [SeatPlan(f"p{i}", "medium") for i in range(players)]
    runs = []
    for seed in (7, 7, 8):
        session = Session(game, seats, {}, seed)
        session.play_bots()
        runs.append((session.history, session.state.to_dict()))
    assert runs[0] == runs[1]
    assert runs[0] != runs[2]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clone_is_independent(game_id):
    game = GAMES[game_id]
    state = game.new_state(4, game.resolve_settings(4), 3)
    twin = state.clone()
    seat = state.to_act()[0]
    state.apply(seat, state.legal_actions(seat)[0])
    assert twin.to_dict() != state.to_dict()
    assert twin.to_dict() == game.new_state(4, game.resolve_settings(4), 3).to_dict()
