"""Secret Santa: what a forgotten "Final Gift!" costs, and what takes it back (SS-13, SS-17, SS-18),
on positions built by hand from the rule text."""

import pytest

from engine.core import IllegalAction
from engine.games.secret_santa.cards import GHOST, MOUSE, SANTA, TREE
from engine.games.secret_santa.moves import DECLINE, GHOST_ACTION, MOUSE_ACTION, Pass, Play, PlaySanta, PlayTree

from .santa_helpers import decline_all, kinds, rig


def P(*cards, declare=False):
    return Play(tuple(sorted(cards)), declare)


def _decline_until(state, seat):
    """Everyone asked before ``seat`` in the open window says no."""
    while state.queue[0] != seat:
        state.apply(state.queue[0], DECLINE)


def test_a_holly_window_before_her_next_turn_is_the_chance_she_must_let_go():
    # ruling SS-17 (and SS-13): her last card is A Mouse; the next Holly window is her next chance to play
    s = rig([[2, MOUSE], [3, 8, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    events = s.apply(0, P(2))  # one card left, and she says nothing
    assert [e.declared for e in events if e.kind == "final-gift"] == [False]
    decline_all(s)
    s.apply(1, P(3))  # the window after seat 1's play asks seat 0 too
    _decline_until(s, 0)
    assert s.legal_actions(0) == (DECLINE,)
    with pytest.raises(IllegalAction) as err:
        s.apply(0, MOUSE_ACTION)
    assert err.value.ruling == "SS-17"
    events = s.apply(0, DECLINE)
    assert [(e.kind, e.seat) for e in events if e.kind == "forfeited"] == [("forfeited", 0)]
    assert not s.must_pass[0] and not s.view(2).must_pass[0]
    decline_all(s)
    for seat in (2, 3):
        s.apply(seat, Pass())
    assert s.turn == 0
    events = s.apply(0, Pass())  # paid for: this pass is her own choice, not a forced one
    assert [e.forced for e in events if e.kind == "passed"] == [""]


def test_a_snowflake_window_before_her_next_turn_is_the_chance_she_must_let_go():
    # ruling SS-17: Santa ends the round before her turn comes back; the Snowflake window comes first
    s = rig([[12, TREE], [SANTA, 3, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    s.apply(0, P(12))
    s.apply(1, PlaySanta())
    assert s.phase == "snowflake"
    _decline_until(s, 0)
    assert s.legal_actions(0) == (DECLINE,)
    with pytest.raises(IllegalAction) as err:
        s.apply(0, PlayTree(True))
    assert err.value.ruling == "SS-17"
    assert "forfeited" in kinds(s.apply(0, DECLINE))
    assert not s.must_pass[0]


def test_any_window_she_is_asked_in_is_the_chance_even_holding_nothing_for_it():
    # ruling SS-17: every seat is asked in a window (so nobody learns who holds what, SS-8); being
    # asked is her chance, so her next turn is her own and she goes out on her last card
    s = rig([[12, 11], [SANTA, 3, 8], [TREE, 4, 7], [5, 6, 6]], lead=0, final_gift="manual")
    s.apply(0, P(12))
    s.apply(1, PlaySanta())
    assert s.phase == "snowflake"
    assert "forfeited" in kinds(decline_all(s))
    s.apply(1, P(3))
    s.apply(2, P(4))
    s.apply(3, P(5))
    assert s.turn == 0 and P(11) in s.legal_actions(0)
    s.apply(0, P(11))
    assert s.sizes[0] == 0


def test_without_a_window_first_the_next_turn_is_still_the_one_she_passes():
    # ruling SS-13: no Holly card anywhere, so no window comes between; her turn pays
    s = rig([[2, 9], [3, 8, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    s.apply(0, P(2))
    for seat in (1, 2, 3):
        s.apply(seat, P(seat + 2))
    assert s.turn == 0 and s.legal_actions(0) == (Pass(),)


def test_scrooge_keeping_her_out_of_the_round_is_no_chance_to_play():
    # ruling SS-17 with SS-9: a Holly window she may not answer (Scrooged) does not pay the debt
    s = rig([[2, MOUSE], [3, 8, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    s.apply(0, P(2))
    s.scrooged = 0  # as if Scrooge had named her for this round
    decline_all(s)
    s.apply(1, P(3))
    _decline_until(s, 0)
    events = s.apply(0, DECLINE)
    assert "forfeited" not in kinds(events) and s.must_pass[0]


def test_a_ghost_that_takes_back_the_play_takes_back_the_forgotten_final_gift():
    # ruling SS-18: the Ghost undoes the play as though it never happened, the debt with it
    s = rig([[2, 2, 9], [3, 3, GHOST, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    s.apply(0, P(2, 2))
    assert s.must_pass[0]
    _decline_until(s, 1)
    s.apply(1, GHOST_ACTION)
    assert not s.must_pass[0] and not s.view(3).must_pass[0]
    assert s.sizes[0] == 3 and s.turn == 1
    s.apply(1, P(3))
    s.apply(2, P(4))
    s.apply(3, P(5))
    assert s.turn == 0
    assert P(9) in s.legal_actions(0)  # she plays on: no pass owed


def test_search_copies_that_skip_a_silent_seat_still_collect_the_forgotten_chance():
    # ruling SS-17: a search copy (fast) skips a seat holding no Holly card; the debt is paid there
    # as it is when the seat is asked and declines, so the copy plays the same game
    games = []
    for fast in (False, True):
        s = rig([[2, 9], [3, 8, 8, MOUSE], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
        s.fast = fast
        s.apply(0, P(2))
        decline_all(s)
        s.apply(1, P(3))
        decline_all(s)
        games.append((s.must_pass[0], s.phase, s.turn))
    assert games[0] == games[1] == (False, "turn", 2)
