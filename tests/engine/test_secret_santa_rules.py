"""Secret Santa: every ruling SS-1..SS-16, checked on positions built by hand."""

import pytest

from engine.core import IllegalAction
from engine.games.secret_santa.cards import (
    CAROL,
    ELVES,
    FRUITCAKE,
    GHOST,
    KIND,
    MOUSE,
    SANTA,
    SCROOGE,
    SPECIALS,
    TREE,
    deck_counts,
)
from engine.games.secret_santa.moves import (
    DECLINE,
    GHOST_ACTION,
    MOUSE_ACTION,
    Pass,
    Play,
    PlayCarol,
    PlayFruitcake,
    PlaySanta,
    PlayScrooge,
    PlayTree,
)

from .santa_helpers import decline_all, kinds, new_santa, rig


def P(*cards, declare=False):
    return Play(tuple(sorted(cards)), declare)


def test_deck_has_the_twelve_days_and_the_eight_specials():
    # ruling SS-1
    counts = deck_counts(5, "all", 4)
    assert [counts[v] for v in range(1, 13)] == [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert sum(counts[1:13]) == 78
    assert {k for k in SPECIALS if counts[k]} == set(SPECIALS)
    assert counts[ELVES] == 4 and all(counts[k] == 1 for k in SPECIALS if k != ELVES)
    assert KIND[1].name == "partridge in a pear tree" and KIND[12].plural == "drummers drumming"
    assert deck_counts(5, "all", 6)[ELVES] == 6  # the elves setting


def test_each_special_has_its_timing_class():
    # ruling SS-2
    assert {k for k in SPECIALS if KIND[k].timing == "star"} == {SANTA, ELVES, CAROL}
    assert {k for k in SPECIALS if KIND[k].timing == "holly"} == {MOUSE, GHOST}
    assert {k for k in SPECIALS if KIND[k].timing == "snowflake"} == {TREE, SCROOGE, FRUITCAKE}


def test_star_cards_only_on_your_own_turn_and_holly_even_after_passing():
    # ruling SS-2
    s = rig([[2, 2, 9], [3, 3, SANTA, MOUSE, 7], [4, 4, 8], [5, 6, 10]], lead=0)
    s.apply(0, P(2, 2))
    decline_all(s)
    s.apply(1, Pass())  # seat 1 passes, Santa in hand
    assert s.turn == 2
    s.apply(2, P(4, 4))
    assert s.phase == "holly"
    decline_all_until = s.queue.index(1)
    for _ in range(decline_all_until):
        s.apply(s.queue[0], DECLINE)
    legal = s.legal_actions(1)
    assert MOUSE_ACTION in legal  # Holly still allowed after passing
    assert not any(type(a) is PlaySanta for a in legal)  # Star cards are not
    with pytest.raises(IllegalAction) as err:
        s.apply(1, PlaySanta())
    assert err.value.ruling == "SS-8"


def test_three_players_use_the_reduced_deck():
    # ruling SS-3
    counts = deck_counts(3, "all", 4)
    assert counts[1] == counts[2] == counts[3] == 0 and counts[4] == 9
    assert {k for k in SPECIALS if counts[k]} == {SANTA, ELVES, FRUITCAKE, TREE}
    s = new_santa(3)
    assert sum(s.sizes) == sum(counts)


@pytest.mark.parametrize("players", [4, 5, 6, 7, 8])
def test_whole_deck_dealt_evenly_extras_to_the_dealers_left(players):
    # ruling SS-3
    s = new_santa(players, seed=players)
    total = sum(s.deck)
    assert sum(s.sizes) == total
    base, extra = divmod(total, players)
    for i in range(players):
        seat = (s.dealer + 1 + i) % players
        assert s.sizes[seat] == base + (1 if i < extra else 0)
    assert s.leader == (s.dealer + 1) % players


def test_following_needs_as_many_cards_of_a_strictly_higher_value():
    # ruling SS-4
    s = rig([[3, 3, 9], [3, 3, 4, 4, 4], [5, 5], [12]], lead=0)
    s.apply(0, P(3, 3))
    decline_all(s)
    legal = s.legal_actions(1)
    assert P(4, 4) in legal and P(3, 3) not in legal and P(4, 4, 4) not in legal
    before = s.to_dict()
    for bad in (P(3, 3), P(4, 4, 4), P(4)):
        with pytest.raises(IllegalAction) as err:
            s.apply(1, bad)
        assert err.value.ruling == "SS-4"
    assert s.to_dict() == before  # ruling G-6: nothing changed


def test_the_leader_must_play_and_a_pass_is_out_for_the_round():
    # ruling SS-4
    s = rig([[2, 9], [3, 8], [4, 7], [5, 6]], lead=0)
    assert Pass() not in s.legal_actions(0)
    with pytest.raises(IllegalAction):
        s.apply(0, Pass())
    s.apply(0, P(2))
    decline_all(s)
    s.apply(1, Pass())
    s.apply(2, P(4))
    decline_all(s)
    s.apply(3, P(5))
    decline_all(s)
    assert s.turn == 0  # seat 1 passed and is skipped from now on
    s.apply(0, P(9))
    decline_all(s)
    assert s.turn == 2


def test_the_top_player_may_play_again_and_then_leads_the_next_round():
    # ruling SS-4
    s = rig([[2, 6, 9, 9], [3, 11], [4, 10], [5, 8]], lead=0)
    s.apply(0, P(2))
    decline_all(s)
    for seat in (1, 2, 3):
        s.apply(seat, Pass())
    assert s.turn == 0 and P(6) in s.legal_actions(0)  # may play on top of her own
    s.apply(0, P(6))
    decline_all(s)
    discarded = list(s.discard)
    events = s.apply(0, Pass())
    ended = [e for e in events if e.kind == "round-ended"][0]
    assert ended.winner == 0 and ended.leader == 0
    assert s.round_no == 2 and s.turn == 0 and s.plays == []
    assert s.discard[2] == discarded[2] + 1 and s.discard[6] == discarded[6] + 1


def test_a_winner_out_of_cards_hands_the_lead_to_her_left():
    # ruling SS-4
    s = rig([[12], [3, 4], [5, 6], [7, 8]], lead=0)
    s.apply(0, P(12))  # out, nobody can beat it
    decline_all(s)
    for seat in (1, 2, 3):
        s.apply(seat, Pass())
    decline_all(s)
    assert s.finished == [0]
    assert s.turn == 1


def test_elves_count_as_copies_but_never_alone():
    # ruling SS-5
    s = rig([[5, 5, ELVES, 2], [6, 6, 6, 1], [7, 8], [9, 10]], lead=0)
    assert P(5, 5, ELVES) in s.legal_actions(0)
    assert P(ELVES) not in s.legal_actions(0)
    with pytest.raises(IllegalAction):
        s.apply(0, P(ELVES))
    s.apply(0, P(5, 5, ELVES))
    assert s.plays[-1][2] == 5 and len(s.plays[-1][1]) == 3
    decline_all(s)
    assert P(6, 6, 6) in s.legal_actions(1)


def test_santa_alone_ends_the_round_at_once():
    # ruling SS-6
    s = rig([[3, 4], [SANTA, 2, 2], [5, 6], [7, 8]], lead=0)
    s.apply(0, P(3))
    decline_all(s)
    events = s.apply(1, PlaySanta())
    assert "santa" in kinds(events) and "round-ended" in kinds(events)
    decline_all(s)
    assert s.round_no == 2 and s.turn == 1


def test_carol_swaps_seats_and_the_turn_goes_on():
    # ruling SS-7
    s = rig([[2, 9], [3, 8], [CAROL, 4, 10], [5, 6]], lead=0)
    s.apply(0, P(2))
    decline_all(s)
    s.apply(1, P(3))
    decline_all(s)
    s.apply(2, PlayCarol(0))
    assert s.ring == [2, 1, 0, 3]
    assert s.turn == 2  # she goes on with her turn
    s.apply(2, P(4))
    decline_all(s)
    assert s.turn == 1  # left of her new seat


def test_holly_window_asks_every_other_seat_from_the_left():
    # ruling SS-8
    s = rig([[2, 9], [3, 8], [4, 7], [5, 6, MOUSE]], lead=1)
    events = s.apply(1, P(3))
    window = [e for e in events if e.kind == "window"][0]
    assert window.seats == (2, 3, 0)  # everyone but the player, holding Holly or not
    assert s.legal_actions(2) == (DECLINE,)
    s.apply(2, DECLINE)
    assert MOUSE_ACTION in s.legal_actions(3)


def test_the_player_who_just_played_gift_cards_is_not_asked():
    # ruling SS-8
    s = rig([[2, MOUSE, 9], [3, 8], [4, 7], [5, 6]], lead=0)
    s.apply(0, P(2))
    assert 0 not in s.queue
    decline_all(s)
    s.apply(1, P(3))
    assert 0 in s.queue  # someone else has played since


def test_a_mouse_ends_the_round_for_the_current_highest_play():
    # ruling SS-8
    s = rig([[2, 9], [3, 8], [4, 7], [5, 6, MOUSE]], lead=0)
    s.apply(0, P(2))
    decline_all(s)
    s.apply(1, P(3))
    while s.queue[0] != 3:
        s.apply(s.queue[0], DECLINE)
    events = s.apply(3, MOUSE_ACTION)
    mouse = [e for e in events if e.kind == "mouse"][0]
    assert mouse.winner == 1
    decline_all(s)
    assert s.round_no == 2 and s.turn == 1


def test_the_ghost_hands_the_play_back_and_skips_without_passing():
    # ruling SS-8
    s = rig([[2, 9], [3, 8], [4, 7], [5, 6, GHOST]], lead=0)
    s.apply(0, P(2))
    decline_all(s)
    s.apply(1, P(3))
    while s.queue[0] != 3:
        s.apply(s.queue[0], DECLINE)
    events = s.apply(3, GHOST_ACTION)
    ghost = [e for e in events if e.kind == "ghost"][0]
    assert ghost.victim == 1 and ghost.cards == (3,)
    assert s.hands[1][3] == 1 and s.known[1][3] == 1  # back in hand, for all to see
    assert s.plays[-1][0] == 0  # seat 0's 2 is the one to beat again
    assert s.turn == 2 and not s.passed[1]  # skipped, not passed
    s.apply(2, Pass())
    s.apply(3, Pass())
    s.apply(0, Pass())
    assert s.turn == 1  # may play later this round
    assert P(3) in s.legal_actions(1)


def test_snowflake_window_runs_from_the_new_leader_and_scrooge_targets_non_givers():
    # ruling SS-9
    s = rig([[2, 9, 9], [3, 8, SCROOGE], [4, 7], [5, 6]], lead=0)
    s.apply(0, P(2))
    decline_all(s)
    s.apply(1, P(3))
    decline_all(s)
    s.apply(2, Pass())
    s.apply(3, Pass())
    s.apply(0, Pass())
    s.apply(1, Pass())  # round over: seat 1 won, seats 2 and 3 gave nothing
    assert s.phase == "snowflake" and s.queue == [1, 2, 3, 0]
    assert s.scrooge_targets == (2, 3)
    assert PlayScrooge(0) not in s.legal_actions(1)  # seat 0 gave a gift
    s.apply(1, PlayScrooge(3))
    decline_all(s)
    assert s.passed[3] and s.scrooged == 3
    s.apply(1, P(8))
    decline_all(s)
    assert s.turn == 2
    s.apply(2, Pass())
    assert s.turn == 0  # seat 3 sits the round out


def test_a_scrooged_player_may_not_play_holly_that_round():
    # ruling SS-9
    s = rig([[2, 9], [3, 8], [4, MOUSE, 7], [5, 6]], lead=0)
    s.scrooged = 2
    s.passed[2] = True
    s.apply(0, P(2))
    assert s.queue == [1, 2, 3]
    s.apply(1, DECLINE)
    assert s.legal_actions(2) == (DECLINE,)
    with pytest.raises(IllegalAction) as err:
        s.apply(2, MOUSE_ACTION)
    assert err.value.ruling == "SS-9"


def test_christmas_tree_deals_the_rounds_gifts_one_each():
    # ruling SS-10
    s = rig([[2, 2, 9, 10], [3, 3, 8, TREE], [4, 4, 7, 11], [5, 5, 6, 12]], lead=0)
    s.apply(0, P(2, 2))
    decline_all(s)
    s.apply(1, P(3, 3))
    decline_all(s)
    s.apply(2, P(4, 4))
    decline_all(s)
    s.apply(3, P(5, 5))
    decline_all(s)
    for seat in (0, 1, 2, 3):
        s.apply(seat, Pass())
    assert s.phase == "snowflake"
    while s.queue[0] != 1:
        s.apply(s.queue[0], DECLINE)
    sizes = list(s.sizes)
    events = s.apply(1, PlayTree(False))
    tree = [e for e in events if e.kind == "tree"][0]
    assert [r for r, _ in tree.deal] == [2, 3, 0, 1]  # from her left
    assert tree.discarded == 8 - 4
    assert sorted(g for _, g in tree.deal) == sorted(g for _, g in tree.deal if g in (2, 3, 4, 5))
    assert s.sizes == [sizes[0] + 1, sizes[1] - 1 + 1, sizes[2] + 1, sizes[3] + 1]
    seen_by_0 = tree.for_seat(0)
    assert all(g == 0 for r, g in seen_by_0.deal if r != 0)  # each sees only her own card
    assert sum(s.limbo) == 4


def test_christmas_tree_can_deal_to_herself_first():
    # ruling SS-10
    s = rig([[2, 9, 10], [3, TREE, 8], [4, 7, 11], [5, 6, 12]], lead=0)
    s.apply(0, P(2))
    decline_all(s)
    for seat in (1, 2, 3, 0):
        s.apply(seat, Pass())
    while s.queue[0] != 1:
        s.apply(s.queue[0], DECLINE)
    events = s.apply(1, PlayTree(True))
    tree = [e for e in events if e.kind == "tree"][0]
    assert tree.deal == ((1, 2),) and tree.discarded == 0


def test_fruitcake_comes_first_and_gives_a_gift_away():
    # ruling SS-11
    for seed in range(40):
        s = new_santa(5, seed=seed)
        holder = next(i for i, h in enumerate(s.hands) if h[FRUITCAKE])
        if holder != s.leader:
            break
    assert s.phase == "snowflake" and s.first_window and s.round_no == 0
    assert s.queue[0] == s.leader and len(s.queue) == 5
    while s.queue[0] != holder:
        assert s.legal_actions(s.queue[0]) == (DECLINE,)
        s.apply(s.queue[0], DECLINE)
    value = next(v for v in range(1, 13) if s.hands[holder][v])
    target = (holder + 2) % 5
    before = list(s.sizes)
    events = s.apply(holder, PlayFruitcake(value, target))
    cake = [e for e in events if e.kind == "fruitcake"][0]
    assert s.sizes[holder] == before[holder] - 2 and s.sizes[target] == before[target] + 1
    assert cake.for_seat(target).value == value and cake.for_seat((holder + 1) % 5).value == 0
    decline_all(s)
    assert s.round_no == 1 and s.phase == "turn"


def test_fruitcake_only_before_the_first_round():
    # ruling SS-11
    s = rig([[2, 9], [3, FRUITCAKE, 8], [4, 7], [5, 6]], lead=0)
    s.apply(0, P(2))
    decline_all(s)
    for seat in (1, 2, 3, 0):
        s.apply(seat, Pass())
    assert not any(type(a) is PlayFruitcake for a in s.legal_actions(s.to_act()[0]))


