"""Presents of Mine bots: legal, deciding from the public table only, and ordered by strength."""

import random

from engine.games.presents_of_mine import GAME
from engine.games.presents_of_mine.bots import PresentsBot
from engine.session import SeatPlan, Session


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


def test_hard_bots_at_one_table_do_not_all_pick_the_same_five():
    # ruling PM-3: the picks are secret, and a kind picked by many starts stale; families saw
    # every hard bot pick A B C F J (4 players) or A B C H J (8 players)
    from collections import Counter

    for players in (4, 8):
        for seed in range(1, 5):
            state = GAME.new_state(players, {}, seed)
            picks = []
            for seat in range(players):
                bot = PresentsBot("hard", seat, 1000 * seed + seat)
                picks.append(bot.choose(state.view(seat), state.legal_actions(seat), random.Random(seed * 10 + seat)))
                state.apply(seat, picks[-1])
            commonest = Counter(picks).most_common(1)[0][1]
            assert commonest <= players // 2, (players, seed, picks)


def test_a_bots_taste_comes_from_its_salt_alone():
    # the same salt, view and rng give the same choice; another salt may like other kinds
    state = GAME.new_state(6, {}, 2)
    view, legal = state.view(0), state.legal_actions(0)
    assert PresentsBot("hard", 0, 7).choose(view, legal, random.Random(1)) == \
        PresentsBot("hard", 0, 7).choose(view, legal, random.Random(1))
    assert len({PresentsBot("hard", 0, salt).choose(view, legal, random.Random(1)) for salt in range(8)}) > 1
