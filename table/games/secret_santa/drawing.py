"""Drawing the Secret Santa table: the cloth, the round's plays in the middle, the name plates,
the hand, the window's countdown and the choice panel, the bottom bar.

Pure: nothing here writes an attribute of the table. Hit areas (the hand's card rects, the
buttons) are laid out in ``update``; what is slow to draw (the cloth, each plate's face,
faded cards) is cached per window size and content, so a frame only blits.
"""

from __future__ import annotations

import functools
import math

import pygame

import table.games.secret_santa.art as santa_art
from engine.games.secret_santa.cards import KIND, SANTA
from engine.games.secret_santa.phases import Phase
from engine.games.secret_santa.view import SantaView
from table import assets
from table.background import tabletop
from table.games.secret_santa.names import card_name, card_plural, describe, reminder
from table.i18n import _, ngettext
from table.ui import pen, theme
from table.ui.widgets import MIN_TEXT, draw_text, fitting, panel, readable, wrap

SHADOW = (3, 5)  # where panel() puts a plate's shadow


@functools.lru_cache(maxsize=4)
def cloth(size: tuple[int, int]) -> pygame.Surface:
    """The tabletop in the display's pixel format, so the biggest blit of a frame is a plain copy."""
    top = tabletop(size)
    return top.convert() if pygame.display.get_surface() is not None else top


@functools.lru_cache(maxsize=256)
def plate_face(size: tuple[int, int], s: float, colour: tuple[int, int, int], name: str, line: str,
               status: str, status_colour: tuple[int, int, int], count: int) -> pygame.Surface:
    """A name plate with its shadow: name, who sits there and points, a status, the cards held."""
    w, h = size
    face = pygame.Surface((w + SHADOW[0], h + SHADOW[1]), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    panel(face, rect, colour, radius=int(12 * s))
    low = h - max(int(11 * s), 8)  # the status line; who sits there above it, at least a line apart
    draw_text(face, line, "text", readable(13 * s), theme.MUTED, midleft=(int(12 * s), low - max(int(15 * s), 13)),
              max_width=w - int(24 * s))
    if status:
        draw_text(face, status, "bold", readable(13 * s), status_colour, midleft=(int(12 * s), low),
                  max_width=w - int(24 * s))
    bw, bh = int(26 * s), int(36 * s)
    line_right = int(12 * s) + assets.font("text", readable(13 * s)).size(line)[0]
    if line_right > w - int(12 * s) - bw - 2 * int(6 * s) - 4:  # a long line: the little stack keeps above it
        line_top = low - max(int(15 * s), 13) - readable(13 * s) // 2 - 2
        bh = max(8, min(bh, line_top - int(8 * s) - 2 * min(2, count)))
        bw = int(bh * 0.72)
    bx = w - int(12 * s) - bw
    count_w = assets.font("heavy", int(20 * s)).size(str(count))[0]
    room = bx - int(20 * s) - count_w - int(6 * s) - int(12 * s)  # for the name, left of the count and stack
    stack = assets.font("heavy", MIN_TEXT).size(name)[0] <= room
    if stack:  # the little stack of backs, the count left of it
        back = santa_art.back(bw, bh)
        for i in range(min(3, count)):
            face.blit(back, (bx - i * int(6 * s), int(8 * s) + i * int(2 * s)))
        at = (bx - int(20 * s), int(8 * s) + bh // 2 + int(2 * s))
    else:  # a long name with a count of 10 or more at 1024x600: the count alone, the name beside it
        at = (w - int(12 * s), int(18 * s))
    counted = draw_text(face, str(count), "heavy", int(20 * s), theme.INK if count else theme.GREEN, midright=at)
    draw_text(face, name, "heavy", int(19 * s), theme.INK, midleft=(int(12 * s), int(18 * s)),
              max_width=min(w - int(80 * s) if stack else w, counted.left - int(6 * s) - int(12 * s)))
    return face


def badge_rect(kind: int, card: pygame.Rect, size: tuple[int, int], s: float) -> pygame.Rect:
    """Where a pile's count badge goes on its top card: a gift's free corner (clear of a tutorial's
    ring round the card), or a special card's band right of its icon and name; wherever that
    would cover the corner index, the icon or a letter of the name, above them instead, mostly
    over the cloth above the card."""
    badge = pygame.Rect((0, 0), size)
    inset = int(5 * s) + 1
    band_h = int(card.height * 0.2)
    if KIND[kind].is_gift:
        badge.topright = (card.right - inset, card.top + inset)
    else:
        badge.midright = (card.right - inset, card.top + band_h // 2)
    taken = [m.move(card.topleft) for m in santa_art.marks(kind, card.width, card.height)]
    clear = int(4 * s) + 1
    if (not KIND[kind].is_gift and badge.height > band_h) or \
            any(badge.colliderect(m.inflate(2 * clear, 2)) for m in taken):
        badge.bottomright = (card.right - inset, min([card.top + inset] + [m.top - 1 for m in taken]))
    return badge


def clear() -> None:
    for cached in (cloth, plate_face):
        cached.cache_clear()


class SantaDrawing:
    """The drawing half of ``SantaTable`` (a mixin): reads the table, never changes it."""

    def _hand_cards(self, view: SantaView) -> tuple[tuple[int, int, int, int, int], ...]:
        """The hand on screen as (kind, x, y, w, h): none between hands (behind the score sheet)."""
        hand = view.hand if self.hand_seat is not None and not self.between_hands else ()
        return tuple((kind, *r) for kind, r in zip(hand, self._lifted_rects(view) if hand else (), strict=True))

    def draw(self, surface: pygame.Surface) -> None:
        view = self._view
        lay = self.layout
        surface.blit(cloth(lay.size), (0, 0))
        for kind, x, y, w, h in self._hand_cards(view):
            surface.blit(santa_art.face(kind, w, h), (x, y))
        self._draw_center(surface, view)
        for seat in range(self.n):
            self._draw_plate(surface, seat, view)
        self._draw_hand(surface, view)
        for f in self.flyers:
            self._draw_flyer(surface, f)
        self._draw_window(surface, view)
        if self.choosing is not None and self.choosing == self.hand_seat:
            self._draw_choice(surface, view)
        for b in self.bubbles:
            self._draw_bubble(surface, b)
        self._draw_bar(surface, view)
        if self.banner:
            self._draw_banner(surface)
        for b in self.buttons:
            b.draw(surface, lay.s)
        self.focus_ring.draw(surface, lay.s)

    def _squashed(self, kind: int | None, w: int, h: int, qw: int) -> pygame.Surface:
        return santa_art.squashed(kind, w, h, qw)

    def _card(self, kind: int | None, w: int, h: int) -> pygame.Surface:
        return santa_art.back(w, h) if kind is None else santa_art.face(kind, w, h)

    def _draw_center(self, surface: pygame.Surface, view: SantaView) -> None:
        lay = self.layout
        s = lay.s
        plays = self.center
        cx, cy = lay.center
        if not plays:
            if view.phase == Phase.TURN and view.round_no and self.incoming is None:  # (the lead flies over it)
                draw_text(surface, _("Round {number}: {name} to lead").format(number=view.round_no,
                                                                              name=self.names[view.turn]),
                          "bold", int(20 * s), theme.CREAM, center=(int(cx), int(cy)))
            return
        older = plays[:-1][-3:]
        for depth, (_seat, cards) in enumerate(reversed(older), start=1):
            for j, kind in enumerate(cards):
                x, y = self._center_slot(j, len(cards), depth)
                img = santa_art.faded(kind, int(lay.card_w * 0.8), int(lay.card_h * 0.8), 150)
                surface.blit(img, img.get_rect(center=(int(x), int(y))))
        seat, cards = plays[-1]
        for j, kind in enumerate(cards):
            x, y = self._center_slot(j, len(cards), 0)
            img = self._card(kind, lay.card_w, lay.card_h)
            shade = img.get_rect(center=(int(x) + 3, int(y) + 4))
            pen.rect(surface, (10, 40, 28), shade, border_radius=max(3, lay.card_w // 10))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if self.incoming is not None:
            seat, cards = self.incoming
        draw_text(surface, _("{name}: {cards}").format(name=self.names[seat], cards=describe(cards)), "bold",
                  int(18 * s), theme.CREAM, midtop=(int(cx), int(cy + lay.card_h * 0.55)),
                  max_width=int(lay.size[0] * 0.5))

    def _plate_status(self, seat: int, view: SantaView, acting: bool) -> tuple[str, tuple[int, int, int]]:
        if seat in self.badges:
            return _("out \u00b7 {place}").format(place=self.badges[seat]), theme.RED_DARK
        if view.scrooged == seat:
            return _("Scrooged"), theme.RED_DARK
        if view.passed[seat] and view.phase != Phase.OVER and view.counts[seat]:
            return _("passed"), theme.RED_DARK
        if view.must_pass[seat]:
            return _("must pass"), theme.RED_DARK
        if view.counts[seat] == 1:
            return (_("Final Gift!") if view.declared[seat] else _("one card")), theme.RED_DARK
        if self.thinking_seat == seat and acting and self.channel.seats[seat].is_bot:
            return _("thinking") + "." * (1 + int(self.time * 3) % 3), theme.GREEN
        return "", theme.RED_DARK

    def _draw_plate(self, surface: pygame.Surface, seat: int, view: SantaView) -> None:
        lay = self.layout
        s = lay.plate_s  # (a crowded table's plates may be smaller than the rest, at a large Size)
        rect = self.plate(seat)
        info = self.channel.seats[seat]
        acting = view.to_act == seat and view.phase == Phase.TURN
        if acting:
            # A bot's turn pulses while it thinks (the table is animating then anyway); a person's
            # turn glows still, so a table waiting for her draws nothing.
            pulse = 0.5 + 0.5 * math.sin(self.time * 4) if info.is_bot else 1.0
            glow = rect.inflate(int(10 + 8 * pulse), int(10 + 8 * pulse))
            pen.rect(surface, theme.GOLD, glow, border_radius=int(16 * s))
        out = seat in self.badges or (view.counts[seat] == 0 and view.round_no)
        colour = (255, 246, 210) if acting else (226, 232, 222) if out else theme.PANEL
        who = self.who_plays(seat)
        points = ngettext("{points} pt", "{points} pts", view.totals[seat]).format(points=view.totals[seat])
        status, status_colour = self._plate_status(seat, view, acting)
        count = self.counts[seat] if seat < len(self.counts) else view.counts[seat]
        lines = (f"{who} \u00b7 {points}", *self.away_lines(seat, "{who} \u00b7 {points}", points=points), points)
        line = fitting(lines, "text", readable(13 * s), rect.width - int(24 * s))
        face = plate_face(rect.size, s, tuple(colour), self.names[seat], line, status,
                          tuple(status_colour), count)
        surface.blit(face, rect.topleft)

    def _draw_hand(self, surface: pygame.Surface, view: SantaView) -> None:
        lay = self.layout
        if self.between_hands:
            return  # the score sheet is up; the next hand is shown when it is dealt
        if self.hand_seat is None:
            if self.multi:
                draw_text(surface, _("Hands stay hidden until their owner's turn."), "bold", int(17 * lay.s),
                          (210, 230, 210), center=(lay.size[0] // 2, lay.hand_y))
            return
        # The cards themselves are drawn first, on the cloth (see ``draw``); here the piles'
        # counts, the cursor and what the card pointed at is.
        lifted = self._lifted_rects(view)
        if self.card_rects and self.cursor < len(lifted):
            r = lifted[self.cursor]
            pen.rect(surface, theme.GOLD, r.inflate(6, 6), 3, border_radius=max(4, r.width // 8))
        badges = self._draw_pile_counts(surface, view.hand, lifted)  # over the cursor's ring, never under it
        if self.tip is not None and self.tip < len(lifted) and (self.card_rects or not self.tip_by_key):
            hand, last = view.hand, self.tip
            while last + 1 < len(hand) and hand[last + 1] == hand[last]:  # its pile's top card
                last += 1
            top = min(lifted[self.tip].top, badges[last].top if last in badges else lifted[self.tip].top)
            self._draw_tip(surface, hand[self.tip], lifted[self.tip], top)  # above the pile's count too

    def _draw_pile_counts(self, surface: pygame.Surface, hand: tuple[int, ...],
                          rects: list[pygame.Rect]) -> dict[int, pygame.Rect]:
        """A badge on the top card of each pile of two or more: how many it holds ("×3"), and
        once some are raised, how many of them ("2 of 3": raised cards of a stack hide each other).
        Returns where each badge is, by its pile's top card."""
        s = self.layout.s
        badges = {}
        for last, kind in enumerate(hand):
            if (last + 1 < len(hand) and hand[last + 1] == kind) or (last == 0 or hand[last - 1] != kind):
                continue
            count = 1
            while last - count >= 0 and hand[last - count] == kind:
                count += 1
            raised = sum(1 for i in self.selected if last - count < i <= last)
            text = _("{raised} of {count}").format(raised=raised, count=count) if raised else f"\u00d7{count}"
            img = assets.text(text, "heavy", readable(14 * s), theme.WHITE)
            badge = badge_rect(kind, rects[last], img.get_rect().inflate(int(12 * s) + 4, 2).size, s)
            pen.rect(surface, theme.GOOD if raised else theme.BAD, badge, border_radius=badge.height // 2)
            surface.blit(img, img.get_rect(center=badge.center))
            badges[last] = badge
        return badges

    def _draw_tip(self, surface: pygame.Surface, kind: int, card: pygame.Rect, top: int) -> None:
        """What a card pointed at is, where its face is too small to say it all: above ``top``
        (the card's, or its pile's count badge's)."""
        info, lay = KIND[kind], self.layout
        s = lay.s
        if info.is_gift:
            if santa_art.names_fit(card.width, card.height):
                return
            words = [(f"{kind} \u00b7 {card_plural(kind) if kind > 1 else card_name(kind)}", "heavy")]
        else:
            words = [(card_name(kind), "heavy")] + [(line, "bold") for line in
                                              wrap(reminder(kind), "bold", readable(14 * s), max(200, int(240 * s)))]
        images = [assets.text(line, role, readable((17 if role == "heavy" else 14) * s), theme.INK)
                  for line, role in words]
        pad = int(8 * s) + 2
        box = pygame.Rect(0, 0, max(img.get_width() for img in images) + 2 * pad,
                          sum(img.get_height() for img in images) + 2 * pad)
        box.midbottom = (card.centerx, top - int(10 * s))
        box.clamp_ip(pygame.Rect(4, 4, lay.size[0] - 8, lay.size[1] - 8))
        panel(surface, box, (255, 248, 226), radius=int(10 * s), border=theme.GOLD)
        y = box.top + pad
        for img in images:
            surface.blit(img, (box.left + pad, y))
            y += img.get_height()

    def _draw_window(self, surface: pygame.Surface, view: SantaView) -> None:
        if not self._calling_open(view) or (self.choosing is not None and self.choosing == self.hand_seat):
            return
        cd = self.countdown
        s = self.layout.s
        rect = self._window_panel()
        panel(surface, rect, (250, 246, 236), radius=int(12 * s), border=theme.GOLD)
        draw_text(surface, self._window_words(view), "bold", int(16 * s), theme.INK,
                  midtop=(rect.centerx, rect.top + int(8 * s)), max_width=rect.width - 20, cut=True)
        if cd.waits:  # unhurried: no time runs; it says whom it waits for
            names = _(", ").join(self.names[x] for x in self._unanswered(view))
            draw_text(surface, _("Waiting for: {names}").format(names=names), "text", readable(15 * s), theme.INK,
                      midbottom=(rect.centerx, rect.bottom - int(6 * s)), max_width=rect.width - 20, cut=True)
            return
        frac = max(0.0, cd.left / cd.total)
        bar = pygame.Rect(rect.left + int(16 * s), rect.bottom - int(20 * s), rect.width - int(32 * s), int(8 * s))
        pen.rect(surface, (226, 216, 200), bar, border_radius=4)
        pen.rect(surface, theme.TIMER, (bar.left, bar.top, int(bar.width * frac), bar.height), border_radius=4)

    def _window_panel(self) -> pygame.Rect:
        """Where a window's panel lies (its words and its countdown), under the middle's cards;
        its chips go below it."""
        lay = self.layout
        top = int(lay.center[1] + lay.card_h * 0.78)
        left, right = self._between_plates(top, top + int(64 * lay.s))  # (a large Size's plates reach in)
        rect = pygame.Rect(0, 0, min(int(520 * lay.s), 2 * min(lay.center[0] - left, right - lay.center[0])
                                     - int(16 * lay.s)), int(64 * lay.s))
        rect.midtop = (int(lay.center[0]), top)
        return rect

    def _draw_choice(self, surface: pygame.Surface, view: SantaView) -> None:
        """The panel behind a window's choices (laid out with them, ``_place_choice``): its question."""
        s = self.layout.s
        rect = self.choice_panel
        panel(surface, rect, theme.PANEL, radius=int(16 * s), border=theme.GOLD)
        size = readable(19 * s)
        step = assets.font("heavy", size).get_linesize()
        for i, line in enumerate(self.choice_lines):
            draw_text(surface, line, "heavy", size, theme.INK, midtop=(rect.centerx, rect.top + int(16 * s) + i * step),
                      max_width=rect.width - int(24 * s), cut=True)

    def _bar_info(self, view: SantaView) -> str:
        return _("Hand {number} of {total} \u00b7 round {round} \u00b7 Esc: menu").format(
            number=view.hand_no, total=view.hands_total, round=max(1, view.round_no))

    def _status(self, view: SantaView) -> str:
        if view.phase == Phase.OVER:
            return _("The session is over.")
        if self.choosing is not None:
            return ""
        seat = self._turn_seat(view)
        if seat is not None:
            return self._turn_status(seat, view)
        if self._calling_open(view):
            if len(self.humans) == 1:
                word = _("Holly!") if view.phase == Phase.HOLLY else _("Snowflake!")
                return _("You may play a special card now: press {word} (H) before time runs out.").format(word=word)
            return _("Anyone holding a special card for this moment may call now.")
        if self.host.busy:
            return ""
        if view.phase == Phase.TURN:
            return _("Waiting for {name} to play\u2026").format(name=self.names[view.turn])
        return ""

    def _turn_status(self, seat: int, view: SantaView) -> str:
        """What to do on your turn; in hot-seat, addressed to the player by name."""
        top = view.top
        if view.must_pass[seat]:
            text = _("you forgot to say \u201cFinal Gift!\u201d, so you must pass this turn.")
        elif top is None:
            text = _("your lead: choose any number of cards of one value (Elves count as copies), then Play. "
                     "Arrows and Space choose, Up takes a whole set.")
        else:
            k = len(top[1])
            text = ngettext("your turn: beat {cards} with {count} card of a higher value, or pass.",
                            "your turn: beat {cards} with {count} cards of a higher value, or pass.", k).format(
                cards=describe(top[1]), count=k)
            if SANTA in view.hand:
                text += " " + _("Or play Santa to win the round outright.")
        if self.multi:
            return _("{name}: {instruction}").format(name=self.names[seat], instruction=text)
        return text[:1].upper() + text[1:]
