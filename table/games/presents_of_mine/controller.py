"""The Presents of Mine table: players around the cloth in list order with arrows showing
"below", each with six present tiles (letter, picture, staleness badge), a score board, and
your own six presents at the bottom with what each scores now.

Choosing: click a present of yours, then the player it should go to (or click the three
in turn: they fill 1, 2 and 3 below). In Bomb Squad and Cleaning Supplies, click one of the
presents you keep to swap it, and choose the new kind. In Yoink, click one present of each
of the three players above. Then everything moves at once and the scoring plays out line by
line; the breakdown can be reopened (B). Choices are secret: in hot-seat, each is made
behind the privacy screen.
"""

from __future__ import annotations

import functools
import math

import pygame

from engine.games.presents_of_mine.cards import KINDS, ROUND_NAMES, ROUND_RULES, STARTING
from engine.games.presents_of_mine.moves import Give, Moved, Pick, PicksRevealed, Replaced, RoundBegan, Scored, Staled
from engine.games.presents_of_mine.moves import Yoink as YoinkAction
from engine.games.presents_of_mine.state import PresentsState
from engine.games.presents_of_mine.view import PomView
from table import assets
from table.anim import ease_in_out
from table.games.base import Flyer, Layout, SeatTable
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel

PAPER = {letter: colour for letter, colour in zip(
    "ABCDEFGHIJKLMN",
    [(214, 70, 70), (230, 120, 160), (120, 130, 150), (60, 140, 200), (230, 200, 120), (200, 60, 60),
     (230, 180, 40), (240, 160, 90), (90, 170, 200), (60, 90, 170), (70, 70, 80), (200, 60, 50),
     (150, 200, 230), (170, 210, 240)], strict=True)}


def tile(surface: pygame.Surface, rect: pygame.Rect, letter: str, stale: int, layers: int = 0,
         chosen: bool = False, faded: bool = False) -> None:
    """One present: its letter, picture and staleness badge (and a Kaboom's layers)."""
    surface.blit(tile_image(rect.width, rect.height, letter, stale, layers, chosen, faded), rect)


@functools.lru_cache(maxsize=1024)
def tile_image(w: int, h: int, letter: str, stale: int, layers: int, chosen: bool, faded: bool) -> pygame.Surface:
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    _draw_tile(surface, surface.get_rect(), letter, stale, layers, chosen, faded)
    return surface


def _draw_tile(surface: pygame.Surface, rect: pygame.Rect, letter: str, stale: int, layers: int,
               chosen: bool, faded: bool) -> None:
    base = PAPER[letter]
    colour = tuple(int(c * 0.55 + 255 * 0.45) for c in base) if not faded else (200, 196, 188)
    pygame.draw.rect(surface, colour, rect, border_radius=max(3, rect.width // 8))
    pygame.draw.rect(surface, theme.GOLD if chosen else base, rect, 3 if chosen else 2,
                     border_radius=max(3, rect.width // 8))
    pic = int(rect.width * 0.58)
    surface.blit(assets.scaled(f"mine/{letter}.png", pic), (rect.centerx - pic // 2, rect.top + int(rect.height * 0.1)))
    draw_text(surface, letter, "heavy", max(9, int(rect.height * 0.26)), theme.INK,
              topleft=(rect.left + max(2, rect.width // 14), rect.top))
    r = max(6, rect.width // 6)
    centre = (rect.right - r, rect.bottom - r)
    badge = (150, 150, 150) if stale == 0 else (200, 140, 40) if stale < 3 else (170, 40, 40)
    pygame.draw.circle(surface, badge, centre, r)
    draw_text(surface, str(stale), "heavy", int(r * 1.3), theme.WHITE, center=centre)
    if letter == "K" and layers > 0:
        draw_text(surface, f"{layers}", "bold", int(r * 1.2), theme.RED_DARK,
                  midbottom=(rect.left + r + 2, rect.bottom - 2))


class PresentsTable(SeatTable):
    def __init__(self, scene) -> None:
        self._seat_setup(scene)
        self.order = list(self.session.state.order)
        self.ring = list(self.order)
        self.slots: list[int | None] = [None, None, None]  # hand places sent 1, 2 and 3 below
        self.drop: int | None = None
        self.last_place: int | None = None  # the present clicked last, for clicking its receiver
        self.take = ""
        self.wants: list[int | None] = [None, None, None]  # Yoink: a place in each hand above
        self.picks: set[str] = set()
        self.breakdown: Scored | None = None
        self.show_breakdown = 0.0  # seconds the breakdown panel has been open (0: closed)
        self.auto_close = False  # opened by a scoring (closes itself), not by the player
        self.tile_rects: list[tuple[pygame.Rect, int, int]] = []  # (rect, seat, hand place)
        self.slot_rects: list[pygame.Rect] = []
        self.preview: dict[int, int] = {}
        self.stale_marks: dict[int, int] = {}  # present id -> staleness change, shown for a moment
        self.stale_age = 0.0
        self._view: PomView | None = None
        self._view_key: tuple = ()
        self._place_spots(0)

    # -- whose eyes --------------------------------------------------------------------------
    def view(self) -> PomView:
        key = (len(self.session.history), self.hand_seat)
        if key != self._view_key:
            self._view = self.session.state.view(self.hand_seat)
            self._view_key = key
            self._reset_choice()
            self._preview()
        return self._view

    def _reset_choice(self) -> None:
        self.slots, self.drop, self.take, self.wants, self.picks = [None, None, None], None, "", [None] * 3, set()
        self.last_place = None

    def human_turn(self) -> int | None:
        if self.scene.busy:
            return None
        state = self.session.state
        if not state.to_act():
            return None
        seat = state.to_act()[0]
        if seat in self.session.bots or (self.multi and self.shown != seat):
            return None
        return seat

    def _privacy_seat(self) -> int | None:
        state = self.session.state
        return state.to_act()[0] if state.to_act() else None

    def _privacy_reason(self) -> str:
        return "Make your secret choice for this round."

    def think_seconds(self, seat: int) -> float:
        return 0.5

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(size, self.n)
        self._place_spots(0)
        self.flyers = []

    def _preview(self) -> None:
        """What each of the viewer's presents would score if the scoring happened now."""
        self.preview = {}
        view = self._view
        seat = self.hand_seat
        if seat is None or not view.hands[seat]:
            return
        copy = PresentsState.from_view(view, 0)
        copy._score([])
        for pid, _, pts in copy.last.lines[seat]:
            if pid >= 0:
                self.preview[pid] = self.preview.get(pid, 0) + pts

    # -- events become steps -----------------------------------------------------------------------
    def steps_for(self, event) -> list:
        sec = self.scene.seconds
        sounds = self.scene.app.sounds
        if isinstance(event, PicksRevealed):
            def picks() -> float:
                popular = ", ".join(f"{x} ({k})" for x, k, _ in sorted(event.staleness, key=lambda t: -t[1])[:3])
                self.banner = ("Pregame picks revealed", f"Most picked: {popular}. Popular presents start stale.",
                               sec(2.6))
                sounds.play("deal")
                return sec(1.0)
            return [picks]
        if isinstance(event, RoundBegan):
            def began() -> float:
                self.order = list(event.order)
                self.ring = list(event.order)
                self._place_spots(sec(0.9) if event.reversed else 0)
                title = f"Round {event.round_no}: {ROUND_NAMES[event.round_no]}"
                self.banner = (title, ROUND_RULES[event.round_no], sec(2.6))
                return sec(1.0 if event.reversed else 0.4)
            return [began]
        if isinstance(event, Moved):
            def moved() -> float:
                self.flyers = []
                for pid, giver, receiver, _, how in event.moves:
                    letter = self._letter_of(pid)
                    sx, sy = self.plate(giver).center
                    tx, ty = self.plate(receiver).center
                    f = Flyer(-1000 - "ABCDEFGHIJKLMN".index(letter), sx, sy, 0.42)
                    f.animate(sec(0.9), ease_in_out, x=tx, y=ty)
                    self.flyers.append(f)
                    if how == "random":
                        self.say(receiver, "Taken already: a random one", 1.6)
                sounds.play("slide")
                return sec(1.1)
            return [moved]
        if isinstance(event, Replaced):
            def replaced() -> float:
                for seat, _, _, letter, stale in event.swaps:
                    self.say(seat, f"{KINDS[letter].name} (staleness {stale})", 1.8)
                return sec(0.8)
            return [replaced]
        if isinstance(event, Scored):
            def scored() -> float:
                self.breakdown = event
                self.show_breakdown = 0.001
                self.auto_close = True
                for seat, gain in enumerate(event.gains):
                    self.say(seat, f"+{gain}" if gain else "+0 (kept)", 2.4)
                sounds.play("accept")
                return sec(3.2 if self.humans else 2.0)
            return [scored]
        if isinstance(event, Staled):
            def staled() -> float:
                self.stale_marks = {pid: after - before for pid, before, after in event.changes}
                self.stale_age = 0.0
                if event.changes:
                    self.banner = ("Staleness", "Kept presents grow staler, passed ones fresher (Fruit twice as "
                                   "fast; a Nebulizer freshens what arrives).", sec(2.0))
                return sec(0.6)
            return [staled]
        return []

    def _letter_of(self, pid: int) -> str:
        p = self.session.state.presents.get(pid)
        return p[0] if p else "A"

    def settle(self) -> float:
        view = self.view()
        if list(view.order) != self.order:
            self.order = list(view.order)
            self.ring = list(view.order)
            self._place_spots(self.scene.seconds(0.5))
        return 0.0

    # -- acting ---------------------------------------------------------------------------------------
    def _choice(self):
        view = self.view()
        if view.phase == "pick":
            return Pick(tuple(sorted(self.picks))) if len(self.picks) == 5 else None
        if view.phase == "yoink":
            return YoinkAction(tuple(self.wants)) if None not in self.wants else None
        if None in self.slots:
            return None
        order = tuple(self.slots)
        if view.round_no in (2, 3):
            if self.drop is None or not self.take:
                return None
            return Give(order, self.drop, self.take)
        return Give(order)

    def _commit(self) -> None:
        seat = self.human_turn()
        action = self._choice()
        if seat is not None and action is not None and self._act(seat, action):
            self._reset_choice()

    def _click_own(self, place: int) -> None:
        view = self.view()
        self.last_place = place
        if place in self.slots:
            self.slots[self.slots.index(place)] = None
        elif None in self.slots:
            self.slots[self.slots.index(None)] = place
            if self.drop == place:
                self.drop = None
        elif view.round_no in (2, 3):
            self.drop = None if self.drop == place else place

    def _click_slot(self, k: int) -> None:
        """A player below was clicked: the present clicked last goes to her instead (swapping
        places with whatever was going there)."""
        place = self.last_place
        if place is None or place not in self.slots:
            return
        i = self.slots.index(place)
        self.slots[i], self.slots[k] = self.slots[k], place

    # -- input ---------------------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.show_breakdown:
            self.show_breakdown = 0.0
            return True
        if any(x is not None for x in self.slots + self.wants) or self.picks or self.drop is not None:
            self._reset_choice()
            return True
        return False

    def process_event(self, event: pygame.event.Event):
        self._update_buttons(self.view())
        for b in self.buttons:
            if b.process_event(event) is None:
                return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_b and self.breakdown is not None:
            self._toggle_breakdown()
            return None
        seat = self.human_turn()
        if seat is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return event
        view = self.view()
        for rect, owner, place in self.tile_rects:
            if not rect.collidepoint(event.pos):
                continue
            if view.phase == "pick":
                letter = STARTING[place]
                self.picks ^= {letter}
                if len(self.picks) > 5:
                    self.picks.discard(letter)
            elif view.phase == "yoink":
                dist = next((d for d in (1, 2, 3) if view.below(seat, -d) == owner), None)
                if dist is not None:
                    self.wants[dist - 1] = place
            elif owner == seat:
                self._click_own(place)
            return None
        for k, rect in enumerate(self.slot_rects):
            if rect.collidepoint(event.pos):
                self._click_slot(k)
                return None
        return event

    # -- frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._update_common(dt)
        if self.stale_marks:
            self.stale_age += dt
            if self.stale_age > 3.0:
                self.stale_marks = {}
        if self.show_breakdown:
            self.show_breakdown += dt
            lines = len(self.breakdown.lines[self.hand_seat or 0]) if self.breakdown else 0
            if self.auto_close and self.show_breakdown > 0.25 * lines + 4.0:
                self.show_breakdown = 0.0
        self._guard_privacy()
        self._update_buttons(self.view())

    def _update_buttons(self, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        self.buttons = []
        if self.breakdown is not None:
            label = "Hide the breakdown" if self.show_breakdown else "Scoring breakdown"
            toggle = Button(label, self._toggle_breakdown, key=None, style="plain", hint="B")
            toggle.rect = pygame.Rect(int(14 * s), int(14 * s), int(210 * s), int(36 * s))
            self.buttons.append(toggle)
        seat = self.human_turn()
        if seat is None:
            return
        extra: list[Button] = []
        if view.round_no in (2, 3) and view.phase == "pass" and self.drop is not None:
            pair = ("K", "L") if view.round_no == 2 else ("M", "N")
            for letter in pair:
                style = "good" if self.take == letter else "plain"
                extra.append(Button(f"{KINDS[letter].name} ({letter}): {KINDS[letter].text}",
                                    lambda x=letter: self._set_take(x), style=style))
        ready = self._choice() is not None
        label = {"pick": "Pick these five", "yoink": "Yoink!"}.get(view.phase, "Pass them")
        go = Button(label, self._commit, key=pygame.K_RETURN, style="good", hint="Enter", enabled=ready)
        h = int(lay.bar.height * 0.62)
        go.rect = pygame.Rect(0, 0, int(200 * s), h)
        go.rect.midright = (lay.size[0] - int(20 * s), lay.bar.centery)
        self._row(extra, lay.size[0] // 2, int(lay.center[1] + 128 * s), int(34 * s))
        self.buttons += [go] + extra

    def _set_take(self, letter: str) -> None:
        self.take = letter

    def _toggle_breakdown(self) -> None:
        self.show_breakdown = 0.0 if self.show_breakdown else 0.001
        self.auto_close = False

    # -- drawing --------------------------------------------------------------------------------------
    def _card(self, kind, w: int, h: int) -> pygame.Surface:
        letter = "ABCDEFGHIJKLMN"[-1000 - kind] if kind is not None and kind <= -1000 else "A"
        surf = pygame.Surface((w, w), pygame.SRCALPHA)
        tile(surf, surf.get_rect(), letter, 0)
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        from table.background import tabletop

        view = self.view()
        lay = self.layout
        surface.blit(tabletop(lay.size), (0, 0))
        self.tile_rects = []
        self._draw_arrows(surface)
        for seat in range(self.n):
            self._draw_seat(surface, seat, view)
        self._draw_board(surface, view)
        self._draw_own(surface, view)
        for f in self.flyers:
            self._draw_flyer(surface, f)
        for b in self.bubbles:
            self._draw_bubble(surface, b)
        if self.show_breakdown and self.breakdown is not None:
            self._draw_breakdown(surface)
        self._draw_bar(surface, view)
        if self.banner:
            self._draw_banner(surface)
        for b in self.buttons:
            b.draw(surface, lay.s)

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
            pygame.draw.line(surface, (120, 170, 130), a, b, 2)
            pygame.draw.polygon(surface, (240, 220, 150), [tip, left, right])

    def _draw_seat(self, surface: pygame.Surface, seat: int, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        rect = self.plate(seat)
        acting = view.to_act == seat and not self.session.state.is_over()
        if acting:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(int(8 + 6 * pulse), int(8 + 6 * pulse)),
                             border_radius=int(14 * s))
        panel(surface, rect, theme.PANEL, radius=int(12 * s))
        plan = self.session.seats[seat]
        draw_text(surface, self.names[seat], "heavy", int(17 * s), theme.INK,
                  topleft=(rect.left + int(10 * s), rect.top + int(4 * s)), max_width=int(rect.width * 0.6))
        status = "ready" if view.committed[seat] else ("bot \u00b7 " + plan.bot if plan.is_bot else "player")
        draw_text(surface, status, "text", int(12 * s), theme.GREEN if view.committed[seat] else theme.MUTED,
                  topleft=(rect.left + int(10 * s), rect.top + int(24 * s)))
        draw_text(surface, str(view.scores[seat]), "heavy", int(22 * s), theme.RED_DARK,
                  topright=(rect.right - int(10 * s), rect.top + int(6 * s)))
        hand = view.hands[seat]
        if seat == self.hand_seat:
            return  # drawn large at the bottom
        size = int(min(rect.width / 6.4, 30 * s))
        yoink = view.phase == "yoink" and self.human_turn() is not None
        wanted = None
        if yoink:
            dist = next((d for d in (1, 2, 3) if view.below(self.human_turn(), -d) == seat), None)
            wanted = self.wants[dist - 1] if dist else None
            size = int(size * (1.5 if dist else 1))
        x = rect.centerx - (len(hand) * (size + 3)) // 2
        y = rect.bottom + int(4 * s)
        if y + size > lay.bar.top - 4:
            y = rect.top - size - int(4 * s)
        for place, (pid, letter, stale, layers) in enumerate(hand):
            r = pygame.Rect(x + place * (size + 3), y, size, size)
            tile(surface, r, letter, stale, layers, chosen=yoink and wanted == place)
            self._stale_mark(surface, pid, r)
            self.tile_rects.append((r, seat, place))

    def _draw_board(self, surface: pygame.Surface, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        if view.phase == "pick":
            self._draw_legend(surface)
            return
        order = sorted(range(self.n), key=lambda k: -view.scores[k])
        rect = pygame.Rect(0, 0, int(200 * s), int((34 + 20 * self.n) * s))
        rect.center = (int(lay.center[0]), int(lay.center[1] + 10 * s))  # the middle of the ring is free
        panel(surface, rect, (250, 244, 230), radius=int(10 * s))
        draw_text(surface, f"Scores \u00b7 {ROUND_NAMES.get(view.round_no, '')}", "heavy", int(14 * s), theme.INK,
                  topleft=(rect.left + int(10 * s), rect.top + int(6 * s)))
        for i, seat in enumerate(order):
            y = rect.top + int((28 + 20 * i) * s)
            draw_text(surface, self.names[seat], "bold", int(13 * s), theme.INK, topleft=(rect.left + int(10 * s), y),
                      max_width=int(120 * s))
            draw_text(surface, str(view.scores[seat]), "heavy", int(13 * s), theme.RED_DARK,
                      topright=(rect.right - int(10 * s), y))

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """During the pregame: what every present does."""
        lay = self.layout
        s = lay.s
        rect = pygame.Rect(0, 0, int(560 * s), int(250 * s))
        rect.center = (int(lay.center[0]), int(lay.center[1]))
        panel(surface, rect, (250, 244, 230), radius=int(12 * s))
        draw_text(surface, "The presents (choose five; everyone also gets an Average)", "heavy", int(14 * s),
                  theme.INK, midtop=(rect.centerx, rect.top + int(8 * s)))
        for i, letter in enumerate(STARTING):
            kind = KINDS[letter]
            y = rect.top + int((32 + 21 * i) * s)
            icon = assets.scaled(f"mine/{letter}.png", int(18 * s))
            surface.blit(icon, (rect.left + int(10 * s), y))
            draw_text(surface, f"{letter} {kind.name}: {kind.text}", "text", int(13 * s), theme.INK,
                      topleft=(rect.left + int(34 * s), y + int(1 * s)), max_width=rect.width - int(44 * s))

    def _draw_own(self, surface: pygame.Surface, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        seat = self.hand_seat
        self.slot_rects = []
        if seat is None:
            if self.multi:
                draw_text(surface, "Choices are secret: each player chooses behind the privacy screen.", "bold",
                          int(16 * s), (210, 230, 210), center=(lay.size[0] // 2, lay.hand_y))
            return
        mine = self.human_turn() == seat
        if view.phase == "pick" and mine:
            self._draw_pick(surface)
            return
        hand = view.hands[seat]
        size = int(min(lay.card_h * 0.95, (lay.size[0] * 0.62) / 6.6))
        x0 = lay.size[0] // 2 - (6 * (size + int(10 * s))) // 2
        for place, (pid, letter, stale, layers) in enumerate(hand):
            r = pygame.Rect(x0 + place * (size + int(10 * s)), lay.hand_y - size // 2, size, size)
            sent = place in self.slots
            if sent:
                r.y -= int(size * 0.25)
            tile(surface, r, letter, stale, layers, chosen=sent or self.drop == place)
            self._stale_mark(surface, pid, r)
            if self.drop == place:
                draw_text(surface, "swap", "heavy", int(14 * s), theme.RED_DARK, midbottom=(r.centerx, r.top - 2))
            elif sent:
                k = self.slots.index(place) + 1
                draw_text(surface, f"to {k} below", "heavy", int(13 * s), theme.GOLD, midbottom=(r.centerx, r.top - 2))
            pts = self.preview.get(pid)
            if pts is not None:
                draw_text(surface, f"{pts:+d} now", "bold", int(13 * s), theme.CREAM,
                          midtop=(r.centerx, r.bottom + int(2 * s)))
            self.tile_rects.append((r, seat, place))
        if mine and view.phase == "pass":  # the three players below, as targets
            for k in range(3):
                target = view.below(seat, k + 1)
                plate = self.plate(target)
                ring = plate.inflate(int(10 * s), int(10 * s))
                pygame.draw.rect(surface, (240, 220, 150), ring, 2, border_radius=int(14 * s))
                draw_text(surface, f"{k + 1} below", "heavy", int(13 * s), (240, 220, 150),
                          midbottom=(ring.centerx, ring.top - 1))
                self.slot_rects.append(ring)

    def _stale_mark(self, surface: pygame.Surface, pid: int, rect: pygame.Rect) -> None:
        """PM-5: a present's staleness change after the round, floating up from its badge."""
        change = self.stale_marks.get(pid)
        if not change:
            return
        rise = int(self.stale_age * 10 * self.layout.s)
        colour = (90, 200, 120) if change < 0 else (240, 120, 80)
        draw_text(surface, f"{change:+d}", "heavy", max(10, rect.width // 3), colour,
                  midbottom=(rect.right - rect.width // 6, rect.top - rise))

    def _draw_pick(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        left = lay.plate_size[0] + int(30 * s)
        size = int(min(lay.card_h * 0.85, (lay.size[0] - left - 20 * s) / 10.8))
        x0 = max(left, lay.size[0] // 2 - (10 * (size + int(8 * s))) // 2)
        y = lay.hand_y - size // 2
        for i, letter in enumerate(STARTING):
            r = pygame.Rect(x0 + i * (size + int(8 * s)), y - (int(size * 0.2) if letter in self.picks else 0),
                            size, size)
            tile(surface, r, letter, 0, chosen=letter in self.picks)
            self.tile_rects.append((r, -1, i))
        hover = pygame.mouse.get_pos()
        for r, _, i in self.tile_rects:
            if r.collidepoint(hover):
                kind = KINDS[STARTING[i]]
                draw_text(surface, f"{kind.letter} \u00b7 {kind.name}: {kind.text}", "bold", int(16 * s), theme.CREAM,
                          midbottom=(lay.size[0] // 2, y - int(size * 0.35)))

    def _draw_breakdown(self, surface: pygame.Surface) -> None:
        """The latest scoring, line by line, as it plays out."""
        lay = self.layout
        s = lay.s
        ev = self.breakdown
        focus = self.hand_seat if self.hand_seat is not None else 0
        lines = ev.lines[focus]
        shown = min(len(lines), int(self.show_breakdown / 0.25) + 1)
        rect = pygame.Rect(0, 0, int(420 * s), int((90 + 20 * len(lines)) * s))
        rect.topleft = (int(14 * s), int(58 * s))
        panel(surface, rect, (255, 252, 244), radius=int(12 * s), border=theme.GOLD)
        title = "Pregame scoring" if ev.round_no == 0 else f"Round {ev.round_no} scoring"
        draw_text(surface, f"{title}: {self.names[focus]}", "heavy", int(16 * s), theme.INK,
                  topleft=(rect.left + int(12 * s), rect.top + int(8 * s)))
        letters = {pid: letter for hand in self.view().hands for pid, letter, _, _ in hand}
        for i, (pid, why, pts) in enumerate(lines[:shown]):
            y = rect.top + int((34 + 20 * i) * s)
            tag = letters.get(pid, "") if pid >= 0 else ""
            draw_text(surface, f"{tag + ' ' if tag else ''}{why}", "text", int(14 * s), theme.INK,
                      topleft=(rect.left + int(14 * s), y), max_width=int(rect.width * 0.78))
            draw_text(surface, f"{pts:+d}", "bold", int(14 * s), theme.GREEN if pts >= 0 else theme.RED_DARK,
                      topright=(rect.right - int(14 * s), y))
        if shown == len(lines):
            y = rect.bottom - int(44 * s)
            raw, gain = ev.raw[focus], ev.gains[focus]
            note = "" if raw >= 0 else " (a score never goes down)"
            draw_text(surface, f"Total {raw:+d} \u2192 gains {gain}{note}", "heavy", int(15 * s), theme.RED_DARK,
                      topleft=(rect.left + int(14 * s), y))
            others = ", ".join(f"{self.names[k]} +{g}" for k, g in enumerate(ev.gains) if k != focus)
            draw_text(surface, others, "text", int(12 * s), theme.MUTED,
                      topleft=(rect.left + int(14 * s), y + int(22 * s)), max_width=rect.width - int(28 * s))

    def _status(self, view: PomView) -> str:
        if view.phase == "over":
            return "The game is over."
        seat = self.human_turn()
        if seat is None:
            if view.to_act is not None and not self.scene.busy:
                return f"{self.names[view.to_act]} is choosing in secret\u2026"
            return ""
        if view.phase == "pick":
            text = f"Pick five different presents ({len(self.picks)} of 5): click the tiles."
        elif view.phase == "yoink":
            text = "Click one present of each of the three players above you (their tiles are larger)."
        else:
            text = ("Click three of your presents: they go to 1, 2 and 3 below in the order you click "
                    "(click a ringed player to send the last one there).")
            if view.round_no in (2, 3):
                text += " Then click one you keep to swap it, and choose what for."
        return f"{self.names[seat]}: {text}" if self.multi else text

    def _bar_info(self, view: PomView) -> str:
        theme_name = ROUND_NAMES.get(view.round_no, "")
        return f"Round {view.round_no} of 5 \u00b7 {theme_name} \u00b7 B: breakdown \u00b7 Esc: menu"
