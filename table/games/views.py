"""The one cache of what the channel shows a table: every game's controller keeps the view of
the eyes on screen in a ``ViewCache`` (``SeatTable.views``), so each view is fetched once per
move and eyes, and the game hears of a new one through one hook (``SeatTable._new_view``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class ViewCache:
    """The channel's view for one pair of eyes (a seat, or None for a spectator's), fetched once
    per move and eyes: a view changes only when a move is applied or the eyes on screen change.
    ``get`` stores what it fetches and then tells ``changed(view, moved)`` (``moved``: the move
    count changed, not only the eyes); ``peek`` stores nothing (drawing changes nothing)."""

    def __init__(self, channel, changed: Callable[[Any, bool], None] | None = None) -> None:
        self.channel = channel
        self.changed = changed
        self.key: tuple | None = None  # (move count, eyes) of ``view``
        self.view: Any = None

    def get(self, eyes: int | None) -> Any:
        key = (self.channel.moves, eyes)
        if key != self.key or self.view is None:
            moved = self.key is None or self.key[0] != key[0]
            self.view, self.key = self.channel.view(eyes), key
            if self.changed is not None:
                self.changed(self.view, moved)
        return self.view

    def peek(self, eyes: int | None) -> Any:
        if self.view is not None and self.key == (self.channel.moves, eyes):
            return self.view
        return self.channel.view(eyes)

    def forget(self) -> None:
        self.key, self.view = None, None
