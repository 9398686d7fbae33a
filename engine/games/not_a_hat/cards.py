"""The project's That's Not a Hat deck (ruling NH-1).

48 distinct gifts, each once. Backs: half black, half white; within each colour half
point left, half right. The back of every card is fixed, as on a printed deck, and the
list is public: anyone may know that the hat has a white back with a left arrow.
"""

from __future__ import annotations

from dataclasses import dataclass

BLACK, WHITE = "black", "white"
LEFT, RIGHT = "left", "right"


@dataclass(frozen=True)
class Gift:
    index: int
    name: str
    emoji: str
    colour: str
    arrow: str

    @property
    def art(self) -> str:
        """File name of the picture under assets/gifts/."""
        return self.name.replace(" ", "-") + ".png"

    @property
    def plural(self) -> bool:
        # "some dice", never "a dice"; but "a cactus"
        return (self.name.endswith("s") and not self.name.endswith("us")) or self.name == "dice"

    @property
    def with_article(self) -> str:
        """'a hat', 'an umbrella', 'some socks'."""
        if self.plural:
            return f"some {self.name}"
        return ("an " if self.name[0] in "aeiou" else "a ") + self.name

    @property
    def nice(self) -> str:
        """How a giver says it: 'a nice hat', 'some nice socks'."""
        return f"{'some' if self.plural else 'a'} nice {self.name}"


# (name, emoji). The back of the k-th entry: colours alternate in pairs, arrows alternate,
# which gives 12 of each colour-and-arrow pair across the 48.
_GIFT_LIST = [
    ("hat", "\U0001F3A9"), ("broccoli", "\U0001F966"), ("book", "\U0001F4DA"),
    ("guitar", "\U0001F3B8"), ("piano", "\U0001F3B9"), ("cupcake", "\U0001F9C1"),
    ("teddy bear", "\U0001F9F8"), ("kite", "\U0001FA81"), ("umbrella", "\U0001F302"),
    ("socks", "\U0001F9E6"), ("scarf", "\U0001F9E3"), ("gloves", "\U0001F9E4"),
    ("trumpet", "\U0001F3BA"), ("drum", "\U0001F941"), ("violin", "\U0001F3BB"),
    ("football", "\u26BD"), ("roller skates", "\U0001F6FC"), ("sled", "\U0001F6F7"),
    ("camera", "\U0001F4F7"), ("alarm clock", "\u23F0"), ("candle", "\U0001F56F\uFE0F"),
    ("teapot", "\U0001FAD6"), ("doughnut", "\U0001F369"), ("pineapple", "\U0001F34D"),
    ("cookie", "\U0001F36A"), ("chocolate", "\U0001F36B"), ("lollipop", "\U0001F36D"),
    ("cheese", "\U0001F9C0"), ("robot", "\U0001F916"), ("rocket", "\U0001F680"),
    ("toy car", "\U0001F697"), ("train", "\U0001F682"), ("sailboat", "\u26F5"),
    ("bicycle", "\U0001F6B2"), ("backpack", "\U0001F392"), ("sunglasses", "\U0001F576\uFE0F"),
    ("crown", "\U0001F451"), ("ring", "\U0001F48D"), ("boots", "\U0001F97E"),
    ("yo-yo", "\U0001FA80"), ("jigsaw", "\U0001F9E9"), ("dice", "\U0001F3B2"),
    ("paint set", "\U0001F3A8"), ("telescope", "\U0001F52D"), ("balloon", "\U0001F388"),
    ("cactus", "\U0001F335"), ("headphones", "\U0001F3A7"), ("game pad", "\U0001F3AE"),
]


def _back(k: int) -> tuple[str, str]:
    colour = BLACK if (k // 2) % 2 == 0 else WHITE
    arrow = LEFT if k % 2 == 0 else RIGHT
    return colour, arrow


GIFTS: tuple[Gift, ...] = tuple(
    Gift(k, name, emoji, *_back(k)) for k, (name, emoji) in enumerate(_GIFT_LIST)
)
GIFT_BY_NAME = {g.name: g for g in GIFTS}


def deck_for(colour: str) -> tuple[int, ...]:
    """Gift indices in play: all, or one back colour (ruling NH-9)."""
    if colour == "both":
        return tuple(g.index for g in GIFTS)
    return tuple(g.index for g in GIFTS if g.colour == colour)
