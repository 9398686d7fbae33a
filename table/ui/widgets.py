"""Small widgets: a button and text helpers. Each widget answers ``process_event`` with
None when it used the event, or the event to pass it on (as in pygame_gui/Tuxemon)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame

from table import assets
from table.ui import pen, theme

MIN_TEXT = 12  # px: no text a player must read is drawn smaller, at any window size


def readable(size: float) -> int:
    """A font size in px, never below MIN_TEXT."""
    return max(MIN_TEXT, int(size))


def draw_text(surface: pygame.Surface, content: str, role: str, size: int, colour, *,
              max_width: int | None = None, **anchor) -> pygame.Rect:
    """Blit text placed by one pygame.Rect anchor (center=, topleft=, midbottom=, ...)."""
    size = int(size)
    img = assets.text(content, role, size, tuple(colour))
    while max_width and img.get_width() > max_width and size > MIN_TEXT:
        size -= 1
        img = assets.text(content, role, size, tuple(colour))
    rect = img.get_rect(**anchor)
    surface.blit(img, rect)
    return rect


def wrap(content: str, role: str, size: int, width: int) -> list[str]:
    f = assets.font(role, size)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words, line = paragraph.split(" "), ""
        for word in words:
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


_PANELS: dict[tuple, pygame.Surface] = {}  # finished panels by look and size, drawn once
SHADOW_OFFSET = (3, 5)


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=theme.PANEL, radius: int = 14,
          border=None, shadow: bool = True) -> None:
    """A rounded box with an optional border and drop shadow. Each look is drawn once per size
    and kept (tables draw the same plates every frame; at 4K drawing them afresh costs more
    than the rest of the frame)."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    key = (rect.size, tuple(colour), radius, tuple(border) if border else None, shadow)
    image = _PANELS.get(key)
    if image is None:
        if len(_PANELS) > 400:
            _PANELS.clear()
        dx, dy = SHADOW_OFFSET if shadow else (0, 0)
        image = pygame.Surface((rect.width + dx, rect.height + dy), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, rect.width, rect.height)
        if shadow:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pen.rect(shade, theme.SHADOW, body, border_radius=radius)
            image.blit(shade, (dx, dy))
        pen.rect(image, colour, body, border_radius=radius)
        if border:
            pen.rect(image, border, body, width=2, border_radius=radius)
        _PANELS[key] = image
    surface.blit(image, rect.topleft)


def card_blank(size: tuple[int, int], fill, border, radius: int, border_div: int = 40) -> pygame.Surface:
    """A rounded card-shaped surface with a thin border, for drawing card faces and backs on."""
    card = pygame.Surface(size, pygame.SRCALPHA)
    pen.rect(card, fill, card.get_rect(), border_radius=radius)
    pen.rect(card, border, card.get_rect(), width=max(1, size[0] // border_div), border_radius=radius)
    return card


class Button:
    def __init__(self, label: str, on_click: Callable[[], None], *, key: int | None = None,
                 style: str = "primary", enabled: bool = True, hint: str = "", name: Hashable = None) -> None:
        self.label = label
        # the button's name on a table's keyboard ring (and in tutorials): the same in every
        # language, e.g. ("do", action); None: named by its label
        self.name = ("button", label) if name is None else name
        self.on_click = on_click
        self.key = key
        self.style = style
        self.enabled = enabled
        self.hint = hint  # the key, shown small, e.g. "A"
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.focused = False

    COLOURS = {
        "primary": ((46, 120, 200), (70, 146, 226)),
        "good": ((44, 140, 80), (62, 168, 100)),
        "bad": (theme.RED_DARK, theme.RED),
        "plain": ((236, 228, 212), (250, 244, 230)),
        "gold": ((214, 160, 40), theme.GOLD),
    }

    def process_event(self, event: pygame.event.Event):
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return event
        if not self.enabled:
            return event
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return None
        if event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.on_click()
            return None
        return event

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width == 0:
            return
        base, lit = self.COLOURS[self.style]
        colour = lit if (self.hover or self.focused) and self.enabled else base
        if not self.enabled:
            colour = (150, 150, 150)
        panel(surface, self.rect, colour, radius=int(12 * scale), shadow=self.enabled)
        if self.focused:
            pen.rect(surface, theme.GOLD, self.rect.inflate(6, 6), width=3, border_radius=int(14 * scale))
        ink = theme.INK if self.style == "plain" else theme.WHITE
        size = readable(self.rect.height * 0.42)
        draw_text(surface, self.label, "bold", size, ink, center=self.rect.center,
                  max_width=self.rect.width - int(20 * scale))
        if self.hint:
            draw_text(surface, self.hint, "text", readable(size * 0.6), ink,
                      midright=(self.rect.right - int(8 * scale), self.rect.bottom - int(size * 0.55)))


def layout_row(buttons: list[Button], center: tuple[int, int], height: int, gap: int,
               width: int | None = None) -> None:
    """Lay buttons side by side, centred on ``center``."""
    widths = [width or max(height * 3, assets.font("bold", int(height * 0.42)).size(b.label)[0] + height)
              for b in buttons]
    total = sum(widths) + gap * (len(buttons) - 1)
    x = center[0] - total // 2
    for b, w in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, center[1] - height // 2, w, height)
        x += w + gap


def layout_column(buttons: list[Button], midtop: tuple[int, int], width: int, height: int, gap: int) -> None:
    y = midtop[1]
    for b in buttons:
        b.rect = pygame.Rect(midtop[0] - width // 2, y, width, height)
        y += height + gap
