"""Secret Santa bots: legal, honest (they read only their view), and ordered by strength."""

import random

from engine.games.secret_santa import GAME
from engine.games.secret_santa.bots import SantaBot
from engine.games.secret_santa.cards import SANTA
from engine.games.secret_santa.moves import Play
from engine.session import SeatPlan, Session

from .santa_helpers import rig


def test_hard_finds_the_winning_lead_that_medium_misses():
    # Holding 4, 6, 6 against 5, 7 and 5, 9 (every other card seen): the pair of 6s cannot be
    # answered, so lead it, then the 4, and go out first. Medium leads its lowest card, the 4,
    # and is passed by both others.
    s = rig([[4, 6, 6], [5, 7], [5, 9], []], lead=0)
    s.finished = [3]
    view, legal = s.view(0), s.legal_actions(0)
    assert SantaBot("medium", 0, 1).choose(view, legal, random.Random(1)) == Play((4,))
    assert SantaBot("hard", 0, 1).choose(view, legal, random.Random(1)) == Play((6, 6))


def test_bots_decide_from_their_view_only():
    # ruling G-3: two deals that look the same from seat 0 get the same decision
    a = rig([[3, 3, 7, 9, SANTA], [4, 4, 8, 10], [5, 6, 11, 12], [5, 6, 6, 8]], lead=0)
    b = rig([[3, 3, 7, 9, SANTA], [5, 6, 11, 12], [4, 4, 8, 10], [5, 6, 6, 8]], lead=0)
    assert a.view(0) == b.view(0)
    for level in GAME.bot_levels:
        bot = SantaBot(level, 0, 7)
        assert bot.choose(a.view(0), a.legal_actions(0), random.Random(3)) == \
            bot.choose(b.view(0), b.legal_actions(0), random.Random(3))


def _share(levels, games):
    wins = 0.0
    for k in range(games):
        session = Session(GAME, [SeatPlan(f"b{i}", lvl) for i, lvl in enumerate(levels)], {"hands": "1"}, 300 + k)
        session.play_bots()
        winners = session.state.result().winners
        wins += (0 in winners) / len(winners)
    return wins / games


def test_medium_beats_easy_clearly():
    assert _share(["medium", "easy", "easy", "easy", "easy"], 60) > 0.35  # a fair share would be 0.2
