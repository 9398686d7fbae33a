"""Secret Santa's window choices: the Christmas Tree offers what the engine would deal, and the
choice panel holds its buttons at every window size, in a long language too (rulings SS-9,
SS-10, SS-11)."""

import pygame
import pytest

from engine.games import get_game
from engine.games.secret_santa.cards import FRUITCAKE, SCROOGE, TREE
from engine.games.secret_santa.moves import PlayFruitcake, PlayTree
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.i18n import set_language
from table.scenes.table_scene import TableScene
from table.ui import theme
from tests.engine.santa_helpers import rig

from .helpers import run_until

GAME = get_game("secret-santa")
NAMES = ["You", "Grandma", "Sam", "Leonardo", "Mia"]


def _snowflake_window(app):
    """You hold a Christmas Tree and Scrooge between rounds; Grandma, on your left, is out."""
    seats = [SeatPlan(NAMES[0])] + [SeatPlan(n, "easy") for n in NAMES[1:]]
    session = Session(GAME, seats, {"hands": "1"}, 2)
    state = rig([[TREE, SCROOGE, 5, 6], [], [3, 9], [4, 10], [7, 8]], lead=2)
    state.phase, state.queue, state.window_after = "snowflake", [0, 2, 3, 4], 2
    state.plays, state.finished, state.scrooge_targets = [(2, (3,), 3), (3, (4,), 4)], [1], (2, 3, 4)
    state.passed = [False, True, False, False, False]
    session.state = state
    return _called(app, session)


def _called(app, session):
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.countdown is not None and ctl.countdown.running and not scene.busy)
    ctl._call(0)
    app.run_frames(1)
    assert ctl.choosing == 0
    return scene, ctl, session


def test_the_christmas_tree_offers_to_deal_first_to_the_left_neighbour_still_in_the_hand(app):
    # ruling SS-10: the dialog offered to deal first to Grandma, who was out with no cards
    scene, ctl, session = _snowflake_window(app)
    events = session.state.clone().apply(0, PlayTree(False))
    receiver = next(e for e in events if type(e).__name__ == "TreePlayed").deal[0][0]
    assert NAMES[receiver] == "Sam"  # as the engine deals: Grandma is skipped
    labels = [b.label for b in ctl.buttons if b.name == ("do", PlayTree(False))]
    assert labels == [f"Christmas Tree: deal to {NAMES[receiver]} first"]
    assert [b.label for b in ctl.buttons if b.name == ("do", PlayTree(True))] == ["Christmas Tree: deal to me first"]


def _panel(ctl, size):
    """The choice panel as drawn (the one panel in the table's own colours with a gold border)."""
    from table.games.secret_santa import drawing

    drawn = []
    real = drawing.panel

    def spy(surface, rect, colour=theme.PANEL, *args, **kwargs):
        if tuple(colour) == theme.PANEL and kwargs.get("border") == theme.GOLD:
            drawn.append(pygame.Rect(rect))
        return real(surface, rect, colour, *args, **kwargs)

    drawing.panel = spy
    try:
        ctl.draw(pygame.Surface(size))
    finally:
        drawing.panel = real
    assert len(drawn) == 1
    return drawn[0]


def _fruitcake_for_eight(app):
    seats = [SeatPlan("You")] + [SeatPlan(f"Bot number {i}", "easy") for i in range(1, 8)]
    for seed in range(300):
        session = Session(GAME, seats, {"hands": "1"}, seed)
        if session.state.hands[0][FRUITCAKE]:
            scene, ctl, session = _called(app, session)
            ctl.choice_pick = next(i for i, k in enumerate(ctl.view().hand) if k <= 12)
            app.run_frames(1)
            assert sum(1 for b in ctl.buttons if type(b.name[1]) is PlayFruitcake) == 7
            return scene, ctl
    raise AssertionError("no seed deals you the Fruitcake")


@pytest.mark.parametrize("lang", ["en", "pseudo"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("window", [_snowflake_window, _fruitcake_for_eight])
def test_the_choice_panel_holds_its_buttons_above_the_hand(size, lang, window):
    # ruling SS-10: the Tree and Scrooge choices spilled outside their panel at 1024x600
    app = App(Settings(speed="instant"), None, size=size)
    try:
        set_language(lang)
        scene, ctl = window(app)[:2]
        box = _panel(ctl, size)
        assert pygame.Rect((0, 0), size).contains(box)
        assert ctl.buttons and all(box.contains(b.rect) for b in ctl.buttons), (box, [b.rect for b in ctl.buttons])
        hand_top = min(r.top for r in ctl._lifted_rects(ctl.view()))
        assert box.bottom <= hand_top  # the gift to give is picked in the hand: it stays in sight
    finally:
        set_language("en")
        app.pg.quit()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_christmas_carols_choices_cover_no_plate_and_no_card(size):
    # ruling SS-7: she swaps seats with anyone, so every plate stays in sight while she chooses
    # (at 200% in 1920x1080 the seven choices of a full table lay over six plates)
    from engine.games.secret_santa.cards import CAROL

    names = ["You", "Grandma", "Sam", "Leonardo", "Mia", "Uncle Ed", "Leo", "Zoe"]
    app = App(Settings(speed="instant", undo_wait=0), None, size=size)
    try:
        session = Session(GAME, [SeatPlan(names[0])] + [SeatPlan(n, "medium") for n in names[1:]], {}, 5)
        scene = TableScene(app, session)
        app.push(scene)
        ctl = scene.controller
        assert run_until(app, lambda: ctl._turn_seat(ctl.view()) == 0 and not scene.busy, limit=20000)
        session.state.hands[0][CAROL] += 1
        session.state.sizes[0] += 1
        ctl._forget()
        app.run_frames(2)
        ctl.selected = [list(ctl.view().hand).index(CAROL)]
        ctl._update_buttons(ctl.view())
        app.run_frames(1)
        swaps = [b for b in ctl.buttons if b.rect.bottom <= ctl.layout.bar.top]
        assert len(swaps) == 7 and all(names[k] in b.label for k, b in zip(range(1, 8), swaps, strict=True))
        keep = [ctl.plate(seat) for seat in range(8)] + ctl._lifted_rects(ctl.view())
        assert not [(b.rect, r) for b in swaps for r in keep if b.rect.colliderect(r)]
        assert all(pygame.Rect((0, 0), size).contains(b.rect) for b in swaps)
    finally:
        app.pg.quit()
