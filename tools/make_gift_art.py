"""Render the gift pictures and decorations from Noto Color Emoji (SIL OFL 1.1).

Run by developers; the PNGs are committed so neither the app nor CI needs the font:
    python tools/make_gift_art.py [--font /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf]
(Debian/Ubuntu: apt-get install fonts-noto-color-emoji)
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from engine.games.not_a_hat.cards import GIFTS  # noqa: E402
from engine.games.presents_of_mine.cards import KINDS as MINE  # noqa: E402
from engine.games.secret_santa.cards import KIND  # noqa: E402

SIZE = 128
DECOR = {
    "tree": "\U0001F384", "present": "\U0001F381", "star": "\u2B50", "snowflake": "\u2744\uFE0F",
    "bell": "\U0001F514", "candy-cane": "\U0001F36C", "ribbon": "\U0001F380", "speaker": "\U0001F50A",
    "muted": "\U0001F507", "thumbs-up": "\U0001F44D", "no": "\U0001F645", "trophy": "\U0001F3C6",
    # The Spirit of Giving: Jack, Queen, King, the homemade Ace, a gift tag, a speech balloon
    "eyes": "\U0001F440", "label": "\U0001F3F7\uFE0F", "handshake": "\U0001F91D", "yarn": "\U0001F9F6",
    "speech": "\U0001F4AC",
}


def render(font: pygame.font.Font, emoji: str) -> pygame.Surface:
    glyph = font.render(emoji, True, (0, 0, 0))
    bounds = glyph.get_bounding_rect()
    if bounds.width == 0:
        raise SystemExit(f"the font has no picture for {emoji!r}")
    glyph = glyph.subsurface(bounds)
    scale = SIZE / max(bounds.width, bounds.height)
    glyph = pygame.transform.smoothscale(glyph, (round(bounds.width * scale), round(bounds.height * scale)))
    out = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    out.blit(glyph, glyph.get_rect(center=(SIZE // 2, SIZE // 2)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--font", default="/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
    args = parser.parse_args()
    pygame.init()
    font = pygame.font.Font(args.font, 109)  # the size the colour bitmaps are drawn at
    out_dir = ROOT / "assets" / "gifts"
    out_dir.mkdir(parents=True, exist_ok=True)
    for gift in GIFTS:
        pygame.image.save(render(font, gift.emoji), str(out_dir / gift.art))
    decor_dir = ROOT / "assets" / "decor"
    decor_dir.mkdir(parents=True, exist_ok=True)
    for name, emoji in DECOR.items():
        pygame.image.save(render(font, emoji), str(decor_dir / f"{name}.png"))
    mine_dir = ROOT / "assets" / "mine"
    mine_dir.mkdir(parents=True, exist_ok=True)
    for kind in MINE.values():  # Presents of Mine: the fourteen kinds of present
        pygame.image.save(render(font, kind.emoji), str(mine_dir / f"{kind.letter}.png"))
    santa_dir = ROOT / "assets" / "santa"
    santa_dir.mkdir(parents=True, exist_ok=True)
    for kind in KIND.values():  # Secret Santa: the twelve gifts of the song and the specials
        pygame.image.save(render(font, kind.emoji), str(santa_dir / kind.art))
    print(f"wrote {len(GIFTS)} gifts, {len(KIND)} Secret Santa cards and {len(DECOR)} decorations")


if __name__ == "__main__":
    main()
