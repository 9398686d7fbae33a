"""What went wrong online, in words a player understands, in the player's language.

The link (on its own thread) says why a line is down with a short code (``link_code``), never
the network library's text ("received 1011 (internal error) keepalive ping timeout; then sent
1011 ..."); the window's thread turns a code into words when it takes the message in
(``link_words``), so they come in the language of the moment. The server's refusals are in
plain English: the ones a player can meet are said in her language (``server_words``); one
that only a fault could cause becomes "the server could not do that".
"""

from __future__ import annotations

import asyncio
import errno
import socket

from table.i18n import N_, _

LINK_WORDS = {
    "refused": N_("nobody answers at that address"),
    "timeout": N_("no answer in time"),
    "unknown-host": N_("that address is not known"),
    "unreachable": N_("that address cannot be reached from this computer"),
    "not-a-game": N_("something answers at that address, but it is not a game server"),
    "closed": N_("the connection was closed"),
    "lost": N_("the connection was lost"),
    "port-taken": N_("another program is using the port"),
    "slow-start": N_("the server did not start in time"),
    "unreadable": N_("the server sent something this table cannot read"),
    "wrong-code": N_("the host's safety code is not the one you typed: check it with the host"),
    "needs-code": N_("type the address with the safety code the host's screen shows after it"),
    "bad-certificate": N_("the server's certificate is not valid: tell whoever runs it"),
}

# the server's refusals a player can meet (server/room.py, server/service.py), as she is told them
SERVER_WORDS = {
    "no such room": N_("there is no room with that code"),
    "the room is full": N_("the room is full"),
    "the game has started": N_("the game has started"),
    "the game has not started": N_("the game has not started yet"),
    "the game is over": N_("the game is over"),
    "that seat is taken": N_("that seat is taken"),
    "it is not your move": N_("it is not your move"),
    "only the host may do that": N_("only the host may do that"),
    "the lobby is busy: try again": N_("the room is busy: try again"),
    "too many attempts from this address: wait a minute": N_("too many tries from this computer: wait a minute"),
    "too many messages: slow down": N_("too many messages at once: wait a moment"),
    "too many connections from this address": N_("too many connections from this network: wait a moment"),
    "no such seat": N_("there is no such seat"),
    "that seat token is not one of this room's": N_("this room no longer knows your seat"),
    "the server could not do that": N_("the server could not do that"),
    "the rules do not allow that now": N_("the rules do not allow that now"),
    "that person is at the table": N_("that person is at the table now"),
    "that is not a person's seat": N_("that seat is not a person's"),
}


def link_code(exc: BaseException) -> str:
    """Why a connection failed or dropped, as one of LINK_WORDS' codes."""
    text = (str(exc) or type(exc).__name__).lower()
    name = type(exc).__name__
    if isinstance(exc, ConnectionRefusedError) or "refused" in text:
        return "refused"
    if isinstance(exc, (TimeoutError, asyncio.TimeoutError)) or "timed out" in text:
        return "timeout"
    if isinstance(exc, socket.gaierror) or "name or service not known" in text or "getaddrinfo" in text \
            or "nodename" in text:
        return "unknown-host"
    if isinstance(exc, OSError) and exc.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
        return "port-taken"
    if isinstance(exc, OSError) and exc.errno in (errno.ENETUNREACH, errno.EHOSTUNREACH, errno.ENETDOWN):
        return "unreachable"
    if name.startswith("Invalid") or "handshake" in text or "ssl" in text:
        return "not-a-game"  # websockets' InvalidStatus, InvalidMessage, InvalidURI...; a TLS mismatch
    if name.startswith("ConnectionClosed") or "closed" in text or isinstance(exc, (EOFError, ConnectionError)):
        return "closed"
    return "lost"


def link_words(code: object) -> str:
    """A link's code in the player's words (anything unknown: the connection was lost)."""
    return _(LINK_WORDS.get(code if isinstance(code, str) else "", LINK_WORDS["lost"]))


def server_words(reason: object) -> str:
    """A server's refusal in the player's words."""
    text = str(reason or "")
    return _(SERVER_WORDS.get(text, SERVER_WORDS["the server could not do that"]))
