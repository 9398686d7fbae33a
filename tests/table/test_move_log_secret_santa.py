"""Secret Santa's move log lines (table/games/secret_santa/log.py): every event of real bot
games makes a line or None, and a line made for one seat's eyes never names a card those
eyes may not know (a hand dealt, another's Fruitcake gift or Christmas Tree card)."""

import re

import pytest

from engine.core import Event
from engine.games import get_game
from engine.games.secret_santa import moves
from engine.games.secret_santa.cards import ELVES, KIND, MOUSE, SANTA
from engine.games.secret_santa.moves import (
    DECLINE,
    CarolPlayed,
    FinalGift,
    Forfeited,
    FruitcakePlayed,
    GhostPlayed,
    HandDealt,
    HandEnded,
    MousePlayed,
    Passed,
    Play,
    Played,
    RoundEnded,
    SantaPlayed,
    ScroogePlayed,
    TreePlayed,
    WindowOpened,
)
from engine.session import SeatPlan, Session
from table.games.secret_santa.log import log_line
from tests.engine.santa_helpers import rig

from .helpers import check_every_log_line

NAMES = ("You", "Ann", "Bartholomew", "Dee", "Eve", "Fitz", "Gus", "Hildegard")
EVENT_TYPES = {c for c in vars(moves).values()
               if isinstance(c, type) and issubclass(c, Event) and c is not Event}
SILENT = {WindowOpened}  # everyone is asked, holding a card for it or not: nothing to tell
BAD_GRAMMAR = re.compile(r"\bYou(?:'s| was| has| is| plays| passes| leads| wins| deals| gets| forgot)\b")
CARD_NAMES = {k: (KIND[k].name, KIND[k].plural) for k in range(1, 13)}


def _settings_to_try():
    """Every value of every setting (with a few player counts), the others at their defaults."""
    game = get_game("secret-santa")
    runs = []
    for setting in game.settings:
        for i, value in enumerate(setting.choices):
            runs.append((3 + i % 6, {setting.key: value, **({"hands": 2} if setting.key != "hands" else {})}))
    return runs


def _whole_game(players, settings, seed):
    session = Session(get_game("secret-santa"), [SeatPlan(NAMES[i], "easy") for i in range(players)],
                      settings, seed)
    events = list(session.opening_events)
    while not session.state.is_over():
        seat = session.next_bot_seat()
        events.extend(session.apply(seat, session.decide(seat)))
    return events


def _forgotten_final_gift_paid_in_a_window():
    """A position built by hand (bots' hands rarely hold a Holly card so late): seat 0 forgets
    "Final Gift!", and the Holly window after seat 1's play is the chance she lets go (SS-17)."""
    state = rig([[2, MOUSE], [3, 8, 8], [4, 7, 7], [5, 6, 6]], lead=0, final_gift="manual")
    events = state.apply(0, Play((2,)))
    while state.phase == "holly" or state.turn != 1:
        events += state.apply(state.to_act()[0], state.legal_actions(state.to_act()[0])[0])
    events += state.apply(1, Play((3,)))
    while state.phase == "holly":
        events += state.apply(state.to_act()[0], DECLINE)
    return events


@pytest.fixture(scope="module")
def games():
    out = []
    for i, (players, settings) in enumerate(_settings_to_try()):
        for seed in (i, 500 + i):
            out.append((players, _whole_game(players, settings, seed)))
    out.append((4, _forgotten_final_gift_paid_in_a_window()))
    return out


def test_every_event_of_whole_bot_games_makes_a_line_or_none(games):
    seen = check_every_log_line(games, log_line, NAMES, SILENT, BAD_GRAMMAR)
    assert seen == EVENT_TYPES  # every kind of event came up, and was logged
    passes = {event.forced for _players, events in games for event in events if type(event) is Passed}
    assert passes == {"", "scrooge", "final-gift"}


def _hidden_names(event, eyes):
    """Names of the gift cards ``event`` holds that ``eyes`` may not know (from the full event)."""
    if type(event) is HandDealt:
        return {n for s, hand in enumerate(event.hands) if s != eyes for k in hand if k <= 12
                for n in CARD_NAMES[k]}
    if type(event) is FruitcakePlayed and eyes not in (event.seat, event.target):
        return set(CARD_NAMES[event.value])
    if type(event) is TreePlayed:
        own = {g for s, g in event.deal if s == eyes}
        return {n for s, g in event.deal if s != eyes and g not in own for n in CARD_NAMES[g]}
    return set()


def test_no_line_names_a_card_its_eyes_may_not_know(games):
    """The line from the redacted event leaves out what the full event would have told."""
    hidden_cases = 0
    for players, events in games:
        names = NAMES[:players]
        for event in events:
            for eyes in (*range(players), None):
                hidden = _hidden_names(event, eyes)
                if not hidden:
                    continue
                line = log_line(event.for_seat(eyes), names)
                assert not any(name in line for name in hidden), (eyes, line)
                if type(event) is not HandDealt:
                    # the check can fail: the unredacted event would have named one of them
                    assert any(name in log_line(event, names) for name in hidden)
                    hidden_cases += 1
    assert hidden_cases > 50


def test_the_eyes_see_their_own_tree_and_fruitcake_gifts(games):
    own = 0
    for players, events in games:
        names = NAMES[:players]
        for event in events:
            if type(event) is FruitcakePlayed:
                for eyes in (event.seat, event.target):
                    assert KIND[event.value].name in log_line(event.for_seat(eyes), names)
                    own += 1
            elif type(event) is TreePlayed:
                for seat, gift in event.deal:
                    assert f"To {names[seat]}: a {KIND[gift].name}." in log_line(event.for_seat(seat), names)
                    own += 1
    assert own > 20


def test_typical_lines():
    names = NAMES[:4]
    assert log_line(HandDealt(1, 4, 3, 0, (20, 20, 20, 20), ((1, 2), (), (), ())), names) == \
        "Hand 1 of 4. Dealer: Dee. First lead: You."
    assert log_line(Played(1, (5, 5, ELVES), 5, True, 7), names) == "Ann: leads three gold rings (1 by Elves)."
    assert log_line(Played(2, (7, 7), 7, False, 0), names) == \
        "Bartholomew: plays two swans a-swimming. No cards left!"
    # ruling SS-12: a special card as a gift worth 0
    assert log_line(Played(0, (SANTA,), 0, True, 0), names) == "You: leads Santa as a gift worth 0. No cards left!"
    assert log_line(Passed(3), names) == "Dee: passes."
    assert log_line(Passed(3, "scrooge"), names) == "Dee: sits this round out (Scrooge)."  # ruling SS-9
    assert log_line(Passed(0, "final-gift"), names) == "You: must pass, having forgotten “Final Gift!”."
    assert log_line(FinalGift(0, True), names) == "You: “Final Gift!”"  # ruling SS-13
    assert log_line(FinalGift(0, False), names) == \
        "You: forgot to say “Final Gift!”, so must let the next chance to play go by."  # ruling SS-17
    assert log_line(Forfeited(2, "holly"), names) == \
        "Bartholomew: lets this window go by, having forgotten “Final Gift!”."
    assert log_line(SantaPlayed(1, 4), names) == "Ann: plays Santa and wins the round at once."
    assert log_line(CarolPlayed(0, 2, (2, 1, 0, 3), 6), names) == \
        "You: plays Christmas Carol and swaps seats with Bartholomew."
    assert log_line(MousePlayed(3, 1, 5), names) == "Dee: plays A Mouse. The round ends; it goes to Ann."
    assert log_line(GhostPlayed(2, 0, (9, 9), 4), names) == \
        "Bartholomew: plays the Ghost. Back to You: two ladies dancing."
    assert log_line(ScroogePlayed(1, 0, 3), names) == "Ann: plays Scrooge. Sitting out the next round: You."
    fruitcake = FruitcakePlayed(1, 2, 4, 9)  # ruling SS-11
    assert log_line(fruitcake.for_seat(2), names) == "Ann: plays Fruitcake. To Bartholomew: a calling bird."
    assert log_line(fruitcake.for_seat(0), names) == "Ann: plays Fruitcake. To Bartholomew: a gift card."
    tree = TreePlayed(3, ((0, 12), (1, 3), (2, 3), (3, 1)), 2, 5)  # ruling SS-10
    assert log_line(tree.for_seat(0), names) == \
        "Dee: deals 4 gifts with the Christmas Tree. To You: a drummer drumming."
    assert log_line(tree.for_seat(None), names) == "Dee: deals 4 gifts with the Christmas Tree."
    assert log_line(WindowOpened("holly", 1, (2, 3, 0)), names) is None
    assert log_line(RoundEnded(3, 1, "passes", 1, ()), names) == "Round 3: won by Ann."
    assert log_line(RoundEnded(4, 0, "santa", 0, ((0, 1),)), names) == \
        "Round 4: won by You with Santa. Out of cards: You (1st)."
    assert log_line(RoundEnded(5, 2, "mouse", 2, ((1, 2), (3, 3))), names) == \
        "Round 5: stopped by A Mouse, won by Bartholomew. Out of cards: Ann (2nd), Dee (3rd)."
    assert log_line(HandEnded(2, 4, (3, 1, 0, 2), (2, 3, 1, 4), (6, 5, 3, 6)), names) == \
        "Hand 2 of 4 is over. First out: Dee (4 points)."
