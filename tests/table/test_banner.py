"""The news banner in the bottom bar: edge to edge when no button shares the bar, else it
stops short of the buttons (issue: it stopped about 12 px short of the right edge)."""

import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.table_scene import TableScene


def test_a_banner_alone_in_the_bar_reaches_the_right_edge(app):
    seats = [SeatPlan(f"B{i}", "easy") for i in range(4)]
    scene = TableScene(app, Session(get_game("spirit-of-giving"), seats, {}, 3), demo=True)
    app.push(scene)
    ctl = scene.controller
    ctl.buttons = []
    ctl.banner = ("Round 1 of 3: Wrapping", "Wrap a present for someone.", 3.0)
    surface = pygame.Surface(app.screen.get_size())
    ctl._draw_banner(surface)
    bar = ctl.layout.bar
    assert surface.get_at((bar.right - 2, bar.centery))[:3] == (255, 248, 226)


def test_goodwill_names_whom_the_one_person_at_the_table_passes_to(app):
    # issue: "the player 1 seat(s) to your left" beside a prompt that names the player (SG-7)
    from engine.session import SeatPlan as Plan

    seats = [Plan("You")] + [Plan(n, "easy") for n in ("Grandma", "Sam", "Leo")]
    scene = TableScene(app, Session(get_game("spirit-of-giving"), seats, {}, 3))
    app.push(scene)
    ctl = scene.controller
    assert ctl._hint("goodwill", 1) == "Pass one card to Grandma, 1 seat to your left. Choose a card."
    assert ctl._hint("goodwill", 2).startswith("Pass one card to Sam, 2 seats")


def test_a_banner_beside_buttons_covers_the_whole_info_line(app):
    # issue: the bottom-right status text cut by a banner ("nd 1 of 4 · round 1")
    from table.ui.widgets import Button

    seats = [SeatPlan(f"B{i}", "easy") for i in range(4)]
    scene = TableScene(app, Session(get_game("spirit-of-giving"), seats, {}, 3), demo=True)
    app.push(scene)
    ctl = scene.controller
    bar = ctl.layout.bar
    button = Button("Go", lambda: None)
    button.rect = pygame.Rect(bar.right - 200, bar.top + 6, 180, bar.height - 12)
    ctl.buttons = [button]
    ctl.banner = ("Round 1 of 3: Wrapping", "Wrap a present for someone.", 3.0)
    surface = pygame.Surface(app.screen.get_size())
    ctl._draw_bar(surface, ctl.view_now())
    ctl._draw_banner(surface)
    info_right = button.rect.left - int(10 * ctl.layout.s)  # where _draw_bar ends the info line
    for x in range(info_right - 30, info_right):
        assert surface.get_at((x, bar.top + 8))[:3] == (255, 248, 226), x


def test_a_naughty_card_too_small_for_its_name_says_it_when_pointed_at(app):
    from engine.games.spirit_of_giving.cards import rank
    from table.games.spirit_of_giving import art

    from .helpers import run_until

    for seed in range(60):  # a deal that gives the person a King (the longest name)
        seats = [SeatPlan("You")] + [SeatPlan(n, "easy") for n in ("Grandma", "Sam", "Leo")]
        session = Session(get_game("spirit-of-giving"), seats, {}, seed)
        if any(rank(c) == 13 for c in session.state.view(0).hand):
            break
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0 and ctl.hand_rects)
    card, rect = next((c, r) for c, r in ctl.hand_rects if rank(c) == 13)
    assert not art.label_shown(card, *rect.size)  # 1280x800: the face has no room for its name
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert ctl.tip == card
    with_tip = pygame.Surface(app.screen.get_size())
    ctl.draw(with_tip)
    ctl.tip = None
    without = pygame.Surface(app.screen.get_size())
    ctl.draw(without)
    above = rect.move(0, -rect.height)
    assert any(with_tip.get_at(p) != without.get_at(p) for p in
               ((x, y) for x in range(above.left, above.right, 3) for y in range(above.top, above.bottom, 3)))
