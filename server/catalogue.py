"""The app's translation catalogues for the web seat, from the same ``.po`` files as the app.

``catalogue_json(lang)`` is ``{msgid: msgstr}`` (a list of forms for a plural message, keyed by
its singular; ``context\\x04msgid`` for a message with a context), empty and fuzzy entries left
out, so the page falls back to English for them as the app does. Read once per language.
"""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path

LANGUAGES = ("en", "fr", "es", "pt", "de")
DOMAIN = "present-company"


def locale_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets" / "locale"
    import assets  # late: a frozen app has no assets package (its files sit beside it)

    return Path(assets.__file__).resolve().parent / "locale"


def messages(lang: str) -> dict[str, str | list[str]]:
    """The catalogue of ``lang`` as a dict (empty for English, the source language)."""
    if lang not in LANGUAGES:
        raise KeyError(lang)
    if lang == "en":
        return {}
    from babel.messages.pofile import read_po  # late: read only when a page asks for a language

    path = locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
    with open(path, "rb") as f:
        catalog = read_po(f, locale=lang)
    out: dict[str, str | list[str]] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        key = message.id[0] if isinstance(message.id, (tuple, list)) else message.id
        if message.context:
            key = f"{message.context}\x04{key}"
        if isinstance(message.string, (tuple, list)):
            if all(message.string):
                out[key] = list(message.string)
        elif message.string:
            out[key] = message.string
    return out


@lru_cache(maxsize=len(LANGUAGES))
def catalogue_json(lang: str) -> bytes | None:
    """The page's catalogue for ``lang`` as JSON bytes; None for a language the app lacks."""
    try:
        found = messages(lang)
    except (KeyError, OSError):
        return None
    return json.dumps(found, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
