"""Secret Santa, rulings SS-1..SS-16 continued: specials as gifts, "Final Gift!", going out and
the points, sessions of several hands, special card sets, what a dealt hand shows."""

import pytest

from engine.core import IllegalAction
from engine.games.secret_santa.cards import (
    ELVES,
    FRUITCAKE,
    GHOST,
    MOUSE,
    SANTA,
    SCROOGE,
    SPECIALS,
    TREE,
    deck_counts,
)
from engine.games.secret_santa.moves import (
    HandDealt,
    Pass,
    Play,
)

from .santa_helpers import decline_all, kinds, new_santa, rig


def P(*cards, declare=False):
    return Play(tuple(sorted(cards)), declare)


def test_specials_are_zero_value_gifts_only_without_gift_cards():
    # ruling SS-12
    s = rig([[SCROOGE, MOUSE, 4], [3, 8], [5, 7], [6, 9]], lead=0)
    with pytest.raises(IllegalAction) as err:
        s.apply(0, P(SCROOGE, MOUSE))
    assert err.value.ruling == "SS-12"
    s = rig([[SCROOGE, TREE], [3, 8, GHOST], [5, 7], [6, 9]], lead=0)
    assert P(SCROOGE, TREE) in s.legal_actions(0)
    s.apply(0, P(SCROOGE, TREE))
    assert s.plays[-1][2] == 0 and s.finished == [] and s.outs[0][0] == 0
    assert s.phase == "holly"  # a play of gift cards opens the Holly window


def test_forgetting_final_gift_costs_the_next_turn():
    # ruling SS-13
    s = rig([[2, 9], [3, 8, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    assert P(2, declare=True) in s.legal_actions(0) and P(2) in s.legal_actions(0)
    events = s.apply(0, P(2))  # leaves one card, says nothing
    assert [e.declared for e in events if e.kind == "final-gift"] == [False]
    decline_all(s)
    for seat in (1, 2, 3):
        s.apply(seat, P(seat + 2))
        decline_all(s)
    assert s.turn == 0 and s.legal_actions(0) == (Pass(),)
    with pytest.raises(IllegalAction) as err:
        s.apply(0, P(9))
    assert err.value.ruling == "SS-13"
    events = s.apply(0, Pass())
    assert [e.forced for e in events if e.kind == "passed"] == ["final-gift"]


def test_declaring_final_gift_keeps_the_turn_and_several_cards_need_nothing():
    # ruling SS-13
    s = rig([[2, 9], [3, 3, 8, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    s.apply(0, P(2, declare=True))
    assert not s.must_pass[0]
    with pytest.raises(IllegalAction):
        rig([[2, 2, 9], [3, 8], [4, 7], [5, 6]], lead=0, final_gift="manual").apply(0, P(2, declare=True))
    auto = rig([[2, 9], [3, 8], [4, 7], [5, 6]], lead=0, final_gift="auto")
    assert P(2, declare=True) not in auto.legal_actions(0)
    events = auto.apply(0, P(2))
    assert [e.declared for e in events if e.kind == "final-gift"] == [True]


def test_going_out_scores_n_down_to_one():
    # ruling SS-14
    s = rig([[12], [3, 10], [5, 11], [7, 8, 9]], lead=0)
    s.hands_total = 1
    s.apply(0, P(12))
    decline_all(s)
    for seat in (1, 2, 3):
        s.apply(seat, Pass())
    decline_all(s)
    s.apply(1, P(3))
    decline_all(s)
    s.apply(2, P(5))
    decline_all(s)
    s.apply(3, P(7))
    decline_all(s)
    s.apply(1, P(10))
    decline_all(s)
    s.apply(2, P(11))  # seats 1 and 2 both out this round, and only seat 3 holds cards
    decline_all(s)
    assert s.is_over()
    assert s.finished == [0, 2, 1, 3]  # seat 2's last play (11) beats seat 1's (10)
    assert s.sheet[-1] == (4, 2, 3, 1)


def test_going_out_together_ranks_by_the_last_play():
    # ruling SS-14
    s = rig([[2], [9], [3, 4], [5, 6]], lead=0)
    s.hands_total = 1
    s.apply(0, P(2))
    decline_all(s)
    s.apply(1, P(9))
    decline_all(s)
    assert s.finished == []  # settled when the round ends
    s.apply(2, Pass())
    s.apply(3, Pass())
    decline_all(s)
    assert s.finished[:2] == [1, 0]


def test_a_session_has_several_hands_and_the_deal_moves_left():
    # ruling SS-15
    from engine.games.secret_santa import GAME
    from engine.session import SeatPlan, Session

    session = Session(GAME, [SeatPlan(f"b{i}", "medium") for i in range(4)], {}, 5)
    dealers = [e.dealer for e in session.opening_events if isinstance(e, HandDealt)]
    while not session.state.is_over():
        seat = session.next_bot_seat()
        for e in session.apply(seat, session.decide(seat)):
            if isinstance(e, HandDealt):
                dealers.append(e.dealer)
    state = session.state
    assert len(state.sheet) == 4  # one hand per player by default
    assert dealers == [(dealers[0] + i) % 4 for i in range(4)]
    assert state.totals == [sum(row[s] for row in state.sheet) for s in range(4)]
    assert all(sorted(row) == [1, 2, 3, 4] for row in state.sheet)
    best = max(state.totals)
    assert set(state.result().winners) == {s for s in range(4) if state.totals[s] == best}


@pytest.mark.parametrize("specials, present", [
    ("all", set(SPECIALS)),
    ("santa-elves", {SANTA, ELVES}),
    ("snowflake", {TREE, SCROOGE, FRUITCAKE}),
    ("none", set()),
])
def test_special_card_sets(specials, present):
    # ruling SS-16
    counts = deck_counts(6, specials, 4)
    assert {k for k in SPECIALS if counts[k]} == present
    s = new_santa(6, specials=specials)
    assert sum(s.sizes) == 78 + sum(counts[k] for k in SPECIALS)


def test_no_window_opens_once_every_holly_card_is_seen():
    # ruling SS-8: a window is skipped only on public knowledge
    s = rig([[2, 9], [3, 8], [4, 7], [5, 6]], lead=0)
    events = s.apply(0, P(2))
    assert "window" not in kinds(events) and s.phase == "turn"


def test_a_dealt_hand_is_seen_by_its_owner_only():
    # ruling G-3
    s = new_santa(5, seed=3)
    dealt = s.start_events()[0]
    assert dealt.for_seat(2).hands[2] == dealt.hands[2] and dealt.for_seat(2).hands[1] == ()
    assert all(h == () for h in dealt.for_seat(None).hands)
