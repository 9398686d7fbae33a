"""The That's Not a Hat table: seats around the cloth, columns of gifts, the Gift Shop,
penalty piles; each event becomes a short animation; clicks and keys become actions.

The table keeps its own picture of where each card lies (``columns``, ``hand``,
``transit``, ``penalties``), updated event by event so that every step can be animated,
and checked against the engine's view when a batch of events has played (``settle``).
It never knows more than the view: a face-down card is drawn from its back only.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from engine.games.not_a_hat.cards import GIFTS, LEFT
from engine.games.not_a_hat.moves import (
    ACCEPT,
    GIVES,
    REFUSE,
    Accepted,
    Dealt,
    Drawn,
    GameOver,
    Given,
    Refused,
)
from engine.games.not_a_hat.view import NotAHatView
from table import assets
from table.anim import Animated, ease_in_out, ease_out_back, ease_out_cubic
from table.games.base import BOT_THINK_SECONDS
from table.games.not_a_hat import art as hat_art
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel, wrap

PENALTY_SCALE = 0.5


class Sprite(Animated):
    """One card on screen. ``shown`` is what faces up: ("face", gift) or ("back", colour)."""

    def __init__(self, card: int, x: float, y: float, shown: tuple) -> None:
        super().__init__()
        self.card = card
        self.x, self.y = x, y
        self.size = 1.0
        self.shown = shown
        self.was: tuple | None = None  # the side showing before a flip
        self.turn = 1.0  # flip progress; the old side shows while below 0.5
        self.holder = 0

    def flip_to(self, shown: tuple, duration: float) -> None:
        if shown == self.shown:
            return
        self.was, self.shown, self.turn = self.shown, shown, 0.0
        self.animate(duration, ease_in_out, turn=1.0)


@dataclass
class Bubble:
    seat: int
    text: str
    gift: int | None = None
    ttl: float = 2.5
    age: float = 0.0
    sticky: bool = False  # stays until cleared (a claim waiting for an answer)


class HatLayout:
    """Where everything goes for a window size and number of players."""

    def __init__(self, size: tuple[int, int], players: int) -> None:
        w, h = size
        self.size = size
        self.s = theme.scale_for(size)
        self.n = players
        shrink = 1.0 if players <= 5 else 0.86 if players <= 6 else 0.76
        self.card_h = int(min(h * 0.155, w * 0.1) * shrink)
        self.card_w = int(self.card_h * 0.72)
        self.bar = pygame.Rect(0, int(h * 0.9), w, h - int(h * 0.9))
        self.center = (w / 2, h * 0.45)
        self.rx, self.ry = w * 0.37, h * 0.325
        self.shop = (w / 2 - self.card_w * (0.8 if players > 2 else 3.2), h * 0.44)
        # two players face each other: their columns sit off-centre so they never meet
        self.lateral = self.card_w * 0.9 if players == 2 else 0.0

    def seat_point(self, seat: int) -> tuple[float, float]:
        a = math.pi / 2 + seat * 2 * math.pi / self.n  # seat 0 at the bottom, then clockwise (G-1)
        return self.center[0] + self.rx * math.cos(a), self.center[1] + self.ry * math.sin(a)

    def inward(self, seat: int) -> tuple[float, float]:
        x, y = self.seat_point(seat)
        dx, dy = self.center[0] - x, self.center[1] - y
        d = math.hypot(dx, dy) or 1
        return dx / d, dy / d

    def plate(self, seat: int) -> pygame.Rect:
        x, y = self.seat_point(seat)
        ix, iy = self.inward(seat)
        rect = pygame.Rect(0, 0, int(176 * self.s), int(54 * self.s))
        away = abs(ix) * (rect.width * 0.5 + self.card_w * 0.05) + abs(iy) * rect.height * 0.75
        rect.center = (int(x - ix * away), int(y - iy * away))
        return rect.clamp(pygame.Rect(0, 0, self.size[0], self.bar.top))

    def slot(self, seat: int, k: int) -> tuple[float, float]:
        """Centre of the k-th card of a column (0 = bottom, next to the player)."""
        x, y = self.seat_point(seat)
        ix, iy = self.inward(seat)
        step = abs(ix) * self.card_w * 1.08 + abs(iy) * self.card_h * 0.62
        first = abs(ix) * self.card_w * 0.9 + abs(iy) * self.card_h * 0.72
        x, y = x - iy * self.lateral, y + ix * self.lateral
        return x + ix * (first + k * step), y + iy * (first + k * step)

    def incoming(self, seat: int, k: int) -> tuple[float, float]:
        """Where a gift waits for an answer: beside the receiver's column."""
        x, y = self.slot(seat, max(0, k - 1))
        ix, iy = self.inward(seat)
        side = abs(iy) * self.card_w * 1.15 + abs(ix) * self.card_h * 1.08
        return x - iy * side, y + ix * side

    def penalty(self, seat: int, j: int) -> tuple[float, float]:
        plate = self.plate(seat)
        pw = self.card_w * PENALTY_SCALE
        if abs(self.inward(seat)[0]) > 0.6:  # side seats: their column runs sideways, so the pile goes below
            ph = self.card_h * PENALTY_SCALE
            return plate.left + pw / 2 + 4 * self.s + j * pw * 0.75, plate.bottom + ph / 2 + 8 * self.s
        toward_left = plate.centerx > self.center[0] + 5
        gap = 10 * self.s + pw / 2 + j * pw * 0.45
        x = plate.left - gap if toward_left else plate.right + gap
        return x, plate.centery

    def arrow_angle(self, seat: int, arrow: str) -> int:
        """Screen angle from ``seat`` to the neighbour its arrow leads to (left = seat+1, G-1)."""
        target = (seat + (1 if arrow == LEFT else -1)) % self.n
        if target == seat:
            return 0
        (x0, y0), (x1, y1) = self.seat_point(seat), self.seat_point(target)
        return int(round(math.degrees(math.atan2(y1 - y0, x1 - x0)) / 5) * 5) % 360


class HatTable:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.session = scene.session
        self.names = [p.name for p in self.session.seats]
        self.n = len(self.names)
        self.layout = HatLayout(scene.size, self.n)
        self.sprites: dict[int, Sprite] = {}
        self.columns: list[list[int]] = [[] for _ in range(self.n)]
        self.penalties: list[list[int]] = [[] for _ in range(self.n)]
        self.hand: tuple[int, int] | None = None  # (seat, card) drawn from the shop
        self.transit: tuple[int, int, int, int] | None = None  # card, giver, receiver, claim
        self.backs: dict[int, tuple[str, str]] = {}  # card -> (colour, arrow), once seen
        self.shop_count = 0
        self.shop_top: int | None = None
        self.bubbles: list[Bubble] = []
        self.banner: tuple[str, str, float] | None = None  # title, line, seconds left
        self.thinking_seat: int | None = None
        self.game_line = ""
        self.time = 0.0
        self.pick: int | None = None  # index into the deck list in the gift picker
        self.pick_turn = -1
        self.cells: list[tuple[pygame.Rect, int]] = []
        self._view: NotAHatView | None = None
        self._view_moves = -1
        self.buttons: list[Button] = []
        self.give_button = Button("Give", self._give_picked, key=None, style="good", hint="Enter")
        self.accept_button = Button("Accept", lambda: self._respond(ACCEPT), key=pygame.K_a,
                                    style="good", hint="A")
        self.refuse_button = Button("That's not it!", lambda: self._respond(REFUSE), key=pygame.K_r,
                                    style="bad", hint="R")

    # -- what the engine says ---------------------------------------------------
    def view(self) -> NotAHatView:
        """The engine's view, built once per move (it changes only when a move is applied)."""
        moves = len(self.session.history)
        if self._view_moves != moves:
            self._view = self.session.state.view(None)  # every card is public or hidden from all
            self._view_moves = moves
        return self._view

    def human_turn(self) -> int | None:
        if self.scene.busy:
            return None
        humans = self.session.human_to_act()
        return humans[0] if humans else None

    # -- layout --------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = HatLayout(size, self.n)
        for sprite in self.sprites.values():
            sprite.stop()
        self._retarget(0)

    def _target(self, card: int) -> tuple[float, float, float, int]:
        """(x, y, size, holder) for a card, from the table's picture of where it lies."""
        lay = self.layout
        for seat, col in enumerate(self.columns):
            if card in col:
                return (*lay.slot(seat, col.index(card)), 1.0, seat)
        for seat, pile in enumerate(self.penalties):
            if card in pile:
                return (*lay.penalty(seat, pile.index(card)), PENALTY_SCALE, seat)
        if self.hand and self.hand[1] == card:
            seat = self.hand[0]
            x, y = lay.slot(seat, len(self.columns[seat]))
            return x, y, 1.08, seat
        if self.transit and self.transit[0] == card:
            receiver = self.transit[2]
            return (*lay.incoming(receiver, len(self.columns[receiver])), 1.0, receiver)
        return (*lay.shop, 1.0, 0)

    def _retarget(self, duration: float, ease=ease_out_cubic) -> None:
        for card, sprite in self.sprites.items():
            x, y, size, holder = self._target(card)
            sprite.holder = holder
            if duration <= 0:
                sprite.x, sprite.y, sprite.size = x, y, size
            elif (abs(sprite.x - x) + abs(sprite.y - y) > 0.5) or abs(sprite.size - size) > 0.01:
                sprite.animate(duration, ease, x=x, y=y, size=size)

    # -- events become steps --------------------------------------------------------
    def steps_for(self, event) -> list:
        sec = self.scene.seconds
        sounds = self.scene.app.sounds

        if isinstance(event, Dealt):
            def deal() -> float:
                self.sprites.clear()
                self.columns = [[] for _ in range(self.n)]
                self.penalties = [[] for _ in range(self.n)]
                self.hand = self.transit = None
                self.backs.clear()
                self.bubbles.clear()
                self.shop_count = event.shop_count
                total = self.session.state.games_total
                self.game_line = f"Game {event.game_no} of {total}" if total > 1 else ""
                x, y = self.layout.shop
                for k, (seat, card, gift) in enumerate(event.cards):
                    self.columns[seat].append(card)
                    sprite = Sprite(card, x, y, ("face", gift))
                    self.sprites[card] = sprite
                    tx, ty, _, holder = self._target(card)
                    sprite.holder = holder
                    sprite.animate(sec(0.45), ease_out_cubic, delay=sec(0.07) * k, x=tx, y=ty)
                sounds.play("deal")
                return sec(0.45 + 0.07 * len(event.cards))
            return [deal]

        if isinstance(event, Drawn):
            def draw_card() -> float:
                self.shop_count = event.shop_count
                self.shop_top = event.next_top[1] if event.next_top else None
                x, y = self.layout.shop
                self.sprites[event.card] = Sprite(event.card, x, y, ("face", event.gift))
                self.hand = (event.seat, event.card)
                self._retarget(sec(0.45), ease_out_back)
                sounds.play("slide")
                self.say(event.seat, f"From the shop: {GIFTS[event.gift].with_article}", event.gift, 1.6)
                return sec(0.6)
            return [draw_card]

        if isinstance(event, Given):
            def flip() -> float:
                self.backs[event.card] = (event.colour, event.arrow)
                sprite = self.sprites[event.card]
                if sprite.shown[0] == "face":
                    sprite.flip_to(("back", event.colour), sec(0.3))
                    sounds.play("flip")
                    return sec(0.35)
                return 0.0

            def give() -> float:
                for col in self.columns:
                    if event.card in col:
                        col.remove(event.card)
                self.hand = None
                self.transit = (event.card, event.giver, event.receiver, event.claim)
                self._retarget(sec(0.5))
                self.thinking_seat = None
                claim = GIFTS[event.claim]
                self.say(event.giver, f"{claim.nice.capitalize()} for you, {self.names[event.receiver]}!",
                         event.claim, sticky=True)
                sounds.play("slide")
                return sec(0.55)
            return [flip, give]

        if isinstance(event, Accepted):
            def accept() -> float:
                self._clear_sticky()
                self.say(event.seat, "Thank you!", None, 1.4)
                self.transit = None
                self.columns[event.seat].append(event.card)
                self._retarget(sec(0.45))
                sounds.play("accept")
                return sec(0.6)
            return [accept]

        if isinstance(event, Refused):
            claim = GIFTS[event.claim]

            def doubt() -> float:
                self._clear_sticky()
                self.thinking_seat = None
                self.say(event.seat, f"That's not {claim.with_article}!", event.claim, 2.2)
                return sec(0.7)

            def reveal() -> float:
                sprite = self.sprites[event.card]
                cx, cy = self.layout.center
                sprite.animate(sec(0.4), ease_out_cubic, x=cx + self.layout.card_w * 0.9, y=cy, size=1.7)
                sprite.flip_to(("face", event.gift), sec(0.45))
                sounds.play("refuse")
                right = event.gift == event.claim
                if right:
                    title = f"It really is {claim.with_article}!"
                    line = f"{self.names[event.seat]} was wrong to refuse: a penalty for {self.names[event.loser]}."
                else:
                    title = f"It's {GIFTS[event.gift].with_article}, not {claim.with_article}!"
                    line = f"{self.names[event.giver]} got it wrong: a penalty for {self.names[event.loser]}."
                self.banner = (title, line, sec(2.4))
                return sec(2.3)

            def to_penalty() -> float:
                self.transit = None
                self.penalties[event.loser].append(event.card)
                self._retarget(sec(0.5))
                return sec(0.55)
            return [doubt, reveal, to_penalty]

        if isinstance(event, GameOver):
            def over() -> float:
                if event.game_no < event.games_total:
                    worst = max(event.penalties)
                    who = [self.names[s] for s, p in enumerate(event.penalties) if p == worst]
                    self.banner = (f"Game {event.game_no} of {event.games_total} is over",
                                   f"{' and '.join(who)} reached {worst} penalties. Next game!", sec(2.6))
                    return sec(2.8)
                reason = "The Gift Shop is empty." if event.reason == "shop-empty" else "Three penalties!"
                self.banner = ("Game over", reason, sec(3.0))
                return sec(0.8)
            return [over]
        return []

    def settle(self) -> float:
        """After a batch: make sure the picture matches the engine's view exactly."""
        view = self.view()
        columns = [[c.card for c in col] for col in view.columns]
        penalties = [[c.card for c in pile] for pile in view.penalties]
        hand = (view.giver, view.in_hand.card) if view.in_hand is not None and view.from_shop else None
        transit = (view.pending.card, view.giver, view.receiver, view.claim) if view.pending else None
        if (columns, penalties, hand, transit) != (self.columns, self.penalties, self.hand, self.transit):
            self.columns, self.penalties, self.hand, self.transit = columns, penalties, hand, transit
            self._retarget(self.scene.seconds(0.3))
        self.shop_count = view.shop_count
        self.shop_top = view.shop_top.gift if view.shop_top else None
        return 0.0

    # -- talk -------------------------------------------------------------------------
    def say(self, seat: int, text: str, gift: int | None, ttl: float = 2.5, sticky: bool = False) -> None:
        self.bubbles = [b for b in self.bubbles if b.seat != seat]
        self.bubbles.append(Bubble(seat, text, gift, ttl / self.scene.speed, sticky=sticky))

    def _clear_sticky(self) -> None:
        self.bubbles = [b for b in self.bubbles if not b.sticky]

    def thinking(self, seat: int) -> None:
        self.thinking_seat = seat

    def think_seconds(self, seat: int) -> float:
        return BOT_THINK_SECONDS

    def clear_transients(self) -> None:
        self.bubbles, self.banner = [], None

    def animating(self) -> bool:
        """Cards in motion, bubbles and banners that time out (a sticky claim waits still)."""
        return bool(self.banner or any(not b.sticky for b in self.bubbles)
                    or any(s.moving for s in self.sprites.values()))

    # -- input ---------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.pick is not None and self.human_turn() is not None:
            self.pick = None  # Esc first clears a half-made choice
            return True
        return False

    def _give_picked(self) -> None:
        seat = self.human_turn()
        view = self.view()
        if seat is None or view.phase != "give" or self.pick is None:
            return
        if self.scene.act(seat, GIVES[view.deck[self.pick]]):
            self.pick = None

    def _respond(self, action) -> None:
        seat = self.human_turn()
        if seat is not None and self.view().phase == "respond":
            self.scene.act(seat, action)

    def process_event(self, event: pygame.event.Event):
        for b in self.buttons:
            if b.process_event(event) is None:
                return None
        seat = self.human_turn()
        if seat is None or self.view().phase != "give":
            return event
        deck = self.view().deck
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self.cells:
                if rect.collidepoint(event.pos):
                    if self.pick == index and getattr(event, "clicks", 1) >= 2:
                        self._give_picked()
                    else:
                        self.pick = index
                    return None
        if event.type == pygame.KEYDOWN:
            cols = self._picker_cols(len(deck))
            moves = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1, pygame.K_UP: -cols, pygame.K_DOWN: cols}
            if event.key in moves:
                self.pick = 0 if self.pick is None else (self.pick + moves[event.key]) % len(deck)
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._give_picked()
                return None
            letter = event.unicode.lower() if event.unicode else ""
            if letter.isalpha():
                start = 0 if self.pick is None else self.pick + 1
                for k in range(len(deck)):
                    index = (start + k) % len(deck)
                    if GIFTS[deck[index]].name.startswith(letter):
                        self.pick = index
                        return None
        return event

    # -- frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt
        for sprite in self.sprites.values():
            sprite.update(dt)
        for bubble in self.bubbles:
            bubble.age += dt
        self.bubbles = [b for b in self.bubbles if b.sticky or b.age < b.ttl]
        if self.banner:
            title, line, left = self.banner
            self.banner = (title, line, left - dt) if left - dt > 0 else None
        view = self.view()
        if view.turn != self.pick_turn or view.phase != "give":
            self.pick_turn = view.turn  # a new gift to name: start with nothing chosen (NH-7)
            self.pick = None
        self._update_buttons(view)

    def _update_buttons(self, view: NotAHatView) -> None:
        seat = self.human_turn()
        lay = self.layout
        self.buttons = []
        if seat is None:
            return
        h = int(lay.bar.height * 0.62)
        right = (lay.size[0] - int(lay.s * 20), lay.bar.centery)
        if view.phase == "respond":
            self.refuse_button.label = f"That's not {GIFTS[view.claim].with_article}!"
            self.buttons = [self.accept_button, self.refuse_button]
        elif view.phase == "give":
            self.give_button.enabled = self.pick is not None
            self.give_button.label = (f"Give: {GIFTS[view.deck[self.pick]].nice}"
                                      if self.pick is not None else "Pick a gift to name")
            self.buttons = [self.give_button]
        widths = [max(int(h * 3.2), assets.font("bold", int(h * 0.42)).size(b.label)[0] + int(h * 1.6))
                  for b in self.buttons]
        total = sum(widths) + int(lay.s * 14) * (len(widths) - 1)
        x = right[0] - total
        for b, w in zip(self.buttons, widths, strict=True):
            b.rect = pygame.Rect(x, right[1] - h // 2, w, h)
            x += w + int(lay.s * 14)

    def draw(self, surface: pygame.Surface) -> None:
        from table.background import tabletop

        view = self.view()
        surface.blit(tabletop(self.layout.size), (0, 0))
        self._draw_shop(surface)
        for seat in range(self.n):
            self._draw_plate(surface, seat, view)
        for sprite in sorted(self.sprites.values(), key=lambda s: (s.size > 1.2, s.y)):
            self._draw_sprite(surface, sprite)
        self._draw_transit_ring(surface)
        for bubble in self.bubbles:
            self._draw_bubble(surface, bubble)
        self._draw_bar(surface, view)
        if self.human_turn() is not None and view.phase == "give":
            self._draw_picker(surface, view)
        else:
            self.cells = []
        for b in self.buttons:
            b.draw(surface, self.layout.s)
        if self.banner:
            self._draw_banner(surface)

    # -- drawing pieces ------------------------------------------------------------------
    def _card_surface(self, shown: tuple, holder: int, card: int, w: int, h: int) -> pygame.Surface:
        return hat_art.surface_for(self._art_key(shown, holder, card, w, h))

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
            qw = max(1, int(w * round(squeeze * 12) / 12))
            img = hat_art.squashed(key, qw)
        else:
            img = hat_art.surface_for(key)
        rect = img.get_rect(center=(int(sprite.x), int(sprite.y)))
        shade = pygame.Rect(rect.x + 3, rect.y + 4, rect.width, rect.height)
        pygame.draw.rect(surface, (10, 40, 28), shade, border_radius=max(3, w // 10))  # shadow on the felt
        surface.blit(img, rect)

    def _draw_transit_ring(self, surface: pygame.Surface) -> None:
        if not self.transit or self.transit[0] not in self.sprites:
            return
        sprite = self.sprites[self.transit[0]]
        if sprite.moving or abs(sprite.size - 1.0) > 0.05:
            return
        pulse = 0.5 + 0.5 * math.sin(self.time * 5)
        rect = pygame.Rect(0, 0, self.layout.card_w + 10, self.layout.card_h + 10)
        rect.center = (int(sprite.x), int(sprite.y))
        pygame.draw.rect(surface, (255, 220, 90), rect, width=2 + int(2 * pulse), border_radius=10)

    def _draw_shop(self, surface: pygame.Surface) -> None:
        lay = self.layout
        x, y = lay.shop
        w, h = lay.card_w, lay.card_h
        depth = min(6, self.shop_count // 6)
        for i in range(depth, 0, -1):
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(x + i * 2), int(y + i * 2))
            pygame.draw.rect(surface, (222, 210, 186), r, border_radius=max(3, w // 10))
            pygame.draw.rect(surface, (170, 150, 120), r, 1, border_radius=max(3, w // 10))
        if self.shop_top is not None and self.shop_count:
            img = hat_art.face(self.shop_top, w, h)
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        else:
            r = pygame.Rect(0, 0, w, h)
            r.center = (int(x), int(y))
            pygame.draw.rect(surface, (255, 255, 255), r, 2, border_radius=max(3, w // 10))
        draw_text(surface, "Gift Shop", "bold", int(17 * lay.s), theme.CREAM,
                  midtop=(int(x), int(y + h / 2 + 8 * lay.s)))
        draw_text(surface, f"{self.shop_count} left", "text", int(14 * lay.s), (210, 230, 210),
                  midtop=(int(x), int(y + h / 2 + 28 * lay.s)))
        if self.game_line:
            draw_text(surface, self.game_line, "bold", int(18 * lay.s), theme.GOLD,
                      midtop=(int(x), int(y - h / 2 - 34 * lay.s)))

    def _draw_plate(self, surface: pygame.Surface, seat: int, view: NotAHatView) -> None:
        lay = self.layout
        rect = lay.plate(seat)
        plan = self.session.seats[seat]
        acting = seat in self.session.state.to_act() and not self.session.state.is_over()
        if acting:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            glow = rect.inflate(int(10 + 8 * pulse), int(10 + 8 * pulse))
            pygame.draw.rect(surface, theme.GOLD, glow, border_radius=int(16 * lay.s))
        panel(surface, rect, theme.PANEL if not acting else (255, 246, 210), radius=int(12 * lay.s))
        draw_text(surface, self.names[seat], "heavy", int(19 * lay.s), theme.INK,
                  midleft=(rect.left + int(12 * lay.s), rect.top + int(18 * lay.s)),
                  max_width=rect.width - int(60 * lay.s))
        who = f"bot \u00b7 {plan.bot}" if plan.is_bot else "player"
        who_rect = draw_text(surface, who, "text", int(13 * lay.s), theme.MUTED,
                             midleft=(rect.left + int(12 * lay.s), rect.bottom - int(14 * lay.s)))
        count = len(self.penalties[seat])
        total = view.totals[seat] + count if view.games_total > 1 else count
        r = int(11 * lay.s)
        for k in range(3):  # three penalty pips: the third ends the game (NH-8)
            c = (rect.right - int(14 * lay.s) - k * int(24 * lay.s), rect.top + int(18 * lay.s))
            pygame.draw.circle(surface, theme.RED if k < count else (226, 216, 200), c, r // 1.4)
        if view.games_total > 1:
            draw_text(surface, f"match: {total}", "bold", int(12 * lay.s), theme.RED_DARK,
                      midright=(rect.right - int(10 * lay.s), rect.bottom - int(14 * lay.s)))
        if self.thinking_seat == seat and acting and plan.is_bot:
            dots = "." * (1 + int(self.time * 3) % 3)
            draw_text(surface, f"thinking{dots}", "bold", int(13 * lay.s), theme.GREEN,
                      midleft=(who_rect.right + int(8 * lay.s), rect.bottom - int(14 * lay.s)))

    def _draw_bubble(self, surface: pygame.Surface, bubble: Bubble) -> None:
        lay = self.layout
        plate = lay.plate(bubble.seat)
        size = int(17 * lay.s)
        pic = int(size * 2.0) if bubble.gift is not None else 0
        lines = wrap(bubble.text, "bold", size, int(230 * lay.s))
        tw = max(assets.font("bold", size).size(line)[0] for line in lines)
        w = tw + pic + int(28 * lay.s)
        h = max(pic, len(lines) * int(size * 1.3)) + int(18 * lay.s)
        rect = pygame.Rect(0, 0, w, h)
        px, _ = lay.seat_point(bubble.seat)
        if abs(px - lay.center[0]) < lay.size[0] * 0.12:
            rect.midleft = (plate.right + int(14 * lay.s), plate.centery)
        else:
            rect.midbottom = (plate.centerx, plate.top - int(10 * lay.s))
        rect = rect.clamp(pygame.Rect(4, 4, lay.size[0] - 8, lay.bar.top - 8))
        fade = min(1.0, bubble.age / 0.15)
        lift = int((1 - fade) * 8 * lay.s)
        rect.y += lift
        panel(surface, rect, (255, 255, 255), radius=int(14 * lay.s), border=(60, 60, 60))
        x = rect.left + int(12 * lay.s)
        if bubble.gift is not None:
            img = assets.scaled(f"gifts/{GIFTS[bubble.gift].art}", pic)
            surface.blit(img, img.get_rect(midleft=(x, rect.centery)))
            x += pic + int(6 * lay.s)
        top = rect.centery - len(lines) * int(size * 1.3) // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, "bold", size, theme.INK, topleft=(x, top + i * int(size * 1.3)))

    def _status(self, view: NotAHatView) -> str:
        state = self.session.state
        if state.is_over():
            return "Game over."
        seat = self.human_turn()
        if seat is not None:
            name = self.names[seat]
            if view.phase == "respond":
                return f"{name}: {self.names[view.giver]} says it is {GIFTS[view.claim].with_article}. " \
                       "Accept it, or refuse if you think it's not?"
            to = self.names[view.receiver]
            if view.in_hand.gift is not None:
                return f"{name}: everyone saw this card. Name a gift and give it to {to}."
            return f"{name}: your bottom card goes to {to}, face down. What is it? Name a gift."
        if self.scene.busy:
            return ""
        acting = state.to_act()
        if acting:
            verb = "is choosing what to say" if view.phase == "give" else "is deciding"
            return f"{self.names[acting[0]]} {verb}\u2026"
        return ""

    def _draw_bar(self, surface: pygame.Surface, view: NotAHatView) -> None:
        lay = self.layout
        bar = lay.bar
        pygame.draw.rect(surface, (30, 24, 20), bar)
        pygame.draw.line(surface, theme.GOLD, bar.topleft, bar.topright, 2)
        text = self._status(view)
        width = bar.width - sum(b.rect.width for b in self.buttons) - int(80 * lay.s)
        lines = wrap(text, "bold", int(18 * lay.s), max(200, width))[:2]
        top = bar.centery - len(lines) * int(24 * lay.s) // 2
        for i, line in enumerate(lines):
            draw_text(surface, line, "bold", int(18 * lay.s), theme.CREAM,
                      topleft=(bar.left + int(22 * lay.s), top + i * int(24 * lay.s)))
        draw_text(surface, "Esc: menu", "text", int(12 * lay.s), (170, 160, 150),
                  midright=(bar.right - int(10 * lay.s), bar.top + int(10 * lay.s)))

    @staticmethod
    def _picker_cols(count: int) -> int:
        return 12 if count > 24 else 8

    def _draw_picker(self, surface: pygame.Surface, view: NotAHatView) -> None:
        lay = self.layout
        deck = view.deck
        cols = self._picker_cols(len(deck))
        rows = math.ceil(len(deck) / cols)
        width = int(min(lay.size[0] * 0.9, 1100 * lay.s))
        cell = (width - int(30 * lay.s)) // cols
        header = int(78 * lay.s)
        rect = pygame.Rect(0, 0, width, header + rows * cell + int(20 * lay.s))
        rect.midbottom = (lay.size[0] // 2, lay.bar.top - int(8 * lay.s))
        panel(surface, rect, (255, 251, 242), radius=int(16 * lay.s), border=theme.GOLD)
        card = view.in_hand
        to = self.names[view.receiver]
        if card.gift is not None:
            title = f"Giving {GIFTS[card.gift].with_article} to {to} (everyone saw it). What do you say?"
        else:
            title = f"Giving your face-down card to {to}. What do you say it is?"
        mini_h = header - int(16 * lay.s)
        mini_w = int(mini_h * 0.72)
        shown = ("face", card.gift) if card.gift is not None else ("back", card.colour)
        mini = self._card_surface(shown, view.giver, card.card, mini_w, mini_h)
        surface.blit(mini, (rect.left + int(14 * lay.s), rect.top + int(8 * lay.s)))
        text_left = rect.left + mini_w + int(28 * lay.s)
        draw_text(surface, title, "heavy", int(21 * lay.s), theme.INK,
                  topleft=(text_left, rect.top + int(12 * lay.s)), max_width=rect.right - text_left - 16)
        draw_text(surface, "Faded gifts cannot be this card: they lie face up on the table, or have a "
                  "different back. Arrows and letters choose, Enter gives.", "text", int(14 * lay.s),
                  theme.MUTED, topleft=(text_left, rect.top + int(44 * lay.s)),
                  max_width=rect.right - text_left - 16)
        ruled_out = view.visible_gifts() - ({card.gift} if card.gift is not None else set())
        self.cells = []
        pic = int(cell * 0.62)
        for index, g in enumerate(deck):
            r, c = divmod(index, cols)
            cell_rect = pygame.Rect(rect.left + int(15 * lay.s) + c * cell, rect.top + header + r * cell,
                                    cell - 4, cell - 4)
            self.cells.append((cell_rect, index))
            gift = GIFTS[g]
            dim = g in ruled_out or gift.colour != card.colour or gift.arrow != card.arrow
            chosen = index == self.pick
            if chosen:
                pygame.draw.rect(surface, (255, 226, 140), cell_rect, border_radius=10)
                pygame.draw.rect(surface, (214, 150, 30), cell_rect, 3, border_radius=10)
            faded = dim and not chosen
            img = assets.faded(f"gifts/{gift.art}", pic) if faded else assets.scaled(f"gifts/{gift.art}", pic)
            surface.blit(img, img.get_rect(midtop=(cell_rect.centerx, cell_rect.top + int(cell * 0.05))))
            draw_text(surface, gift.name, "bold" if chosen else "text", int(cell * 0.15),
                      theme.MUTED if dim and not chosen else theme.INK,
                      midtop=(cell_rect.centerx, cell_rect.top + int(cell * 0.7)), max_width=cell - 6)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """Verdicts and game ends show in the bottom bar, where they hide no card or name."""
        lay = self.layout
        title, line, _ = self.banner
        rect = lay.bar.copy()
        pygame.draw.rect(surface, (255, 248, 226), rect)
        pygame.draw.line(surface, theme.RED_DARK, rect.topleft, rect.topright, 4)
        draw_text(surface, title, "heavy", int(26 * lay.s), theme.RED_DARK,
                  midbottom=(rect.centerx, rect.centery + int(4 * lay.s)), max_width=rect.width - 40)
        draw_text(surface, line, "bold", int(18 * lay.s), theme.INK,
                  midtop=(rect.centerx, rect.centery + int(6 * lay.s)), max_width=rect.width - 40)
