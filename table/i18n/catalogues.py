"""The languages the table speaks and their gettext catalogues.

The ``.po`` sources live in ``assets/locale/<lang>/LC_MESSAGES/present-company.po`` beside the
template (``present-company.pot``, made by ``tools/i18n.py extract``). The frozen app ships
them compiled to ``.mo`` (``build/build.py`` compiles them with Babel); a source checkout reads
the ``.po`` directly, compiled in memory by Babel, so an edited translation shows at the next
start without a build step.
"""

from __future__ import annotations

import gettext
import io
import locale
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from table import assets
from table.i18n.pseudo import pseudo

DOMAIN = "present-company"
LOCALE_DIR = assets.path("locale")
# Each language by its own name, as a player looks for it in the list.
LANGUAGES = {"en": "English", "fr": "Français", "es": "Español", "pt": "Português", "de": "Deutsch"}
PSEUDO = "pseudo"  # accented and longer English, for layout tests (not offered in Settings)
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str, root: Path | None = None) -> Path:
    return (root or LOCALE_DIR) / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def read_po(fileobj, locale: str | None = None):
    # late, for start-up: only a checkout reads .po sources with Babel (about 10 ms); the frozen
    # app reads compiled .mo files
    from babel.messages.pofile import read_po as babel_read_po

    return babel_read_po(fileobj, locale=locale)


def _compiled(lang: str) -> bytes:
    # late, for start-up: only a checkout reads .po sources with Babel (about 10 ms); the frozen
    # app reads compiled .mo files
    from babel.messages.mofile import write_mo

    with open(po_path(lang), "rb") as f:
        catalog = read_po(f, locale=lang)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def load(lang: str) -> gettext.NullTranslations | None:
    """The catalogue for ``lang``; None for English (the source) or when none can be read."""
    if lang == PSEUDO:
        return PseudoTranslations()
    if lang not in LANGUAGES or lang == "en":
        return None
    frozen = getattr(sys, "_MEIPASS", None) is not None
    if not frozen and po_path(lang).is_file():
        try:
            return gettext.GNUTranslations(io.BytesIO(_compiled(lang)))
        except ImportError:
            pass  # no Babel here: a compiled catalogue may still be beside the source
        except Exception as exc:  # a damaged .po: say so and speak English
            print(f"present-company: the {LANGUAGES[lang]} catalogue cannot be read ({exc})", file=sys.stderr)
            return None
    try:
        with open(mo_path(lang), "rb") as f:
            return gettext.GNUTranslations(f)
    except (OSError, ValueError) as exc:
        print(f"present-company: no {LANGUAGES[lang]} catalogue ({exc})", file=sys.stderr)
        return None


def compile_all(root: Path) -> list[Path]:
    """Every language's .po compiled to ``root/<lang>/LC_MESSAGES/present-company.mo`` (Babel)."""
    out = []
    for lang in LANGUAGES:
        if lang == "en" or not po_path(lang).is_file():
            continue
        target = mo_path(lang, root)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(_compiled(lang))
        out.append(target)
    return out


def system_language(environ: dict | None = None) -> str:
    """The language of the system's locale, if the table speaks it; else English."""
    env = os.environ if environ is None else environ
    candidates = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            candidates += env[var].split(":")
    if environ is None:
        candidates += _platform_languages()
    for code in candidates:
        lang = code.strip().lower().replace("-", "_").split("_")[0].split(".")[0]
        if lang in LANGUAGES:
            return lang
        if lang not in ("", "c", "posix"):
            break  # the first language named decides, even one the table does not speak
    return "en"


def _platform_languages() -> list[str]:
    out: list[str] = []
    if sys.platform == "win32":
        import ctypes  # late, for start-up: only Windows asks ctypes, only macOS runs a command

        try:
            lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            out.append(locale.windows_locale.get(lang_id, ""))
        except (AttributeError, OSError):
            pass
    elif sys.platform == "darwin":
        import subprocess  # late, for start-up (as ctypes above)

        try:
            found = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                                   text=True, timeout=2).stdout
            out += re.findall(r"[A-Za-z]{2}(?:[-_][A-Za-z]+)?", found)[:1]
        except (OSError, subprocess.SubprocessError):
            pass
    try:
        out.append(locale.getlocale(locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES") else locale.LC_CTYPE)[0] or "")
    except (ValueError, TypeError):
        pass
    return out


def check_catalogue(lang: str, po: Path | None = None, pot: Path | None = None) -> Iterator[str]:
    """What is wrong with ``lang``'s catalogue against the template: missing, empty or fuzzy
    entries, placeholders that differ from the English, plural forms of the wrong count."""
    with open(pot or LOCALE_DIR / f"{DOMAIN}.pot", "rb") as f:
        template = read_po(f)
    with open(po or po_path(lang), "rb") as f:
        catalog = read_po(f, locale=lang)
    for message in template:
        if not message.id:
            continue
        got = catalog.get(message.id)
        if got is None:
            yield f"missing: {message.id!r}"
            continue
        if got.fuzzy:
            yield f"fuzzy: {message.id!r}"
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = got.string if isinstance(got.string, tuple) else (got.string,)
        if isinstance(message.id, tuple) and len(strings) != catalog.num_plurals:
            yield f"{len(strings)} plural forms, not {catalog.num_plurals}: {message.id!r}"
        if not all(strings):
            yield f"empty: {message.id!r}"
            continue
        wanted = set(_PLACEHOLDER.findall(ids[0])) | set(_PLACEHOLDER.findall(ids[-1]))
        for s in strings:
            if set(_PLACEHOLDER.findall(s)) - wanted or (len(strings) == 1 and set(_PLACEHOLDER.findall(s)) != wanted):
                yield f"placeholders {sorted(set(_PLACEHOLDER.findall(s)))} for {sorted(wanted)}: {message.id!r}"


class PseudoTranslations(gettext.NullTranslations):
    """The pseudo-language as a catalogue (see table.i18n.pseudo): a message missing from the
    template stays plain, so a test can tell it was never extracted."""

    def __init__(self) -> None:
        super().__init__()
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
