"""The Secret Santa table, headless: playing by keyboard and mouse, the Holly window
countdown, hot-seat privacy, the score sheet, the demo."""

import random

import pygame

from engine.core import SeatPlan, Session
from engine.games import get_game
from engine.games.secret_santa.bots import SantaBot
from engine.games.secret_santa.cards import GHOST, MOUSE
from engine.games.secret_santa.moves import Pass, Play, PlayMouse
from table.scenes.privacy import PrivacyScene
from table.scenes.results import ResultsScene
from table.scenes.score_sheet import ScoreSheetScene
from table.scenes.table_scene import TableScene

from .helpers import key, run_until

GAME = get_game("secret-santa")


def _session(humans, players=5, seed=11, **settings):
    seats = [SeatPlan(f"H{i}") for i in range(humans)] + [SeatPlan(f"B{i}", "medium") for i in range(players - humans)]
    return Session(GAME, seats, {"hands": "1", **settings}, seed)


def _table(app, session):
    scene = TableScene(app, session)
    app.push(scene)
    return scene


def test_a_human_plays_a_set_with_the_keyboard(app):
    scene = _table(app, _session(1))
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    passes = []

    def pass_when_following():
        if ctl.human_turn() == 0 and scene.session.state.plays:  # not our lead: P passes
            key(pygame.K_p)
            app.run_frames(1)
            passes.append(scene.session.history[-1])

    assert run_until(app, lambda: ctl.human_turn() == 0 and not scene.session.state.plays, each=pass_when_following)
    assert all(p == (0, ["pass", False]) for p in passes)
    hand = ctl.view().hand
    ctl.cursor = 0
    key(pygame.K_UP)  # the whole set under the cursor
    app.run_frames(1)
    count = hand.count(hand[0])
    assert ctl._selection_cards() == (hand[0],) * count
    moves = len(scene.session.history)
    key(pygame.K_RETURN)
    app.run_frames(1)
    assert len(scene.session.history) == moves + 1
    assert scene.session.history[moves][1][:2] == ["play", [hand[0]] * count]


def test_an_illegal_selection_is_explained_and_changes_nothing(app):
    scene = _table(app, _session(1, seed=12))
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    hand = ctl.view().hand
    mixed = [i for i, k in enumerate(hand) if k <= 12]
    values = {hand[i] for i in mixed}
    assert len(values) >= 2  # this seed deals two gift values to seat 0
    first = mixed[0]
    other = next(i for i in mixed if hand[i] != hand[first])
    ctl.selected = [first, other]
    moves = len(scene.session.history)
    ctl._play_selected()
    assert len(scene.session.history) == moves
    assert "one value" in app.toasts[-1][0]


def test_one_human_never_sees_a_privacy_screen(app):
    scene = _table(app, _session(1, seed=3))
    ctl = scene.controller

    def play_for_human():
        seat = ctl.human_turn()
        if seat is not None:
            state = scene.session.state
            ctl._act(seat, SantaBot("medium", seat, 1).choose(state.view(seat), state.legal_actions(seat),
                                                              random.Random(1)))
        assert not isinstance(app.top, PrivacyScene)
        if isinstance(app.top, ScoreSheetScene):
            app.top.app.pop()

    assert run_until(app, lambda: scene.session.state.is_over(), limit=60000, each=play_for_human)


def test_hot_seat_hides_every_hand_behind_the_privacy_screen(app):
    scene = _table(app, _session(2, seed=5))
    ctl = scene.controller
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
    turn = scene.session.state.turn
    assert app.top.name == f"H{turn}"
    assert not app.top.overlay  # drawn alone: nothing of the table shows behind it
    assert ctl.hand_seat is None and ctl.human_turn() is None
    app.top._ready()
    app.run_frames(1)
    assert ctl.hand_seat == turn and ctl.view().hand == scene.session.state.view(turn).hand
    legal = scene.session.state.legal_actions(turn)  # (the screen may be the Fruitcake's window's, SS-11)
    action = Pass() if Pass() in legal else next((a for a in legal if type(a) is Play), legal[0])
    assert ctl._act(turn, action)
    assert ctl.hand_seat is None  # hidden the moment its owner acted


def _rig_holly(app, humans):
    """A round where seat 0 (a bot) leads and a human seat holds A Mouse."""
    session = _session(humans, players=4, seed=2)
    state = session.state
    hands = [[2, 9, 9], [3, 8, MOUSE], [4, 7, GHOST], [5, 6, 6]] if humans == 2 else \
        [[3, 8, MOUSE], [2, 9, 9], [4, 7, 7], [5, 6, 6]]
    from tests.engine.santa_helpers import rig

    rigged = rig(hands, lead=3 if humans == 2 else 1)
    session.state = rigged
    session.seats = tuple(SeatPlan(p.name, p.bot) for p in session.seats)
    state = rigged
    return session, state


def test_holly_window_counts_down_and_a_call_plays_the_card(app):
    # ruling SS-8
    session, state = _rig_holly(app, humans=1)
    scene = _table(app, session)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.countdown is not None and ctl.countdown.shown and not scene.busy
                     and state.queue and state.queue[0] == 0)
    assert state.phase == "holly" and state.queue[0] == 0
    app.run_frames(1)
    chips = [b for b in ctl.buttons if b.label == "Holly!"]
    assert len(chips) == 1
    key(pygame.K_h)
    app.run_frames(1)
    assert ctl.choosing == 0
    mouse = next(b for b in ctl.buttons if b.label.startswith("A Mouse"))
    mouse.on_click()
    app.run_frames(2)
    assert [a for _, a in session.history][-1] == "mouse"


def test_holly_window_declines_by_itself_when_time_runs_out(app):
    # ruling SS-8
    session, state = _rig_holly(app, humans=1)
    scene = _table(app, session)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.countdown is not None and ctl.countdown.shown)
    assert run_until(app, lambda: session.history and session.history[-1] == (0, "decline"))
    assert state.hands[0][MOUSE] == 1


def test_hot_seat_window_shows_a_chip_for_every_human_holding_holly_or_not(app):
    # ruling SS-8: the chips leak nothing
    session, state = _rig_holly(app, humans=2)
    scene = _table(app, session)
    ctl = scene.controller
    ctl._asks_in_turn = lambda seat: False  # both have seen their cards this hand: the window's chips are up
    assert run_until(app, lambda: ctl._window_seats(ctl.view()) and ctl.countdown and ctl.countdown.shown
                      and not scene.busy and app.top is scene,
                      each=lambda: isinstance(app.top, PrivacyScene) and app.top._ready())
    labels = sorted(b.label for b in ctl.buttons)
    assert labels == ["Holly! (H0)", "Holly! (H1)"]


def test_score_sheet_between_hands_then_results(app):
    session = Session(GAME, [SeatPlan(f"B{i}", "easy") for i in range(4)], {"hands": "2"}, 9)
    scene = _table(app, session)
    scene.demo = True
    seen = []
    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=80000,
                      each=lambda: isinstance(app.top, ScoreSheetScene) and seen.append(len(app.top.sheet)))
    assert sorted(set(seen)) == [1, 2]


def test_a_window_answered_by_the_clock_offers_no_undo(app):
    # a decline the table made when time ran out is not the player's misclick
    session, state = _rig_holly(app, humans=1)
    scene = _table(app, session)
    assert run_until(app, lambda: session.history and session.history[-1] == (0, "decline"))
    assert scene.undo_until == 0.0


def test_a_table_waiting_for_a_person_is_still_and_a_countdown_is_not(app):
    # calm CPU: the app draws nothing while the table only waits for a move
    scene = _table(app, _session(1, seed=3))
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0 and not scene.animating())
    app.run_frames(5)
    assert not ctl.animating() and not scene.animating()
    session, state = _rig_holly(app, humans=1)
    scene = _table(app, session)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.countdown is not None and ctl.countdown.running and not scene.busy
                     and state.queue and state.queue[0] == 0)
    assert ctl.animating()  # the countdown runs by itself (ruling SS-8)


def test_a_lone_player_with_nothing_to_answer_is_passed_over_at_once(app):
    # no countdown, and no wait for the idle loop's next wake-up either
    session, state = _rig_holly(app, humans=1)
    state.hands[0][MOUSE], state.hands[0][2] = 0, 1  # the Mouse goes to the leader, who is not asked
    state.hands[1][2], state.hands[1][MOUSE] = 0, 1
    scene = _table(app, session)
    ctl = scene.controller
    assert run_until(app, lambda: state.phase == "holly" and state.queue[0] == 0)
    # the table answers for her in the frame the window's animation ends, or the one after
    # (its controller derives the moment again once the steps have played): never later
    assert run_until(app, lambda: not scene.busy or session.history[-1] == (0, "decline"))
    if session.history[-1] != (0, "decline"):
        assert ctl.animating()  # so the loop does not sleep before answering
        app.run_frames(1)
    assert session.history[-1] == (0, "decline")


def test_the_engine_explains_a_play_with_the_wrong_number_of_cards(app):
    # ruling SS-4: the table shows the engine's reason, it does not restate the rule
    scene = _table(app, _session(1, seed=3))
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0 and scene.session.state.plays
                     and len(scene.session.state.plays[-1][1]) == 1 and not scene.busy,
                     each=lambda: ctl.human_turn() == 0 and not scene.session.state.plays
                     and ctl._act(0, next(a for a in ctl.channel.legal_actions(0)
                                          if type(a) is Play and len(a.cards) == 1)))
    hand = ctl.view().hand
    pair = [i for i, k in enumerate(hand) if hand.count(k) >= 2 and k <= 12][:2]
    assert len(pair) == 2
    ctl.selected = pair
    moves = len(scene.session.history)
    ctl._play_selected()
    assert len(scene.session.history) == moves
    assert app.toasts[-1][0] == "This round takes exactly 1 card a play."


def test_a_view_lists_the_window_answers_of_its_own_seat_only(app):
    # rulings SS-8, G-3: what a player could answer is hers to know, nobody else's
    session, state = _rig_holly(app, humans=1)
    state.phase, state.queue, state.window_after = "holly", [1, 0, 2], 3
    assert PlayMouse() in state.view(0).answers
    assert state.view(None).answers == ()
    assert PlayMouse() not in state.view(2).answers
