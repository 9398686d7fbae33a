"""That's Not a Hat bots: human-like memory, honest judging, and real strength levels."""

import random

from engine.games.not_a_hat import GAME
from engine.games.not_a_hat.bots import NotAHatBot
from engine.games.not_a_hat.moves import ACCEPT, GIVES, REFUSE, Given
from engine.session import SeatPlan, Session

from .hat_helpers import gift, new_hat, stack_deck


def _recall_rate(level: str, age: int, trials: int = 400) -> float:
    kept = 0
    for salt in range(trials):
        bot = NotAHatBot(level, 0, salt)
        bot._saw(5, 7)
        bot.now = age
        kept += bot.recall(5) == 7
    return kept / trials


def test_memory_fades_faster_for_easy_than_for_hard():
    # ruling NH-11
    for age in (2, 6, 15):
        assert _recall_rate("easy", age) < _recall_rate("medium", age) < _recall_rate("hard", age)
    assert _recall_rate("hard", 0) == 1.0  # what was just seen is known
    assert _recall_rate("easy", 20) < 0.15
    assert _recall_rate("hard", 400) == 0.0  # in the end everybody forgets


def test_a_forgotten_card_stays_forgotten_until_seen_again():
    # ruling NH-11
    bot = NotAHatBot("medium", 0, salt=12345)
    bot._saw(3, 9)
    remembered = []
    for age in range(40):
        bot.now = age
        remembered.append(bot.recall(3) is not None)
    first_gap = remembered.index(False) if False in remembered else len(remembered)
    assert all(not r for r in remembered[first_gap:])


def test_bot_decides_from_the_view_only_and_refuses_a_claim_it_can_see_is_false():
    # ruling NH-11, G-3: the claimed gift lies face up elsewhere, so the claim is false
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", "hat"])
    state.apply(0, GIVES[gift("book")])  # the book is face up in front of seat 1
    bot = NotAHatBot("easy", 1, salt=1)
    assert bot.choose(state.view(1), state.legal_actions(1), random.Random(0)) == REFUSE


def test_bot_accepts_a_shop_gift_named_truly():
    # ruling NH-11
    state = stack_deck(new_hat(4), ["socks", "book", "piano", "kite", "hat"])
    bot = NotAHatBot("hard", 1, salt=2)
    bot.observe(state.start_events())
    state.apply(0, GIVES[gift("hat")])
    assert bot.choose(state.view(1), state.legal_actions(1), random.Random(0)) == ACCEPT


def test_bot_bluffs_a_plausible_gift_when_it_has_forgotten():
    # ruling NH-11: the bluff fits the card's back and is not a gift showing elsewhere
    session = Session(GAME, [SeatPlan(f"b{i}", "medium") for i in range(5)], {"first": 0}, 21)
    bluffs = 0
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        bot = session.bots[seat]
        view = session.state.view(seat)
        action = session.decide(seat)
        if view.phase == "give" and view.in_hand.gift is None and bot.recall(view.in_hand.card) is None:
            bluffs += 1
            from engine.games.not_a_hat.cards import GIFTS

            assert GIFTS[action.claim].arrow == view.in_hand.arrow
            assert action.claim not in view.visible_gifts()
        session.apply(seat, action)
    assert bluffs > 0


def test_hard_bot_takes_clearly_fewer_penalties_than_easy_bots():
    # ruling NH-11: a better memory and judgement show in the score
    hard, easy, games = 0, 0, 150
    for seed in range(games):
        seats = [SeatPlan("hard", "hard")] + [SeatPlan(f"easy{i}", "easy") for i in range(4)]
        session = Session(GAME, seats, {}, 1000 + seed)
        session.play_bots()
        scores = session.state.result().scores
        hard += scores[0]
        easy += sum(scores[1:]) / 4
    assert hard / games < 0.5 * (easy / games)


def test_bots_announce_their_claims_as_actions():
    # ruling G-4: saying the gift out loud is the Give action's claim, seen by all in events
    session = Session(GAME, [SeatPlan(f"b{i}", "easy") for i in range(3)], {}, 5)
    seat = session.next_bot_seat()
    events = session.apply(seat, session.decide(seat))
    given = [e for e in events if isinstance(e, Given)]
    assert given and 0 <= given[0].claim < 48


def test_games_between_bots_always_end_because_every_memory_fades():
    # ruling NH-11: human-like memory; even two hard bots with few cards make mistakes in the end
    for seed in range(40):
        seats = [SeatPlan("a", "hard"), SeatPlan("b", "hard")]
        session = Session(GAME, seats, {"column": 2, "match": 1}, seed)
        session.play_bots(limit=20_000)
        assert session.state.is_over(), f"seed {seed} still going after 20,000 moves"
