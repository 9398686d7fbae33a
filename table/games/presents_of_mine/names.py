"""A scoring line's reason in the player's language. The engine writes each reason in English
("Help: 2 other(s) with Help"); each of its forms is a message in the catalogue, with its
number as a placeholder, and ``reason`` finds the form and fills it in. Every reason about a
present starts with its kind's name, so ``letter_of`` tells which present a line is about."""

from __future__ import annotations

import re

from engine.games.presents_of_mine.cards import KINDS
from table.i18n import N_, _

REASONS = (
    N_("Average"), N_("Egg"), N_("Fruit"), N_("Limiting"), N_("Nebulizer"), N_("Golden"), N_("Inversion"),
    N_("Diameter"), N_("Diameter: opposite has one"), N_("Inversion: the stalest"), N_("Staleness"),
    N_("Egg: received"), N_("Bonus: {n} Average"), N_("Chain: {n} neighbour(s) with a Chain"),
    N_("Golden: came {n} place(s)"), N_("Help: {n} other(s) with Help"), N_("Jinx: {n} other(s) with a Jinx"),
    N_("Musky: {n} present(s) at staleness 3+"), N_("Monopoly on {letter}"), N_("Monopoly on {letter} (tied)"),
    N_("Kaboom exploded"), N_("Kaboom exploded (Limiting)"), N_("Kaboom: {n} Average, {left} layer(s) left"),
)


# where the table words a reason otherwise than the engine (the engine's words are kept in
# saves and tests): a line reads "E Egg: received", not "E an Egg was received"
_ENGINE_WORDS = {"Staleness": "staleness", "Egg: received": "an Egg was received"}


def _pattern(form: str) -> re.Pattern:
    escaped = re.escape(_ENGINE_WORDS.get(form, form))
    for name, pattern in (("n", r"-?\d+"), ("left", r"-?\d+"), ("letter", r"[A-N]")):
        escaped = escaped.replace(re.escape("{" + name + "}"), f"(?P<{name}>{pattern})")
    return re.compile(escaped)


_PATTERNS = tuple((_pattern(form), form) for form in REASONS)


def reason(why: str) -> str:
    for pattern, form in _PATTERNS:
        found = pattern.fullmatch(why)
        if found:
            return _(form).format(**found.groupdict())
    return why


def letter_of(why: str) -> str:
    """The letter of the present a line of the breakdown is about, from the engine's reason
    (as it was scored: a Kaboom that exploded is an Average now), or "" for the others."""
    if why == _ENGINE_WORDS["Egg: received"]:
        return "E"
    return next((letter for letter, kind in KINDS.items() if why.startswith(kind.name)), "")
