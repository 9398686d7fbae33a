"""Reading the app's own JSON files (settings, the autosave, statistics) without ever failing.

A file of ours may have been cut short by a power cut, edited by hand, synced badly or
written by a newer version. Whatever it holds, reading it gives either plain data or a
problem in words; an unusable file is moved aside under a numbered ``.bad`` name (an
earlier ``.bad`` is never overwritten) so its bytes are kept for the player or for us.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from table.i18n import _

MAX_DIGITS = 30  # no honest number of ours has more digits than this
MAX_BYTES = 50_000_000  # larger than any save a real game makes


class Unreadable(ValueError):
    """The file's content is not data we can use; the message says why, in plain words."""


def _no_constant(name: str) -> Any:
    raise Unreadable(_("it holds {name}, which is not a number").format(name=name))


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Unreadable(_("it holds the number {number}, which is too large").format(number=text[:20]))
    return value


def _small_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise Unreadable(_("it holds a number with far too many digits"))
    return int(text)


def parse(raw: bytes) -> Any:
    """Strict JSON: UTF-8 only, no NaN or Infinity, finite floats, integers of sane size.
    Raises Unreadable with a plain reason for anything else (also very deep nesting)."""
    if not raw.strip():
        raise Unreadable(_("the file is empty"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Unreadable(_("it is not text: it is damaged")) from None
    try:
        return json.loads(text, parse_constant=_no_constant, parse_float=_finite_float, parse_int=_small_int)
    except json.JSONDecodeError:
        raise Unreadable(_("it is damaged or cut short")) from None
    except RecursionError:
        raise Unreadable(_("it is nested too deeply to be ours")) from None


def set_aside(path: Path) -> Path | None:
    """Move ``path`` to the first free name of ``name.bad``, ``name.bad2``, ``name.bad3``...
    Returns where it went, or None if it could not be moved (then it is left as it was)."""
    for n in range(1, 10_000):
        aside = path.with_name(f"{path.name}.bad" + ("" if n == 1 else str(n)))
        if aside.exists():
            continue
        try:
            _move_no_clobber(path, aside)
            return aside
        except FileExistsError:
            continue  # taken between our look and the move: try the next number
        except OSError:
            return None
    return None


def _move_no_clobber(source: Path, target: Path) -> None:
    """Rename that never replaces an existing file (Windows' rename already refuses to)."""
    if os.name == "nt":
        os.rename(source, target)
        return
    try:
        os.link(source, target)  # fails with FileExistsError rather than overwrite
    except FileExistsError:
        raise
    except OSError:  # a file system without hard links: the look above must do
        os.rename(source, target)
        return
    source.unlink()


def aside_message(path: Path, reason: str) -> str:
    """Set the file aside and say so: '<reason>, so it was set aside. The file is kept as ...'"""
    aside = set_aside(path)
    kept = ""
    if aside:
        kept = " " + _("The file is kept as {file} in {folder}.").format(file=aside.name, folder=path.parent)
    return _("{reason}, so it was set aside.").format(reason=reason) + kept


def read_json(path: Path, what: str, newest: int, versioned: bool = True) -> tuple[Any, str]:
    """(data, problem) for one of our files. Missing: (None, ""). Unusable: the file is set
    aside and (None, message). Data is always a dict whose "format" is an int <= ``newest``.
    ``versioned`` False accepts a file without a format number (older settings files)."""
    try:
        if not path.is_file():
            return None, ""
        if path.stat().st_size > MAX_BYTES:
            raise Unreadable(_("it is far too large to be ours"))
        data = parse(path.read_bytes())
        if not isinstance(data, dict):
            raise Unreadable(_("it holds no saved data"))
        version = data.get("format", None if versioned else 0)
        if isinstance(version, bool) or not isinstance(version, int) or version < 0:
            raise Unreadable(_("it has no format version"))
        if version > newest:
            newer = _("{what} was written by a newer version of Present Company").format(what=what)
            return None, aside_message(path, newer)
        return data, ""
    except Unreadable as exc:
        return None, aside_message(path, _("{what} could not be read: {reason}").format(what=what, reason=exc))
    except OSError as exc:  # unreadable on disk: leave it where it is, say so
        return None, _("{what} could not be opened ({reason}).").format(what=what, reason=exc.strerror or exc)
