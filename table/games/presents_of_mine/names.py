"""A scoring line's reason in the player's language. The engine writes each reason in English
("Help: 2 other(s) with Help"); each of its forms is a message in the catalogue, with its
number as a placeholder, and ``reason`` finds the form and fills it in."""

from __future__ import annotations

import re

from table.i18n import N_, _

REASONS = (
    N_("Average"), N_("Egg"), N_("Fruit"), N_("Limiting"), N_("Nebulizer"), N_("Golden"), N_("Inversion"),
    N_("Diameter"), N_("Diameter: opposite has one"), N_("Inversion: the stalest"), N_("staleness"),
    N_("an Egg was received"), N_("Bonus: {n} Average"), N_("Chain: {n} neighbour(s) with a Chain"),
    N_("Golden: came {n} place(s)"), N_("Help: {n} other(s) with Help"), N_("Jinx: {n} other(s) with a Jinx"),
    N_("Musky: {n} present(s) at staleness 3+"), N_("Monopoly on {letter}"), N_("Monopoly on {letter} (tied)"),
    N_("Kaboom exploded"), N_("Kaboom exploded (Limiting)"), N_("Kaboom: {n} Average, {left} layer(s) left"),
)


def _pattern(form: str) -> re.Pattern:
    escaped = re.escape(form)
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
