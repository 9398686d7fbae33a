"""Two people at one screen sharing a table a server holds (issue 18): one line per person and a
spectator's line (``table.net.shared.SharedRemote``), the usual hot-seat privacy screen, and a
Jack's peek shown to the peeker alone; checked against the server's own log, replayed."""

from __future__ import annotations

import time

import pytest

from engine.games.spirit_of_giving.cards import rank
from engine.games.spirit_of_giving.moves import Jack, Mulligan
from engine.wire import encode
from server.room import Room
from table.net.link import Embedded
from table.net.online import Online
from table.net.remote import RemoteChannel
from table.net.shared import SharedRemote
from table.scenes.privacy import PrivacyScene
from table.scenes.results import ResultsScene
from table.scenes.score_sheet import ScoreSheetScene
from table.scenes.table_scene import TableScene


def _poll_until(online: Online, seconds: float = 20.0):
    deadline = time.monotonic() + seconds
    started = False
    while True:
        channel = online.poll()
        if channel is not None:
            return channel
        assert not online.problem, online.problem
        if online.hosting and online.lobby and not started and not any(s["open"] for s in online.seats()):
            online.start()
            started = True
        assert time.monotonic() < deadline, "the game never started"
        time.sleep(0.01)


def _truth(hosting: Embedded, code: str, seats) -> tuple[dict, dict, list[dict]]:
    """The room as the server's log holds it, replayed: each record's events, and each local
    seat's view after each record."""
    records = list(hosting.service.log._records[code])
    setup = records[0]
    room = Room(code, setup["game"], dict(setup["settings"]), [])
    views: dict[int, dict] = {}
    room.listeners.append(lambda n: views.__setitem__(n, {s: room.session.state.view(s) for s in seats}))
    for number, record in enumerate(records, 1):
        room.ingest(number, record)
    return room.events, views, records


@pytest.fixture
def hosting():
    server = Embedded(port=0)
    assert not server.error, server.error
    yield server
    server.stop()


class SharedGame:
    """A game on one screen shared by Ann (seat 0) and Dan (seat 1), the rest bots, against the
    in-process server: what was drawn and shown is recorded for checking against the log."""

    def __init__(self, app, hosting, monkeypatch, game_id, players, settings=None):
        self.app, self.hosting = app, hosting
        self.online = Online(f"ws://127.0.0.1:{hosting.port}")
        bots = {seat: "medium" for seat in range(2, players)}
        self.online.create(game_id, players, "Ann", settings or {}, bots, {1: "Dan"})
        self.channel = channel = _poll_until(self.online)
        assert isinstance(channel, SharedRemote) and channel.humans == (0, 1) and channel.eyes is None
        self.scene = TableScene(app, None, channel=channel)
        app.push(self.scene)
        self.ctl = ctl = self.scene.controller
        assert ctl.multi
        self.passed: list[str] = []  # the names on the privacy screens passed, in order
        # (record on show, the one before it, seat, hand) each time a hand is drawn: a table may
        # draw the hand it fetched last frame once, the frame a new record is shown
        self.hands: list[tuple[int, int, int, tuple]] = []
        self.before = 0
        self.shown: list[tuple[int, list]] = []  # (record, events) as the shared screen played them
        real_hand, real_next = ctl._draw_hand, channel.next_events

        def draw_hand(surface, view):
            if ctl.hand_seat is not None and view.phase not in ("mulligan", "over") \
                    and not getattr(ctl, "between_hands", False) and (ctl.hand_rects if hasattr(ctl, "hand_rects")
                                                                      else view.hand):
                self.owner_check(ctl.hand_seat)  # her privacy screen came first
                assert channel.lines[ctl.hand_seat].seq == channel.seq  # her view is of the moment on show
                self.hands.append((channel.seq, self.before, ctl.hand_seat, view.hand))
            real_hand(surface, view)

        def next_events():
            self.before = channel.seq
            events = real_next()
            if events is not None:
                self.shown.append((channel.seq, events))
            return events

        monkeypatch.setattr(ctl, "_draw_hand", draw_hand)
        monkeypatch.setattr(channel, "next_events", next_events)

    def owner_check(self, seat):
        assert self.passed and self.passed[-1] == self.ctl.names[seat]

    def play(self, choose, seconds=120):
        """Every frame: pass a privacy screen, or let ``choose(seat, view)`` move for the person
        whose turn the table offers (None: the hint advisor's move)."""
        app, scene, ctl, channel = self.app, self.scene, self.ctl, self.channel
        deadline = time.monotonic() + seconds
        try:
            while not isinstance(app.top, ResultsScene):
                assert time.monotonic() < deadline, "the game did not end in time"
                app.run_frames(1, dt=0.1)
                time.sleep(0.002)
                if isinstance(app.top, ScoreSheetScene):
                    app.pop()  # read, and on to the next hand
                if isinstance(app.top, PrivacyScene):
                    self.passed.append(app.top.name)
                    app.top._ready()
                    continue
                seat = ctl.human_turn() if app.top is scene else None
                if seat is None and app.top is scene:
                    seat = ctl.hand_seat  # shown her cards out of turn: a window asks her (Secret Santa)
                if seat is None or seat not in channel.humans_to_act() or scene.held():
                    continue
                if not choose(seat, channel.view(seat)):
                    ctl._act(seat, channel.hint_job(seat)())
        finally:
            self.online.leave()
        return _truth(self.hosting, channel.room, (0, 1))

    def check(self, events, views, records, own_eyes=()):
        """Every hand drawn was its owner's true hand at the record on show, and the shared
        screen played each record's public events, in order (``own_eyes``: records shown
        through their mover's eyes)."""
        assert {seat for _n, _b, seat, _h in self.hands} == {0, 1}
        wrong = [(n, seat) for n, before, seat, hand in self.hands
                 if hand not in (views[n][seat].hand, views.get(before, views[n])[seat].hand)]
        assert not wrong, wrong[:5]
        assert sum(hand == views[n][seat].hand for n, _b, seat, hand in self.hands) > len(self.hands) * 0.8
        assert [n for n, _e in self.shown] == list(range(2, len(records) + 1))
        for n, got in self.shown:
            eyes = records[n - 1]["seat"] if n in own_eyes else None
            assert [encode(e) for e in got] == [encode(e.for_seat(eyes)) for e in events[n]], n
        final = Room.replay(self.channel.room, records).session.state.result()
        assert self.channel.is_over() and self.channel.result().scores == final.scores


def test_two_people_at_one_screen_share_a_remote_table_with_the_privacy_screen_between_them(app, hosting,
                                                                                           monkeypatch):
    # ruling SG-11, SG-5, G-3: each hand and the Jack's peek only behind their owner's privacy
    # screen; the shared screen is shown only public events, and every view is of one moment
    import server.room

    monkeypatch.setattr(server.room.secrets, "randbits", lambda bits: 2)  # seat 1 is dealt a Jack
    game = SharedGame(app, hosting, monkeypatch, "spirit-of-giving", 4)
    ctl, channel = game.ctl, game.channel
    peeks: list[tuple[int, int, int, tuple]] = []  # (record, peeker, target, hand) each time a peek is drawn
    real_peek = ctl._draw_peek

    def draw_peek(surface):
        game.owner_check(ctl.peek[0])
        peeks.append((channel.seq, *ctl.peek[:3]))
        real_peek(surface)

    monkeypatch.setattr(ctl, "_draw_peek", draw_peek)
    jacked = []

    def choose(seat, view):
        jack = next((c for c in view.hand if rank(c) == 11), None)
        if view.phase == "mulligan":
            ctl._act(seat, Mulligan(()))  # (keep the Jack)
        elif view.phase == "discussion" and jack is not None and not jacked:
            if ctl.hand_seat != seat:
                ctl._show_cards(seat)  # Show my cards: her privacy screen first
            else:
                jacked.append(ctl._act(seat, Jack(jack, 0 if seat else 1)))  # a peek at the other person here
        else:
            return False
        return True

    events, views, records = game.play(choose)
    # the peek was shown to its taker, behind her screen, and was the true hand at that moment
    assert jacked and peeks, "the Jack was played but its peek never shown"
    number, peeker, target, hand = peeks[0]
    assert peeker == 1 and target == 0 and hand == views[number][0].hand
    # the Jack's own record is the one seen through the peeker's eyes
    jacks = [n for n, r in enumerate(records, 1) if r["t"] == "act" and r["a"][0] == "jack" and r["seat"] in (0, 1)]
    assert len(jacks) == 1
    game.check(events, views, records, own_eyes=jacks)


def test_two_people_at_one_screen_play_secret_santa_at_a_remote_table(app, hosting, monkeypatch):
    # ruling G-3: each hand is drawn only after its owner's privacy screen, of the moment on
    # show; the shared screen plays only public events
    game = SharedGame(app, hosting, monkeypatch, "secret-santa", 4, {"hands": 1})
    events, views, records = game.play(lambda seat, view: False, seconds=180)
    assert {r["seat"] for r in records[1:]} >= {0, 1}  # both people moved
    game.check(events, views, records)


def test_a_second_name_with_no_seat_left_is_told_and_the_first_plays_on(hosting):
    host = Online(f"ws://127.0.0.1:{hosting.port}")
    host.create("not-a-hat", 3, "Ann", {}, {2: "medium"})
    deadline = time.monotonic() + 20
    while not host.room:
        host.poll()
        assert time.monotonic() < deadline
        time.sleep(0.01)
    guests = Online(f"ws://127.0.0.1:{hosting.port}")
    try:
        guests.join(host.room, "Ben", ("Cat",))  # one seat is open, for two people
        channels = {}
        while len(channels) < 2:
            for who, online in (("host", host), ("guests", guests)):
                if who not in channels:
                    got = online.poll()
                    if got is not None:
                        channels[who] = got
                    elif online is host and online.lobby and not any(s["open"] for s in online.seats()) \
                            and not getattr(host, "_asked", False):
                        host._asked = True
                        host.start()
            assert time.monotonic() < deadline, "the game never started"
            time.sleep(0.01)
        assert guests.problem in ("the room is full", "the game has started")  # (the host may start first)
        assert not isinstance(channels["guests"], SharedRemote) and channels["guests"].humans == (1,)
        assert channels["guests"].problem == guests.problem  # said again at the table
        assert channels["guests"].names[1] == "Ben"
    finally:
        host.leave()
        guests.leave()


# -- the channel alone, on frames a real room made (no network) ---------------------------------
class FakeLink:
    def __init__(self):
        self.sent: list[dict] = []
        self.resume = None

    def send(self, **message):
        self.sent.append(message)

    def received(self):
        return []

    def close(self):
        pass


def _jack_game():
    """A Spirit of Giving room (seats 0 and 1 people) played until seat 1 has peeked with a
    Jack, and one move more: the room, every frame by (seat, record), and the Jack's record and
    action."""
    from tests.server.helpers import room_with_people

    room, _tokens = room_with_people("spirit-of-giving", 4, {}, people=2)
    frames: dict[tuple, dict] = {}
    room.listeners.append(lambda n: frames.update({(s, n): room.frame_for(s, n) for s in (0, 1, None)}))
    room.ingest(1, room.setup_record(2))  # seed 2: seat 1 is dealt a Jack
    state, number, jacked = room.session.state, 1, None
    while True:
        seat = room.session.next_bot_seat()
        if seat is None:
            seat = state.to_act()[0]
            jack = next((c for c in state.hands[1] if rank(c) == 11), None)
            if state.phase == "mulligan":
                action = Mulligan(())
            elif seat == 1 and state.phase == "discussion" and jack is not None and jacked is None:
                action = Jack(jack, 0)
            else:
                action = state.legal_actions(seat)[0]
        else:
            action = room.session.decide(seat)
        number += 1
        room.ingest(number, {"t": "act", "seat": seat, "a": state.encode_action(action)})
        if jacked is not None:
            return room, frames, *jacked
        if type(action) is Jack:
            jacked = number, action


def _shared(frames, upto):
    lines = {seat: RemoteChannel(FakeLink(), "ROOMAA", seat, f"t{seat}", [frames[seat, 1]], start=False)
             for seat in (0, 1)}
    public = RemoteChannel(FakeLink(), "ROOMAA", None, None, [frames[None, 1]], start=False)
    shared = SharedRemote(public, lines)
    for n in range(2, upto + 1):
        for seat in (None, 0, 1):
            (shared.public if seat is None else shared.lines[seat]).feed(frames[seat, n])
    while shared.next_events() is not None:
        pass
    return shared


def test_a_record_is_shown_once_every_line_has_it_and_a_jack_through_the_peekers_eyes():
    # ruling SG-11: the peek goes to the peeker's eyes only; G-3: no other record does
    room, frames, jack_at, jack = _jack_game()
    shared = _shared(frames, jack_at - 1)
    assert shared.seq == jack_at - 1 and 1 in shared.humans_to_act()
    shared.eyes = 1  # as the table does for a Jack
    shared.act(1, jack)
    shared.eyes = None
    assert shared.lines[1].link.sent[-1]["type"] == "act" and shared.humans_to_act() == ()
    shared.public.feed(frames[None, jack_at])
    shared.lines[0].feed(frames[0, jack_at])
    assert not shared.waiting() and shared.next_events() is None  # Dan's line has not heard it yet
    shared.lines[1].feed(frames[1, jack_at])
    assert shared.waiting()
    shown = shared.next_events()
    assert [encode(e) for e in shown] == [encode(e.for_seat(1)) for e in room.events[jack_at]]
    assert any(getattr(e, "hand", ()) for e in shown)  # the peeked hand, for the table to show her alone
    assert shared.seq == shared.lines[0].seq == shared.lines[1].seq == jack_at


def test_a_move_not_made_with_her_eyes_and_a_record_that_came_in_a_resume_stay_public():
    room, frames, jack_at, jack = _jack_game()
    # her Jack, sent without the table asking for her eyes (a hint's move): public
    shared = _shared(frames, jack_at - 1)
    shared.act(1, jack)
    for seat in (None, 0, 1):
        (shared.public if seat is None else shared.lines[seat]).feed(frames[seat, jack_at])
    assert [encode(e) for e in shared.next_events()] == [encode(e.for_seat(None)) for e in room.events[jack_at]]
    # with her eyes, but the public line dropped and heard the Jack and the move after it as
    # missed records, shown together: public too (her line's frame is one record of them)
    shared = _shared(frames, jack_at - 1)
    shared.eyes = 1
    shared.act(1, jack)
    shared.eyes = None
    for frame in room.missed(None, jack_at - 1):
        shared.public.feed(frame)
    for seat in (0, 1):
        for n in (jack_at, jack_at + 1):
            shared.lines[seat].feed(frames[seat, n])
    shown = shared.next_events()
    assert shared.seq == jack_at + 1 and shared.next_events() is None
    public = [encode(e.for_seat(None)) for n in (jack_at, jack_at + 1) for e in room.events[n]]
    assert [encode(e) for e in shown] == public


def test_an_online_game_counts_in_this_computers_statistics_with_every_player(hosting):
    # ruling G-7: a win for each winner, one game for every seat, as a local game counts
    from table.app import App
    from table.config import Settings

    app = App(Settings(speed="instant"), None, size=(1024, 600), keep=True)
    online = Online(f"ws://127.0.0.1:{hosting.port}")
    try:
        online.create("not-a-hat", 3, "Ann", {}, {1: "medium", 2: "medium"})
        channel = _poll_until(online)
        scene = TableScene(app, None, channel=channel)
        app.push(scene)
        deadline = time.monotonic() + 60
        while not isinstance(app.top, ResultsScene):
            assert time.monotonic() < deadline, "the game did not end in time"
            app.run_frames(1, dt=0.1)
            time.sleep(0.002)
            if 0 in channel.humans_to_act() and not scene.held():
                scene.act(0, channel.hint_job(0)())
        app.run_frames(3, dt=0.1)
        table = app.stats.load()["not-a-hat"][(3, None)]  # a table of three; its bots counted apart from people
        result = channel.result()
        who = [(s.name, "bot" if s.is_bot else "person") for s in channel.seats]
        assert who[0] == ("Ann", "person") and {kind for _name, kind in who[1:]} == {"bot"}
        assert set(table) == set(who) and all(row["games"] == 1 for row in table.values())
        assert {w for w, row in table.items() if row["wins"]} == {who[s] for s in result.winners}
    finally:
        online.leave()
        app.pg.quit()


def test_a_move_the_server_answers_with_an_error_leaves_the_table_free_to_move_again():
    # ruling G-6: a move the server did not take is not lost in a frozen table. Its rate limit
    # answers a message too many with an error; the table once waited for ever for that move.
    room, frames, jack_at, jack = _jack_game()
    line = RemoteChannel(FakeLink(), "ROOMAA", 1, "t1", [frames[1, 1]], start=False)
    for n in range(2, jack_at):
        line.feed(frames[1, n])
    while line.next_events() is not None:
        pass
    assert line.humans_to_act() == (1,)
    line.act(1, jack)
    assert line.sent and line.humans_to_act() == ()
    line.feed({"type": "error", "reason": "too many messages: slow down"})
    assert not line.sent and line.humans_to_act() == (1,)  # she may move again
    assert line.link.sent[-1] == {"type": "hello", "room": "ROOMAA", "token": "t1", "since": jack_at - 1}
