"""Presents of Mine bots: legal, deciding from the public table only, and ordered by strength."""

import random

from engine.core import SeatPlan, Session
from engine.games.presents_of_mine import GAME
from engine.games.presents_of_mine.bots import PresentsBot


def _share(me_level, others, games, players=6):
    wins = 0.0
    for k in range(games):
        me = k % players
        seats = [SeatPlan(f"b{i}", me_level if i == me else others) for i in range(players)]
        session = Session(GAME, seats, {}, 900 + k)
        session.play_bots()
        winners = session.state.result().winners
        wins += (me in winners) / len(winners)
    return wins / games


def test_hard_beats_medium():
    assert _share("hard", "medium", 12) > 0.4  # a fair share is 1/6


def test_bots_ignore_the_choices_already_made_by_others():
    # ruling G-5: a bot's choice is the same whatever earlier seats chose
    a = GAME.new_state(5, {}, 4)
    b = GAME.new_state(5, {}, 4)
    a.apply(0, a.legal_actions(0)[0])
    b.apply(0, b.legal_actions(0)[-1])
    for level in GAME.bot_levels:
        bot = PresentsBot(level, 1, 9)
        assert bot.choose(a.view(1), a.legal_actions(1), random.Random(5)) == \
            bot.choose(b.view(1), b.legal_actions(1), random.Random(5))
