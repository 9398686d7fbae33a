"""The Spirit of Giving's table keeps pace with what it shows, not with the engine: an Ace's
question comes when its pair is reached, after the pairs of lower givers are opened on
screen; All Through the Night's clock starts when the Discussion is on screen."""

from engine.games import get_game
from engine.games.spirit_of_giving.cards import rank
from engine.games.spirit_of_giving.moves import DONE, Mulligan
from engine.session import SeatPlan, Session
from table.scenes.table_scene import TableScene

from .helpers import run_until

GAME = get_game("spirit-of-giving")


def _at_last_minute(app, names=("You", "Grandma", "Sam", "Leo"), **settings):
    """A table in round 1's last-minute window, the person (seat 0) to act, the bots without
    Naughty cards (so nothing but the pairs happens before Unwrapping)."""
    app.settings.speed = "normal"
    app.settings.undo_wait = 0
    seats = [SeatPlan(names[0])] + [SeatPlan(name, "medium") for name in names[1:]]
    scene = TableScene(app, Session(GAME, seats, settings, 6))
    app.push(scene)
    state = scene.session.state
    while state.phase != "last-minute":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, Mulligan(()) if state.phase == "mulligan" else DONE if DONE in legal else legal[-1])
    for seat in range(1, 4):
        state.hands[seat] = [c for c in state.hands[seat] if rank(c) < 11]
    state.turn, state.last_passes = 0, 0
    return scene, state


def _cards(state, *ranks):
    out = []
    for r in ranks:
        card = next(c for c in state.deck if rank(c) == r)
        state.deck.remove(card)
        out.append(card)
    return out


def _watch_the_ace(scene, ctl):
    """Each frame the Ace's question is drawn: (the moves logged so far, a move still playing)."""
    asked = []
    real = ctl._draw_ace

    def draw_ace(surface, view):
        asked.append((tuple(scene.log), scene.busy))
        real(surface, view)

    ctl._draw_ace = draw_ace
    return asked


def test_a_bots_ace_question_waits_until_the_pairs_before_it_are_opened(app):
    # ruling SG-14: pairs open in seat order of the lower giver; SG-3: the Ace's giver is asked
    # when its pair is unwrapped
    scene, state = _at_last_minute(app)
    ctl = scene.controller
    five, nine, six, ace = _cards(state, 5, 9, 6, 1)
    state.tree = {11: [five, 0, 1], 12: [nine, 1, 0], 13: [ace, 2, 3], 14: [six, 3, 2]}  # Sam's Ace, second
    ctl._forget()
    ctl.settle()
    assert run_until(app, lambda: ctl.human_turn() == 0)
    asked = _watch_the_ace(scene, ctl)
    ctl._do(DONE)
    assert run_until(app, lambda: state.phase == "discussion" and not scene.busy, limit=5000)
    assert asked, "the bot's Ace question was never shown"
    for log, busy in asked:
        assert not busy  # never over a pair still being opened
        assert any(line.startswith("Opened: 5 of") for line in log)  # the lower giver's pair came first


def test_a_persons_ace_question_comes_when_her_pair_is_reached(app):
    # ruling SG-14, SG-3: her pair with Leo comes after her pair with Grandma
    scene, state = _at_last_minute(app)
    ctl = scene.controller
    five, nine, six, ace = _cards(state, 5, 9, 6, 1)
    state.tree = {11: [five, 0, 1], 12: [nine, 1, 0], 13: [ace, 0, 3], 14: [six, 3, 0]}
    ctl._forget()
    ctl.settle()
    assert run_until(app, lambda: ctl.human_turn() == 0)
    asked = _watch_the_ace(scene, ctl)
    ctl._do(DONE)
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "ace", limit=5000)
    app.run_frames(1)
    assert asked and all(not busy and any(line.startswith("Opened: 5 of") for line in log) for log, busy in asked)
    assert [b.label for b in ctl.buttons] == ["My Ace counts 1", "My Ace counts 11"]


def test_the_nights_clock_starts_when_the_discussion_is_on_screen(app):
    # ruling SG-17: the Discussion runs on a countdown; not while the last round's pairs open
    scene, state = _at_last_minute(app, night="1", discussion_minutes="1")
    ctl = scene.controller
    five, nine = _cards(state, 5, 9)
    state.tree = {11: [five, 0, 1], 12: [nine, 1, 0]}
    ctl._forget()
    ctl.settle()
    assert run_until(app, lambda: ctl.human_turn() == 0)
    ctl._do(DONE)
    seen = []  # each frame: (the banner's title, the clock)

    def look():
        seen.append((ctl.banner[0] if ctl.banner else "", ctl.timer))

    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "discussion", each=look, limit=5000)
    assert any("Unwrapping" in title for title, _timer in seen)
    assert all(timer is None for title, timer in seen if "Unwrapping" in title or "open their presents" in title)
    started = next(timer for _title, timer in seen if timer is not None)
    assert started > 59.5  # the full minute, from the moment the Discussion shows
