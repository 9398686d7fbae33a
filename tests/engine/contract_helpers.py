"""Positions and odd inputs for the engine-contract tests (test_contract.py)."""

import math
import random
from dataclasses import fields, is_dataclass, replace

from engine.games import GAMES

GAME_IDS = sorted(GAMES)

# Things that are no action of any game, of every shape a caller could send.
GARBAGE = [None, {}, [], (), "", "pass", "done", 0, 1, -1, 1.5, math.nan, math.inf, True, b"x",
           [1, 2], (1,), (1, 2, 3), {"cards": [5]}, object(), {1, 2}, ["play", [5], False]]


def positions(game_id, seeds=(1, 2), players=None, every=7):
    """States along seeded random playouts: every ``every``-th decision point, and the end."""
    game = GAMES[game_id]
    n = players or max(game.min_players, 4)
    for seed in seeds:
        state = game.new_state(n, game.resolve_settings(n), seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_over() and step < 2500:
            if step % every == 0:
                yield state
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            state.apply(seat, legal[rng.randrange(len(legal))])
            step += 1
        yield state


def _mutate_encoding(data, rng):
    """A nearby encoding: one number nudged, one list shuffled, or one flag flipped."""
    if isinstance(data, list) and data:
        data = list(data)
        i = rng.randrange(len(data))
        data[i] = _mutate_encoding(data[i], rng)
        if rng.random() < 0.3:
            rng.shuffle(data)
        return data
    if type(data) is bool:
        return not data
    if type(data) is int:
        return data + rng.choice((-2, -1, 1, 2, 13))
    return data


def _field_variants(action):
    """The action with a field's tuple reversed or a number moved by one (same types)."""
    if not is_dataclass(action):
        return
    for f in fields(action):
        value = getattr(action, f.name)
        if type(value) is tuple and len(value) > 1:
            yield replace(action, **{f.name: value[::-1]})
        if type(value) is int and type(value) is not bool:
            for delta in (-1, 1):
                yield replace(action, **{f.name: value + delta})


def candidates(state, seat, rng, limit=40):
    """Actions near the listed ones: other seats' moves, mutated encodings decoded, reordered
    or nudged fields. Each is either legal for ``seat`` now or not; the test decides which."""
    out = []
    for other in range(state.n):
        out.extend(state.legal_actions(other)[:5])
    for action in list(state.legal_actions(seat))[:limit]:
        out.extend(_field_variants(action))
        try:
            out.append(state.decode_action(_mutate_encoding(state.encode_action(action), rng)))
        except ValueError:  # IllegalAction included: a mutated encoding may mean nothing
            pass
    rng.shuffle(out)
    return out[:limit * 2]


def mutable_parts(value, seen=None):
    """Every dict, list, set or bytearray reachable from ``value`` (dataclass fields included)."""
    seen = set() if seen is None else seen
    if id(value) in seen:
        return
    seen.add(id(value))
    if isinstance(value, (dict, list, set, bytearray)):
        yield value
    if isinstance(value, dict):
        items = [*value.keys(), *value.values()]
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
    elif is_dataclass(value) and not isinstance(value, type):
        items = [getattr(value, f.name) for f in fields(value)]
    else:
        items = []
    for item in items:
        yield from mutable_parts(item, seen)


def vandalise(part):
    """Change a mutable container in place, whatever it is."""
    if isinstance(part, dict):
        for key in list(part):
            part[key] = "vandalised"
        part["vandalised"] = True
    elif isinstance(part, list):
        part.append("vandalised")
        if len(part) > 1:
            part.reverse()
    elif isinstance(part, set):
        part.add("vandalised")
    else:
        part.extend(b"!")
