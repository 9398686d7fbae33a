"""Languages (issue 17): every message in every catalogue, complete, with its placeholders and
plural forms; the fonts hold every letter; the language follows the system at first start and
changes in Settings without a restart; and in a pseudo-language 40% longer than English, every
screen and table lays out with no text beyond its box."""

import importlib.util
import re
import sys
from pathlib import Path

import pygame
import pytest

from table import assets
from table.i18n import _, language, ngettext, set_language
from table.i18n.catalogues import LANGUAGES, LOCALE_DIR, check_catalogue, po_path, read_po, system_language
from table.i18n.pseudo import pseudo

from .tour import tour

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]


def _tools():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_template_holds_every_message_the_code_uses():
    # a message added to the code must reach the template (python tools/i18n.py extract, then update)
    wanted = {m.id for m in _tools().template() if m.id}
    with open(LOCALE_DIR / "present-company.pot", "rb") as f:
        committed = {m.id for m in read_po(f) if m.id}
    assert sorted(map(str, wanted - committed)) == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_catalogue_is_complete_with_its_placeholders(lang):
    assert list(check_catalogue(lang)) == []


def test_the_check_finds_missing_empty_fuzzy_and_wrong_placeholders(tmp_path):
    pot, po = tmp_path / "t.pot", tmp_path / "t.po"
    pot.write_text('msgid ""\nmsgstr ""\n\nmsgid "Hello {name}"\nmsgstr ""\n\nmsgid "Bye"\nmsgstr ""\n\n'
                   'msgid "Later"\nmsgstr ""\n\nmsgid "Gone"\nmsgstr ""\n', encoding="utf-8")
    po.write_text('msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
                  'msgid "Hello {name}"\nmsgstr "Bonjour {nom}"\n\nmsgid "Bye"\nmsgstr ""\n\n'
                  '#, fuzzy\nmsgid "Later"\nmsgstr "Plus tard"\n', encoding="utf-8")
    found = " ".join(check_catalogue("fr", po=po, pot=pot))
    assert "placeholders" in found and "empty: 'Bye'" in found and "fuzzy: 'Later'" in found
    assert "missing: 'Gone'" in found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_loads_with_its_plural_forms(lang):
    assert set_language(lang) == lang == language()
    assert _("Settings") != "Settings" and _("New game") != "New game"
    one, two = ngettext("{n} point", "{n} points", 1), ngettext("{n} point", "{n} points", 2)
    assert "{n}" in two and one != two
    if lang == "fr":  # French counts 0 as singular
        assert ngettext("{n} point", "{n} points", 0) == one
    set_language("en")
    assert _("Settings") == "Settings"


def test_every_letter_of_every_catalogue_is_in_every_font():
    pygame.init()
    assets.clear_caches()  # fonts made before an earlier test quit pygame are dead
    text = {c for lang in TRANSLATED for m in read_po(open(po_path(lang), "rb")) if m.id
            for s in (m.string if isinstance(m.string, tuple) else (m.string,)) for c in s if c not in "\n"}
    for role in assets.FONT_FILES:
        font = assets.font(role, 20)
        missing_glyph = pygame.image.tobytes(font.render("\ue000", True, (0, 0, 0)), "RGBA")
        assert font.render("\u6f22", True, (0, 0, 0)) and \
            pygame.image.tobytes(font.render("\u6f22", True, (0, 0, 0)), "RGBA") == missing_glyph  # can fail
        lacking = [c for c in sorted(text) if c.strip()
                   and pygame.image.tobytes(font.render(c, True, (0, 0, 0)), "RGBA") == missing_glyph]
        assert lacking == [], (role, lacking)


def test_the_language_follows_the_system_at_first_start():
    assert system_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert system_language({"LANGUAGE": "pt_PT:pt", "LANG": "de_DE.UTF-8"}) == "pt"
    assert system_language({"LC_ALL": "de_AT.UTF-8"}) == "de"
    assert system_language({"LANG": "pt-BR"}) == "pt"
    assert system_language({"LANG": "es_ES.UTF-8"}) == "es"
    assert system_language({"LC_ALL": "es_MX.UTF-8", "LANG": "de_DE.UTF-8"}) == "es"
    assert system_language({"LANG": "fr_FR.UTF-8"}) == "fr"
    assert system_language({"LANGUAGE": "fr_CA:fr", "LANG": "en_US.UTF-8"}) == "fr"
    assert system_language({"LANG": "it_IT.UTF-8"}) == "en"  # not spoken here: English
    assert system_language({"LANG": "C.UTF-8"}) == "en"
    assert system_language({}) in LANGUAGES


def test_the_language_changes_in_settings_without_a_restart(app):
    from table.scenes.menu import MenuScene
    from table.scenes.settings import SettingsScene

    app.push(MenuScene(app))
    settings = SettingsScene(app)
    app.push(settings)
    app.run_frames(1)
    for _turn in range(len(LANGUAGES) + 1):  # the Language row: system, English, ... German
        if app.settings.language == "de":
            break
        settings.buttons[len(settings.rows) - 1].on_click()
    assert language() == "de" and app.settings.language == "de"
    menu = app.scenes[0]
    assert [b.label for b in menu.buttons][:2] == [_("New game"), _("Learn to play")]
    assert _("New game") != "New game"  # the menu under Settings speaks German now
    assert app.top.buttons[-1].label == _("Back") != "Back"
    app.run_frames(2)


def test_the_pseudo_language_is_longer_accented_and_keeps_placeholders():
    out = pseudo("Pass to {name}\nnow")
    assert out.startswith("[") and out.endswith("]") and "{name}" in out and "\n" in out
    assert len(out) >= len("Pass to {name}\nnow") * 1.3 and "à" in out.lower() or "ö" in out


@pytest.fixture(scope="module")
def pseudo_tour():
    try:
        yield tour("pseudo", (1024, 600))
    finally:
        set_language("en")


def test_in_a_long_language_no_text_runs_past_its_box_at_1024x600(pseudo_tour):
    assert {f"{where}: {text!r} {why}" for (text, why), where in pseudo_tour.overflows.items()} == set()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_screen_and_table_fits_in_each_language_at_1024x600(lang):
    seen = tour(lang, (1024, 600), frames=1200)
    assert {f"{where}: {text!r} {why}" for (text, why), where in seen.overflows.items()} == set()
    assert len(seen.texts) > 300  # the tour drew the screens, the tables and a person's choices


def test_every_word_drawn_comes_from_the_catalogue(pseudo_tour):
    # in the pseudo-language a translated text is bracketed and accented: anything else was drawn
    # without the catalogue (names, numbers, keys and the games' published titles aside)
    from engine.games import GAMES
    from engine.seats import BOT_NAMES
    from table.tutorial import tutorial_for

    names = {n for g in GAMES for n in tutorial_for(g).names}
    allowed = set(BOT_NAMES) | names | {g.title for g in GAMES.values()} | {"Esc", "Enter", "Tab", "Space", "Ctrl+Z"}
    plain = sorted(t for t in pseudo_tour.texts if re.search(r"[A-Za-z]{2,}", t)
                   and not re.search(r"[\[\]\u00c0-\u017e]", t) and t not in allowed
                   and not t.endswith("\u2026")  # a name cut short on a narrow tag
                   and not (" " not in t and re.search(r"://|=", t))  # a piece of a seat's link under its QR code
                   and not re.fullmatch(r"[A-HJ-NP-Z]{4}", t))  # a phone seat's short code (server.short_codes)
    assert plain == []


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))


def test_every_presents_of_mine_scoring_reason_has_a_form_in_the_catalogue():
    # the engine writes reasons in English; each must match one of names.REASONS to be translated
    from engine.games import get_game
    from engine.games.presents_of_mine.moves import Scored
    from engine.session import SeatPlan, Session
    from table.games.presents_of_mine.names import _PATTERNS

    reasons = set()
    for seed in range(12):
        session = Session(get_game("presents-of-mine"), [SeatPlan(str(i), "easy") for i in range(4 + seed % 5)], {},
                          seed)
        while not session.state.is_over():
            seat = session.state.to_act()[0]
            for event in session.apply(seat, session.decide(seat)):
                if isinstance(event, Scored):
                    reasons |= {why for seat_lines in event.lines for _pid, why, _pts in seat_lines}
    unmatched = sorted(w for w in reasons if not any(p.fullmatch(w) for p, _form in _PATTERNS))
    assert len(reasons) > 15 and unmatched == []


def test_a_game_paused_for_settings_speaks_the_new_language_when_resumed(app):
    from engine.games import get_game
    from engine.session import SeatPlan, Session
    from table.scenes.pause import PauseScene
    from table.scenes.settings import SettingsScene
    from table.scenes.table_scene import TableScene

    session = Session(get_game("not-a-hat"), [SeatPlan("You")] + [SeatPlan(f"B{i}", "easy") for i in range(3)], {}, 1)
    table = TableScene(app, session)
    app.push(table)
    app.run_frames(2)
    app.push(PauseScene(app, table))
    app.push(SettingsScene(app))
    app.change_language("pt")
    assert table.hint_button.label == _("Hint") != "Hint" and table.hint_button.name == ("button", "Hint")
    assert app.scenes[1].buttons[0].label == _("Resume") != "Resume"  # the pause menu too
    app.pop()
    app.pop()
    app.run_frames(2)


@pytest.mark.parametrize("lang", [*LANGUAGES, "pseudo"])
def test_every_not_a_hat_gift_name_fits_across_its_card_in_each_language(lang):
    """Card faces are drawn outside draw_text, so the tour cannot see them: a single long word
    ("chaussettes") once ran past both edges of the smallest card."""
    from engine.games.not_a_hat.cards import GIFTS
    from table.games.not_a_hat.art import label_lines
    from table.games.not_a_hat.layout import HatLayout
    from table.games.not_a_hat.names import gift_name
    from table.ui.widgets import MIN_TEXT

    pygame.init()
    assets.clear_caches()
    set_language(lang)
    try:
        for players in (3, 6, 8):
            lay = HatLayout((1024, 600), players)
            for gift in range(len(GIFTS)):
                lines, step = label_lines(gift_name(gift), lay.card_w, lay.card_h)
                too_wide = [img.get_width() for img in lines if img.get_width() > int(lay.card_w * 0.92)]
                assert not too_wide, (lang, players, gift_name(gift), too_wide, lay.card_w)
                assert step >= MIN_TEXT
    finally:
        set_language("en")
