"""The presents under the Spirit of Giving's Tree, as many as a six-player game gathers: each
Gift Tag says "To ..." and "from ..." whole, and no present, tag, plate, the deck, a card of
the hand or a choice covers another's tag, at every window size from 1024x600 to 4K."""

from itertools import combinations

import pygame
import pytest

from engine.games import get_game
from engine.games.spirit_of_giving.moves import DONE, Mulligan
from engine.session import SeatPlan, Session
from table.games.spirit_of_giving import pieces
from table.scenes.table_scene import TableScene

from .helpers import run_until

GAME = get_game("spirit-of-giving")
NAMES = ("You", "Granny Jo", "Bartholomew", "Sam", "Mia", "Uncle Ed")
SIZES = [(1024, 600), (1920, 1080), (3840, 2160)]


def tree_table(size, players, presents):
    """Round 2's Discussion with ``presents`` under the Tree (no two of them a pair), the person
    to talk."""
    from table.app import App
    from table.config import Settings

    app = App(Settings(speed="instant", undo_wait=0), None, size=size)
    seats = [SeatPlan(NAMES[0])] + [SeatPlan(name, "medium") for name in NAMES[1:players]]
    scene = TableScene(app, Session(GAME, seats, {}, 4))
    app.push(scene)
    state = scene.session.state
    while state.phase != "discussion" or state.round_no < 2:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, Mulligan(()) if state.phase == "mulligan" else DONE if DONE in legal else legal[-1])
    state.tree = {20 + i: [1, g, r] for i, (g, r) in enumerate(list(combinations(range(players), 2))[:presents])}
    state.turn = 0
    ctl = scene.controller
    ctl._forget()
    ctl.settle()
    assert run_until(app, lambda: ctl.human_turn() == 0 and not scene.busy, limit=3000)
    app.run_frames(2)
    return app, ctl


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "presents"), [(4, 4), (5, 10), (6, 12), (6, 15)])
def test_every_gift_tag_is_whole_and_uncovered(size, players, presents):
    # ruling SG-8: a wrapped present's Gift Tag (From, To) is visible to all
    app, ctl = tree_table(size, players, presents)
    try:
        lay = ctl.layout
        assert len(ctl.present_rects) == presents
        tags = {pid: ctl._tag_rect(pid, rect) for pid, rect in ctl.present_rects.items()}
        for pid, tag in tags.items():
            giver, receiver = ctl.tree_tags[pid]
            lines = pieces.tag_lines(NAMES[receiver], NAMES[giver], tag.width - 6, lay.s)
            assert lines == (f"To {NAMES[receiver]}", f"from {NAMES[giver]}"), (size, lines)
            assert tag.bottom <= min(r.top for _c, r in ctl.hand_rects) and tag.top >= 0 and \
                0 <= tag.left and tag.right <= size[0]
            others = [r for other, r in ctl.present_rects.items() if other != pid]
            others += [t for other, t in tags.items() if other != pid]
            deck = pygame.Rect(lay.deck.topleft, (lay.deck.width, lay.deck.height + int(22 * lay.s)))  # and count
            others += [ctl.plate(seat) for seat in range(players)] + [deck]
            others += [r for _c, r in ctl.hand_rects]
            assert not [r for r in others if r.colliderect(tag) or r.colliderect(ctl.present_rects[pid])], size
        # the ready-made lines find room too: never on a plate or a card (with 15 presents at 200%
        # in 1920x1080 they lay on two plates; their rows now also fit between the plates,
        # smaller) and, up to 12 presents, on no tag (a crowded Tree at a large Size has no
        # room left beside its tags: the lines may lie over some while she talks)
        chips = [b.rect for b in ctl.buttons if b.rect.bottom <= lay.bar.top]
        clear = [*(ctl.plate(seat) for seat in range(players)), *(r for _c, r in ctl.hand_rects)]
        if presents <= 12:
            clear += [*tags.values(), *ctl.present_rects.values()]
        assert chips and not [c for c in chips for t in clear if c.colliderect(t)], (size, chips)
    finally:
        app.pg.quit()


def _picture(app, ctl):
    surface = pygame.Surface(app.screen.get_size())
    ctl.draw(surface)
    return surface


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("players", "frenemies"), [(4, {(0, 2), (1, 3)}), (6, {(0, 3), (1, 4), (2, 5), (1, 5)})])
def test_frenemies_show_by_their_plates_and_nothing_crosses_the_tree(size, players, frenemies):
    # ruling SG-13: who is Frenemies with whom, for all to see
    from table.games.spirit_of_giving import frenemies as frenemies_badge

    app, ctl = tree_table(size, players, players)
    try:
        lay = ctl.layout
        before = _picture(app, ctl)
        state = ctl.host.session.state
        state.frenemies = set(frenemies)
        ctl._forget()
        app.run_frames(1)
        after = _picture(app, ctl)
        for area in [lay.tree] + [r.union(ctl._tag_rect(pid, r)) for pid, r in ctl.present_rects.items()]:
            for x in range(area.left, area.right, 3):
                for y in range(area.top, area.bottom, 3):
                    assert before.get_at((x, y)) == after.get_at((x, y)), (size, (x, y))  # the Tree stays as it was
        assert sorted(ctl.badges) == sorted({seat for pair in frenemies for seat in pair})
        window = pygame.Rect(0, 0, size[0], lay.bar.top)
        keep = [lay.tree] + [r.union(ctl._tag_rect(pid, r)) for pid, r in ctl.present_rects.items()]
        keep += [ctl.plate(seat) for seat in range(players)] + [r for _c, r in ctl.hand_rects]
        keep += [b.rect for b in ctl.buttons]
        for seat, (words, rect) in ctl.badges.items():
            partners = {b if a == seat else a for a, b in frenemies if seat in (a, b)}
            shown = frenemies_badge.shown_words(words, lay.s, int(ctl.plate(seat).width * 1.3))
            assert all(NAMES[p] in shown for p in partners), shown
            assert window.contains(rect) and not [k for k in keep if k.colliderect(rect)], (size, seat, rect)
    finally:
        app.pg.quit()


@pytest.mark.parametrize("size", SIZES)
def test_a_plates_present_and_count_stand_clear_of_its_lines(size):
    from table import assets
    from table.app import _clear_caches
    from table.games.base import Layout
    from table.ui.widgets import readable

    pygame.init()
    _clear_caches()  # fonts of an earlier window are gone
    lay = Layout(size, 4)
    s = lay.s
    parts = pieces.plate_parts(lay.plate_size, s, ("bot · medium · hand 4", "hand 4"))
    who = parts["who_box"]
    count = pygame.Rect((0, 0), assets.font("heavy", readable(22 * s)).size("12"))
    count.midleft = parts["count_at"]
    status = pygame.Rect((0, 0), assets.font("bold", readable(13 * s)).size("gave to 3 of 5"))
    status.midleft = (int(12 * s), parts["status_y"])
    plate = pygame.Rect((0, 0), lay.plate_size)
    assert parts["who"] == "bot · medium · hand 4"
    for box in (parts["icon"], count):
        assert plate.contains(box) and not box.colliderect(who.inflate(0, 2)) and not box.colliderect(status), size


@pytest.mark.parametrize("size", SIZES)
def test_the_tree_is_painted_for_its_size_not_scaled_up(size, monkeypatch):
    """At 4K a small picture scaled up is soft beside crisp text: the Tree is drawn larger and
    scaled down, never up."""
    from table.app import _clear_caches
    from table.games.spirit_of_giving.layout import SpiritLayout

    pygame.init()
    pygame.display.set_mode((64, 64))
    _clear_caches()
    scaled = []
    real = pygame.transform.smoothscale

    def smoothscale(surface, to, *args):
        scaled.append((surface.get_size(), tuple(to)))
        return real(surface, to, *args)

    monkeypatch.setattr(pygame.transform, "smoothscale", smoothscale)
    lay = SpiritLayout(size, 4)
    pieces.backdrop(size, tuple(lay.tree), tuple(lay.deck))
    grown = [(src, to) for src, to in scaled if to[0] > src[0] or to[1] > src[1]]
    assert not grown and any(to == lay.tree.size for _src, to in scaled), (size, grown)
    pygame.quit()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_the_hands_shown_in_the_mulligan_cover_no_tree_deck_plate_or_card(size, players):
    # ruling SG-5: hands lie face up by their owners during the mulligan
    from table.app import App
    from table.config import Settings

    app = App(Settings(speed="instant", undo_wait=0), None, size=size)
    try:
        seats = [SeatPlan(NAMES[0])] + [SeatPlan(name, "medium") for name in NAMES[1:players]]
        scene = TableScene(app, Session(GAME, seats, {}, 4))
        app.push(scene)
        ctl = scene.controller
        assert run_until(app, lambda: ctl.human_turn() == 0, limit=3000)
        app.run_frames(1)
        lay = ctl.layout
        w = int(lay.card_w * 0.45)
        spans = {seat: ctl._public_hand_span(seat, len(hand), w, int(w / 0.7))
                 for seat, hand in enumerate(ctl.view().hands) if seat != 0}
        keep = [lay.tree, lay.deck_and_count()] + [ctl.plate(seat) for seat in range(players)]
        keep += [r for _c, r in ctl.hand_rects]
        window = pygame.Rect(0, 0, size[0], lay.bar.top)
        for seat, span in spans.items():
            others = [r for r in keep if r != ctl.plate(seat)] + [o for s, o in spans.items() if s != seat]
            assert window.contains(span) and span.collidelist(others) < 0, (size, seat, span)
    finally:
        app.pg.quit()
