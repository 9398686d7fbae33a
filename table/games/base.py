"""What every seated card table shares: name plates around the cloth (they glide when
seats change), speech bubbles, a banner, the bottom bar, cards flying across the table,
a hand fanned at the bottom, and hot-seat privacy.

With two or more people at one screen, a hand is drawn only after the opaque "Pass to
<name>" screen and is hidden again the moment its owner has acted (``shown``); with one
person it never appears. A game's table subclasses ``SeatTable`` and fills in the hooks.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from table import assets
from table.anim import ease_in_out
from table.games.looks import BannerLook, BarLook, Bubble, BubbleLook, Flyer, Layout, Spot  # noqa: F401  (their home was here)
from table.games.protocol import TableHost
from table.games.views import ViewCache
from table.i18n import _
from table.ui import pen, theme
from table.ui.widgets import Button, draw_text, panel, readable, shortened, wrap

BOT_THINK_SECONDS = 0.9  # how long a bot seems to think, at normal speed
HINT_SECONDS = 6.0  # a hint stays in the bar this long, or until its person moves


class SeatTable:
    """Shared parts of a game's table controller; subclasses set up the rest."""

    BUBBLE = BubbleLook()
    BANNER = BannerLook()
    BAR = BarLook()
    REVEALS: tuple[type, ...] = ()

    def _seat_setup(self, host: TableHost) -> None:
        self.host = host  # all the controller may use of its table (the TableScene)
        self.channel = host.channel  # the only way to the game
        self.views = ViewCache(self.channel, self._new_view)  # what the eyes on screen see (``view``)
        self.names = self.channel.names
        self.n = len(self.names)
        self.humans = list(self.channel.humans)
        # hot-seat: more than one person here, or one at a screen phones' holders see too (companion mode)
        self.multi = len(self.humans) >= 2 or getattr(self.channel, "shared_screen", False)
        self.anchor = self.humans[0] if self.humans else 0  # sits at the bottom of the screen
        self.shown: int | None = None  # hot-seat: whose hand is on screen now
        self.layout = Layout(host.size, self.n)
        self.ring = list(range(self.n))
        self.spots = [Spot(0, 0) for _ in range(self.n)]
        self.flyers: list[Flyer] = []
        self.bubbles: list[Bubble] = []
        self.banner: tuple[str, str, float] | None = None
        self.hint_note: tuple[str, float] | None = None  # a hint's words and its seconds left (``show_hint``)
        self.thinking_seat: int | None = None
        self.time = 0.0
        self.buttons: list[Button] = []

    # -- what the engine says, once per move -------------------------------------------------------
    def _eyes(self) -> int | None:
        """Whose view the table shows: the seat whose hand may be drawn (``hand_seat``)."""
        return self.hand_seat

    def view(self):
        """The view of the eyes on screen, fetched again only when a move was made or the eyes
        changed (then ``_new_view`` hears of it)."""
        return self.views.get(self._eyes())

    def view_now(self):
        """The view of the eyes on screen without storing it (for drawing, which changes nothing)."""
        return self.views.peek(self._eyes())

    @property
    def _view(self):
        """The view ``view`` fetched last (as a move's steps left it)."""
        return self.views.view

    def _new_view(self, view, moved: bool) -> None:
        """Hook: ``view`` was just fetched, after a move (``moved``) or for new eyes."""

    def _forget(self) -> None:
        """Drop every cached answer of the channel (e.g. after a test changed the state behind it)."""
        self.views.forget()

    @property
    def hand_seat(self) -> int | None:
        """The seat whose hand may be drawn now: the one human; in hot-seat, whoever passed the
        privacy screen and has not yet acted; with no human (demo), seat 0 as a spectator would."""
        if self.multi:
            return self.shown
        return self.anchor

    def _k(self, seat: int) -> int:
        return (self.ring.index(seat) - self.ring.index(self.anchor)) % self.n

    def _place_spots(self, duration: float) -> None:
        for seat in range(self.n):
            x, y = self.layout.seat_point(self._k(seat))
            spot = self.spots[seat]
            if duration <= 0:
                spot.stop()
                spot.x, spot.y = x, y
            else:
                spot.animate(duration, ease_in_out, x=x, y=y)

    def plate(self, seat: int) -> pygame.Rect:
        return self.layout.plate(self.spots[seat].x, self.spots[seat].y)

    def say(self, seat: int, text: str, ttl: float = 2.0, *, gift: int | None = None,
            sticky: bool = False) -> None:
        self.bubbles = [b for b in self.bubbles if b.seat != seat]
        self.bubbles.append(Bubble(seat, text, ttl / self.host.speed, gift=gift, sticky=sticky))

    def show_hint(self, words: str) -> None:
        """A hint for the person to move, in the bottom bar like the table's news, where it covers
        no name (as a note at the top of the window it hid the top seat's plate). It takes the
        place of any news still showing there (she asked for it now), and goes when she moves,
        or after HINT_SECONDS; news that comes meanwhile goes over it."""
        self.hint_note = (words, HINT_SECONDS)
        self.banner = None

    def _clear_sticky(self) -> None:
        self.bubbles = [b for b in self.bubbles if not b.sticky]

    def thinking(self, seat: int) -> None:
        self.thinking_seat = seat

    def think_seconds(self, seat: int) -> float:
        return BOT_THINK_SECONDS

    def linger_seconds(self, events: list) -> float:
        return 0.0

    def clear_transients(self) -> None:
        self.flyers, self.bubbles, self.banner = [], [], None

    def animating(self) -> bool:
        """Moving cards, gliding plates, and bubbles and banners that time out (a sticky bubble
        waits still)."""
        return bool(self.flyers or self.banner or any(not b.sticky for b in self.bubbles)
                    or any(spot.moving for spot in self.spots))

    def _act(self, seat: int, action, chosen: bool = True) -> bool:
        """A human seat's move; ``chosen`` False when the table answers for her (a window's
        time ran out, a timer rang): such a move is not offered for undo."""
        done = self.host.act(seat, action, chosen=chosen)
        if done and self.hint_note is not None:
            self.hint_note = None  # the hint was for the move just made (and, at a shared screen, hers alone)
        if done and self.multi and self.shown == seat:
            self.shown = None  # hide the hand the moment its owner has acted
        return done

    # -- input: one dispatch for every table ------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """An event goes through the table's handlers in their order (``_handlers``): the first
        that uses it (returns None) keeps it, so the order says which wins where two could; an
        event none of them uses goes back to the scene."""
        for handle in self._handlers():
            if handle(event) is None:
                return None
        return event

    def _handlers(self) -> tuple[Callable[[pygame.event.Event], pygame.event.Event | None], ...]:
        """The table's event handlers, in order; each returns None for an event it used, else the
        event (a handler may also just bring the buttons up to date and pass it on)."""
        return (self._on_buttons,)

    def _on_buttons(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A click on one of the table's buttons, or its key."""
        for b in self.buttons:
            if b.process_event(event) is None:
                return None
        return event

    def _on_ring(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The keyboard's focus ring (``self.focus_ring``): Tab and arrows move it, Enter or
        Space choose what it is on; but not the keys ``_ring_skips``."""
        return event if self._ring_skips(event) else self.focus_ring.process_event(event)

    def _ring_skips(self, event: pygame.event.Event) -> bool:
        return False

    # -- hooks --------------------------------------------------------------------------------
    def _privacy_seat(self) -> int | None:
        """The human seat whose hand must be on screen now (hot-seat), or None."""
        return None

    def _privacy_reason(self) -> str:
        return _("It's your turn.")

    def _card(self, kind, w: int, h: int) -> pygame.Surface:
        raise NotImplementedError

    def _squashed(self, kind, w: int, h: int, qw: int) -> pygame.Surface:
        """A card mid-flip, squeezed to ``qw`` wide (games with many flips cache this)."""
        return pygame.transform.smoothscale(self._card(kind, w, h), (max(1, qw), h))

    def _status(self, view) -> str:
        return ""

    def _bar_info(self, view) -> str:
        return _("Esc: menu")

    def who_plays(self, seat: int) -> str:
        """A plate's second line: the bot's level, or a person's; online, a person who has left
        the table is marked away (and whether a stand-in bot plays for her meanwhile)."""
        info = self.channel.seats[seat]
        if info.is_bot:
            return _("bot \u00b7 {level}").format(level=_(info.bot))
        away = getattr(self.channel, "away", {})
        if seat in away:
            return _("away \u00b7 bot plays") if away[seat] else _("away")
        return _("player")

    def away_lines(self, seat: int, form: str, **fields) -> tuple[str, ...]:
        """For a plate whose second line gives way to a shorter one where it does not fit: the
        line ``form`` with just "away" for an away seat (the mark stays), else nothing."""
        return (form.format(who=_("away"), **fields),) if seat in getattr(self.channel, "away", {}) else ()

    def _bubble_beside(self, seat: int) -> bool:
        """Whether ``seat``'s bubbles sit beside its plate rather than above it."""
        return False

    def _bubble_picture(self, bubble: Bubble, size: int) -> pygame.Surface | None:
        """A picture for a bubble (e.g. the gift it names), ``size`` pixels square, or None."""
        return None

    # -- frame -----------------------------------------------------------------------------------
    def _update_common(self, dt: float) -> None:
        self.time += dt
        for spot in self.spots:
            spot.update(dt)
        for f in self.flyers:
            f.update(dt)
        self.flyers = [f for f in self.flyers if f.hold or f.moving]
        for b in self.bubbles:
            b.age += dt
        self.bubbles = [b for b in self.bubbles if b.sticky or b.age < b.ttl]
        if self.banner:
            title, line, left = self.banner
            self.banner = (title, line, left - dt) if left - dt > 0 else None
        if self.hint_note:  # (it does not animate: the idle app's updates time it, and draw the frame it ends)
            words, left = self.hint_note
            self.hint_note = (words, left - dt) if left - dt > 0 else None

    def _guard_privacy(self) -> None:
        """Hot-seat: before a human's turn shows her hand, ask the others to look away; not
        while the table still shows public news (a banner), which all may read first."""
        if not self.multi or self.host.busy or self.banner is not None:
            return
        seat = self._privacy_seat()
        if not self.channel.here(seat) or self.shown == seat:
            return
        if self.host.privacy_asked(seat):
            return  # her screen is up already

        def ready() -> None:
            self.shown = seat

        self.shown = None
        self.host.ask_privacy(seat, self._privacy_reason(), ready, hold=True)

    def _bar_row(self, buttons: list[Button], width: int | None = None) -> None:
        """The bottom bar's buttons, in one row at its right end, as the table's ``BAR`` look
        says (or each ``width`` wide); every table's bar buttons are laid out here."""
        lay, look = self.layout, self.BAR
        s = lay.s
        h = int(lay.bar.height * 0.62)
        font = assets.font("bold", readable(h * 0.42))  # as Button.draw writes it
        widths = [width if width is not None else
                  max(int(h * look.button_least), font.size(b.label)[0] + int(h * look.button_pad)) for b in buttons]
        gap = int(look.button_gap * s)
        x = lay.size[0] - int(20 * s) - sum(widths) - gap * max(0, len(buttons) - 1)
        for b, w in zip(buttons, widths, strict=True):
            b.rect = pygame.Rect(x, lay.bar.centery - h // 2, w, h)
            x += w + gap

    def _row(self, buttons: list[Button], cx: int, cy: int, h: int, room: float | None = None,
             gap: int | None = None) -> None:
        """Centre buttons in rows at most ``room`` wide (the window, by default), filling
        upwards from ``cy``: every table's rows of choices off the bar are laid out here."""
        font = assets.font("bold", readable(h * 0.42))  # as Button.draw writes it
        gap = int(10 * self.layout.s) if gap is None else gap
        room = self.layout.size[0] * 0.94 if room is None else room
        rows: list[list[tuple[Button, int]]] = [[]]
        for b in buttons:
            w = min(int(room), font.size(b.label)[0] + int(h * 1.2))
            if rows[-1] and sum(x for _, x in rows[-1]) + gap * len(rows[-1]) + w > room:
                rows.append([])
            rows[-1].append((b, w))
        for r, row in enumerate(rows):
            x = cx - (sum(w for _, w in row) + gap * (len(row) - 1)) // 2
            y = cy - (len(rows) - 1 - r) * (h + gap)
            for b, w in row:
                b.rect = pygame.Rect(x, y - h // 2, w, h)
                x += w + gap

    # -- drawing ----------------------------------------------------------------------------------

    def _draw_flyer(self, surface: pygame.Surface, f: Flyer) -> None:
        lay = self.layout
        w, h = int(lay.card_w * f.size), int(lay.card_h * f.size)
        if w < 4 or f.alpha <= 4:
            return
        showing = f.kind if f.turn >= 0.5 else f.was
        squeeze = abs(math.cos(math.pi * f.turn)) if f.turn < 1 else 1.0
        # A card growing or shrinking on its way is its larger end size's cached face, scaled,
        # rather than a new face drawn at every size it passes through.
        ends = f.tween_ends("size")
        big = max(ends) if ends else f.size
        sw, sh = (int(lay.card_w * big), int(lay.card_h * big)) if big > f.size else (w, h)
        img = self._squashed(showing, sw, sh, int(sw * round(squeeze * 10) / 10)) if squeeze < 0.98 \
            else self._card(showing, sw, sh)
        if sh != h:
            img = pygame.transform.smoothscale(img, (max(1, img.get_width() * h // sh), h))
        rect = img.get_rect(center=(int(f.x), int(f.y)))
        if f.alpha < 250:  # a fading card borrows the cached image's alpha for one blit (no copy)
            was = img.get_alpha()
            img.set_alpha(int(f.alpha))
            surface.blit(img, rect)
            img.set_alpha(was)
        else:
            surface.blit(img, rect)

    def _hand_layout(self, hand: tuple[int, ...]) -> list[pygame.Rect]:
        """Cards grouped by value, overlapping inside a group; squeezed, then shrunk, to fit."""
        lay = self.layout
        if not hand:
            return []
        counts: list[int] = []
        for i, k in enumerate(hand):
            if i and hand[i - 1] == k:
                counts[-1] += 1
            else:
                counts.append(1)
        left_edge = lay.plate_size[0] + int(36 * lay.s)
        room = lay.size[0] - left_edge - int(24 * lay.s)

        def width(cw: float, squeeze: float) -> float:
            overlap, gap = cw * 0.36 * squeeze, cw * 0.4 * squeeze
            return sum(cw + (c - 1) * overlap for c in counts) + gap * (len(counts) - 1)

        cw, squeeze = float(lay.card_w), 1.0
        while width(cw, squeeze) > room and squeeze > 0.45:
            squeeze -= 0.05
        if width(cw, squeeze) > room:
            cw *= room / width(cw, squeeze)
        ch = cw / 0.7
        overlap, gap = cw * 0.36 * squeeze, cw * 0.4 * squeeze
        x = left_edge + max(0.0, (room - width(cw, squeeze)) / 2)
        rects = []
        for c in counts:
            for i in range(c):
                rects.append(pygame.Rect(int(x + i * overlap), int(lay.hand_y - ch / 2), int(cw), int(ch)))
            x += cw + (c - 1) * overlap + gap
        return rects

    def _draw_bubble(self, surface: pygame.Surface, bubble: Bubble) -> None:
        lay, look = self.layout, self.BUBBLE
        s = lay.s
        plate = self.plate(bubble.seat)
        size = readable(look.text * s)
        step = int(size * 1.3)
        picture = self._bubble_picture(bubble, int(size * look.picture))
        pic = int(size * look.picture) if picture is not None else 0
        lines = wrap(bubble.text, "bold", size, int(look.wrap * s))
        tw = max(assets.font("bold", size).size(line)[0] for line in lines)
        rect = pygame.Rect(0, 0, tw + pic + int(look.pad_w * s), max(pic, len(lines) * step) + int(look.pad_h * s))
        if self._bubble_beside(bubble.seat):
            rect.midleft = (plate.right + int(look.beside * s), plate.centery)
        else:
            rect.midbottom = (plate.centerx, plate.top - int(look.above * s))
        rect = rect.clamp(pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8))
        if look.rise:
            rect.y += int((1 - min(1.0, bubble.age / 0.15)) * look.rise * s)
        panel(surface, rect, (255, 255, 255), radius=int(look.radius * s), border=(60, 60, 60))
        if look.centred:
            for i, line in enumerate(lines):
                draw_text(surface, line, "bold", size, theme.INK,
                          midtop=(rect.centerx, rect.top + int(look.pad_h * s) // 2 + i * step))
            return
        x = rect.left + int(look.inset * s)
        if picture is not None:
            surface.blit(picture, picture.get_rect(midleft=(x, rect.centery)))
            x += pic + int(6 * s)
        top = rect.centery - len(lines) * step // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, "bold", size, theme.INK, topleft=(x, top + i * step))

    def _draw_bar(self, surface: pygame.Surface, view) -> None:
        lay = self.layout
        s = lay.s
        bar = lay.bar
        pen.rect(surface, (30, 24, 20), bar)
        pen.line(surface, theme.GOLD, bar.topleft, bar.topright, 2)
        text = self._status(view)
        bar_buttons = [b for b in self.buttons if b.rect.top >= bar.top]
        width = bar.width - sum(b.rect.width for b in bar_buttons) - int(80 * s)
        size = readable(self.BAR.text * s)
        step = max(int(self.BAR.line * s), int(size * 1.2))
        lines = wrap(text, "bold", size, max(200, width))
        if len(lines) > 2:  # two lines at most: the rest gives way to an ellipsis
            lines = [lines[0], shortened(" ".join(lines[1:]), assets.font("bold", size), max(200, width))]
        last = self.host.last_move if len(lines) == 1 and not self.banner else ""
        top = bar.centery - (len(lines) + bool(last)) * step // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, "bold", size, theme.CREAM, topleft=(bar.left + int(22 * s), top + i * step))
        if last:  # the latest move stays readable until the next one (L shows them all)
            draw_text(surface, _("Last: {move}").format(move=last), "text", size, (200, 188, 168),
                      topleft=(bar.left + int(22 * s), top + step), max_width=max(200, width), cut=True)
        # the info line sits top right, left of any buttons in the bar (at 12 px it would touch them);
        # where a long button leaves it no room there, at the bar's right end above the buttons
        info, info_px = self._bar_info(view), readable(12 * s)
        wide = assets.font("text", info_px).size(info)[0]
        right = min([b.rect.left for b in bar_buttons], default=bar.right) - int(10 * s)
        if right - wide < bar.left + int(10 * s):
            right = bar.right - int(10 * s)
        draw_text(surface, info, "text", info_px, (170, 160, 150), topright=(right, bar.top + 2))
        if self.hint_note and not self.banner:
            self._draw_banner(surface, (_("Hint"), self.hint_note[0]))

    def _draw_banner(self, surface: pygame.Surface, words: tuple[str, str] | None = None) -> None:
        """News (a special card, a verdict, a new phase; or ``words``, a hint) shows in the bottom
        bar, beside any buttons, where it covers no card and no name."""
        lay, look = self.layout, self.BANNER
        title, line = words or self.banner[:2]
        s = lay.s
        if look.beside_buttons:
            taken = [b.rect for b in self.buttons if b.rect.top >= lay.bar.top]
            # edge to edge when alone; else up to the buttons, over the whole info line (never a
            # sliver of it showing beside the banner)
            right = min(r.left for r in taken) - int(6 * s) if taken else lay.bar.right
            rect = pygame.Rect(lay.bar.left, lay.bar.top, max(200, right - lay.bar.left), lay.bar.height)
        else:
            rect = lay.bar.copy()
        pen.rect(surface, (255, 248, 226), rect)
        pen.line(surface, theme.RED_DARK, rect.topleft, rect.topright, 4)
        draw_text(surface, title, "heavy", readable(look.title * s), theme.RED_DARK,
                  midbottom=(rect.centerx, rect.centery + int(look.title_lift * s)), max_width=rect.width - look.margin,
                  cut=True)
        draw_text(surface, line, "bold", readable(look.line * s), theme.INK,
                  midtop=(rect.centerx, rect.centery + int(look.line_drop * s)), max_width=rect.width - look.margin,
                  cut=True)
