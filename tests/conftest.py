"""Shared test setup. SDL's dummy drivers are set before anything can import pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # the app follows the system language: tests read its English
os.environ.setdefault("PRESENT_COMPANY_NO_UPNP", "1")  # hosting in tests asks no real router for a forward
