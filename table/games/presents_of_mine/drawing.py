"""Drawing the Presents of Mine table. Pure: nothing here changes an attribute. Where things
lie comes from ``PresentsLayout`` (worked out in ``update``); plates, the score board, the
legend, the breakdown and the tiles are images rendered once per size and contents
(``art``), so a frame is mostly blits, even at 4K."""

from __future__ import annotations

import math

import pygame

import table.games.presents_of_mine.art as art
from engine.games.presents_of_mine.cards import KINDS, ROUND_NAMES, ROUNDS, STARTING
from engine.games.presents_of_mine.phases import Phase
from engine.games.presents_of_mine.view import PomView
from table import assets
from table.background import tabletop
from table.games.base import Bubble
from table.games.presents_of_mine.names import letter_of, reason
from table.i18n import _
from table.ui import pen, theme
from table.ui.widgets import draw_text, readable

from .art import LABEL_BACK, LABEL_INK
from .choreography import LINE_SECONDS


class PresentsDrawing:
    """Mixed into ``PresentsTable``: the picture, from the view and the choice being made."""

    def draw(self, surface: pygame.Surface) -> None:
        view = self._view
        self._draw_still(surface, view)
        self._draw_marks(surface, view)
        self._draw_hover(surface)
        for f in self.flyers:
            self._draw_flyer(surface, f)
        said: list[pygame.Rect] = []  # (each bubble clear of those drawn before it: two lay on each other)
        for b in self.bubbles:
            said.append(self._draw_bubble(surface, b, said))
        if self.show_breakdown and self.breakdown is not None:
            self._draw_breakdown(surface, view)
        self._draw_bar(surface, view)
        if self.banner:
            self._draw_banner(surface)
        for b in self.buttons:
            b.draw(surface, self.layout.s)
        if self.human_turn() is not None:
            self.focus_ring.draw(surface, self.layout.s)

    def _draw_still(self, surface: pygame.Surface, view: PomView) -> None:
        """What stays put between changes: the cloth, the ring of arrows, the plates with their
        presents, the board and your presents (the app paints only what changed of it)."""
        surface.blit(tabletop(self.layout.size), (0, 0))
        self._draw_arrows(surface)
        for seat in range(self.n):
            self._draw_seat(surface, seat, view)
        self._draw_board(surface, view)
        self._draw_own(surface, view)

    # -- hooks of the shared seat table ------------------------------------------------------
    def _card(self, kind, w: int, h: int) -> pygame.Surface:
        """A flying present (square, ``w`` wide), from the tile cache."""
        return art.tile_image(w, w, art.flyer_letter(kind), 0, 0, False, False)

    def _draw_bubble(self, surface: pygame.Surface, bubble: Bubble,
                     said: list[pygame.Rect] | None = None) -> pygame.Rect:
        """The shared bubble (centred words above the plate), from an image made once, clear of
        the bubbles ``said`` before it where it can be; returns where it lies."""
        lay, look = self.layout, self.BUBBLE
        rect = None
        for s in dict.fromkeys((lay.s, theme.usual_scale(lay.size))):  # at a large Size, smaller if need be
            img = art.bubble_image(bubble.text, int(look.text * s), int(look.wrap * s),
                                   (int(look.pad_w * s), int(look.pad_h * s)), int(look.radius * s))
            size = (img.get_width() - art.SHADOW[0], img.get_height() - art.SHADOW[1])
            rect = self.bubble_rect(bubble.seat, size, free=True, avoid=said or [])
            if rect is not None:
                break
        rect = rect or self.bubble_rect(bubble.seat, size, free=True) or self.bubble_rect(bubble.seat, size)
        surface.blit(img, rect)
        return pygame.Rect(rect.topleft, size)

    def _status(self, view: PomView) -> str:
        if view.phase == Phase.OVER:
            return _("The game is over.")
        seat = self.human_turn()
        if seat is None:
            if view.to_act is not None and not self.host.busy:
                return _("Choosing in secret: {name}\u2026").format(name=self.names[view.to_act])
            return ""
        if view.phase == Phase.PICK:
            text = _("Pick five different presents ({chosen} of 5): click the tiles.").format(chosen=len(self.picks))
        elif view.phase == Phase.YOINK:
            text = _("Click one present of each of the three players above you (their tiles are larger).")
        else:
            text = _("Click three of your presents: they go to 1, 2 and 3 below in the order you click "
                     "(click a ringed player to send the last one there).")
            if self.takes:
                text += " " + _("Then click one you keep to swap it, and choose what for.")
        return _("{name}: {instructions}").format(name=self.names[seat], instructions=text) if self.multi else text

    def _bar_info(self, view: PomView) -> str:
        if view.round_no == 0:  # the secret picks before round 1
            return _("Opening picks \u00b7 B: breakdown \u00b7 Esc: menu")
        return _("Round {number} of 5 \u00b7 {theme} \u00b7 B: breakdown \u00b7 Esc: menu").format(
            number=view.round_no, theme=round_name(view.round_no))

    # -- the ring ----------------------------------------------------------------------------
    def _draw_arrows(self, surface: pygame.Surface) -> None:
        """The list as a ring: an arrow from each player to the one below."""
        for seat in range(self.n):
            nxt = self.order[(self.order.index(seat) + 1) % self.n]
            a, b = self.plate(seat).center, self.plate(nxt).center
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            ang = math.atan2(b[1] - a[1], b[0] - a[0])
            size = 12 * self.layout.s
            tip = (mx + math.cos(ang) * size, my + math.sin(ang) * size)
            left = (mx + math.cos(ang + 2.5) * size, my + math.sin(ang + 2.5) * size)
            right = (mx + math.cos(ang - 2.5) * size, my + math.sin(ang - 2.5) * size)
            pen.line(surface, (120, 170, 130), a, b, 2)
            pen.polygon(surface, (240, 220, 150), [tip, left, right])

    def _draw_seat(self, surface: pygame.Surface, seat: int, view: PomView) -> None:
        s = self.layout.plate_s  # (a crowded table's plates may be smaller than the rest, at a large Size)
        rect = self.plate(seat)
        if view.to_act == seat:
            # a bot's turn pulses; a person's ring holds still, so a waiting table costs no CPU
            pulse = 0.5 + 0.5 * math.sin(self.time * 4) if self.channel.seats[seat].is_bot else 0.5
            pen.rect(surface, theme.GOLD, rect.inflate(int(8 + 6 * pulse), int(8 + 6 * pulse)),
                             border_radius=int(14 * s))
        if view.committed[seat]:
            status = _("ready")
        else:
            status = self.who_plays(seat)
        surface.blit(art.plate_image(rect.size, s, self.names[seat], status, view.committed[seat],
                                     self.shown_scores[seat]), rect.topleft)
        rects = self.seat_tiles.get(seat, ())
        dist = self._yoink_distance(seat, view, self.human_turn())
        wanted = self.wants[dist - 1] if dist else None
        for place, (r, (pid, letter, stale, layers)) in enumerate(zip(rects, self.shown_hands[seat], strict=False)):
            if pid not in self.flying:  # a present in the air is drawn flying
                art.tile(surface, r, letter, stale, layers, chosen=wanted == place)

    def _draw_board(self, surface: pygame.Surface, view: PomView) -> None:
        s = self.layout.s
        if view.phase == Phase.PICK:
            rect, legend_s, lines = self.legend()
            title = _("The presents (choose five; everyone also gets an Average)")
            surface.blit(art.legend_image(rect.size, legend_s, title, lines), rect.topleft)
            return
        rect = self.board_rect()
        scores = self.shown_scores
        order = sorted(range(self.n), key=lambda k: -scores[k])
        title = self._board_title(view)
        rows = tuple((self.names[seat], scores[seat]) for seat in order)
        surface.blit(art.board_image(rect.size, s, title, rows), rect.topleft)

    def legend(self) -> tuple[pygame.Rect, float, tuple[tuple[str, str], ...]]:
        """The pregame's list of presents: where it goes, the scale of its words, and its lines. At
        a large Size, where it would lie on a plate (eight players), its words step back halfway,
        then to the usual size; at the usual Size there is one way, the one there always was."""
        lay = self.layout
        lines = tuple((x, _("{letter} {name}: {text}").format(letter=x, name=_(KINDS[x].name),
                                                              text=_(KINDS[x].text))) for x in STARTING)
        usual = theme.usual_scale(lay.size)
        plates = [self.plate(seat) for seat in range(self.n)]
        for s in theme.steps_back(lay.s, usual):
            font = assets.font("text", readable(13 * s))
            need = max(font.size(text)[0] for _x, text in lines) + int(48 * s)
            rect = self.legend_rect(need, s)
            if rect.collidelist(plates) >= 0 and need < rect.width:  # as narrow as its words, first
                rect = rect.inflate(need - rect.width, 0)
            if rect.collidelist(plates) < 0:
                break
        return rect, s, lines

    def _board_title(self, view: PomView) -> str:
        """The board's heading, for the scores it shows (while a round is revealed, those of
        the scoring before until the new totals come): the round they lead into."""
        if not self.shown_round:  # round 1 is not scored yet: the pregame was
            return _("Scores after the pregame")
        return _("Scores \u00b7 {theme}").format(theme=round_name(min(self.shown_round + 1, ROUNDS)))

    # -- your presents ---------------------------------------------------------------------------
    def _draw_own(self, surface: pygame.Surface, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        seat = self.hand_seat
        if seat is None:
            if self.multi:
                draw_text(surface, _("Choices are secret: each player chooses behind the privacy screen."), "bold",
                          readable(16 * s), (210, 230, 210), center=(lay.size[0] // 2, lay.hand_y))
            return
        if self.pick_tiles:
            self._draw_pick(surface)
            return
        for place, (r, (pid, letter, stale, layers)) in enumerate(zip(self.own_tiles, self.shown_hands[seat],
                                                                      strict=False)):
            if pid in self.flying:
                continue
            sent = place in self.slots
            art.tile(surface, r, letter, stale, layers, chosen=sent or self.drop == place)
            # on the tile itself, on a plate of its own: above it, the rows of the players
            # beside you may lie, and red on the felt does not read
            if self.drop == place:
                _tile_label(surface, r, _("swap"), readable(15 * s), theme.CREAM, theme.RED_DARK)
            elif sent:
                label = _("to {count} below").format(count=self.slots.index(place) + 1)
                _tile_label(surface, r, label, readable(14 * s), LABEL_INK, LABEL_BACK)
            pts = self.preview.get(pid) if self.settled else None  # what the presents held now score
            if pts is not None:  # (under any ring drawn around the present: the tutorial's, the keyboard's)
                draw_text(surface, _("{points:+d} now").format(points=pts), "bold", readable(13 * s), theme.CREAM,
                          midtop=(r.centerx, self.now_top(r.bottom)))
        for k, (ring, spot) in enumerate(zip(self.slot_rects, self.slot_labels, strict=False)):
            pen.rect(surface, (240, 220, 150), ring, 2, border_radius=int(14 * s))
            art.label(surface, _("{count} below").format(count=k + 1), "heavy", readable(13 * s), LABEL_INK, LABEL_BACK,
                      center=spot.center)

    def _draw_marks(self, surface: pygame.Surface, view: PomView) -> None:
        """PM-5: each present's staleness change after the scoring, in a corner of its own tile
        (fading at the end), while its badge shows the new staleness."""
        if not self.stale_marks:
            return
        fade = min(1.0, max(0.0, (self.stale_span - self.stale_age) / max(1e-3, min(0.5, self.stale_span / 4))))
        for rect, change, tile in self.mark_rects():
            colour = theme.FALL if change < 0 else theme.RISE  # with the sign (issue 37)
            img = art.mark_image(art.mark_text(change), art.mark_size(tile), colour)
            if fade < 1.0:  # borrows the cached image's alpha for one blit (no copy)
                was = img.get_alpha()
                img.set_alpha(int(255 * fade))
                surface.blit(img, rect)
                img.set_alpha(was)
            else:
                surface.blit(img, rect)

    def _draw_pick(self, surface: pygame.Surface) -> None:
        for r, letter in zip(self.pick_tiles, STARTING, strict=True):
            art.tile(surface, r, letter, 0, chosen=letter in self.picks)

    def _draw_hover(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        if self.pick_tiles and self.pick_hover is not None:  # what the present under the mouse does
            kind = KINDS[STARTING[self.pick_hover]]
            size = self.pick_tile_size()
            text = _("{letter} \u00b7 {name}: {text}").format(letter=kind.letter, name=_(kind.name), text=_(kind.text))
            art.label(surface, text, "bold", readable(16 * s), LABEL_INK, LABEL_BACK,  # a plate: the arrows cross here
                      midbottom=(lay.size[0] // 2, lay.hand_y - size // 2 - int(size * 0.3)))

    def _lines_shown(self, lines: int, view: PomView) -> int:
        """How many lines of the breakdown are out: one more every LINE_SECONDS, but all of
        them once the game is over (the results hold the table still behind them)."""
        if view.phase == Phase.OVER:
            return lines
        return min(lines, int(self.show_breakdown / LINE_SECONDS) + 1)

    def _draw_breakdown(self, surface: pygame.Surface, view: PomView) -> None:
        """The latest scoring, line by line, as it plays out (each stage an image made once:
        at 4K its words cost more than the rest of a frame)."""
        s = self.layout.s
        ev = self.breakdown
        focus = self.hand_seat if self.hand_seat is not None else 0
        lines = ev.lines[focus]
        shown = self._lines_shown(len(lines), view)
        others = ", ".join(_("{name} +{points}").format(name=self.names[k], points=g)
                           for k, g in enumerate(ev.gains) if k != focus)
        rect = self.breakdown_rect(len(lines), len(art.BreakdownLook(s).others_lines(others)))
        if ev.round_no == 0:
            title = _("Pregame scoring: {name}").format(name=self.names[focus])
        else:
            title = _("Round {number} scoring: {name}").format(number=ev.round_no, name=self.names[focus])
        rows = tuple((f"{letter_of(why)} {reason(why)}" if pid >= 0 and letter_of(why) else reason(why), pts)
                     for pid, why, pts in lines[:shown])
        total = ""
        if shown >= len(lines):
            raw, gain = ev.raw[focus], ev.gains[focus]
            if raw >= 0:
                total = _("Total {raw:+d} \u2192 gains {gain}").format(raw=raw, gain=gain)
            else:
                total = _("Total {raw:+d} \u2192 gains {gain} (a score never goes down)").format(raw=raw, gain=gain)
        surface.blit(art.breakdown_image(rect.size, s, title, rows, total, others if total else ""), rect.topleft)


def round_name(number: int) -> str:
    """A round's theme in the player's language ("" before the first)."""
    return _(ROUND_NAMES[number]) if number in ROUND_NAMES else ""


def _tile_label(surface: pygame.Surface, tile: pygame.Rect, text: str, size: int, colour: tuple,
                back: tuple) -> None:
    """A label on a present's tile ("to 1 below", "swap"): low on its picture, above its
    staleness badge, never over it."""
    height = art.label_image(text, "heavy", int(size), tuple(colour), tuple(back)).get_height()
    (_cx, cy), radius = art.badge(tile)
    y = min(tile.centery + tile.height // 5, cy - radius - 2 - (height + 1) // 2)
    art.label(surface, text, "heavy", size, colour, back, center=(tile.centerx, y))
