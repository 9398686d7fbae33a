"""Tweens and easing. Plain Python: they run and test without a display."""

from __future__ import annotations

import math
from collections.abc import Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


class Tween:
    """A value going from ``start`` to ``end`` over ``duration`` seconds, after ``delay``."""

    __slots__ = ("start", "end", "duration", "delay", "ease", "elapsed", "on_done")

    def __init__(self, start: float, end: float, duration: float, ease: Callable[[float], float] = ease_out_cubic,
                 delay: float = 0.0, on_done: Callable[[], None] | None = None) -> None:
        self.start, self.end = start, end
        self.duration = max(duration, 1e-6)
        self.delay = delay
        self.ease = ease
        self.elapsed = 0.0
        self.on_done = on_done

    def update(self, dt: float) -> None:
        was_done = self.done
        self.elapsed += dt
        if self.done and not was_done and self.on_done:
            self.on_done()

    @property
    def progress(self) -> float:
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def value(self) -> float:
        return self.start + (self.end - self.start) * self.ease(self.progress)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


class Animated:
    """An object whose named numeric attributes can be tweened: ``animate(x=10, duration=.3)``."""

    def __init__(self) -> None:
        self._tweens: dict[str, Tween] = {}

    def animate(self, duration: float, ease: Callable[[float], float] = ease_out_cubic, delay: float = 0.0,
                **targets: float) -> None:
        for name, end in targets.items():
            self._tweens[name] = Tween(getattr(self, name), end, duration, ease, delay)

    def update(self, dt: float) -> None:
        if not self._tweens:
            return
        for name, tween in list(self._tweens.items()):
            tween.update(dt)
            setattr(self, name, tween.value)
            if tween.done:
                del self._tweens[name]

    def tween_ends(self, name: str) -> tuple[float, float] | None:
        """Where attribute ``name`` is going from and to, while it is being tweened."""
        tween = self._tweens.get(name)
        return None if tween is None else (tween.start, tween.end)

    @property
    def moving(self) -> bool:
        return bool(self._tweens)

    def stop(self) -> None:
        for name, tween in self._tweens.items():
            setattr(self, name, tween.end)
        self._tweens.clear()
