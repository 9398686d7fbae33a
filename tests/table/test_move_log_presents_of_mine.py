"""Presents of Mine's move log: a line (or None) for every event of real bot games. Nothing
in this game is hidden once revealed (PM-12), so every pair of eyes reads the same lines,
and a seat's secret choice (Committed) shows nothing until everyone's is revealed."""

import pytest

from engine.games import get_game
from engine.games.presents_of_mine.moves import (
    Committed,
    Exploded,
    Moved,
    PicksRevealed,
    Replaced,
    RoundBegan,
    Scored,
    Staled,
)
from engine.session import SeatPlan, Session
from table.games.presents_of_mine.log import kind, log_line

GAME = get_game("presents-of-mine")
NAMES = ("You", "Nora", "Sam", "Granny Jo", "Leo", "Mia", "Uncle Ed", "Zoe")
EVENT_TYPES = {Committed, PicksRevealed, RoundBegan, Moved, Replaced, Scored, Staled, Exploded}
# (players, seed, level): every table size; seeds that blow up a Kaboom (Exploded) among them
GAMES = [(4, 5, "easy"), (5, 3, "easy"), (6, 1, "medium"), (7, 2, "medium"), (8, 0, "easy"), (8, 4, "medium"),
         (4, 1, "hard")]


def bot_game(players, seed, level):
    """A whole bot game: (names, every event, the secret choice behind each Committed)."""
    seats = [SeatPlan(NAMES[i], level) for i in range(players)]
    session = Session(GAME, seats, {}, seed)
    events, choices = list(session.opening_events), []
    while not session.state.is_over():
        seat = session.next_bot_seat()
        action = session.decide(seat)
        choices.append(action)
        events.extend(session.apply(seat, action))
    return NAMES[:players], events, choices


@pytest.fixture(scope="module")
def games():
    return [bot_game(*plan) for plan in GAMES]


def test_every_event_gives_a_line_or_none_the_same_for_every_pair_of_eyes(games):
    kinds = set()
    for names, events, _choices in games:
        for event in events:
            kinds.add(type(event))
            line = log_line(event, names)
            if isinstance(event, Committed):
                assert line is None
            elif isinstance(event, Staled) and not event.changes:
                assert line is None
            else:
                assert isinstance(line, str) and line.strip(), event
                assert "{" not in line and "}" not in line, line
                assert len(line) <= 95, line
            for eyes in (None, *range(len(names))):
                assert log_line(event.for_seat(eyes), names) == line  # nothing is redacted here
    assert kinds == EVENT_TYPES  # the games played every kind of event there is


def test_a_secret_choice_shows_nothing_before_the_reveal(games):
    """G-5: a committed pick, pass or Yoink wish stays secret until everyone has chosen."""
    for names, events, choices in games:
        commits = [e for e in events if isinstance(e, Committed)]
        assert len(commits) == len(choices)
        for event, choice in zip(commits, choices, strict=True):
            line = log_line(event.for_seat(None), names) or ""
            letters = getattr(choice, "letters", ()) or ((choice.take,) if getattr(choice, "take", "") else ())
            assert not any(kind(x) in line for x in letters)
            assert line == ""


def test_typical_lines():
    names = NAMES[:4]
    assert log_line(RoundBegan(1, (2, 0, 3, 1), False), names) == \
        "Round 1: Theme. The list: Sam, You, Granny Jo, Nora."
    assert log_line(RoundBegan(3, (1, 3, 0, 2), True), names) == \
        "Round 3: Cleaning Supplies. The list turns around: Nora, Granny Jo, You, Sam."
    assert log_line(RoundBegan(4, (1, 3, 0, 2), False), names) == "Round 4: Yoink."
    assert log_line(Scored(1, ((), (), (), ()), (12, -3, 7, 0), (12, 0, 7, 0), (30, 25, 19, 22)), names) == \
        "Round 1 scoring: You +12, Nora +0, Sam +7, Granny Jo +0."
    assert log_line(Replaced(((0, 3, 25, "K", 2), (1, 9, 26, "L", 0), (2, 14, 27, "K", 2),
                              (3, 20, 28, "K", 2))), names) == \
        "Swaps: Kaboom (staleness 2) for You, Sam and Granny Jo; Limiting (staleness 0) for Nora."
    assert log_line(Moved(((1, 0, 1, 1, "yoink"), (7, 1, 2, 1, "random"), (9, 2, 3, 1, "yoink"))), names) == \
        "Yoink! Wish already taken, so a random present for: Sam."
    assert log_line(Moved(((1, 0, 1, 1, "pass"), (2, 0, 2, 2, "pass"))), names) == \
        "Presents passed: three from each player, to the three below."
    assert log_line(Exploded(3, 25), names) == "Boom! Granny Jo: a Kaboom explodes and becomes an Average."
    assert log_line(PicksRevealed((), (("A", 2, 0), ("J", 4, 2), ("E", 3, 1), ("C", 4, 2))), names) == \
        "Pregame picks revealed. Most picked: Chain by 4, Jinx by 4, Egg by 3."
    assert log_line(Staled(((1, 0, 1), (2, 2, 1), (3, 1, 2))), names) == "Staleness: 1 present fresher, 2 staler."


def test_a_long_scoring_line_gives_way_to_the_leaders():
    names = NAMES
    event = Scored(2, ((),) * 8, (10,) * 8, (10, 11, 12, 13, 14, 15, 16, 17), (40, 52, 33, 52, 20, 21, 22, 23))
    assert log_line(event, names) == "Round 2 scoring. In the lead: Nora and Granny Jo, 52 points."
