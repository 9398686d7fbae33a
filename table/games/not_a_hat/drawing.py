"""Drawing the That's Not a Hat table. Pure: nothing here changes any attribute; where to
draw comes from the layout (``HatLayout``, the picker's cells), computed on resize and update.
"""

from __future__ import annotations

import functools
import math

import pygame

import table.games.not_a_hat.art as hat_art
from engine.games.not_a_hat.cards import GIFTS, LEFT
from engine.games.not_a_hat.phases import Phase
from engine.games.not_a_hat.view import NotAHatView
from table import assets
from table.background import tabletop
from table.games.base import BannerLook, BarLook, Bubble, BubbleLook
from table.games.not_a_hat.names import a_gift, gift_name
from table.i18n import _, language
from table.ui import pen, theme
from table.ui.widgets import MIN_TEXT, draw_text, panel, readable, wrap

from .choreography import Sprite
from .layout import PENALTY_SCALE, card_rect


def fitted_name(name: str, role: str, size: int, room: int) -> str:
    """A name as it fits ``room`` once shrunk to the smallest readable size: whole, or its first
    letters and an ellipsis (a long single word has no words to drop)."""
    small = assets.font(role, min(size, MIN_TEXT))
    if small.size(name)[0] <= room:
        return name
    while len(name) > 1 and small.size(name + "\u2026")[0] > room:
        name = name[:-1]
    return name.rstrip() + "\u2026"


class HatDrawing:
    """Mixed into ``HatTable``: the picture, drawn from the view and the table's picture."""

    # the Hat table's bubbles name a gift with its picture, left-aligned, and rise into place
    BUBBLE = BubbleLook(text=17, wrap=230, pad_w=28, pad_h=18, above=10, radius=14, centred=False, rise=8)
    BANNER = BannerLook(title=26, line=18, title_lift=4, line_drop=6, margin=40, beside_buttons=False)
    BAR = BarLook(text=18, line=24, button_least=3.2, button_pad=1.6, button_gap=14)

    def draw(self, surface: pygame.Surface) -> None:
        view = self.view_now()
        surface.blit(tabletop(self.layout.size), (0, 0))
        self._draw_shop(surface, view)
        for seat in range(self.n):
            self._draw_plate(surface, seat, view)
        for sprite in sorted(self.sprites.values(), key=lambda s: (s.size > 1.2, s.y)):
            self._draw_sprite(surface, sprite)
        self._draw_transit_ring(surface)
        self._draw_bubbles(surface)
        self._draw_bar(surface, view)
        if self.naming(view):
            self._draw_picker(surface, view)
        for b in self.buttons:
            b.draw(surface, self.layout.s)
        self.focus_ring.draw(surface, self.layout.s)
        if self.banner:
            self._draw_banner(surface)

    # -- hooks of the shared seat table --------------------------------------------------------
    def _bubble_beside(self, seat: int) -> bool:
        return self.layout.near_middle(seat)

    def _bubble_picture(self, bubble: Bubble, size: int) -> pygame.Surface | None:
        return assets.scaled(f"gifts/{GIFTS[bubble.gift].art}", size) if bubble.gift is not None else None

    def bubble_avoids(self) -> list[pygame.Rect]:
        """Besides the cards' places, plates and the shop, a bubble keeps clear of the table's
        buttons (Moves, Hint; Undo and Go on) and of the penalty cards lying on the table."""
        lay = self.layout
        return self.host.own_buttons() + [
            card_rect(*lay.penalty(seat, j), lay.card_w * PENALTY_SCALE, lay.card_h * PENALTY_SCALE)
            for seat, pile in enumerate(self.penalties) for j in range(len(pile))]

    def _draw_bubbles(self, surface: pygame.Surface) -> None:
        """Speech bubbles by their plates, each clear of the others too."""
        avoid = self.bubble_avoids()
        for bubble in self.bubbles:
            avoid.append(self._draw_one_bubble(surface, bubble, avoid))

    def bubble_place(self, bubble: Bubble, avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[str]]:
        """Where ``bubble`` goes and its lines: the widest lines that find a free place by the
        plate (narrower ones where none is free), else where it covers least."""
        return self._bubble_place(bubble, avoid)[:2]

    def _bubble_place(self, bubble: Bubble, avoid: list[pygame.Rect]) -> tuple[pygame.Rect, list[str], float]:
        """(its place, its lines, the scale of its words): at a large Size, where no place is
        free, the words at their usual size may find one."""
        lay, look = self.layout, self.BUBBLE
        best = None
        for s in dict.fromkeys((lay.s, theme.usual_scale(lay.size))):
            size = readable(look.text * s)
            step = int(size * 1.3)
            pic = int(size * look.picture) if bubble.gift is not None else 0
            for narrow in (1.0, 0.7, 0.5, 0.35):  # where no place is free, narrower lines may find one
                lines = wrap(bubble.text, "bold", size, int(look.wrap * s * narrow))
                tw = max(assets.font("bold", size).size(line)[0] for line in lines)
                width = tw + pic + (int(6 * s) if pic else 0) + int(look.pad_w * s)
                height = max(pic, len(lines) * step) + int(look.pad_h * s)
                rect = lay.bubble(bubble.seat, (width, height), avoid, self._bubble_beside(bubble.seat))
                cover = lay.covered(rect, avoid)
                if best is None or cover < best[0]:
                    best = (cover, rect, lines, s)
                if not cover:
                    return best[1:]
        return best[1:]

    def _draw_one_bubble(self, surface: pygame.Surface, bubble: Bubble, avoid: list[pygame.Rect]) -> pygame.Rect:
        look = self.BUBBLE
        rect, lines, s = self._bubble_place(bubble, avoid)
        size = readable(look.text * s)
        step = int(size * 1.3)
        pic = int(size * look.picture) if bubble.gift is not None else 0
        shown = rect.move(0, int((1 - min(1.0, bubble.age / 0.15)) * look.rise * s))  # it rises into place
        panel(surface, shown, (255, 255, 255), radius=int(look.radius * s), border=(60, 60, 60))
        x = shown.left + int(look.inset * s)
        if pic:
            picture = self._bubble_picture(bubble, pic)
            surface.blit(picture, picture.get_rect(midleft=(x, shown.centery)))
            x += pic + int(6 * s)
        top = shown.centery - len(lines) * step // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, "bold", size, theme.INK, topleft=(x, top + i * step))
        return rect

    # -- cards ---------------------------------------------------------------------------------
    def _art_key(self, shown: tuple, holder: int, card: int, w: int, h: int) -> tuple:
        if shown[0] == "face":
            return ("face", shown[1], w, h)
        colour, arrow = self.backs.get(card, (shown[1], LEFT))
        return ("back", colour, self.layout.arrow_angle(holder, arrow), w, h)

    def _draw_sprite(self, surface: pygame.Surface, sprite: Sprite) -> None:
        w = int(self.layout.card_w * sprite.size)
        h = int(self.layout.card_h * sprite.size)
        showing = sprite.shown if sprite.turn >= 0.5 or sprite.was is None else sprite.was
        squeeze = abs(math.cos(math.pi * sprite.turn)) if sprite.turn < 1 else 1.0
        key = self._art_key(showing, sprite.holder, sprite.card, w, h)
        if squeeze < 0.98:
            img = hat_art.squashed(key, max(1, int(w * round(squeeze * 12) / 12)))  # widths quantised: cached
        else:
            img = hat_art.surface_for(key)
        rect = img.get_rect(center=(int(sprite.x), int(sprite.y)))
        shade = pygame.Rect(rect.x + 3, rect.y + 4, rect.width, rect.height)
        pen.rect(surface, (10, 40, 28), shade, border_radius=max(3, w // 10))  # shadow on the felt
        surface.blit(img, rect)

    def _draw_transit_ring(self, surface: pygame.Surface) -> None:
        if not self.transit or self.transit[0] not in self.sprites:
            return
        sprite = self.sprites[self.transit[0]]
        if sprite.moving or abs(sprite.size - 1.0) > 0.05:
            return
        # it pulses while a bot decides; for a person it holds still, so her table needs no frames
        receiver = self.transit[2]
        pulse = 0.5 + 0.5 * math.sin(self.time * 5) if self.channel.seats[receiver].is_bot else 0.5
        rect = pygame.Rect(0, 0, self.layout.card_w + 10, self.layout.card_h + 10)
        rect.center = (int(sprite.x), int(sprite.y))
        pen.rect(surface, (255, 220, 90), rect, width=2 + int(2 * pulse), border_radius=10)

    def _draw_shop(self, surface: pygame.Surface, view: NotAHatView) -> None:
        lay = self.layout
        x, y = lay.shop
        w, h = lay.card_w, lay.card_h
        depth = min(6, self.shop_count // 6)
        for i in range(depth, 0, -1):
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(x + i * 2), int(y + i * 2))
            pen.rect(surface, (222, 210, 186), r, border_radius=max(3, w // 10))
            pen.rect(surface, (170, 150, 120), r, 1, border_radius=max(3, w // 10))
        if self.shop_top is not None and self.shop_count:
            img = hat_art.face(self.shop_top, w, h)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        else:
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(x), int(y))
            pen.rect(surface, (255, 255, 255), r, 2, border_radius=max(3, w // 10))
        below = y + h / 2 + depth * 2  # the label sits under the whole stack, however deep
        draw_text(surface, _("Gift Shop"), "bold", readable(17 * lay.s), theme.CREAM,
                  midtop=(int(x), int(below + 6 * lay.s)))
        draw_text(surface, _("{count} left").format(count=self.shop_count), "text", readable(14 * lay.s),
                  (210, 230, 210), midtop=(int(x), int(below + 6 * lay.s) + readable(17 * lay.s) + 2))
        if view.games_total > 1 and self.game_no:
            draw_text(surface, _("Game {number} of {total}").format(number=self.game_no, total=view.games_total),
                      "bold", int(18 * lay.s), theme.GOLD, midtop=(int(x), int(y - h / 2 - 34 * lay.s)))

    def _draw_plate(self, surface: pygame.Surface, seat: int, view: NotAHatView) -> None:
        lay = self.layout
        rect = lay.plate(seat)
        info = self.channel.seats[seat]
        acting = view.to_act() == seat
        if acting:  # a bot's turn pulses while it thinks; a person's holds still
            pulse = 0.5 + 0.5 * math.sin(self.time * 4) if info.is_bot else 0.5
            glow = rect.inflate(int(10 + 8 * pulse), int(10 + 8 * pulse))
            pen.rect(surface, theme.GOLD, glow, border_radius=int(16 * lay.s))
        panel(surface, rect, theme.PANEL if not acting else (255, 246, 210), radius=int(12 * lay.s))
        count = len(self.penalties[seat])
        pips = [(rect.right - int(14 * lay.s) - k * int(19 * lay.s), rect.top + int(18 * lay.s)) for k in range(3)]
        for k, c in enumerate(pips):  # three penalty pips: the third ends the game (NH-8)
            pen.circle(surface, theme.RED if k < count else (226, 216, 200), c, int(7 * lay.s))
        name_left = rect.left + int(12 * lay.s)
        room = pips[-1][0] - int(7 * lay.s) - int(8 * lay.s) - name_left  # the name ends before the pips
        draw_text(surface, fitted_name(self.names[seat], "heavy", int(19 * lay.s), room), "heavy",
                  int(19 * lay.s), theme.INK, midleft=(name_left, rect.top + int(18 * lay.s)), max_width=room)
        # the second line: who plays (and "thinking…") on the left, a match's count on the right
        line_y = rect.bottom - int(14 * lay.s)
        small = readable(13 * lay.s)
        right = rect.right - int(10 * lay.s)
        if view.games_total > 1:
            match = draw_text(surface, _("match: {count}").format(count=self.match_count(seat)), "bold",
                              readable(12 * lay.s), theme.RED_DARK, midright=(right, line_y))
            right = match.left
        room = right - int(8 * lay.s) - name_left
        who = self.who_plays(seat)
        thinking = ""
        if self.thinking_seat == seat and acting and info.is_bot:
            thinking = _("thinking") + "." * (1 + int(self.time * 3) % 3)
            beside = assets.font("text", small).size(who)[0] + int(8 * lay.s) + \
                assets.font("bold", small).size(_("thinking") + "...")[0]
            if beside > room:  # no room beside: it takes the line's place
                who = ""
        who_rect = draw_text(surface, who, "text", small, theme.MUTED, midleft=(name_left, line_y), max_width=room)
        if thinking:
            x = who_rect.right + int(8 * lay.s) if who else name_left
            draw_text(surface, thinking, "bold", small, theme.GREEN, midleft=(x, line_y))

    # -- the bottom bar and the picker -----------------------------------------------------------
    def _status(self, view: NotAHatView) -> str:
        if view.phase == Phase.OVER:
            return _("Game over.")
        seat = self.human_turn()
        if seat is not None:
            name = self.names[seat]
            if view.phase == Phase.RESPOND:
                return _("{name}: a gift from {giver}, said to be {gift}. Accept it, or refuse if you "
                         "think it's not?").format(name=name, giver=self.names[view.giver],
                                                   gift=a_gift(view.claim))
            to = self.names[view.receiver]
            if view.in_hand.gift is not None:
                return _("{name}: everyone saw this card. Name a gift and give it to {to}.").format(name=name, to=to)
            return _("{name}: your bottom card goes to {to}, face down. What is it? Name a gift.").format(
                name=name, to=to)
        if self.host.busy:
            return ""
        acting = view.to_act()
        if acting is None:
            return ""
        if view.phase == Phase.GIVE:
            return _("Waiting for {name} to name the gift\u2026").format(name=self.names[acting])
        return _("Waiting for {name} to accept or refuse\u2026").format(name=self.names[acting])

    def _draw_picker(self, surface: pygame.Surface, view: NotAHatView) -> None:
        """The picker's layer (made once per move in ``update``), then the chosen cell on top."""
        rect = self.picker.rect
        layer = self.picker_layer[1] if self.picker_layer and self.picker_layer[0] == self._picker_key() else None
        surface.blit(layer or self.paint_picker(view), rect.topleft)
        if self.pick is not None:
            cell_rect = self.picker.cells[self.pick]
            pen.rect(surface, (255, 226, 140), cell_rect, border_radius=10)
            pen.rect(surface, (214, 150, 30), cell_rect, 3, border_radius=10)
            self._paint_cell(surface, view.deck[self.pick], cell_rect, chosen=True, dim=False)

    def _picker_key(self) -> tuple:
        return self.layout.size, self.channel.moves

    def paint_picker(self, view: NotAHatView) -> pygame.Surface:
        """The gift picker with its shadow and every cell unchosen, as a new surface placed at
        the picker's top left: it changes once per move, so ``update`` keeps it."""
        lay, picker = self.layout, self.picker
        rect = picker.rect
        layer = pygame.Surface((rect.width + 3, rect.height + 5), pygame.SRCALPHA)
        ox, oy = rect.topleft
        panel(layer, rect.move(-ox, -oy), (255, 251, 242), radius=int(16 * lay.s), border=theme.GOLD)
        card = view.in_hand
        to = self.names[view.receiver]
        if card.gift is not None:
            title = _("Giving {gift} to {name} (everyone saw it). What do you say?").format(
                gift=a_gift(card.gift), name=to)
        else:
            title = _("Giving your face-down card to {name}. What do you say it is?").format(name=to)
        mini_h = picker.header - int(16 * lay.s)
        mini_w = int(mini_h * 0.72)
        shown = ("face", card.gift) if card.gift is not None else ("back", card.colour)
        mini = hat_art.surface_for(self._art_key(shown, view.giver, card.card, mini_w, mini_h))
        layer.blit(mini, (int(14 * lay.s), readable(8 * lay.s)))
        text_left = mini_w + int(28 * lay.s)
        room = rect.width - text_left - 16
        draw_text(layer, title, "heavy", int(21 * lay.s), theme.INK, topleft=(text_left, int(12 * lay.s)),
                  max_width=room, cut=True)
        draw_text(layer, _("Faded gifts cannot be this card: they lie face up on the table, or have a "
                           "different back. Arrows and letters choose, Enter gives."), "text", readable(14 * lay.s),
                  theme.MUTED, topleft=(text_left, int(44 * lay.s)), max_width=room, cut=True)  # the rules say it all
        ruled_out = view.ruled_out(card)
        for g, cell_rect in zip(view.deck, picker.cells, strict=True):
            self._paint_cell(layer, g, cell_rect.move(-ox, -oy), chosen=False, dim=g in ruled_out)
        return layer.convert_alpha() if pygame.display.get_surface() else layer

    def _paint_cell(self, surface: pygame.Surface, g: int, cell_rect: pygame.Rect, chosen: bool, dim: bool) -> None:
        """A gift's picture and name; a name too long for one line ("bola de futebol") takes two.
        Every picture in the picker is the same size: the room the tallest name needs is kept
        under all of them."""
        cell = self.picker.cell
        role, px = "bold" if chosen else "text", readable(cell * 0.15)
        lines, step, name_top = _cell_lines(gift_name(g), role, px, cell, cell_rect.width, cell_rect.height)
        pic = _cell_picture(cell, cell_rect.width, cell_rect.height, px, language())
        art = f"gifts/{GIFTS[g].art}"
        img = assets.faded(art, pic) if dim else assets.scaled(art, pic)
        surface.blit(img, img.get_rect(midtop=(cell_rect.centerx, cell_rect.top + int(cell * 0.05))))
        for i, line in enumerate(lines):
            img = assets.text(line, role, px, theme.MUTED if dim else theme.INK)
            if img.get_width() > cell_rect.width - 4:  # a long word on two lines: a little narrower
                img = pygame.transform.smoothscale(img, (cell_rect.width - 4, img.get_height()))
            surface.blit(img, img.get_rect(midtop=(cell_rect.centerx, cell_rect.top + name_top + i * step)))


def _cell_lines(name: str, role: str, px: int, cell: int, width: int, height: int) -> tuple[list[str], int, int]:
    """A picker cell's name as lines, the step between them, and the first line's top (from the
    cell's top): one line sits at seven tenths of the cell, two end at its foot."""
    font = assets.font(role, px)
    fits = font.size(name)[0] <= width - 4
    lines = [name] if fits else wrap(name.replace("-", "- "), role, px, width - 4)  # guarda-|chuva
    if len(lines) > 2:  # two lines at most ("ballon de | baudruche")
        lines = _two_lines(name, role, px)
    step = int(font.get_linesize() * 0.9)
    top = height - 2 - step * (len(lines) - 1) - font.get_linesize() if len(lines) > 1 else int(cell * 0.7)
    return lines, step, top


def _two_lines(name: str, role: str, px: int) -> list[str]:
    font = assets.font(role, px)
    words = name.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda pair: max(font.size(part)[0] for part in pair)))


@functools.lru_cache(maxsize=32)
def _cell_picture(cell: int, width: int, height: int, px: int, lang: str) -> int:
    """The one picture size of the picker's cells in this language (``lang`` keys the cache)."""
    tops = [_cell_lines(gift_name(g), "bold", px, cell, width, height)[2] for g in range(len(GIFTS))]
    return max(1, min(int(cell * 0.62), min(tops) - int(cell * 0.05)))
