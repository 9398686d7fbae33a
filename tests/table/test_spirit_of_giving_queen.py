"""A Queen's swap can be followed at the Spirit of Giving table: the move log and the banner
name both Gift Tags, and each present keeps its wrapping as it moves under the other tag."""

import pygame

from engine.games import get_game
from engine.games.spirit_of_giving.cards import rank
from engine.games.spirit_of_giving.moves import DONE, Mulligan, NaughtyPlayed, Queen
from engine.session import SeatPlan, Session
from table.games.spirit_of_giving.log import log_line
from table.scenes.table_scene import TableScene

from .helpers import run_until

GAME = get_game("spirit-of-giving")
NAMES = ("You", "Grandma", "Sam", "Leo")


def _round_two(app):
    """Round 2's Discussion, the person to talk, four presents from four wrappers under the Tree
    and a Queen in her hand."""
    app.settings.undo_wait = 0
    seats = [SeatPlan(NAMES[0])] + [SeatPlan(name, "medium") for name in NAMES[1:]]
    scene = TableScene(app, Session(GAME, seats, {}, 6))
    app.push(scene)
    state = scene.session.state
    while state.phase != "discussion" or state.round_no < 2:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, Mulligan(()) if state.phase == "mulligan" else DONE if DONE in legal else legal[-1])

    def card(r):
        found = next(c for c in state.deck if rank(c) == r)
        state.deck.remove(found)
        return found

    state.tree = {11: [card(5), 0, 2], 12: [card(9), 1, 3], 13: [card(6), 2, 3], 14: [card(7), 3, 1]}
    queen = card(12)
    state.hands[0] = sorted([*state.hands[0], queen])
    state.turn = 0
    ctl = scene.controller
    ctl._forget()
    ctl.settle()
    assert run_until(app, lambda: ctl.human_turn() == 0)
    return scene, state, queen


def _paper_under(ctl, pid, size):
    """The wrapping paper's colour drawn in the present under Gift Tag ``pid``."""
    surface = pygame.Surface(size)
    ctl.draw(surface)
    rect = ctl.present_rects[pid]
    return tuple(surface.get_at((rect.left + rect.width // 6, rect.top + int(rect.height * 0.6))))[:3]


def test_a_queens_presents_keep_their_wrapping_under_the_other_tag(app):
    # ruling SG-12: the presents change places, the Gift Tags stay (SG-9)
    scene, state, queen = _round_two(app)
    ctl = scene.controller
    size = app.screen.get_size()
    grandmas, sams = (40, 110, 180), (44, 140, 80)  # the papers of seats 1 and 2 (their first presents)
    assert _paper_under(ctl, 12, size) == grandmas and _paper_under(ctl, 13, size) == sams
    ctl._pick(queen, ctl.view())
    ctl.queen_pick = [12, 13]
    app.run_frames(1)
    next(b for b in ctl.buttons if b.label == "Swap these two presents").on_click()
    assert run_until(app, lambda: not scene.busy and not ctl.flyers, limit=3000)
    assert state.tree[12][1:] == [1, 3] and state.tree[13][1:] == [2, 3]  # the tags stayed
    assert _paper_under(ctl, 12, size) == sams  # Sam's present, in Sam's paper, under Grandma's tag
    assert _paper_under(ctl, 13, size) == grandmas


def test_a_queen_names_both_gift_tags_in_the_log_and_the_banner(app):
    # ruling SG-12
    scene, state, queen = _round_two(app)
    ctl = scene.controller
    scene.channel.act(0, Queen(queen, 11, 12))  # (the move is sent; its record comes from the stream)
    events = scene.channel.next_events()
    played = next(e for e in events if isinstance(e, NaughtyPlayed))
    assert played.swapped == (11, 12) and played.tags == ((0, 2), (1, 3))
    line = log_line(played, NAMES)
    assert line == "You: the Queen of hearts swaps the presents tagged You to Sam and Grandma to Leo.", line
    for step in ctl.steps_for(played):
        step()
    assert "You to Sam" in ctl.banner[1] and "Grandma to Leo" in ctl.banner[1]


def test_the_queens_log_line_reads_well_and_fits():
    names = ("You", "Nora", "Sam", "Granny Jo")
    line = log_line(NaughtyPlayed(3, 24, -1, (3, 7), ((3, 0), (1, 2))), names)
    assert line == "Granny Jo: the Queen of hearts swaps the presents tagged Granny Jo to You and Nora to Sam."
    assert len(line) <= 90
