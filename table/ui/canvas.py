"""Drawing only what changed: the frame's drawing calls are recorded on a ``Canvas`` instead of
painted, compared with the last frame's, and replayed on the screen clipped to the places
where the two differ (damage tracking, as browsers and SDL's own dirty-rectangle sprites do).

A scene still draws its whole picture every frame, the simple way; the canvas makes that
cheap. At 4K, a full frame moves some 33 MB (the tabletop alone costs about 4 ms), while a
card flying across the cloth changes a few hundred kilobytes.

What makes it exact: every call is kept with copies of its arguments, the surfaces it blits
(by identity: the last frame's list keeps them alive, so no new surface can take an old one's
id) and their alpha at the time. Two frames with the same calls in the same order paint the
same pixels; where the calls differ, or their order does, the boxes they cover are painted
again with every call that touches them, in order. A surface must therefore not be drawn into
after it has been blitted to the screen (make a new one instead): the tests compare every
frame of each game's demo with a full repaint.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pygame

MAX_BOXES = 24  # more separate damaged places than this: the closest are joined
FULL_SHARE = 0.6  # damage over this share of the screen: paint the whole screen once


def _snap(value):
    """An immutable copy of a drawing argument (a Rect or a list may change after the call),
    in a form pygame takes back (a Rect as a 4-tuple), keeping surfaces themselves; equal
    snaps mean equal pixels."""
    kind = type(value)
    if kind is int or kind is float or kind is bool or value is None or kind is str:
        return value
    if kind is tuple or kind is list:
        return tuple(_snap(v) for v in value)
    if kind is pygame.Rect or kind is pygame.FRect:
        return (value.x, value.y, value.w, value.h)
    if kind is pygame.Color:
        return tuple(value)
    if isinstance(value, pygame.math.Vector2):
        return (value.x, value.y)
    return value  # a Surface (compared by identity) or another immutable value


class Op:
    """One recorded call. ``ident`` (hashable) is equal for two calls that paint the same."""

    __slots__ = ("ident", "box", "fn", "args", "kw", "clip", "alpha")

    def __init__(self, ident, box, fn, args, kw, clip, alpha) -> None:
        self.ident, self.box, self.fn, self.args, self.kw, self.clip, self.alpha = ident, box, fn, args, kw, clip, alpha

    def run(self, target: pygame.Surface, clip: pygame.Rect | None) -> None:
        if self.clip is not None:
            target.set_clip(self.clip.clip(clip) if clip is not None else self.clip)
        args, kw = self.args, self.kw
        if self.fn is None:  # a blit; the source's alpha as it was when the call was made
            source = args[0]
            was = source.get_alpha()
            if was != self.alpha:
                source.set_alpha(self.alpha)
            target.blit(*args)
            if was != self.alpha:
                source.set_alpha(was)
        elif self.fn == "fill":
            target.fill(*args)
        else:
            self.fn(target, *args, **kw)
        if self.clip is not None:
            target.set_clip(clip)


class Canvas:
    """Stands in for the screen while a frame is drawn: records, never paints. It offers the
    Surface methods the scenes use; ``table.ui.pen`` records pygame.draw's shapes on it."""

    def __init__(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.ops: list[Op] = []
        self._clip: pygame.Rect | None = None
        self._bounds = screen.get_rect()

    # -- what drawing code may ask ---------------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def get_width(self) -> int:
        return self.screen.get_width()

    def get_height(self) -> int:
        return self.screen.get_height()

    def get_rect(self, **anchor) -> pygame.Rect:
        return self.screen.get_rect(**anchor)

    def get_clip(self) -> pygame.Rect:
        return pygame.Rect(self._clip) if self._clip is not None else pygame.Rect(self._bounds)

    def set_clip(self, rect=None) -> None:
        self._clip = None if rect is None else pygame.Rect(rect).clip(self._bounds)

    # -- recorded calls ----------------------------------------------------------------------------
    def _keep(self, fn, box: pygame.Rect, args: tuple, kw: dict, alpha: int | None) -> pygame.Rect:
        clip = self._clip
        box = box.clip(clip if clip is not None else self._bounds)
        if box.width > 0 and box.height > 0:
            ident = (fn, args, tuple(sorted(kw.items())) if kw else (), alpha,
                     None if clip is None else (clip.x, clip.y, clip.w, clip.h), box.x, box.y, box.w, box.h)
            self.ops.append(Op(ident, box, fn, args, kw, clip, alpha))
        return box

    def record(self, fn: Callable, box: pygame.Rect, args: tuple, kw: dict) -> pygame.Rect:
        """A shape of pygame.draw (see ``table.ui.pen``) that can touch at most ``box``."""
        return self._keep(fn, box, tuple(_snap(a) for a in args), {k: _snap(v) for k, v in kw.items()}, None)

    def blit(self, source: pygame.Surface, dest, area=None, special_flags: int = 0) -> pygame.Rect:
        kind = type(dest)
        if kind is pygame.Rect:
            x, y = dest.x, dest.y
        else:
            x, y = int(dest[0]), int(dest[1])
        if area is None:
            box = pygame.Rect(x, y, *source.get_size())
        else:
            area = _snap(area)
            box = pygame.Rect((x, y), pygame.Rect(area).clip(source.get_rect()).size)
        return self._keep(None, box, (source, (x, y), area, special_flags), {}, source.get_alpha())

    def fill(self, colour, rect=None, special_flags: int = 0) -> pygame.Rect:
        box = pygame.Rect(rect) if rect is not None else pygame.Rect(self._bounds)
        return self._keep("fill", box, (_snap(colour), _snap(rect), special_flags), {}, None)

    def __getattr__(self, name: str):
        raise AttributeError(f"the frame canvas does not offer Surface.{name}: draw on the canvas with blit, "
                             "fill and table.ui.pen, or on a surface of your own")


class Damage:
    """Keeps the last frame's calls and paints each new frame where it differs."""

    def __init__(self, check: bool = False) -> None:
        self.last: list[Op] | None = None
        self.screen: pygame.Surface | None = None
        self.full = True
        self.check = check  # compare each frame with a whole repaint (tests); raises on a difference

    def forget(self) -> None:
        """The next frame is painted whole (a new window, a screen the system overwrote)."""
        self.full = True

    def paint(self, screen: pygame.Surface, draw: Callable[[Canvas], None]) -> list[pygame.Rect]:
        """Draw a frame through ``draw(canvas)``; paint what changed on ``screen``. Returns the
        screen's changed boxes (empty: nothing to show)."""
        canvas = Canvas(screen)
        draw(canvas)
        ops = canvas.ops
        full = self.full or self.last is None or screen is not self.screen
        boxes = [screen.get_rect()] if full else changed(self.last, ops, screen.get_rect())
        for box in boxes:
            screen.set_clip(box)
            for op in ops:
                if op.box.colliderect(box):
                    op.run(screen, box)
        screen.set_clip(None)
        self.last, self.screen, self.full = ops, screen, False
        if self.check:
            whole = screen.copy()
            for op in ops:
                op.run(whole, None)
            if pygame.image.tobytes(whole, "RGB") != pygame.image.tobytes(screen, "RGB"):
                raise AssertionError(f"a frame painted only where it changed ({boxes}) differs from a whole repaint")
        return boxes


def changed(before: list[Op], after: list[Op], bounds: pygame.Rect) -> list[pygame.Rect]:
    """The boxes where two frames' calls paint differently: calls only one frame makes, and
    calls both make whose order among the shared ones moved."""
    if len(before) == len(after) and all(a.ident == b.ident for a, b in zip(before, after, strict=True)):
        return []
    counts_before = Counter(op.ident for op in before)
    counts_after = Counter(op.ident for op in after)
    gone, new = counts_before - counts_after, counts_after - counts_before
    boxes: list[pygame.Rect] = []

    def split(ops: list[Op], extra: Counter) -> list[Op]:
        kept = []
        for op in ops:
            if extra.get(op.ident, 0) > 0:
                extra[op.ident] -= 1
                boxes.append(op.box)
            else:
                kept.append(op)
        return kept

    shared_before, shared_after = split(before, gone), split(after, new)
    for a, b in zip(shared_before, shared_after, strict=True):
        if a.ident != b.ident:
            boxes.extend((a.box, b.box))
    return merge(boxes, bounds)


def merge(boxes: list[pygame.Rect], bounds: pygame.Rect) -> list[pygame.Rect]:
    """Few boxes covering all of these: overlapping or touching ones joined; too many, or too
    much of the screen, become one."""
    out: list[pygame.Rect] = []
    for box in boxes:
        box = box.inflate(4, 4).clip(bounds)  # a little margin for antialiased edges
        if box.width <= 0 or box.height <= 0:
            continue
        joined = True
        while joined:
            joined = False
            for i, other in enumerate(out):
                if box.colliderect(other.inflate(8, 8)):
                    box = box.union(out.pop(i))
                    joined = True
                    break
        out.append(box)
    while len(out) > MAX_BOXES:  # join the two whose union adds the least area
        best = None
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                u = out[i].union(out[j])
                waste = u.width * u.height - out[i].width * out[i].height - out[j].width * out[j].height
                if best is None or waste < best[0]:
                    best = (waste, i, j)
        _waste, i, j = best
        joined = out[i].union(out.pop(j))
        out[i] = joined
    if sum(b.width * b.height for b in out) > FULL_SHARE * bounds.width * bounds.height:
        return [pygame.Rect(bounds)]
    return out
