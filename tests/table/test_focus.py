"""The shared keyboard focus ring: Tab and arrows move it, Enter chooses, and it follows its
target when the list of targets is rebuilt."""

import pygame

from table.ui.focus import FocusRing, Target


def _key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def _grid(chosen):
    # a row of three cards and, below the middle one, a button
    rects = {"a": (0, 0), "b": (100, 0), "c": (200, 0), "ok": (100, 100)}
    return [Target(k, pygame.Rect(x, y, 50, 50), lambda k=k: chosen.append(k)) for k, (x, y) in rects.items()]


def test_first_key_shows_the_focus_then_keys_move_it_and_enter_chooses():
    chosen = []
    ring = FocusRing()
    ring.set_targets(_grid(chosen))
    assert ring.process_event(_key(pygame.K_RETURN)) is not None  # nothing shown yet: not used
    assert ring.process_event(_key(pygame.K_TAB)) is None and ring.focus == "a"
    ring.process_event(_key(pygame.K_RIGHT))
    assert ring.focus == "b"
    ring.process_event(_key(pygame.K_DOWN))
    assert ring.focus == "ok"
    ring.process_event(_key(pygame.K_UP))
    ring.process_event(_key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert ring.focus == "a"
    ring.process_event(_key(pygame.K_LEFT))  # nothing further left: stays
    assert ring.focus == "a"
    ring.process_event(_key(pygame.K_RETURN))
    assert chosen == ["a"]


def test_focus_follows_its_target_when_the_list_changes_and_falls_back_when_it_goes():
    chosen = []
    ring = FocusRing()
    targets = _grid(chosen)
    ring.set_targets(targets)
    ring.process_event(_key(pygame.K_TAB))
    ring.process_event(_key(pygame.K_TAB))
    ring.process_event(_key(pygame.K_TAB))
    assert ring.focus == "c"
    ring.set_targets(list(reversed(targets)))
    assert ring.focus == "c"
    ring.set_targets([t for t in targets if t.key != "c"])
    assert ring.focus == "a"
    ring.process_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(1, 1), buttons=(0, 0, 0)))
    assert ring.process_event(_key(pygame.K_SPACE)) is not None and chosen == []  # hidden by the mouse
