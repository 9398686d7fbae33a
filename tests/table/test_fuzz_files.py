"""Fuzzing the three loaders (autosave, settings, statistics) with mutations of real files.

The real files are made the way the app makes them: saves of all four games by playing
through ``Session``, settings and statistics through their stores. Each mutation either loads
without a problem (and the file is left as it was) or is reported, with its exact bytes kept
in a ``.bad`` file. No exception may escape a loader, and no statistics row that could be read
is ever lost.
"""

import json
import random
import tempfile
from functools import cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.games import GAMES
from engine.session import SeatPlan, Session
from table.config import CHECKS, Settings, SettingsStore
from table.persist import SaveStore, StatsStore

ODD_VALUES = [None, True, -1, 0, 2**63, 10**40, 1e308, "", "x", [], {}, [[[]]], {"a": {}},
              float("nan"), float("inf"), -float("inf")]
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))


@cache
def real_saves() -> tuple[bytes, ...]:
    saves = []
    for game_id, game in GAMES.items():
        players = 8 if game_id == "presents-of-mine" else 4
        seats = [SeatPlan(f"P{i}", None if i == 0 else "easy") for i in range(players)]
        session = Session(game, seats, {}, 11)
        chooser = random.Random(game_id)
        for _ in range(12):  # a human who picks at random, so the save holds both kinds of seat
            session.play_bots(limit=6)
            if 0 in session.human_to_act():
                session.apply(0, chooser.choice(list(session.state.legal_actions(0))))
        saves.append(json.dumps(session.to_dict()).encode())
    return tuple(saves)


@cache
def real_settings() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        store = SettingsStore(Path(folder))
        store.save(Settings(width=1600, height=900, speed="fast", volume=0.4, last_name="Grandma", last_players=6))
        return store.path.read_bytes()


@cache
def real_statistics() -> bytes:
    with tempfile.TemporaryDirectory() as folder:
        stats = StatsStore(Path(folder))
        for game_id, game in GAMES.items():
            players = 8 if game_id == "presents-of-mine" else 4
            session = Session(game, [SeatPlan(f"P{i}", "easy") for i in range(players)], {}, 2)
            session.play_bots()
            stats.record(session)
        return stats.path.read_bytes()


# -- mutations ----------------------------------------------------------------------------

def _paths(node, path=()):
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _paths(value, path + (i,))


def _replace(node, path, value):
    if not path:
        return value
    copy = dict(node) if isinstance(node, dict) else list(node)
    copy[path[0]] = _replace(node[path[0]], path[1:], value)
    return copy


@st.composite
def mutated(draw, original: bytes) -> bytes:
    kind = draw(st.sampled_from(["bytes", "truncate", "splice", "json", "json", "deep"]))
    data = bytearray(original)
    if kind == "bytes":
        for _ in range(draw(st.integers(1, 8))):
            data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
        return bytes(data)
    if kind == "truncate":
        return bytes(data[: draw(st.integers(0, len(data) - 1))])
    if kind == "splice":
        at = draw(st.integers(0, len(data)))
        return bytes(data[:at]) + draw(st.binary(min_size=1, max_size=40)) + bytes(data[at:])
    tree = json.loads(original)
    paths = list(_paths(tree))
    path = draw(st.sampled_from(paths))
    if kind == "deep":  # 100,000 levels, spliced in as text
        text = json.dumps(_replace(tree, path, "@DEEP@"))
        return text.replace('"@DEEP@"', "[" * 100_000 + "]" * 100_000).encode()
    value = draw(st.sampled_from(ODD_VALUES))
    return json.dumps(_replace(tree, path, value)).encode()


def _kept(folder: Path, name: str, raw: bytes) -> bool:
    return any(p.read_bytes() == raw for p in folder.glob(name + ".bad*"))


def _rows(raw: bytes) -> dict:
    """The statistics rows in a file that a person would call readable: whole counts that add
    up, in a table of a sensible size (or of no size, as earlier versions wrote)."""
    try:
        games = json.loads(raw)["games"]
        found = {}
        for game_id, groups in games.items():
            for group in groups:
                players, variant = group["players"], group["variant"]
                if not (players is None or (type(players) is int and 1 <= players <= 8)) \
                        or not (variant is None or (isinstance(variant, str) and variant)):
                    continue
                for r in group["rows"]:
                    if isinstance(r, dict) and all(type(r.get(k)) is int and 0 <= r[k] < 10**9
                                                   for k in ("games", "wins", "place_sum")) \
                            and r["wins"] <= r["games"] <= r["place_sum"] <= r["games"] * (players or 10**9) \
                            and isinstance(r.get("name"), str) and r["name"] and r.get("kind") in ("person", "bot"):
                        found[(game_id, (players, variant), (r["name"], r["kind"]))] = \
                            {k: r[k] for k in ("games", "wins", "place_sum")}
        return found
    except Exception:  # noqa: BLE001 - unreadable: then the whole file must be kept aside
        return {}


# -- the properties -----------------------------------------------------------------------

@FUZZ
@given(data=st.data())
def test_a_mutated_save_of_any_game_loads_or_is_kept_aside_exactly(data):
    original = data.draw(st.sampled_from(real_saves()))
    raw = data.draw(mutated(original))
    with tempfile.TemporaryDirectory() as folder:
        store = SaveStore(Path(folder))
        store.path.write_bytes(raw)  # the one save of an earlier version
        session = store.load()  # nothing may escape
        moved = list(Path(folder).glob("unfinished-*.json"))
        if session is None:
            assert store.problem and _kept(Path(folder), "current-game.json", raw)
            assert not store.path.exists() and not moved
        elif store.problem:  # its moves replay, its end does not match them: rebuilt, the bytes kept
            assert "rebuilt" in store.problem and _kept(Path(folder), "current-game.json", raw)
            assert 0 < len(session.history) <= len(json.loads(raw)["history"])
            assert moved == [store.path_for(session.game.id)]
        else:
            assert moved == [store.path_for(session.game.id)] and moved[0].read_bytes() == raw
            assert session.state.to_dict() == json.loads(raw)["state"]


@FUZZ
@given(data=st.data())
def test_mutated_settings_always_give_valid_settings_and_keep_the_bytes(data):
    raw = data.draw(mutated(real_settings()))
    with tempfile.TemporaryDirectory() as folder:
        store = SettingsStore(Path(folder))
        store.path.write_bytes(raw)
        loaded = store.load()
        assert all(CHECKS[key](getattr(loaded, key)) for key in CHECKS)
        if store.problem:
            assert _kept(Path(folder), "settings.json", raw)
        else:
            assert store.path.read_bytes() == raw


@FUZZ
@given(data=st.data())
def test_mutated_statistics_lose_no_readable_row_and_keep_the_bytes(data):
    raw = data.draw(mutated(real_statistics()))
    with tempfile.TemporaryDirectory() as folder:
        stats = StatsStore(Path(folder))
        stats.path.write_bytes(raw)
        loaded = stats.load()
        if stats.problem:
            assert _kept(Path(folder), "statistics.json", raw)
        else:
            assert stats.path.read_bytes() == raw
        for (game_id, group, who), row in _rows(raw).items():  # every readable row is still counted
            assert loaded.get(game_id, {}).get(group, {}).get(who) == row or (stats.problem and not loaded)
