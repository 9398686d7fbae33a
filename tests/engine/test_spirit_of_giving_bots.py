"""Spirit of Giving bots: they remember the public mulligan, choose Aces to win their pair,
decide from their own view only, and medium beats easy."""

import random

from engine.games.spirit_of_giving import GAME
from engine.games.spirit_of_giving.bots import SpiritBot
from engine.games.spirit_of_giving.moves import ACE_ELEVEN, ACE_ONE, DONE, Mulligan
from engine.session import SeatPlan, Session

from .test_spirit_of_giving_rules import C, new, to_phase


def test_bots_remember_the_public_mulligan():
    # ruling SG-5
    session = Session(GAME, [SeatPlan(f"b{i}", "medium") for i in range(4)], {}, 4)
    while session.state.phase == "mulligan":
        seat = session.state.to_act()[0]
        session.apply(seat, Mulligan(()))
    bot = session.bots[0]
    assert bot.known[2] == set(session.state.hands[2])


def test_the_ace_giver_picks_the_value_that_takes_the_pair():
    # ruling SG-3
    s = to_phase(new(4), "last-minute")
    s.tree = {1: [C(1), 1, 3], 2: [C(6), 3, 1]}
    for seat in range(4):
        s.apply(seat, DONE)
    bot = SpiritBot("medium", 1, 5)
    assert bot.choose(s.view(1), s.legal_actions(1), random.Random(1)) == ACE_ELEVEN
    s.frenemies = {(1, 3)}  # between Frenemies the lower present takes both
    assert bot.choose(s.view(1), s.legal_actions(1), random.Random(1)) == ACE_ONE


def test_bots_decide_from_their_view_only():
    # ruling G-3
    a = to_phase(new(5, seed=8), "wrapping")
    b = a.clone()
    b.hands[2], b.hands[3] = list(b.hands[3]), list(b.hands[2])
    assert a.view(0) == b.view(0)
    for level in GAME.bot_levels:
        bot = SpiritBot(level, 0, 3)
        assert bot.choose(a.view(0), a.legal_actions(0), random.Random(2)) == \
            bot.choose(b.view(0), b.legal_actions(0), random.Random(2))


def test_medium_beats_easy():
    wins = 0.0
    games = 60
    for k in range(games):
        me = k % 5
        seats = [SeatPlan(f"b{i}", "medium" if i == me else "easy") for i in range(5)]
        session = Session(GAME, seats, {}, 700 + k)
        session.play_bots()
        winners = session.state.result().winners
        wins += (me in winners) / len(winners)
    assert wins / games > 0.3  # a fair share is 0.2
