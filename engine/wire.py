"""Views, events and actions as JSON, and back: the wire between a room and its clients. It sits
on the engine's side: the server, the app's online tables and a local game's records
(``engine.records``) all speak it, and the server imports nothing of the table.

The engine's views, events and actions are frozen dataclasses of tuples, lists, dicts, strings,
ints, bools and None. ``encode`` writes them as JSON-safe data with a tag for each dataclass
(``{"$": "not_a_hat.Given", "f": {...}}``) and each tuple (``{"$t": [...]}``); ``decode`` turns
the data back into equal objects. Decoding builds only the engine's own view, event and action
classes (an allow-list made from the game packages), so a hostile frame can never make a client
or the server build anything else; whatever does not fit raises ``WireError``.
"""

from __future__ import annotations

import dataclasses
import importlib
from typing import Any

from engine.core.game import Result
from engine.games import GAMES

_MODULES = ("moves", "view")
_MAX_DEPTH = 40


class WireError(ValueError):
    """Data that is not the encoding of an engine view, event or action."""


def _allowed() -> dict[str, type]:
    found: dict[str, type] = {"core.Result": Result}
    for game_id in GAMES:
        package = game_id.replace("-", "_")
        for name in _MODULES:
            module = importlib.import_module(f"engine.games.{package}.{name}")
            for attr, value in vars(module).items():
                if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__:
                    found[f"{package}.{attr}"] = value
    return found


_CLASSES = _allowed()
_TAGS = {cls: tag for tag, cls in _CLASSES.items()}
_FIELDS = {cls: tuple(f.name for f in dataclasses.fields(cls)) for cls in _CLASSES.values()}


def encode(value: Any) -> Any:
    """JSON-safe data for a view, an event, an action or anything made of them."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value
    if isinstance(value, tuple):
        return {"$t": [encode(v) for v in value]}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        if all(isinstance(k, str) and not k.startswith("$") for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$d": [[encode(k), encode(v)] for k, v in value.items()]}
    tag = _TAGS.get(type(value))
    if tag is None:
        raise WireError(f"{type(value).__qualname__} cannot go on the wire")
    return {"$": tag, "f": {name: encode(getattr(value, name)) for name in _FIELDS[type(value)]}}


def decode(data: Any, _depth: int = 0) -> Any:
    """The object ``encode`` wrote as ``data``; WireError for anything else."""
    if _depth > _MAX_DEPTH:
        raise WireError("nested too deeply")
    if data is None or isinstance(data, (bool, int, str, float)):
        return data
    if isinstance(data, list):
        return [decode(v, _depth + 1) for v in data]
    if not isinstance(data, dict):
        raise WireError(f"unexpected {type(data).__name__}")
    if "$t" in data:
        if len(data) != 1 or not isinstance(data["$t"], list):
            raise WireError("a tuple is {\"$t\": [...]}")
        return tuple(decode(v, _depth + 1) for v in data["$t"])
    if "$d" in data:
        pairs = data["$d"]
        if len(data) != 1 or not isinstance(pairs, list) or not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise WireError("a dict is {\"$d\": [[key, value], ...]}")
        try:
            return {decode(k, _depth + 1): decode(v, _depth + 1) for k, v in pairs}
        except TypeError as exc:  # an unhashable key
            raise WireError(str(exc)) from None
    if "$" in data:
        cls = _CLASSES.get(data["$"]) if isinstance(data["$"], str) else None
        fields = data.get("f")
        if cls is None or set(data) != {"$", "f"} or not isinstance(fields, dict):
            raise WireError(f"no such thing on the wire: {str(data.get('$'))[:40]!r}")
        names = {f.name for f in dataclasses.fields(cls) if f.init}
        if set(fields) != names:
            raise WireError(f"{data['$']} wants the fields {sorted(names)}")
        try:
            return cls(**{k: decode(v, _depth + 1) for k, v in fields.items()})
        except (TypeError, ValueError) as exc:
            raise WireError(f"{data['$']}: {exc}") from None
    return {k: decode(v, _depth + 1) for k, v in data.items()}
