"""Secret Santa windows at the table: a choice opened before the countdown ends is honoured,
and no countdown runs while a privacy screen hides the table (rulings SS-8, SS-9, SS-11)."""

import pygame

from engine.core import SeatPlan, Session
from engine.games import get_game
from engine.games.secret_santa.cards import FRUITCAKE
from engine.games.secret_santa.moves import DECLINE
from table.scenes.privacy import PrivacyScene
from table.scenes.table_scene import TableScene

from .helpers import key, run_until, take_the_screen

GAME = get_game("secret-santa")


def _fruitcake_session(holder_human=True):
    for seed in range(200):
        seats = [SeatPlan("H0"), SeatPlan("H1"), SeatPlan("B2", "medium"), SeatPlan("B3", "medium")]
        session = Session(GAME, seats, {"hands": "1"}, seed)
        holder = next(s for s in range(4) if session.state.hands[s][FRUITCAKE])
        if holder == 1:
            return session
    raise AssertionError("no seed")


def _to_h1_s_screen(app, scene):
    """Hot-seat, before the first round: the table opens each person's cards in turn, behind her
    privacy screen (nobody has seen her hand yet); H0 says "Not now" if she is asked first."""
    ctl = scene.controller
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene) and app.top.name == "H1", each=lambda: (
        isinstance(app.top, PrivacyScene) and app.top.name == "H0" and app.top._ready(),
        ctl.choosing == 0 and ctl.hand_seat == 0 and ctl._answer(DECLINE)))


def test_hot_seat_fruitcake_choice_survives_the_privacy_screen(app):
    # ruling SS-11: the Fruitcake's holder gets her cards and choices behind her privacy screen,
    # however slowly it is passed, and her choice is honoured
    session = _fruitcake_session()
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    _to_h1_s_screen(app, scene)
    app.run_frames(600)  # the screen is passed slowly: ten seconds
    assert isinstance(app.top, PrivacyScene)
    app.top._ready()
    app.run_frames(1)
    assert ctl.choosing == 1 and ctl.hand_seat == 1
    hand = ctl.view().hand
    ctl.choice_pick = next(i for i, k in enumerate(hand) if k <= 12)
    app.run_frames(1)
    give = next(b for b in ctl.buttons if b.label == "Give it to H0")
    give.on_click()
    assert run_until(app, lambda: session.state.hands[1][FRUITCAKE] == 0, limit=600), session.history


def test_a_call_made_while_a_bot_is_asked_first_is_kept(app):
    # ruling SS-8: the human's chip shows while a bot ahead of her is asked; her choice then waits
    from engine.games.secret_santa.cards import GHOST, MOUSE
    from tests.engine.santa_helpers import rig

    session = Session(GAME, [SeatPlan("H0")] + [SeatPlan(f"B{i}", "easy") for i in range(1, 4)], {"hands": "1"}, 2)
    session.state = rig([[3, 8, MOUSE], [2, 9, 9], [4, 7, GHOST], [5, 6, 6]], lead=1)
    session.seats = tuple(SeatPlan(p.name, p.bot) for p in session.seats)
    state = session.state
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    from table.games.secret_santa.windows import Countdown

    ctl.countdown = Countdown(("an earlier window",), 1.0, 2.6, True)  # answered by a call: time was left
    assert run_until(app, lambda: state.phase == "holly" and state.queue[0] != 0
                     and any(b.label == "Holly!" for b in ctl.buttons))  # bots are asked before her
    chip = next(b for b in ctl.buttons if b.label == "Holly!")
    chip.on_click()
    ctl._update_buttons(ctl.view())
    mouse = next(b for b in ctl.buttons if b.label.startswith("A Mouse"))
    mouse.on_click()
    assert run_until(app, lambda: (0, "mouse") in session.history or (0, "decline") in session.history
                     or state.phase != "holly", limit=2000)
    assert (0, "mouse") in session.history and state.hands[0][MOUSE] == 0


def test_behind_the_score_sheet_the_old_hand_stays_and_no_bubble_covers_a_plate(app, monkeypatch):
    # ruling SS-15: the sheet sums up the hand just played; the next deal comes after it
    from table.scenes.score_sheet import ScoreSheetScene

    from .helpers import key

    seats = [SeatPlan("You")] + [SeatPlan(f"B{i}", "easy") for i in range(1, 4)]
    session = Session(GAME, seats, {"hands": "2", "final_gift": "auto"}, 5)
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    import random

    from engine.games.secret_santa.bots import SantaBot

    def play():
        seat = ctl.human_turn()
        if seat is not None and not scene.busy:
            state = session.state
            ctl._act(seat, SantaBot("easy", seat, 1).choose(state.view(seat), state.legal_actions(seat),
                                                           random.Random(1)))
        if scene.offering_undo:
            scene.go_on()

    assert run_until(app, lambda: isinstance(app.top, ScoreSheetScene), limit=60000, each=play)
    drawn = []
    real = ctl._hand_cards

    def spy(view):  # the hand cards the picture draws
        cards = real(view)
        if cards:
            drawn.append(cards)
        return cards

    monkeypatch.setattr(ctl, "_hand_cards", spy)
    app.run_frames(2)
    assert session.state.hand_no == 2  # the engine has dealt the next hand already
    assert drawn == []  # but the table does not show it behind the sheet
    assert ctl.bubbles == []
    key(pygame.K_RETURN)
    assert run_until(app, lambda: ctl.human_turn() == 0 or drawn, limit=3000, each=play)


def test_the_results_say_why_the_winner_won():
    # rulings SS-15, G-7: most points wins
    from engine.core.game import Result
    from table.games.secret_santa import TABLE

    result = Result.from_scores((7, 12, 3), lower_is_better=False, label="points")
    assert TABLE.why_won(None, result, ("A", "B", "C")) == "Most points: 12 points"
    one = Result.from_scores((1, 0, 0), lower_is_better=False, label="points")
    assert TABLE.why_won(None, one, ("A", "B", "C")) == "Most points: 1 point"


def test_esc_steps_back_from_a_window_choice_in_hot_seat_too(app):
    # ruling SS-11: Esc is "Not now"; the caller's hand is hidden again
    from .helpers import key

    session = _fruitcake_session()
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    _to_h1_s_screen(app, scene)
    app.top._ready()
    app.run_frames(1)
    assert ctl.choosing == 1 and ctl.hand_seat == 1
    key(pygame.K_ESCAPE)
    app.run_frames(1)
    assert ctl.choosing is None and ctl.hand_seat is None and app.top is scene


def test_every_window_choice_has_a_number_key(app):
    # ruling SS-8: the Mouse is chosen by its key alone, as shown on its button
    from engine.games.secret_santa.cards import GHOST, MOUSE
    from tests.engine.santa_helpers import rig

    session = Session(GAME, [SeatPlan("H0")] + [SeatPlan(f"B{i}", "easy") for i in range(1, 4)], {"hands": "1"}, 2)
    session.state = rig([[3, 8, MOUSE], [2, 9, 9], [4, 7, GHOST], [5, 6, 6]], lead=1)
    state = session.state
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: state.phase == "holly" and any(b.label == "Holly!" for b in ctl.buttons))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    ctl._update_buttons(ctl.view())
    mouse = next(b for b in ctl.buttons if b.label.startswith("A Mouse"))
    assert mouse.hint == "1" and all(b.hint for b in ctl.buttons)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
    assert run_until(app, lambda: (0, "mouse") in session.history or state.phase != "holly", limit=2000)
    assert (0, "mouse") in session.history


def _ann_and_ben(app, lead):
    """Ann and Ben at one screen with two bots, in a rigged round ``lead`` begins."""
    from engine.games.secret_santa.cards import GHOST, MOUSE
    from tests.engine.santa_helpers import rig

    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("B2", "easy"), SeatPlan("B3", "easy")]
    session = Session(GAME, seats, {"hands": "1"}, 2)
    session.state = rig([[3, 8, MOUSE], [2, 9, 9], [4, 7, GHOST], [5, 6, 6]], lead=lead)
    scene = TableScene(app, session)
    app.push(scene)
    return scene, scene.controller


def _two_at_one_screen_in_a_window(app):
    scene, ctl = _ann_and_ben(app, lead=2)
    assert run_until(app, lambda: len(ctl.buttons) == 2 and ctl.buttons[0].label.startswith("Holly!")
                     and app.top is scene)
    return scene, ctl


def test_two_at_one_screen_h_calls_for_the_one_who_may_and_says_the_numbers_when_both_may(app):
    # ruling SS-8: a review pressed H during a hot-seat window and nothing happened, though the
    # rules' keys say H calls Holly or Snowflake
    scene, ctl = _two_at_one_screen_in_a_window(app)
    key(pygame.K_h)  # Ann and Ben may both call: H cannot tell which of them
    app.run_frames(1)
    assert app.top is scene and ctl.choosing is None
    assert any("number" in message for message, _seconds in app.toasts)
    assert [b.hint for b in ctl.buttons] == ["1", "2"]
    ctl._window_seats = lambda view: [1]  # Ann has been asked: only Ben may still call
    ctl._update_buttons(ctl.view())
    assert [(b.label, b.hint) for b in ctl.buttons] == [("Holly! (Ben)", "H")]
    key(pygame.K_h)
    app.run_frames(1)
    assert isinstance(app.top, PrivacyScene) and app.top.name == "Ben"  # Ben's call, behind his screen


def test_the_window_waits_while_the_table_takes_no_keys_from_the_next_person(app):
    # ruling SS-8: a review found the first 0.8 s of Ben's 2.6 s window dead, his H dropped by
    # the pause that keeps Ann's double press from being his
    scene, ctl = _ann_and_ben(app, lead=0)
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
    take_the_screen(app)
    ctl.seen.add(1)  # Ben has seen his cards this hand (else the table opens them for him: no countdown)
    assert run_until(app, lambda: scene.channel.humans_to_act() == (0,) and not scene.busy and app.top is scene)
    assert scene.act(0, scene.channel.legal_actions(0)[0])  # Ann plays: Ben may call Holly
    assert run_until(app, lambda: ctl.countdown is not None and ctl.countdown.shown and scene.handover.waiting)
    left = ctl.countdown.left
    app.run_frames(30)  # half a second, the table not yet taking Ben's keys
    assert scene.handover.waiting and ctl.countdown.left == left
    assert run_until(app, lambda: not scene.handover.waiting, limit=60)
    app.run_frames(30)
    assert ctl.countdown.left < left  # then his window runs
