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

# Meaning-carrying colours come from Okabe and Ito's palette ("Color Universal Design", 2008),
# whose colours stay apart under every common colour-vision deficiency; each meaning also has a
# shape, a sign or a word (tests/table/test_colour_vision.py checks both, issue 37).
OKABE_ITO = {
    "black": (0, 0, 0), "orange": (230, 159, 0), "sky": (86, 180, 233), "green": (0, 158, 115),
    "yellow": (240, 228, 66), "blue": (0, 114, 178), "vermilion": (213, 94, 0), "purple": (204, 121, 167),
}
GOOD = OKABE_ITO["blue"]  # better for the player: points won, ready, cards raised (with a + or a word)
BAD = (180, 75, 0)  # Okabe-Ito vermilion, darkened to read as text on a pale panel: points lost
RISE = OKABE_ITO["orange"]  # a present grows staler (Presents of Mine), with its "+"
FALL = OKABE_ITO["sky"]  # a present grows fresher, with its "-"
TIMER = OKABE_ITO["green"]  # a countdown's bar, beside its words
# Card suits: hearts and diamonds stay red, spades and clubs black; the four-colour deck
# (Settings, The Spirit of Giving) makes diamonds blue and clubs green. Each suit is its shape.
SUIT_RED = (196, 30, 40)
SUIT_BLACK = (30, 30, 36)
FOUR_COLOUR_SUITS = (SUIT_BLACK, SUIT_RED, OKABE_ITO["blue"], (0, 128, 90))  # spades, hearts, diamonds, clubs

# Every pair of colours that tells the player something apart, and what else tells it
# (a shape, a sign, a word), or "" where the colours alone must stay apart
DISTINCTIONS = [
    ("points won / lost", GOOD, BAD, "the sign: +3 or -2"),
    ("staler / fresher", RISE, FALL, "the sign on the mark"),
    ("a hand's cards raised / not", GOOD, BAD, "the words: '2 of 3' or '\u00d73'"),
    ("ready / thinking", GOOD, BAD, "the words on the plate"),
    ("hearts / spades", SUIT_RED, SUIT_BLACK, "the suit's shape"),
    ("four-colour deck", FOUR_COLOUR_SUITS[1], FOUR_COLOUR_SUITS[3], "the suit's shape"),
    ("four-colour deck", FOUR_COLOUR_SUITS[2], FOUR_COLOUR_SUITS[3], "the suit's shape"),
    ("four-colour deck", FOUR_COLOUR_SUITS[1], FOUR_COLOUR_SUITS[2], "the suit's shape"),
    ("chosen / focused", GOLD, FELT, "a ring around it, the card raised"),
    ("That's Not a Hat's black and white arrows", (20, 20, 24), (252, 252, 252), ""),  # not_a_hat/art.py
    ("a countdown's time left", TIMER, (226, 216, 200), "the bar's length and the window's words"),
]


# The Size setting (issue 37): text, cards and controls at 100% to 200% of their usual size.
SIZE_PERCENTS = (100, 125, 150, 175, 200)
# The least room a layout needs, in its own units (1280x800 is 1.0): the Size setting enlarges
# only as far as leaves every screen this much, so a window too small for 200% gets the most
# it can hold (docs/NOTES.md: size and reflow)
ROOM = (800, 500)
# A table (plates round the cloth, hands, piles, windows, speech) needs more: at a large Size it is
# enlarged as far as leaves it this much room
TABLE_ROOM = (960, 600)
_SIZE = {"factor": 1.0}


def set_size(percent: int) -> None:
    """Use the Size setting (a percentage of SIZE_PERCENTS; anything else is 100%)."""
    _SIZE["factor"] = percent / 100 if percent in SIZE_PERCENTS else 1.0


def size_factor() -> float:
    return _SIZE["factor"]


def usual_scale(size: tuple[int, int]) -> float:
    """The scale at 100%: what a crowded place may fall back to at a large Size."""
    return max(0.5, min(size[0] / 1280, size[1] / 800))


def scale_for(size: tuple[int, int], room: tuple[int, int] = ROOM) -> float:
    """1.0 at 1280x800 at the usual Size; everything on screen is sized by this. ``room``: what a
    screen needs at least, in its own units (a dense screen asks for more than ``ROOM``)."""
    s = usual_scale(size)
    if _SIZE["factor"] == 1.0:
        return s
    return max(s, min(s * _SIZE["factor"], size[0] / room[0], size[1] / room[1]))


def steps_back(scale: float, usual: float, parts: int = 2) -> list[float]:
    """From ``scale`` toward ``usual`` in ``parts`` equal steps, both ends included, each once: the
    scales a crowded screen tries at a large Size before it lies on itself (one at the usual Size)."""
    between = ((scale * (parts - k) + usual * k) / parts for k in range(1, parts))
    return list(dict.fromkeys((scale, *between, usual)))


def room_for(size: tuple[int, int], scale: float) -> tuple[float, float]:
    """The room (``scale_for``) that gives ``scale`` in a window of ``size`` at a large Size."""
    return size[0] / scale, size[1] / scale


def bar_height(size: tuple[int, int], s: float) -> int:
    """The table's bottom bar: a tenth of the window, taller where a large Size needs room for
    two lines of status and the info line above them."""
    return max(size[1] - int(size[1] * 0.9), int(80 * s))
