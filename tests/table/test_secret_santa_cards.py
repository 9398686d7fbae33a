"""Secret Santa's card faces in every language: a special card says its name (or its short
name) on the cards a hand has at 1024x600 and at 4K, a pile's count badge never covers a
letter of that name, the timing icon or a gift's corner index, the Holly icon is drawn whole
at every size, and a large card says what its special does (rulings SS-2, SS-5)."""

import pygame
import pytest

from engine.games.secret_santa.cards import KIND, SPECIALS
from table.games.base import Layout
from table.i18n import set_language
from table.ui import theme

LANGUAGES = ("en", "fr", "es", "pt", "de")
# a 4-player hand at 1024x600 has cards 41 to 84 px wide (84 unsqueezed), at 3840x2160 155 to 302
SMALL = (42, 46, 50, 54, 58, 62, 66, 70, 74, 78, 84)
LARGE = (155, 200, 250, 302)


def _height(w: int) -> int:
    return int(w / 0.7)


@pytest.fixture
def fonts():
    from table import assets
    from table.games.secret_santa import art

    pygame.font.init()
    assets.clear_caches()
    art.clear()
    yield
    set_language("en")
    art.clear()


def _speaking(lang):
    from table.games.secret_santa import art

    set_language(lang)
    art.clear()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_special_card_says_a_name_on_every_card_of_a_hand_from_58_px_wide(lang, fonts):
    # a family playing in German at 1024x600 saw Santa's band say nothing: "Weihnachtsmann"
    # is too long for a card 84 px wide, and Santa had no short name
    from table.games.secret_santa import art

    _speaking(lang)
    for w in [w for w in SMALL if w >= 58] + list(LARGE):
        for kind in SPECIALS:
            lines, _in_band = art.special_title(kind, w, _height(w))
            assert lines, (lang, w, KIND[kind].name)


def _ink(kind: int, w: int, h: int) -> pygame.Mask:
    """The face's marks in its top fifth, read from its pixels: letters and the icon on a special
    card's band, the corner index of a gift (whatever is neither the ground nor the border)."""
    from table.games.secret_santa import art

    face = art.face(kind, w, h)
    ground = art.BAND[KIND[kind].timing] if not KIND[kind].is_gift else theme.CREAM
    edge = max(1, w // 36) + max(3, w // 10) // 2
    mask = pygame.Mask((w, h))
    for y in range(max(1, w // 36) + 1, int(h * 0.2) - 1):
        for x in range(edge, w - edge):
            r, g, b, a = face.get_at((x, y))
            if a == 255 and abs(r - ground[0]) + abs(g - ground[1]) + abs(b - ground[2]) > 90:
                mask.set_at((x, y))
    return mask


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_pile_s_badge_never_covers_a_name_an_icon_or_an_index(lang, fonts, monkeypatch):
    # German at 1024x600: the "x2" badge of a pile of Elves covered "Elfen"
    from table.games.secret_santa.controller import SantaTable
    from table.ui import pen

    _speaking(lang)
    covered = []
    for size, widths in (((1024, 600), SMALL), ((3840, 2160), LARGE)):

        class Probe(SantaTable):
            def __init__(self, size):
                self.layout = Layout(size, 4)
                self.selected = []

        probe = Probe(size)
        for w in widths:
            h = _height(w)
            card = pygame.Rect(40, 60, w, h)
            for kind in KIND:
                ink = _ink(kind, w, h)
                for count, raised in ((2, 0), (3, 0), (3, 2)):
                    hand = (kind,) * count
                    rects = [card.move(-(count - 1 - i) * 3, 0) for i in range(count)]
                    probe.selected = list(range(count - raised, count))
                    badges = []
                    monkeypatch.setattr(pen, "rect", lambda surface, colour, rect, *a, found=badges, **k: found.append(
                        pygame.Rect(rect)))
                    probe._draw_pile_counts(pygame.Surface((10, 10)), hand, rects)
                    monkeypatch.undo()
                    assert len(badges) == 1
                    badge = badges[0].move(-card.left, -card.top)
                    spot = pygame.Mask(badge.size, fill=True)
                    if ink.overlap(spot, badge.topleft):
                        covered.append((w, KIND[kind].name, count, raised))
    assert not covered, covered[:6]


@pytest.mark.parametrize("size", range(12, 66, 6))
def test_the_holly_icon_fills_its_square_at_every_size(size, fonts):
    # the leaves and berries were placed for a 32 px icon: on a card at 1024x600 the Holly band
    # showed a red dot, at 4K a small icon in its top left corner
    from table.games.secret_santa import art

    icon = art.holly_icon(size)
    drawn = icon.get_bounding_rect()
    assert drawn.width >= size * 0.9 and drawn.left <= size * 0.05
    assert drawn.top >= 0 and drawn.bottom <= size
    berries = [icon.get_at((x, y)) for x in range(size) for y in range(size)]
    assert any(r > 180 and g < 80 and b < 80 and a > 200 for r, g, b, a in berries)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_large_special_card_says_what_it_does(lang, fonts, monkeypatch):
    # at 4K the German Christmas Tree and Scrooge dropped their four-line reminders
    from table import assets
    from table.games.secret_santa import art
    from table.games.secret_santa.names import reminder

    _speaking(lang)
    written = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda content, *a, **k: written.append(content) or real(content, *a, **k))
    for kind in SPECIALS:
        written.clear()
        art.face(kind, 302, 432)
        assert " ".join(written).replace(" ", "").endswith(reminder(kind).replace(" ", "")), (lang, kind)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (3840, 2160)])
def test_a_plate_s_name_keeps_clear_of_its_card_count(size, fonts, monkeypatch):
    # eight players at 1024x600: "Bot number 4" ran under its count of 11 cards
    from table.games.secret_santa import drawing

    layout = Layout(size, 8)
    written = {}
    real = drawing.draw_text

    def spy(surface, content, *args, **kwargs):
        written[content] = real(surface, content, *args, **kwargs)
        return written[content]

    monkeypatch.setattr(drawing, "draw_text", spy)
    for name in ("Bot number 4", "Grandma Rose", "Sam"):
        for count in (1, 9, 11, 23):
            drawing.plate_face.cache_clear()
            written.clear()
            drawing.plate_face(layout.plate_size, layout.s, theme.PANEL, name, "bot \u00b7 easy \u00b7 0 pts", "",
                               theme.INK, count)
            assert not written[name].colliderect(written[str(count)]), (name, count, written)
