"""Saved games in the player's words: which game, who plays it and how far it has got
("Secret Santa (Ann, Ben; hand 2 of 4)"), and what was wrong with a damaged one, told with
the players' names from the save and in plain words: never a rule id, never "seat 2".

The engine says what is wrong with a save as data (``engine.session.LoadError``: a kind,
a move number, a seat); the words are made here, in the language on screen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.channel import SeatChannel
from engine.games import GAMES
from engine.session import Recovery, Session
from table.config import NAME_LENGTH
from table.i18n import _, ngettext

MAX_NAMES = 8  # a table seats at most eight


def clean_name(name: Any) -> str:
    """A name from a file, fit to be shown: printable, trimmed, at most NAME_LENGTH letters."""
    if not isinstance(name, str):
        return ""
    text = "".join(c for c in name if c.isprintable()).strip()
    return text[:NAME_LENGTH].strip()


def seat_names(data: Any) -> list[str]:
    """Every seat's name in a save (raw JSON, perhaps damaged), by seat; "" where unreadable."""
    seats = data.get("seats") if isinstance(data, dict) else None
    if not isinstance(seats, list):
        return []
    return [clean_name(s.get("name")) if isinstance(s, dict) else "" for s in seats[:MAX_NAMES]]


def people_in(data: Any) -> list[str]:
    """The names that say whose game a save is: its people's (the seats no bot plays), else
    everyone's."""
    names = seat_names(data)
    seats = data.get("seats") if isinstance(data, dict) else None
    seats = seats if isinstance(seats, list) else []  # (a damaged save may have none, or not a list)
    people = [n for n, s in zip(names, seats, strict=False) if n and isinstance(s, dict) and s.get("bot") is None]
    return people or [n for n in names if n]


def title_of(game_id: Any) -> str:
    return GAMES[game_id].title if isinstance(game_id, str) and game_id in GAMES else ""


@dataclass(frozen=True)
class Unfinished:
    """An unfinished game kept to Continue: enough to name it, checked to load."""

    game_id: str
    names: tuple[str, ...]  # its people's names (everyone's when bots play every seat)
    step: tuple[str, int, int] | None  # ("hand", 2, 4), ("round", 1, 3), ("game", 3, 5)
    moves: int
    saved_at: float  # when it was saved (the file's time), newest first in lists

    @property
    def title(self) -> str:
        return title_of(self.game_id)

    def details(self) -> str:
        """'Ann, Ben; hand 2 of 4'."""
        return _("{names}; {progress}").format(names=", ".join(self.names), progress=self.progress())

    def progress(self) -> str:
        if self.step is None:
            return ngettext("{n} move played", "{n} moves played", self.moves).format(n=self.moves)
        kind, number, total = self.step
        if kind == "hand":
            return _("hand {number} of {total}").format(number=number, total=total)
        if kind == "game":
            return _("game {number} of {total}").format(number=number, total=total)
        return _("round {number} of {total}").format(number=number, total=total)

    def describe(self) -> str:
        """'Secret Santa (Ann, Ben; hand 2 of 4)'."""
        return _("{game} ({details})").format(game=self.title, details=self.details())


def unfinished(session: Session, data: Any, saved_at: float) -> Unfinished:
    """How far ``session`` (loaded from ``data``) has got, as everyone at the table sees it."""
    view = SeatChannel(session).view(None)
    return Unfinished(session.game.id, tuple(people_in(data)), _step(session.game.id, view),
                      len(session.history), saved_at)


def _step(game_id: str, view: Any) -> tuple[str, int, int] | None:
    return GAMES[game_id].progress(view)


# -- what went wrong -------------------------------------------------------------------------

def saved_game(game_id: Any, names: list[str]) -> str:
    """'The saved Secret Santa game (Ann, Ben)', as far as the save says it."""
    title, listed = title_of(game_id), ", ".join(n for n in names if n)
    if title and listed:
        return _("The saved {game} game ({names})").format(game=title, names=listed)
    if title:
        return _("The saved {game} game").format(game=title)
    if listed:
        return _("The saved game ({names})").format(names=listed)
    return _("The saved game")


def why(error: Exception, seats: list[str]) -> str:
    """What is wrong with a save, in plain words (``error``: a SaveError from the engine)."""
    kind = getattr(error, "kind", "damaged")
    if kind == "not-ours":
        return _("it is not a saved game of Present Company")
    if kind == "newer":
        return _("it was made by a newer version of Present Company")
    if kind == "setup":
        return _("its players or its variants cannot be used")
    if kind == "mismatch":
        return _("it does not match its own list of moves")
    if kind == "over":
        return _("its game is already over")
    move, seat = getattr(error, "move", None), getattr(error, "seat", None)
    if kind == "move" and move is not None:
        name = seats[seat] if isinstance(seat, int) and 0 <= seat < len(seats) else ""
        if name:
            return _("move {number}, by {name}, is not allowed by the rules").format(number=move, name=name)
        return _("move {number} cannot be read").format(number=move)
    return _("it is damaged")


def unusable(what: str, error: Exception, seats: list[str]) -> str:
    """'The saved Secret Santa game (Ann, Ben) could not be used: move 1, by Ann, is not
    allowed by the rules' (the caller adds where the file was kept)."""
    return _("{what} could not be used: {why}").format(what=what, why=why(error, seats))


def recovered(what: str, recovery: Recovery, seats: list[str]) -> str:
    """What a rebuilt save kept and lost, said once."""
    told = [_("{what} was damaged, so it was rebuilt from its list of moves.").format(what=what)]
    if recovery.lost:
        told.append(ngettext("{n} move is kept.", "{n} moves are kept.", recovery.kept).format(n=recovery.kept))
        reason = why(recovery.stopped, seats) if recovery.stopped is not None else _("it is damaged")
        told.append(ngettext("The last move could not be used and is lost ({why}).",
                             "The last {n} moves could not be used and are lost ({why}).",
                             recovery.lost).format(n=recovery.lost, why=reason))
    else:
        told.append(ngettext("Its {n} move is kept: nothing is lost.", "All its {n} moves are kept: nothing is lost.",
                             recovery.kept).format(n=recovery.kept))
    return " ".join(told)
