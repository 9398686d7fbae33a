"""The Spirit of Giving table, headless: the public mulligan, passing and wrapping by
mouse, the Ace choice, announcements, hot-seat privacy, Naughty cards through the channel,
pure drawing and a table that asks for no frames while it waits for a person."""


import pygame

from engine.games import get_game
from engine.games.spirit_of_giving.cards import rank
from engine.games.spirit_of_giving.moves import DONE, Mulligan, Unwrapped
from engine.session import SeatPlan, Session
from table.scenes.privacy import PrivacyScene
from table.scenes.table_scene import TableScene

from .helpers import click, draw_writes_nothing, frames_painted, key, run_until

GAME = get_game("spirit-of-giving")


def _table(app, humans, players=4, seed=6, names=None, **settings):
    seats = [SeatPlan(f"H{i}") for i in range(humans)] + [SeatPlan(f"B{i}", "medium") for i in range(players - humans)]
    for seat, name in enumerate(names or ()):
        seats[seat] = SeatPlan(name, seats[seat].bot)
    scene = TableScene(app, Session(GAME, seats, settings, seed))
    app.push(scene)
    return scene


def test_mulligan_by_mouse_while_every_hand_shows(app):
    # ruling SG-5
    scene = _table(app, 1)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    app.run_frames(1)
    view = ctl.view()
    assert view.phase == "mulligan" and len(view.hands) == 4  # all public
    first = view.hand[0]
    click(ctl.card_rects[0].center)
    app.run_frames(1)
    assert ctl.mull == {first}
    key(pygame.K_RETURN)
    app.run_frames(1)
    assert scene.session.history[0][0] == 0 and scene.session.history[0][1] == ["mulligan", [first]]


def test_pass_and_wrap_by_clicking_a_card_then_a_button(app):
    # ruling SG-7, SG-8
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state

    def human_moves():
        if ctl.human_turn() == 0 and state.phase in ("mulligan", "discussion", "last-minute"):
            ctl._do(Mulligan(()) if state.phase == "mulligan" else DONE)

    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "goodwill", each=human_moves)
    app.run_frames(1)
    card = ctl.view().hand[0]
    ctl._pick(card, ctl.view())
    app.run_frames(1)
    passing = [b for b in ctl.buttons if b.label.startswith("Pass the ")]
    assert len(passing) == 1 and "B0" in passing[0].label  # one seat to the left in round 1
    passing[0].on_click()
    assert scene.session.history[-1] == (0, ["pass", card])
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "wrapping", each=human_moves)
    app.run_frames(1)
    present = next(c for c in ctl.view().hand if rank(c) <= 10)
    ctl._pick(present, ctl.view())
    app.run_frames(1)
    wraps = [b for b in ctl.buttons if b.label.startswith("Wrap it for")]
    assert len(wraps) == 3
    wraps[-1].on_click()
    assert scene.session.history[-1][1][:2] == ["wrap", present]


def test_the_ace_choice_appears_for_its_human_giver(app):
    # ruling SG-3
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state
    while state.phase != "last-minute":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, Mulligan(()) if state.phase == "mulligan" else DONE if DONE in legal else legal[-1])
    state.tree = {1: [0, 0, 2], 2: [5, 2, 0]}  # the Ace of spades from seat 0, a 6 from seat 2
    for seat in range(4):
        state.apply(seat, DONE)
    ctl._forget()  # the state was changed behind the channel's back
    assert state.phase == "ace" and state.to_act() == (0,)
    assert run_until(app, lambda: ctl.human_turn() == 0)
    app.run_frames(1)
    labels = [b.label for b in ctl.buttons]
    assert labels == ["My Ace counts 1", "My Ace counts 11"]
    key(pygame.K_2)
    app.run_frames(1)
    assert sorted(state.piles[0]) == [0, 5]


def test_a_typed_announcement_becomes_a_bubble(app):
    # ruling SG-6, G-4
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "discussion",
                      each=lambda: ctl.human_turn() == 0 and state.phase == "mulligan" and ctl._do(Mulligan(())))
    app.run_frames(1)
    ctl._start_typing()
    for ch in "A ten for @you":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(pygame.K_RETURN)
    app.run_frames(2)
    assert scene.session.history[-1] == (0, ["say", "A ten for (at)you"])
    assert run_until(app, lambda: any(b.text == "A ten for (at)you" for b in ctl.bubbles), limit=200)


def test_hot_seat_shows_a_hand_only_behind_the_privacy_screen(app):
    scene = _table(app, 2)
    ctl = scene.controller
    state = scene.session.state

    def open_phases():
        seat = ctl.human_turn()
        if seat is not None and state.phase == "mulligan":
            ctl._do(Mulligan(()))
        elif seat is not None and state.phase in ("discussion", "last-minute") and ctl.shown is None:
            ctl._do(DONE)  # talk needs no hand: no privacy screen

    assert run_until(app, lambda: isinstance(app.top, PrivacyScene), each=open_phases)
    assert state.phase == "goodwill" and ctl.hand_seat is None
    seat = state.to_act()[0]
    app.top._ready()
    app.run_frames(1)
    assert ctl.hand_seat == seat and ctl.view().hand == tuple(state.hands[seat])
    ctl._do(next(a for a in state.legal_actions(seat) if type(a).__name__ == "PassCard"))
    assert ctl.hand_seat is None


def test_hot_seat_talk_needs_no_privacy_but_naughty_cards_do(app):
    # ruling SG-10: Naughty cards in Discussion, from a hand shown only to its owner
    scene = _table(app, 2)
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() is not None and state.phase == "discussion",
                     each=lambda: ctl.human_turn() is not None and state.phase == "mulligan"
                     and ctl._do(Mulligan(())))
    app.run_frames(1)
    assert not isinstance(app.top, PrivacyScene) and ctl.hand_seat is None
    show = next(b for b in ctl.buttons if b.label == "Show my cards")
    show.on_click()
    assert isinstance(app.top, PrivacyScene)
    seat = state.to_act()[0]
    app.top._ready()
    app.run_frames(1)
    assert ctl.hand_seat == seat


def test_all_through_the_night_timer_ends_discussion_for_humans(app):
    # ruling SG-17
    scene = _table(app, 1, night="1", discussion_minutes="1")
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "discussion",
                      each=lambda: ctl.human_turn() == 0 and state.phase == "mulligan" and ctl._do(Mulligan(())))
    app.run_frames(1)
    assert ctl.timer is not None and 55 < ctl.timer <= 60
    assert not any(type(a).__name__ in ("Jack", "Queen", "King") for a in state.legal_actions(0))
    assert "left" in ctl._status(ctl.view())
    app.run_frames(60 * 61)
    assert (0, "done") in scene.session.history


def test_a_jack_peek_shows_only_to_the_peeker(app):
    # ruling SG-11
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "discussion",
                      each=lambda: ctl.human_turn() == 0 and state.phase == "mulligan" and ctl._do(Mulligan(())))
    jack = next(c for c in range(52) if rank(c) == 11 and c in state.deck)
    state.deck.remove(jack)
    state.hands[0].append(jack)
    ctl._forget()
    app.run_frames(1)
    ctl._pick(jack, ctl.view())
    app.run_frames(1)
    peek = next(b for b in ctl.buttons if b.label == "Peek at the hand of B1")
    peek.on_click()
    assert run_until(app, lambda: ctl.peek is not None, limit=300)
    assert ctl.peek[1] == 2 and ctl.peek[2] == tuple(state.hands[2])


def test_hot_seat_ace_choice_shows_no_hand(app):
    # ruling SG-3: the pair is face up for all; the giver's hand stays hidden
    scene = _table(app, 2)
    ctl = scene.controller
    state = scene.session.state
    while state.phase != "last-minute":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, Mulligan(()) if state.phase == "mulligan" else DONE if DONE in legal else legal[-1])
    state.tree = {1: [0, 1, 2], 2: [5, 2, 1]}  # seat 1 (a human) gave the Ace of spades
    for seat in range(4):
        state.apply(seat, DONE)
    ctl._forget()
    assert state.to_act() == (1,)
    assert run_until(app, lambda: ctl.human_turn() == 1)
    assert not isinstance(app.top, PrivacyScene) and ctl.hand_seat is None


def _to_discussion(app, scene):
    ctl = scene.controller
    state = scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "discussion",
                     each=lambda: ctl.human_turn() == 0 and state.phase == "mulligan" and ctl._do(Mulligan(())))
    return ctl, state


def _from_deck(state, wanted):
    """Take the first card of the deck that ``wanted`` accepts."""
    card = next(c for c in state.deck if wanted(c))
    state.deck.remove(card)
    return card


def _give(state, seat, wanted):
    """Move the first card of the deck that ``wanted`` accepts into ``seat``'s hand."""
    card = _from_deck(state, wanted)
    state.hands[seat].append(card)
    state.hands[seat].sort()
    return card


def test_a_table_waiting_for_a_person_asks_for_no_frames(app):
    scene = _table(app, 1)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0 and not scene.animating(), limit=3000)
    assert not ctl.animating()  # the acting plate's glow holds still for a person


def test_all_through_the_night_clock_shows_each_second_without_drawing_every_frame(app, monkeypatch):
    # ruling SG-17: the clock counts down on screen; a frame per second shown, not sixty
    scene = _table(app, 1, night="1", discussion_minutes="1")
    ctl, _state = _to_discussion(app, scene)
    assert run_until(app, lambda: not app.animating(), limit=3000)
    assert ctl.timer is not None
    before = ctl.timer
    drawn = frames_painted(app, 2.5, monkeypatch)
    assert 2.0 < before - ctl.timer < 3.2  # the clock kept time while the app slept
    assert 2 <= drawn <= 6


def test_drawing_writes_nothing(app):
    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    jack = _give(state, 0, lambda c: rank(c) == 11)
    ctl._forget()
    app.run_frames(1)
    ctl._pick(jack, ctl.view())
    ctl.peek = (0, 2, tuple(state.hands[2]), 3.0)
    ctl._start_typing()
    app.run_frames(1)
    assert draw_writes_nothing(app, ctl)  # the controller, every card and flyer in it included


def test_two_jacks_offer_each_player_once(app):
    # ruling SG-11: the engine lists each Jack; the buttons are those of the Jack picked
    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    first = _give(state, 0, lambda c: rank(c) == 11)
    _give(state, 0, lambda c: rank(c) == 11)
    ctl._forget()
    app.run_frames(1)
    ctl._pick(first, ctl.view())
    app.run_frames(1)
    peeks = [b.label for b in ctl.buttons if b.label.startswith("Peek at")]
    assert peeks == ["Peek at the hand of B0", "Peek at the hand of B1", "Peek at the hand of B2"]


def test_a_queen_on_a_pair_shows_the_engines_reason(app):
    # ruling SG-12: the refusal is the engine's, through the channel's why_not
    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    queen = _give(state, 0, lambda c: rank(c) == 12)
    five, six, seven = (_from_deck(state, lambda c, r=r: rank(c) == r) for r in (5, 6, 7))
    state.tree = {1: [five, 1, 2], 2: [six, 2, 1], 3: [seven, 3, 0]}  # 1 and 2 are a pair
    ctl._forget()
    app.run_frames(1)
    ctl.settle()
    ctl._pick(queen, ctl.view())
    ctl.queen_pick = [1, 2]
    app.run_frames(1)
    refused = [b for b in ctl.buttons if not b.enabled]
    assert [b.label for b in refused] == ["Pick two presents under the Tree that are not a pair"]
    ctl.queen_pick = [1, 3]
    app.run_frames(1)
    assert any(b.label == "Swap these two presents" and b.enabled for b in ctl.buttons)


def test_verdicts_read_well_for_a_player_called_you(app):
    scene = _table(app, 1, names=["You"])
    ctl = scene.controller
    app.run_frames(1)
    event = Unwrapped(first=1, second=2, cards=(5, 3), givers=(0, 1), equal=False, ace=0, frenemies=False,
                      taken=((0, 5), (0, 3)))
    for step in ctl.steps_for(event)[:2]:
        step()
    assert ctl.banner[1] == "Both presents go to You: the better present wins."
    equal = Unwrapped(first=1, second=2, cards=(5, 18), givers=(1, 0), equal=True, ace=0, frenemies=False,
                      taken=((0, 5), (1, 18)))
    for step in ctl.steps_for(equal)[:2]:
        step()
    assert "with You" in ctl.banner[1] and "You keeps" not in ctl.banner[1]


def test_space_hurries_the_bots_but_not_the_reveal_of_the_presents_passed_in_secret(app):
    # ruling G-5: choices made in secret are revealed together, to everyone, at the table's pace
    from engine.games.spirit_of_giving.moves import PassesRevealed

    scene = _table(app, 0)
    real = scene.controller.steps_for
    hurried = []  # whether Space's hurry was on as each step of a reveal played

    def steps_for(event):
        steps = real(event)
        if isinstance(event, PassesRevealed):
            return [lambda step=step: (hurried.append(scene.hurry), step())[1] for step in steps]
        return steps

    scene.controller.steps_for = steps_for
    assert run_until(app, lambda: hurried, each=lambda: setattr(scene, "hurry", True))  # Space, again and again
    assert hurried and not any(hurried)


def test_a_naughty_card_picked_in_the_nights_discussion_says_why_it_waits(app):
    # ruling SG-17: no Naughty card in All Through the Night's Discussion; the card picked says so
    scene = _table(app, 1, night="1", discussion_minutes="1")
    ctl, state = _to_discussion(app, scene)
    cards = [_give(state, 0, lambda c, r=r: rank(c) == r) for r in (13, 11, 12)]
    ctl._forget()
    app.run_frames(1)
    for card in cards:  # a King, a Jack, a Queen: the same reason
        ctl._pick(card, ctl.view())
        app.run_frames(1)
        said = [b.label for b in ctl.buttons if not b.enabled]
        assert said == ["No Naughty cards while the clock runs: keep it for Goodwill"], said
        assert not [b for b in ctl.buttons if b.name and b.name[0] == "do" and type(b.name[1]).__name__ in
                    ("Jack", "Queen", "King")]
        b = next(b for b in ctl.buttons if b.label == said[0])
        assert not any(b.rect.colliderect(r) for _c, r in ctl.hand_rects)  # readable, over no card


def test_a_naughty_cards_tip_is_drawn_clear_of_the_choices_and_over_them():
    # ruling SG-10: the card pointed at says what it does, readable beside its choices
    from table.app import App
    from table.config import Settings

    app = App(Settings(speed="instant", undo_wait=0), None, size=(1024, 600))  # a King's face too small for its name
    try:
        scene = _table(app, 1)
        ctl, state = _to_discussion(app, scene)
        king = _give(state, 0, lambda c: rank(c) == 13)
        ctl._forget()
        app.run_frames(1)
        ctl._pick(king, ctl.view())
        app.run_frames(1)
        rect = next(r for c, r in ctl.hand_rects if c == king)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.run_frames(1)
        lines, box = ctl._tip()
        assert "Frenemies" in " ".join(lines)
        chips = [b.rect for b in ctl.buttons if b.rect.bottom <= ctl.layout.bar.top]
        assert chips and box.collidelist(chips) < 0 and not box.colliderect(rect)
        surface = pygame.Surface(app.screen.get_size())
        ctl.draw(surface)
        assert tuple(surface.get_at((box.left + 3, box.centery)))[:3] == (255, 248, 226)  # nothing over it
    finally:
        app.pg.quit()


def test_a_card_with_no_use_now_says_why_instead_of_rising_for_nothing(app):
    # ruling SG-10: in Discussion only Naughty cards are played; SG-3: the Ace's question first
    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    present = next(c for c in ctl.view().hand if rank(c) <= 10)
    ctl._pick(present, ctl.view())
    app.run_frames(1)
    assert ctl.selected is None and not [b for b in ctl.buttons if not b.enabled]
    assert app.toasts and "Naughty" in app.toasts[-1][0]


def test_a_card_picked_while_the_ace_question_waits_says_to_answer_it_first(app):
    # ruling SG-3
    scene = _table(app, 1)
    ctl = scene.controller
    state = scene.session.state
    while state.phase != "last-minute":
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, Mulligan(()) if state.phase == "mulligan" else DONE if DONE in legal else legal[-1])
    state.tree = {1: [0, 0, 2], 2: [5, 2, 0]}  # the Ace of spades from seat 0, a 6 from seat 2
    for seat in range(4):
        state.apply(seat, DONE)
    ctl._forget()
    assert run_until(app, lambda: ctl.human_turn() == 0)
    app.run_frames(1)
    for card in ctl.view().hand:
        ctl._pick(card, ctl.view())
        app.run_frames(1)
        assert ctl.selected is None and "1 or 11" in app.toasts[-1][0]
    assert [b.label for b in ctl.buttons] == ["My Ace counts 1", "My Ace counts 11"]
