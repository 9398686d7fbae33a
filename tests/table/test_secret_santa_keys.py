"""Secret Santa by keyboard alone: a whole session to the results, every move by key events
(cards, Pass, "Final Gift!", Christmas Carol's seat, Holly / Snowflake / Fruitcake choices
through the focus ring), and two humans at one screen whose hands are only drawn for their
owners (issue 13; rulings SS-8, SS-9, SS-11, G-3)."""

import random
from collections import Counter

import pygame

from engine.core import SeatPlan, Session
from engine.games import get_game
from engine.games.secret_santa.bots import SantaBot
from engine.games.secret_santa.cards import CAROL, SANTA
from engine.games.secret_santa.moves import (
    Decline,
    Pass,
    Play,
    PlayCarol,
    PlayFruitcake,
    PlayGhost,
    PlayMouse,
    PlaySanta,
    PlayScrooge,
    PlayTree,
)
from table.scenes.privacy import PrivacyScene
from table.scenes.results import ResultsScene
from table.scenes.score_sheet import ScoreSheetScene
from table.scenes.table_scene import TableScene

from .helpers import key, run_until

GAME = get_game("secret-santa")
WINDOWS = ("holly", "snowflake")


def _label_matches(label: str, action, names) -> bool:
    t = type(action)
    if t is Decline:
        return label == "Not now"
    if t is PlayMouse:
        return label.startswith("A Mouse")
    if t is PlayGhost:
        return label.startswith("Ghost")
    if t is PlayTree:
        return label.startswith("Christmas Tree") and (label.endswith("to me first") == action.deal_self_first)
    if t is PlayScrooge:
        return label == f"Scrooge: make {names[action.target]} sit out"
    if t is PlayFruitcake:
        return label == f"Give it to {names[action.target]}"
    if t is PlayCarol:
        return label == f"Swap seats with {names[action.target]}"
    raise AssertionError(action)


class KeyPlayer:
    """Turns the moves a bot would make for human seats into key presses, one step a frame."""

    def __init__(self, app, scene, seed=1):
        self.app, self.scene, self.ctl = app, scene, scene.controller
        self.rng = random.Random(seed)
        self.plan = {}  # seat -> the action being keyed in
        self.hand_draws = []  # (seat on screen, owner) each time a hand was drawn

    def want(self, seat):
        state = self.scene.session.state
        moves = len(self.scene.session.history)
        if self.plan.get(seat, (None,))[0] != moves:  # a new decision once anything was played
            bot = SantaBot("medium", seat, 1)
            self.plan[seat] = (moves, bot.choose(state.view(seat), state.legal_actions(seat), self.rng))
        return self.plan[seat][1]

    def _ring_to(self, action) -> bool:
        """One key towards choosing ``action`` with the focus ring; False if it is not offered."""
        ring, ctl = self.ctl.focus_ring, self.ctl
        names = ctl.names
        wanted = [t.key for t in ring.targets if t.key == ("do", action)]
        if not wanted:
            return False
        label = next(b.label for b in ctl.buttons if b.name == wanted[0])
        assert _label_matches(label, action, names), (label, action)  # the words say what the key does
        if not ring.visible or ring.focus != wanted[0]:
            key(pygame.K_TAB)
        else:
            key(pygame.K_RETURN)
        return True

    def _to_pile(self, kind, at=None):
        """Right arrows from the cursor's pile (or pile number ``at``) to the pile of ``kind``;
        returns that pile's number."""
        hand = self.ctl.view().hand
        tops = [i for i in range(len(hand)) if i + 1 == len(hand) or hand[i + 1] != hand[i]]
        if at is None:
            at = next(p for p, top in enumerate(tops) if top >= self.ctl.cursor)
        wanted = next(p for p, top in enumerate(tops) if hand[top] == kind)
        for _ in range((wanted - at) % len(tops)):
            key(pygame.K_RIGHT)
        return wanted

    def _select(self, indices):
        """Keys that make the hand's selection the cards at ``indices``: to each pile by the
        arrows, then Space once for each of its cards wanted (each raises one more)."""
        hand = self.ctl.view().hand
        key(pygame.K_DOWN)
        at = None
        for kind, count in Counter(hand[i] for i in indices).items():
            at = self._to_pile(kind, at)
            for _ in range(count):
                key(pygame.K_SPACE)

    def step(self):
        app, scene, ctl = self.app, self.scene, self.ctl
        state = scene.session.state
        top = app.top
        if isinstance(top, PrivacyScene):
            if top.armed:  # a person waits for the screen to answer
                key(pygame.K_RETURN)
            return
        if isinstance(top, ScoreSheetScene):
            key(pygame.K_RETURN)
            return
        if top is not scene or scene.busy or scene.handover.waiting:
            return  # (and the next person waits for the table to take her keys)
        if scene.offering_undo:
            key(pygame.K_RETURN)  # go on
            return
        seat = ctl.human_turn()
        if seat is not None:
            self._turn(seat)
            return
        if state.phase in WINDOWS and state.queue and not scene.channel.seats[state.queue[0]].is_bot:
            self._window(state.queue[0])

    def _turn(self, seat):
        ctl = self.ctl
        action = self.want(seat)
        hand = list(ctl.view().hand)
        if type(action) is PlayCarol:
            if ctl._selection_cards() != (CAROL,):
                self._select([hand.index(CAROL)])
            else:
                assert self._ring_to(action)
            return
        if type(action) is Pass:
            if ctl.selected:
                key(pygame.K_DOWN)
        elif type(action) is PlaySanta:
            if ctl._selection_cards() != (SANTA,):
                self._select([hand.index(SANTA)])
                return
        elif type(action) is Play:
            if ctl._selection_cards() != tuple(sorted(action.cards)):
                want, used = [], set()
                for c in action.cards:
                    i = next(j for j, k in enumerate(hand) if k == c and j not in used)
                    used.add(i)
                    want.append(i)
                self._select(sorted(want))
                return
        if getattr(action, "declare", False) != ctl.declare:
            key(pygame.K_f)
            return
        key(pygame.K_p if type(action) is Pass else pygame.K_RETURN)

    def _window(self, seat):
        ctl = self.ctl
        cd = ctl.countdown
        if ctl.choosing is None:
            if cd is None or not cd.running or not ctl.buttons:
                return  # a lone player who can only decline is passed over by the table
            action = self.want(seat)
            if ctl.multi and type(action) is Decline:
                return  # nothing to call: she lets the countdown run out behind no privacy screen
            if ctl.multi:
                assert self._ring_to_chip(seat)
            else:
                key(pygame.K_h)
            return
        action = self.want(seat)
        if type(action) is PlayFruitcake:
            hand = ctl.view().hand
            if ctl.choice_pick is None or hand[ctl.choice_pick] != action.value:
                self._to_pile(action.value)
                key(pygame.K_SPACE)
                return
        assert self._ring_to(action), (action, [t.key for t in ctl.focus_ring.targets])

    def _ring_to_chip(self, seat) -> bool:
        ring = self.ctl.focus_ring
        wanted = [t.key for t in ring.targets if t.key[1].endswith(f"({self.ctl.names[seat]})")]
        if not wanted:
            return False
        key(pygame.K_RETURN if ring.visible and ring.focus == wanted[0] else pygame.K_TAB)
        return True


def test_one_human_plays_a_whole_session_by_keyboard_alone(app):
    seats = [SeatPlan("You")] + [SeatPlan(f"B{i}", "medium") for i in range(1, 4)]
    session = Session(GAME, seats, {"hands": "2"}, 4)
    scene = TableScene(app, session)
    app.push(scene)
    player = KeyPlayer(app, scene)
    kinds = set()

    def each():
        for seat, action in session.history:
            if seat == 0:
                kinds.add(action if isinstance(action, str) else action[0])
        player.step()

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=200000, each=each)
    assert session.state.is_over()
    assert {"play", "pass", "carol", "mouse"} <= kinds  # this seed reaches a Carol and a Holly window


def test_two_humans_at_one_screen_each_hand_is_drawn_for_its_owner_only(app, monkeypatch):
    # ruling G-3: a private hand is drawn only after the privacy screen for its owner
    seats = [SeatPlan("Ann"), SeatPlan("Bo"), SeatPlan("B2", "medium"), SeatPlan("B3", "medium")]
    session = Session(GAME, seats, {"hands": "2"}, 7)
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    player = KeyPlayer(app, scene)
    cleared = []  # the names whose privacy screen was passed, in order
    real_ready = PrivacyScene._ready
    monkeypatch.setattr(PrivacyScene, "_ready", lambda self: (cleared.append(self.name), real_ready(self)))
    draws = []
    real_draw = ctl.draw

    def draw(surface):
        seat = ctl.hand_seat
        if seat is not None and ctl.view().hand:
            assert cleared and cleared[-1] == ctl.names[seat], (cleared[-3:], seat)
            # hers to act on, nobody else's (also while her own Christmas Carol is shown: the turn stays hers)
            assert seat in (ctl.human_turn(), ctl.choosing) or (scene.busy and scene.channel.humans_to_act() == (seat,))
            draws.append(seat)
        real_draw(surface)

    monkeypatch.setattr(ctl, "draw", draw)
    owners = []

    def each():
        if ctl.hand_seat is not None and (not owners or owners[-1] != ctl.hand_seat):
            owners.append(ctl.hand_seat)
        player.step()

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=200000, each=each)
    assert session.state.is_over()
    assert set(draws) == {0, 1} and len(owners) > 4  # both hands shown, turn about, many times
    humans = {seat for seat, _ in session.history if seat in (0, 1)}
    assert humans == {0, 1}
