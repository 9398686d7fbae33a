"""That's Not a Hat's table layout: nothing is drawn over anything else. Families saw the roller
skates drawn over the "Gift Shop" label (the tutorial's first step), two penalty labels drawn over
each other ("diceskate"), speech bubbles under the Moves button and over cards, and a long name
under the penalty pips. Checked at 1024x600, 1920x1080 and 3840x2160 (and 1280x800), for 2 to 8
players, one or two cards in a column (NH-10) and a match (NH-8)."""

import pygame
import pytest

from engine.games import get_game
from engine.games.not_a_hat.cards import GIFT_BY_NAME, GIFTS
from engine.games.not_a_hat.moves import Given
from engine.session import SeatPlan, Session
from table.games.base import Bubble
from table.games.not_a_hat.layout import PENALTY_SCALE, HatLayout, card_rect
from table.scenes.table_scene import TableScene

SIZES = [(1024, 600), (1280, 800), (1920, 1080), (3840, 2160)]
TABLES = [(players, column) for players in range(2, 9) for column in (1, 2) if players > 2 or column == 2]


@pytest.fixture(autouse=True)
def fonts():
    from table import assets

    pygame.font.init()
    assets.clear_caches()  # fonts made before an earlier test quit pygame are dead


@pytest.mark.parametrize("size", SIZES)
def test_no_card_pile_label_or_plate_lies_over_another(size):
    for players, column in TABLES:
        for match in (False, True):
            lay = HatLayout(size, players, column, match)
            assert lay.clashes() == [], (size, players, column, match)


@pytest.mark.parametrize("size", SIZES)
def test_a_gift_from_the_shop_is_held_clear_of_the_gift_shop_and_its_label(size):
    # the tutorial's first step: three players, your roller skates drawn over "Gift Shop"
    for players, column in TABLES:
        lay = HatLayout(size, players, column)
        shop = lay.shop_rects()
        for seat in range(players):
            held = card_rect(*lay.hand(seat), lay.card_w * 1.08, lay.card_h * 1.08)
            assert not any(held.colliderect(r) for r in shop), (size, players, column, seat)
            column_cards = [card_rect(*lay.slot(seat, k), lay.card_w, lay.card_h) for k in range(column + 1)]
            assert not any(held.colliderect(r) for r in column_cards)


@pytest.mark.parametrize("size", SIZES)
def test_penalty_cards_lie_side_by_side_so_no_name_covers_another(size):
    # "diceskate": the second penalty card lay over the first one's name
    for players, column in TABLES:
        lay = HatLayout(size, players, column)
        pw, ph = lay.card_w * PENALTY_SCALE, lay.card_h * PENALTY_SCALE
        for seat in range(players):
            cards = [card_rect(*lay.penalty(seat, j), pw, ph) for j in range(3)]  # three end the game (NH-8)
            assert all(not a.colliderect(b) for i, a in enumerate(cards) for b in cards[i + 1:]), (size, players)
            assert not any(c.colliderect(lay.plate(seat)) for c in cards)


def _scene(app, players, column=1, match=0, names=None):
    names = names or ["Bartholomew"] + [f"Hildegard {i}" for i in range(1, players)]
    seats = [SeatPlan(names[0])] + [SeatPlan(n, "easy") for n in names[1:players]]
    scene = TableScene(app, Session(get_game("not-a-hat"), seats, {"column": column, "match": match}, 1))
    app.push(scene)
    return scene


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_speech_bubbles_cover_no_card_plate_button_or_penalty(size):
    from table.app import App
    from table.config import Settings

    skates = GIFT_BY_NAME["roller skates"].index
    app = App(Settings(speed="instant"), None, size=size)
    try:
        for players, column in TABLES:
            scene = _scene(app, players, column)
            ctl = scene.controller
            ctl.penalties = [[0, 1] for _ in range(players)]  # two each: the most while a game goes on
            avoid = ctl.bubble_avoids()
            assert scene.log_button.rect in avoid and scene.hint_button.rect in avoid
            for seat in range(players):
                for text, gift in (("Some nice roller skates for you!", skates),
                                   ("From the shop: some roller skates", skates), ("Thank you!", None)):
                    rect, _lines = ctl.bubble_place(Bubble(seat, text, 2.0, gift=gift), avoid)
                    assert ctl.layout.covered(rect, avoid) == 0, (size, players, column, seat, text)
                    assert ctl.layout.screen.contains(rect)
            app.pop()
    finally:
        app.pg.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_a_long_name_never_runs_under_the_penalty_pips(app, monkeypatch, size):
    import table.games.not_a_hat.drawing as drawing

    names = ["Bartholomew", "Hildegard", "Maximilianus", "Wolfgangerich", "Anna", "Christabella", "Gus",
             "Bartholomewww"]
    scene = _scene(app, 8, names=names)
    scene.resize(size)
    ctl = scene.controller
    ctl.penalties = [[0, 1, 2]] * 8  # every pip red
    drawn, pips = [], []
    real_text, real_circle = drawing.draw_text, drawing.pen.circle

    def spy_text(surface, text, *args, **kwargs):
        rect = real_text(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    def spy_circle(surface, colour, centre, radius, *args, **kwargs):
        pips.append(pygame.Rect(centre[0] - radius, centre[1] - radius, 2 * radius, 2 * radius))
        return real_circle(surface, colour, centre, radius, *args, **kwargs)

    monkeypatch.setattr(drawing, "draw_text", spy_text)
    monkeypatch.setattr(drawing.pen, "circle", spy_circle)
    ctl.draw(pygame.Surface(size))
    shown = [(text, rect) for text, rect in drawn
             if text in names or (text.endswith("\u2026") and any(n.startswith(text[:-1]) for n in names))]
    assert len(shown) == 8 and len(pips) == 24
    for text, rect in shown:
        assert not any(rect.colliderect(pip) for pip in pips), (size, text)


def test_the_claim_bubble_reads_well_whatever_the_name(app):
    # "A nice drum for you, You!": the bubble says the words alone; the card on its way says to whom
    scene = _scene(app, 3, names=["You", "Grandma", "Sam"])
    ctl = scene.controller
    app.run_frames(2)
    drum = GIFT_BY_NAME["drum"].index
    card = ctl.view().columns[1][0].card
    for step in ctl.steps_for(Given(1, 0, card, drum, "black", "right", False)):
        step()
    said = [b.text for b in ctl.bubbles if b.seat == 1]
    assert said == ["A nice drum for you!"]
    assert not any(", You" in b.text or "you, " in b.text for b in ctl.bubbles)


def _pictures(monkeypatch, draw) -> list[int]:
    """The sizes of the gift pictures that ``draw()`` blits."""
    from table import assets

    sizes = []
    for name in ("scaled", "faded"):
        real = getattr(assets, name)

        def spy(path, size, *args, real=real, **kwargs):
            if path.startswith("gifts/"):
                sizes.append(size)
            return real(path, size, *args, **kwargs)

        monkeypatch.setattr(assets, name, spy)
    draw()
    return sizes


@pytest.mark.parametrize("lang", ["en", "fr", "es", "pt", "de"])
def test_every_gift_picture_on_cards_of_one_size_is_the_same_size(monkeypatch, lang):
    # in French a two-line name ("patins à roulettes") had a smaller picture than a one-line one
    from table.games.not_a_hat import art
    from table.i18n import set_language

    set_language(lang)
    art.clear()
    for size, players in (((1024, 600), 5), ((1024, 600), 8), ((1920, 1080), 5), ((3840, 2160), 8)):
        lay = HatLayout(size, players)
        for w, h in ((lay.card_w, lay.card_h), (int(lay.card_w * PENALTY_SCALE), int(lay.card_h * PENALTY_SCALE))):
            sizes = _pictures(monkeypatch, lambda w=w, h=h: [art.face(g.index, w, h) for g in GIFTS])
            assert len(sizes) == len(GIFTS) and len(set(sizes)) == 1, (lang, size, players, (w, h), set(sizes))


@pytest.mark.parametrize("lang", ["en", "fr", "pt"])
def test_every_picture_in_the_gift_picker_is_the_same_size(app, monkeypatch, lang):
    from table.i18n import set_language

    set_language(lang)
    scene = _scene(app, 4)
    ctl = scene.controller
    layer = pygame.Surface(app.screen.get_size())
    view = ctl.view()
    sizes = _pictures(monkeypatch, lambda: [ctl._paint_cell(layer, g, ctl.picker.cells[k], False, False)
                                            for k, g in enumerate(view.deck)])
    assert len(sizes) == len(view.deck) and len(set(sizes)) == 1, set(sizes)
