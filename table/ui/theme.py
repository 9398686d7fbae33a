"""Colours and sizes shared by every screen."""

FELT = (22, 86, 60)
FELT_DARK = (14, 60, 42)
WOOD = (92, 54, 30)
WOOD_DARK = (60, 34, 18)
CREAM = (252, 246, 232)
INK = (40, 32, 28)
MUTED = (120, 110, 100)
GOLD = (245, 196, 66)
RED = (200, 48, 48)
RED_DARK = (150, 30, 36)
GREEN = (60, 160, 90)
WHITE = (255, 255, 255)
SHADOW = (0, 0, 0, 90)
PANEL = (255, 250, 240)
BACK_BLACK = (34, 34, 40)
BACK_WHITE = (240, 238, 232)


def scale_for(size: tuple[int, int]) -> float:
    """1.0 at 1280x800; everything on screen is sized by this."""
    return max(0.5, min(size[0] / 1280, size[1] / 800))
