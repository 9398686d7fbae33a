"""Presents of Mine: every ruling PM-1..PM-12, with worked examples computed by hand."""

import pytest

from engine.core import IllegalAction
from engine.games.presents_of_mine import GAME
from engine.games.presents_of_mine.cards import start_staleness
from engine.games.presents_of_mine.moves import GIVES, SWAPS, Give, Pick, Yoink
from engine.games.presents_of_mine.state import HOLDER, LAYERS, LETTER, STALE, PresentsState
from engine.session import SeatPlan, Session


def new(n=8, seed=1) -> PresentsState:
    return GAME.new_state(n, GAME.resolve_settings(n, {}), seed)


def rigged(hands, round_no=1, order=None) -> PresentsState:
    """hands: per seat, a list of 'A2'-style strings (letter, staleness). The list is seats in
    order 0..n-1 unless given; the round's choices begin with seat 0."""
    n = len(hands)
    s = new(n)
    s.order = list(order or range(n))
    s.presents = {}
    s.next_id = 1
    for seat, items in enumerate(hands):
        for item in items:
            s._new(item[0], int(item[1:]), seat)
    s.round_no = round_no
    s.phase = "yoink" if round_no == 4 else "pass"
    s.turn = 0
    s.pending = {}
    s.scores = [0] * n
    return s


def lines_of(state, seat):
    return {why: pts for _, why, pts in state.last.lines[seat]}


def play_round(state, choices):
    for seat in range(state.n):
        state.apply(seat, choices[seat])


def test_player_counts():
    # ruling PM-1
    assert (GAME.min_players, GAME.max_players) == (4, 8)
    for n in (4, 5, 6, 7, 8):
        assert new(n).n == n


def test_list_is_random_and_reversed_at_round_three():
    # ruling PM-2
    orders = {tuple(new(8, seed).order) for seed in range(6)}
    assert len(orders) > 1
    s = rigged([["A0"] * 6 for _ in range(4)], round_no=2, order=[2, 0, 3, 1])
    assert s.below(2, 1) == 0 and s.below(1, 1) == 2 and s.below(2, -1) == 1
    assert s.distance(2, 3) == 2 and s.distance(2, 1) == 1
    play_round(s, [Give((0, 1, 2), 3, "L")] * 4)
    assert s.round_no == 3 and s.order == [1, 3, 0, 2]


def test_pregame_picks_staleness_and_the_extra_average():
    # ruling PM-3
    assert [start_staleness(k) for k in range(1, 9)] == [0, 0, 1, 2, 2, 3, 3, 3]
    s = new(4, seed=2)
    picks = [Pick(tuple("ABCDE")), Pick(tuple("ABCDF")), Pick(tuple("ABCGH")), Pick(tuple("AIJEF"))]
    with pytest.raises(IllegalAction):
        s.apply(0, Pick(tuple("AABCD")))
    play_round(s, picks)
    held = [[s.presents[p][LETTER] for p in s.hand(seat)] for seat in range(4)]
    assert all(len(h) == 6 for h in held) and held[0].count("A") == 2
    stale = {s.presents[p][LETTER]: s.presents[p][STALE] for p in s.presents if p <= 24}
    assert stale["B"] == 1 and stale["C"] == 1 and stale["D"] == 0  # 3 pickers -> 1, 2 -> 0
    a_stales = sorted(s.presents[p][STALE] for p in s.hand(0) if s.presents[p][LETTER] == "A")
    assert a_stales == [0, 2]  # four picked A: staleness 2; the extra A is fresh


def test_scoring_never_goes_down_and_counts_staleness():
    # ruling PM-4, worked by hand:
    # seat 0 holds A0 A0 F5 F5 F5 E4 (no Egg received this step):
    #   abilities 4+4+5+5+5+6 = 29, staleness 0+0+5+5+5+4 = 19 -> +10
    # seat 1 holds six E9: abilities 36, staleness 54 -> -18, clamped to 0
    s = rigged([["A0", "A0", "F5", "F5", "F5", "E4"], ["E9"] * 6, ["A0"] * 6, ["A0"] * 6], round_no=1)
    s._score([])
    assert s.last.raw[0] == 10 and s.last.gains[0] == 10 and s.scores[0] == 10
    assert s.last.raw[1] == -18 and s.last.gains[1] == 0 and s.scores[1] == 0


def test_staleness_after_a_round():
    # ruling PM-5: passed -1 (Fruit -2), kept +1 (Fruit +2), never below 0
    s = rigged([["A3", "F3", "B0", "A0", "F0", "C1"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6])
    ids = s.hand(0)
    play_round(s, [Give((0, 1, 2))] + [Give((0, 1, 2))] * 3)
    after = {pid: s.presents[pid][STALE] for pid in ids}
    assert after[ids[0]] == 2 and after[ids[1]] == 1 and after[ids[2]] == 0  # passed A3, F3, B0
    assert after[ids[3]] == 1 and after[ids[4]] == 2 and after[ids[5]] == 2  # kept A0, F0, C1


def test_nebulizer_freshens_what_arrives_one_more():
    # ruling PM-5
    s = rigged([["A3", "A3", "A3", "A0", "A0", "A0"], ["N0", "A0", "A0", "A0", "A0", "A0"],
                ["A0"] * 6, ["A0"] * 6])
    sent = s.hand(0)[0]
    play_round(s, [Give((0, 1, 2)), Give((3, 4, 5)), Give((0, 1, 2)), Give((0, 1, 2))])
    assert s.presents[sent][HOLDER] == 1 and s.presents[sent][STALE] == 1  # 3 - 1 - 1


def test_passing_goes_one_two_three_below():
    # ruling PM-6
    s = rigged([["A0", "B0", "C0", "D0", "E0", "F0"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6, ["A0"] * 6])
    ids = s.hand(0)
    play_round(s, [Give((5, 0, 2))] + [Give((0, 1, 2))] * 4)
    assert [s.presents[ids[i]][HOLDER] for i in (5, 0, 2)] == [1, 2, 3]
    assert all(len(s.hand(seat)) == 6 for seat in range(5))
    with pytest.raises(IllegalAction):
        s.apply(0, Give((0, 0, 1)))


def test_every_ability():
    # ruling PM-7, each line worked by hand. Order 0..5, six players (opposite = distance 3).
    hands = [
        ["A0", "B0", "C0", "D0", "G0", "I2"],  # seat 0
        ["C0", "H0", "J0", "A0", "A0", "A0"],  # seat 1: a Chain neighbour of 0
        ["H0", "J0", "A0", "A0", "A0", "A0"],
        ["D0", "A0", "A0", "A0", "A0", "A0"],  # opposite seat 0, holds a Diameter
        ["H0", "A0", "A0", "A0", "A0", "A0"],
        ["E0", "F0", "A0", "A0", "A0", "A0"],  # neighbour of 0 (above), no Chain
    ]
    s = rigged(hands, round_no=1)
    s._score([])
    got = [pts for _, _, pts in s.last.lines[0]]
    # A 4; B 2+2*1; C 3+2*1 (seat 1 only); D 2+5; G 2 (not received); I 3+3 (stalest) ; staleness -2
    assert got == [4, 4, 5, 7, 2, 6, -2]
    one = [pts for _, _, pts in s.last.lines[1]]
    # C 3+2 (seat 0 has one); H 2 + 2 others; J 7 - 1 other; A 4 x3
    assert one == [5, 4, 6, 4, 4, 4]
    five = [pts for _, _, pts in s.last.lines[5]]
    assert five[:2] == [6, 5]  # Egg and Fruit (no Egg received in this step)


def test_help_extra_is_capped_and_golden_counts_its_distance():
    # ruling PM-7
    s = rigged([["H0", "A0", "A0", "A0", "A0", "A0"]] + [["H0", "G0", "A0", "A0", "A0", "A0"]] * 6)
    s._score([])
    assert s.last.lines[0][0][2] == 6  # 2 + min(4, 6 others)
    s.presents[s.hand(1)[1]][4] = 3  # the Golden present arrived from 3 places away
    s._score([])
    assert s.last.lines[1][1][2] == 6


def test_egg_costs_three_when_received():
    # ruling PM-7, PM-4
    s = rigged([["E0", "A0", "A0", "A0", "A0", "A0"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6])
    play_round(s, [Give((0, 1, 2))] + [Give((0, 1, 2))] * 3)
    assert lines_of(s, 1)["an Egg was received"] == -3


def test_diameter_with_an_odd_count_checks_both_far_seats():
    # ruling PM-7
    s = rigged([["D0", "A0", "A0", "A0", "A0", "A0"], ["A0"] * 6, ["A0"] * 6, ["D0"] + ["A0"] * 5, ["A0"] * 6])
    s._score([])
    assert s.last.lines[0][0][2] == 7  # seat 3 is at the largest distance (2) of five


def test_bomb_squad_kaboom_and_limiting():
    # ruling PM-8, by hand: four players all swap a kept present; K chosen by 3, L by 1 -> K starts at 2
    hands = [["A0", "A0", "A0", "A0", "A0", "B0"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6]
    s = rigged(hands, round_no=2)
    choices = [Give((0, 1, 2), 5, "K"), Give((0, 1, 2), 5, "K"), Give((0, 1, 2), 5, "K"), Give((0, 1, 2), 5, "L")]
    with pytest.raises(IllegalAction) as err:
        s.apply(0, Give((0, 1, 2)))
    assert err.value.ruling == "PM-8"
    play_round(s, choices)
    kaboom = next(p for p in s.hand(0) if s.presents[p][LETTER] == "K")
    # seat 0 holds A A K after passing 3 and receiving 3 A: five A -> K loses 5 layers (1 left), scores 2*5
    assert s.presents[kaboom][LAYERS] == 1
    assert lines_of(s, 0)["Kaboom: 5 Average, 1 layer(s) left"] == 10
    assert s.presents[kaboom][STALE] == 3  # started at 2 (more chose K), kept: +1
    limiting = next(p for p in s.hand(3) if s.presents[p][LETTER] == "L")
    assert s.presents[limiting][STALE] == 1  # started at 0


def test_kaboom_explodes_into_an_average():
    # ruling PM-8: 6 layers - 6 Averages = 0 -> -6 (or -1 with a Limiting), then it is an A
    s = rigged([["K2", "A0", "A0", "A0", "A0", "A0"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6], round_no=1)
    s.presents[s.hand(0)[0]][LAYERS] = 5
    s._score([])
    assert lines_of(s, 0)["Kaboom exploded"] == -6
    assert s.presents[s.hand(0)[0]][LETTER] == "A" and s.presents[s.hand(0)[0]][STALE] == 2
    t = rigged([["K2", "A0", "A0", "A0", "A0", "L0"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6], round_no=1)
    t.presents[t.hand(0)[0]][LAYERS] = 3
    t._score([])
    assert lines_of(t, 0)["Kaboom exploded (Limiting)"] == -1


def test_cleaning_supplies_musky_counts_stale_presents():
    # ruling PM-9: M +2, +1 per present at staleness 3+ (itself included)
    s = rigged([["M3", "A3", "A4", "A0", "A1", "A2"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6], round_no=1)
    s._score([])
    assert s.last.lines[0][0][2] == 2 + 3
    r3 = rigged([["A0"] * 6 for _ in range(4)], round_no=3)
    assert len(r3.legal_actions(0)) == len(SWAPS[3]) and all(g.take in "MN" for g in SWAPS[3])


def test_yoink_takes_closest_first_and_falls_back_at_random():
    # ruling PM-10: list 0..3. Seat 1 (1 below 0) and seat 2 (2 below 0) both want seat 0's first present.
    hands = [["G0", "B0", "C0", "D0", "E0", "F0"], ["A0"] * 6, ["A0"] * 6, ["A0"] * 6]
    s = rigged(hands, round_no=4)
    first = s.hand(0)[0]
    wants = {0: Yoink((0, 0, 0)), 1: Yoink((0, 0, 0)), 2: Yoink((1, 0, 0)), 3: Yoink((2, 2, 0))}
    # seat 2's 2nd wish (2 above = seat 0) asks for place 0 too: G already taken by seat 1
    wants[2] = Yoink((1, 0, 0))
    events = []
    for seat in range(4):
        events += s.apply(seat, wants[seat])
    moved = [e for e in events if e.kind == "moved"][0].moves
    assert (first, 0, 1, 1, "yoink") in moved
    from_zero = [m for m in moved if m[1] == 0]
    assert len(from_zero) == 3 and any(m[4] == "random" for m in from_zero)
    assert s.presents[first][STALE] == 0  # stolen counts as passed


def test_monopoly_at_the_last_scoring():
    # ruling PM-11: seat 0 has the most Fruit (+5); seats 1 and 2 tie on Jinx (+2 each)
    hands = [["F0", "F0", "A0", "A0", "A0", "A0"], ["J0", "B0", "C0", "D0", "E0", "G0"],
             ["J0", "B0", "C0", "D0", "E0", "H0"], ["I0", "I0", "I0", "C0", "D0", "E0"]]
    s = rigged(hands, round_no=5)
    s._score([])
    assert lines_of(s, 0)["Monopoly on F"] == 5
    assert lines_of(s, 1)["Monopoly on J (tied)"] == 2 and lines_of(s, 2)["Monopoly on J (tied)"] == 2
    assert "Monopoly on A" in lines_of(s, 0)  # 4 Averages beats everyone's fewer


def test_everything_held_is_public_and_the_highest_score_wins():
    # ruling PM-12, G-7
    session = Session(GAME, [SeatPlan(f"b{i}", "medium") for i in range(5)], {}, 3)
    session.play_bots()
    state = session.state
    assert state.is_over() and state.round_no == 5
    view = state.view(2)
    assert all(len(h) == 6 for h in view.hands)  # every hand, letters and staleness
    best = max(state.scores)
    assert set(state.result().winners) == {s for s in range(5) if state.scores[s] == best}


def test_choices_stay_secret_until_all_are_made():
    # ruling G-5
    s = rigged([["A0"] * 6 for _ in range(4)])
    s.apply(0, GIVES[5])
    assert s.view(1).my_choice is None and s.view(0).my_choice == GIVES[5]
    assert s.view(1).committed == (True, False, False, False)
