"""The Secret Santa table: players around the cloth with their card counts, the round's
plays in the middle, your hand fanned at the bottom, Holly and Snowflake windows as short
countdowns, and the score sheet between hands.

Hot-seat: with two or more people at the screen, a hand is only drawn after a privacy
screen ("Pass to <name>") and is hidden again as soon as its owner has acted. With one
person it never appears. Bots never see this module; they get their seat's view only.
"""

from __future__ import annotations

import math

import pygame

from engine.games.secret_santa.cards import CAROL, ELVES, FRUITCAKE, KIND, SANTA, describe
from engine.games.secret_santa.moves import (
    DECLINE,
    CarolPlayed,
    Decline,
    FinalGift,
    FruitcakePlayed,
    GhostPlayed,
    HandDealt,
    HandEnded,
    MousePlayed,
    Pass,
    Passed,
    Play,
    PlayCarol,
    Played,
    PlayFruitcake,
    PlayGhost,
    PlayMouse,
    PlaySanta,
    PlayScrooge,
    PlayTree,
    RoundEnded,
    SantaPlayed,
    ScroogePlayed,
    TreePlayed,
)
from engine.games.secret_santa.view import SantaView
from table import assets
from table.anim import ease_in_out, ease_out_cubic
from table.games.base import Flyer, Layout, SeatTable
from table.games.secret_santa import art as santa_art
from table.ui import theme
from table.ui.widgets import Button, draw_text, panel

WINDOW_SECONDS = 2.6  # how long the Holly / Snowflake countdown runs (at any speed)
PLACES = ("1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th")


class SantaTable(SeatTable):
    def __init__(self, scene) -> None:
        self._seat_setup(scene)
        state = self.session.state
        self.ring = list(state.ring)
        self._place_spots(0)
        self.counts = list(state.sizes)
        self.center: list[tuple[int, tuple[int, ...]]] = []
        self.incoming: tuple[int, tuple[int, ...]] | None = None  # a play on its way to the middle
        self.badges: dict[int, str] = {}  # seat -> "1st" once out this hand
        self.selected: list[int] = []  # indices into the shown hand
        self.cursor = 0
        self.declare = False
        self.hand_key: tuple = ()
        self.window_no = 0
        self.countdown: dict | None = None  # the open window's countdown, for human seats
        self.calls: dict[int, object] = {}  # seat -> chosen answer, waiting for her turn in the queue
        self.choosing: int | None = None  # a seat whose window choices are open
        self.choice_pick: int | None = None  # Fruitcake: the gift chosen to give
        self.card_rects: list[pygame.Rect] = []
        self._view: SantaView | None = None
        self._view_key: tuple = ()

    # -- whose eyes ---------------------------------------------------------------
    def view(self) -> SantaView:
        key = (len(self.session.history), self.hand_seat)
        if key != self._view_key:
            self._view = self.session.state.view(self.hand_seat)
            self._view_key = key
            if self._view.hand != self.hand_key:
                self.hand_key = self._view.hand
                self.selected, self.declare = [], False
                self.cursor = min(self.cursor, max(0, len(self.hand_key) - 1))
        return self._view

    def human_turn(self) -> int | None:
        if self.scene.busy:
            return None
        state = self.session.state
        if state.phase != "turn":
            return None
        seat = state.turn
        if seat in self.session.bots or (self.multi and self.shown != seat):
            return None
        return seat

    # -- layout ----------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(size, self.n)
        self._place_spots(0)
        for f in self.flyers:
            f.stop()
        self.flyers = []


    def _center_slot(self, i: int, count: int, depth: int = 0) -> tuple[float, float]:
        lay = self.layout
        gap = lay.card_w * (0.62 if count > 5 else 0.8)
        x = lay.center[0] + (i - (count - 1) / 2) * gap - depth * lay.card_w * 0.35
        return x, lay.center[1] - depth * lay.card_h * 0.12

    # -- events become steps ----------------------------------------------------------------
    def steps_for(self, event) -> list:
        sec = self.scene.seconds
        sounds = self.scene.app.sounds
        name = self.names

        def pause(seconds: float):
            return lambda: sec(seconds)

        if isinstance(event, HandDealt):
            def deal() -> float:
                self.center, self.badges, self.flyers = [], {}, []
                self.ring = list(range(self.n))
                self._place_spots(sec(0.4))
                self.counts = list(event.counts)
                self.banner = (f"Hand {event.hand_no} of {event.hands_total}",
                               f"{name[event.dealer]} deals. First lead: {name[event.leader]}.", sec(2.4))
                lay = self.layout
                for i in range(min(3 * self.n, 24)):
                    seat = (event.dealer + 1 + i) % self.n
                    f = Flyer(None, lay.center[0], lay.center[1], 0.6)
                    tx, ty = self.plate(seat).center
                    f.animate(sec(0.35), ease_out_cubic, delay=sec(0.04 * i), x=tx, y=ty, alpha=0.0)
                    self.flyers.append(f)
                sounds.play("deal")
                return sec(1.2)
            return [deal]

        if isinstance(event, Played):
            def play() -> float:
                self.incoming = (event.seat, event.cards)
                self._fly_to_center(event.seat, event.cards)
                self.counts[event.seat] = event.left
                sounds.play("slide")
                return sec(0.5)

            def land() -> float:
                self.incoming = None
                self.center.append((event.seat, event.cards))
                self.flyers = []
                return sec(0.15)
            return [play, land]

        if isinstance(event, Passed):
            def passed() -> float:
                text = {"scrooge": "Scrooged: sits this round out",
                        "final-gift": "Forgot \u201cFinal Gift!\u201d: passes"}
                self.say(event.seat, text.get(event.forced, "Pass"), 1.4)
                return sec(0.3)
            return [passed]

        if isinstance(event, FinalGift):
            def final() -> float:
                if event.declared:
                    self.say(event.seat, "Final Gift!", 2.2)
                    sounds.play("turn")
                else:
                    self.say(event.seat, "(forgot to say \u201cFinal Gift!\u201d)", 2.4)
                    sounds.play("refuse")
                return sec(0.5)
            return [final]

        if isinstance(event, SantaPlayed | MousePlayed | GhostPlayed | CarolPlayed | ScroogePlayed):
            kind = {SantaPlayed: SANTA, MousePlayed: 19, GhostPlayed: 20, CarolPlayed: CAROL,
                    ScroogePlayed: 17}[type(event)]

            def special() -> float:
                self._fly_to_center(event.seat, (kind,), big=True)
                self.counts[event.seat] = event.left
                sounds.play("flip")
                return sec(0.7)

            def effect() -> float:
                self.flyers = []
                if isinstance(event, SantaPlayed):
                    self.banner = ("Santa!", f"{name[event.seat]} wins the round at once.", sec(1.8))
                elif isinstance(event, MousePlayed):
                    self.banner = ("A Mouse!", f"Not a creature is stirring: the round ends. "
                                   f"{name[event.winner]} wins it.", sec(2.0))
                elif isinstance(event, GhostPlayed):
                    self.banner = ("The Ghost of Christmas Present!",
                                   f"{name[event.victim]} takes back {describe(event.cards)}.", sec(2.0))
                    if self.center and self.center[-1][0] == event.victim:
                        self.center.pop()
                    self._fly_from_center(event.victim, event.cards)
                    self.counts[event.victim] += len(event.cards)
                elif isinstance(event, CarolPlayed):
                    self.banner = ("Christmas Carol!", f"{name[event.seat]} swaps seats with {name[event.target]}.",
                                   sec(1.8))
                    self.ring = list(event.ring)
                    self._place_spots(sec(0.8))
                else:
                    self.banner = ("Scrooge!", f"{name[event.target]} must sit out the next round.", sec(1.8))
                return sec(1.0)
            return [special, effect]

        if isinstance(event, TreePlayed):
            def tree() -> float:
                self._fly_to_center(event.seat, (15,), big=True)
                self.counts[event.seat] = event.left
                self.banner = ("Christmas Tree!", f"{name[event.seat]} deals the round's gifts, one each.", sec(2.0))
                return sec(0.7)

            def share() -> float:
                mine = self.hand_seat if not self.multi else None
                self.center = []
                lay = self.layout
                self.flyers = []
                for i, (seat, gift) in enumerate(event.for_seat(mine).deal):
                    f = Flyer(gift or None, lay.center[0], lay.center[1], 0.8)
                    tx, ty = self.plate(seat).center
                    f.animate(sec(0.45), ease_out_cubic, delay=sec(0.08 * i), x=tx, y=ty, size=0.5)
                    self.flyers.append(f)
                    self.counts[seat] += 1
                sounds.play("deal")
                return sec(1.0)
            return [tree, share]

        if isinstance(event, FruitcakePlayed):
            def cake() -> float:
                self._fly_to_center(event.seat, (FRUITCAKE,), big=True)
                self.counts[event.seat] = event.left
                mine = self.hand_seat if not self.multi else None
                seen = event.for_seat(mine)
                what = f"a {KIND[seen.value].name}" if seen.value else "a gift card"
                self.banner = ("Fruitcake!", f"{name[event.seat]} gives {what} to {name[event.target]}.", sec(2.2))
                return sec(0.6)

            def give() -> float:
                sx, sy = self.plate(event.seat).center
                f = Flyer(None, sx, sy, 0.6)
                tx, ty = self.plate(event.target).center
                f.animate(sec(0.5), ease_out_cubic, x=tx, y=ty)
                self.flyers = [f]
                self.counts[event.target] += 1
                return sec(0.8)
            return [cake, give]

        if isinstance(event, RoundEnded):
            def ended() -> float:
                for seat, place in event.out:
                    self.badges[seat] = PLACES[place - 1]
                    self.say(seat, f"Out! {PLACES[place - 1]}", 2.0)
                if event.reason == "passes" and event.leader >= 0:
                    self.say(event.winner, "Wins the round", 1.6)
                return sec(0.9)
            return [ended]

        if isinstance(event, HandEnded):
            def hand_over() -> float:
                from table.scenes.score_sheet import ScoreSheetScene

                state = self.session.state
                self.flyers = []
                if self.scene.fast_forwarding:
                    return 0.0  # a resumed game: no old score sheets
                sheet = list(state.sheet[: event.hand_no])
                auto = self.scene.demo or not self.humans
                self.scene.app.push(ScoreSheetScene(self.scene.app, self.names, sheet, event.hands_total,
                                                    event.order, auto))
                sounds.play("accept")
                return sec(0.3)
            return [pause(1.0), hand_over]
        return []

    def _fly_to_center(self, seat: int, cards: tuple[int, ...], big: bool = False) -> None:
        start = self.plate(seat).center
        self.flyers = []
        for j, kind in enumerate(cards):
            f = Flyer(None, start[0], start[1], 0.55)
            x, y = self._center_slot(j, len(cards), 0) if not big else self.layout.center
            f.animate(self.scene.seconds(0.45), ease_out_cubic, x=x, y=y, size=1.25 if big else 1.0)
            f.flip_to(kind, self.scene.seconds(0.4))
            f.hold = True
            self.flyers.append(f)

    def _sweep(self) -> None:
        """The round's cards slide off the table to the discard."""
        lay = self.layout
        self.flyers = []
        for i, (_, cards) in enumerate(self.center[-3:]):
            for j, kind in enumerate(cards[:4]):
                x, y = self._center_slot(j, len(cards), 0)
                f = Flyer(kind, x, y, 0.8)
                f.animate(self.scene.seconds(0.45), ease_in_out, delay=self.scene.seconds(0.03 * (i + j)),
                          x=lay.size[0] * 0.97, y=lay.center[1], alpha=0.0, size=0.5)
                self.flyers.append(f)

    def _fly_from_center(self, seat: int, cards: tuple[int, ...]) -> None:
        tx, ty = self.plate(seat).center
        for j, kind in enumerate(cards):
            x, y = self._center_slot(j, len(cards), 0)
            f = Flyer(kind, x, y, 1.0)
            f.animate(self.scene.seconds(0.5), ease_in_out, x=tx, y=ty, size=0.5)
            self.flyers.append(f)

    def settle(self) -> float:
        """After a batch of events: make the picture match the engine's view exactly."""
        view = self.view()
        self.counts = list(view.counts)
        plays = [(s, cards) for s, cards, _ in view.plays]
        if self.center and not plays:
            self._sweep()
        self.center = plays
        if list(view.ring) != self.ring:
            self.ring = list(view.ring)
            self._place_spots(self.scene.seconds(0.5))
        return 0.0

    # -- talk ---------------------------------------------------------------------------
    def think_seconds(self, seat: int) -> float:
        """Bots answer Holly and Snowflake windows at once; they think on their turns."""
        return 0.0 if self.session.state.phase != "turn" else 0.9

    # -- acting ---------------------------------------------------------------------------
    def _selection_cards(self) -> tuple[int, ...]:
        hand = self.view().hand
        return tuple(sorted(hand[i] for i in self.selected if i < len(hand)))

    def _selected_action(self):
        """The move the selection makes, with "Final Gift!" if the player asked for it."""
        seat = self.human_turn()
        if seat is None:
            return None
        cards = self._selection_cards()
        if not cards:
            return None
        legal = self.session.state.legal_actions(seat)
        if cards == (SANTA,) and PlaySanta(False) in legal:
            choice = PlaySanta(self.declare)
            return choice if choice in legal else PlaySanta(False)
        play = Play(cards, self.declare)
        if play in legal:
            return play
        return Play(cards, False) if Play(cards, False) in legal else None

    def _play_selected(self) -> None:
        seat = self.human_turn()
        action = self._selected_action()
        if seat is None:
            return
        if action is None:
            cards = self._selection_cards()
            if cards:
                self.scene.app.toast(self._why_not(cards))
            return
        self._act(seat, action)

    def _why_not(self, cards: tuple[int, ...]) -> str:
        view = self.view()
        top = view.top
        if any(k > 12 and k != ELVES for k in cards) and any(k <= 12 for k in cards):
            return "Only Elves can join gift cards in a play."
        if all(k == ELVES for k in cards):
            return "Elves copy a gift: play them together with at least one gift card."
        if len({k for k in cards if k <= 12}) > 1:
            return "A play is cards of one value (Elves may join them)."
        if all(k > 12 for k in cards) and any(k <= 12 for k in view.hand):
            return "Special cards count as gifts worth 0 only once you have no gift cards."
        if top is not None and len(cards) != len(top[1]):
            return f"This round takes exactly {len(top[1])} card{'s' if len(top[1]) > 1 else ''} a play."
        if top is not None:
            return f"Play a higher value than {top[2]}."
        return "That is not a play you can make now."

    def _pass(self) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        legal = self.session.state.legal_actions(seat)
        action = Pass(self.declare) if Pass(self.declare) in legal else Pass(False)
        if action in legal:
            self._act(seat, action)
        else:
            self.scene.app.toast("You lead this round: play some cards (you cannot pass the lead).")

    def _carol(self, target: int) -> None:
        seat = self.human_turn()
        if seat is not None:
            self._act(seat, PlayCarol(target))

    def _toggle_declare(self) -> None:
        self.declare = not self.declare

    # -- windows -------------------------------------------------------------------------
    def _drive_window(self, dt: float) -> None:
        """Human seats in a Holly or Snowflake window: a countdown in which any of them may call."""
        state = self.session.state
        if self.scene.busy or state.phase not in ("holly", "snowflake"):
            return
        head = state.queue[0]
        if head in self.session.bots:
            return
        key = (state.round_no, state.window_after, state.phase, state.hand_no, len(state.plays))
        if self.countdown is None or self.countdown["key"] != key:
            show = self.multi or len(state.answers(head)) > 1
            self.countdown = {"key": key, "left": WINDOW_SECONDS if show else 0.0, "total": WINDOW_SECONDS,
                              "shown": show}
            self.calls = {}
        call = self.calls.pop(head, None)
        if call is not None:
            if not self._act(head, call):
                self._act(head, DECLINE, chosen=False)
            return
        if self.choosing is not None:
            return  # the countdown waits while a player makes her choice
        if self.calls or self.countdown["left"] <= 0:
            self._act(head, DECLINE, chosen=False)
            return
        self.countdown["left"] -= dt

    def _window_seats(self) -> list[int]:
        state = self.session.state
        if state.phase not in ("holly", "snowflake"):
            return []
        return [s for s in state.queue if s not in self.session.bots]

    def _call(self, seat: int) -> None:
        """A human seat calls during the window: show her choices (after the privacy screen)."""
        if self.countdown is None or self.countdown["left"] <= 0 or seat not in self._window_seats():
            return
        if self.multi:
            from table.scenes.privacy import PrivacyScene

            def ready() -> None:
                self.shown = seat
                self.choosing = seat

            self.choosing = seat  # holds the countdown while the screen is passed
            self.scene.app.push(PrivacyScene(self.scene.app, self.names[seat],
                                             "You called during the window.", ready))
        else:
            self.choosing = seat
        self.choice_pick = None

    def _answer(self, action) -> None:
        seat = self.choosing
        if seat is None:
            return
        self.choosing = None
        self.choice_pick = None
        if self.multi:
            self.shown = None
        if type(action) is not Decline:
            self.calls[seat] = action

    def _choice_buttons(self, seat: int) -> list[Button]:
        state = self.session.state
        names = self.names
        out = []
        for a in state.answers(seat):
            t = type(a)
            if t is PlayMouse:
                out.append(Button("A Mouse: end the round now", lambda a=a: self._answer(a), style="good"))
            elif t is PlayGhost:
                victim = names[state.window_after]
                out.append(Button(f"Ghost: {victim} takes the play back", lambda a=a: self._answer(a), style="good"))
            elif t is PlayTree:
                first = "me" if a.deal_self_first else names[self._left_of(seat)]
                out.append(Button(f"Christmas Tree: deal to {first} first", lambda a=a: self._answer(a), style="good"))
            elif t is PlayScrooge:
                out.append(Button(f"Scrooge: {names[a.target]} sits out", lambda a=a: self._answer(a), style="good"))
        if any(type(a) is PlayFruitcake for a in state.answers(seat)):
            hand = self.view().hand
            if self.choice_pick is not None and self.choice_pick < len(hand) and hand[self.choice_pick] <= 12:
                value = hand[self.choice_pick]
                for t in range(self.n):
                    if t != seat:
                        out.append(Button(f"Give it to {names[t]}",
                                          lambda t=t, v=value: self._answer(PlayFruitcake(v, t)), style="good"))
        out.append(Button("Not now", lambda: self._answer(DECLINE), style="plain", key=pygame.K_n, hint="N"))
        return out

    def _left_of(self, seat: int) -> int:
        return self.ring[(self.ring.index(seat) + 1) % self.n]

    # -- input --------------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.choosing is not None and not self.multi:
            self._answer(DECLINE)
            return True
        if self.selected:
            self.selected = []
            return True
        return False

    def process_event(self, event: pygame.event.Event):
        self._update_buttons(self.view())  # the buttons as of now, not as of the last frame
        for b in self.buttons:
            if b.process_event(event) is None:
                return None
        seats = self._window_seats()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and len(self.humans) == 1 and seats \
                and self.choosing is None and self.countdown and self.countdown["shown"]:
            self._call(self.humans[0])
            return None
        picking = self.choosing is not None and self.choosing == self.hand_seat
        if self.human_turn() is None and not picking:
            return event
        hand = self.view().hand
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.card_rects) - 1, -1, -1):
                if self.card_rects[i].collidepoint(event.pos):
                    self._toggle(i, single=picking)
                    self.cursor = i
                    return None
        if event.type == pygame.KEYDOWN and hand:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.cursor = (self.cursor + (1 if event.key == pygame.K_RIGHT else -1)) % len(hand)
                return None
            if event.key == pygame.K_SPACE:
                self._toggle(self.cursor, single=picking)
                return None
            if event.key == pygame.K_UP and not picking:  # the whole group under the cursor
                kind = hand[self.cursor]
                self.selected = sorted(set(self.selected) | {i for i, k in enumerate(hand) if k == kind})
                return None
            if event.key == pygame.K_DOWN:
                self.selected = []
                return None
        return event

    def _toggle(self, i: int, single: bool = False) -> None:
        if single:
            self.choice_pick = i
            return
        if i in self.selected:
            self.selected.remove(i)
        else:
            self.selected.append(i)

    # -- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._update_common(dt)
        self._drive_window(dt)
        self._guard_privacy()
        view = self.view()
        self._update_buttons(view)

    def _privacy_seat(self) -> int | None:
        state = self.session.state
        return state.turn if state.phase == "turn" else None

    def _bar_info(self, view: SantaView) -> str:
        return f"Hand {view.hand_no} of {view.hands_total} \u00b7 round {max(1, view.round_no)} \u00b7 Esc: menu"

    def _update_buttons(self, view: SantaView) -> None:
        lay = self.layout
        s = lay.s
        self.buttons = []
        h = int(lay.bar.height * 0.62)
        if self.choosing is not None and self.choosing == self.hand_seat:
            self.buttons = self._choice_buttons(self.choosing)
            self._row(self.buttons, lay.size[0] // 2, int(lay.size[1] * 0.5), int(44 * s))
            return
        seats = self._window_seats()
        if seats and self.countdown and self.countdown["shown"] and self.countdown["left"] > 0 \
                and self.choosing is None and not self.scene.busy:
            word = "Holly!" if view.phase == "holly" else "Snowflake!"
            if len(self.humans) == 1:
                chips = [Button(word, lambda: self._call(self.humans[0]), style="good", key=pygame.K_h, hint="H")]
            else:
                chips = [Button(f"{word} ({self.names[x]})", lambda x=x: self._call(x), style="good") for x in seats]
            self.buttons = chips
            self._row(chips, lay.size[0] // 2, int(lay.center[1] + lay.card_h * 1.25), int(42 * s))
            return
        seat = self.human_turn()
        if seat is None:
            return
        legal = self.session.state.legal_actions(seat)
        action = self._selected_action()
        cards = self._selection_cards()
        if action is None:
            label = "Play" if not cards else "Not a play"
        elif type(action) is PlaySanta:
            label = "Play Santa: win the round"
        else:
            label = f"Play {describe(cards)}"
        play = Button(label, self._play_selected, key=pygame.K_RETURN, style="good", hint="Enter",
                      enabled=action is not None)
        bar = [play]
        if any(type(a) is Pass for a in legal):
            bar.append(Button("Pass", self._pass, key=pygame.K_p, style="plain", hint="P"))
        if any(getattr(a, "declare", False) for a in legal):
            text = "Saying \u201cFinal Gift!\u201d" if self.declare else "Say \u201cFinal Gift!\u201d"
            bar.append(Button(text, self._toggle_declare, key=pygame.K_f, style="bad" if not self.declare else "good",
                              hint="F"))
        widths = [max(int(h * 2.6), assets.font("bold", int(h * 0.42)).size(b.label)[0] + int(h * 1.5)) for b in bar]
        x = lay.size[0] - int(20 * s) - sum(widths) - int(12 * s) * (len(bar) - 1)
        for b, w in zip(bar, widths, strict=True):
            b.rect = pygame.Rect(x, lay.bar.centery - h // 2, w, h)
            x += w + int(12 * s)
        self.buttons = bar
        if self._selection_cards() == (CAROL,):
            swaps = [Button(f"Swap seats with {self.names[t]}", lambda t=t: self._carol(t), style="primary")
                     for t in range(self.n) if t != seat and PlayCarol(t) in legal]
            self._row(swaps, lay.size[0] // 2, int(lay.hand_y - lay.card_h * 0.95), int(38 * s))
            self.buttons += swaps

    def draw(self, surface: pygame.Surface) -> None:
        from table.background import tabletop

        view = self.view()
        lay = self.layout
        surface.blit(tabletop(lay.size), (0, 0))
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
            if view.phase == "turn" and view.round_no:
                who = self.names[view.turn]
                draw_text(surface, f"Round {view.round_no}: {who} to lead", "bold", int(20 * s), theme.CREAM,
                          center=(int(cx), int(cy)))
            return
        older = plays[:-1][-3:]
        for depth, (_, cards) in enumerate(reversed(older), start=1):
            for j, kind in enumerate(cards):
                x, y = self._center_slot(j, len(cards), depth)
                img = self._card(kind, int(lay.card_w * 0.8), int(lay.card_h * 0.8))
                img = img.copy()
                img.set_alpha(150)
                surface.blit(img, img.get_rect(center=(int(x), int(y))))
        seat, cards = plays[-1]
        for j, kind in enumerate(cards):
            x, y = self._center_slot(j, len(cards), 0)
            img = self._card(kind, lay.card_w, lay.card_h)
            shade = img.get_rect(center=(int(x) + 3, int(y) + 4))
            pygame.draw.rect(surface, (10, 40, 28), shade, border_radius=max(3, lay.card_w // 10))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if self.incoming is not None:
            seat, cards = self.incoming
        text = f"{self.names[seat]}: {describe(cards)}"
        draw_text(surface, text, "bold", int(18 * s), theme.CREAM,
                  midtop=(int(cx), int(cy + lay.card_h * 0.55)), max_width=int(lay.size[0] * 0.5))

    def _draw_plate(self, surface: pygame.Surface, seat: int, view: SantaView) -> None:
        lay = self.layout
        s = lay.s
        rect = self.plate(seat)
        plan = self.session.seats[seat]
        acting = view.to_act == seat and view.phase == "turn" and not self.session.state.is_over()
        if acting:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4)
            glow = rect.inflate(int(10 + 8 * pulse), int(10 + 8 * pulse))
            pygame.draw.rect(surface, theme.GOLD, glow, border_radius=int(16 * s))
        out = seat in self.badges or (view.counts[seat] == 0 and view.round_no)
        colour = (255, 246, 210) if acting else (226, 232, 222) if out else theme.PANEL
        panel(surface, rect, colour, radius=int(12 * s))
        draw_text(surface, self.names[seat], "heavy", int(19 * s), theme.INK,
                  midleft=(rect.left + int(12 * s), rect.top + int(18 * s)), max_width=rect.width - int(80 * s))
        who = f"bot \u00b7 {plan.bot}" if plan.is_bot else "player"
        status = ""
        if seat in self.badges:
            status = f"out \u00b7 {self.badges[seat]}"
        elif view.scrooged == seat:
            status = "Scrooged"
        elif view.passed[seat] and view.phase != "over" and view.counts[seat]:
            status = "passed"
        elif view.must_pass[seat]:
            status = "must pass"
        elif view.counts[seat] == 1:
            status = "Final Gift!" if view.declared[seat] else "one card"
        line = f"{who} \u00b7 {view.totals[seat]} pts"
        who_rect = draw_text(surface, line, "text", int(13 * s), theme.MUTED,
                             midleft=(rect.left + int(12 * s), rect.bottom - int(26 * s)))
        if status:
            draw_text(surface, status, "bold", int(13 * s), theme.RED_DARK,
                      midleft=(rect.left + int(12 * s), rect.bottom - int(11 * s)))
        elif self.thinking_seat == seat and acting and plan.is_bot:
            dots = "." * (1 + int(self.time * 3) % 3)
            draw_text(surface, f"thinking{dots}", "bold", int(13 * s), theme.GREEN,
                      midleft=(rect.left + int(12 * s), rect.bottom - int(11 * s)))
        del who_rect
        count = self.counts[seat] if seat < len(self.counts) else view.counts[seat]
        bw, bh = int(26 * s), int(36 * s)
        back = santa_art.back(bw, bh)
        bx = rect.right - int(12 * s) - bw
        for i in range(min(3, count)):
            surface.blit(back, (bx - i * int(6 * s), rect.top + int(8 * s) + i * int(2 * s)))
        draw_text(surface, str(count), "heavy", int(20 * s), theme.INK if count else theme.GREEN,
                  midright=(bx - int(20 * s), rect.top + int(26 * s)))

    def _draw_hand(self, surface: pygame.Surface, view: SantaView) -> None:
        lay = self.layout
        s = lay.s
        seat = self.hand_seat
        if seat is None:
            self.card_rects = []
            if self.multi:
                draw_text(surface, "Hands stay hidden until their owner's turn.", "bold", int(17 * s),
                          (210, 230, 210), center=(lay.size[0] // 2, lay.hand_y))
            return
        hand = view.hand
        rects = self._hand_layout(hand)
        picking = self.choosing is not None and self.choosing == seat
        mine = self.human_turn() == seat or picking
        lifted = []
        for i, rect in enumerate(rects):
            r = rect.copy()
            if i in self.selected or (picking and i == self.choice_pick):
                r.y -= int(lay.card_h * 0.2)
            lifted.append(r)
            surface.blit(santa_art.face(hand[i], r.width, r.height), r)
            if mine and i == self.cursor:
                pygame.draw.rect(surface, theme.GOLD, r.inflate(6, 6), 3, border_radius=max(4, r.width // 8))
        self.card_rects = lifted if mine else []

    def _draw_window(self, surface: pygame.Surface, view: SantaView) -> None:
        cd = self.countdown
        if not self._window_seats() or cd is None or not cd["shown"] or cd["left"] <= 0 or self.scene.busy:
            return
        if self.choosing is not None and self.choosing == self.hand_seat:
            return
        lay = self.layout
        s = lay.s
        rect = pygame.Rect(0, 0, int(520 * s), int(64 * s))
        rect.midtop = (int(lay.center[0]), int(lay.center[1] + lay.card_h * 0.78))
        panel(surface, rect, (250, 246, 236), radius=int(12 * s), border=theme.GOLD)
        if view.phase == "holly":
            text = f"Holly window: anyone may answer {self.names[view.window_after]}'s play"
        elif view.first_window:
            text = "Before the first round: a Fruitcake may be played"
        else:
            text = "Between rounds: Christmas Tree or Scrooge may be played"
        draw_text(surface, text, "bold", int(16 * s), theme.INK, midtop=(rect.centerx, rect.top + int(8 * s)),
                  max_width=rect.width - 20)
        frac = max(0.0, cd["left"] / cd["total"])
        bar = pygame.Rect(rect.left + int(16 * s), rect.bottom - int(20 * s), rect.width - int(32 * s), int(8 * s))
        pygame.draw.rect(surface, (226, 216, 200), bar, border_radius=4)
        pygame.draw.rect(surface, theme.GREEN, (bar.left, bar.top, int(bar.width * frac), bar.height), border_radius=4)

    def _draw_choice(self, surface: pygame.Surface, view: SantaView) -> None:
        lay = self.layout
        s = lay.s
        rect = pygame.Rect(0, 0, int(min(lay.size[0] * 0.9, 820 * s)), int(130 * s))
        rect.center = (lay.size[0] // 2, int(lay.size[1] * 0.5) - int(40 * s))
        panel(surface, rect, theme.PANEL, radius=int(16 * s), border=theme.GOLD)
        who = self.names[self.choosing]
        cake = any(type(a) is PlayFruitcake for a in self.session.state.answers(self.choosing))
        line = f"{who}: what will you play?"
        if cake:
            hand = view.hand
            pick = self.choice_pick
            if pick is not None and pick < len(hand) and hand[pick] <= 12:
                line = f"Fruitcake: give away one {KIND[hand[pick]].name}. Who gets it?"
            else:
                line += " For the Fruitcake, click the gift to give away."
        draw_text(surface, line, "heavy", int(19 * s), theme.INK, midtop=(rect.centerx, rect.top + int(12 * s)),
                  max_width=rect.width - 30)

    def _status(self, view: SantaView) -> str:
        state = self.session.state
        if state.is_over():
            return "The session is over."
        if self.choosing is not None:
            return ""
        seat = self.human_turn()
        if seat is not None:
            name = f"{self.names[seat]}: y" if self.multi else "Y"
            top = view.top
            if view.must_pass[seat]:
                return f"{name}ou forgot to say \u201cFinal Gift!\u201d, so you must pass this turn."
            if top is None:
                return (f"{name}our lead: choose any number of cards of one value (Elves count as copies), "
                        "then Play. Arrows and Space choose, Up takes a whole set.")
            k = len(top[1])
            extra = " Or play Santa to win the round outright." if SANTA in view.hand else ""
            return (f"{name}our turn: beat {describe(top[1])} with {k} card{'s' if k > 1 else ''} of a higher "
                    f"value, or pass.{extra}")
        if self._window_seats() and self.countdown and self.countdown["shown"] and self.countdown["left"] > 0:
            if len(self.humans) == 1:
                word = "Holly!" if view.phase == "holly" else "Snowflake!"
                return f"You may play a special card now: press {word} (H) before time runs out."
            return "Anyone holding a special card for this moment may call now."
        if self.scene.busy:
            return ""
        acting = state.to_act()
        if acting and state.phase == "turn":
            return f"{self.names[acting[0]]} is choosing what to play\u2026"
        return ""

