"""Input and waiting helpers shared by the table tests."""

import pygame


def key(k, mod=0, unicode=""):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))


def click(pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def run_until(app, condition, limit=20000, each=None):
    """Run frames until ``condition()`` holds (calling ``each()`` before every frame)."""
    for _ in range(limit):
        if condition():
            return True
        if each:
            each()
        app.run_frames(1)
    return condition()


def take_the_screen(app):
    """The person asked for by a privacy screen waits for it to answer, then presses Enter."""
    assert run_until(app, lambda: app.top.armed, limit=120)
    key(pygame.K_RETURN)


def wait_for_turn(app, controller, seat=0, limit=600):
    for _ in range(limit):
        if controller.human_turn() == seat:
            return True
        app.run_frames(1)
    return False


def frames_drawn(app, seconds: float, monkeypatch, painted: bool = False) -> int:
    """Run the real main loop for ``seconds`` and count the frames it draws (it draws one after
    every wake-up) or, with ``painted``, those that painted anything: a frame whose picture did
    not change paints nothing and costs only its drawing calls."""
    drawn = []
    real_draw = app.draw

    def draw():
        boxes = real_draw()
        if boxes or not painted:
            drawn.append(1)
        return boxes

    monkeypatch.setattr(app, "draw", draw)
    monkeypatch.setattr(app, "save_settings", lambda: None)
    monkeypatch.setattr(app.pg, "quit", lambda: None)
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    app.run()
    return len(drawn)


def frames_painted(app, seconds: float, monkeypatch) -> int:
    return frames_drawn(app, seconds, monkeypatch, painted=True)


def check_every_log_line(games, log_line, names, silent, bad_grammar) -> set[type]:
    """For each (players, events) of ``games`` and every pair of eyes: a silent event gives no
    line, any other a short non-empty line that reads well for a player called "You".
    Returns the event types seen."""
    seen = set()
    for players, events in games:
        table_names = names[:players]
        for event in events:
            for eyes in (*range(players), None):
                line = log_line(event.for_seat(eyes), table_names)
                if type(event) in silent:
                    assert line is None
                    continue
                assert isinstance(line, str) and line.strip(), event
                assert len(line) <= 100, line
                assert not bad_grammar.search(line), line  # a player called "You" reads well
            seen.add(type(event))
    return seen
