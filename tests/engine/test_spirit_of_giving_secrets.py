"""The Spirit of Giving: a secret choice stays secret until all are revealed together (G-5, SG-18),
on positions built by hand: not through a Jack's peek, and not through a card count."""

from engine.games.spirit_of_giving.moves import DONE, WRAP_NOTHING, Jack, PassCard, Wrap

from .test_spirit_of_giving_rules import C, new, set_hands, to_phase


def _peek(events):
    return next(e for e in events if e.kind == "peeked")


def test_a_jack_after_her_goodwill_pass_shows_the_passed_card_still_in_her_hand():
    # ruling SG-18 (G-5, SG-11): the peeker does not learn which card she committed
    s = to_phase(new(4), "goodwill")
    set_hands(s, [[C(2), C(3)], [C(11), C(4)], [C(5)], [C(6)]])
    s.apply(0, PassCard(C(3)))
    peek = _peek(s.apply(1, Jack(C(11), 0)))
    assert peek.for_seat(1).hand == (C(2), C(3))  # her whole hand, the committed card unmarked
    assert peek.for_seat(2).hand == ()


def test_a_jack_after_her_wrap_shows_the_wrapped_present_still_in_her_hand():
    # ruling SG-18 (G-5, SG-8, SG-11)
    s = to_phase(new(4), "wrapping")
    set_hands(s, [[C(7), C(9)], [C(11), C(4)], [C(5)], [C(6)]])
    s.apply(0, Wrap(C(9), 2))
    assert _peek(s.apply(1, Jack(C(11), 0))).for_seat(1).hand == (C(7), C(9))


def test_card_counts_stay_as_they_were_until_the_passes_are_revealed():
    # ruling SG-18 (G-5, SG-7): every view, the spectator's too, keeps her count until the reveal
    s = to_phase(new(4), "goodwill")
    set_hands(s, [[C(2), C(3)], [C(4), C(5)], [C(6), C(7)], [C(8), C(9)]])
    before = {seat: s.view(seat).counts for seat in (None, 1, 2, 3)}
    s.apply(0, PassCard(C(3)))
    assert {seat: s.view(seat).counts for seat in (None, 1, 2, 3)} == before
    assert s.view(0).hand == (C(2),)  # she herself knows what she passed
    for seat in (1, 2, 3):
        s.apply(seat, s.legal_actions(seat)[0])
    assert s.phase == "wrapping"  # revealed together: the cards moved, two for two


def test_wrapping_a_present_and_wrapping_nothing_look_the_same_until_the_reveal():
    # ruling SG-18 (G-5, SG-8): nothing in any view tells whether she had a Present to wrap
    views = []
    for her_hand, choice in (([C(7), C(12)], Wrap(C(7), 2)), ([C(11), C(12)], WRAP_NOTHING)):
        s = to_phase(new(4), "wrapping")
        set_hands(s, [her_hand, [C(4), C(5)], [C(6), C(8)], [C(9), C(10)]])
        s.apply(0, choice)
        views.append({seat: (s.view(seat).counts, s.view(seat).committed, s.view(seat).tree)
                      for seat in (None, 1, 2, 3)})
    assert views[0] == views[1]
    assert views[0][None][0] == (2, 2, 2, 2)


def test_counts_move_when_the_wraps_are_revealed():
    # ruling SG-18: the reveal is the moment the counts change, all at once
    s = to_phase(new(4), "wrapping")
    set_hands(s, [[C(7)], [C(4)], [C(6)], [C(12)]])
    s.apply(0, Wrap(C(7), 1))
    s.apply(1, Wrap(C(4), 0))
    s.apply(2, Wrap(C(6), 3))
    assert s.view(None).counts == (1, 1, 1, 1)
    s.apply(3, WRAP_NOTHING)
    assert s.view(None).counts == (0, 0, 0, 1)
    assert s.phase == "last-minute" and DONE in s.legal_actions(0)
