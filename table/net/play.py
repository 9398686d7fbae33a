"""``python -m table --host GAME ... --autoplay`` and ``--join ADDRESS --room CODE --autoplay``:
an online game played headless through the real table (the same ``TableScene`` and game
table code as in the window, on a ``RemoteChannel``), the person's seat moved by the hint
advisor. Two of these, one hosting and one joining, are a whole online game between two apps:
the test of online play runs exactly that, for each game. A joining app keeps its seat in the
user's data folder as the window does; ``--rejoin --autoplay`` takes it back after the app was
closed (or killed) mid-game, and plays on. Each move of a seat here is printed ("moved: ...").
"""

from __future__ import annotations

import argparse
import time

from engine.core import SettingError
from engine.games import get_game
from table.app import App
from table.config import Settings
from table.persist_online import OnlineSeats
from table.scenes import scene_named

from .online import Online, host_server, server_url
from .pinning import shown
from .reasons import link_words
from .rejoin import forget, keep, rejoin

WAIT_SECONDS = 600.0  # for the room, the other players and the game itself, at most


def run_online(args: argparse.Namespace, settings: Settings) -> int:
    PrivacyScene = scene_named("privacy")
    ScoreSheetScene = scene_named("score-sheet")
    TableScene = scene_named("table")

    # headless stand-ins answer a window by the short countdown, as a quick player would (the
    # unhurried default waits for each person's own answer, and nobody sits at a headless app)
    settings.window_wait = 0
    hosting = None
    kept = OnlineSeats()  # (a room in this app's own server is not kept: it ends with the app)
    try:
        if args.rejoin:
            rooms = kept.rooms()
            if not rooms:
                print("present-company: no online seat is kept on this computer", flush=True)
                return 1
            online = rejoin(rooms[0])
        elif args.host:
            game = get_game(args.host)
            pairs = dict(s.partition("=")[::2] for s in args.setting)
            game.check_players(args.players, game.resolve_settings(args.players, pairs))
            hosting = host_server(args.port)
            if hosting.error:
                print(f"present-company: the game server could not start: {link_words(hosting.error)}")
                return 1
            online = Online(hosting.url)  # (wss://, checked against its own safety code)
            bots = {seat: "medium" for seat in range(args.people, args.players)}
            names = args.name or ["Host"]
            online.create(game.id, args.players, names[0], pairs, bots, dict(enumerate(names[1:], 1)))
        else:
            online = Online(server_url(args.join))
            names = args.name or ["Guest"]
            online.join(args.room, names[0], tuple(names[1:]))
    except (SettingError, ValueError) as exc:
        print(f"present-company: {exc}")
        return 2
    deadline = time.monotonic() + WAIT_SECONDS
    told = started = False
    channel = None
    while channel is None:
        channel = online.poll()
        if online.problem:
            print(f"present-company: the server says: {online.problem}")
            if online.gone:
                forget(kept, online)  # the room or the seat is no more
            return 1
        if hosting is not None and online.room and not told:
            code = f" code {shown(hosting.code)}" if hosting.code else ""  # (joiners type ADDRESS:PORT/CODE)
            print(f"room {online.room} port {hosting.port}{code}", flush=True)
            told = True
        if hosting is not None and online.lobby and not started and not any(s["open"] for s in online.seats()):
            online.start()  # everyone is here
            started = True
        if time.monotonic() > deadline:
            print("present-company: nobody came in time" if hosting else "present-company: the game never started")
            return 1
        time.sleep(0.02)
    if hosting is None:
        keep(kept, channel)
    print(f"playing: room {channel.room} here {list(channel.humans)}", flush=True)
    settings.speed = args.speed or "instant"
    app = App(settings, None, size=args.size or (1024, 600))
    scene = TableScene(app, None, channel=channel, hosting=hosting)
    app.push(scene)
    while not (channel.is_over() and scene.results_shown):
        if time.monotonic() > deadline:
            print("present-company: the game did not end in time")
            return 1
        if channel.ended or channel.resume_failed:  # the host's app is gone; the seat could not be taken back
            print(f"present-company: the game cannot go on: {channel.ended or channel.resume_failed}", flush=True)
            return 1
        app.run_frames(1, dt=0.1)  # headless: animations need not take their real time
        if isinstance(app.scenes[-1], ScoreSheetScene):
            app.pop()  # the person reads the sheet and deals the next hand
        if isinstance(app.scenes[-1], PrivacyScene):
            app.scenes[-1]._ready()  # people sharing the screen: the next one takes it
        seat = channel.eyes if channel.eyes is not None else \
            scene.controller.human_turn() if app.scenes[-1] is scene else None
        if seat is None and app.scenes[-1] is scene:
            seat = scene.controller.hand_seat  # a person shown her cards out of turn (a window asks her)
        if seat is not None and seat in channel.humans_to_act() and not scene.held():
            job = channel.hint_job(seat)
            # as a click would (a Jack's peek goes to her eyes)
            if job is not None and scene.controller._act(seat, job()):
                print(f"moved: seat {seat} at record {channel.seq}", flush=True)
        elif not scene.busy and not channel.waiting():
            time.sleep(0.005)  # others are moving: the server's frames come in their own time
    if hosting is None:
        forget(kept, channel)
    result = channel.result()
    print(f"here: {list(channel.humans)}", flush=True)
    print(f"over: {channel.game_id} after {channel.moves} moves; scores {list(result.scores)}; "
          f"winners {list(result.winners)}", flush=True)
    online.leave()
    app.pg.quit()
    if hosting is not None:
        hosting.stop()
    return 0
