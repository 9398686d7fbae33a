"""Load fonts, pictures and sounds from the ``assets`` package, from source or frozen.

Paths are found from the package itself (works in a checkout, an installed wheel, and a
PyInstaller bundle, where ``sys._MEIPASS`` holds the data). Every loaded or scaled
surface is cached: nothing is scaled per frame.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pygame


def asset_root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "assets"
    # late: only a checkout has the assets package (a frozen app finds them beside it)
    import assets

    return Path(assets.__file__).resolve().parent


ROOT = asset_root()
FONT_FILES = {
    "text": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "heavy": "Lato-Black.ttf",
    "title": "Comfortaa-Bold.ttf",
}


def path(*parts: str) -> Path:
    return ROOT.joinpath(*parts)


@functools.lru_cache(maxsize=64)
def font(role: str, size: int) -> pygame.font.Font:
    return pygame.font.Font(str(path("fonts", FONT_FILES[role])), max(6, int(size)))


@functools.lru_cache(maxsize=256)
def image(rel: str) -> pygame.Surface:
    surface = pygame.image.load(str(path(*rel.split("/"))))
    return surface.convert_alpha() if pygame.display.get_surface() else surface


@functools.lru_cache(maxsize=1024)
def scaled(rel: str, size: int) -> pygame.Surface:
    """A square picture scaled once to ``size`` pixels."""
    return pygame.transform.smoothscale(image(rel), (max(1, size), max(1, size)))


@functools.lru_cache(maxsize=256)
def faded(rel: str, size: int) -> pygame.Surface:
    """A scaled picture, mostly transparent: for choices that cannot be right."""
    img = scaled(rel, size).copy()
    img.set_alpha(70)
    return img


@functools.lru_cache(maxsize=2048)
def text(content: str, role: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    return font(role, size).render(content, True, colour)


class Sounds:
    """Sound effects with a volume and a mute. Silent (and never failing) without audio."""

    NAMES = ("deal", "slide", "flip", "accept", "refuse", "turn")

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self.volume = volume
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            for name in self.NAMES:
                self._sounds[name] = pygame.mixer.Sound(str(path("sounds", f"{name}.wav")))
        except (pygame.error, FileNotFoundError):
            self._sounds = {}

    def play(self, name: str) -> None:
        sound = self._sounds.get(name)
        if sound is None or self.muted or self.volume <= 0:
            return
        sound.set_volume(self.volume)
        sound.play()


def clear_caches() -> None:
    for cached in (font, image, scaled, faded, text):
        cached.cache_clear()
