"""The window: F11 and resizing. A window system reports each new window's size as a VIDEORESIZE;
the app used to answer every VIDEORESIZE with set_mode, which made the window again, whose
report came back as another VIDEORESIZE: after F11 on a shrunk window the window was made again
twice a second, endlessly (40% of a core). One change by the person makes one set_mode now.
Settings shows the window's real size, and a window that grows stays on the desktop."""

from __future__ import annotations

import pygame
import pytest

from table import app as app_module
from table.app import App
from table.config import Settings
from table.scenes.menu import MenuScene
from table.scenes.settings import SettingsScene


@pytest.fixture
def made(app, monkeypatch):
    """Every set_mode, with the VIDEORESIZE a window system sends about the window it makes."""
    calls = []
    real = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        calls.append((tuple(size), flags))
        surface = real(size, flags, *args, **kwargs)
        w, h = surface.get_size()
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
        return surface

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    monkeypatch.setattr(app_module, "_desktop", lambda pg: (1920, 1080))
    app.push(MenuScene(app))
    app.run_frames(1)
    return calls


def _f11(app):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))


def test_one_f11_makes_one_change_and_the_window_reports_make_none(app, made):
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=800, size=(1280, 800)))
    app.run_frames(30)
    assert made == []  # a report of the window's size is no reason to make it again
    _f11(app)
    app.run_frames(30)
    assert len(made) == 1 and made[0][1] & pygame.FULLSCREEN and app.fullscreen
    _f11(app)
    app.run_frames(30)
    assert len(made) == 2 and not made[1][1] & pygame.FULLSCREEN and not app.fullscreen
    assert made[1][0] == (1280, 800) and app.screen.get_size() == (1280, 800)


def test_a_window_resized_from_outside_is_laid_out_anew_without_set_mode(app, made, monkeypatch):
    shrunk = pygame.Surface((1024, 600))
    monkeypatch.setattr(pygame.display, "get_surface", lambda: shrunk)  # SDL has resized it
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=600, size=(1024, 600)))
    app.run_frames(3)
    assert made == []
    assert app.screen.get_size() == (1024, 600) and app.window_size() == (1024, 600)
    assert (app.settings.width, app.settings.height) == (1024, 600)
    assert max(b.rect.right for b in app.top.buttons) <= 1024  # the menu laid out for it


def test_settings_shows_the_real_window_size():
    window = App(Settings(speed="instant"), None, size=(1024, 600))  # stored 1280x800, opened smaller
    try:
        settings = SettingsScene(window)
        window.push(settings)
        assert settings.buttons[0].label == "1024 \u00d7 600"
        settings.buttons[0].on_click()  # the next size up from the real one
        assert settings.buttons[0].label == "1024 \u00d7 700" and window.screen.get_size() == (1024, 700)
    finally:
        window.pg.quit()


def test_a_larger_window_stays_within_the_desktop(app, monkeypatch):
    monkeypatch.setattr(app_module, "_desktop", lambda pg: (1920, 1080))
    moved = []
    monkeypatch.setattr(pygame.display, "get_window_position", lambda: (700, 400))
    monkeypatch.setattr(pygame.display, "set_window_position", lambda pos: moved.append(tuple(pos)))
    app.set_window_size((1600, 900))
    assert app.screen.get_size() == (1600, 900) and moved == [(320, 180)]  # pulled in, not run off the edge
    app.set_window_size((2560, 1440))  # bigger than the screen
    assert app.screen.get_size() == (1920, 1080) and (app.settings.width, app.settings.height) == (1920, 1080)


def test_leaving_full_screen_fits_the_window_to_the_desktop(app, monkeypatch):
    monkeypatch.setattr(app_module, "_desktop", lambda pg: (1024, 600))  # a small screen
    _f11(app)
    _f11(app)
    assert not app.fullscreen and app.screen.get_size() == (1024, 600)


def test_full_screen_saved_from_last_time_opens_full_screen():
    window = App(Settings(speed="instant", fullscreen=True), None)  # (it failed as it opened)
    try:
        assert window.fullscreen
        window.push(MenuScene(window))
        window.run_frames(1)
    finally:
        window.pg.quit()
