"""Helpers of the online table tests: rooms on a real server (the app's embedded one, or a club
server), people moving with the hint's moves, and the texts a table draws."""

from __future__ import annotations

import time

from table.net.online import Online


def channels(*onlines: Online, seconds: float = 20.0) -> list:
    """Each person's table channel once the host (the first) has started the game."""
    got: list = [None] * len(onlines)
    started = False
    deadline = time.monotonic() + seconds
    while not all(got):
        assert time.monotonic() < deadline, "the game never started"
        for i, online in enumerate(onlines):
            got[i] = got[i] or online.poll()
            assert not online.problem, online.problem
        host = onlines[0]
        if got[0] is None and host.lobby and not any(s["open"] for s in host.seats()) and not started:
            host.start()
            started = True
        time.sleep(0.02)
    return got


def step(channel) -> bool:
    """A person's app without a window: take in what came, and move when it is her move. True if
    she moved."""
    channel.pump()
    while channel.waiting():
        channel.next_events()
    for seat in channel.humans_to_act():
        job = channel.hint_job(seat)
        if job is not None:
            channel.act(seat, job())
            return True
    return False


def move_at_table(app, scene) -> bool:
    """One frame of a table in the app, its person moving with the hint's move when it is hers."""
    app.run_frames(1, dt=0.1)
    channel = scene.channel
    if app.top is not scene or scene.held():
        return False
    seat = scene.controller.human_turn()
    if seat is not None and seat in channel.humans_to_act():
        job = channel.hint_job(seat)
        return job is not None and scene.controller._act(seat, job())
    time.sleep(0.005)
    return False


def texts_drawn(app, monkeypatch) -> list[str]:
    """The texts the games' tables draw in one frame of the scenes on screen."""
    import sys

    from table.app import _clear_caches

    _clear_caches()  # plates drawn once and kept are drawn afresh, their words through draw_text
    drawn: list[str] = []
    for name, module in list(sys.modules.items()):
        real = getattr(module, "draw_text", None)
        if name.startswith("table.games.") and real is not None:
            monkeypatch.setattr(module, "draw_text", lambda surface, text, *a, real=real, **k: drawn.append(text) or
                                real(surface, text, *a, **k))
    app._draw_scenes(app.screen)
    monkeypatch.undo()
    return drawn
