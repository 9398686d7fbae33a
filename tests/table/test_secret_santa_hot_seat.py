"""Secret Santa with several people at one screen (and the Fruitcake's window played alone):
each person sees her cards behind her own privacy screen before a window asks her to guess,
a Christmas Carol needs no second screen, the hand on screen sits beside its owner's plate, and
the table's "a moment, please" names the right person (rulings SS-7, SS-8, SS-11, G-3)."""

from types import SimpleNamespace

import pygame

from engine.games import get_game
from engine.games.secret_santa.cards import CAROL, FRUITCAKE, GHOST, MOUSE, SCROOGE, TREE
from engine.games.secret_santa.moves import DECLINE, PlayCarol, PlayFruitcake, PlayScrooge, PlayTree
from engine.session import SeatPlan, Session
from table.games.secret_santa.windows import WINDOW_SECONDS
from table.scenes.privacy import Handover, PrivacyScene
from table.scenes.table_scene import TableScene
from tests.engine.santa_helpers import rig

from .helpers import key, run_until, take_the_screen

GAME = get_game("secret-santa")


def _screens(app, monkeypatch):
    """The names of the privacy screens opened, in order."""
    opened = []
    real = PrivacyScene.__init__

    def spy(self, app_, name, reason, on_ready):
        opened.append(name)
        real(self, app_, name, reason, on_ready)

    monkeypatch.setattr(PrivacyScene, "__init__", spy)
    return opened


def _holder_session(people, holder, players=4):
    names = ["Ann", "Ben", "Cat"][:people]
    for seed in range(400):
        seats = [SeatPlan(n) for n in names] + [SeatPlan(f"B{i}", "medium") for i in range(people, players)]
        session = Session(GAME, seats, {"hands": "1"}, seed)
        if session.state.hands[holder][FRUITCAKE]:
            return session
    raise AssertionError("no seed")


def test_before_the_first_round_each_person_sees_her_cards_and_the_holder_plays_her_fruitcake(app, monkeypatch):
    # ruling SS-11: the Fruitcake's window opened before anyone had seen her hand ("Hands stay
    # hidden until their owner's turn"): its holder could only guess whether to call
    opened = _screens(app, monkeypatch)
    session = _holder_session(3, holder=2, players=5)  # three people at one screen
    state = session.state
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    shown = []

    def each():
        if isinstance(app.top, PrivacyScene) and app.top.armed:
            app.top._ready()
        elif ctl.choosing is not None and ctl.choosing == ctl.hand_seat and not scene.busy:
            seat = ctl.choosing
            shown.append((seat, ctl.view().hand == state.view(seat).hand))
            answers = ctl.view().answers
            cake = [a for a in answers if type(a) is PlayFruitcake]
            if cake:  # the holder picks a gift in her hand, then whom it goes to
                ctl.choice_pick = ctl.view().hand.index(cake[0].value)
                ctl._update_buttons(ctl.view())
                next(b for b in ctl.buttons if b.name == ("do", cake[0])).on_click()
            else:
                next(b for b in ctl.buttons if b.name == ("do", DECLINE)).on_click()

    asked = next(e.seats for e in state.start_events() if type(e).__name__ == "WindowOpened")
    assert run_until(app, lambda: state.phase == "turn" and not scene.busy, limit=20000, each=each)
    people = [s for s in asked if s < 3]
    assert opened[:3] == [("Ann", "Ben", "Cat")[s] for s in people]  # each her own screen, as the window asks
    assert [seat for seat, _ in shown] == people and all(whole for _, whole in shown)  # and her whole hand
    assert any(s == 2 and type(a) is not str and a[0] == "fruitcake" for s, a in session.history), session.history


def test_alone_the_fruitcake_s_countdown_starts_after_the_deal(app):
    # ruling SS-11: playing alone, the window's 2.6 s ran out while the deal was still shown
    session = _holder_session(1, holder=0)
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    during = []

    def each():
        if ctl.countdown is not None and (ctl.banner is not None or any(f.moving for f in ctl.flyers)):
            during.append(ctl.countdown.left)

    assert run_until(app, lambda: ctl.countdown is not None and ctl.banner is None and not ctl.flyers
                     and not scene.busy, limit=2000, each=each)
    assert ctl.countdown.shown and ctl.countdown.left > WINDOW_SECONDS - 0.05  # all of it, after the deal
    assert during and all(left == WINDOW_SECONDS for left in during)
    key(pygame.K_h)
    app.run_frames(1)
    assert ctl.choosing == 0 and any(type(a) is PlayFruitcake for a in ctl.view().answers)
    cake = next(a for a in ctl.view().answers if type(a) is PlayFruitcake)
    ctl.choice_pick = ctl.view().hand.index(cake.value)
    ctl._update_buttons(ctl.view())
    next(b for b in ctl.buttons if b.name == ("do", cake)).on_click()
    state = session.state
    again = []  # the window asks her again at once; all know she has nothing more: no second countdown
    assert run_until(app, lambda: state.phase == "turn", limit=600,
                     each=lambda: any(s == 0 and a[0] == "fruitcake" for s, a in session.history)
                     and ctl._calling_open(ctl.view()) and again.append(1))
    assert again == [] and (0, "decline") in session.history


def _ann_and_ben(app, hands, lead=0):
    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("B2", "easy"), SeatPlan("B3", "easy")]
    session = Session(GAME, seats, {"hands": "1"}, 2)
    session.state = rig(hands, lead=lead)
    scene = TableScene(app, session)
    app.push(scene)
    return scene, scene.controller, session


def test_after_her_christmas_carol_she_plays_on_without_a_second_privacy_screen(app, monkeypatch):
    # ruling SS-7: she swaps seats and goes on with her turn; the table asked for her screen again
    opened = _screens(app, monkeypatch)
    scene, ctl, session = _ann_and_ben(app, [[CAROL, 3, 5], [2, 9, 9], [4, 7, 8], [5, 6, 6]])
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
    take_the_screen(app)
    assert run_until(app, lambda: ctl.human_turn() == 0 and ctl.card_rects)
    ctl.selected = [ctl.view().hand.index(CAROL)]
    ctl._update_buttons(ctl.view())
    next(b for b in ctl.buttons if b.name == ("do", PlayCarol(2))).on_click()
    assert session.history[-1][0] == 0
    assert run_until(app, lambda: not scene.busy and ctl.banner is None, limit=600)
    app.run_frames(30)
    assert opened == ["Ann"] and app.top is scene
    assert ctl.hand_seat == 0 and ctl.human_turn() == 0  # her hand, still hers to play


def test_the_hand_on_screen_sits_beside_its_owner_s_plate(app):
    # G-3: Ben's hand was drawn beside Ann's plate, the first person's
    scene, ctl, session = _ann_and_ben(app, [[3, 8, 10], [2, 9, 11], [4, 7, 12], [5, 6, 6]], lead=1)
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene) and app.top.name == "Ben")
    take_the_screen(app)
    app.run_frames(1)
    assert ctl.hand_seat == 1
    lay = ctl.layout
    assert ctl.plate(1) == lay.plate(*lay.seat_point(0))  # the bottom seat, left of the hand
    hand = ctl._lifted_rects(ctl.view())
    assert hand and ctl.plate(1).right < hand[0].left and ctl.plate(1).colliderect(
        pygame.Rect(0, hand[0].top, lay.size[0], hand[0].height))


def test_a_press_too_soon_in_a_window_is_told_who_may_answer_it_not_whose_turn_it_is(app):
    # ruling SS-8: "It's Ben's turn now" while a Holly window asked him (the turn was not his)
    scene, ctl, session = _ann_and_ben(app, [[3, 8, MOUSE], [2, 9, GHOST], [4, 7, 8], [5, 6, 6]], lead=0)
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
    take_the_screen(app)
    ctl.seen = {0, 1}  # both have seen their cards: the window gives Ben its countdown
    assert run_until(app, lambda: scene.channel.humans_to_act() == (0,) and not scene.busy and app.top is scene)
    assert scene.act(0, scene.channel.legal_actions(0)[0])
    assert run_until(app, lambda: scene.handover.waiting and session.state.phase == "holly")
    key(pygame.K_p)
    app.run_frames(1)
    told = [message for message, _seconds in app.toasts]
    assert told and "turn" not in told[-1] and "Ben" in told[-1], told


def test_the_table_waits_for_nobody_once_the_move_has_gone_on(app):
    # a press named Ann ("It's Ann's turn now") after the table had answered for her and the
    # move had gone on to a bot: the person waited for must still be the one to act
    now = [(1,)]
    scene = SimpleNamespace(channel=SimpleNamespace(humans=(0, 1), names=("Ann", "Ben"),
                                                    humans_to_act=lambda: now[0]),
                            controller=SimpleNamespace(), busy=False)
    scene.app = SimpleNamespace(top=scene, toasts=[], toast=lambda m, s=0: scene.app.toasts.append(m))
    handover = Handover(scene)
    handover.moved(0)
    handover.update(0.1)
    assert handover.waiting and handover.to == 1
    now[0] = ()  # the table answered for Ben; a bot is to act
    handover.update(0.1)
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert not handover.waiting and handover.process_event(press) is press and scene.app.toasts == []


def test_after_her_christmas_tree_her_choices_stay_open_without_a_second_screen(app, monkeypatch):
    # ruling SS-9: the window asks her again at once (she may still play Scrooge): she is still
    # the one playing, and the table asked her to call again, behind a second privacy screen
    opened = _screens(app, monkeypatch)
    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("B2", "easy"), SeatPlan("B3", "easy")]
    session = Session(GAME, seats, {"hands": "1"}, 2)
    state = rig([[TREE, SCROOGE, 5, 6], [3, 9], [4, 10], [7, 8]], lead=2)
    state.phase, state.queue, state.window_after, state.first_window = "snowflake", [0, 1, 2, 3], 2, False
    state.plays, state.scrooge_targets = [(2, (3,), 3), (3, (4,), 4)], (1, 2, 3)
    session.state = state
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    ctl._asks_in_turn = lambda seat: False  # both have seen their cards this hand: the window's chips are up
    assert run_until(app, lambda: ctl.countdown is not None and ctl.countdown.running and app.top is scene)
    ctl._call(0)
    take_the_screen(app)
    assert run_until(app, lambda: ctl.choosing == 0 and ctl.hand_seat == 0)
    ctl._update_buttons(ctl.view())
    next(b for b in ctl.buttons if b.name == ("do", PlayTree(True))).on_click()
    assert run_until(app, lambda: (0, ["tree", True]) in session.history or len(session.history) > 1, limit=300)
    assert run_until(app, lambda: not scene.busy, limit=600)
    app.run_frames(5)
    assert opened == ["Ann"] and app.top is scene
    assert ctl.choosing == 0 and ctl.hand_seat == 0  # her cards and choices, still open
    assert any(type(b.name[1]) is PlayScrooge for b in ctl.buttons if b.name[0] == "do")


def test_an_enter_pressed_twice_to_pass_her_screen_chooses_nothing_for_her(app):
    # keyboard only: the ring, shown since the chip was reached by Tab, sat on her first choice
    # ("A Mouse: end the round now") when her choices opened, and a second Enter played it
    scene, ctl, session = _ann_and_ben(app, [[3, 8, 10], [2, 9, MOUSE], [4, 7, 8], [5, 6, 6]], lead=0)
    ctl._asks_in_turn = lambda seat: False  # both have seen their cards: Ben calls by his chip
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
    take_the_screen(app)
    assert run_until(app, lambda: scene.channel.humans_to_act() == (0,) and not scene.busy and app.top is scene)
    assert scene.act(0, scene.channel.legal_actions(0)[0])  # Ann plays: Ben may call Holly
    assert run_until(app, lambda: ctl._calling_open(ctl.view()) and not scene.handover.waiting)
    key(pygame.K_TAB)
    app.run_frames(1)
    assert ctl.focus_ring.visible
    key(pygame.K_RETURN)  # the ring's chip: Ben calls
    app.run_frames(1)
    assert isinstance(app.top, PrivacyScene) and app.top.name == "Ben"
    take_the_screen(app)
    app.run_frames(1)
    key(pygame.K_RETURN)  # pressed twice
    app.run_frames(2)
    assert ctl.choosing == 1 and 1 not in ctl.calls and all(s != 1 for s, _a in session.history)


def test_alone_without_a_card_for_the_window_the_table_answers_at_once_even_during_the_deal(app):
    # the countdown waits for the deal only where someone may call: nobody waits for a "no"
    seats = [SeatPlan("You")] + [SeatPlan(n, "medium") for n in ("Grandma", "Sam", "Leo")]
    session = next(s for s in (Session(GAME, seats, {"hands": "1"}, seed) for seed in range(300))
                   if not s.state.hands[0][FRUITCAKE] and s.state.deck[FRUITCAKE])
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: (0, "decline") in session.history, limit=600)
    assert ctl.banner is not None  # still "Hand 1 of 1": her answer did not wait for it


def test_a_person_asked_in_a_window_with_nothing_to_play_is_told_which_window_it_is(app):
    # two at one screen: "Ann: what will you play?" over a lone "Not now", the window's own
    # words hidden behind the panel, so nobody could tell what was being asked, or why
    session = _holder_session(2, holder=1)
    state = session.state
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    seen = []

    def each():
        if isinstance(app.top, PrivacyScene) and app.top.armed:
            app.top._ready()
        elif ctl.choosing is not None and ctl.choosing == ctl.hand_seat and not scene.busy:
            if not any(type(a) is PlayFruitcake for a in ctl.view().answers):
                seen.append(" ".join(ctl.choice_lines))
            next(b for b in ctl.buttons if b.name == ("do", DECLINE)).on_click()

    assert run_until(app, lambda: state.phase == "turn" and not scene.busy, limit=20000, each=each)
    assert seen, "a person without a Fruitcake was asked"
    assert all("Before the first round" in words for words in seen), seen


def test_after_his_no_in_a_window_his_turn_comes_without_a_second_screen(app, monkeypatch):
    # two at one screen: Ann led, the Holly window opened Ben's cards behind his screen, he
    # answered "Not now", and his turn, next at once, asked for his screen again
    opened = _screens(app, monkeypatch)
    scene, ctl, session = _ann_and_ben(app, [[3, 8, 10], [2, 9, GHOST], [4, 7, 8], [5, 6, 6]], lead=0)
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene))
    take_the_screen(app)
    assert run_until(app, lambda: scene.channel.humans_to_act() == (0,) and not scene.busy and app.top is scene)
    assert scene.act(0, scene.channel.legal_actions(0)[0])
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene) and app.top.name == "Ben", limit=3000)
    take_the_screen(app)
    assert run_until(app, lambda: ctl.choosing == 1 and ctl.hand_seat == 1 and not scene.busy)
    next(b for b in ctl.buttons if b.name == ("do", DECLINE)).on_click()
    assert run_until(app, lambda: session.state.phase == "turn" and not scene.busy, limit=3000)
    app.run_frames(30)
    assert session.state.turn == 1
    assert opened == ["Ann", "Ben"] and app.top is scene, opened
    assert ctl.hand_seat == 1 and ctl.human_turn() == 1  # his cards, his turn
