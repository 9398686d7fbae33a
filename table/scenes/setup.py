"""New game: the four games side by side (picture, what it is like, players, minutes), how
many players, who sits where (human or bot, and how strong), names, and the variants. It
opens on the last game dealt, with that game's last seats and variants. Start deals."""

from __future__ import annotations

import random

import pygame

from engine.core import SettingError
from engine.games import GAMES
from engine.seats import BOT_NAMES
from engine.session import SeatPlan, Session
from table.config import NAME_LENGTH
from table.games import game_ids
from table.i18n import _
from table.scene import Scene
from table.scenes import scene_named
from table.scenes.common import wake_app
from table.scenes.setup_look import SetupLook
from table.ui.textfield import TextField, Typing
from table.ui.widgets import Button, Choice

HIDDEN_SETTINGS = ("first",)  # command-line only
LEVELS = ("easy", "medium", "hard")
NAME_FIELD = 14  # letters a name may have here


class SetupScene(Typing, SetupLook, Scene):

    def __init__(self, app, game_id: str | None = None, online: bool = False, name: str | None = None) -> None:
        super().__init__(app)
        self.online = online  # hosting an online game: human seats past the first wait for relatives
        self.own_name = name  # the name the host just typed on Play online: the first seat's, whatever the game
        st = app.settings
        self.names = [_("You") if st.last_name in ("", "You") else st.last_name] + list(BOT_NAMES[1:])
        self.bots: list[str | None] = [None] + ["medium"] * 7
        self.here: set[int] = set()  # hosting: people's seats played at this screen (the rest wait for relatives)
        self.phones: set[int] = set()  # seats played on a phone's browser (companion mode: issue 36)
        self.fields: list[TextField] = []
        self.message = ""
        self.game_rects: list[tuple[str, pygame.Rect]] = []
        ids = [g for g in game_ids() if g in GAMES]
        self._choose_game(game_id or (st.last_game if st.last_game in ids else ids[0]))

    def _choose_game(self, game_id: str) -> None:
        self.game = GAMES[game_id]
        self.shown = [s.key for s in self.game.settings if s.key not in HIDDEN_SETTINGS]
        self.values = {key: self.game.setting(key).default for key in self.shown}
        self.players = self.game.default_players
        self._fit_players()
        self._recall()
        if self.own_name:
            self.names[0] = self.own_name[:NAME_FIELD]
        self._build()

    def _next_game(self) -> None:
        ids = [g for g in game_ids() if g in GAMES]
        self.message = ""
        self._choose_game(ids[(ids.index(self.game.id) + 1) % len(ids)])

    def _recall(self) -> None:
        """This game's last setup from the settings, where every part of it still fits (a
        hand-edited or older settings file may hold anything: what does not fit is ignored)."""
        raw = self.app.settings.last_setups.get(self.game.id)
        if not isinstance(raw, dict):
            return
        players = raw.get("players")
        if type(players) is int and self.game.min_players <= players <= self.game.max_players:
            self.players = players
        seats = raw.get("seats")
        if isinstance(seats, list) and len(seats) <= 8:
            for seat, entry in enumerate(seats):
                if not (isinstance(entry, list) and len(entry) == 2):
                    continue
                name, level = entry
                if isinstance(name, str) and 0 < len(name.strip()) <= NAME_LENGTH and name.isprintable():
                    self.names[seat] = name
                if level is None or level in LEVELS:
                    self.bots[seat] = level
        phones = raw.get("phones")  # (a setup saved before phones were remembered has none)
        if isinstance(phones, list) and len(phones) <= 8:
            self.phones = {seat for seat in phones if type(seat) is int and (1 if self.online else 0) <= seat < 8
                           and self.bots[seat] is None}
        variants = raw.get("variants")
        if isinstance(variants, dict):
            for key, value in variants.items():
                if key in self.values:
                    try:
                        self.values[key] = self.game.setting(key).parse(value)
                    except SettingError:
                        pass
        try:
            self.game.resolve_settings(self.players, dict(self.values))
        except SettingError:  # the remembered variants do not fit the count: defaults
            self.values = {key: self.game.setting(key).default for key in self.shown}
            self._fit_players()

    def _remember(self, names: list[str]) -> None:
        st = self.app.settings
        st.last_game = self.game.id
        st.last_players = self.players
        setups = {k: v for k, v in st.last_setups.items() if k in GAMES}
        setups[self.game.id] = {"players": self.players,
                                "seats": [[names[i], self.bots[i]] for i in range(self.players)],
                                "variants": dict(self.values),
                                "phones": sorted(s for s in self.phones if s < self.players and not self.bots[s])}
        st.last_setups = setups
        if self.bots[0] is None:
            st.last_name = names[0]

    # -- model ----------------------------------------------------------------------
    def _fit_players(self) -> None:
        if "variant" in self.values:  # The Spirit of Giving: 3 players only in the small variant (SG-4)
            if self.players == 3:
                self.values["variant"] = "merry-little-christmas"
            elif self.players >= 5:
                self.values["variant"] = "base"
        if self.players == 2 and "column" in self.values:
            self.values["column"] = 2  # two players need the two-card column (NH-2)

    def _change_players(self, delta: int) -> None:
        self.players = max(self.game.min_players, min(self.game.max_players, self.players + delta))
        self._fit_players()
        self._build()

    def _toggle_kind(self, seat: int, step: int = 1) -> None:
        """Human, bot or phone; hosting, a person's seat is a relative's (Online) or someone's at
        this screen (Here), then a phone's, then a bot (``step`` -1: the other way round)."""
        kinds = ("bot", "online", "here", "phone") if self.online and seat else ("human", "bot") if self.online \
            else ("human", "bot", "phone")
        now = "bot" if self.bots[seat] else "here" if seat in self.here else "phone" if seat in self.phones \
            else "online" if "online" in kinds else "human"
        kind = kinds[(kinds.index(now) + step) % len(kinds)]
        self.here.discard(seat)
        self.phones.discard(seat)
        if kind in ("here", "phone"):
            (self.here if kind == "here" else self.phones).add(seat)
        self.bots[seat] = (self.bots[seat] or "medium") if kind == "bot" else None
        self._build()

    def _next_level(self, seat: int, step: int = 1) -> None:
        if self.bots[seat] is not None:
            self.bots[seat] = LEVELS[(LEVELS.index(self.bots[seat]) + step) % 3]
        self._labels()

    def _next_value(self, key: str, step: int = 1) -> None:
        setting = self.game.setting(key)
        i = setting.choices.index(self.values[key])
        self.values[key] = setting.choices[(i + step) % len(setting.choices)]
        if key == "variant":
            fits = (3, 4) if self.values[key] == "merry-little-christmas" else (4, 5, 6)
            if self.players not in fits:
                self.players = 4
                self._build()
        if key == "column" and self.players == 2:
            self.values[key] = 2
            self.message = _("Two players always play with two cards each.")
        self._labels()

    def _start(self) -> None:
        self.editing = None
        if any(seat < self.players and not self.bots[seat] for seat in self.phones):
            self._open_room()  # phones at the table: this computer hosts, and shows the public table
            return
        names = [n.strip() or _("Player {number}").format(number=i + 1)
                 for i, n in enumerate(self.names[: self.players])]
        if not _distinct(names):
            self.message = _("Two seats have the same name: please make every name different.")
            return
        seats = [SeatPlan(names[i], self.bots[i]) for i in range(self.players)]
        try:
            session = Session(self.game, seats, dict(self.values), random.SystemRandom().getrandbits(31))
        except SettingError as exc:
            self.message = str(exc)
            return
        saved = self.app.saves.unfinished_of(self.game.id) if self.app.saves is not None else None
        if saved is not None:  # one unfinished game of each game is kept: ask before replacing it
            ReplaceScene = scene_named("replace-save")

            self.app.push(ReplaceScene(self.app, saved, lambda: self._deal(names, session)))
            return
        self._deal(names, session)

    def _deal(self, names: list[str], session: Session) -> None:
        TableScene = scene_named("table")

        self._remember(names)
        self.app.save_settings()
        self.app.replace(TableScene(self.app, session))

    def _open_room(self) -> None:
        """Host online: the embedded server starts, the room is made, the lobby waits. From New
        game with phone seats (companion mode), the same, with the people's seats at this screen."""
        # late, for start-up: the setup screen opens with the menu; the online client (websockets,
        # asyncio, TLS) loads only when a game is hosted
        from table.net.online import Online, host_server, local_address
        from table.net.reasons import link_words

        LobbyScene = scene_named("lobby")

        self.editing = None
        if self.bots[0]:
            self.message = _("The first seat is yours when you host: make it Human.") if self.online else \
                _("With phones at the table, the first seat is a person's or a phone's: not a bot.")
            return
        names = [n.strip() or _("Player {number}").format(number=i + 1)
                 for i, n in enumerate(self.names[: self.players])]
        phones = {seat: names[seat] for seat in sorted(self.phones) if seat < self.players and not self.bots[seat]}
        people = self.here if self.online else set(range(1, self.players)) - set(phones)
        here = {seat: names[seat] for seat in sorted(people) if seat < self.players and not self.bots[seat]}
        if not _distinct([names[0], *here.values(), *(n for seat, n in phones.items() if seat)]):
            self.message = _("Two seats have the same name: please make every name different.")
            return
        try:
            self.game.resolve_settings(self.players, dict(self.values))
        except SettingError as exc:
            self.message = str(exc)
            return
        hosting = host_server()
        if hosting.error:
            self.message = _("The game server could not start: {reason}").format(reason=link_words(hosting.error))
            return
        self._remember(names)
        self.app.save_settings()
        online = Online(hosting.url, notify=wake_app)
        bots = {seat: self.bots[seat] for seat in range(self.players) if self.bots[seat]}
        online.create(self.game.id, self.players, names[0], dict(self.values), bots, here, phones)
        self.app.replace(LobbyScene(self.app, online, hosting, hosting.invitation(local_address()),
                                    companion=not self.online))

    def animating(self) -> bool:
        return self.editing is not None  # the blinking caret

    # -- widgets ----------------------------------------------------------------------
    def _build(self) -> None:
        self.seat_buttons: list[tuple[Button, Button | None]] = []
        self.fields = [TextField(lambda s=seat: self.names[s], lambda text, s=seat: self.names.__setitem__(s, text),
                                 NAME_FIELD, on_enter=self._entering, name=("name", seat))
                       for seat in range(self.players)]
        for seat in range(self.players):
            person = _("Here") if seat in self.here else _("Phone") if seat in self.phones \
                else _("Online") if self.online and seat else _("Human")
            kind = Choice(_("Bot") if self.bots[seat] else person, lambda s=seat: self._toggle_kind(s),
                          lambda s=seat: self._toggle_kind(s, -1), style="plain")
            level = Choice("", lambda s=seat: self._next_level(s), lambda s=seat: self._next_level(s, -1),
                           style="plain") if self.bots[seat] else None
            self.seat_buttons.append((kind, level))
        self.minus = Button(_("\u2212"), lambda: self._change_players(-1), key=pygame.K_MINUS, style="plain")
        self.plus = Button(_("+"), lambda: self._change_players(1), key=pygame.K_EQUALS, style="plain")
        self.setting_buttons = {key: Choice("", lambda k=key: self._next_value(k),
                                            lambda k=key: self._next_value(k, -1), style="plain")
                                for key in self.shown}
        self.start = Button(_("Open the room") if self.online else _("Deal the cards"),
                            self._open_room if self.online else self._start, key=pygame.K_RETURN, style="good",
                            hint="Enter")
        self.back = Button(_("Back"), self.app.pop, key=pygame.K_ESCAPE, style="plain", hint="Esc")
        self.buttons = [self.minus, self.plus]
        for field, (kind, level) in zip(self.fields, self.seat_buttons, strict=True):
            self.buttons += [field, kind] + ([level] if level else [])
        self.buttons += list(self.setting_buttons.values()) + [self.start, self.back]
        self._labels()
        self.resize(self.size)

    def _labels(self) -> None:
        """Button labels that follow the choices (set when they change, never while drawing)."""
        for seat, (_kind, level) in enumerate(self.seat_buttons):
            if level:
                level.label = _(self.bots[seat])
        for key, button in self.setting_buttons.items():
            button.label = _(self.game.setting(key).name_of(self.values[key]))

    def _tips(self) -> str:
        if self.online:
            return " ".join((
                _("Click Bot to make a seat Online: it waits for a relative who joins with the room code."),
                _("Click again for Here: someone at this screen, with a privacy screen between turns."),
                _("Phone: a QR code on this screen opens that seat in a phone's browser.")))
        if self.phones & set(range(self.players)):
            return " ".join((
                _("Phone: a QR code on this screen opens that seat in a phone's browser, on this home network."),
                _("This screen then shows only the table everyone may see.")))
        return " ".join((_("Click a name to type a new one. Click a game, or press its number, to play it."),
                         _("A choice's left arrow, or a right-click, goes back.")))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    # -- input --------------------------------------------------------------------------
    def process_event(self, event):
        seat = self.editing
        if seat is not None:  # typing a name: the keys are the name's
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
                back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                self.editing = seat + (-1 if back else 1) if 0 <= seat + (-1 if back else 1) < len(self.fields) \
                    else None  # the next name (all of it selected), or done past the last
                return None
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.editing = None  # the name is done (Enter again deals)
                return None
            if self.fields[seat].process_event(event) is None or event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                return None
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.editing = None  # a click elsewhere ends the name, and does what it does
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self._next_game()
            return None
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key < pygame.K_1 + len(self.game_rects):
            self.message = ""
            self._choose_game(self.game_rects[event.key - pygame.K_1][0])
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for gid, rect in self.game_rects:
                if rect.collidepoint(event.pos):
                    if gid != self.game.id:
                        self.message = ""
                        self._choose_game(gid)
                    return None
        return super().process_event(event)

def _distinct(names: list[str]) -> bool:
    """No two of these names are the same, whatever their case."""
    return len({n.lower() for n in names}) == len(names)
