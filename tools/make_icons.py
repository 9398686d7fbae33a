"""Make the application icons (Windows .ico, macOS .icns, a 512 px PNG) from the present
emoji of Noto Color Emoji (SIL OFL 1.1). Run by developers; the output is committed:
    python tools/make_icons.py      (needs Pillow: pip install pillow)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
from PIL import Image  # noqa: E402

FONT = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"


def main() -> None:
    pygame.init()
    font = pygame.font.Font(FONT, 109)
    glyph = font.render("\U0001F381", True, (0, 0, 0))
    glyph = glyph.subsurface(glyph.get_bounding_rect())
    canvas = pygame.Surface((160, 160), pygame.SRCALPHA)
    canvas.blit(glyph, glyph.get_rect(center=(80, 80)))
    raw = pygame.image.tobytes(canvas, "RGBA")
    image = Image.frombytes("RGBA", (160, 160), raw).resize((512, 512), Image.LANCZOS)
    out = ROOT / "assets" / "icon"
    out.mkdir(parents=True, exist_ok=True)
    image.save(out / "present-company.png")
    image.save(out / "present-company.ico", sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128),
                                                   (256, 256)])
    image.save(out / "present-company.icns")
    print("wrote", ", ".join(p.name for p in sorted(out.iterdir())))


if __name__ == "__main__":
    main()
