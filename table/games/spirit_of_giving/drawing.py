"""Drawing the Spirit of Giving table. Pure: nothing here writes an attribute. Hit areas
(cards of the hand, presents under the Tree) come from the layout made in ``update`` and
``resize``; still parts (the cloth with the Tree, plates, Gift Tags) are cached surfaces."""

from __future__ import annotations

import math

import pygame

import table.games.spirit_of_giving.art as art
import table.games.spirit_of_giving.pieces as pieces
from engine.games.spirit_of_giving.cards import rank
from engine.games.spirit_of_giving.moves import WRAP_NOTHING
from engine.games.spirit_of_giving.phases import Phase
from engine.games.spirit_of_giving.view import SogView
from table import assets
from table.i18n import _
from table.ui import pen, theme
from table.ui.widgets import draw_text, fitting, panel, readable, wrap

from .art import PATTERNS
from .choreography import EYES, FLYER_MAX, WRAPPED
from .words import CARD_TIPS, clock, phase_title

NAUGHTY_RANK = 11  # Jacks and up are Naughty cards


class SpiritDrawing:
    # -- cards --------------------------------------------------------------------------------
    # Flyers only: faces in flight are scaled from one master per card (see art.resized).
    def _card(self, card, w: int, h: int) -> pygame.Surface:
        if card == EYES:
            return assets.scaled("decor/eyes.png", w)
        if card is not None and card <= WRAPPED:
            return art.present(w, w, *divmod(WRAPPED - card, PATTERNS))
        return art.back(w, h) if card is None else art.resized(card, w, h, self._flyer_master())

    def _squashed(self, card, w: int, h: int, qw: int) -> pygame.Surface:
        if card is not None and card < 0:
            return self._card(card, w, h)
        return art.squashed(None, w, h, qw) if card is None else art.resized(card, w, h, self._flyer_master(), qw)

    def _warm_art(self) -> None:
        """Paint the cloth, the presents' paper and the faces now on show once for a new window
        size, so the first frames at that size wait for none of them. (Not the whole deck: a
        window dragged to a new size gets a new size at every step.)"""
        lay = self.layout
        pieces.backdrop(lay.size, tuple(lay.tree), tuple(lay.deck))
        for count in range(4, 9):  # the Tree's rows hold four to eight presents
            side = lay.present_size(count)
            for giver in range(self.n):
                art.present(side, side, giver)
        view = self.view_now()
        small = int(lay.card_w * 0.45)
        for hand in view.hands:
            for card in hand:
                art.face(card, small, int(small / 0.7))
        for card, rect in self.hand_rects:
            art.face(card, rect.width, rect.height)

    def _flyer_master(self) -> tuple[int, int]:
        lay = self.layout
        return int(lay.card_w * FLYER_MAX), int(lay.card_h * FLYER_MAX)

    # -- the frame --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view_now()
        lay = self.layout
        surface.blit(pieces.backdrop(lay.size, tuple(lay.tree), tuple(lay.deck)), (0, 0))
        self._draw_tree(surface, view)
        for seat in range(self.n):
            self._draw_plate(surface, seat, view)
        self._draw_badges(surface)  # SG-13: who is Frenemies with whom, by their plates
        if view.phase == Phase.MULLIGAN:
            self._draw_public_hands(surface, view)
        self._draw_hand(surface, view)
        for f in self.flyers:
            self._draw_flyer(surface, f)
        self._draw_givers(surface)
        if self._ace_on_screen(view):
            self._draw_ace(surface, view)
        if self.peek:
            self._draw_peek(surface)
        if self.typing is not None:
            self._draw_typing(surface)
        for b in self.bubbles:
            self._draw_bubble(surface, b)
        self._draw_bar(surface, view)
        if self.banner:
            self._draw_banner(surface)
        for b in self.buttons:
            b.draw(surface, lay.s)
        self._draw_tip(surface)  # over the choices, never under them
        self.focus_ring.draw(surface, lay.s)

    def _draw_tree(self, surface: pygame.Surface, view: SogView) -> None:
        """Presents under the Tree with their Gift Tags, the Discussion clock, the deck's count."""
        lay = self.layout
        s = lay.s
        for pid, rect in self.present_rects.items():
            giver, receiver = self.tree_tags.get(pid, (0, 0))
            if pid not in self.swapping:  # a Queen's two presents are in flight
                surface.blit(art.present(rect.width, rect.height, *self._paper(pid)), rect)
            if pid in self.queen_pick:
                pen.rect(surface, theme.GOLD, rect.inflate(8, 8), 3, border_radius=8)
            tag = self._tag_rect(pid, rect)
            surface.blit(pieces.gift_tag(tag.size, s, self.names[receiver], self.names[giver]), tag)
        if self.timer is not None:  # All Through the Night: the Discussion clock
            words = _("Discussion {clock}").format(clock=clock(self.timer)) if self.timer > 0 else _("Time is up")
            draw_text(surface, words, "heavy",
                      readable(22 * s), theme.GOLD, **{lay.clock_anchor: lay.clock_at})
        draw_text(surface, _("deck {count}").format(count=view.deck_count), "bold", readable(13 * s), (220, 235, 220),
                  midtop=(lay.deck.centerx, lay.deck.bottom + int(3 * s)))

    def _tag_rect(self, pid: int, present: pygame.Rect) -> pygame.Rect:
        """Where a present's Gift Tag hangs, as wide as its names need (within its room)."""
        giver, receiver = self.tree_tags.get(pid, (0, 0))
        least, most = self.layout.tag_room(present)
        return self.layout.tag_rect(present, pieces.tag_size(self.names[receiver], self.names[giver], least, most,
                                                             self.layout.s))

    def _draw_plate(self, surface: pygame.Surface, seat: int, view: SogView) -> None:
        s = self.layout.plate_s  # (a crowded table's plates may be smaller than the rest, at a large Size)
        rect = self.plate(seat)
        info = self.channel.seats[seat]
        # the seat to act glows once the table has caught up with the game (not while the
        # pairs before hers are still being opened)
        acting = view.to_act == seat and view.phase != Phase.OVER and view.phase == self.phase_on_screen
        if acting:
            # a bot's turn pulses while it thinks; a person's holds still, so a table waiting
            # for her needs no frames at all
            pulse = 0.5 + 0.5 * math.sin(self.time * 4) if info.is_bot else 0.5
            glow = rect.inflate(int(10 + 8 * pulse), int(10 + 8 * pulse))
            pen.rect(surface, theme.GOLD, glow, border_radius=int(16 * s))
        fill = (255, 246, 210) if acting else (230, 250, 230) if seat in view.true_spirit else theme.PANEL
        who = self.who_plays(seat)
        hand = _("hand {count}").format(count=view.counts[seat])
        form = _("{who} \u00b7 hand {count}")
        line = (form.format(who=who, count=view.counts[seat]),
                *self.away_lines(seat, form, count=view.counts[seat]), hand)
        if view.phase in (Phase.GOODWILL, Phase.WRAPPING) and view.committed[seat]:
            status, colour = _("ready"), theme.GOOD
        elif self.thinking_seat == seat and acting and info.is_bot:
            status, colour = _("thinking") + "." * (1 + int(self.time * 3) % 3), theme.RED_DARK
        else:
            status, colour = self._given_line(seat, view), theme.RED_DARK
        radius = int(12 * s)
        surface.blit(pieces.shadow(rect.size, radius), rect.move(*pieces.SHADOW_OFFSET))
        surface.blit(pieces.plate(rect.size, s, fill, self.names[seat], line, status, colour, self.piles[seat]), rect)

    def _given_line(self, seat: int, view: SogView) -> str:
        """How far a seat is towards the True Spirit of Giving (SG-16): in the base game one
        present to each other player, in Merry Little Christmas two, so presents are counted."""
        if view.settings.get("variant") != "merry-little-christmas":
            given = sum(1 for t in range(self.n) if t != seat and view.record[seat][t])
            return _("gave to {given} of {others}").format(given=given, others=self.n - 1)
        given = sum(min(2, view.record[seat][t]) for t in range(self.n) if t != seat)
        return _("gave {given} of {total} presents").format(given=given, total=2 * (self.n - 1))

    def _draw_public_hands(self, surface: pygame.Surface, view: SogView) -> None:
        """SG-5: during the mulligan every hand lies face up by its owner."""
        lay = self.layout
        w = int(lay.card_w * 0.45)
        h = int(w / 0.7)
        for seat, hand in enumerate(view.hands):
            if seat == self.hand_seat:
                continue
            span, cw, ch = self._public_hand_place(seat, len(hand), w, h)
            for i, card in enumerate(hand):
                img = art.face(card, cw, ch)
                surface.blit(img, (int(span.left + i * cw * 0.62), span.top))

    def _public_hand_span(self, seat: int, count: int, w: int, h: int) -> pygame.Rect:
        """Where a seat's face-up hand lies in the mulligan: under its plate, else over it, else
        beside it, clear of the Tree, the deck, the other plates and the bar."""
        return self._public_hand_place(seat, count, w, h)[0]

    def _public_hand_place(self, seat: int, count: int, w: int, h: int,
                           neighbours: bool = True) -> tuple[pygame.Rect, int, int]:
        """(where the hand lies, its cards' width and height): at a large Size, where the bigger
        plates leave no free place (nor one clear of where the other hands would first lie), on
        smaller cards."""
        lay = self.layout
        gap = int(4 * lay.s)
        plate = self.plate(seat)
        keep = [lay.tree, lay.deck_and_count()] + [self.plate(other) for other in range(self.n) if other != seat]
        keep += [r for _c, r in self.hand_rects]
        large = theme.size_factor() != 1.0
        if large:  # (the larger Moves and Hint buttons reach down over the top seat's hand)
            keep += self.host.own_buttons()[:2]  # (Moves and Hint come first)
        if large and neighbours:
            keep += [self._public_hand_place(other, len(hand), w, h, False)[0]
                     for other, hand in enumerate(self.view().hands) if other not in (seat, self.hand_seat)]
        window = pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8)
        spots = [{"midtop": (plate.centerx, plate.bottom + gap)}, {"midbottom": (plate.centerx, plate.top - gap)},
                 {"midleft": (plate.right + 2 * gap, plate.centery)},
                 {"midright": (plate.left - 2 * gap, plate.centery)}]
        if self._k(seat) == 0:
            spots = spots[1:]  # the bottom seat: never under its plate, where the bar is
        sizes = [(w, h)] + ([(int(w * f), int(h * f)) for f in (0.8, 0.65)] if large and neighbours else [])
        for cw, ch in sizes:
            span = pygame.Rect(0, 0, int((count - 1) * cw * 0.62 + cw), ch)
            for spot in spots:
                setattr(span, *next(iter(spot.items())))
                if window.contains(span) and span.collidelist(keep) < 0:
                    return span.copy(), cw, ch
        span = pygame.Rect(0, 0, int((count - 1) * w * 0.62 + w), h)
        setattr(span, *next(iter(spots[0].items())))
        return span.clamp(window), w, h

    def _hidden_hands_line(self) -> tuple[str, int, pygame.Rect]:
        """Hot-seat, with no hand on screen: the line said where the hand lies, its size, its box."""
        lay = self.layout
        text = _("Hands stay hidden: each player sees hers behind the privacy screen.")
        size = readable(17 * lay.s)
        rect = pygame.Rect((0, 0), assets.font("bold", size).size(text))
        rect.center = (lay.size[0] // 2, lay.hand_y)
        return text, size, rect

    def _draw_hand(self, surface: pygame.Surface, view: SogView) -> None:
        lay = self.layout
        s = lay.s
        if self.hand_seat is None or view.phase == Phase.OVER:
            if self.multi and view.phase != Phase.OVER:
                text, size, rect = self._hidden_hands_line()
                draw_text(surface, text, "bold", size, (210, 230, 210), center=rect.center)
            return
        for card, rect in self.hand_rects:
            surface.blit(art.face(card, rect.width, rect.height), rect)
            if card in self.mull:  # on a red plate of its own: red on the felt does not read
                word, size = _("back"), readable(14 * s)
                box = pygame.Rect((0, 0), assets.font("heavy", size).size(word)).inflate(int(size * 0.9), 2)
                box.midbottom = (rect.centerx, rect.top - int(5 * s))  # clear of the keyboard ring
                panel(surface, box, theme.RED_DARK, radius=box.height // 2, shadow=False)
                draw_text(surface, word, "heavy", size, theme.CREAM, center=box.center)

    def _tip(self) -> tuple[list[str], pygame.Rect] | None:
        """What the card pointed at (by the mouse, or the keyboard's ring) is, where its face is
        too small to say it: the lines, and a box clear of every button and choice."""
        here = self.focus_ring.current
        card = here.key[1] if self.focus_ring.visible and here is not None and here.key[0] == "card" else self.tip
        found = next((r for c, r in self.hand_rects if c == card), None)
        if found is None or rank(card) not in CARD_TIPS or art.label_shown(card, *found.size):
            return None
        lay = self.layout
        s = lay.s
        size = readable(15 * s)
        lines = wrap(_(CARD_TIPS[rank(card)]), "bold", size, max(220, int(300 * s)))
        pad = int(8 * s) + 2
        font = assets.font("bold", size)
        box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 2 * pad,
                          len(lines) * font.get_linesize() + 2 * pad)
        gap = int(10 * s)
        chips = [b.rect for b in self.buttons if b.rect.width and b.rect.bottom <= lay.bar.top]
        window = pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8)
        spots = [{"midbottom": (found.centerx, found.top - gap)},  # above the card
                 {"midbottom": (found.centerx, min([c.top for c in chips] + [found.top]) - gap)},  # above the choices
                 {"bottomleft": (found.right + gap, found.centery)}, {"bottomright": (found.left - gap, found.centery)}]
        for spot in spots:
            setattr(box, *next(iter(spot.items())))
            placed = box.clamp(window)
            if placed.collidelist(chips) < 0:
                return lines, placed
        return lines, box.clamp(window)

    def _draw_tip(self, surface: pygame.Surface) -> None:
        """A Naughty card's or an Ace's name and use, over everything else (SG-10, SG-3)."""
        tip = self._tip()
        if tip is None:
            return
        lines, box = tip
        s = self.layout.s
        size = readable(15 * s)
        pad = int(8 * s) + 2
        step = assets.font("bold", size).get_linesize()
        panel(surface, box, (255, 248, 226), radius=int(10 * s), border=theme.GOLD)
        for i, line in enumerate(lines):
            draw_text(surface, line, "bold", size, theme.INK, topleft=(box.left + pad, box.top + pad + i * step))

    def _draw_givers(self, surface: pygame.Surface) -> None:
        """Under each present of the pair being opened: whom it is from."""
        lay = self.layout
        for f, giver in self.meeting:
            if f not in self.flyers:
                continue
            pill = pygame.Rect(0, 0, int(lay.card_w * 1.1), int(24 * lay.s))  # two side by side, apart
            pill.midtop = (int(f.x), int(f.y + lay.card_h * f.size / 2 + 4 * lay.s))
            pen.rect(surface, (40, 32, 28), pill, border_radius=int(10 * lay.s))
            words = fitting((_("from {name}").format(name=self.names[giver]), self.names[giver]), "heavy",
                            readable(15 * lay.s), pill.width - 8)
            draw_text(surface, words, "heavy", readable(15 * lay.s), theme.CREAM, center=pill.center,
                      max_width=pill.width - 8, cut=True)

    def _ace_on_screen(self, view: SogView) -> bool:
        """SG-3, SG-14: an Ace's question comes when its pair is reached, after the pairs of
        lower givers have been opened on screen, not as soon as the engine waits for it."""
        return view.phase == Phase.ACE and view.ace is not None and self.phase_on_screen == Phase.ACE

    def _draw_ace(self, surface: pygame.Surface, view: SogView) -> None:
        """SG-3: the pair with the Ace, face up for all, and the giver's question."""
        lay = self.layout
        s = lay.s
        p, x, q, y = view.ace
        rect = pygame.Rect(0, 0, int(460 * s), int(lay.card_h * 1.25 + 70 * s))
        rect.center = (int(lay.center[0]), int(lay.center[1] + lay.card_h * 0.2))
        panel(surface, rect, theme.PANEL, radius=int(16 * s), border=theme.GOLD)
        tags = {pid: (g, r) for pid, g, r in view.tree}
        giver = view.to_act if view.to_act is not None else tags[p][0]
        draw_text(surface, _("The Ace from {name}: count it 1 or 11?").format(name=self.names[giver]), "heavy",
                  readable(19 * s), theme.INK, midtop=(rect.centerx, rect.top + int(10 * s)), max_width=rect.width - 20)
        for i, (pid, card) in enumerate(((p, x), (q, y))):
            img = art.face(card, lay.card_w, lay.card_h)
            cx = rect.centerx + (i * 2 - 1) * int(lay.card_w * 0.8)
            surface.blit(img, img.get_rect(midtop=(cx, rect.top + int(40 * s))))
            draw_text(surface, _("from {name}").format(name=self.names[tags[pid][0]]), "text", readable(13 * s),
                      theme.MUTED, midtop=(cx, rect.top + int(44 * s) + lay.card_h))
        if view.are_frenemies(*tags[p]):
            rule = _("Frenemies: the lower present takes both.")
        else:
            rule = _("The higher present takes both.")
        draw_text(surface, rule, "bold", readable(14 * s), theme.RED_DARK,
                  midbottom=(rect.centerx, rect.bottom - int(6 * s)))

    def _draw_peek(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        _peeker, target, hand, _left = self.peek
        w = int(lay.card_w * 0.7)
        h = int(w / 0.7)
        rect = pygame.Rect(0, 0, max(int(300 * s), len(hand) * (w + 6) + int(30 * s)), h + int(80 * s))
        rect.midtop = (lay.size[0] // 2, int(lay.size[1] * 0.12))
        panel(surface, rect, (244, 236, 252), radius=int(14 * s), border=(150, 90, 200))
        draw_text(surface, _("The hand of {name} (only you see this)").format(name=self.names[target]), "bold",
                  readable(16 * s), theme.INK, midtop=(rect.centerx, rect.top + int(8 * s)))
        x = rect.centerx - (len(hand) * (w + 6)) // 2
        for card in hand:
            surface.blit(art.face(card, w, h), (x, rect.top + int(38 * s)))
            x += w + 6
        draw_text(surface, _("Esc puts it away."), "text", readable(13 * s), theme.INK,
                  midbottom=(rect.centerx, rect.bottom - int(6 * s)), max_width=rect.width - int(16 * s), cut=True)

    def _typing_box(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The announcement being typed: its white box, and the line saying how, inside it at
        the top (dark on white: over the cards, light words would not read)."""
        lay = self.layout
        s = lay.s
        caption = pygame.Rect((0, 0), assets.font("text", readable(13 * s)).size(
            _("Type your announcement: Enter says it, Esc cancels.")))
        rect = pygame.Rect(0, 0, int(min(lay.size[0] * 0.8, 760 * s)), int(54 * s) + caption.height)
        rect.width = max(rect.width, caption.width + int(28 * s))
        rect.midbottom = (lay.size[0] // 2, lay.bar.top - int(10 * s))
        caption.midtop = (rect.centerx, rect.top + int(6 * s))
        return rect, caption

    def _draw_typing(self, surface: pygame.Surface) -> None:
        s = self.layout.s
        rect, caption = self._typing_box()
        panel(surface, rect, (255, 255, 255), radius=int(12 * s), border=theme.GOLD)
        draw_text(surface, _("Type your announcement: Enter says it, Esc cancels."), "text", readable(13 * s),
                  theme.MUTED, midtop=caption.midtop)
        caret = "|" if self._caret_on() else ""
        line = pygame.Rect(rect.left, caption.bottom, rect.width, rect.bottom - caption.bottom)
        draw_text(surface, (self.typing or "") + caret, "bold", readable(19 * s), theme.INK,
                  midleft=(rect.left + int(14 * s), line.centery), max_width=rect.width - 28)

    def _caret_on(self, at: float | None = None) -> bool:
        """Whether the typing caret shows at time ``at`` (now by default): it blinks twice a second."""
        return int((self.time if at is None else at) * 2) % 2 == 0

    # -- the bottom bar ------------------------------------------------------------------------------
    def _status(self, view: SogView) -> str:
        if view.phase == Phase.OVER:
            return _("The game is over.")
        seat = self.human_turn()
        if seat is None:
            if view.to_act is None or self.host.busy:
                return ""
            if self.timer is not None:
                return _("Discussion: {clock} left.").format(clock=clock(self.timer))
            return _("Waiting for {name}\u2026").format(name=self.names[view.to_act])
        hint = self._hint(view.phase, view.offset)
        if view.phase == Phase.GOODWILL and view.pass_to is not None:
            hint = _("Pass one card to {name}: click it, then Pass.").format(name=self.names[view.pass_to])
        elif view.phase == Phase.WRAPPING and not self.channel.accepts(seat, WRAP_NOTHING):
            hint = _("Click a Present (2-10 or an Ace) to wrap, then whom it is for.")
        elif view.phase == Phase.WRAPPING:  # SG-8: no Present, or nobody left to give one to
            hint = _("You have no present you may wrap this round: press Nothing to wrap.")
        if self.timer is not None and self.timer <= 0:  # Settings: the clock only tells the time
            hint += " " + _("(Time is up: say you're done.)")
        elif self.timer is not None:
            hint += " " + _("({clock} left)").format(clock=clock(self.timer))
        naughty_now = not (view.night and view.phase == Phase.DISCUSSION)  # SG-17: none while the clock runs
        if self.multi and self.shown != seat and view.phase in (Phase.DISCUSSION, Phase.LAST_MINUTE) and naughty_now:
            hint += " " + _("To play a Naughty card, show your cards (C) first.")
        if view.phase in (Phase.DISCUSSION, Phase.GOODWILL, Phase.WRAPPING, Phase.LAST_MINUTE) and naughty_now and \
                any(rank(c) >= NAUGHTY_RANK for c in view.hand):
            hint += " " + _("Click a Naughty card to play it.")
        return _("{name}: {hint}").format(name=self.names[seat], hint=hint) if self.multi else hint

    def _bar_info(self, view: SogView) -> str:
        return _("Round {round} of {total} \u00b7 {phase} \u00b7 Esc: menu").format(
            round=max(1, self.round_on_screen), total=view.rounds_total, phase=phase_title(self.phase_on_screen))

