"""Presents of Mine's words read well: a breakdown line names its present (not "E an Egg was
received"), no line says "points" twice, and a hint says which of two presents of a kind it
means when their staleness differs."""

import re

import pygame

from engine.games import get_game
from engine.games.presents_of_mine.cards import KINDS
from engine.games.presents_of_mine.moves import Give, Scored, Yoink
from engine.session import SeatPlan, Session
from table.games import table_for
from table.games.presents_of_mine import art
from table.games.presents_of_mine.hint import hint_line
from table.games.presents_of_mine.log import log_line
from table.scenes.table_scene import TableScene

from .helpers import run_until

GAME = get_game("presents-of-mine")
NAMES = ("You", "Nora", "Sam", "Granny Jo")


def _twice(text: str) -> set[str]:
    words = [w.lower() for w in re.findall(r"[A-Za-z]+", text)]
    return {w for w in words if words.count(w) > 1 and len(w) > 2}


def _breakdown_rows(app, monkeypatch, event=None):
    """The rows of the breakdown the table draws for its player after the pregame scoring
    (she picked the Egg), or for ``event``."""
    seats = [SeatPlan("You")] + [SeatPlan(n, "medium") for n in NAMES[1:]]
    scene = TableScene(app, Session(GAME, seats, {}, 3))
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    ctl.picks = set("ABCEG")
    ctl._commit()
    assert run_until(app, lambda: ctl.breakdown is not None and not scene.busy)
    if event is not None:
        ctl.breakdown = event
    drawn = []
    real = art.breakdown_image
    with monkeypatch.context() as m:
        m.setattr(art, "breakdown_image", lambda size, s, title, rows, *a: (drawn.append(rows), real(size, s, title,
                                                                                                      rows, *a))[1])
        ctl.show_breakdown = 99.0
        ctl._draw_breakdown(pygame.Surface(app.screen.get_size()), ctl._view)
    return [text for text, _pts in drawn[-1]], ctl


def test_the_egg_received_line_names_the_egg(app, monkeypatch):
    # ruling PM-7: an Egg costs 3 when received (the pregame included); families read
    # "E an Egg was received."
    rows, _ctl = _breakdown_rows(app, monkeypatch)
    assert "E Egg: received" in rows
    assert not any(re.match(r"^[A-N] [a-z]", row) for row in rows), rows


def test_an_exploded_kaboom_is_named_as_it_was_scored(app, monkeypatch):
    # ruling PM-8: it explodes at the scoring and becomes an Average after it
    _rows, ctl = _breakdown_rows(app, monkeypatch)
    average = next(pid for pid, letter, _s, _l in ctl._view.hands[0] if letter == "A")
    lines = tuple(((average, "Kaboom exploded", -6),) if seat == 0 else () for seat in range(4))
    rows, _ctl = _breakdown_rows(app, monkeypatch, Scored(2, lines, (-6, 0, 0, 0), (0, 0, 0, 0), (10, 9, 8, 7)))
    assert rows == ["K Kaboom exploded"]


def test_every_line_of_real_breakdowns_reads_letter_then_its_present():
    from table.games.presents_of_mine.names import letter_of, reason

    for seed, players in ((1, 4), (2, 6), (3, 8)):
        session = Session(GAME, [SeatPlan(f"b{i}", "easy") for i in range(players)], {}, seed)
        lines = []
        while not session.state.is_over():
            seat = session.next_bot_seat()
            lines += [line for event in session.apply(seat, session.decide(seat)) if isinstance(event, Scored)
                      for hand in event.lines for line in hand]
        for pid, why, _pts in lines:
            letter = letter_of(why)
            if pid >= 0:
                assert letter and reason(why).startswith(KINDS[letter].name), why
            else:
                assert not letter, why


def test_the_results_and_the_log_say_points_once():
    # issue: "most points: 106 points"
    from engine.core.game import Result

    why = table_for("presents-of-mine").why_won
    one = why(None, Result.from_scores((40, 106, 31), lower_is_better=False, label="points"), NAMES[:3])
    tied = why(None, Result.from_scores((106, 106, 31), lower_is_better=False, label="points"), NAMES[:3])
    assert "106" in one and "106" in tied and "tied" in tied
    long_names = ("Cousin Bartholomew",) * 8
    line = log_line(Scored(2, ((),) * 8, (10,) * 8, (10,) * 8, (40, 106, 33, 106, 20, 21, 22, 23)), long_names)
    assert "106" in line
    for text in (one, tied, line.replace("Cousin Bartholomew", "")):
        assert not _twice(text), text


def _round_one_view(players=4):
    """Everyone picked the Average, so a picked one is stale (PM-3) and the extra one is not."""
    state = GAME.new_state(players, {}, 5)
    for seat in range(players):
        state.apply(seat, state.legal_actions(seat)[0])  # A B C D E
    return state


def test_a_hint_says_which_average_when_their_staleness_differs():
    # ruling PM-3: the extra Average starts fresh; the hint said "Pass your Average"
    state = _round_one_view()
    view = state.view(0)
    hand = view.hands[0]
    averages = [i for i, (_pid, letter, _s, _l) in enumerate(hand) if letter == "A"]
    assert len(averages) == 2 and hand[averages[0]][2] != hand[averages[1]][2]
    line = hint_line(Give((averages[0], 1, 2)), view, NAMES)
    assert line.startswith(f"Pass your Average (staleness {hand[averages[0]][2]}) to 1 below"), line
    assert "Bonus to 2 below" in line  # a kind alone in the hand needs no more
    swap = hint_line(Give((1, 2, 3), averages[1], "K"), view, NAMES)
    assert f"Swap your Average (staleness {hand[averages[1]][2]}) for a Kaboom." in swap


def test_a_yoink_hint_says_which_average_it_takes():
    # ruling PM-10: a wish names a present by letter and staleness
    state = _round_one_view()
    view = state.view(0)
    above = view.below(0, -1)
    place = next(i for i, (_pid, letter, stale, _l) in enumerate(view.hands[above]) if letter == "A" and stale)
    line = hint_line(Yoink((place, 0, 0)), view, NAMES)
    stale = view.hands[above][place][2]
    assert f"Average (staleness {stale}) from {NAMES[above]}" in line, line
