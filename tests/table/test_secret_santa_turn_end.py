"""Secret Santa: what a turn or a hand leaves behind. Cards raised and a "Final Gift!" asked for
are let go when the turn ends, whatever ended it; the next hand's cards show only after the
score sheet of the hand that ended (rulings SS-4, SS-13, SS-15)."""

import random
from collections import Counter

import pygame

from engine.games import get_game
from engine.games.secret_santa.bots import SantaBot
from engine.games.secret_santa.cards import KIND
from engine.games.secret_santa.moves import PASS, Pass
from engine.session import SeatPlan, Session
from table.scenes.score_sheet import ScoreSheetScene
from table.scenes.table_scene import TableScene
from table.tutorial import autoplay

from .helpers import key, run_until

GAME = get_game("secret-santa")


def _solo(app, seed=4, hands="1"):
    seats = [SeatPlan("You")] + [SeatPlan(f"B{i}", "medium") for i in range(1, 4)]
    session = Session(GAME, seats, {"hands": hands}, seed)
    scene = TableScene(app, session)
    app.push(scene)
    return scene, scene.controller, session


def test_cards_raised_before_a_pass_are_down_at_the_next_turn(app):
    # ruling SS-4: a family raised a card, thought better of it and passed; the card stayed
    # raised into the next turn, where doing as the tutorial said then gave "Not a play"
    scene, ctl, session = _solo(app)

    def passing():
        return any(type(a) is Pass for a in session.state.legal_actions(0))

    assert run_until(app, lambda: ctl.human_turn() == 0 and ctl.card_rects and passing(), limit=20000,
                     each=lambda: ctl.human_turn() == 0 and not passing()
                     and ctl._act(0, session.state.legal_actions(0)[0]))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=ctl.card_rects[0].center))
    assert ctl.selected  # a card is up
    key(pygame.K_p)
    app.run_frames(1)
    assert session.history[-1] == (0, ["pass", False])
    assert ctl.selected == [] and not ctl.declare  # let go as the turn ends
    hand = ctl.view().hand
    assert run_until(app, lambda: ctl.human_turn() == 0, limit=20000)
    assert ctl.selected == []
    lifted = ctl._lifted_rects(ctl.view())
    assert all(r.y == lifted[0].y for r in lifted), hand  # nothing drawn raised


def test_the_next_hand_shows_only_after_the_score_sheet(app, monkeypatch):
    # ruling SS-15: the new hand's cards showed in the hand row about two seconds before the
    # score sheet of the hand that ended
    scene, ctl, session = _solo(app, seed=5, hands="2")
    state = session.state

    def play():
        seat = ctl.human_turn()
        if seat is not None and not scene.busy:
            ctl._act(seat, SantaBot("easy", seat, 1).choose(state.view(seat), state.legal_actions(seat),
                                                           random.Random(1)))
        if scene.offering_undo:
            scene.go_on()

    drawn = []
    real = ctl._hand_cards

    def spy(view):
        cards = real(view)
        drawn.append((state.hand_no, isinstance(app.top, ScoreSheetScene), Counter(c[0] for c in cards)))
        return cards

    monkeypatch.setattr(ctl, "_hand_cards", spy)
    before = []  # the hand held in the first hand, as the engine last saw it then

    def each():
        if state.hand_no == 1:
            before[:] = [Counter(state.view(0).hand)]
        play()

    assert run_until(app, lambda: isinstance(app.top, ScoreSheetScene), limit=60000, each=each)
    assert state.hand_no == 2
    ended = [cards for hand_no, _sheet, cards in drawn if hand_no == 2]  # the engine has dealt hand 2
    assert len(ended) > 10  # the end of hand 1 was shown for a while: its last play, its round end
    assert all(cards <= before[0] for cards in ended), (ended[-1], before[0])
    new = Counter(state.view(0).hand)
    assert all(cards != new for cards in ended if cards)


def test_a_pile_raised_before_the_tutorial_s_pass_is_let_go(app):
    # the tutorial's step 4 asks for a pass; a player who first raised a card (as in the step
    # before) passed, then followed step 5's highlights and was told "Not a play"
    from table.games import table_for

    tutorial = table_for("secret-santa").tutorial
    scene = TableScene(app, tutorial.session("secret-santa"), tutorial=tutorial)
    app.push(scene)
    ctl = scene.controller

    def gift_pile():
        return next((t for t in ctl.focus_ring.targets if t.key[0] == "pile" and KIND[t.key[1]].is_gift), None)

    raised = []

    def on_step(index):
        if tutorial.steps[index].expect == PASS:
            assert run_until(app, lambda: gift_pile() is not None, limit=600)  # her turn, the piles on the ring
            gift_pile().choose()
            raised.append(index)
            assert ctl.selected

    assert autoplay(app, scene, on_step=on_step) == ""
    assert 3 in raised  # step 4, the pass before "click the pile twice"


def test_the_lead_line_gives_way_to_the_lead_flying_in(app, monkeypatch):
    # ruling SS-4: "Round 20: B3 to lead" stayed under the card flying to the middle ("Roun[card]ead")
    from table.games.secret_santa import drawing
    from tests.engine.santa_helpers import rig

    seats = [SeatPlan("You")] + [SeatPlan(f"B{i}", "easy") for i in range(1, 4)]
    session = Session(GAME, seats, {"hands": "1"}, 5)
    session.state = rig([[2, 5, 9], [3, 7, 11, 12], [4, 8, 12, 1], [1, 6, 10, 11]], lead=1)  # no Holly card
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    covered = []
    real = drawing.draw_text

    def spy(surface, content, *args, **kwargs):
        if content.startswith("Round ") and ctl.incoming is not None:
            covered.append(content)
        return real(surface, content, *args, **kwargs)

    monkeypatch.setattr(drawing, "draw_text", spy)
    leads = []

    def each():
        seat = ctl.human_turn()
        if seat is not None and not scene.busy:
            legal = session.state.legal_actions(seat)
            ctl._act(seat, next((a for a in legal if type(a) is Pass), legal[0]))
        if scene.offering_undo:
            scene.go_on()
        if ctl.incoming is not None and len(ctl.center) == 0:
            leads.append(ctl.incoming)

    assert run_until(app, lambda: len(leads) > 5 or session.state.is_over(), limit=20000, each=each)
    assert leads  # a lead has flown in
    assert covered == []
