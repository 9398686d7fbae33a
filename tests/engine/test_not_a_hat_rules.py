"""That's Not a Hat: one scenario per rule. Each test builds a position, acts, asserts."""

from collections import Counter

import pytest

from engine.core import IllegalAction, SettingError
from engine.games.not_a_hat import GAME
from engine.games.not_a_hat.cards import BLACK, GIFTS, LEFT, RIGHT, WHITE
from engine.games.not_a_hat.moves import (
    ACCEPT,
    GIVES,
    REFUSE,
    Accepted,
    Dealt,
    Drawn,
    Flipped,
    GameOver,
    Given,
    Refused,
    Revealed,
)

from .hat_helpers import gift, new_hat, stack_deck

LEFT_GIFTS = [g.name for g in GIFTS if g.arrow == LEFT]
RIGHT_GIFTS = [g.name for g in GIFTS if g.arrow == RIGHT]


def test_deck_has_48_distinct_gifts_with_balanced_backs():
    # ruling NH-1
    assert len(GIFTS) >= 48
    assert len({g.name for g in GIFTS}) == len(GIFTS)
    assert len({g.emoji for g in GIFTS}) == len(GIFTS)
    backs = Counter((g.colour, g.arrow) for g in GIFTS)
    assert set(backs) == {(c, a) for c in (BLACK, WHITE) for a in (LEFT, RIGHT)}
    assert len(set(backs.values())) == 1, backs


def test_left_is_next_seat_clockwise_and_right_the_one_before():
    # ruling G-1
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", LEFT_GIFTS[5]])
    state.giver = 3
    assert state.receiver_of(3, state.card) == 0  # left of seat 3 wraps to seat 0
    state2 = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", RIGHT_GIFTS[5]])
    assert state2.receiver_of(0, state2.card) == 3  # right of seat 0 wraps to seat 3


def test_two_players_only_with_two_card_column_and_both_arrows_reach_the_other():
    # ruling NH-2
    with pytest.raises(SettingError, match="NH-2"):
        GAME.resolve_settings(2, {})
    with pytest.raises(SettingError):
        GAME.resolve_settings(9, {})
    state = new_hat(2, column=2)
    for card in range(len(state.order)):
        assert state.receiver_of(0, card) == 1
        assert state.receiver_of(1, card) == 0


def test_setup_one_face_up_card_each_and_a_face_up_shop():
    # ruling NH-3
    state = new_hat(5)
    view = state.view(None)
    assert [len(col) for col in view.columns] == [1] * 5
    assert all(col[0].face_up for col in view.columns)
    assert view.shop_top is not None and view.shop_top.gift is not None
    assert view.shop_count == 48 - 5 - 1  # the first player has drawn one already
    assert view.giver == 0 and view.in_hand.face_up and view.from_shop


def test_first_player_is_random_unless_a_seat_is_named():
    # ruling NH-3
    firsts = {GAME.new_state(5, GAME.resolve_settings(5), seed).giver for seed in range(40)}
    assert len(firsts) > 2
    assert GAME.new_state(5, GAME.resolve_settings(5, {"first": "3"}), 9).giver == 3


def test_giver_names_any_gift_and_the_card_goes_the_way_its_arrow_points():
    # ruling NH-4, G-4: the spoken claim is an explicit part of the action
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", LEFT_GIFTS[7]])
    assert len(state.legal_actions(0)) == 48  # every gift may be named, true or not
    events = state.apply(0, GIVES[gift("hat")])
    (given,) = [e for e in events if isinstance(e, Given)]
    assert (given.giver, given.receiver, given.claim, given.from_shop) == (0, 1, gift("hat"), True)
    assert state.to_act() == (1,)
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", RIGHT_GIFTS[7]])
    state.apply(0, GIVES[gift("hat")])
    assert state.to_act() == (3,)


def test_accept_puts_the_gift_on_top_and_the_bottom_card_is_flipped_and_given():
    # ruling NH-5
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", LEFT_GIFTS[7]])
    shop_card = state.card
    state.apply(0, GIVES[GIFTS[state.order[shop_card]].index])
    events = state.apply(1, ACCEPT)
    assert isinstance(events[0], Accepted)
    assert state.columns[1] == [1, shop_card]  # old gift at the bottom, new on top
    assert state.to_act() == (1,) and state.card == 1 and not state.from_shop
    events = state.apply(1, GIVES[gift("book")])
    assert isinstance(events[0], Flipped) and events[0].card == 1
    assert state.columns[1] == [shop_card]
    assert not state.face_up[1]


def test_refusing_a_true_claim_penalises_the_receiver_who_then_draws_and_gives():
    # ruling NH-6
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", LEFT_GIFTS[7]])
    truth = state.order[state.card]
    state.apply(0, GIVES[truth])
    events = state.apply(1, REFUSE)
    refused = events[0]
    assert isinstance(refused, Refused) and refused.loser == 1 and refused.gift == truth
    assert len(state.penalties[1]) == 1 and state.face_up[state.penalties[1][0]]
    assert isinstance(events[1], Drawn) and events[1].seat == 1
    assert state.to_act() == (1,) and state.from_shop


def test_refusing_a_false_claim_penalises_the_giver():
    # ruling NH-6
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", LEFT_GIFTS[7]])
    state.apply(0, GIVES[gift("hat")])  # the card is not a hat
    events = state.apply(1, REFUSE)
    assert events[0].loser == 0
    assert state.penalties == [[4], [], [], []]
    assert state.to_act() == (0,) and state.from_shop


def test_face_down_cards_never_show_in_any_view_or_event():
    # ruling NH-7, G-3
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", LEFT_GIFTS[7]])
    state.apply(0, GIVES[gift("hat")])
    state.apply(1, ACCEPT)
    events = state.apply(1, GIVES[gift("book")])  # seat 1's old book goes face down
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        assert view.pending.gift is None
        assert view.columns[1][0].gift is None
        assert all(c.gift is None for col in view.columns for c in col if not state.face_up[c.card])
    for event in events:
        assert not hasattr(event, "gift"), event  # flips and gives never carry the gift


def test_game_ends_at_three_penalties_fewest_wins_and_ties_share():
    # ruling NH-8, G-7
    state = new_hat(3, seed=5)
    while not state.is_over():
        seat = state.to_act()[0]
        if state.phase == "give":
            state.apply(seat, GIVES[gift("hat")] if state.order[state.card] != gift("hat") else GIVES[0])
        else:
            state.apply(seat, REFUSE if seat != 2 else ACCEPT)
    assert max(len(p) for p in state.penalties) == 3
    result = state.result()
    assert result.lower_is_better
    best = min(result.scores)
    assert result.winners == tuple(s for s, v in enumerate(result.scores) if v == best)
    assert all(result.places[s] == 1 for s in result.winners)


def test_empty_shop_ends_the_game_when_a_card_must_be_drawn():
    # ruling NH-8
    state = new_hat(4, seed=2)
    state.shop_next = len(state.order)  # the shop has run out
    state.apply(0, GIVES[gift("hat")] if state.order[state.card] != gift("hat") else GIVES[1])
    events = state.apply(state.to_act()[0], REFUSE)
    assert isinstance(events[-1], GameOver) and events[-1].reason == "shop-empty"
    assert state.is_over() and state.to_act() == ()


def _play_to_the_end(state, rng):
    events = []
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        events += state.apply(seat, legal[rng.randrange(len(legal))])
    return events


@pytest.mark.parametrize("players,column", [(2, 2), (3, 1), (5, 2), (8, 1)])
def test_every_face_down_card_is_turned_over_at_the_end_and_never_before(players, column):
    # ruling NH-7: face-down cards stay hidden "until revealed by a refusal or at the end"
    import random

    for seed in range(5):
        state = new_hat(players, seed=seed, column=column)
        rng = random.Random(seed)
        hidden_before = None
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            hidden_before = {c for col in state.columns for c in col if not state.face_up[c]}
            events = state.apply(seat, legal[rng.randrange(len(legal))])
            revealed = [e for e in events if isinstance(e, Revealed)]
            if not state.is_over():
                assert not revealed  # nothing is turned over while the game goes on
        (last,) = revealed
        assert isinstance(events[-1], GameOver) and events.index(last) == len(events) - 2
        assert {card for _s, card, _g in last.cards} == hidden_before  # the refused card is already up
        assert all(state.order[card] == g and card in state.columns[s] for s, card, g in last.cards)
        final = state.view(None)  # the final table shows every gift face up
        assert all(c.face_up and c.gift == state.order[c.card] for col in final.columns for c in col)


def test_each_game_of_a_match_ends_with_its_cards_turned_over():
    # ruling NH-7, NH-8: in a match the next deal follows at once, so the event carries the reveal
    import random

    state = new_hat(3, seed=8, match=1)
    events = _play_to_the_end(state, random.Random(8))
    kinds = [type(e) for e in events]
    reveals = [i for i, k in enumerate(kinds) if k is Revealed]
    assert len(reveals) == 3 and all(kinds[i + 1] is GameOver for i in reveals)
    assert [events[i].game_no for i in reveals] == [1, 2, 3]
    assert all(events[i].cards for i in reveals)


def test_a_match_is_one_game_per_player_with_penalties_summed():
    # ruling NH-8
    state = new_hat(3, seed=4, match=1)
    game_overs = []
    while not state.is_over():
        seat = state.to_act()[0]
        action = GIVES[gift("hat")] if state.phase == "give" else REFUSE
        if state.phase == "give" and state.order[state.card] == gift("hat"):
            action = GIVES[gift("book")]
        game_overs += [e for e in state.apply(seat, action) if isinstance(e, GameOver)]
    assert [g.game_no for g in game_overs] == [1, 2, 3]
    summed = [sum(g.penalties[s] for g in game_overs) for s in range(3)]
    assert list(state.result().scores) == summed


def test_one_colour_variant_uses_only_that_colour_and_names_only_those_gifts():
    # ruling NH-9
    for colour in (BLACK, WHITE):
        state = new_hat(5, colour=colour)
        assert len(state.order) == 24
        assert all(GIFTS[g].colour == colour for g in state.order)
        assert {a.claim for a in state.legal_actions(0)} == set(state.order)
        other = next(g for g in GIFTS if g.colour != colour)
        before = state.to_dict()
        with pytest.raises(IllegalAction, match="NH-4"):
            state.apply(0, GIVES[other.index])
        assert state.to_dict() == before


def test_two_card_column_keeps_two_and_always_gives_the_bottom_card():
    # ruling NH-10
    state = stack_deck(new_hat(3, column=2), ["socks", "book", "piano", "kite", "hat", "drum", LEFT_GIFTS[9]])
    assert [len(c) for c in state.columns] == [2, 2, 2]
    state.apply(0, GIVES[state.order[state.card]])
    state.apply(1, ACCEPT)
    assert len(state.columns[1]) == 3
    assert state.card == 1  # seat 1's bottom card (dealt first), not the new one
    state.apply(1, GIVES[gift("book")])
    assert len(state.columns[1]) == 2


def test_illegal_actions_are_refused_with_the_rule_and_change_nothing():
    # ruling G-6
    state = new_hat(4)
    before = state.to_dict()
    for seat, action in [(1, GIVES[0]), (0, ACCEPT), (0, REFUSE)]:
        with pytest.raises(IllegalAction) as err:
            state.apply(seat, action)
        assert err.value.ruling.startswith("NH-")
        assert state.to_dict() == before


def test_only_one_seat_ever_acts_so_there_is_nothing_simultaneous_to_hide():
    # ruling G-5: That's Not a Hat has no simultaneous choices; every move is public and single
    state = new_hat(6, seed=11)
    import random

    rng = random.Random(0)
    while not state.is_over():
        (seat,) = state.to_act()
        for other in range(6):
            if other != seat:
                assert state.legal_actions(other) == ()
        legal = state.legal_actions(seat)
        state.apply(seat, legal[rng.randrange(len(legal))])


def test_opening_events_describe_the_deal_and_the_first_draw():
    state = new_hat(4, seed=3)
    dealt, drawn = state.start_events()
    assert isinstance(dealt, Dealt) and len(dealt.cards) == 4
    assert isinstance(drawn, Drawn) and drawn.seat == 0
