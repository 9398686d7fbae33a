"""The hard Spirit of Giving bot's search (issue 16): every deal it guesses agrees with what its
seat saw, it plays for the True Spirit of Giving when that is within reach, and it stays the
same for the same seed."""

import random
from collections import Counter

import pytest

from engine.games.spirit_of_giving import GAME
from engine.games.spirit_of_giving.bots import SpiritBot
from engine.games.spirit_of_giving.cards import DECK
from engine.games.spirit_of_giving.moves import Wrap
from engine.games.spirit_of_giving.search import choices, determinize
from engine.session import SeatPlan, Session

from .test_spirit_of_giving_rules import C, new, set_hands, to_phase

PUBLIC = ("phase", "to_act", "round_no", "counts", "deck_count", "tree", "piles", "record", "frenemies",
          "committed", "discard", "ace", "last_passes")


def _every_card(state):
    cards = list(state.deck) + [c for h in state.hands for c in h] + list(state.passes.values()) \
        + [w[0] for w in state.wraps.values() if w] + [v[0] for v in state.tree.values()] \
        + [c for p in state.piles for c in p] + list(state.discard)
    return Counter(cards)


def _secret(state, seat):
    wrap = state.wraps.get(seat)
    return {c for c in (state.passes.get(seat), wrap[0] if wrap else None) if c is not None}


@pytest.mark.parametrize("variant,players", [("base", 4), ("base", 6), ("merry-little-christmas", 3)])
def test_every_guessed_deal_agrees_with_what_the_seat_saw(variant, players):
    # rulings G-3, SG-5: the guess keeps the seat's hand, the table and what it knows; the rest is guessed
    checked = 0
    for seed in range(6):
        # every bot keeps the memory a guess is made from; one hard seat plays as the hard bot does,
        # the others play quickly (the guesses are checked for every seat)
        levels = ["hard" if i == seed % players else "medium" for i in range(players)]
        session = Session(GAME, [SeatPlan(str(i), lvl) for i, lvl in enumerate(levels)], {"variant": variant}, seed)
        rng = random.Random(seed)
        while not session.state.is_over():
            state = session.state
            seat = state.to_act()[0]
            if state.phase != "mulligan" and rng.random() < 0.3:
                bot = session.bots[seat]
                real = state.view(seat)
                guess = determinize(real, bot.known, bot.under, random.Random(seed))
                seen = guess.view(seat)
                for field in PUBLIC:
                    assert getattr(seen, field) == getattr(real, field), (field, seed)
                assert seen.hand == real.hand
                assert _every_card(guess) == Counter(DECK)  # one whole deck, every card once
                for pid, card in bot.under.items():  # its own presents lie where it left them
                    if pid in state.tree:
                        assert guess.tree[pid][0] == state.tree[pid][0] == card
                # What it saw in a hand stays in that hand, unless it may have left unseen (a secret
                # pass or present: more seen there than the hand holds, or seen in two hands).
                beliefs = Counter(c for other, cards in bot.known.items() if other != seat for c in cards)
                for other, cards in bot.known.items():
                    if other == seat:
                        continue
                    guessed = set(guess.hands[other]) | _secret(guess, other)  # with this phase's secret choice
                    unseen = {c for c in cards if c not in real.hand and c not in real.discard
                              and all(c not in p for p in real.piles) and c not in bot.under.values()
                              and c not in (real.ace or ())[1::2]}  # an Ace's pair shows
                    if len(unseen) <= len(guessed):
                        assert {c for c in unseen if beliefs[c] == 1} <= guessed, (seed, other)
                checked += 1
            session.apply(seat, session.decide(seat))
    assert checked > 50


def _spirit_in_reach():
    """Last round, Wrapping: seat 0 has an empty pile and has given to seats 1 and 2; seat 3's
    present to seat 0 (a 6) waits under the Tree. Seat 0 holds a 2 and a 9."""
    s = to_phase(new(4, seed=3), "wrapping")
    s.round_no = 3
    s.record = [[0, 1, 1, 0], [1, 0, 0, 1], [1, 1, 0, 0], [0, 1, 1, 0]]
    s.piles = [[], [C(4, 1), C(5, 1)], [C(7, 1), C(8, 1)], [C(3, 2), C(4, 2)]]
    s.tree = {9: [C(6, 3), 3, 0]}
    s.next_pid = 10
    set_hands(s, [[C(2), C(9)], [C(3), C(10)], [C(5), C(7)], [C(8), C(9, 2)]])
    return s


def test_the_hard_bot_loses_its_last_pair_for_the_true_spirit_of_giving():
    # ruling SG-16: an empty pile and a present given to every other player wins outright
    s = _spirit_in_reach()
    hard, medium = SpiritBot("hard", 0, 1), SpiritBot("medium", 0, 1)
    for bot in (hard, medium):
        bot.observe(s.start_events())
    view, legal = s.view(0), s.legal_actions(0)
    assert hard.choose(view, legal, random.Random(4)) == Wrap(C(2), 3)  # the 2 against the 6: 3 takes both
    assert medium.choose(view, legal, random.Random(4)) == Wrap(C(9), 3)  # the medium bot plays to win the pair


def test_the_search_weighs_one_card_of_each_rank():
    s = _spirit_in_reach()
    set_hands(s, [[C(2), C(2, 1), C(9)], [C(3), C(10)], [C(5), C(7)], [C(8), C(9, 2)]])
    assert choices(s, 0) == [Wrap(C(2), 3), Wrap(C(9), 3)]


def test_hard_games_replay_move_for_move():
    # saves replay a bot game move for move: the search is driven by the seed alone
    def moves(seed):
        levels = ["hard", "medium", "hard", "medium"]  # two searching seats, each from its own seed
        session = Session(GAME, [SeatPlan(str(i), lvl) for i, lvl in enumerate(levels)], {}, seed)
        session.play_bots()
        return [(seat, repr(action)) for seat, action in session.history]

    assert moves(11) == moves(11)
    assert moves(11) != moves(12)
