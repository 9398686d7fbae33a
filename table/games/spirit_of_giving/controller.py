"""The Spirit of Giving table: a decorated tree in the middle with the wrapped presents
under it (each with its Gift Tag), players around it with their Present Piles, your hand
at the bottom, and a banner that says which round and phase it is and what to do.

Hands are public during the mulligan (every hand is drawn by its owner's plate). After
that, with two or more people at the screen, a hand only shows behind the "Pass to
<name>" screen (SeatTable's privacy guard). The Ace choice needs no hand: the pair is
face up for all.
"""

from __future__ import annotations

import math
import re

import pygame

from engine.games.spirit_of_giving.cards import ACE, JACK, KING, QUEEN, is_present, name, rank
from engine.games.spirit_of_giving.moves import (
    ACE_ELEVEN,
    ACE_ONE,
    DONE,
    WRAP_NOTHING,
    Dealt,
    Drew,
    GameEnded,
    Jack,
    King,
    Mulligan,
    Mulliganed,
    NaughtyPlayed,
    PassCard,
    PassesRevealed,
    Peeked,
    PhaseBegan,
    Queen,
    Said,
    Say,
    Unwrapped,
    Wrap,
    Wrapped,
)
from engine.games.spirit_of_giving.view import SogView
from table import assets
from table.anim import ease_in_out, ease_out_cubic
from table.games.base import Flyer, Layout, SeatTable
from table.games.spirit_of_giving import art as sog_art
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel

OPEN_PHASES = ("mulligan", "ace", "discussion", "last-minute")  # acted on without showing a hand
PHASE_TITLES = {
    "mulligan": "Mulligan", "discussion": "Discussion", "goodwill": "Goodwill", "wrapping": "Wrapping",
    "last-minute": "Last-minute Naughty cards", "unwrapping": "Unwrapping", "ace": "Unwrapping: an Ace",
    "over": "The end",
}
PHASE_HINTS = {
    "mulligan": "Every hand is face up. Choose cards to shuffle back and draw again, or keep your hand.",
    "discussion": "Talk it over: say what you plan (or pretend to), play a Naughty card, then say you're done.",
    "goodwill": "Pass one card to the player {offset} seat(s) to your left. Choose a card.",
    "wrapping": "Wrap one Present (2-10 or an Ace) for someone you have not given one to yet.",
    "last-minute": "Last chance for a Naughty card before the presents are opened.",
    "ace": "Your Ace is in an unequal pair: does it count 1 or 11?",
}


class SpiritTable(SeatTable):
    def __init__(self, scene) -> None:
        self._seat_setup(scene)
        self.tree_ids: list[int] = []  # presents under the Tree, as the table shows them
        self.tree_tags: dict[int, tuple[int, int]] = {}
        self.piles = [0] * self.n
        self.selected: int | None = None  # a card of the shown hand
        self.mull: set[int] = set()  # cards chosen to mulligan
        self.queen_pick: list[int] = []
        self.typing: str | None = None  # a Discussion line being typed
        self.peek: tuple[int, int, tuple[int, ...], float] | None = None  # (peeker, target, hand, seconds left)
        self.timer: float | None = None  # All Through the Night: Discussion seconds left
        self.timer_round = -1
        self.present_rects: dict[int, pygame.Rect] = {}
        self.meeting: list[tuple[Flyer, int]] = []  # the pair being opened: (card, its giver)
        self.card_rects: list[pygame.Rect] = []
        self._view: SogView | None = None
        self._view_key: tuple = ()
        self._place_spots(0)

    # -- whose eyes --------------------------------------------------------------------
    def view(self) -> SogView:
        key = (len(self.session.history), self.hand_seat)
        if key != self._view_key:
            self._view = self.session.state.view(self.hand_seat)
            self._view_key = key
            if self.selected is not None and self.selected not in self._view.hand:
                self.selected = None
            self.mull &= set(self._view.hand)
            self.queen_pick = [p for p in self.queen_pick if any(t[0] == p for t in self._view.tree)]
        return self._view

    def human_turn(self) -> int | None:
        if self.scene.busy:
            return None
        state = self.session.state
        acting = state.to_act()
        if not acting or acting[0] in self.session.bots:
            return None
        seat = acting[0]
        if self.multi and state.phase not in OPEN_PHASES and self.shown != seat:
            return None
        return seat

    def _privacy_seat(self) -> int | None:
        """Hot-seat: the phases that need a hand ask for the privacy screen first. Talk and the
        last-minute window do not: there a player shows her cards only to play a Naughty card."""
        state = self.session.state
        if state.phase in OPEN_PHASES or state.phase == "over" or not state.to_act():
            return None
        return state.to_act()[0]

    def _show_cards(self, seat: int) -> None:
        from table.scenes.privacy import PrivacyScene

        def ready() -> None:
            self.shown = seat

        self.scene.app.push(PrivacyScene(self.scene.app, self.names[seat], "Your cards, to play a Naughty card.",
                                         ready))

    def _privacy_reason(self) -> str:
        return f"{PHASE_TITLES.get(self.session.state.phase, '')}: your turn."

    @property
    def hand_seat(self) -> int | None:
        if self.multi:
            state = self.session.state
            if state.phase == "mulligan" and state.to_act() and state.to_act()[0] in self.humans:
                return state.to_act()[0]  # the mulligan is public (SG-5)
            return self.shown
        return self.anchor

    def think_seconds(self, seat: int) -> float:
        phase = self.session.state.phase
        return 0.35 if phase in ("discussion", "last-minute") else 0.7

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(size, self.n)
        self._place_spots(0)
        self.flyers = []

    def name_text(self, text: str) -> str:
        """Announcements write seats as @n; show names."""
        return re.sub(r"@(\d)", lambda m: self.names[int(m.group(1))] if int(m.group(1)) < self.n else m.group(0),
                      text)

    # -- layout of the Tree --------------------------------------------------------------------
    def tree_rect(self) -> pygame.Rect:
        lay = self.layout
        size = int(min(lay.size[1] * 0.3, lay.size[0] * 0.22))
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (int(lay.center[0]), int(lay.center[1] - size * 0.18))
        return rect

    def present_slot(self, i: int, count: int) -> pygame.Rect:
        lay = self.layout
        tree = self.tree_rect()
        per_row = max(4, min(8, count))
        w = int(min(lay.card_w * 0.8, lay.size[0] * 0.5 / (per_row * 1.3)))
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        gap = int(w * 1.3)
        x = lay.center[0] + (col - (in_row - 1) / 2) * gap
        y = tree.bottom - w * 0.2 + row * w * 1.55
        rect = pygame.Rect(0, 0, w, w)
        rect.center = (int(x), int(y))
        return rect

    # -- events become steps ---------------------------------------------------------------------
    def steps_for(self, event) -> list:
        sec = self.scene.seconds
        sounds = self.scene.app.sounds
        names = self.names

        if isinstance(event, Dealt):
            def deal() -> float:
                self.banner = ("The Spirit of Giving", "Hands are dealt face up for the mulligan.", sec(2.2))
                sounds.play("deal")
                return sec(0.6)
            return [deal]
        if isinstance(event, Mulliganed):
            def mulligan() -> float:
                k = len(event.returned)
                self.say(event.seat, f"Mulligan: {k} new card{'s' if k != 1 else ''}" if k else "I'll keep these", 1.6)
                return sec(0.5)
            return [mulligan]
        if isinstance(event, PhaseBegan):
            def phase() -> float:
                if event.phase == "unwrapping":
                    self.banner = (f"Round {event.round_no}: Unwrapping", "Matched pairs are opened.", sec(1.6))
                    return sec(0.8)
                hint = PHASE_HINTS.get(event.phase, "").format(offset=event.offset)
                title = f"Round {event.round_no} of {self.view().rounds_total}: {PHASE_TITLES[event.phase]}"
                self.banner = (title, hint, sec(2.2))
                return sec(0.9)
            return [phase]
        if isinstance(event, Said):
            def said() -> float:
                self.say(event.seat, self.name_text(event.text), 3.2)
                return sec(0.6)
            return [said]
        if isinstance(event, PassesRevealed):
            def passes() -> float:
                self.flyers = []
                for g, r, _ in event.moves:
                    sx, sy = self.plate(g).center
                    tx, ty = self.plate(r).center
                    f = Flyer(None, sx, sy, 0.5)
                    f.animate(sec(0.6), ease_in_out, x=tx, y=ty)
                    self.flyers.append(f)
                sounds.play("slide")
                return sec(0.8)
            return [passes]
        if isinstance(event, Wrapped):
            def wrapped() -> float:
                for pid, g, r, _ in event.presents:
                    self.tree_ids.append(pid)
                    self.tree_tags[pid] = (g, r)
                sounds.play("slide")
                return sec(0.7)
            return [wrapped]
        if isinstance(event, NaughtyPlayed):
            def naughty() -> float:
                r = rank(event.card)
                who = names[event.seat]
                if r == JACK:
                    self.banner = ("Peek at the List!", f"{who} looks at {names[event.target]}'s hand.", sec(2.0))
                    sx, sy = self.plate(event.seat).center
                    tx, ty = self.plate(event.target).center
                    eyes = Flyer(-1, sx, sy, 0.6)  # a pair of eyes travels to the hand being read
                    eyes.animate(sec(0.9), ease_in_out, x=tx, y=ty)
                    self.flyers.append(eyes)
                elif r == QUEEN:
                    self.banner = ("The Ol' Switcheroo!", f"{who} swaps two presents under the Tree; "
                                   "their Gift Tags stay put.", sec(2.2))
                    a, b = event.swapped
                    if a in self.tree_ids and b in self.tree_ids:
                        count = len(self.tree_ids)
                        ra = self.present_slot(self.tree_ids.index(a), count)
                        rb = self.present_slot(self.tree_ids.index(b), count)
                        for src, dst, hue in ((ra, rb, self.tree_tags[a][0]), (rb, ra, self.tree_tags[b][0])):
                            f = Flyer(-100 - hue, src.centerx, src.centery, 0.7)
                            f.animate(sec(0.8), ease_in_out, x=dst.centerx, y=dst.centery)
                            self.flyers.append(f)
                else:
                    self.banner = ("Best Frenemies Forever!", f"{who} and {names[event.target]} are Frenemies: "
                                   "in their pairs, the lower present wins.", sec(2.4))
                sx, sy = self.plate(event.seat).center
                f = Flyer(event.card, sx, sy, 0.6)
                f.animate(sec(0.5), ease_out_cubic, x=self.layout.center[0] + self.layout.size[0] * 0.28,
                          y=self.layout.center[1], size=1.1)
                self.flyers.append(f)
                sounds.play("flip")
                return sec(1.1)
            return [naughty]
        if isinstance(event, Peeked):
            def peeked() -> float:
                if event.seat in self.humans and self.hand_seat == event.seat:  # SG-11: the peeker only
                    self.peek = (event.seat, event.target, event.for_seat(event.seat).hand, 6.0)
                return 0.0
            return [peeked]
        if isinstance(event, Drew):
            def drew() -> float:
                deck = self.tree_rect()
                f = Flyer(None, deck.right + self.layout.card_w * 0.3, deck.centery, 0.45)
                tx, ty = self.plate(event.seat).center
                f.animate(sec(0.4), ease_out_cubic, x=tx, y=ty)
                self.flyers.append(f)
                return sec(0.3)
            return [drew]
        if isinstance(event, Unwrapped):
            return self._unwrap_steps(event)
        if isinstance(event, GameEnded):
            def ended() -> float:
                for pid, g, _ in event.leftovers:
                    if pid in self.tree_ids:
                        self.tree_ids.remove(pid)
                    self.piles[g] += 1
                if event.true_spirit:
                    who = " and ".join(names[s] for s in event.true_spirit)
                    self.banner = ("The True Spirit of Giving!", f"{who} gave to everyone and kept nothing.", sec(3.0))
                else:
                    self.banner = ("The end", "Unmatched presents go back to their givers. Count the piles!", sec(2.6))
                sounds.play("accept")
                return sec(1.2)
            return [ended]
        return []

    def _unwrap_steps(self, event: Unwrapped) -> list:
        sec = self.scene.seconds
        names = self.names
        a, b = event.givers
        x, y = event.cards

        def meet() -> float:
            lay = self.layout
            self.flyers = []
            self.meeting = []
            for pid, card, dx, giver in ((event.first, x, -1, a), (event.second, y, 1, b)):
                if pid in self.tree_ids:
                    rect = self.present_slot(self.tree_ids.index(pid), len(self.tree_ids))
                    start = rect.center
                else:
                    start = (lay.center[0], lay.center[1])
                f = Flyer(None, start[0], start[1], 0.7)
                f.hold = True
                f.animate(sec(0.45), ease_out_cubic, x=lay.center[0] + dx * lay.card_w * 0.6,
                          y=lay.center[1] + lay.card_h * 0.15, size=1.15)
                f.flip_to(card, sec(0.5))
                self.flyers.append(f)
                self.meeting.append((f, giver))
            for pid in (event.first, event.second):
                if pid in self.tree_ids:
                    self.tree_ids.remove(pid)
            return sec(0.9)

        def verdict() -> float:
            if event.equal:
                line = f"Equal in value: {names[b]} keeps the {name(x)}, {names[a]} keeps the {name(y)}."
            else:
                taker = event.taken[0][0]
                why = "the lower present wins between Frenemies" if event.frenemies else "the better present wins"
                ace = f" (the Ace counted {event.ace})" if event.ace else ""
                line = f"{names[taker]} takes both: {why}{ace}."
            self.banner = (f"{names[a]} and {names[b]} open their presents", line, sec(2.4))
            self.scene.app.sounds.play("accept")
            return sec(1.4)

        def to_piles() -> float:
            lay = self.layout
            self.flyers = []
            self.meeting = []
            for i, (seat, card) in enumerate(event.taken):
                f = Flyer(card, lay.center[0] + (i * 2 - 1) * lay.card_w * 0.6, lay.center[1] + lay.card_h * 0.15,
                          1.15)
                tx, ty = self.plate(seat).center
                f.animate(sec(0.55), ease_in_out, x=tx, y=ty, size=0.45)
                self.flyers.append(f)
                self.piles[seat] += 1
            return sec(0.7)

        return [meet, verdict, to_piles]

    def settle(self) -> float:
        view = self.view()
        ids = [pid for pid, _, _ in view.tree]
        if ids != self.tree_ids:
            self.tree_ids = ids
        self.tree_tags = {pid: (g, r) for pid, g, r in view.tree}
        self.piles = [len(p) for p in view.piles]
        return 0.0

    # -- acting ------------------------------------------------------------------------------------
    def _legal(self, seat: int) -> tuple:
        return self.session.state.legal_actions(seat)

    def _do(self, action) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        if self._act(seat, action):
            self.selected = None
            self.queen_pick = []
            if type(action) is Mulligan:
                self.mull = set()

    def _send_typed(self) -> None:
        text = (self.typing or "").strip()
        self.typing = None
        if text:
            self._do(Say(text.replace("@", "(at)")))

    # -- input ------------------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.typing is not None:
            self.typing = None
            return True
        if self.selected is not None or self.queen_pick or self.mull:
            self.selected, self.queen_pick, self.mull = None, [], set()
            return True
        return False

    def process_event(self, event: pygame.event.Event):
        if self.typing is not None:
            if event.type == pygame.TEXTINPUT:
                if len(self.typing) < 100:
                    self.typing += event.text
                return None
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self._send_typed()
                elif event.key == pygame.K_BACKSPACE:
                    self.typing = self.typing[:-1]
                return None
        self._update_buttons(self.view())
        for b in self.buttons:
            if b.process_event(event) is None:
                return None
        seat = self.human_turn()
        if seat is None:
            return event
        view = self.view()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for pid, rect in self.present_rects.items():
                if rect.collidepoint(event.pos) and self._holding(QUEEN):
                    if pid in self.queen_pick:
                        self.queen_pick.remove(pid)
                    elif len(self.queen_pick) < 2:
                        self.queen_pick.append(pid)
                    return None
            for i in range(len(self.card_rects) - 1, -1, -1):
                if self.card_rects[i].collidepoint(event.pos):
                    self._pick(view.hand[i], view)
                    return None
        if event.type == pygame.KEYDOWN and view.hand and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            hand = view.hand
            i = hand.index(self.selected) if self.selected in hand else -1
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.selected = hand[(i + step) % len(hand)] if i >= 0 else hand[0]
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.selected is not None:
            self._pick(self.selected, view)
            return None
        return event

    def _pick(self, card: int, view: SogView) -> None:
        if view.phase == "mulligan":
            self.mull ^= {card}
        else:
            self.selected = None if self.selected == card and rank(card) < 11 else card

    def _holding(self, r: int) -> bool:
        return self.selected is not None and rank(self.selected) == r

    # -- frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._update_common(dt)
        if self.peek:
            peeker, target, hand, left = self.peek
            self.peek = (peeker, target, hand, left - dt) if left - dt > 0 and self.hand_seat == peeker else None
        self._night_timer(dt)
        self._guard_privacy()
        self._update_buttons(self.view())

    def _night_timer(self, dt: float) -> None:
        """All Through the Night: Discussion runs on a countdown; when it rings, humans are done."""
        state = self.session.state
        if not state.night or state.phase != "discussion":
            self.timer = None
            return
        if self.timer_round != state.round_no:
            self.timer_round = state.round_no
            self.timer = float(int(state.settings["discussion_minutes"]) * 60)
        if self.timer is not None and self.scene.app.top is self.scene:
            self.timer -= dt
        if self.timer is not None and self.timer <= 0 and not self.scene.busy:
            seat = state.to_act()[0]
            if seat not in self.session.bots:
                self._act(seat, DONE, chosen=False)

    def _update_buttons(self, view: SogView) -> None:
        lay = self.layout
        s = lay.s
        self.buttons = []
        seat = self.human_turn()
        if seat is None or self.typing is not None:
            return
        legal = self._legal(seat)
        phase = view.phase
        bar: list[Button] = []
        extra: list[Button] = []
        if phase == "mulligan":
            k = len(self.mull)
            label = f"Mulligan {k} card{'s' if k != 1 else ''}" if k else "Keep my hand"
            bar.append(Button(label, lambda: self._do(Mulligan(tuple(sorted(self.mull)))), key=pygame.K_RETURN,
                              style="good", hint="Enter"))
        elif phase == "ace":
            bar.append(Button("My Ace counts 1", lambda: self._do(ACE_ONE), key=pygame.K_1, style="primary", hint="1"))
            bar.append(Button("My Ace counts 11", lambda: self._do(ACE_ELEVEN), key=pygame.K_2, style="good",
                              hint="2"))
        else:
            extra = self._naughty_buttons(seat, legal)
            if self.multi and self.shown != seat and view.phase in OPEN_PHASES:
                bar.append(Button("Show my cards", lambda: self._show_cards(seat), key=pygame.K_c, style="plain",
                                  hint="C"))
            if phase == "discussion":
                says = [a for a in legal if type(a) is Say]
                for a in says[:2] + [a for a in says[2:] if a.text.startswith("I have")][:2]:
                    extra.append(Button(self.name_text(a.text), lambda a=a: self._do(a), style="plain"))
                if says:
                    bar.append(Button("Write\u2026", self._start_typing, key=pygame.K_t, style="plain", hint="T"))
                bar.append(Button("Done talking", lambda: self._do(DONE), key=pygame.K_RETURN, style="good",
                                  hint="Enter"))
            elif phase == "goodwill":
                if self.selected is not None and PassCard(self.selected) in legal:
                    to = self.names[(seat + view.offset) % self.n]
                    bar.append(Button(f"Pass the {name(self.selected)} to {to}",
                                      lambda: self._do(PassCard(self.selected)), key=pygame.K_RETURN, style="good",
                                      hint="Enter"))
                elif DONE in legal:
                    bar.append(Button("Nothing to pass", lambda: self._do(DONE), style="good"))
            elif phase == "wrapping":
                if WRAP_NOTHING in legal:
                    bar.append(Button("Nothing to wrap", lambda: self._do(WRAP_NOTHING), key=pygame.K_RETURN,
                                      style="good", hint="Enter"))
                elif self.selected is not None and is_present(self.selected):
                    for a in legal:
                        if type(a) is Wrap and a.card == self.selected:
                            extra.append(Button(f"Wrap it for {self.names[a.to]}", lambda a=a: self._do(a),
                                                style="good"))
            elif phase == "last-minute":
                bar.append(Button("No Naughty card", lambda: self._do(DONE), key=pygame.K_RETURN, style="good",
                                  hint="Enter"))
        h = int(lay.bar.height * 0.62)
        widths = [max(int(h * 2.6), assets.font("bold", int(h * 0.42)).size(b.label)[0] + int(h * 1.5)) for b in bar]
        x = lay.size[0] - int(20 * s) - sum(widths) - int(12 * s) * max(0, len(bar) - 1)
        for b, w in zip(bar, widths, strict=True):
            b.rect = pygame.Rect(x, lay.bar.centery - h // 2, w, h)
            x += w + int(12 * s)
        self._row(extra, lay.size[0] // 2, int(lay.hand_y - lay.card_h * 0.95), int(36 * s))
        self.buttons = bar + extra

    def _naughty_buttons(self, seat: int, legal: tuple) -> list[Button]:
        out: list[Button] = []
        if self.selected is None or rank(self.selected) < 11:
            return out
        card, r = self.selected, rank(self.selected)
        # the engine lists one card of each rank; any card of that rank does the same
        if r == JACK:
            out += [Button(f"Peek at {self.names[a.target]}'s hand", lambda t=a.target: self._do(Jack(card, t)),
                           style="primary") for a in legal if type(a) is Jack]
        elif r == KING:
            out += [Button(f"Frenemies with {self.names[a.target]}", lambda t=a.target: self._do(King(card, t)),
                           style="primary") for a in legal if type(a) is King]
        elif r == QUEEN:
            if len(self.queen_pick) == 2:
                a, b = sorted(self.queen_pick)
                action = Queen(card, a, b)
                if any(type(q) is Queen and (q.a, q.b) == (a, b) for q in legal):
                    out.append(Button("Swap these two presents", lambda: self._do(action), style="primary"))
                else:
                    out.append(Button("Those two are a pair: pick others", lambda: None, style="plain",
                                      enabled=False))
            else:
                text = "Click two presents under the Tree" if any(type(a) is Queen for a in legal) else \
                    "The Queen needs two presents under the Tree"
                out.append(Button(text, lambda: None, style="plain", enabled=False))
        return out

    def _start_typing(self) -> None:
        self.typing = ""
        pygame.key.start_text_input()

    # -- drawing --------------------------------------------------------------------------------------------
    def _card(self, card, w: int, h: int) -> pygame.Surface:
        if card == -1:
            return assets.scaled("decor/eyes.png", w)
        if card is not None and card <= -100:
            return sog_art.present(w, w, -100 - card)
        return sog_art.back(w, h) if card is None else sog_art.face(card, w, h)

    def _squashed(self, card, w: int, h: int, qw: int) -> pygame.Surface:
        if card is not None and card < 0:
            return self._card(card, w, h)
        return sog_art.squashed(card, w, h, qw)

    def draw(self, surface: pygame.Surface) -> None:
        from table.background import tabletop

        view = self.view()
        lay = self.layout
        surface.blit(tabletop(lay.size), (0, 0))
        self._draw_tree(surface, view)
        self._draw_frenemies(surface, view)
        for seat in range(self.n):
            self._draw_plate(surface, seat, view)
        if view.phase == "mulligan":
            self._draw_public_hands(surface, view)
        self._draw_hand(surface, view)
        for f in self.flyers:
            self._draw_flyer(surface, f)
        for f, giver in self.meeting:
            if f in self.flyers:
                top = int(f.y + lay.card_h * f.size / 2 + 4 * lay.s)
                pill = pygame.Rect(0, 0, int(lay.card_w * 1.2), int(24 * lay.s))
                pill.midtop = (int(f.x), top)
                pygame.draw.rect(surface, (40, 32, 28), pill, border_radius=int(10 * lay.s))
                draw_text(surface, f"from {self.names[giver]}", "heavy", int(15 * lay.s), theme.CREAM,
                          center=pill.center, max_width=pill.width - 8)
        if view.phase == "ace":
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

    def _draw_tree(self, surface: pygame.Surface, view: SogView) -> None:
        lay = self.layout
        s = lay.s
        tree = self.tree_rect()
        surface.blit(assets.scaled("decor/tree.png", tree.width), tree)
        self.present_rects = {}
        count = len(self.tree_ids)
        for i, pid in enumerate(self.tree_ids):
            rect = self.present_slot(i, count)
            giver, receiver = self.tree_tags.get(pid, (0, 0))
            surface.blit(sog_art.present(rect.width, rect.height, giver), rect)
            if pid in self.queen_pick:
                pygame.draw.rect(surface, theme.GOLD, rect.inflate(8, 8), 3, border_radius=8)
            self.present_rects[pid] = rect
            tag = pygame.Rect(0, 0, int(rect.width * 1.26), int(30 * s))
            tag.midtop = (rect.centerx, rect.bottom + int(2 * s))
            pygame.draw.rect(surface, (255, 250, 236), tag, border_radius=int(5 * s))
            pygame.draw.rect(surface, (190, 160, 110), tag, 1, border_radius=int(5 * s))
            draw_text(surface, f"To {self.names[receiver]}", "bold", int(11 * s), theme.INK,
                      midtop=(tag.centerx, tag.top + int(2 * s)), max_width=tag.width - 4)
            draw_text(surface, f"from {self.names[giver]}", "text", int(10 * s), theme.MUTED,
                      midtop=(tag.centerx, tag.top + int(15 * s)), max_width=tag.width - 4)
        if self.timer is not None:  # All Through the Night: the Discussion clock
            draw_text(surface, f"Discussion {self._clock()}", "heavy",
                      int(22 * s), theme.GOLD, midright=(tree.left - int(14 * s), tree.centery))
        back = sog_art.back(int(lay.card_w * 0.5), int(lay.card_w * 0.5 / 0.7))
        spot = back.get_rect(midleft=(tree.right + int(12 * s), tree.centery))
        surface.blit(back, spot)
        draw_text(surface, f"deck {view.deck_count}", "bold", int(13 * s), (220, 235, 220),
                  midtop=(spot.centerx, spot.bottom + int(3 * s)))

    def _draw_frenemies(self, surface: pygame.Surface, view: SogView) -> None:
        for a, b in view.frenemies:
            pa, pb = self.plate(a).center, self.plate(b).center
            pygame.draw.line(surface, (170, 80, 200), pa, pb, max(2, int(3 * self.layout.s)))
            mid = ((pa[0] + pb[0]) // 2, (pa[1] + pb[1]) // 2)
            icon = assets.scaled("decor/handshake.png", int(30 * self.layout.s))
            surface.blit(icon, icon.get_rect(center=mid))

    def _draw_plate(self, surface: pygame.Surface, seat: int, view: SogView) -> None:
        lay = self.layout
        s = lay.s
        rect = self.plate(seat)
        plan = self.session.seats[seat]
        acting = view.to_act == seat and view.phase != "over"
        if acting:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            glow = rect.inflate(int(10 + 8 * pulse), int(10 + 8 * pulse))
            pygame.draw.rect(surface, theme.GOLD, glow, border_radius=int(16 * s))
        spirit = seat in view.true_spirit
        panel(surface, rect, (255, 246, 210) if acting else (230, 250, 230) if spirit else theme.PANEL,
              radius=int(12 * s))
        draw_text(surface, self.names[seat], "heavy", int(19 * s), theme.INK,
                  midleft=(rect.left + int(12 * s), rect.top + int(18 * s)), max_width=rect.width - int(90 * s))
        who = f"bot \u00b7 {plan.bot}" if plan.is_bot else "player"
        draw_text(surface, f"{who} \u00b7 hand {view.counts[seat]}", "text", int(13 * s), theme.MUTED,
                  midleft=(rect.left + int(12 * s), rect.bottom - int(26 * s)))
        given = sum(1 for t in range(self.n) if t != seat and view.record[seat][t])
        status = ""
        if view.phase in ("goodwill", "wrapping") and view.committed[seat]:
            status = "ready"
        elif self.thinking_seat == seat and acting and plan.is_bot:
            status = "thinking" + "." * (1 + int(self.time * 3) % 3)
        else:
            status = f"gave to {given} of {self.n - 1}"
        draw_text(surface, status, "bold", int(13 * s), theme.GREEN if status == "ready" else theme.RED_DARK,
                  midleft=(rect.left + int(12 * s), rect.bottom - int(11 * s)))
        pile = self.piles[seat]
        icon = assets.scaled("decor/present.png", int(30 * s))
        surface.blit(icon, icon.get_rect(midright=(rect.right - int(34 * s), rect.top + int(24 * s))))
        draw_text(surface, str(pile), "heavy", int(22 * s), theme.INK,
                  midleft=(rect.right - int(30 * s), rect.top + int(24 * s)))

    def _draw_public_hands(self, surface: pygame.Surface, view: SogView) -> None:
        """SG-5: during the mulligan every hand lies face up by its owner."""
        lay = self.layout
        w = int(lay.card_w * 0.45)
        h = int(w / 0.7)
        for seat, hand in enumerate(view.hands):
            if seat == self.hand_seat:
                continue
            plate = self.plate(seat)
            x0 = plate.centerx - (len(hand) * w * 0.62) / 2
            y = plate.bottom + h // 2 + int(4 * lay.s)
            if y + h // 2 > lay.bar.top - 4 or self._k(seat) == 0:
                y = plate.top - h // 2 - int(4 * lay.s)
            for i, card in enumerate(hand):
                img = sog_art.face(card, w, h)
                surface.blit(img, img.get_rect(center=(int(x0 + i * w * 0.62 + w / 2), int(y))))

    def _draw_hand(self, surface: pygame.Surface, view: SogView) -> None:
        lay = self.layout
        s = lay.s
        seat = self.hand_seat
        if seat is None or view.phase == "over":
            self.card_rects = []
            if self.multi and view.phase != "over":
                draw_text(surface, "Hands stay hidden: each player sees hers behind the privacy screen.", "bold",
                          int(17 * s), (210, 230, 210), center=(lay.size[0] // 2, lay.hand_y))
            return
        hand = view.hand
        rects = self._hand_layout(tuple(rank(c) * 4 + c // 13 for c in hand))  # grouped by rank
        mine = self.human_turn() == seat
        lifted = []
        for card, rect in zip(hand, rects, strict=True):
            r = rect.copy()
            if card == self.selected or card in self.mull:
                r.y -= int(lay.card_h * 0.2)
            lifted.append(r)
            surface.blit(sog_art.face(card, r.width, r.height), r)
            if card in self.mull:
                draw_text(surface, "back", "heavy", int(14 * s), theme.RED_DARK, midbottom=(r.centerx, r.top - 2))
        self.card_rects = lifted if mine else []

    def _draw_ace(self, surface: pygame.Surface, view: SogView) -> None:
        lay = self.layout
        s = lay.s
        p, x, q, y = view.ace
        rect = pygame.Rect(0, 0, int(460 * s), int(lay.card_h * 1.25 + 70 * s))
        rect.center = (int(lay.center[0]), int(lay.center[1] + lay.card_h * 0.2))
        panel(surface, rect, theme.PANEL, radius=int(16 * s), border=theme.GOLD)
        tags = {pid: (g, r) for pid, g, r in view.tree}
        giver = tags[p][0] if rank(x) == ACE else tags[q][0]
        draw_text(surface, f"{self.names[giver]}'s Ace: count it 1 or 11?", "heavy", int(19 * s), theme.INK,
                  midtop=(rect.centerx, rect.top + int(10 * s)), max_width=rect.width - 20)
        for i, (pid, card) in enumerate(((p, x), (q, y))):
            g, r = tags[pid]
            img = sog_art.face(card, lay.card_w, lay.card_h)
            cx = rect.centerx + (i * 2 - 1) * int(lay.card_w * 0.8)
            surface.blit(img, img.get_rect(midtop=(cx, rect.top + int(40 * s))))
            draw_text(surface, f"from {self.names[g]}", "text", int(13 * s), theme.MUTED,
                      midtop=(cx, rect.top + int(44 * s) + lay.card_h))
        friends = view.are_frenemies(*tags[p])
        rule = "Frenemies: the lower present takes both." if friends else "The higher present takes both."
        draw_text(surface, rule, "bold", int(14 * s), theme.RED_DARK,
                  midbottom=(rect.centerx, rect.bottom - int(6 * s)))

    def _draw_peek(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        _, target, hand, _ = self.peek
        w = int(lay.card_w * 0.7)
        h = int(w / 0.7)
        rect = pygame.Rect(0, 0, max(int(300 * s), len(hand) * (w + 6) + int(30 * s)), h + int(56 * s))
        rect.midtop = (lay.size[0] // 2, int(lay.size[1] * 0.12))
        panel(surface, rect, (244, 236, 252), radius=int(14 * s), border=(150, 90, 200))
        draw_text(surface, f"{self.names[target]}'s hand (only you see this)", "bold", int(16 * s), theme.INK,
                  midtop=(rect.centerx, rect.top + int(8 * s)))
        x = rect.centerx - (len(hand) * (w + 6)) // 2
        for card in hand:
            surface.blit(sog_art.face(card, w, h), (x, rect.top + int(38 * s)))
            x += w + 6

    def _draw_typing(self, surface: pygame.Surface) -> None:
        lay = self.layout
        s = lay.s
        rect = pygame.Rect(0, 0, int(min(lay.size[0] * 0.8, 760 * s)), int(54 * s))
        rect.midbottom = (lay.size[0] // 2, lay.bar.top - int(10 * s))
        panel(surface, rect, (255, 255, 255), radius=int(12 * s), border=theme.GOLD)
        caret = "|" if int(self.time * 2) % 2 == 0 else ""
        draw_text(surface, (self.typing or "") + caret, "bold", int(19 * s), theme.INK,
                  midleft=(rect.left + int(14 * s), rect.centery), max_width=rect.width - 28)
        draw_text(surface, "Type your announcement: Enter says it, Esc cancels.", "text", int(13 * s),
                  theme.CREAM, midbottom=(rect.centerx, rect.top - int(4 * s)))

    def _status(self, view: SogView) -> str:
        if view.phase == "over":
            return "The game is over."
        seat = self.human_turn()
        if seat is None:
            acting = view.to_act
            if acting is None or self.scene.busy:
                return ""
            if self.timer is not None:
                return f"Discussion: {self._clock()} left."
            return f"{self.names[acting]} is deciding\u2026"
        who = f"{self.names[seat]}: " if self.multi else ""
        hint = PHASE_HINTS.get(view.phase, "").format(offset=view.offset)
        if view.phase == "goodwill":
            hint = f"Pass one card to {self.names[(seat + view.offset) % self.n]}: click it, then Pass."
        elif view.phase == "wrapping" and WRAP_NOTHING not in self._legal(seat):
            hint = "Click a Present (2-10 or an Ace) to wrap, then whom it is for."
        if self.timer is not None:
            hint += f" ({self._clock()} left)"
        if self.multi and self.shown != seat and view.phase in ("discussion", "last-minute"):
            hint += " To play a Naughty card, show your cards (C) first."
        if any(rank(c) >= 11 for c in view.hand) and view.phase in ("discussion", "goodwill", "wrapping",
                                                                    "last-minute"):
            hint += " Click a Naughty card to play it."
        return who + hint

    def _clock(self) -> str:
        left = max(0, int(self.timer or 0))
        return f"{left // 60}:{left % 60:02d}"

    def _bar_info(self, view: SogView) -> str:
        phase = PHASE_TITLES.get(view.phase, view.phase)
        return f"Round {max(1, view.round_no)} of {view.rounds_total} \u00b7 {phase} \u00b7 Esc: menu"
