"""Secret Santa: a play is the same play, and worth the same, in whatever order its cards
are named; saved plays decode to it in any order (rulings SS-5, G-2)."""

import pytest

from engine.core import IllegalAction
from engine.games.secret_santa.cards import ELVES
from engine.games.secret_santa.moves import Play

from .santa_helpers import decline_all, new_santa, rig


def P(*cards, declare=False):
    return Play(tuple(sorted(cards)), declare)


def test_a_plays_value_does_not_depend_on_the_order_its_cards_are_named_in():
    # ruling SS-5: Elves named first still make a play of 5s, so three 5s cannot beat it
    s = rig([[5, 5, ELVES, 2], [5, 5, 5, 1], [7, 8], [9, 10]], lead=0)
    assert Play((ELVES, 5, 5)) == Play((5, ELVES, 5)) == P(5, 5, ELVES)
    played = [e for e in s.apply(0, Play((ELVES, 5, 5))) if e.kind == "played"][0]
    assert played.value == 5 and s.plays[-1][2] == 5
    decline_all(s)
    assert P(5, 5, 5) not in s.legal_actions(1)
    with pytest.raises(IllegalAction) as err:
        s.apply(1, Play((5, 5, 5)))
    assert err.value.ruling == "SS-4"


def test_saved_plays_decode_in_any_card_order_to_the_same_play():
    # ruling SS-5, G-2: saves from before plays were kept sorted still load
    s = new_santa(4)
    assert s.decode_action(["play", [ELVES, 5, 5], False]) == s.decode_action(["play", [5, 5, ELVES], False])
    assert s.encode_action(Play((ELVES, 5, 5), True)) == ["play", [5, 5, ELVES], True]
