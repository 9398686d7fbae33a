"""The engine contract, for every game: ``apply`` accepts exactly what ``legal_actions`` lists
(anything else, of any type, is refused with a ruling and changes nothing), seats are the ints
0..n-1, views share nothing mutable with the state, and ``decode_action`` refuses garbage."""

import json
import math
import random

import pytest

from engine.core import IllegalAction
from engine.games import GAMES
from engine.games.spirit_of_giving.moves import Say

from .contract_helpers import GAME_IDS, GARBAGE, candidates, mutable_parts, positions, vandalise


def _snapshot(state):
    """The state's save data as text: nothing done to the state later can reach into it."""
    return json.dumps(state.to_dict(), sort_keys=True)


def _accepts(state, seat, action):
    try:
        state.clone().apply(seat, action)
    except IllegalAction:
        return False
    return True


def _listed(state, seat, action):
    legal = state.legal_actions(seat)
    if type(action) is Say:  # announcements are listed as canned lines; any text may be said (SG-6)
        return bool(action.text.strip()) and any(type(a) is Say for a in legal)
    return action in legal


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g6_anything_that_is_not_a_legal_action_is_refused_and_changes_nothing(game_id):
    foreign = [a for other in GAME_IDS if other != game_id
               for a in next(positions(other, seeds=(3,))).legal_actions(0)[:2]]
    for state in positions(game_id, seeds=(1,), every=11):
        seat = state.to_act()[0] if state.to_act() else 0
        before = _snapshot(state)
        for action in [*GARBAGE, *foreign]:
            with pytest.raises(IllegalAction) as err:
                state.apply(seat, action)
            assert err.value.ruling, action
            assert _snapshot(state) == before, f"{action!r} changed the state"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g1_anything_that_is_not_a_seat_is_refused_and_changes_nothing(game_id):
    for state in positions(game_id, seeds=(2,), every=13):
        if state.is_over():
            continue
        seat = state.to_act()[0]
        action = state.legal_actions(seat)[0]
        before = _snapshot(state)
        bad = [None, -1, state.n, state.n + 5, float(seat), str(seat), 1.5, math.nan, [seat], (seat,)]
        if seat in (0, 1):
            bad.append(bool(seat))  # True == 1 in Python, but True is not a seat
        for not_a_seat in bad:
            assert state.legal_actions(not_a_seat) == ()
            with pytest.raises(IllegalAction) as err:
                state.apply(not_a_seat, action)
            assert err.value.ruling == "G-1", not_a_seat
            assert _snapshot(state) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g6_legal_actions_are_exactly_what_apply_accepts(game_id):
    rng = random.Random(game_id)
    checked = 0
    for state in positions(game_id, seeds=(4, 5), every=9):
        if state.is_over():
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        for action in rng.sample(list(legal), min(len(legal), 12)):
            assert _accepts(state, seat, action), f"listed but refused: {action}"
        for action in candidates(state, seat, rng):
            assert _accepts(state, seat, action) == _listed(state, seat, action), action
            checked += 1
    assert checked > 100  # the perturbations really produced candidates


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g6_one_legality_for_every_door(game_id):
    # ruling G-6: ``State.accepts`` (what the server asks), ``Game.admits`` on a seat's legal actions
    # (what a client holding only those asks) and ``apply`` itself all agree, and a refusal names
    # the engine's own ruling; asking changes nothing
    game = GAMES[game_id]
    rng = random.Random(f"doors:{game_id}")
    checked = 0
    for state in positions(game_id, seeds=(7,), every=7):
        if state.is_over():
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        before = _snapshot(state)
        tried = [*rng.sample(list(legal), min(len(legal), 4)), *candidates(state, seat, rng), *GARBAGE[:6]]
        for action in tried:
            refusal = state.accepts(seat, action)
            assert (refusal is None) == _accepts(state, seat, action) == game.admits(legal, action), action
            if refusal is not None:
                with pytest.raises(IllegalAction) as err:
                    state.clone().apply(seat, action)
                assert (refusal.ruling, refusal.message) == (err.value.ruling, err.value.message)
            checked += 1
        for other in range(state.n):
            if other != seat and not state.legal_actions(other):
                assert state.accepts(other, legal[0]) is not None  # not her move
        assert state.accepts(None, legal[0]).ruling == "G-1"
        assert _snapshot(state) == before
    assert checked > 100


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g3_views_share_nothing_mutable_with_the_state(game_id):
    for state in positions(game_id, seeds=(6,), every=17):
        before = _snapshot(state)
        for seat in [None, *range(state.n)]:
            for part in mutable_parts(state.view(seat)):
                vandalise(part)
            assert _snapshot(state) == before, f"vandalising seat {seat}'s view changed the game"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g6_decode_action_refuses_garbage_with_illegal_action(game_id):
    """Garbage either does not decode (IllegalAction, G-6) or decodes to a move apply refuses."""
    state = next(positions(game_id, seeds=(1,)))
    seat = state.to_act()[0]
    before = _snapshot(state)
    garbage = [None, {}, [], "", "nope", 5, 1.5, math.nan, ["play"], ["give", None], ["pick", 5],
               ["mulligan", ["x"]], ["play", [1.5], False], ["play", [5], "yes"], ["wrap", 1, 2, 3],
               ["give", [0, 1, 2], -1, 7], ["yoink", [10**400]], ["king", True, 1], [["nested"]],
               ["say", 5], ["carol", math.inf], ["give", "a" * 100000], {"give": 1},
               ["give", 5, 0, "K"], ["yoink", 7], ["give", None, 0, "K"]]
    decoded = []
    for data in garbage:
        try:
            action = state.decode_action(data)
        except IllegalAction as err:
            assert err.ruling == "G-6"
            continue
        decoded.append(data)
        with pytest.raises(IllegalAction):
            state.apply(seat, action)
        assert _snapshot(state) == before
    assert len(decoded) <= 2, decoded


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_listed_action_survives_its_own_encoding(game_id):
    for state in positions(game_id, seeds=(7,), every=15):
        for seat in state.to_act():
            for action in state.legal_actions(seat):
                assert state.decode_action(state.encode_action(action)) == action



@pytest.mark.parametrize("game_id", GAME_IDS)
def test_g1_a_view_is_for_a_seat_or_a_spectator_and_nothing_else(game_id):
    state = next(positions(game_id, seeds=(1,)))
    assert state.view(None).viewer is None and state.view(0).viewer == 0
    for not_a_seat in (-1, state.n, "0", 1.5, True, [0]):
        with pytest.raises(IllegalAction) as err:
            state.view(not_a_seat)
        assert err.value.ruling == "G-1"
