"""Present Company's pygame-ce application: the window, scenes and game tables."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any module of ours imports pygame
