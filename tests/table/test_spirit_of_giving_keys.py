"""The Spirit of Giving from the keyboard and at a shared screen: the Jack's peek reaches the
peeker (hot-seat and solo), typing an announcement, the focus ring over cards, presents and
buttons."""

import pygame

from engine.games import get_game
from engine.games.spirit_of_giving.cards import is_present, rank
from engine.games.spirit_of_giving.moves import Jack, Mulligan
from engine.session import SeatPlan, Session
from table.scenes.privacy import PrivacyScene
from table.scenes.table_scene import TableScene

from .helpers import click, key, run_until, take_the_screen

GAME = get_game("spirit-of-giving")


def _table(app, humans, players=4, seed=6, **settings):
    seats = [SeatPlan(f"H{i}") for i in range(humans)] + [SeatPlan(f"B{i}", "medium") for i in range(players - humans)]
    scene = TableScene(app, Session(GAME, seats, settings, seed))
    app.push(scene)
    return scene


def _text(ch):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def _to_discussion(app, scene):
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() is not None and state.phase == "discussion",
                     each=lambda: ctl.human_turn() is not None and state.phase == "mulligan"
                     and ctl._do(Mulligan(())))
    assert run_until(app, lambda: not scene.handover.waiting)  # the move passed from one to the other
    app.run_frames(1)
    return ctl, state


def _give_jack(state, seat):
    jack = next(c for c in state.deck if rank(c) == 11)
    state.deck.remove(jack)
    state.hands[seat].append(jack)
    state.hands[seat].sort()
    return jack


def test_hot_seat_jack_peek_is_shown_to_the_peeker_behind_her_privacy_screen(app):
    # ruling SG-11: on a shared screen the peek shows only behind the peeker's privacy screen
    scene = _table(app, 2)
    ctl, state = _to_discussion(app, scene)
    seat = state.to_act()[0]
    jack = _give_jack(state, seat)
    ctl._forget()
    key(pygame.K_c)  # Show my cards
    app.run_frames(1)
    assert isinstance(app.top, PrivacyScene)
    take_the_screen(app)
    app.run_frames(2)
    assert ctl.hand_seat == seat
    target = next(t for t in range(4) if t != seat)
    ctl._do(Jack(jack, target))
    assert ctl.hand_seat is None  # hidden the moment she acted
    assert run_until(app, lambda: isinstance(app.top, PrivacyScene), limit=600)
    assert ctl.peek is None and app.top.name == f"H{seat}"
    take_the_screen(app)
    app.run_frames(2)
    assert ctl.peek is not None and ctl.peek[:3] == (seat, target, tuple(state.hands[target]))
    assert ctl.hand_seat == seat  # the screen belongs to the peeker
    key(pygame.K_ESCAPE)
    app.run_frames(2)
    assert ctl.peek is None and ctl.hand_seat is None  # Discussion: the hand hides again


def test_solo_jack_peek_is_shown_to_the_peeker(app):
    # ruling SG-11
    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    jack = _give_jack(state, 0)
    ctl._forget()
    app.run_frames(1)
    ctl._pick(jack, ctl.view())
    app.run_frames(1)
    peek = next(b for b in ctl.buttons if b.label == "Peek at the hand of B0")
    assert peek.hint  # the button shows its key
    key(peek.key)
    assert run_until(app, lambda: ctl.peek is not None, limit=300)
    assert ctl.peek[1] == 1 and ctl.peek[2] == tuple(state.hands[1])
    assert not isinstance(app.top, PrivacyScene)


def test_t_opens_the_line_without_typing_a_t_and_write_stays_for_the_second_line(app):
    # ruling SG-6: two announcements per Discussion
    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    assert any(b.label.startswith("Write") and b.hint == "T" for b in ctl.buttons)
    key(pygame.K_t)
    _text("t")  # what SDL sends after the T key
    for ch in "Hi":
        _text(ch)
    key(pygame.K_RETURN)
    app.run_frames(2)
    assert scene.session.history[-1] == (0, ["say", "Hi"])
    assert run_until(app, lambda: ctl.human_turn() == 0, limit=600)
    app.run_frames(1)
    assert any(b.label.startswith("Write") for b in ctl.buttons)
    key(pygame.K_t)
    _text("t")
    _text("to")
    key(pygame.K_RETURN)
    app.run_frames(2)
    assert scene.session.history[-1] == (0, ["say", "to"])


def test_mulligan_keyboard_focus_is_a_ring_and_space_toggles_only_the_focused_card(app):
    # ruling SG-5
    scene = _table(app, 1)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    app.run_frames(1)
    hand = ctl.view().hand
    click(ctl.card_rects[2].center)
    app.run_frames(1)
    assert ctl.mull == {hand[2]}
    key(pygame.K_TAB)  # shows the ring, on the first card
    app.run_frames(1)
    assert ctl.focus_ring.visible and ctl.focus_ring.focus == ("card", hand[0])
    lifted = {card for card, rect in ctl.hand_rects if rect.y < max(r.y for _c, r in ctl.hand_rects)}
    assert lifted == {hand[2]}  # the ring's card is not raised like a chosen one
    key(pygame.K_SPACE)
    app.run_frames(1)
    assert ctl.mull == {hand[0], hand[2]}  # the click's choice stays
    key(pygame.K_RIGHT)
    key(pygame.K_SPACE)
    app.run_frames(1)
    assert ctl.mull == {hand[0], hand[1], hand[2]}


# -- whole games by keyboard events only ---------------------------------------------------------
NAUGHTY = 11


class KeyPlayer:
    """Plays the human seats with key events only (Tab/arrows, Space, Enter, number keys),
    reading the screen's state to decide, never calling the controller to act."""

    def __init__(self, app, scene, peek_with_jack=False):
        self.app, self.scene, self.ctl = app, scene, scene.controller
        self.passed: list[str] = []  # names on the privacy screens passed, in order
        self.peek_with_jack = peek_with_jack
        self.peeks: list[tuple[int, int]] = []

    def step(self):
        app, ctl = self.app, self.ctl
        if ctl.peek and (ctl.peek[0], ctl.peek[1]) not in self.peeks:
            self.peeks.append((ctl.peek[0], ctl.peek[1]))
        if isinstance(app.top, PrivacyScene):
            if app.top.armed:  # a person waits for the screen to answer
                self.passed.append(app.top.name)
                key(pygame.K_RETURN)
            return
        if app.top is not self.scene or self.scene.handover.waiting:
            return  # (the next person waits for the table to take her keys)
        if self.scene.offering_undo and not self.scene.busy:
            key(pygame.K_RETURN)  # go on
            return
        seat = ctl.human_turn()
        if seat is None:
            return
        view = ctl.view()
        phase = view.phase
        if phase == "ace":
            key(pygame.K_2)
        elif phase in ("mulligan", "last-minute"):
            key(pygame.K_RETURN)
        elif phase == "discussion":
            hand = self.scene.session.state.hands[seat]  # the test knows; the keys do the rest
            jack = next((c for c in hand if rank(c) == 11), None) if self.peek_with_jack and not self.peeks else None
            if jack is None:
                key(pygame.K_RETURN)
            elif ctl.hand_seat != seat:
                key(pygame.K_c)  # show my cards (behind the privacy screen)
            else:
                self._choose(jack, then=pygame.K_1)  # 1: peek at the first other player
        elif phase == "goodwill":
            if not view.hand:
                key(pygame.K_RETURN)
            else:
                card = next((c for c in view.hand if rank(c) < NAUGHTY), view.hand[0])
                self._choose(card, then=pygame.K_RETURN)
        elif phase == "wrapping":
            presents = [c for c in view.hand if is_present(c)]
            if not presents or any(b.label == "Nothing to wrap" for b in ctl.buttons):
                key(pygame.K_RETURN)
            else:
                self._choose(presents[0], then=pygame.K_1)

    def _choose(self, card, then):
        """Tab the ring to ``card``, Space to pick it, then ``then``."""
        ring, ctl = self.ctl.focus_ring, self.ctl
        if ctl.selected == card:
            key(then)
        elif not ring.visible or ring.focus != ("card", card):
            key(pygame.K_TAB)
        else:
            key(pygame.K_SPACE)


def _play_to_results(app, scene, player, limit=60000):
    from table.scenes.results import ResultsScene

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=limit, each=player.step)
    assert scene.session.state.is_over()


def _human_moves(scene, seats):
    return [a for s, a in scene.session.history if s in seats]


def test_one_human_plays_a_base_game_by_keyboard_only(app):
    # ruling SG-7, SG-8, SG-15: every phase from the keys
    scene = _table(app, 1, seed=3)
    _play_to_results(app, scene, KeyPlayer(app, scene))
    moves = {a[0] if isinstance(a, list) else a for a in _human_moves(scene, {0})}
    assert {"mulligan", "pass", "done"} <= moves and ("wrap" in moves or "wrap-nothing" in moves)


def test_one_human_plays_merry_little_christmas_by_keyboard_only(app):
    # ruling SG-4, SG-8: two presents to each player in Merry Little Christmas
    scene = _table(app, 1, seed=4, variant="merry-little-christmas")
    _play_to_results(app, scene, KeyPlayer(app, scene))
    moves = {a[0] if isinstance(a, list) else a for a in _human_moves(scene, {0})}
    assert {"mulligan", "pass", "done"} <= moves


def test_two_humans_at_one_screen_see_hands_and_peeks_only_behind_their_privacy_screen(app, monkeypatch):
    # ruling SG-11, SG-5, G-3: hands and a Jack's peek only for their owner, privacy screen first
    scene = _table(app, 2, seed=5)
    ctl, state = scene.controller, scene.session.state
    player = KeyPlayer(app, scene, peek_with_jack=True)
    jack = next(c for c in state.deck if rank(c) == 11)
    state.deck.remove(jack)
    state.deck.append(state.hands[1].pop(0))
    state.hands[1] = sorted(state.hands[1] + [jack])  # H1 holds a Jack from the deal
    ctl._forget()
    drawn = {"hands": 0, "peeks": 0}
    real_hand, real_peek = ctl._draw_hand, ctl._draw_peek

    def owner_screen(seat):
        return player.passed and player.passed[-1] == ctl.names[seat]

    def draw_hand(surface, view):
        if view.phase not in ("mulligan", "over") and ctl.hand_rects:
            assert owner_screen(ctl.hand_seat) and view.hand == tuple(state.hands[ctl.hand_seat])
            drawn["hands"] += 1
        real_hand(surface, view)

    def draw_peek(surface):
        assert owner_screen(ctl.peek[0])
        drawn["peeks"] += 1
        real_peek(surface)

    monkeypatch.setattr(ctl, "_draw_hand", draw_hand)
    monkeypatch.setattr(ctl, "_draw_peek", draw_peek)
    _play_to_results(app, scene, player)
    assert player.peeks and player.peeks[0][0] == 1  # the peek was shown to the peeker, H1
    assert drawn["hands"] and drawn["peeks"]
    assert {"H0", "H1"} <= set(player.passed)
    assert any(a[0] == "jack" for a in _human_moves(scene, {1}) if isinstance(a, list))


def _tab_to(app, ctl, target, limit=40):
    for _ in range(limit):
        if ctl.focus_ring.visible and ctl.focus_ring.focus == target:
            return True
        key(pygame.K_TAB)
        app.run_frames(1)
    return False


def test_queen_presents_and_king_target_by_keyboard(app):
    # ruling SG-12, SG-13: the ring reaches the presents under the Tree; targets have number keys
    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    queen = next(c for c in state.deck if rank(c) == 12)
    king = next(c for c in state.deck if rank(c) == 13)
    present = [c for c in state.deck if is_present(c)][:2]
    for c in (queen, king, *present):
        state.deck.remove(c)
    state.hands[0] = sorted(state.hands[0] + [queen, king])
    state.tree = {1: [present[0], 1, 2], 2: [present[1], 2, 3]}
    ctl._forget()
    ctl.settle()
    app.run_frames(1)
    assert _tab_to(app, ctl, ("card", queen))
    key(pygame.K_SPACE)
    app.run_frames(1)
    for pid in (1, 2):
        assert _tab_to(app, ctl, ("present", pid))
        key(pygame.K_SPACE)
        app.run_frames(1)
    swap = next(b for b in ctl.buttons if b.label == "Swap these two presents")
    assert swap.hint == "1"
    key(pygame.K_1)
    app.run_frames(1)
    assert scene.session.history[-1] == (0, ["queen", queen, 1, 2])
    assert run_until(app, lambda: ctl.human_turn() == 0, limit=600)
    app.run_frames(1)
    assert _tab_to(app, ctl, ("card", king))
    key(pygame.K_SPACE)
    app.run_frames(1)
    targets = [b for b in ctl.buttons if b.label.startswith("Frenemies with")]
    assert [b.hint for b in targets] == ["1", "2", "3"]
    key(pygame.K_3)
    app.run_frames(1)
    assert scene.session.history[-1] == (0, ["king", king, 3])


def test_merry_little_christmas_words_count_presents(app):
    # ruling SG-4, SG-8, SG-16: two presents to each other player
    scene = _table(app, 1, variant="merry-little-christmas")
    ctl, state = _to_discussion(app, scene)
    state.record[0][1] = 2
    state.record[0][2] = 1
    ctl._forget()
    assert ctl._given_line(0, ctl.view()) == "gave 3 of 6 presents"
    hint = ctl._hint("wrapping", 1)
    assert "not given one to yet" not in hint and "two" in hint


def test_all_through_the_night_discussion_invites_no_naughty_card(app):
    # ruling SG-17
    scene = _table(app, 1, night="1")
    ctl, state = _to_discussion(app, scene)
    _give_jack(state, 0)
    ctl._forget()
    assert "Naughty card" not in ctl._hint("discussion", 1).replace("No Naughty cards", "")
    assert "Click a Naughty card" not in ctl._status(ctl.view())
    assert "play a Naughty card" in _table(app, 1).controller._hint("discussion", 1)


def test_results_say_why_the_winner_won(app):
    # ruling SG-16, G-7
    from table.games.spirit_of_giving import why_won

    scene = _table(app, 1)
    state = scene.session.state
    state.piles = [[], [1, 2, 3, 4, 5], [6], []]
    state.true_spirit = (0,)
    names = ("You", "B0", "B1", "B2")
    assert "True Spirit of Giving" in why_won(state.view(None), state.result(), names)
    state.true_spirit = ()
    assert why_won(state.view(None), state.result(), names) == "Most presents won (5)"


def test_a_true_spirit_winner_is_not_shown_zero_presents(app):
    # ruling SG-16: the True Spirit of Giving wins with no present kept
    from table.scenes.results import ResultsScene

    scene = _table(app, 1)
    state = scene.session.state
    state.piles = [[], [1, 2, 3, 4, 5], [6], []]
    state.true_spirit = (0,)
    results = ResultsScene(app, scene, demo=True)
    assert results.score_texts[0] == "True Spirit of Giving"
    assert results.score_texts[1] == "5 presents" and results.score_texts[2] == "1 present"


def test_the_keyboards_ring_on_a_naughty_card_shows_what_it_does():
    # ruling SG-10: a keyboard player learns what a small card is, as the mouse's would
    from table.app import App
    from table.config import Settings

    small = App(Settings(speed="instant", undo_wait=0), None, size=(1024, 600))
    try:
        scene = _table(small, 1)
        ctl, state = _to_discussion(small, scene)
        king = next(c for c in state.deck if rank(c) == 13)
        state.deck.remove(king)
        state.hands[0] = sorted([*state.hands[0], king])
        ctl._forget()
        small.run_frames(1)
        assert ctl._tip() is None
        for _ in range(12):  # Tab shows the ring, then moves it along the hand
            if ctl.focus_ring.visible and ctl.focus_ring.current.key == ("card", king):
                break
            key(pygame.K_TAB)
            small.run_frames(1)
        assert ctl.focus_ring.current.key == ("card", king)
        lines, _box = ctl._tip()
        assert "Frenemies" in " ".join(lines)
    finally:
        small.pg.quit()


def test_the_line_saying_how_to_type_an_announcement_is_dark_on_the_white_box(app):
    # ruling SG-6: a person may type her own announcement; the how-to reads over the cards
    scene = _table(app, 1)
    ctl, _state = _to_discussion(app, scene)
    key(pygame.K_t)
    app.run_frames(2)
    assert ctl.typing is not None
    box, caption = ctl._typing_box()
    assert box.contains(caption)  # inside the white box, which lies over the cards
    surface = pygame.Surface(app.screen.get_size())
    ctl.draw(surface)
    assert tuple(surface.get_at((caption.left - 2, caption.centery)))[:3] == (255, 255, 255)
