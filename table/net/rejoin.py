"""Keeping this screen's online seats (``table.persist_online``) and taking them back.

When a game a server holds opens at this table, each person's seat here (its token) is kept in
the user's data folder; when it ends, or the server no longer knows the room, it is forgotten.
``rejoin`` opens an ``Online`` that says hello with the kept tokens: the menu's "Rejoin" and
``python -m table --rejoin --autoplay`` both go through it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from table.persist_online import KeptRoom, KeptSeat, OnlineSeats

from .online import Online


def kept_room(channel: Any) -> KeptRoom:
    """What to keep of a remote table (a ``RemoteChannel`` or a shared screen's ``SharedRemote``)."""
    lines = getattr(channel, "lines", None) or {channel.eyes: channel}
    people = tuple(KeptSeat(seat, line.token, channel.names[seat]) for seat, line in lines.items())
    return KeptRoom(channel.link.url, channel.room, channel.game_id, tuple(channel.names), people, time.time(),
                    channel.in_app)


def keep(store: OnlineSeats | None, channel: Any) -> None:
    if store is not None and all(line.token for line in (getattr(channel, "lines", None) or {0: channel}).values()):
        store.keep(kept_room(channel))


def forget(store: OnlineSeats | None, channel: Any) -> None:
    if store is not None:
        store.forget(channel.link.url, channel.room)


def rejoin(kept: KeptRoom, notify: Callable[[], None] | None = None) -> Online:
    """An ``Online`` taking back the kept seats; its ``poll`` gives the table's channel."""
    online = Online(kept.url, notify=notify)
    online.game_id, online.in_app = kept.game_id, kept.in_app
    online.rejoin(kept.room, [(p.seat, p.token, p.name) for p in kept.people])
    return online
