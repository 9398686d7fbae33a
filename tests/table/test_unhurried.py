"""Unhurried windows (issue 37): by default a Holly or Snowflake window waits until every person
at the screen has answered, as long as they take (the rules give a window no time: rulings
SS-8, SS-9); bots still answer within their pacing. Settings can choose a countdown instead."""

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.config import Settings, settings_from
from table.games.secret_santa.windows import SantaWindows
from table.scenes.table_scene import TableScene

from .helpers import key, run_until

GAME = get_game("secret-santa")
UNHURRIED = True  # the settings' own window timing, not the short countdown conftest gives other tests
WAITING = SantaWindows._window_total  # (as it is, for a check run from another module: test_size)


def _ann_and_ben(app, lead=2):
    """Ann and Ben at one screen with two bots; B2 leads, so a Holly window opens at once."""
    from engine.games.secret_santa.cards import GHOST, MOUSE
    from tests.engine.santa_helpers import rig

    seats = [SeatPlan("Ann"), SeatPlan("Ben"), SeatPlan("B2", "easy"), SeatPlan("B3", "easy")]
    session = Session(GAME, seats, {"hands": "1"}, 2)
    session.state = rig([[3, 8, MOUSE], [2, 9, 9], [4, 7, GHOST], [5, 6, 6]], lead=lead)
    scene = TableScene(app, session)
    app.push(scene)
    return session, scene, scene.controller


def _both_have_seen(ctl):
    """Ann and Ben have seen their cards this hand (else the table opens them for each in turn)."""
    return lambda: ctl.seen.update({0, 1})


def _labels(ctl):
    ctl._update_buttons(ctl.view())
    return [b.label for b in ctl.buttons]


def test_a_holly_window_waits_for_two_people_at_one_screen_as_long_as_they_take(app):
    # ruling SS-8: the Holly window has no time in the rules; unhurried, it waits for Ann and Ben
    assert app.settings.window_wait == -1  # the default for a new family
    session, scene, ctl = _ann_and_ben(app)
    state = session.state
    assert run_until(app, lambda: state.phase == "holly" and app.top is scene and "Not now (Ann)" in _labels(ctl),
                     each=_both_have_seen(ctl))
    plays = len(state.plays)
    app.run_frames(60, dt=10.0)  # ten minutes go by
    assert state.phase == "holly" and len(state.plays) == plays and state.queue[0] in (0, 1)
    assert not [seat for seat, _move in session.history if seat in (0, 1)]  # nobody answered for them
    assert _labels(ctl) == ["Holly! (Ann)", "Not now (Ann)", "Holly! (Ben)", "Not now (Ben)"]
    assert ctl.countdown.waits and not ctl.animating()  # nothing runs: the table is still while it waits
    next(b for b in ctl.buttons if b.label == "Not now (Ben)").on_click()  # Ben answers first
    app.run_frames(60, dt=10.0)  # and Ann takes ten minutes more
    assert state.phase == "holly" and _labels(ctl) == ["Holly! (Ann)", "Not now (Ann)"]
    next(b for b in ctl.buttons if b.label == "Not now (Ann)").on_click()
    assert run_until(app, lambda: state.phase != "holly" or state.window_after != 2, limit=600)
    answers = [(seat, move) for seat, move in session.history if seat in (0, 1)]
    assert answers and all(move == "decline" for _seat, move in answers[-2:]), session.history


def test_a_lone_player_says_not_now_with_n_and_the_window_waits_for_it(app):
    # ruling SS-8: alone at the table with a Holly card, she answers the window herself
    from engine.games.secret_santa.cards import GHOST, MOUSE
    from tests.engine.santa_helpers import rig

    session = Session(GAME, [SeatPlan("H0")] + [SeatPlan(f"B{i}", "easy") for i in range(1, 4)], {"hands": "1"}, 2)
    session.state = rig([[3, 8, MOUSE], [2, 9, 9], [4, 7, GHOST], [5, 6, 6]], lead=1)
    state = session.state
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: state.phase == "holly" and "Not now" in _labels(ctl))
    app.run_frames(30, dt=20.0)
    assert state.phase == "holly" and _labels(ctl) == ["Holly!", "Not now"]
    key(pygame.K_n)
    assert run_until(app, lambda: state.phase != "holly" or state.window_after != 1, limit=600)
    assert (0, "decline") in session.history or any(s == 0 for s, _m in session.history)


def _within_pacing(app, scene, ctl, session, bot):
    """The bot ``bot`` moves within its pacing: its thinking time and the last line's reading
    time (at the table's speed), a few frames of animation besides."""
    from table.scenes.table_sources import READ_SECONDS

    frames = int(scene.seconds(ctl.think_seconds(bot) + READ_SECONDS) * 60) + 30
    moves = len(session.history)
    return run_until(app, lambda: len(session.history) > moves and session.history[moves][0] == bot, limit=frames)


def test_bots_still_answer_within_their_pacing(app):
    # ruling SS-8: the window asks in seat order; unhurried, the bot asked before Ann and Ben
    # still answers within its pacing, and so does the bot whose turn comes after the window
    session, scene, ctl = _ann_and_ben(app)
    state = session.state
    assert run_until(app, lambda: state.phase == "holly" and app.top is scene and "Not now (Ann)" in _labels(ctl),
                     limit=600, each=_both_have_seen(ctl))
    assert state.queue[0] == 3 and _within_pacing(app, scene, ctl, session, 3)  # B3 declines the window
    for name in ("Not now (Ben)", "Not now (Ann)"):
        assert run_until(app, lambda name=name: name in _labels(ctl), limit=600)
        next(b for b in ctl.buttons if b.label == name).on_click()
    assert run_until(app, lambda: state.phase == "turn" and not scene.busy, limit=600)
    assert not scene.channel.humans_to_act()  # B3's turn, after B2's play
    seat = next(s for s in (2, 3) if scene.channel.legal_actions(s))
    assert _within_pacing(app, scene, ctl, session, seat)


def test_a_short_countdown_is_still_a_setting(app):
    # ruling SS-8: "short" is the 2.6 s countdown; when it runs out the table answers for them
    app.settings.window_wait = 0
    session, scene, ctl = _ann_and_ben(app)
    state = session.state
    assert run_until(app, lambda: state.phase == "holly" and app.top is scene and ctl.countdown is not None
                     and ctl.countdown.running and _labels(ctl), each=_both_have_seen(ctl))
    assert not ctl.countdown.waits and "Not now (Ann)" not in _labels(ctl)
    assert run_until(app, lambda: state.phase != "holly" or state.window_after != 2, limit=600)


def test_old_settings_files_get_the_unhurried_defaults_and_a_damaged_value_is_named():
    old = {"width": 1280, "height": 800, "speed": "normal", "undo_wait": 3}  # a file from before issue 37
    settings, wrong = settings_from(old)
    assert not wrong and settings.window_wait == -1 and settings.night_waits is False and settings.speed == "normal"
    settings, wrong = settings_from({**old, "window_wait": 7, "night_waits": "yes"})
    assert sorted(wrong) == ["night_waits", "window_wait"]
    assert settings.window_wait == Settings().window_wait and settings.night_waits is False


def test_a_damaged_window_wait_is_said_in_words(tmp_path):
    import json

    from table.config import SettingsStore

    (tmp_path / "settings.json").write_text(json.dumps({"format": 1, "window_wait": "forever"}))
    store = SettingsStore(tmp_path)
    settings = store.load()
    assert settings.window_wait == -1
    assert "how long Holly and Snowflake wait" in store.problem


def _night_discussion(app):
    from engine.games.spirit_of_giving.moves import Mulligan

    seats = [SeatPlan("H0")] + [SeatPlan(f"B{i}", "medium") for i in range(1, 4)]
    scene = TableScene(app, Session(get_game("spirit-of-giving"), seats, {"night": "1", "discussion_minutes": "1"}, 6))
    app.push(scene)
    ctl, state = scene.controller, scene.session.state
    assert run_until(app, lambda: ctl.human_turn() == 0 and state.phase == "discussion",
                     each=lambda: ctl.human_turn() == 0 and state.phase == "mulligan" and ctl._do(Mulligan(())))
    app.run_frames(1)
    return scene, ctl, state


def test_the_nights_clock_only_tells_the_time_when_settings_say_so(app):
    # ruling SG-17: by the rule the clock ends the Discussion (the default); Settings may let it
    # only tell the time, and the person at the screen says she is done herself
    assert app.settings.night_waits is False
    app.settings.night_waits = True
    scene, ctl, state = _night_discussion(app)
    assert ctl.timer is not None and 55 < ctl.timer <= 60
    app.run_frames(60, dt=5.0)  # five minutes
    assert ctl.timer == 0 and state.phase == "discussion" and ctl.human_turn() == 0
    assert (0, "done") not in scene.session.history
    assert "Time is up" in ctl._status(ctl.view())


def _solo_peek(app):
    from engine.games.spirit_of_giving.moves import Jack
    from tests.table.test_spirit_of_giving_keys import _give_jack
    from tests.table.test_spirit_of_giving_table import _table, _to_discussion

    scene = _table(app, 1)
    ctl, state = _to_discussion(app, scene)
    jack = _give_jack(state, 0)
    ctl._forget()
    app.run_frames(1)
    ctl._do(Jack(jack, 2))
    assert run_until(app, lambda: ctl.peek is not None, limit=600)
    return ctl


def test_a_jacks_peek_stays_until_its_peeker_puts_it_away(app):
    # ruling SG-11: the peek shows the hand to the peeker; unhurried, it is not taken away after
    # six seconds while she reads it, only by her Esc
    ctl = _solo_peek(app)
    app.run_frames(60, dt=5.0)  # five minutes of reading
    assert ctl.peek is not None
    key(pygame.K_ESCAPE)
    app.run_frames(2)
    assert ctl.peek is None


def test_with_a_countdown_set_the_peek_still_ends_by_itself(app):
    # ruling SG-11: the short setting keeps the six-second peek
    from table.games.spirit_of_giving.choreography import PEEK_SECONDS

    app.settings.window_wait = 0
    ctl = _solo_peek(app)
    app.run_frames(int(PEEK_SECONDS * 60) + 30)
    assert ctl.peek is None


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (3840, 2160)])
def test_many_people_s_window_chips_sit_below_the_panel_and_apart(size, monkeypatch):
    # ruling SS-8: three people asked at once get two chips each; none covers the window's words
    from engine.games.secret_santa.cards import GHOST, MOUSE
    from table.app import App
    from table.scenes.privacy import PrivacyScene
    from tests.engine.santa_helpers import rig

    monkeypatch.setattr(SantaWindows, "_window_total", WAITING)  # the window waits for the three
    app = App(Settings(speed="instant"), None, size=size)
    assert app.screen.get_size() == size
    seats = [SeatPlan("Annabelle"), SeatPlan("Benedict"), SeatPlan("Catherine"), SeatPlan("Dominic")]
    session = Session(GAME, seats, {"hands": "1"}, 2)
    session.state = rig([[3, 8, MOUSE], [2, 9, 9], [4, 7, GHOST], [5, 6, 6]], lead=2)
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller

    def each():
        ctl.seen.update({0, 1, 2, 3})
        if isinstance(app.top, PrivacyScene):
            app.top._ready()
        elif ctl.human_turn() == 2 and not scene.busy and session.state.phase == "turn":
            ctl._act(2, scene.channel.legal_actions(2)[0])

    assert run_until(app, lambda: session.state.phase == "holly" and app.top is scene and len(_labels(ctl)) == 6,
                     each=each, limit=3000)
    chips = ctl.buttons
    panel = ctl._window_panel()
    screen = pygame.Rect((0, 0), app.screen.get_size())
    assert all(c.rect.top >= panel.bottom and screen.contains(c.rect) for c in chips)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(chips) for b in chips[i + 1:])
    # above the bar's words and off every plate, the panel too (at 200% in 1920x1080 the chips'
    # second row lay on the bar and the panel on Catherine's plate: tests/table/test_size.py)
    plates = [ctl.plate(seat) for seat in range(4)]
    assert all(c.rect.bottom <= ctl.layout.bar.top for c in chips)
    assert not [(r, p) for r in [panel] + [c.rect for c in chips] for p in plates if r.colliderect(p)]
    app.pg.quit()
