"""That's Not a Hat's move log lines (table/games/not_a_hat/log.py): every event of real bot
games makes a line or None; a line says what was said (a giver's claim) or shown (a shop gift, a
refused card), and never what a face-down card really is (ruling NH-7)."""

import dataclasses
import re

import pytest

from engine.core import Event
from engine.games import get_game
from engine.games.not_a_hat import moves
from engine.games.not_a_hat.cards import GIFT_BY_NAME, GIFTS
from engine.games.not_a_hat.moves import Accepted, Dealt, Drawn, Flipped, GameOver, Given, Refused
from engine.session import SeatPlan, Session
from table.games.not_a_hat.log import log_line

from .helpers import check_every_log_line

NAMES = ("You", "Ann", "Bartholomew", "Dee", "Eve", "Fitz", "Gus", "Hildegard")
EVENT_TYPES = {c for c in vars(moves).values()
               if isinstance(c, type) and issubclass(c, Event) and c is not Event}
SILENT = {Flipped}  # animation detail: the Given line says it
GIFT_WORD = re.compile(r"\b(" + "|".join(re.escape(g.name) for g in sorted(GIFTS, key=lambda g: -len(g.name)))
                       + r")\b")
BAD_GRAMMAR = re.compile(r"\bYou(?:'s| was| has| is| plays| gives| takes| accepts| refuses| shows)\b")


def _settings_to_try():
    """Every value of every setting, each with a few player counts (two players need column=2)."""
    runs = []
    for column in (1, 2):
        for colour in ("both", "black", "white"):
            for match in (0, 1):
                for players in (2, 3, 5, 8):
                    if players == 2 and column != 2:
                        continue
                    runs.append((players, {"column": column, "colour": colour, "match": match}))
    for first in ("random", 0, 1, 2, 3, 4, 5, 6, 7):
        runs.append((8, {"first": first}))
    return runs


def _whole_game(players, settings, seed):
    session = Session(get_game("not-a-hat"), [SeatPlan(NAMES[i], "easy") for i in range(players)],
                      settings, seed)
    events = list(session.opening_events)
    while not session.state.is_over():
        seat = session.next_bot_seat()
        events.extend(session.apply(seat, session.decide(seat)))
    return events


def _games():
    for i, (players, settings) in enumerate(_settings_to_try()):
        for seed in (i, 1000 + i):
            yield players, _whole_game(players, settings, seed)


@pytest.fixture(scope="module")
def games():
    return list(_games())


def test_every_event_of_whole_bot_games_makes_a_line_or_none(games):
    seen = check_every_log_line(games, log_line, NAMES, SILENT, BAD_GRAMMAR)
    assert seen == EVENT_TYPES  # every kind of event came up, and was logged


def test_lines_name_only_what_was_said_or_shown(games):
    """Ruling NH-7: the log keeps no record of what a face-down card is. A line names only the
    gift a giver said (Given, Refused), a shop gift shown to all before it is given (Drawn,
    NH-4), and a card a refusal turns face up onto a penalty pile (Refused, NH-6)."""
    said = shown = named_refusals = 0
    for players, events in games:
        names = NAMES[:players]
        for event in events:
            line = log_line(event.for_seat(players - 1), names)
            if line is None:
                continue
            gifts = set(GIFT_WORD.findall(line))
            if type(event) is Refused:
                assert gifts <= {GIFTS[event.gift].name, GIFTS[event.claim].name}, line
                named_refusals += bool(gifts)
            elif type(event) is Given:
                assert gifts == {GIFTS[event.claim].name}, line  # what was said, all of it
                said += 1
            elif type(event) is Drawn:
                assert gifts == {GIFTS[event.gift].name}, line  # what everyone was shown
                shown += 1
            else:
                assert not gifts, line  # e.g. the deal, a thank-you, the end
    assert said > 1000 and shown > 100 and named_refusals > 100


def test_a_given_or_accepted_line_never_names_what_the_card_really_is():
    """A giver's claim is named as said; the card's truth, from the whole game, never is (unless
    the giver told it): bluffs included."""
    session = Session(get_game("not-a-hat"), [SeatPlan(n, "easy") for n in NAMES[:4]], {}, 7)
    truths = bluffs = 0
    while not session.state.is_over():
        seat = session.next_bot_seat()
        for event in session.apply(seat, session.decide(seat)):
            if type(event) in (Given, Accepted):
                true_gift = GIFTS[session.state.order[event.card]].name
                said = GIFTS[event.claim].name
                line = log_line(event.for_seat(0), NAMES[:4])
                assert (said in GIFT_WORD.findall(line)) == (type(event) is Given), line
                if true_gift != said:
                    bluffs += 1
                    assert not re.search(rf"\b{re.escape(true_gift)}\b", line), line
                truths += 1
    assert truths > 10 and bluffs > 3


def test_typical_lines():
    hat, kite = GIFT_BY_NAME["hat"].index, GIFT_BY_NAME["kite"].index
    names = NAMES[:4]
    assert log_line(Dealt(1, ((0, 0, hat), (1, 1, kite)), 40), names[:2]) == \
        "Game 1: one gift each, face up. Remember them!"
    assert log_line(Dealt(2, tuple((s % 2, s, s) for s in range(4)), 40), names[:2]) == \
        "Game 2: 2 gifts each, face up. Remember them!"
    assert log_line(Drawn(2, 5, hat, 1, (6, kite)), names) == \
        "Bartholomew: takes a hat from the Gift Shop, for all to see (1 gift left)."
    assert log_line(Drawn(2, 5, GIFT_BY_NAME["socks"].index, 30, None), names) == \
        "Bartholomew: takes some socks from the Gift Shop, for all to see (30 gifts left)."
    given = Given(0, 1, 5, hat, "black", "left", False)
    assert log_line(given, names) == "You: gives a gift to Ann, face down: “A nice hat for you!”"
    assert log_line(dataclasses.replace(given, from_shop=True, receiver=2), names) == \
        "You: gives the shop's gift to Bartholomew, face down: “A nice hat for you!”"
    dice = dataclasses.replace(given, giver=1, receiver=0, claim=GIFT_BY_NAME["dice"].index)
    assert log_line(dice, names) == "Ann: gives a gift to You, face down: “Some nice dice for you!”"
    assert log_line(Accepted(1, 0, 5, hat), names) == "Ann: “Thank you!” Accepts the gift from You."
    # ruling NH-6: whoever was wrong takes the card
    assert log_line(Refused(1, 0, 5, kite, hat, 0, 1), names) == \
        "Ann: “That's not a hat!” Right, it's a kite. Penalty card: You."
    assert log_line(Refused(1, 0, 5, hat, hat, 1, 2), names) == \
        "Ann: “That's not a hat!” But it is. Penalty card: Ann."
    assert log_line(Flipped(0, 5), names) is None
    # ruling NH-8
    assert log_line(GameOver(1, 1, "three", (0, 3, 1, 0), (0, 3, 1, 0)), names) == \
        "Three penalty cards: Ann. Game over."
    assert log_line(GameOver(2, 4, "shop-empty", (1, 2, 1, 0), (2, 3, 3, 1)), names) == \
        "The Gift Shop is empty. Game 2 of 4 is over."
