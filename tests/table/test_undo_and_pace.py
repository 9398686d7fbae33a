"""Undo a player can use (the bots wait after your move, as long as the settings say or until
you go on) and Space to hurry the others along."""

import pygame

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.table_scene import TableScene

from .helpers import wait_for_turn


def _solo(app, game="presents-of-mine", players=5):
    seats = [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in range(1, players)]
    scene = TableScene(app, Session(get_game(game), seats, {}, 4))
    app.push(scene)
    assert wait_for_turn(app, scene.controller)
    return scene


def _key(app, k, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def test_until_i_go_on_the_bots_wait_for_enter_and_undo_stays_open(app):
    app.settings.undo_wait = -1
    scene = _solo(app)
    assert scene.act(0, scene.channel.legal_actions(0)[2])
    app.run_frames(60 * 20)  # twenty seconds: nobody moves while the move can be taken back
    assert scene.channel.moves == 1 and scene.offering_undo
    _key(app, pygame.K_RETURN)
    assert not scene.offering_undo
    app.run_frames(60 * 5)
    assert scene.channel.moves > 1  # the bots played on


def test_the_wait_from_the_settings_then_the_bots_go_on(app):
    app.settings.undo_wait = 5
    scene = _solo(app)
    assert scene.act(0, scene.channel.legal_actions(0)[2])
    app.run_frames(60 * 4)
    assert scene.channel.moves == 1 and scene.offering_undo
    app.run_frames(60 * 4)
    assert not scene.offering_undo and scene.channel.moves > 1


def test_undo_off_offers_nothing(app):
    app.settings.undo_wait = 0
    scene = _solo(app)
    assert scene.act(0, scene.channel.legal_actions(0)[2])
    assert not scene.offering_undo


def test_space_hurries_the_others_until_it_is_your_turn_again(app):
    seats = [SeatPlan("You")] + [SeatPlan(f"Bot {i}", "easy") for i in (1, 2, 3)]
    scene = TableScene(app, Session(get_game("not-a-hat"), seats, {"first": 1}, 3))
    app.push(scene)
    app.run_frames(2)
    assert not scene.channel.humans_to_act()
    normal = scene.speed
    _key(app, pygame.K_SPACE)
    assert scene.hurry and scene.speed > normal
    assert wait_for_turn(app, scene.controller, limit=3000)
    app.run_frames(30)
    assert not scene.hurry and scene.speed == normal


def test_a_hint_is_a_legal_move_from_the_seats_view_only(app):
    scene = _solo(app, game="secret-santa")
    app.run_frames(30)
    assert scene.hint_seat() == 0
    job = scene.channel.hint_job(0)
    legal = scene.channel.legal_actions(0)

    class Sealed:  # the hint must not read the game beyond the view it was handed (ruling G-3)
        def __getattr__(self, name):
            raise AssertionError(f"the hint read the state's {name}")

    real, scene.session.state = scene.session.state, Sealed()
    try:
        move = job()
    finally:
        scene.session.state = real
    assert move in legal
    moves = scene.channel.moves
    toasts = []
    app.toast = lambda text, *a: toasts.append(text)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    for _ in range(600):
        app.run_frames(1)
        if toasts or scene.controller.hint_note:
            break
    assert not toasts  # the hint shows in the bar (a note at the top hid the top seat's plate)
    assert scene.controller.hint_note and scene.controller.hint_note[0]
    assert scene.channel.moves == moves  # a hint never plays the move


def test_no_hints_in_hot_seat_by_default_or_when_switched_off(app):
    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("Bot", "easy")]
    scene = TableScene(app, Session(get_game("secret-santa"), seats, {}, 4))
    app.push(scene)
    for _ in range(3000):
        app.run_frames(1)
        if len(scene.channel.humans_to_act()) == 1 and not scene.busy:
            break
    assert len(scene.channel.humans_to_act()) == 1 and scene.hint_seat() is None
    app.settings.hints = "always"
    assert scene.hint_seat() == scene.channel.humans_to_act()[0]
    app.settings.hints = "off"
    solo = _solo(app)
    assert solo.hint_seat() is None


def test_a_not_a_hat_claim_stays_on_screen_a_moment_longer_before_the_next_bot_answers(app):
    """At normal speed, after a bot names a gift, the next bot waits its thinking time plus the
    claim's moment to read (the table's linger), so claims and verdicts do not fly past."""
    from engine.games.not_a_hat.moves import Given

    app.settings.speed = "normal"
    seats = [SeatPlan(f"Bot {i}", "easy") for i in range(4)]
    scene = TableScene(app, Session(get_game("not-a-hat"), seats, {}, 3), demo=True)
    app.push(scene)
    played = []
    real_next = scene.channel.next_events  # (each record's events, as the table takes them)
    scene.channel.next_events = lambda: played.append(real_next()) or played[-1]
    for _ in range(60 * 30):
        app.run_frames(1)
        if played and any(isinstance(e, Given) for e in played[-1]) and scene.worker is not None:
            break
    assert played and any(isinstance(e, Given) for e in played[-1])
    think = scene.controller.think_seconds(0)
    assert scene.think_left >= scene.seconds(think + scene.controller.LINGER[Given]) - 0.05


def test_every_logged_bot_move_stays_in_the_bar_a_second_before_the_next_bot_moves(app):
    """At normal speed a bot's move whose line reaches the bar ("Last: ...") stays there at least
    READ_SECONDS before any bot acts again, in a game whose bots think briefly and whose moves
    animate quickly (Secret Santa plays)."""
    from table.scenes.table_scene import READ_SECONDS

    app.settings.speed = "normal"
    seats = [SeatPlan(f"Bot {i}", "easy") for i in range(4)]
    scene = TableScene(app, Session(get_game("secret-santa"), seats, {}, 3), demo=True)
    app.push(scene)
    acts, lines = [], []
    real_act = scene.channel.act
    scene.channel.act = lambda seat, action: acts.append(scene.clock) or real_act(seat, action)
    real_show = scene._show_line
    scene._show_line = lambda line: lines.append(scene.clock) or real_show(line)
    for _ in range(60 * 40):
        app.run_frames(1)
    assert len(lines) > 10
    for shown in lines:
        later = [t for t in acts if t > shown]
        if later:
            assert later[0] - shown >= READ_SECONDS - 1e-6, (shown, later[0])
