"""The message catalogue: every player-facing string goes through ``_()`` (or ``ngettext``
for counts), gettext-style, so that translations can be added as catalogues later.

English is the source: with no catalogue installed, ``_`` returns its text unchanged. The
catalogues of the other languages are in ``catalogues`` (``set_language``).
Phrase messages so that any name reads well in them, including a player called "You":
"{name} was wrong" reads badly as "You was wrong", so prefer forms like "Wrong: {name}"
or "{name} guessed wrong".
"""

from __future__ import annotations

import gettext as _gettext

from table.i18n.catalogues import load

DOMAIN = "present-company"
_catalogue: _gettext.NullTranslations = _gettext.NullTranslations()
_language = "en"


def install(translations: _gettext.NullTranslations | None) -> None:
    """Use ``translations`` from now on (None: English, the source language)."""
    global _catalogue
    _catalogue = translations or _gettext.NullTranslations()


def set_language(lang: str) -> str:
    """Speak ``lang`` from now on ("en", "fr", "es", "pt", "de", or "pseudo" for layout tests);
    returns the language in use (English when ``lang``'s catalogue cannot be read)."""
    global _language

    translations = load(lang)
    install(translations)
    _language = lang if translations is not None else "en"
    return _language


def language() -> str:
    return _language


def _(message: str) -> str:
    return _catalogue.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _catalogue.ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a string for the catalogue where it is defined; ``_`` translates it where shown."""
    return message


def join_words(parts: list[str]) -> str:
    """'A', 'A and B', 'A, B and C', in the catalogue's words."""
    if len(parts) <= 1:
        return "".join(parts)
    return _("{most} and {last}").format(most=_(", ").join(parts[:-1]), last=parts[-1])


def score_text(score: int, label: str) -> str:
    """'1 penalty', '3 penalties', '1 point': the label's plural form, through the catalogue."""
    if label == "penalties":
        return ngettext("{n} penalty", "{n} penalties", score).format(n=score)
    if label == "points":
        return ngettext("{n} point", "{n} points", score).format(n=score)
    if label == "presents":
        return ngettext("{n} present", "{n} presents", score).format(n=score)
    return f"{score} {_(label)}"
