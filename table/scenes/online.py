"""Play online: join a relative's game (address, room code, name), or host one (the New game
screen in host mode, then the lobby). The lobby shows the room code and the address to share,
who has joined, and, for the host, bots for empty seats and the start. When the server deals,
the lobby gives way to the ordinary table, drawing the remote game.
"""

from __future__ import annotations

import pygame

from engine.games import GAMES
from table import assets
from table.i18n import _, ngettext
from table.net.certificates import prepare
from table.net.online import Online, local_address, server_url
from table.net.rejoin import keep
from table.scene import Scene
from table.scenes import scene_named
from table.scenes.common import backdrop, wake_app
from table.scenes.lobby_words import LobbyWords
from table.scenes.phone_cards import TableCodes, cards, draw_cards, scannable
from table.ui import theme
from table.ui.textfield import TextField, Typing
from table.ui.widgets import Button, Choice, draw_text, panel, readable, shortened, wrap

FIELD_LENGTHS = (14, 60, 8, 14)  # name, address, room code, a second person at this screen
STAND_IN_WAITS = (0, 30, 60, 120, 300)  # seconds before a bot plays for someone who dropped


class JoinScene(Typing, Scene):
    """Join a game another person hosts, or go on to host one. The name and the host's address
    are remembered in the settings for next time."""

    def __init__(self, app) -> None:
        super().__init__(app)
        st = app.settings
        name = _("You") if st.last_name in ("", "You") else st.last_name
        self.values = [name, st.last_address, "", ""]
        self.labels = (_("Your name"), _("Host's address"), _("Room code"),
                       _("Someone else at this screen (optional)"))
        self.message = ""
        self.field_rects: list[pygame.Rect] = []
        self.fields = [TextField(lambda i=i: self.values[i], lambda text, i=i: self._put(i, text), length,
                                 text_size=19, on_enter=self._entering, name=("field", i))
                       for i, length in enumerate(FIELD_LENGTHS)]
        self.join = Button(_("Join the game"), self._join, key=pygame.K_RETURN, style="good", hint="Enter")
        self.host = Button(_("Host a game"), self._host, key=pygame.K_F2, style="primary", hint="F2")
        self.back = Button(_("Back"), app.pop, key=pygame.K_ESCAPE, style="plain", hint="Esc")
        self.buttons = [*self.fields, self.join, self.host, self.back]
        self.editing = 1 if not self.values[1] else 2  # the address, or with it remembered the room code

    def _put(self, i: int, text: str) -> None:
        self.values[i] = text
        self.message = ""

    def retranslate(self) -> None:
        values, message, editing = self.values, self.message, self.editing
        self.__init__(self.app)
        self.values, self.message, self.editing = values, message, editing

    def _remember(self, name: str, address: str) -> None:
        """The name and the address, for the next time (and the name for hosting's first seat)."""
        st = self.app.settings
        if name and name.isprintable():
            st.last_name = name
        if address.isprintable():
            st.last_address = address
        self.app.save_settings()

    def _join(self) -> None:
        self.editing = None
        name, address, code, second = (v.strip() for v in self.values)
        try:
            url = server_url(address)
        except ValueError as exc:
            self.message, self.editing = str(exc), 1
            return
        if len(code) < 6:
            self.message, self.editing = _("Type the room code the host gave you (6 letters)."), 2
            return
        if second and second.lower() == (name or _("Guest")).lower():
            self.message, self.editing = _("Give the second person a name of their own."), 3
            return
        self._remember(name, address)
        online = Online(url, notify=wake_app)
        online.join(code, name or _("Guest"), (second,) if second else ())  # two: the privacy screen between them
        self.app.push(LobbyScene(self.app, online, None, ""))

    def _host(self) -> None:
        SetupScene = scene_named("setup")

        prepare()  # this computer's certificate, made the first time it hosts, while the seats are set
        self.editing = None
        name = self.values[0].strip()
        self._remember(name, self.values[1].strip())
        self.app.push(SetupScene(self.app, online=True, name=name or None))

    def resize(self, size) -> None:
        s = self.scale
        w, h = size
        width = int(min(w * 0.8, 560 * s))
        left = (w - width) // 2
        self.field_rects = [pygame.Rect(left, int(h * 0.27) + i * int(74 * s), width, int(42 * s))
                            for i in range(len(FIELD_LENGTHS))]
        for field, rect in zip(self.fields, self.field_rects, strict=True):
            field.rect = rect
        self.join.rect = pygame.Rect(0, 0, int(260 * s), int(58 * s))
        self.join.rect.bottomright = (w - int(40 * s), h - int(20 * s))
        self.host.rect = pygame.Rect(0, 0, int(260 * s), int(58 * s))
        self.host.rect.midbottom = (w // 2, h - int(20 * s))
        self.back.rect = pygame.Rect(0, 0, int(160 * s), int(58 * s))
        self.back.rect.bottomleft = (int(40 * s), h - int(20 * s))

    def on_escape(self) -> bool:
        self.app.pop()
        return True

    def animating(self) -> bool:
        return self.editing is not None  # the blinking caret

    def process_event(self, event):
        i = self.editing
        if i is not None:  # typing: the keys are the box's, but for Enter, Esc, F2 and moving on
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
                back = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
                self.editing = (i + (-1 if back else 1)) % len(FIELD_LENGTHS)
                return None
            if self.fields[i].process_event(event) is None or event.type == pygame.TEXTINPUT:
                return None
            if event.type == pygame.KEYDOWN and event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                                  pygame.K_ESCAPE, pygame.K_F2):
                return None
        return super().process_event(event)

    def draw(self, surface) -> None:
        s = self.scale
        w, h = surface.get_size()
        backdrop(surface, _("Play online"), _("Join a game a relative hosts, or host one yourself"))
        first, last = self.field_rects[0], self.field_rects[-1]
        box = pygame.Rect(first.left - int(24 * s), first.top - int(40 * s), first.width + int(48 * s),
                          last.bottom - first.top + int(62 * s))
        panel(surface, box, (250, 244, 230), radius=int(16 * s))
        for i, rect in enumerate(self.field_rects):
            draw_text(surface, self.labels[i], "heavy", readable(17 * s), theme.INK,
                      bottomleft=(rect.left, rect.top - int(4 * s)))
        tip = " ".join((_("The host sees the address and the room code on their screen. Tab moves to the next box."),
                        _("Two people at this screen each play their own seat, with a privacy screen between "
                          "their turns.")))
        size = readable(15 * s)
        for i, line in enumerate(wrap(tip, "text", size, box.width - int(32 * s))):
            draw_text(surface, line, "text", size, theme.CREAM,
                      midtop=(w // 2, box.bottom + int(12 * s) + i * int(size * 1.25)))
        if self.message:
            draw_text(surface, self.message, "bold", readable(17 * s), theme.GOLD,
                      midbottom=(w // 2, self.host.rect.top - int(12 * s)), max_width=int(w * 0.9))
        self.draw_buttons(surface)


class LobbyScene(LobbyWords, Scene):
    """Who has joined, the code to share; the host fills empty seats with bots and starts."""

    room = (840, 525)  # at a large Size compact: a smaller title, where relatives join said short
    full_room = (1100, 700)  # the address with every word on it, the seats and the QR codes side by side

    def __init__(self, app, online, hosting, address: str, companion: bool = False) -> None:
        super().__init__(app)
        self.online, self.hosting, self.address = online, hosting, address
        self.companion = companion  # New game with phone seats: the game starts once every phone has come
        self.local = local_address() if hosting is not None else ""  # (for browsers in this house: http://)
        self.placed: list = []  # the QR codes drawn last: (link, rect)
        self.started = False
        self.handed_over = False
        self.forgot = False  # a seat taken back in vain is no longer offered
        # (C) with two phones or more to come: one code for them all, each taps her name; None: by
        # itself, where a code for each seat would be too small to scan (the window, how many phones)
        self.together: bool | None = None
        self._make_buttons()

    def _make_buttons(self) -> None:
        self.start = Button(_("Start the game"), self._start, key=pygame.K_RETURN, style="good", hint="Enter",
                            enabled=False)
        self.fill = Button(_("Bots for empty seats"), self._fill, key=pygame.K_b, style="primary", hint="B")
        self.wait = Choice("", self._next_wait, lambda: self._next_wait(-1), key=pygame.K_w, style="plain", hint="W")
        self.leave = Button(_("Leave"), self._leave, key=pygame.K_ESCAPE, style="plain", hint="Esc")
        self.split = Button("", self._split, key=pygame.K_c, style="plain", hint="C")
        self._label_split()
        self.buttons = [self.start, self.fill, self.wait, self.leave] if self.online.hosting else [self.leave]

    def _split(self) -> None:
        """One code for every phone to come, or each seat's own (``together``)."""
        if self._phones_to_come() > 1:
            self.together = not self.together
            self._label_split()

    def _one_code(self, area) -> bool:
        """Whether the lobby shows one code for every phone to come, now (``area``: the codes' place)."""
        if self.together is None and self.split in self.buttons:
            self.together = not scannable(area, cards(self.online, self.hosting, self.local, self.companion),
                                          self.scale)
            self._label_split()
        return bool(self.together)

    def _label_split(self) -> None:
        self.split.label = _("Show a code for each seat") if self.together else _("Show one code for everyone")

    def _phones_to_come(self) -> int:
        return len(set(self.online.phone_tokens) - self.online.phones_in) if self.hosting is not None else 0

    def _leave(self) -> None:
        """Leave the lobby; the host is asked first once others have joined: her room closes for them."""
        ConfirmScene = scene_named("confirm")

        others = [s for i, s in enumerate(self.online.seats()) if i not in self.online.here
                  and not s.get("open") and not s.get("bot")]
        if self.hosting is None or not others:
            self.app.pop()
            return
        self.app.push(ConfirmScene(self.app, _("Close the room for everyone in it?"), _("Close it"), _("Stay"),
                                   self.app.pop, yes_key=pygame.K_c, yes_hint="C"))

    def _stand_in(self) -> float:
        return float((self.online.lobby or {}).get("stand_in", 0))

    def _next_wait(self, step: int = 1) -> None:
        """The next longer wait for someone who drops out (``step`` -1: the next shorter), round the ends."""
        now = self._stand_in()
        if step > 0:
            later = [w for w in STAND_IN_WAITS if w > now]
            self.online.set_stand_in(later[0] if later else STAND_IN_WAITS[0])
        else:
            sooner = [w for w in STAND_IN_WAITS if w < now]
            self.online.set_stand_in(sooner[-1] if sooner else STAND_IN_WAITS[-1])

    def _wait_label(self) -> str:
        seconds = int(self._stand_in())
        if not seconds:
            return _("If someone drops out: wait for them")
        if seconds < 60:
            wait = ngettext("{n} second", "{n} seconds", seconds).format(n=seconds)
        else:
            wait = ngettext("{n} minute", "{n} minutes", seconds // 60).format(n=seconds // 60)
        return _("If someone drops out: a bot plays for them after {wait}").format(wait=wait)

    def retranslate(self) -> None:
        self._make_buttons()
        self.resize(self.size)

    def _start(self) -> None:
        if self.start.enabled:
            self.online.start()

    def _fill(self) -> None:
        for seat, info in enumerate(self.online.seats()):
            if info.get("open"):
                self.online.set_bot(seat, "medium")

    def update(self, dt: float) -> None:
        TableScene = scene_named("table")

        channel = self.online.poll()
        seats = self.online.seats()
        self.start.enabled = bool(seats) and not any(s.get("open") for s in seats)
        self.wait.label = self._wait_label()
        phones = self.online.phones
        codes = getattr(self.hosting, "codes", None)
        for seat in self.online.phones_in & set(self.online.phone_tokens) if codes is not None else ():
            codes.arrived(self.online.room, seat)  # its phone came: its short code ends
        offered = self.companion and self._phones_to_come() > 1 and codes is not None and not codes.off
        if offered != (self.split in self.buttons):
            self.buttons = [b for b in self.buttons if b is not self.split] + ([self.split] if offered else [])
        if self.companion and self.start.enabled and not self.started and self.online.phones_in >= set(phones):
            self.started = True  # every phone has come: deal (the host pressed Deal the cards already)
            self.online.start()
        if self.online.gone and self.online.rejoining and self.app.saves is not None and not self.forgot:
            self.forgot = True  # the server no longer knows the room (or its host's app is gone)
            self.app.saves.online.forget(self.online.url, self.online.room)
        if channel is not None:
            self.handed_over = True
            if self.hosting is None and self.app.saves is not None:  # (a room in this app ends with it)
                keep(self.app.saves.online, channel)  # to Rejoin it if this app closes mid-game
            table = TableScene(self.app, None, channel=channel, hosting=self.hosting)
            if self.online.phone_tokens and self.hosting is not None:  # (their codes, while a phone is away)
                table.phone_codes = TableCodes({seat: self.hosting.browser_link(self.local, self.online.room, token)
                                                for seat, token in self.online.phone_tokens.items()},
                                               codes, self.online.room, self.hosting.short_link(self.local, ""))
            self.app.replace(table)

    def shutdown(self) -> None:
        if not self.handed_over:
            self.online.leave()
            if self.hosting is not None:
                self.hosting.stop()

    def animating(self) -> bool:
        return False  # nothing moves: the link wakes the window when a message comes (update redraws)

    def _compact(self, size) -> bool:
        return self.scale > theme.scale_for(size, self.full_room) + 1e-9

    def resize(self, size) -> None:
        s = self.scale
        w, h = size
        self.leave.rect = pygame.Rect(0, 0, int(160 * s), int(58 * s))
        self.leave.rect.bottomleft = (int(40 * s), h - int(20 * s))
        self.start.rect = pygame.Rect(0, 0, int(260 * s), int(58 * s))
        self.start.rect.bottomright = (w - int(40 * s), h - int(20 * s))
        # (between the two, as wide as the room they leave: at a large Size they touched)
        gap = int(16 * s)
        wide = min(int(280 * s), 2 * min(w // 2 - self.leave.rect.right, self.start.rect.left - w // 2) - 2 * gap)
        self.fill.rect = pygame.Rect(0, 0, wide, int(58 * s))
        self.fill.rect.midbottom = (w // 2, h - int(20 * s))
        box, column, _cards = self._areas(size)
        self.wait.rect = pygame.Rect(0, 0, column.width, int(40 * s))
        self.wait.rect.midbottom = (column.centerx, self.leave.rect.top - int(56 * s))  # in the box, over the status
        if _cards is not None:  # under the codes: one for everyone, or one each
            self.split.rect = pygame.Rect(0, 0, min(_cards.width, int(340 * s)), int(40 * s))
            self.split.rect.midbottom = (_cards.centerx, self.wait.rect.bottom)

    def _areas(self, size, top: int = 0) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None]:
        """(the box, its column of words, the place for QR codes: hosting only); ``top``: below
        the title (0: only the columns are of use)."""
        s = self.scale
        w, h = size
        bottom = h - int(20 * s) - int(58 * s) - int(16 * s)
        width = int(min(w * 0.9, 760 * s)) if self.hosting is None else int(w * 0.94)
        box = pygame.Rect((w - width) // 2, top, width, bottom - top)
        if self.hosting is None:
            return box, box.inflate(-int(48 * s), 0), None
        column = pygame.Rect(box.left + int(24 * s), box.top, int(min(box.width * 0.5, 700 * s)), box.height)
        cards = pygame.Rect(column.right + int(16 * s), box.top + int(12 * s), 0, 0)
        cards.width, cards.height = box.right - int(12 * s) - cards.left, box.height - int(56 * s)  # (the status under)
        return box, column, cards

    def on_escape(self) -> bool:
        self._leave()
        return True

    def draw(self, surface) -> None:
        s = self.scale
        w, h = surface.get_size()
        lobby = self.online.lobby or {}
        game = GAMES.get(lobby.get("game", "") or self.online.game_id)
        top = backdrop(surface, _("Phones at the table") if self.companion else _("Online game"),
                       game.title if game else "", scale=s * 0.5 if self._compact((w, h)) else s)
        box, column, area = self._areas((w, h), top + int(12 * s))
        panel(surface, box, (250, 244, 230), radius=int(16 * s))
        x, y = column.left, box.top + int(16 * s)
        if area is not None:
            if self.split in self.buttons:
                area = area.copy()
                area.height = self.split.rect.top - int(6 * s) - area.top
            shown = cards(self.online, self.hosting, self.local, self.companion, self._one_code(area))
            # (a large Size's words step back where they would leave a code too small to scan)
            usual = theme.usual_scale((w, h))
            scale = next((k for k in (s, (s + usual) / 2) if scannable(area, shown, k)), min(s, usual))
            self.placed = draw_cards(surface, area, shown, scale)
        if self.online.room:
            draw_text(surface, _("Room code: {code}").format(code=self.online.room), "heavy", readable(28 * s),
                      theme.INK, topleft=(x, y), max_width=column.width)
            y += int(44 * s)
        if self.hosting is not None and self.address and (not self.companion or self._typing_tip()):
            share = self._share() if not self.companion else self._typing_tip()
            size = readable(15 * s)
            lines = wrap(share, "text", size, column.width)
            seats_room = -(-len(self.online.seats()) // 2) * int(readable(18 * s) * 1.15)  # (in two columns)
            floor = self.wait.rect.top - int(6 * s) if self.online.hosting else box.bottom - int(status_px(s) * 3)
            if not self.companion and y + len(lines) * int(size * 1.3) + int(8 * s) + seats_room > floor:
                lines = wrap(self._share(short=True), "text", size, column.width)  # (where, and the camera tip)
            # (never so many lines that the seats are squeezed into more than three columns)
            most = max(2, (floor - y - int(8 * s) - -(-len(self.online.seats()) // 3) * int(readable(18 * s) * 1.15))
                       // int(size * 1.3))
            if len(lines) > most:
                lines = lines[:most - 1] + [shortened(" ".join(lines[most - 1:]), assets.font("text", size),
                                                      column.width)]
            for line in lines:
                draw_text(surface, line, "text", size, theme.INK, topleft=(x, y))
                y += int(size * 1.3)
            y += int(8 * s)
        size = readable(18 * s)
        here = self.online.here
        seats = self.online.seats()
        # the seats down the column; where a large Size leaves too little room above the status
        # (and the host's wait), side by side in as many columns as they need
        floor = (self.wait.rect.top if self.online.hosting else box.bottom - int(status_px(s) * 3)) - int(6 * s)
        line = int(size * 1.45)
        if floor - y < len(seats) * line:  # closer together first
            line = max(int(size * 1.15), (floor - y) // max(1, len(seats)))
        rows = max(1, min(len(seats), (floor - y) // max(1, line)))
        across = -(-len(seats) // rows)
        first_y, left, wide = y, x, column.width // max(1, across)
        room = (column.width if across == 1 else wide - int(8 * s)) - int(34 * s)
        words = [self._seat_words(seat, info, across, here) for seat, info in enumerate(seats)]
        for seat, (who, colour) in enumerate(words):
            if across > 1:
                x, y = left + (seat // rows) * wide, first_y + (seat % rows) * line
            draw_text(surface, f"{seat + 1}", "bold", size, theme.MUTED, topright=(x + int(22 * s), y))
            draw_text(surface, who, "bold", size, colour, topleft=(x + int(34 * s), y), max_width=room)
            y += line
        status = status_px(s)  # (a joiner's box has room above it for a reason too long for one line)
        draw_text(surface, self._status(), "bold", status, theme.RED_DARK,
                  midbottom=(box.centerx, box.bottom - int(10 * s)),
                  max_width=box.width - int(32 * s),
                  two_lines=0 if self.online.hosting else int(status * 3))
        self.draw_buttons(surface)

    def _seat_words(self, seat: int, info: dict, across: int, here) -> tuple[str, tuple[int, int, int]]:
        """What the lobby says of a seat, and in which colour."""
        if info.get("open"):  # (in narrow columns, the short words)
            return (_("open: waiting for someone to join") if across == 1 else _("open seat")), theme.MUTED
        narrow = across > 1  # (in narrow columns, the short words: a bot's level and "here" go)
        if info.get("bot"):
            level, name = str(info["bot"]), info.get("name", "")
            who = _("{name} (bot)").format(name=name) if narrow else \
                _("{name} (bot, {level})").format(name=name, level=_(level))
            colour = theme.INK
        else:
            who, colour = str(info.get("name", "")), theme.INK
        mine = "" if seat not in here else (_(" (here)") if narrow else _(" (at this screen)")) if len(here) > 1 \
            else _(" (you)") if info.get("name") != _("You") else ""
        if seat in self.online.phones:  # (in narrow columns, a phone to come is its card beside)
            mine = _(" (phone: here)") if seat in self.online.phones_in else \
                _(" (phone: not yet here)") if across == 1 else _(" (phone)")
        return who + mine, colour


def status_px(s: float) -> int:
    """The lobby's status line, at the foot of its box."""
    return readable(16 * s)
