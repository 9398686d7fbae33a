"""Shared test setup. SDL's dummy drivers are set before anything can import pygame."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # the app follows the system language: tests read its English
os.environ.setdefault("PRESENT_COMPANY_NO_UPNP", "1")  # hosting in tests asks no real router for a forward

# hypothesis keeps nothing in the source tree (no example database, its caches in a temporary
# folder): the tests leave the tree as it was; a failing example is printed whole, to be replayed
import tempfile  # noqa: E402

os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", os.path.join(tempfile.gettempdir(), "present-company-hypothesis"))
from hypothesis import settings as _hypothesis_settings  # noqa: E402

_hypothesis_settings.register_profile("present-company", database=None)
_hypothesis_settings.load_profile("present-company")
