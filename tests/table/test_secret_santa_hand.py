"""Secret Santa's hand on screen: a click on a pile raises one more of its cards, piles show
their count, a card too small to say what it is says it when pointed at, every hand fits the
window, and the card faces write nothing below the smallest readable size."""

from collections import Counter

import pygame
import pytest

from engine.games import get_game
from engine.games.secret_santa.cards import KIND
from engine.session import SeatPlan, Session
from table.scenes.table_scene import TableScene
from table.ui.widgets import MIN_TEXT

from .helpers import key, run_until


def _my_turn(app):
    seats = [SeatPlan("You")] + [SeatPlan(f"B{i}", "medium") for i in range(3)]
    scene = TableScene(app, Session(get_game("secret-santa"), seats, {"hands": "1"}, 4))
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0 and ctl.card_rects)
    return scene, ctl


def _click(app, pos, button=1):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    app.run_frames(1)


def test_each_click_on_a_pile_raises_one_more_of_its_cards_and_a_right_click_lowers_one(app):
    scene, ctl = _my_turn(app)
    hand = ctl.view().hand
    kind, count = Counter(hand).most_common(1)[0]
    assert count >= 2
    top = max(i for i, k in enumerate(hand) if k == kind)
    spot = ctl.card_rects[top].center  # the same spot each time, as a player clicks
    for raised in range(1, count + 1):
        _click(app, spot)
        assert len(ctl.selected) == raised and all(hand[i] == kind for i in ctl.selected)
    _click(app, spot, button=3)
    assert len(ctl.selected) == count - 1
    _click(app, spot)
    _click(app, spot)  # all raised: one more click lowers the pile again
    assert ctl.selected == []


def test_piles_show_their_count(app, monkeypatch):
    from table import assets

    scene, ctl = _my_turn(app)
    hand = ctl.view().hand
    written = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda content, *a, **k: written.append(content) or real(content, *a, **k))
    app.damage.forget()
    app.draw()
    piles = Counter(hand)
    for count in piles.values():
        if count > 1:
            assert f"\u00d7{count}" in written
    assert sum(1 for w in written if w.startswith("\u00d7")) == sum(1 for c in piles.values() if c > 1)


def test_a_special_card_pointed_at_says_what_it_does(app):
    scene, ctl = _my_turn(app)
    hand = ctl.view().hand
    specials = [i for i, k in enumerate(hand) if not KIND[k].is_gift]
    if not specials:
        pytest.skip("no special card in this hand")
    i = specials[0]
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=ctl.card_rects[i].center, rel=(0, 0), buttons=(0, 0, 0)))
    assert ctl.tip == i
    drawn = pygame.Surface(app.screen.get_size())
    ctl.draw(drawn)
    ctl.tip = None
    plain = pygame.Surface(app.screen.get_size())
    ctl.draw(plain)
    above = ctl.card_rects[i].move(0, -ctl.card_rects[i].height)
    assert any(drawn.get_at(p) != plain.get_at(p) for p in
               ((x, y) for x in range(above.left, above.right, 3) for y in range(above.top, above.bottom, 3)))


def _layout_probe(size):
    from table.games.base import Layout
    from table.games.secret_santa.controller import SantaTable

    class Probe(SantaTable):
        def __init__(self):
            self.layout = Layout(size, 5)

    return Probe()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1024, 768), (800, 600), (1920, 1080), (3840, 2160)])
def test_every_hand_up_to_25_cards_fits_the_window(size):
    # issue: "the last card of a 23-card hand is cut off at the right edge"
    probe = _layout_probe(size)
    window = pygame.Rect((0, 0), size)
    paired = [k for k in KIND for _ in range(2)]  # few piles
    spread = list(KIND) + list(KIND)  # as many piles as there are kinds: the widest hands
    for kinds in (paired, spread):
        for n in range(1, 26):
            hand = tuple(sorted(kinds[:n]))
            rects = probe._hand_layout(hand)
            assert len(rects) == n
            assert all(window.contains(r) for r in rects), (size, n, hand)
            assert all(r.bottom <= probe.layout.bar.top for r in rects), (size, n)
            plate = pygame.Rect((0, 0), probe.layout.plate_size)
            plate.center = tuple(int(v) for v in probe.layout.seat_point(0))
            assert all(r.left > plate.right for r in rects), (size, n)  # right of your plate


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_a_pile_shows_only_the_edges_of_the_cards_under_its_top_card(size):
    # issue: a pile of two 1s, fanned, showed a sliver of the lower card's "1": it read "11"
    probe = _layout_probe(size)
    hand = (1, 1, 1, 1, 2, 2, 5, 11, 11, 14)
    rects = probe._hand_layout(hand)
    for i in range(len(hand) - 1):
        shift = rects[i + 1].left - rects[i].left
        if hand[i + 1] == hand[i]:  # under the top card's corner index, which starts 7% in
            assert 0 < shift < int(rects[i].width * 0.07), (size, i, shift)
        else:
            assert shift > rects[i].width, (size, i)  # piles side by side, apart


def test_the_arrows_go_from_pile_to_pile_and_space_raises_one_more_of_the_pile(app):
    scene, ctl = _my_turn(app)
    hand = ctl.view().hand
    kind, count = Counter(hand).most_common(1)[0]
    piles = len(Counter(hand))
    start = ctl.cursor
    for _ in range(piles):  # once round the hand: every pile once, each at its top card
        key(pygame.K_RIGHT)
        app.run_frames(1)
        assert ctl.cursor + 1 == len(hand) or hand[ctl.cursor + 1] != hand[ctl.cursor]
    assert ctl.cursor == start
    while hand[ctl.cursor] != kind:
        key(pygame.K_RIGHT)
        app.run_frames(1)
    for raised in range(1, count + 1):
        key(pygame.K_SPACE)
        app.run_frames(1)
        assert len(ctl.selected) == raised and all(hand[i] == kind for i in ctl.selected)


def test_enter_on_a_pile_of_the_tutorials_focus_ring_raises_one_more_of_it(app):
    from table.games import table_for
    from table.tutorial import autoplay

    tutorial = table_for("secret-santa").tutorial
    scene = TableScene(app, tutorial.session("secret-santa"), tutorial=tutorial)
    app.push(scene)
    ctl = scene.controller
    raised = []

    class Checked(Exception):
        pass

    def on_step(_index):  # the tutorial played as its highlights say, up to its first pile of two
        app.run_frames(1)  # the ring as of this frame
        hand = ctl.view().hand
        wanted = next((t.key for t in ctl.focus_ring.targets if t.key[0] == "pile" and hand.count(t.key[1]) > 1),
                      None)
        if wanted is None:
            return
        for _ in range(len(ctl.focus_ring.targets) + 1):
            if ctl.focus_ring.visible and ctl.focus_ring.focus == wanted:
                break
            key(pygame.K_TAB)
            app.run_frames(1)
        assert ctl.focus_ring.focus == wanted
        for _ in range(2):
            key(pygame.K_RETURN)
            app.run_frames(1)
            raised.append(sorted(hand[i] for i in ctl.selected))
        raise Checked

    with pytest.raises(Checked):
        autoplay(app, scene, on_step=on_step)
    kind = raised[0][0]
    assert raised == [[kind], [kind, kind]]


@pytest.mark.parametrize("w,h", [(42, 60), (60, 86), (84, 120), (151, 216), (302, 432)])
def test_card_faces_write_nothing_below_the_smallest_readable_size(w, h, monkeypatch):
    from table import assets
    from table.games.secret_santa import art

    pygame.font.init()
    assets.clear_caches()
    art.clear()
    sizes = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda content, role, size, *a, **k: sizes.append(size) or
                        real(content, role, size, *a, **k))
    for kind in KIND:
        art.face(kind, w, h)
    assert sizes and min(sizes) >= MIN_TEXT


@pytest.mark.parametrize("w,h", [(50, 72), (58, 84), (84, 120), (151, 216), (302, 432)])
def test_a_special_card_says_its_whole_name_or_its_short_name_never_a_cut_one(w, h):
    # at 1024x600 a hand of many piles has cards 58 px wide: the Ghost, the Tree and the Carol said nothing
    from table import assets
    from table.games.secret_santa import art

    pygame.font.init()
    assets.clear_caches()
    art.clear()
    for kind in KIND:
        if KIND[kind].is_gift:
            continue
        lines, in_band = art.special_title(kind, w, h)
        if w < 58 and not lines and kind not in art.SHORT:
            continue  # a long name with no short one (Fruitcake, Scrooge) wants a card 58 px wide
        assert " ".join(lines) in (KIND[kind].name, art.SHORT.get(kind)), (kind, lines)
        assert len(lines) == 1 or not in_band
        font = assets.font("heavy", max(MIN_TEXT, int(h * 0.085)))
        assert all(font.size(line)[0] <= w * 0.92 for line in lines)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1024, 600), (1920, 1080), (3840, 2160)])
def test_every_special_card_of_a_23_card_hand_says_its_name_inside_the_card(size, monkeypatch):
    # issue: "the last card of a 23-card hand is cut off at the right edge": four players are
    # dealt 23 cards; the hand ends on the Christmas Carol, whose name ran past the card's
    # right edge ("Christmas Car") on the table of the time, at its usual 1280x800
    from table import assets
    from table.games.base import Layout
    from table.games.secret_santa import art
    from table.games.secret_santa.controller import SantaTable

    class Probe(SantaTable):
        def __init__(self):
            self.layout = Layout(size, 4)

    pygame.font.init()
    assets.clear_caches()
    seats = [SeatPlan("You")] + [SeatPlan(f"B{i}", "medium") for i in range(3)]
    hand = Session(get_game("secret-santa"), seats, {}, 1).state.view(0).hand  # five special cards
    assert len(hand) == 23 and KIND[hand[-1]].name == "Christmas Carol"
    written = []
    real = assets.text
    monkeypatch.setattr(assets, "text", lambda content, role, px, *a, **k: written.append(
        (content, real(content, role, px, *a, **k).get_width())) or real(content, role, px, *a, **k))
    for kind, rect in zip(hand, Probe()._hand_layout(hand), strict=True):
        if KIND[kind].is_gift:
            continue
        art.clear()
        written.clear()
        art.face(kind, rect.width, rect.height)
        lines, in_band = art.special_title(kind, rect.width, rect.height)
        assert lines and " ".join(lines) in (KIND[kind].name, art.SHORT.get(kind)), (size, kind, lines)
        drawn = {content: width for content, width in written}
        for line in lines:
            # the name starts right of the icon in the band, or is centred under it
            left = int(rect.height * 0.15) + int(rect.width * 0.07) if in_band else (rect.width - drawn[line]) // 2
            assert left + drawn[line] <= rect.width - 2, (size, kind, line)


def test_the_name_shown_above_a_raised_card_covers_no_count_badge(monkeypatch):
    # at 1024x600, Space on a pile of geese raised one and its name ("6 · geese a-laying")
    # was drawn over the pile's green "1 of 5"
    from table.app import App
    from table.config import Settings
    from table.games.secret_santa import drawing

    app = App(Settings(speed="instant"), None, size=(1024, 600))
    try:
        scene, ctl = _my_turn(app)
        hand = ctl.view().hand
        kind, count = Counter(hand).most_common(1)[0]
        assert count >= 2
        key(pygame.K_RIGHT)  # the arrows show each pile's name
        app.run_frames(1)
        while hand[ctl.cursor] != kind:
            key(pygame.K_RIGHT)
            app.run_frames(1)
        key(pygame.K_SPACE)
        app.run_frames(1)
        assert ctl.tip is not None and ctl.tip_by_key
        badges, boxes = [], []
        real_badge, real_panel = drawing.badge_rect, drawing.panel
        monkeypatch.setattr(drawing, "badge_rect", lambda *a: badges.append(real_badge(*a)) or badges[-1])
        monkeypatch.setattr(drawing, "panel", lambda surface, rect, *a, **k: boxes.append(pygame.Rect(rect))
                            or real_panel(surface, rect, *a, **k))
        ctl._draw_hand(pygame.Surface(app.screen.get_size()), ctl.view())
        assert boxes, "the raised card's name is shown above it"
        assert all(box.collidelist(badges) < 0 for box in boxes), (boxes, badges)
    finally:
        app.pg.quit()
