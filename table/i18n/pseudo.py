"""A pseudo-language for layout tests: English with accented letters, 40% longer, in brackets.

"Deal again" reads "[Ðéàļ àĝàîñ ~~~~]": a string missing from the catalogue's template stays plain
(so a test can tell it was never extracted), accents show a font without the glyph, and the extra
length shows a box too tight for German or French. Placeholders ({name}) and newlines stay.
"""

from __future__ import annotations

import re

_ACCENTED = str.maketrans(
    "AaCcDdEeGgIiLlNnOoSsUuYyZz",
    "ÀàÇçÐðÉéĜĝÎîĻļÑñÖöŠšÛûÝýŽž",
)
_PLACEHOLDER = re.compile(r"(\{[^{}]*\})")


def pseudo(text: str) -> str:
    if not text:
        return text
    parts = _PLACEHOLDER.split(text)
    body = "".join(p if _PLACEHOLDER.fullmatch(p) else p.translate(_ACCENTED) for p in parts)
    visible = len(_PLACEHOLDER.sub("", text))
    pad = "~" * max(1, round(visible * 0.4) - 2)
    lines = body.split("\n")
    lines[-1] = f"{lines[-1]} {pad}"
    return "[" + "\n".join(lines) + "]"
