"""The translation catalogues, with Babel (pip install -e ".[build]" or babel):

    python tools/i18n.py extract   # every message of table/ -> assets/locale/present-company.pot
    python tools/i18n.py update [LANG ...]   # merge the template into each (or these) language's .po
    python tools/i18n.py check     # no empty or fuzzy entry, placeholders kept (exit 1 if not)
    python tools/i18n.py compile DIR   # .po -> DIR/<lang>/LC_MESSAGES/present-company.mo

The template holds what ``pybabel extract`` finds (``_``, ``N_``, ``ngettext``) and the words
the table translates at run time from the engine: setting labels, help lines and choice names,
and bot levels.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from table.i18n.catalogues import (  # noqa: E402
    DOMAIN,
    LANGUAGES,
    LOCALE_DIR,
    check_catalogue,
    compile_all,
    read_po,
)


def engine_words() -> list[tuple[str, str]]:
    """(message, where) for every engine string the table passes through ``_``."""
    from engine.games import GAMES, get_game

    out = []
    for gid in GAMES:
        game = get_game(gid)
        where = f"engine/games/{gid}"
        for s in game.settings:
            out += [(s.label, f"{where}: setting {s.key}")]
            if s.help:
                out += [(s.help, f"{where}: setting {s.key} help")]
            out += [(n, f"{where}: setting {s.key} choice") for n in s.names]
        out += [(level, f"{where}: bot level") for level in game.bot_levels]
        out += [(game.pitch, f"{where}: what the game is like")] if game.pitch else []
    return out + card_words()


def card_words() -> list[tuple[str, str]]:
    """The decks' words (each game's ``Game.deck_words``) and the message ids a game's table makes
    from them at run time (its ``GameTable.catalogue_words``)."""
    from engine.games import GAMES
    from table.games import game_ids, table_for

    out = [pair for game in GAMES.values() for pair in game.deck_words()]
    return out + [pair for gid in game_ids() for pair in table_for(gid).catalogue_words()]


def template():
    """The catalogue of every message the table may show (a Babel Catalog, no translations)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalog = Catalog(project="Present Company", msgid_bugs_address="", charset="utf-8")
    keywords = {"_": None, "N_": None, "ngettext": (1, 2)}
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT / "table"), keywords=keywords, comment_tags=("TRANSLATORS:",)):
        catalog.add(message, None, [(f"table/{filename}", lineno)], auto_comments=comments, context=context)
    for message, where in engine_words():
        catalog.add(message, None, [(where.replace(" ", "_"), 0)])  # (Babel quotes a name with spaces)
    for message, where in web_words():
        catalog.add(message, None, [(where, 0)])
    return catalog


_JS_TEXT = r'"((?:[^"\\\n]|\\.)*)"'
_JS_ONE = re.compile(rf"\b(?:t|N_)\(\s*{_JS_TEXT}\s*\)")
_JS_PLURAL = re.compile(rf"\bnt\(\s*{_JS_TEXT}\s*,\s*{_JS_TEXT}")


def web_words() -> list[tuple[str | tuple[str, str], str]]:
    """The web seat's messages (server/web/*.js): every ``t("...")``, ``N_("...")`` and
    ``nt("...", "...")`` with a plain string, as the page asks the same catalogues for them."""
    out: list[tuple[str | tuple[str, str], str]] = []
    for path in sorted((ROOT / "server" / "web").glob("*.js")):
        text = path.read_text(encoding="utf-8")
        where = f"server/web/{path.name}"
        out += [(json.loads(f'"{m}"'), where) for m in _JS_ONE.findall(text)]
        out += [((json.loads(f'"{a}"'), json.loads(f'"{b}"')), where) for a, b in _JS_PLURAL.findall(text)]
    return out


def extract() -> Path:
    from babel.messages.pofile import write_po

    catalog = template()
    LOCALE_DIR.mkdir(parents=True, exist_ok=True)
    pot = LOCALE_DIR / f"{DOMAIN}.pot"
    with open(pot, "wb") as f:
        write_po(f, catalog, width=100, omit_header=False, sort_output=False, include_lineno=False)
    print(f"{pot.relative_to(ROOT)}: {len(catalog)} messages")
    return pot


def update(only: list[str] | None = None) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    with open(LOCALE_DIR / f"{DOMAIN}.pot", "rb") as f:
        template = read_po(f)
    for lang in only or LANGUAGES:
        if lang == "en":
            continue
        path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        if path.exists():
            with open(path, "rb") as f:
                catalog = read_po(f, locale=lang)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, project="Present Company", charset="utf-8")
        catalog.update(template, no_fuzzy_matching=True)
        with open(path, "wb") as f:
            write_po(f, catalog, width=100, include_lineno=False, ignore_obsolete=True)
        missing = sum(1 for m in catalog if m.id and not all(m.string if isinstance(m.string, tuple) else [m.string]))
        print(f"{path.relative_to(ROOT)}: {len(catalog)} messages, {missing} to translate")


def check() -> int:
    problems = 0
    for lang in LANGUAGES:
        if lang == "en":
            continue
        for problem in check_catalogue(lang):
            print(f"{lang}: {problem}")
            problems += 1
    return 1 if problems else 0


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("extract", "update", "check", "compile"):
        print(__doc__)
        return 2
    if argv[0] == "extract":
        extract()
    elif argv[0] == "update":
        update(argv[1:] or None)
    elif argv[0] == "check":
        return check()
    else:
        if len(argv) != 2:
            print("compile wants one folder: python tools/i18n.py compile DIR", file=sys.stderr)
            return 2
        for path in compile_all(Path(argv[1])):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
