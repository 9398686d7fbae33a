"""The Secret Santa table: players around the cloth with their card counts, the round's plays in
the middle, your hand fanned at the bottom, Holly and Snowflake windows as short countdowns,
and the score sheet between hands.

This module is the controller: whose eyes the screen is, turning clicks and keys into
actions. The buttons are laid out in ``buttons``, the hand in ``layout``, events become steps
in ``choreography``, windows are driven in ``windows``, the picture is drawn in ``drawing``.
The game is read only through the seat channel; the engine explains any refused move (``why_not``), so no rule is
restated here.

Hot-seat: with two or more people at the screen, a hand is only drawn after a privacy
screen ("Pass to <name>"), with the table turned so that her plate sits beside it, and is
hidden again as soon as its owner has acted, unless the turn is still hers (after her
Christmas Carol). A window that asks a person who has not yet seen her cards this hand opens
them for her. With one person the privacy screen never appears.
"""

from __future__ import annotations

import pygame

from engine.games.secret_santa.cards import SANTA
from engine.games.secret_santa.moves import DECLINE, Pass, Play, PlayCarol, PlaySanta
from engine.games.secret_santa.phases import Phase
from engine.games.secret_santa.view import SantaView
from table.games.base import Layout, SeatTable
from table.games.protocol import TableHost
from table.i18n import _
from table.ui.focus import FocusRing
from table.ui.widgets import Button

from .buttons import SantaButtons
from .choreography import SantaChoreography
from .drawing import SantaDrawing
from .layout import SantaLayout
from .windows import Countdown, SantaWindows

# The least room this table needs at a large Size (theme.scale_for): less than the tables' usual
# (theme.TABLE_ROOM), as its choice panel takes the window's width when it must and a full
# table's plates step back (table/games/looks.py)
ROOM = (800, 500)

def sentence(message: str) -> str:
    """The engine's reason ('play a higher value than 5') as a sentence for a toast."""
    return message[:1].upper() + message[1:] + ("" if message.endswith((".", "!", "?")) else ".")


class SantaTable(SantaButtons, SantaWindows, SantaChoreography, SantaDrawing, SantaLayout, SeatTable):
    def __init__(self, host: TableHost) -> None:
        self.seen: set[int] = set()
        self._shown: int | None = None
        self.eyes_left: int | None = None
        self._seat_setup(host)
        if not self.humans:
            self.host.see_as(self.anchor)  # a demo shows seat 0's hand, so its events show its cards
        public = self.channel.view(None)
        self.ring = list(public.ring)
        self._place_spots(0)
        self.counts = list(public.counts)
        self.center: list[tuple[int, tuple[int, ...]]] = []
        self.incoming: tuple[int, tuple[int, ...]] | None = None  # a play on its way to the middle
        self.badges: dict[int, str] = {}  # seat -> "1st" once out this hand
        self.selected: list[int] = []  # indices into the shown hand
        self.cursor = 0
        self.declare = False
        self.hand_key: tuple = ()
        self.countdown: Countdown | None = None  # the open window's countdown, for human seats
        self.calls: dict[int, object] = {}
        self.passed: set[int] = set()
        self.choosing: int | None = None
        self.asked: int | None = None
        self.choice_pick: int | None = None
        self.choice_panel, self.choice_lines = pygame.Rect(0, 0, 0, 0), []  # laid out in ``_place_choice``
        self.card_rects: list[pygame.Rect] = []  # hit areas of the hand, when it may be clicked
        self.tip: int | None = None  # the hand's card pointed at (or the cursor's): its name is shown
        self.tip_by_key = False
        self.between_hands = False  # a hand has ended and the next one's deal is not shown yet
        self.ending: SantaView | None = None  # the view as the hand being ended looked (see ``view``)
        self._batch: tuple[int, list] = (-1, [])  # the events of the latest action so far, for ``ending``
        self.focus_ring = FocusRing(arrows=False)  # Tab / Enter over seat and window choices;
        self.ring_targets: list[Button] = []  # the arrows and Space stay with the hand's cursor
        self._aimed: tuple = ()  # a tutorial: the step and choices the ring was last set on
        self.view()

    # -- whose eyes ---------------------------------------------------------------
    @property
    def shown(self) -> int | None:
        """Hot-seat: whose hand is on screen now (see ``SeatTable``)."""
        return self._shown

    @shown.setter
    def shown(self, seat: int | None) -> None:
        self._shown = seat
        if seat is not None:
            self.eyes_left = None  # a hand is on screen again
        if seat is not None and self.multi:
            self.seen.add(seat)  # she has seen her cards this hand (see ``_asks_in_turn``)
            if seat != self.anchor:  # behind her privacy screen the table turns to her: her plate
                self.anchor = seat  # sits beside her hand
                self._place_spots(0)

    def _act(self, seat: int, action, chosen: bool = True) -> bool:
        """A human seat's move. In hot-seat her hand is hidden once she has acted, unless the
        turn is still hers in the same hand (after her Christmas Carol, or a pass that won her
        the round and the next lead): she is still the one playing, and needs no second screen.
        While her window choices are open, a move of hers (a hint applied, a headless player's) is
        her answer, given as the choice buttons give it."""
        if chosen and self.choosing == seat:
            self._answer(action)  # her window choices are open: a move of hers is her answer to it
            return True
        keep = self.multi and self.shown == seat
        hand_no = self.channel.view(None).hand_no
        done = super()._act(seat, action, chosen)
        after = self.channel.view(None)
        if done and keep and after.phase == Phase.TURN and after.turn == seat and after.hand_no == hand_no:
            self.shown = seat
        return done

    def view(self) -> SantaView:
        """The view of the seat whose hand is on screen (the spectator's between hot-seat turns),
        fetched again only when a move was made or the eyes changed. While the end of a hand is
        being shown, the view as that hand ended (``ending``): the engine has dealt the next one."""
        seat = self.hand_seat
        if self.ending is not None and self.ending.viewer == seat:
            return self.ending
        return self.views.get(seat)

    def _new_view(self, view: SantaView, moved: bool) -> None:
        if moved:  # a turn has ended (a play, a pass, anything): nothing stays raised into the next
            self.selected, self.declare = [], False
        if view.hand != self.hand_key:
            self.hand_key = view.hand
            self.selected, self.declare, self.tip = [], False, None
            hand = self.hand_key
            self.cursor = pile_top(hand, min(self.cursor, len(hand) - 1)) if hand else 0

    def _turn_seat(self, view: SantaView) -> int | None:
        """The human seat whose turn it is and whose hand is on screen, if any."""
        if self.host.held() or view.phase != Phase.TURN:
            return None
        seat = view.turn
        if not self.channel.here(seat) or (self.multi and self.shown != seat):
            return None
        return seat

    def human_turn(self) -> int | None:
        return self._turn_seat(self.view())

    def _privacy_seat(self) -> int | None:
        view = self.view()
        return view.turn if view.phase == Phase.TURN else None

    def _guard_privacy(self) -> None:
        """As for every game; but her turn coming right after her own answer in a window (no hand
        shown since, the same hand) shows her cards at once: she is the one at the screen."""
        seat = self._privacy_seat()
        if self.multi and seat is not None and seat == self.eyes_left and not self.host.busy \
                and self.banner is None and self.channel.here(seat):
            self.shown = seat
            return
        super()._guard_privacy()

    # -- layout ----------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.layout = Layout(size, self.n, ROOM)
        self._place_spots(0)
        for f in self.flyers:
            f.stop()
        self.flyers = []
        self.card_rects = []

    # -- timing ---------------------------------------------------------------------------
    def think_seconds(self, seat: int) -> float:
        """Bots answer Holly and Snowflake windows at once; they think on their turns."""
        return 0.0 if self.view().phase != Phase.TURN else 0.9

    def animating(self) -> bool:
        """Besides what moves: a window's countdown, or an answer the table gives by itself next.
        A turn that waits for a person is still."""
        return super().animating() or self._window_ticking()

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
        accepts = self.channel.accepts
        if cards == (SANTA,) and accepts(seat, PlaySanta(False)):
            choice = PlaySanta(self.declare)
            return choice if accepts(seat, choice) else PlaySanta(False)
        play = Play(cards, self.declare)
        if accepts(seat, play):
            return play
        return Play(cards, False) if accepts(seat, Play(cards, False)) else None

    def _refuse(self, seat: int, action) -> None:
        """Tell the player why, in the engine's words (its ruling decides, not this table)."""
        refusal = self.channel.why_not(seat, action)
        if refusal is not None:
            self.host.toast(sentence(refusal.message))

    def _play_selected(self) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        action = self._selected_action()
        if action is None:
            cards = self._selection_cards()
            if cards:
                self._refuse(seat, Play(cards, self.declare))
            return
        self._act(seat, action)

    def _pass(self) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        action = Pass(self.declare) if self.channel.accepts(seat, Pass(self.declare)) else Pass(False)
        if self.channel.accepts(seat, action):
            self._act(seat, action)
        else:
            self._refuse(seat, action)

    def _carol(self, target: int) -> None:
        seat = self.human_turn()
        if seat is not None:
            self._act(seat, PlayCarol(target))

    def _toggle_declare(self) -> None:
        self.declare = not self.declare

    # -- input --------------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.choosing is not None:  # a step back: "Not now" (hot-seat: the hand is hidden again)
            self._answer(DECLINE)
            return True
        if self.selected:
            self.selected = []
            return True
        return False

    def _handlers(self) -> tuple:
        return self._catch_up, self._on_ring, self._on_buttons, self._on_keys, self._on_hand

    def _catch_up(self, event: pygame.event.Event) -> pygame.event.Event:
        self._update_buttons(self.view())  # the buttons as of now, not as of the last frame
        return event

    def _ring_skips(self, event: pygame.event.Event) -> bool:
        return event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE  # Space stays with the hand

    def _on_keys(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """H calls in a Holly or Snowflake window."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and self._window_seats(self.view()) \
                and self.choosing is None and self.countdown and self.countdown.shown:
            if len(self.humans) == 1:
                self._call(self.humans[0])
            else:  # several of you may call: H cannot tell who, each button has its number
                self.host.toast(_("Several of you may call: press the number on your own button."), 2.5)
            return None
        return event

    def _on_hand(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The hand: pointing at a card names it; clicks and keys raise and lower its piles."""
        view = self.view()
        if event.type == pygame.MOUSEMOTION:
            self.tip = self._card_at(view, event.pos)  # a card pointed at says what it is
            self.tip_by_key = False
        picking = self.choosing is not None and self.choosing == self.hand_seat
        if self.human_turn() is None and not picking:
            return event
        hand = view.hand
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for i in range(len(self.card_rects) - 1, -1, -1):
                if self.card_rects[i].collidepoint(event.pos):
                    self.cursor = pile_top(hand, i)
                    if picking:
                        self._toggle(self.cursor, single=True)
                    else:  # a pile: each click raises one more of it, a right click lowers one
                        self._pile_step(hand, hand[i], up=event.button == 1)
                    return None
        if event.type == pygame.KEYDOWN and hand:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):  # from pile to pile
                tops = [i for i in range(len(hand)) if pile_top(hand, i) == i]
                at = tops.index(pile_top(hand, min(self.cursor, len(hand) - 1)))
                self.cursor = tops[(at + (1 if event.key == pygame.K_RIGHT else -1)) % len(tops)]
                self.tip, self.tip_by_key = self.cursor, True
                return None
            if event.key == pygame.K_SPACE:  # as a click: one more of the pile (the gift to give)
                self.cursor = pile_top(hand, min(self.cursor, len(hand) - 1))
                if picking:
                    self._toggle(self.cursor, single=True)
                else:
                    self._pile_step(hand, hand[self.cursor], up=True)
                return None
            if event.key == pygame.K_UP and not picking:  # the whole group under the cursor
                kind = hand[self.cursor]
                self.selected = sorted(set(self.selected) | {i for i, k in enumerate(hand) if k == kind})
                return None
            if event.key == pygame.K_DOWN:
                self.selected = []
                return None
        return event

    def _card_at(self, view: SantaView, pos: tuple[int, int]) -> int | None:
        if self.hand_seat is None or self.between_hands:
            return None
        rects = self._lifted_rects(view)
        return next((i for i in range(len(rects) - 1, -1, -1) if rects[i].collidepoint(pos)), None)

    def _pile_step(self, hand: tuple[int, ...], kind: int, up: bool) -> None:
        """Raise one more card of a pile, from its top (all raised: lower them all), or lower one."""
        pile = [j for j, k in enumerate(hand) if k == kind]
        raised = [j for j in pile if j in self.selected]
        if up and len(raised) < len(pile):
            self.selected.append(max(j for j in pile if j not in self.selected))
        elif up or raised:
            for j in (raised if up else raised[:1]):
                self.selected.remove(j)

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
        picking = self.choosing is not None and self.choosing == self.hand_seat
        mine = self.hand_seat is not None and (self._turn_seat(view) == self.hand_seat or picking)
        self.card_rects = self._lifted_rects(view) if mine else []


def pile_top(hand: tuple[int, ...], i: int) -> int:
    """The top card of the pile card ``i`` lies in: the last of its run of one value."""
    while i + 1 < len(hand) and hand[i + 1] == hand[i]:
        i += 1
    return i
