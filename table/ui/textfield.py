"""A one-line text box (a name, an address, a room code), as people expect one to behave.

Entering a box (a click, Tab, or Space with the keyboard ring on it) selects all its text, so
typing replaces a name the table filled in rather than adding to it ("YouAnn"); a click in
the box one is already typing in places the caret there. Ctrl+A selects all; Backspace and
Delete clear a selection (else one letter), Ctrl+Backspace and Ctrl+Delete a word; Left,
Right, Home and End move the caret (with Shift they select); Ctrl+V pastes, Ctrl+C copies.

The text lives with the scene (``get`` and ``put``), so the scene's own list of names stays
the one truth. A field has a button's shape for the scene's keyboard ring (``rect``,
``enabled``, ``focused``, ``key``, ``hint``, ``on_click``, ``draw``).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from table import assets
from table.ui import pads, pen, theme
from table.ui.widgets import MIN_TEXT, readable

# keys a box in use leaves to its scene (finish, move on, leave)
LEAVES = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN)


def _ctrl(event) -> bool:
    return bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))


def _word_start(text: str, at: int) -> int:
    """Where the word before ``at`` starts (spaces before it go with it)."""
    while at > 0 and text[at - 1] == " ":
        at -= 1
    while at > 0 and text[at - 1] != " ":
        at -= 1
    return at


def _word_end(text: str, at: int) -> int:
    while at < len(text) and text[at] == " ":
        at += 1
    while at < len(text) and text[at] != " ":
        at += 1
    return at


class TextField:
    def __init__(self, get: Callable[[], str], put: Callable[[str], None], max_length: int, *,
                 text_size: int = 18, on_enter: Callable[[TextField], None] | None = None, name=None) -> None:
        self.get, self.put = get, put
        self.max_length = max_length
        self.text_size = text_size  # px at scale 1
        self.on_enter = on_enter  # told when the box is entered (its scene ends the others, moves its ring here)
        self.name = name
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.active = False  # typing here
        self.caret = 0
        self.anchor = 0  # the selection runs between anchor and caret
        # the button-like face the scene's keyboard ring sees
        self.enabled, self.focused, self.hover = True, False, False
        self.key, self.hint, self.label = None, "", ""

    # -- state ----------------------------------------------------------------------------------
    @property
    def text(self) -> str:
        return self.get()

    def _clamp(self) -> None:
        n = len(self.text)
        self.caret, self.anchor = min(self.caret, n), min(self.anchor, n)

    @property
    def selection(self) -> tuple[int, int]:
        self._clamp()
        return min(self.caret, self.anchor), max(self.caret, self.anchor)

    def begin(self, select_all: bool = True) -> None:
        """Start typing here: all the text selected (typing replaces it), or the caret at its end."""
        if self.on_enter is not None and not self.active:
            self.on_enter(self)
        self.active = True
        self.caret = len(self.text)
        self.anchor = 0 if select_all else self.caret
        pygame.key.start_text_input()
        if pads.in_use["pad"]:  # a controller has no letters: the app opens the on-screen keyboard
            pads.wanted["keyboard"] = self

    def end(self) -> None:
        self.active = False
        self.anchor = self.caret

    def on_click(self) -> None:
        """Chosen with the keyboard ring (Space): type here, the old text selected."""
        self.begin()

    def answers(self, key: int) -> bool:
        """A box has no key of its own (as a button may)."""
        return False

    def select_all(self) -> None:
        self.anchor, self.caret = 0, len(self.text)

    def _replace(self, start: int, end: int, new: str) -> None:
        text = self.text
        room = self.max_length - (len(text) - (end - start))
        new = new[: max(0, room)]
        self.put(text[:start] + new + text[end:])
        self.caret = self.anchor = start + len(new)

    def insert(self, typed: str) -> None:
        typed = "".join(ch for ch in typed if ch.isprintable())
        if typed:
            self._replace(*self.selection, typed)

    # -- input ------------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event):
        """None when the box used the event (a click into it, typing while in use)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
            return event
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.active:
                self.caret = self.anchor = self._index_at(event.pos[0])
            else:
                self.begin()
            return None
        if not self.active:
            return event
        if event.type == pygame.TEXTINPUT:
            self.insert(event.text)
            return None
        if event.type != pygame.KEYDOWN:
            return event
        if event.key in LEAVES:
            return event  # the scene's: finish, move on, leave
        if self._key(event) or (getattr(event, "unicode", "") or "").isprintable() and event.unicode:
            return None  # (a letter's key: its letter comes as TEXTINPUT)
        return event  # a key the box has no use for (F2...): the scene may

    def _key(self, event) -> bool:
        """Carry out an editing key; False if ``event`` is none."""
        text, (start, end) = self.text, self.selection
        ctrl, shift = _ctrl(event), bool(event.mod & pygame.KMOD_SHIFT)
        word = ctrl or bool(event.mod & pygame.KMOD_ALT)  # a word at a time (Option on a Mac)
        if event.key == pygame.K_a and ctrl:
            self.select_all()
        elif event.key == pygame.K_BACKSPACE:
            if start != end:
                self._replace(start, end, "")
            elif start:
                self._replace(_word_start(text, start) if word else start - 1, start, "")
        elif event.key == pygame.K_DELETE:
            if start != end:
                self._replace(start, end, "")
            elif start < len(text):
                self._replace(start, _word_end(text, start) if word else start + 1, "")
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            if start != end and not shift and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.caret = start if event.key == pygame.K_LEFT else end  # a selection collapses to its side
            elif event.key == pygame.K_HOME:
                self.caret = 0
            elif event.key == pygame.K_END:
                self.caret = len(text)
            elif event.key == pygame.K_LEFT:
                self.caret = _word_start(text, self.caret) if word else max(0, self.caret - 1)
            else:
                self.caret = _word_end(text, self.caret) if word else min(len(text), self.caret + 1)
            if not shift:
                self.anchor = self.caret
        elif event.key in (pygame.K_v, pygame.K_INSERT) and (ctrl or (event.key == pygame.K_INSERT and shift)):
            self.insert(_clipboard().split("\n")[0])
        elif event.key in (pygame.K_c, pygame.K_x) and ctrl and start != end:
            _copy(text[start:end])
            if event.key == pygame.K_x:
                self._replace(start, end, "")
        else:
            return False
        return True

    # -- drawing ------------------------------------------------------------------------------------
    def _font_size(self, scale: float) -> int:
        """As large as asked, smaller (never below 12 px) for a long text in a narrow box."""
        size = readable(self.text_size * scale)
        room = self.rect.width - 20
        while size > MIN_TEXT and assets.font("bold", size).size(self.text)[0] > room:
            size -= 1
        return size

    def _layout(self, scale: float | None = None) -> tuple[int, pygame.font.Font, int]:
        """The font size, the font and the x of the text's first letter (scrolled left to keep
        the caret in the box)."""
        size = self._font_size(self._scale if scale is None else scale)
        f = assets.font("bold", size)
        left, room = self.rect.left + 10, self.rect.width - 20
        shift = max(0, f.size(self.text[: self.caret])[0] - room)
        return size, f, left - shift

    _scale = 1.0

    def _index_at(self, x: int) -> int:
        """The caret place nearest ``x``."""
        _size, f, left = self._layout()
        text = self.text
        edges = [left + f.size(text[:i])[0] for i in range(len(text) + 1)]
        return min(range(len(edges)), key=lambda i: abs(edges[i] - x))

    def draw(self, surface: pygame.Surface, scale: float = 1.0) -> None:
        if self.rect.width == 0:
            return
        self._scale = scale
        self._clamp()
        pen.rect(surface, (255, 255, 255), self.rect, border_radius=8)
        pen.rect(surface, theme.GOLD if self.active else (200, 190, 170), self.rect, 2, border_radius=8)
        if self.focused and not self.active:
            pad = max(3, int(4 * scale))
            pen.rect(surface, theme.GOLD, self.rect.inflate(2 * pad, 2 * pad), width=max(3, int(3 * scale)),
                     border_radius=int(14 * scale))
        size, f, left = self._layout(scale)
        text = self.text
        old = surface.get_clip()
        surface.set_clip(self.rect.inflate(-6, -4).clip(old))
        start, end = self.selection
        if self.active and start != end:
            x0, x1 = left + f.size(text[:start])[0], left + f.size(text[:end])[0]
            pen.rect(surface, (178, 206, 240), (x0, self.rect.top + 5, x1 - x0, self.rect.height - 10))
        if text:
            image = assets.text(text, "bold", size, tuple(theme.INK))
            surface.blit(image, image.get_rect(midleft=(left, self.rect.centery)))
        if self.active and start == end and int(pygame.time.get_ticks() / 500) % 2 == 0:
            x = left + f.size(text[: self.caret])[0]
            pen.rect(surface, theme.INK, (x, self.rect.top + 7, max(2, int(2 * scale)), self.rect.height - 14))
        surface.set_clip(old)


def _clipboard() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""


def _copy(text: str) -> None:
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        pass


class Typing:
    """For a screen with text boxes (``self.fields``; the screen's ``buttons`` hold them for the
    keyboard ring): which box is being typed in, and moving between boxes."""

    fields: list[TextField]

    @property
    def editing(self) -> int | None:
        """The index of the box being typed in, if any."""
        return next((i for i, f in enumerate(self.fields) if f.active), None)

    @editing.setter
    def editing(self, i: int | None) -> None:
        self._stop_typing()
        if i is not None and i < len(self.fields):
            self.fields[i].begin()

    def _stop_typing(self) -> None:
        for field in self.fields:
            field.end()

    def _entering(self, field: TextField) -> None:
        """A box is entered (a click, Tab, the ring): the others end, and a ring in use moves to it."""
        self._stop_typing()
        if self.focus is not None and field in self.buttons:
            self.focus = self.buttons.index(field)
