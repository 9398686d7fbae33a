"""Small widgets: a button and text helpers. Each widget answers ``process_event`` with
None when it used the event, or the event to pass it on (as in pygame_gui/Tuxemon)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Hashable

import pygame

from table import assets
from table.ui import pen, theme
from table.ui.pads import shown_hint

MIN_TEXT = 12  # px: no text a player must read is drawn smaller, at any window size


def readable(size: float) -> int:
    """A font size in px, never below MIN_TEXT."""
    return max(MIN_TEXT, int(size))


# Text that did not fit: (text, why), newest last; tests in a long pseudo-language read it.
OVERFLOWS: list[tuple[str, str]] = []


def _overflow(content: str, why: str) -> None:
    if len(OVERFLOWS) < 500:
        OVERFLOWS.append((content, why))


def draw_text(surface: pygame.Surface, content: str, role: str, size: int, colour, *,
              max_width: int | None = None, two_lines: int = 0, cut: bool = False, **anchor) -> pygame.Rect:
    """Blit text placed by one pygame.Rect anchor (center=, topleft=, midbottom=, ...). With
    ``max_width`` it shrinks to fit, down to MIN_TEXT. Still too wide, it takes two lines where
    the caller has that much height for them (``two_lines``, e.g. a button); or, for a line whose
    whole text is kept elsewhere (the move log, the rules), loses its last words to an ellipsis
    (``cut``); else it is recorded as too wide (``OVERFLOWS``, which the layout tests read)."""
    size = int(size)
    img = assets.text(content, role, size, tuple(colour))
    while max_width and img.get_width() > max_width and size > MIN_TEXT:
        size -= 1
        img = assets.text(content, role, size, tuple(colour))
    if max_width and img.get_width() > max_width:
        if two_lines and " " in content.strip():
            both = _two_lines(content, role, size, tuple(colour), max_width)
            if both.get_height() <= two_lines:
                img = both
        if cut and img.get_width() > max_width:
            img = assets.text(shortened(content, assets.font(role, size), max_width), role, size, tuple(colour))
        if img.get_width() > max_width:
            _overflow(content, f"{img.get_width()} px wide in {max_width}")
    rect = img.get_rect(**anchor)
    if surface.get_clip() == surface.get_rect() and _cut(rect, surface.get_rect()):
        _overflow(content, f"{rect} beyond its surface {surface.get_size()}")
    surface.blit(img, rect)
    return rect


def _cut(rect: pygame.Rect, area: pygame.Rect) -> bool:
    """Would ``area`` cut the letters in ``rect``? (Its top and bottom are partly line spacing.
    A clipped surface scrolls, so text may run past it: callers skip those.)"""
    slack = rect.height * 0.3
    return rect.left < area.left - 1 or rect.right > area.right + 1 or rect.top < area.top - slack \
        or rect.bottom > area.bottom + slack


def shortened(content: str, font: pygame.font.Font, width: int) -> str:
    """``content`` without its last words, with an ellipsis, as wide as ``width`` at most."""
    words = content.split(" ")
    while len(words) > 1 and font.size(" ".join(words) + "\u2026")[0] > width:
        words.pop()
    text = " ".join(words)
    while len(text) > 1 and font.size(text + "\u2026")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,;:") + "\u2026"


@functools.lru_cache(maxsize=256)
def _two_lines(content: str, role: str, size: int, colour, max_width: int) -> pygame.Surface:
    """``content`` broken at the space that leaves its longer line shortest, lines centred."""
    words = content.split(" ")
    f = assets.font(role, size)

    def longer(i: int) -> int:
        return max(f.size(" ".join(words[:i]))[0], f.size(" ".join(words[i:]))[0])

    best = min(range(1, len(words)), key=longer)
    lines = [assets.text(" ".join(part), role, size, colour) for part in (words[:best], words[best:])]
    step = int(f.get_linesize() * 0.9)
    out = pygame.Surface((max(x.get_width() for x in lines), step + lines[1].get_height()), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        out.blit(line, line.get_rect(midtop=(out.get_width() // 2, i * step)))
    return out


def fitting(candidates: tuple[str, ...], role: str, size: int, width: int) -> str:
    """The first of ``candidates`` (longest first) that fits ``width`` at this size; else the
    last. Words give way rather than run out of their box."""
    f = assets.font(role, size)
    return next((c for c in candidates if f.size(c)[0] <= width), candidates[-1])


_CLINGS = set("?!:;\u00bb")  # French marks written after a space: never alone at a line's start


def wrap(content: str, role: str, size: int, width: int) -> list[str]:
    f = assets.font(role, size)
    lines: list[str] = []
    for paragraph in content.split("\n"):
        words, line = [], ""
        for word in paragraph.split(" "):
            if words and word and set(word) <= _CLINGS:
                words[-1] = f"{words[-1]} {word}"  # "5) ?" goes to the next line whole
            else:
                words.append(word)
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
        if event.type == pygame.KEYDOWN and self.answers(event.key):
            self.on_click()
            return None
        return event

    def _label_room(self, scale: float) -> int:
        return self.rect.width - int(20 * scale)

    def answers(self, key: int) -> bool:
        """Whether ``key`` is this button's own key (Enter on the number pad is Enter too)."""
        if self.key is None:
            return False
        return key == self.key or (self.key == pygame.K_RETURN and key == pygame.K_KP_ENTER)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width == 0:
            return
        base, lit = self.COLOURS[self.style]
        colour = lit if (self.hover or self.focused) and self.enabled else base
        if not self.enabled:
            colour = (150, 150, 150)
        panel(surface, self.rect, colour, radius=int(12 * scale), shadow=self.enabled)
        if self.focused:
            pad = max(3, int(4 * scale))
            pen.rect(surface, theme.GOLD, self.rect.inflate(2 * pad, 2 * pad), width=max(3, int(3 * scale)),
                     border_radius=int(14 * scale))
        ink = theme.INK if self.style == "plain" else theme.WHITE
        size = readable(self.rect.height * 0.42)
        draw_text(surface, self.label, "bold", size, ink, center=self.rect.center,
                  max_width=self._label_room(scale), two_lines=self.rect.height - 2)
        hint = shown_hint(self.hint, self.key)
        if hint:
            draw_text(surface, hint, "text", readable(size * 0.6), ink,
                      midright=(self.rect.right - int(8 * scale), self.rect.bottom - int(size * 0.55)))


class Choice(Button):
    """A setting that steps through its values: a click (or Right, with the keyboard ring on
    it) moves on to the next, a right-click or a click on its left arrow (or Left) goes back."""

    def __init__(self, label: str, on_click: Callable[[], None], on_back: Callable[[], None], **kw) -> None:
        super().__init__(label, on_click, **kw)
        self.on_back = on_back

    def _arrow(self) -> int:
        """How wide each end's arrow area is."""
        return max(12, min(self.rect.height // 2, self.rect.width // 7))

    def _label_room(self, scale: float) -> int:
        return self.rect.width - 2 * self._arrow() - int(8 * scale)

    def process_event(self, event: pygame.event.Event):
        if event.type == pygame.MOUSEBUTTONDOWN and self.enabled and self.rect.collidepoint(event.pos) and (
                event.button == 3 or (event.button == 1 and event.pos[0] < self.rect.left + self._arrow())):
            self.on_back()
            return None
        return super().process_event(event)

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width == 0:
            return
        super().draw(surface, scale)
        ink = theme.INK if self.style == "plain" else theme.WHITE
        half = max(3, min(int(self.rect.height * 0.13), self._arrow() // 3))
        y = self.rect.centery
        for x, way in ((self.rect.left + self._arrow() // 2 + 2, -1), (self.rect.right - self._arrow() // 2 - 2, 1)):
            pen.polygon(surface, ink, [(x + way * half, y), (x - way * half, y - half), (x - way * half, y + half)])


def layout_row(buttons: list[Button], center: tuple[int, int], height: int, gap: int,
               width: int | None = None) -> None:
    """Lay buttons side by side, centred on ``center``."""
    widths = [width or max(height * 3, assets.font("bold", readable(height * 0.42)).size(b.label)[0] + height)
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
