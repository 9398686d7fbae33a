"""A pseudo-language for layout tests: English with accented letters, 40% longer, in brackets.

"Deal again" reads "[Ðéàļ àĝàîñ ~~~~]": a string missing from the catalogue's template stays plain
(so a test can tell it was never extracted), accents show a font without the glyph, and the extra
length shows a box too tight for German or French. Placeholders ({name}) and newlines stay.
"""

from __future__ import annotations

import gettext
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


class PseudoTranslations(gettext.NullTranslations):
    def __init__(self) -> None:
        super().__init__()
        from table.i18n.catalogues import DOMAIN, LOCALE_DIR, read_po

        try:
            with open(LOCALE_DIR / f"{DOMAIN}.pot", "rb") as f:
                self.known = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
        except (OSError, ImportError):
            self.known = None  # no template or no Babel: every message counts as known

    def gettext(self, message: str) -> str:
        return pseudo(message) if self.known is None or message in self.known else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        text = singular if n == 1 else plural
        return pseudo(text) if self.known is None or singular in self.known else text
