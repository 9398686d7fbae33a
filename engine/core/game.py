"""The shared contract every game implements: Game, State, Event, Result, Setting.

Learned from OpenSpiel's Game/State split and boardgame.io's secret-stripping view:
a ``Game`` is static metadata and a factory; a ``State`` is the whole truth as plain
data, changed only through ``apply``; ``view(seat)`` is all a seat (or a bot, or the
table) may ever read.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from .checks import is_seat, listed, short
from .errors import IllegalAction, Refusal, SettingError
from .rng import GameRng

SAVE_FORMAT = 1  # bump when the layout of to_dict() changes


@dataclass(frozen=True)
class Setting:
    """One variant switch, e.g. ``column`` in {1, 2}. The first choice is the default."""

    key: str
    label: str
    choices: tuple[Any, ...]
    help: str = ""
    names: tuple[str, ...] = ()  # how each choice reads in the app; defaults to str()

    @property
    def default(self) -> Any:
        return self.choices[0]

    def parse(self, text: str | Any) -> Any:
        """Turn a command-line or saved value into one of ``choices``: a string is read as the
        choice it names; any other value must be a choice itself, of the same type (so neither
        ``True`` nor ``1.0`` passes for ``1``)."""
        if isinstance(text, str):
            wanted = text.strip().lower()
            for choice in self.choices:
                if str(choice).lower() == wanted:
                    return choice
        else:
            for choice in self.choices:
                if type(choice) is type(text) and choice == text:
                    return choice
        allowed = ", ".join(str(c) for c in self.choices)
        raise SettingError(f"setting {self.key}={short(text)} is not one of: {allowed}")

    def name_of(self, choice: Any) -> str:
        if self.names:
            return self.names[self.choices.index(choice)]
        return str(choice)


@dataclass(frozen=True)
class Result:
    """How a finished game came out. ``places[seat]`` is 1 for a winner (ties share, G-7)."""

    scores: tuple[int, ...]
    places: tuple[int, ...]
    lower_is_better: bool
    score_label: str = "points"

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, place in enumerate(self.places) if place == 1)

    @classmethod
    def from_scores(cls, scores: Sequence[int], *, lower_is_better: bool, label: str) -> Result:
        """Competition ranking: equal scores share a place, the next place skips (1, 1, 3)."""
        key = (lambda s: s) if lower_is_better else (lambda s: -s)
        places = tuple(1 + sum(1 for other in scores if key(other) < key(mine)) for mine in scores)
        return cls(tuple(scores), places, lower_is_better, label)


class Event:
    """Something that happened, for the table to animate and for logs and bots.

    An event may hold a secret meant for one seat only; ``for_seat`` returns what
    that seat (or ``None``, a spectator) may know of it. Events of a game whose
    events are all public simply return themselves.
    """

    __slots__ = ()
    kind: ClassVar[str] = "event"

    def for_seat(self, seat: int | None) -> Event:
        return self


@dataclass(frozen=True)
class ActionCodec:
    """How a game writes its actions in saves: ``encode`` gives a JSON-safe form, ``decode``
    turns it back and raises IllegalAction (G-6), never another error, for anything else."""

    encode: Callable[[Any], Any]
    decode: Callable[[Any], Any]


class State(ABC):
    """The whole truth of one game in progress. Mutated only by ``apply``.

    The base class writes and reads what every save holds (format, game, players, settings,
    the RNG) and gives ``clone`` and the action codec; a game adds ``_save_body`` and
    ``_load_body`` for its own fields, and names its ``codec``."""

    game_id: ClassVar[str]
    codec: ClassVar[ActionCodec]
    n: int
    settings: dict[str, Any]
    rng: GameRng

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """The seats that must act now (empty once the game is over)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> Sequence[Any]:
        """What ``seat`` may do now: exactly the actions ``apply`` accepts (see engine.core.checks).
        Empty if it is not that seat's move, or ``seat`` is not a seat."""

    @abstractmethod
    def apply(self, seat: int, action: Any) -> list[Event]:
        """Carry out an action. Raises IllegalAction and changes nothing for anything else, of
        any type: a ruling of the game's own where it can tell, else G-6 (G-1 for a bad seat)."""

    @staticmethod
    def admits(legal: Sequence[Any], action: Any) -> bool:
        """Whether ``action`` is one that ``legal`` (a seat's legal actions) allows: exactly one of
        them, unless the game lets a listed action stand for a family (free text, SG-6)."""
        return listed(action, legal)

    def accepts(self, seat: Any, action: Any) -> Refusal | None:
        """The one legality check every door asks (the table, the server, any client; G-6):
        None when ``seat`` may take ``action`` now, else the ruling that forbids it and why.
        Changes nothing."""
        if is_seat(seat, self.n) and self.admits(self.legal_actions(seat), action):
            return None
        try:
            self.clone().apply(seat, action)  # only for the game's own, more precise reason
        except IllegalAction as exc:
            return Refusal(exc.ruling, exc.message)
        return Refusal("G-6", f"{short(action)} is not a move you may make now")

    @abstractmethod
    def view(self, seat: int | None) -> Any:
        """What ``seat`` may know; ``None`` is a spectator. Never a hidden card's identity."""

    def start_events(self) -> list[Event]:
        """Events that describe the opening position (the deal), for bots and the table."""
        return []

    UNDO_SAFE: ClassVar[frozenset[str]] = frozenset()  # event kinds that reveal nothing

    def undo_safe(self, events: list[Event]) -> bool:
        """Whether the action that made ``events`` may be taken back: it revealed nothing.
        Games list the kinds of event that reveal nothing in UNDO_SAFE."""
        return all(e.kind in self.UNDO_SAFE for e in events)

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result: ...

    # -- saves and copies ---------------------------------------------------------
    def _configure(self, players: int, settings: dict[str, Any]) -> None:
        """Set what follows from the player count and settings (a game may derive more)."""
        self.n = players
        self.settings = dict(settings)

    @abstractmethod
    def _save_body(self) -> dict:
        """The game's own fields, JSON-safe, for ``to_dict``."""

    @abstractmethod
    def _load_body(self, data: dict) -> None:
        """Read back what ``_save_body`` wrote; raise ValueError (or KeyError, TypeError) on
        anything that does not fit."""

    def to_dict(self) -> dict:
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "players": self.n,
            "settings": dict(self.settings),
            "rng": self.rng.to_dict(),
            **self._save_body(),
        }

    @classmethod
    def from_dict(cls, data: dict) -> Self:
        state = cls.__new__(cls)
        state._configure(int(data["players"]), data["settings"])
        state.rng = GameRng.from_dict(data["rng"])
        state._opening = []  # a loaded game's opening events are long past
        state._load_body(data)
        return state

    def clone(self) -> Self:
        return type(self).from_dict(self.to_dict())

    def encode_action(self, action: Any) -> Any:
        """A JSON-safe form of an action, for saves and replays."""
        return self.codec.encode(action)

    def decode_action(self, data: Any) -> Any:
        """The action ``encode_action`` turned into ``data``. Anything that is no action's
        encoding raises IllegalAction (G-6), never another error; what it returns may still
        be refused by ``apply``."""
        return self.codec.decode(data)


@dataclass(frozen=True)
class Game(ABC):
    """Static facts about one game and a factory for its states."""

    id: str
    title: str
    credits: str
    min_players: int
    max_players: int
    settings: tuple[Setting, ...] = field(default=())
    bot_levels: tuple[str, ...] = ("easy", "medium", "hard")
    # What the app shows about the game (so that no other file needs to name it):
    score_label: str = "points"  # what a Result's scores count
    default_players: int = 4  # the count a new game starts with
    pitch: str = ""  # one line on what the game is like
    minutes: tuple[int, int] = (15, 30)  # how long a game usually lasts

    def setting(self, key: str) -> Setting:
        for s in self.settings:
            if s.key == key:
                return s
        known = ", ".join(s.key for s in self.settings) or "none"
        raise SettingError(f"{self.title} has no setting {short(key)} (known: {known})")

    def resolve_settings(self, players: int, given: dict[str, Any] | None = None) -> dict[str, Any]:
        """Defaults overlaid with ``given`` (strings are parsed), then checked for ``players``."""
        if given is not None and not isinstance(given, dict):
            raise SettingError(f"settings must be a table of names and values, not {short(given)}")
        resolved = {s.key: s.default for s in self.settings}
        for key, value in (given or {}).items():
            resolved[key] = self.setting(key).parse(value)
        self.check_players(players, resolved)
        return resolved

    def check_players(self, players: int, settings: dict[str, Any]) -> None:
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            raise SettingError(
                f"{self.title} takes {self.min_players} to {self.max_players} players, not {short(players)}"
            )

    def admits(self, legal: Sequence[Any], action: Any) -> bool:
        """Whether a seat whose legal actions are ``legal`` may take ``action``: what a client
        holding only its seat's legal actions asks (``State.admits``, the game's own rule)."""
        return listed(action, legal)

    # -- what other parts of the program ask of a game, so that none of them names it ------------
    def progress(self, view: Any) -> tuple[str, int, int] | None:
        """How far a game seen through ``view`` has got, for a list of saved games: ("hand", 2, 4),
        ("game", 1, 3) or ("round", 3, 5); None where the game is one short deal."""
        return None

    def deck_words(self) -> tuple[tuple[str, str], ...]:
        """The English words the game's data says to players (card names, bots' lines), each with
        where it comes from, for the translation catalogues (tools/i18n.py)."""
        return ()

    def page_deck(self) -> Any:
        """What the web seat needs to name and draw the cards, as JSON-safe data (server/web.py
        serves it in /games.json); None if the page needs nothing."""
        return None

    @abstractmethod
    def new_state(self, players: int, settings: dict[str, Any], seed: int) -> State: ...

    @abstractmethod
    def state_from_dict(self, data: dict) -> State: ...

    @abstractmethod
    def make_bot(self, level: str, seat: int, salt: int) -> Bot: ...


class Bot(ABC):
    """An AI player. It is told only what its seat sees: redacted events and views.

    ``observe`` feeds it the events of every applied action (already redacted for its
    seat), so it can keep a memory; ``choose`` must not change that memory, so that it
    can run on a worker thread while the table draws.
    """

    def __init__(self, level: str, seat: int, salt: int) -> None:
        self.level = level
        self.seat = seat
        self.salt = salt

    def observe(self, events: Sequence[Event]) -> None:  # noqa: B027 - optional hook
        """Remember what was seen. Default: nothing."""

    @abstractmethod
    def choose(self, view: Any, legal: Sequence[Any], rng: Any) -> Any: ...
