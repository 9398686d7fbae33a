"""People's names in a room: what a person types is cleaned before anyone sees it, and no two
seats of a room share a name.

Cleaning: the name is read in NFC (so "é" typed two ways is one name); control and format
characters are dropped (NUL, right-to-left overrides and isolates, zero-width spaces and joiners,
soft hyphens: nothing invisible, nothing that turns the text around it); a run of combining marks
is kept to three on one letter (so a name cannot stack marks over the names around it); spaces
of every kind become one space; at most ``NAME_LENGTH`` characters are kept.

A name another seat of the room already has (ignoring case and compatibility forms) gets the first
free number: a second "Grandma" is "Grandma 2". Why not refuse it: the app joins in one step (a
second person at one screen joins on her own line), a refusal there would leave her out of the
game, and "Grandma 2" shows everyone at once which Grandma is which.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

NAME_LENGTH = 24
MARKS_PER_LETTER = 3


def clean_name(name: Any, seat: int) -> str:
    """The name to show for what a person typed (``Player N`` if nothing is left of it)."""
    text = unicodedata.normalize("NFC", name[: NAME_LENGTH * 8]) if isinstance(name, str) else ""
    kept: list[str] = []
    marks = 0
    for ch in text:
        category = unicodedata.category(ch)
        if ch.isspace() or category in ("Zl", "Zp", "Zs"):
            kept.append(" ")
            marks = 0
        elif category[0] == "C":  # Cc control, Cf format (bidi, zero-width), Cs, Co, Cn
            continue
        elif category in ("Mn", "Me"):
            marks += 1
            if marks <= MARKS_PER_LETTER:
                kept.append(ch)
        else:
            marks = 0
            kept.append(ch)
    text = " ".join("".join(kept).split())[:NAME_LENGTH].strip()
    return text or f"Player {seat + 1}"


def _key(name: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def distinct(name: str, others: Iterable[str]) -> str:
    """``name``, or with the first number that makes it differ from every name in ``others``."""
    taken = {_key(o) for o in others if o}
    if _key(name) not in taken:
        return name
    for number in range(2, 1000):
        suffix = f" {number}"
        candidate = name[: NAME_LENGTH - len(suffix)].rstrip() + suffix
        if _key(candidate) not in taken:
            return candidate
    return name  # (a room has at most 8 seats: never reached)
