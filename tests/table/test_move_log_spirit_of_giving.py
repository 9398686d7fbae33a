"""The Spirit of Giving's move log: a line (or None) for every event of real bot games, as
each pair of eyes knows them, never naming a card those eyes may not see."""

import re

import pytest

from engine.games import get_game
from engine.games.spirit_of_giving.cards import DECK, name
from engine.games.spirit_of_giving.moves import (
    Committed,
    Dealt,
    Drew,
    GameEnded,
    Mulliganed,
    NaughtyPlayed,
    PassesRevealed,
    Peeked,
    PhaseBegan,
    Said,
    Unwrapped,
    Wrapped,
)
from engine.session import SeatPlan, Session
from table.games.spirit_of_giving.log import log_line

GAME = get_game("spirit-of-giving")
NAMES = ("You", "Nora", "Sam", "Granny Jo", "Leo", "Mia")
SILENT = {Committed, Peeked}  # left out of the log
EVENT_TYPES = {Dealt, Mulliganed, PhaseBegan, Said, Committed, PassesRevealed, Wrapped, NaughtyPlayed, Peeked,
               Drew, Unwrapped, GameEnded}
# (players, settings): every variant and both All Through the Night settings
TABLES = [(players, {"variant": "base", "night": night}) for players in (4, 5, 6) for night in (0, 1)] + \
    [(players, {"variant": "merry-little-christmas", "night": night}) for players in (3, 4) for night in (0, 1)]


def bot_game(players, settings, seed):
    """A whole bot game: (names, every event in full, unredacted)."""
    levels = ("easy", "medium")  # quick to play; between them they play every kind of card and line
    seats = [SeatPlan(NAMES[i], levels[(seed + i) % len(levels)]) for i in range(players)]
    session = Session(GAME, seats, settings, seed)
    events = list(session.opening_events)
    while not session.state.is_over():
        seat = session.next_bot_seat()
        events.extend(session.apply(seat, session.decide(seat)))
    return NAMES[:players], events


CARD_OF = {name(c): c for c in DECK}
CARD_NAME = re.compile(r"\b(?:" + "|".join(re.escape(n) for n in CARD_OF) + r")\b")


def named_cards(line):
    """Every card whose name the line spells out."""
    return {CARD_OF[m] for m in CARD_NAME.findall(line)}


def hidden_cards(full, seen):
    """The cards ``full`` holds that its redacted form ``seen`` hides."""
    if isinstance(full, PassesRevealed):
        return {c for (_g, _r, c), (_g2, _r2, s) in zip(full.moves, seen.moves, strict=True) if s == -1 and c >= 0}
    if isinstance(full, Wrapped):
        return {c for (*_a, c), (*_b, s) in zip(full.presents, seen.presents, strict=True) if s == -1 and c >= 0}
    if isinstance(full, Peeked):
        return set(full.hand) - set(seen.hand)
    if isinstance(full, Drew):
        return {full.card} if seen.card == -1 and full.card >= 0 else set()
    return set()


def leaks(full, eyes, names, line_for=log_line):
    """The hidden cards a log line for ``eyes`` names (empty when it keeps the secrets)."""
    line = line_for(full.for_seat(eyes), names)
    return named_cards(line or "") & hidden_cards(full, full.for_seat(eyes))


GAMES = [(players, settings, seed) for players, settings in TABLES for seed in (1, 2, 3)]


@pytest.fixture(scope="module")
def games():
    return [bot_game(players, settings, seed) for players, settings, seed in GAMES]


def test_every_event_of_every_variant_gives_a_line_or_none(games):
    kinds = set()
    for names, events in games:
        for event in events:
            kinds.add(type(event))
            for eyes in (None, *range(len(names))):
                line = log_line(event.for_seat(eyes), names)
                if type(event) in SILENT:
                    assert line is None
                    continue
                assert isinstance(line, str) and line.strip(), event
                assert "{" not in line and "}" not in line, line
                if type(event) is not Said:  # a typed announcement may be as long as its writer likes
                    assert len(line) <= 105, line
    assert kinds == EVENT_TYPES  # the games played every kind of event there is


def test_no_line_names_a_card_its_eyes_may_not_see(games):
    checked = 0
    for names, events in games:
        for event in events:
            for eyes in (None, *range(len(names))):
                assert not leaks(event, eyes, names), (event, eyes, log_line(event.for_seat(eyes), names))
                checked += bool(hidden_cards(event, event.for_seat(eyes)))
    assert checked > 100  # secrets were there to keep


def test_the_check_catches_a_leaky_log():
    full = Wrapped(((1, 0, 1, 4), (2, 1, 0, 20)))  # the 5 of spades from seat 0, the 8 of hearts from seat 1

    def leaky(event, names):
        return ", ".join(name(c) for *_a, c in full.presents)  # ignores the redaction

    assert leaks(full, 0, NAMES[:4], leaky) == {20}
    assert not leaks(full, 0, NAMES[:4])


def test_a_peeked_hand_and_a_drawn_card_are_never_named_even_to_their_own_eyes(games):
    """Hot-seat play hands a Jack's events to the peeker's eyes, and everyone reads the log."""
    for names, events in games:
        for event in events:
            if isinstance(event, (Peeked, Drew)):
                assert not named_cards(log_line(event, names) or ""), event


def test_the_eyes_see_their_own_cards_in_the_log():
    names = NAMES[:4]
    full = PassesRevealed(((0, 1, 7), (1, 2, 20), (2, 3, 30), (3, 0, 48)))
    assert log_line(full.for_seat(0), names) == \
        "Cards passed: 8 of spades from You to Nora; 10 of clubs from Granny Jo to You."
    assert log_line(full.for_seat(None), names) == "Cards passed, each 1 seat to the left."
    wrapped = Wrapped(((1, 0, 1, 4), (2, 1, 0, 20), (3, 2, 3, 9), (4, 3, 2, 33)))
    assert log_line(wrapped.for_seat(0), names) == \
        "Wrapped: You to Nora (5 of spades), Nora to You, Sam to Granny Jo, Granny Jo to Sam."
    assert log_line(wrapped.for_seat(2), names) == \
        "Wrapped: You to Nora, Nora to You, Sam to Granny Jo (10 of spades), Granny Jo to Sam."


def test_typical_lines():
    names = NAMES[:4]
    assert log_line(NaughtyPlayed(1, 12, 0, ()), names) == \
        "Nora: plays the King of spades, Best Frenemies Forever: Frenemies with You."
    assert log_line(NaughtyPlayed(0, 10, 2, ()), names) == \
        "You: plays the Jack of spades, Peek at the List: a look at the hand of Sam."
    assert log_line(Unwrapped(1, 2, (6, 20), (0, 1), True, 0, False, ((1, 6), (0, 20))), names) == \
        "Opened: 7 of spades from You, 8 of hearts from Nora. Equal: each keeps one."
    assert log_line(Unwrapped(1, 2, (0, 21), (2, 3), False, 1, True, ((2, 0), (2, 21))), names) == \
        "Opened: Ace of spades from Sam, 9 of hearts from Granny Jo. Frenemies: both to Sam (Ace counted as 1)."
    assert log_line(Said(2, "@1, I hope you are feeling generous!"), names) == \
        "Sam: “Nora, I hope you are feeling generous!”"
    assert log_line(Mulliganed(3, (1, 2), (40, 41)), names) == "Granny Jo: mulligans 2 cards and draws new ones."
    assert log_line(PhaseBegan("goodwill", 2, 2), names) == \
        "Round 2: Goodwill. Each player passes a card 2 seats to the left."
    assert log_line(GameEnded(((5, 1, 3),), (2, 0, 3, 1), (1,)), names) == \
        "The end: 1 unopened present goes back to its giver. The True Spirit of Giving: Nora!"
    assert log_line(Drew(0, 9, 30).for_seat(1), names) == "You: draws a new card."
    assert log_line(Committed(0, "goodwill"), names) is None
