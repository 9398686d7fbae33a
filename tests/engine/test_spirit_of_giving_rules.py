"""The Spirit of Giving: every ruling SG-1..SG-17, on positions built by hand."""

import pytest

from engine.core import IllegalAction, SettingError
from engine.games.spirit_of_giving import GAME
from engine.games.spirit_of_giving.cards import ACE, equal_in_value, goodwill_offset, rank, sizes
from engine.games.spirit_of_giving.moves import (
    ACE_ELEVEN,
    ACE_ONE,
    DONE,
    WRAP_NOTHING,
    Jack,
    King,
    Mulligan,
    PassCard,
    Queen,
    Say,
    Wrap,
)


def C(r, suit=0):
    """The card of rank ``r`` (1 = Ace .. 13 = King) in a suit."""
    return suit * 13 + r - 1


def new(players=4, seed=1, **settings):
    return GAME.new_state(players, GAME.resolve_settings(players, {k: str(v) for k, v in settings.items()}), seed)


def to_phase(state, phase):
    """Everyone keeps their hand, says done, and so on, until ``phase`` begins."""
    while state.phase != phase:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if state.phase == "mulligan":
            state.apply(seat, Mulligan(()))
        elif DONE in legal and state.phase in ("discussion", "last-minute"):
            state.apply(seat, DONE)
        else:
            state.apply(seat, next(a for a in legal if type(a) in (PassCard, Wrap)) if len(legal) > 1 else legal[0])
    return state


def set_hands(state, hands):
    """Give each seat exactly these cards; the cards move out of wherever they were."""
    wanted = {c for h in hands for c in h}
    for h in state.hands:
        h[:] = [c for c in h if c not in wanted]
    state.deck = [c for c in state.deck if c not in wanted]
    spare = [c for h in state.hands for c in h]
    for h in state.hands:
        h.clear()
    state.deck.extend(spare)
    for seat, cards in enumerate(hands):
        state.hands[seat] = sorted(cards)


def wrap_all(state, wraps):
    """wraps: seat -> (card, to) or None, committed in seat order."""
    for seat in range(state.n):
        w = wraps.get(seat)
        state.apply(seat, Wrap(*w) if w else WRAP_NOTHING)


def test_the_deck_is_52_cards_presents_and_naughty():
    # ruling SG-1
    s = new(4)
    cards = s.deck + [c for h in s.hands for c in h]
    assert sorted(cards) == list(range(52))
    assert sum(1 for c in cards if rank(c) <= 10) == 40 and sum(1 for c in cards if rank(c) >= 11) == 12


def test_equal_in_value():
    # ruling SG-2
    assert equal_in_value(C(5), C(4, 1)) and equal_in_value(C(5), C(6)) and equal_in_value(C(5), C(5, 2))
    assert not equal_in_value(C(5), C(7))
    assert equal_in_value(C(ACE), C(2)) and equal_in_value(C(ACE), C(10)) and equal_in_value(C(ACE), C(ACE, 1))
    assert not equal_in_value(C(ACE), C(3)) and not equal_in_value(C(ACE), C(9))


@pytest.mark.parametrize("players, variant, hand, rounds", [
    (4, "base", 4, 3), (5, "base", 5, 4), (6, "base", 6, 5),
    (3, "merry-little-christmas", 5, 4), (4, "merry-little-christmas", 7, 6),
])
def test_player_counts_and_sizes(players, variant, hand, rounds):
    # ruling SG-4
    assert sizes(players, variant != "base") == (hand, rounds)
    s = new(players, variant=variant)
    assert all(len(h) == hand for h in s.hands) and s.rounds_total == rounds


def test_wrong_player_counts_are_refused():
    # ruling SG-4
    with pytest.raises(SettingError):
        GAME.resolve_settings(3, {})
    with pytest.raises(SettingError):
        GAME.resolve_settings(5, {"variant": "merry-little-christmas"})


def test_mulligan_is_public_then_hands_are_hidden():
    # ruling SG-5
    s = new(4, seed=3)
    assert s.view(1).hands == tuple(tuple(h) for h in s.hands)  # everyone sees every hand
    give_back = tuple(s.hands[0][:2])
    s.apply(0, Mulligan(give_back))
    assert len(s.hands[0]) == 4
    with pytest.raises(IllegalAction):
        s.apply(2, Mulligan(()))  # seat order: seat 1 is next
    for seat in (1, 2, 3):
        s.apply(seat, Mulligan(()))
    assert s.phase == "discussion" and s.view(1).hands == ()


def test_discussion_announcements_and_done():
    # ruling SG-6
    s = to_phase(new(4), "discussion")
    events = s.apply(0, Say("A big one for @2!"))
    assert events[0].text == "A big one for @2!" and s.talk[-1] == (1, 0, "A big one for @2!")
    for seat in range(4):
        assert s.phase == "discussion"
        s.apply(seat, DONE)
    assert s.phase == "goodwill"


def test_goodwill_passes_k_seats_left_and_simultaneously():
    # ruling SG-7
    s = to_phase(new(4), "goodwill")
    set_hands(s, [[C(2), C(3)], [C(4), C(5)], [C(6), C(7)], [C(8), C(9)]])
    for seat in range(4):
        s.apply(seat, PassCard(s.hands[seat][0]))
        if seat < 3:
            assert C(2) not in s.hands[1]  # nothing moves until everyone has committed
    assert s.hands[1] == sorted([C(5), C(2)]) and s.hands[0] == sorted([C(3), C(8)])
    assert [goodwill_offset(k, 4) for k in (1, 2, 3)] == [1, 2, 3]


def test_merry_little_christmas_offsets_skip_zero():
    # ruling SG-7
    assert [goodwill_offset(k, 3) for k in (1, 2, 3, 4)] == [1, 2, 1, 2]
    assert [goodwill_offset(k, 4) for k in range(1, 7)] == [1, 2, 3, 1, 2, 3]


def test_wrapping_one_present_each_to_someone_not_yet_given():
    # ruling SG-8
    s = to_phase(new(4), "wrapping")
    set_hands(s, [[C(5), C(12)], [C(13)], [C(7), C(8)], [C(9)]])
    legal = s.legal_actions(0)
    assert Wrap(C(5), 1) in legal and Wrap(C(12), 1) not in legal  # a Queen is no present
    assert WRAP_NOTHING not in legal
    s.record[0][2] = 1  # already gave seat 3 a present
    assert Wrap(C(5), 2) not in s.legal_actions(0)
    s.apply(0, Wrap(C(5), 1))
    assert s.legal_actions(1)[-1] == WRAP_NOTHING  # seat 1 has no present: wraps nothing
    s.apply(1, WRAP_NOTHING)
    s.apply(2, Wrap(C(7), 0))
    s.apply(3, Wrap(C(9), 0))
    assert sorted((g, r) for g, r in [(v[1], v[2]) for v in s.tree.values()]) == [(0, 1), (2, 0), (3, 0)]
    assert s.view(1).tree and all(len(t) == 3 for t in s.view(1).tree)  # tags only, no cards


def test_merry_wrapping_allows_two_but_not_while_one_waits():
    # ruling SG-8
    s = to_phase(new(4, variant="merry-little-christmas"), "wrapping")
    s.record[0][1] = 1
    assert s.can_receive(0, 1)
    s.tree[99] = [C(3), 0, 1]
    assert not s.can_receive(0, 1)
    s.record[0][2] = 2
    assert not s.can_receive(0, 2)


def test_the_giving_record_ignores_the_queen():
    # ruling SG-9, SG-12
    s = to_phase(new(4), "wrapping")
    set_hands(s, [[C(5), C(12)], [C(6)], [C(7)], [C(9)]])
    wrap_all(s, {0: (C(5), 1), 1: (C(6), 2), 2: (C(7), 3), 3: (C(9), 0)})
    assert s.phase == "last-minute"
    before = [list(r) for r in s.record]
    ids = sorted(s.tree)
    s.apply(0, Queen(C(12), ids[0], ids[1]))
    assert s.record == before
    assert s.tree[ids[0]][0] == C(6) and s.tree[ids[1]][0] == C(5)  # cards moved, tags stayed


def test_naughty_cards_in_their_windows_with_a_replacement_draw():
    # ruling SG-10
    s = to_phase(new(4), "discussion")
    set_hands(s, [[C(11), C(2)], [C(3)], [C(4)], [C(5)]])
    deck = len(s.deck)
    events = s.apply(0, Jack(C(11), 2))
    assert C(11) in s.discard and len(s.hands[0]) == 2 and len(s.deck) == deck - 1
    assert [e.kind for e in events] == ["naughty", "peeked", "drew"]
    assert s.to_act() == (0,)  # still her turn
    night = to_phase(new(4, night=1), "discussion")
    set_hands(night, [[C(11), C(2)], [C(3)], [C(4)], [C(5)]])
    with pytest.raises(IllegalAction) as err:
        night.apply(0, Jack(C(11), 1))
    assert err.value.ruling == "SG-17"


def test_last_minute_window_goes_round_until_all_pass_in_a_row():
    # ruling SG-10
    s = to_phase(new(4), "last-minute")
    set_hands(s, [[C(2)], [C(13), C(3)], [C(4)], [C(5)]])
    s.apply(0, DONE)
    s.apply(1, King(C(13), 3))
    for seat in (1, 2, 3):
        s.apply(seat, DONE)
    assert s.phase == "last-minute" and s.to_act() == (0,)  # three in a row since the King: not yet four
    s.apply(0, DONE)
    assert s.phase != "last-minute"


def test_jack_shows_a_hand_to_the_peeker_only():
    # ruling SG-11
    s = to_phase(new(4), "goodwill")
    set_hands(s, [[C(11), C(2)], [C(3), C(4)], [C(5)], [C(6)]])
    peek = [e for e in s.apply(0, Jack(C(11), 1)) if e.kind == "peeked"][0]
    assert peek.for_seat(0).hand == (C(3), C(4)) and peek.for_seat(2).hand == ()


def test_queen_needs_two_swappable_presents_and_never_a_pair():
    # ruling SG-12
    s = to_phase(new(4), "last-minute")
    set_hands(s, [[C(12)], [C(3)], [C(4)], [C(5)]])
    s.tree = {}
    assert not any(type(a) is Queen for a in s.legal_actions(0))
    s.tree = {1: [C(6), 1, 2], 2: [C(7), 2, 1]}
    assert not any(type(a) is Queen for a in s.legal_actions(0))  # the two halves of one pair
    with pytest.raises(IllegalAction) as err:
        s.apply(0, Queen(C(12), 1, 2))
    assert err.value.ruling == "SG-12"
    s.tree[3] = [C(8), 3, 1]
    assert Queen(C(12), 1, 3) in s.legal_actions(0)


def _pair(s, a_card, b_card, a=0, b=1):
    s.tree = {1: [a_card, a, b], 2: [b_card, b, a]}
    s.record[a][b] = s.record[b][a] = 1


def test_king_makes_frenemies_and_the_lower_present_wins():
    # ruling SG-13, SG-14
    s = to_phase(new(4), "last-minute")
    set_hands(s, [[C(13), C(2)], [C(3)], [C(4)], [C(5)]])
    _pair(s, C(3), C(9))
    s.apply(0, King(C(13), 1))
    s.apply(0, King(C(13, 1), 1)) if C(13, 1) in s.hands[0] else None  # again: changes nothing
    assert s.frenemies == {(0, 1)}
    for seat in (0, 1, 2, 3):
        s.apply(seat, DONE)
    assert sorted(s.piles[0]) == sorted([C(3), C(9)])  # Frenemies: the lower giver takes both


def test_merry_frenemies_are_friends_again_after_their_pair():
    # ruling SG-13
    s = to_phase(new(4, variant="merry-little-christmas"), "last-minute")
    _pair(s, C(3), C(9))
    s.frenemies = {(0, 1)}
    for seat in range(4):
        s.apply(seat, DONE)
    assert s.frenemies == set()


def test_unwrapping_equal_unequal_and_old_presents():
    # ruling SG-14
    s = to_phase(new(5), "last-minute")
    s.tree = {1: [C(5), 0, 1], 2: [C(6), 1, 0], 3: [C(2), 2, 3], 4: [C(9), 3, 2], 5: [C(7), 4, 0]}
    events = []
    for seat in range(5):
        events += s.apply(seat, DONE)
    unwrapped = [e for e in events if e.kind == "unwrapped"]
    assert [e.givers for e in unwrapped] == [(0, 1), (2, 3)]  # by the lower giver
    assert s.piles[1] == [C(5)] and s.piles[0] == [C(6)]  # equal: each keeps her gift
    assert sorted(s.piles[3]) == sorted([C(2), C(9)])  # unequal: the higher giver takes both
    assert list(s.tree) == [5]  # unmatched stays under the Tree
    old = to_phase(new(4), "last-minute")
    old.tree = {7: [C(8), 2, 0], 8: [C(3), 0, 2]}  # one of them from an earlier round
    for seat in range(4):
        old.apply(seat, DONE)
    assert sorted(old.piles[2]) == sorted([C(8), C(3)])


def test_ace_value_is_asked_of_its_giver_when_the_pair_is_unequal():
    # ruling SG-3
    s = to_phase(new(4), "last-minute")
    _pair(s, C(ACE), C(6), a=1, b=3)
    for seat in range(4):
        s.apply(seat, DONE)
    assert s.phase == "ace" and s.to_act() == (1,)
    assert s.view(2).ace == (1, C(ACE), 2, C(6))
    with pytest.raises(IllegalAction) as err:
        s.apply(3, ACE_ONE)
    s.apply(1, ACE_ELEVEN)
    assert sorted(s.piles[1]) == sorted([C(ACE), C(6)])
    t = to_phase(new(4), "last-minute")
    _pair(t, C(ACE), C(6), a=1, b=3)
    for seat in range(4):
        t.apply(seat, DONE)
    t.apply(1, ACE_ONE)
    assert sorted(t.piles[3]) == sorted([C(ACE), C(6)])
    assert err.value.ruling == "SG-10"


def test_end_returns_unmatched_presents_to_their_givers():
    # ruling SG-15
    s = to_phase(new(4), "last-minute")
    s.round_no = s.rounds_total
    s.tree = {1: [C(4), 2, 0]}
    for seat in range(4):
        s.apply(seat, DONE)
    assert s.is_over() and s.piles[2] == [C(4)]
    assert all(h == [] for h in s.hands)


def test_true_spirit_of_giving_wins_over_most_presents():
    # ruling SG-16
    s = to_phase(new(4), "last-minute")
    s.round_no = s.rounds_total
    s.tree = {}
    s.record = [[0, 1, 1, 1], [1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]
    s.piles = [[], [C(2), C(3), C(4)], [C(5)], []]
    for seat in range(4):
        s.apply(seat, DONE)
    result = s.result()
    assert s.true_spirit == (0,) and result.winners == (0,)
    assert result.places[1] == 2  # then the most presents
    t = to_phase(new(4), "last-minute")
    t.round_no = t.rounds_total
    t.tree = {}
    t.piles = [[C(2)], [C(3)], [], []]
    for seat in range(4):
        t.apply(seat, DONE)
    assert t.true_spirit == () and t.result().winners == (0, 1)  # ruling G-7: a shared win


def test_all_through_the_night_combines_with_merry_little_christmas():
    # ruling SG-17
    s = new(3, variant="merry-little-christmas", night=1, discussion_minutes=5)
    assert s.night and s.merry and s.settings["discussion_minutes"] == 5


def test_every_naughty_card_in_a_hand_is_listed_and_bots_weigh_the_lowest_of_each_rank():
    # ruling SG-10, SG-13: either King may be played; bots still see one card per rank
    from engine.games.spirit_of_giving.bots import one_card_per_rank

    s = to_phase(new(4), "last-minute")
    set_hands(s, [[C(13), C(13, 1), C(2)], [C(3)], [C(4)], [C(5)]])
    legal = s.legal_actions(0)
    assert King(C(13), 1) in legal and King(C(13, 1), 1) in legal
    assert [a for a in one_card_per_rank(s.hands[0], legal) if type(a) is King] == \
        [King(C(13), t) for t in (1, 2, 3)]
    s.apply(0, King(C(13, 1), 2))
    assert s.frenemies == {(0, 2)} and C(13, 1) in s.discard and C(13) in s.hands[0]


def test_a_mulligan_or_a_queen_named_in_another_order_is_the_same_move():
    # ruling SG-5, SG-12
    assert Mulligan((C(5), C(2))) == Mulligan((C(2), C(5)))
    assert Queen(C(12), 3, 1) == Queen(C(12), 1, 3)
    s = new(4)
    hand = s.hands[0]
    assert Mulligan(tuple(reversed(hand[:2]))) in s.legal_actions(0)


def test_announcements_may_be_any_text_but_not_empty():
    # ruling SG-6, G-4
    s = to_phase(new(4), "discussion")
    s.apply(0, Say("Happy holidays, @1!"))
    for text in ("", "   "):
        with pytest.raises(IllegalAction) as err:
            s.apply(0, Say(text))
        assert err.value.ruling == "G-4"
