"""Input and waiting helpers shared by the table tests."""

import time
import types

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


def until(app, test, seconds: float = 30.0, dt: float = 1 / 60) -> None:
    """Run the app's frames (``dt`` each) until ``test()`` holds, for at most ``seconds`` of the
    clock: for a server's or a browser's answers, which come in their own time."""
    deadline = time.monotonic() + seconds
    while not test():
        assert time.monotonic() < deadline, f"waited in vain on {type(app.top).__name__}"
        app.run_frames(1, dt=dt)
        time.sleep(0.01)


def seat_count(setup, players: int) -> None:
    """New game's player count stepped to ``players`` with its own - and + (as clicks do)."""
    while setup.players > players:
        setup._change_players(-1)
    while setup.players < players:
        setup._change_players(1)


def window(app, size: tuple[int, int]) -> None:
    """The app's window made exactly ``size``: the app fits a window it is asked for to the
    desktop, which SDL's dummy driver makes 1024x768, so a test of 1920x1080 through
    ``set_window_size`` alone ran at 1024x768."""
    app.desktop = lambda: None
    app.set_window_size(size)
    assert app.screen.get_size() == tuple(size)


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


def held_state(obj, outside: tuple = ()) -> object:
    """Everything ``obj`` holds, deeply, as plain values that a later call can be compared with:
    attributes of objects (their ``__dict__`` and ``__slots__``), lists, tuples, dicts and sets,
    numbers, strings, Rects. What lies outside the thing checked (``outside``: the scene, the
    channel behind it, the app) is not entered; a Surface or Font stands for itself (by identity:
    a new one put in its place is a change); a function or method counts by what it is. Used to
    check that drawing writes nothing anywhere in a controller, however deep."""
    seen: dict[int, int] = {}

    def walk(value) -> object:
        kind = type(value)
        if value is None or kind in (bool, int, float, str, bytes):
            return value
        if kind in (pygame.Rect, pygame.FRect):
            return (kind.__name__, tuple(value))
        if kind is pygame.Color:
            return ("Color", tuple(value))
        if isinstance(value, (pygame.Surface, pygame.font.Font)):
            return ("id", kind.__name__, id(value))
        if any(value is o for o in outside) or isinstance(value, (type, types.ModuleType)) or callable(value):
            return ("outside", kind.__name__, id(value))
        if id(value) in seen:
            return ("again", seen[id(value)])
        seen[id(value)] = len(seen)
        if kind in (list, tuple):
            return (kind.__name__, [walk(v) for v in value])
        if kind is dict:
            return ("dict", [(walk(k), walk(v)) for k, v in value.items()])
        if kind in (set, frozenset):
            return (kind.__name__, sorted((walk(v) for v in value), key=repr))
        if hasattr(value, "__dict__") or hasattr(kind, "__slots__"):
            fields = dict(vars(value)) if hasattr(value, "__dict__") else {}
            for klass in kind.__mro__:
                for name in getattr(klass, "__slots__", ()):
                    if hasattr(value, name):
                        fields[name] = getattr(value, name)
            return (kind.__name__, [(k, walk(v)) for k, v in sorted(fields.items())])
        return ("other", kind.__name__, repr(value))

    return walk(obj)


def draw_writes_nothing(app, controller) -> bool:
    """Draw ``controller`` on a spare surface and tell whether that changed anything it holds."""
    outside = (controller.host, controller.channel, app)
    before = held_state(controller, outside)
    controller.draw(pygame.Surface(app.screen.get_size()))  # not the screen: the app paints that
    return held_state(controller, outside) == before
