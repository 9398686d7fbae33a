"""The That's Not a Hat table: seats around the cloth, columns of gifts, the Gift Shop and
penalty piles on the shared seat table. This module is the controller: it reads the game
through the seat channel, turns clicks and keys into actions and lays out the buttons and the
gift picker; ``choreography`` turns events into steps and ``drawing`` paints the picture.

Every card in this game is public or hidden from everyone, so the table always shows the
spectator's view (``channel.view(None)``) and needs no privacy screen between players.
"""

from __future__ import annotations

import pygame

from engine.games.not_a_hat.moves import ACCEPT, GIVES, REFUSE, Accepted, Given, Refused
from engine.games.not_a_hat.phases import Phase
from engine.games.not_a_hat.view import NotAHatView
from table.games.base import SeatTable
from table.games.not_a_hat.names import a_nice_gift, gift_name, not_a_gift
from table.games.protocol import TableHost
from table.i18n import _
from table.ui.focus import ARROWS, FocusRing, Target
from table.ui.widgets import Button

from .choreography import HatChoreography, Sprite
from .drawing import HatDrawing
from .layout import HatLayout, Picker


class HatTable(HatChoreography, HatDrawing, SeatTable):
    def __init__(self, host: TableHost) -> None:
        self._seat_setup(host)
        self.layout = self._new_layout(host.size)
        # the table's picture of where the cards lie (see choreography)
        self.sprites: dict[int, Sprite] = {}
        self.columns: list[list[int]] = [[] for _seat in range(self.n)]
        self.penalties: list[list[int]] = [[] for _seat in range(self.n)]
        self.match_base = [0] * self.n  # match penalties of finished games not in ``penalties``
        self.hand: tuple[int, int] | None = None  # (seat, card) drawn from the shop
        self.transit: tuple[int, int, int, int] | None = None  # card, giver, receiver, claim
        self.backs: dict[int, tuple[str, str]] = {}  # card -> (colour, arrow), once seen
        self.shop_count = 0
        self.shop_top: int | None = None
        self.game_no = 0
        # choosing a gift to name
        self.pick: int | None = None  # index into the deck in the gift picker
        self.pick_turn = -1
        # the keyboard's gold ring over the picker's cells or the Accept / Refuse buttons; in the
        # picker the focused cell is the chosen one (``pick``), so the two always agree
        self.focus_ring = FocusRing()
        self._focus_moment = -1  # the move count the ring was last reset at
        self._controls_for: tuple = ()  # the moment the buttons were laid out for
        self.picker: Picker = self.layout.picker(len(self.view().deck))  # shown while a person names a gift
        self.picker_layer: tuple[tuple, pygame.Surface] | None = None  # (key, the picker drawn once)
        self.give_button = Button(_("Give"), self._give_picked, key=None, style="good", hint="Enter")
        self.accept_button = Button(_("Accept"), lambda: self._respond(ACCEPT), key=pygame.K_a,
                                    style="good", hint="A")
        self.refuse_button = Button(_("That's not it!"), lambda: self._respond(REFUSE), key=pygame.K_r,
                                    style="bad", hint="R")

    # -- what the engine says ---------------------------------------------------------------------
    def _eyes(self) -> None:
        return None  # every card is public or hidden from all: the spectator's view, built once per move

    def _new_layout(self, size: tuple[int, int]) -> HatLayout:
        view = self.view()  # a taller column (NH-10) or a match's label (NH-8) needs room of its own
        return HatLayout(size, self.n, view.column_size, view.games_total > 1)

    def human_turn(self) -> int | None:
        if self.host.held():
            return None
        humans = self.channel.humans_to_act()
        return humans[0] if humans else None

    def naming(self, view: NotAHatView) -> bool:
        """Whether a person is naming a gift now (the picker is up)."""
        return view.phase == Phase.GIVE and self.human_turn() is not None

    @property
    def cells(self) -> list[tuple[pygame.Rect, int]]:
        """The picker's cells, each with its index in the deck, while the picker is up."""
        if not self.naming(self.view_now()):
            return []
        return [(rect, index) for index, rect in enumerate(self.picker.cells)]

    # -- layout --------------------------------------------------------------------------------------
    # a claim, a refusal's verdict and a thank-you stay a moment longer before the next bot moves
    LINGER = {Given: 0.8, Refused: 0.6, Accepted: 0.3}

    def linger_seconds(self, events: list) -> float:
        return max((self.LINGER.get(type(e), 0.0) for e in events), default=0.0)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = self._new_layout(size)
        self.picker = self.layout.picker(len(self.view().deck))
        for sprite in self.sprites.values():
            sprite.stop()
        self._retarget(0)
        self._lay_out_controls(self.view())

    def _controls_key(self) -> tuple:
        return self.human_turn(), self.channel.moves, self.pick

    def plate(self, seat: int) -> pygame.Rect:
        return self.layout.plate(seat)

    def _lay_out_controls(self, view: NotAHatView) -> None:
        """The buttons in the bar for the person to act."""
        seat = self.human_turn()
        self.buttons = []
        self._controls_for = self._controls_key()
        if seat is None:
            self.focus_ring.set_targets([])
            return
        if view.phase == Phase.RESPOND:
            self.refuse_button.label = not_a_gift(view.claim)
            self.buttons = [self.accept_button, self.refuse_button]
        elif view.phase == Phase.GIVE:
            self.give_button.enabled = self.pick is not None
            self.give_button.label = (_("Give: {gift}").format(gift=a_nice_gift(view.deck[self.pick]))
                                      if self.pick is not None else _("Pick a gift to name"))
            self.buttons = [self.give_button]
        self._bar_row(self.buttons)
        if view.phase == Phase.GIVE:
            self.focus_ring.set_targets([Target(("gift", g), rect, lambda i=index: self._choose(i))
                                    for index, (g, rect) in enumerate(zip(view.deck, self.picker.cells, strict=True))])
        else:
            self.focus_ring.set_targets([Target(("button", k), b.rect, b.on_click) for k, b in enumerate(self.buttons)])

    # -- input -----------------------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.pick is not None and self.human_turn() is not None:
            self.pick = None  # Esc first clears a half-made choice
            self.focus_ring.visible = False
            return True
        return False

    def _give_picked(self) -> None:
        seat = self.human_turn()
        view = self.view()
        if seat is None or view.phase != Phase.GIVE or self.pick is None:
            return
        if self._act(seat, GIVES[view.deck[self.pick]]):
            self.pick = None

    def _choose(self, index: int) -> None:
        """Enter or Space on a focused cell: name that gift."""
        self.pick = index
        self._give_picked()

    def _pick(self, index: int) -> None:
        """Choose a cell without giving yet (a click, a letter): the ring follows."""
        self.pick = index
        self.focus_ring.focus = ("gift", self.view().deck[index])

    def _respond(self, action) -> None:
        seat = self.human_turn()
        if seat is not None and self.view().phase == Phase.RESPOND and self._act(seat, action) \
                and action == REFUSE and self._undo_offered_here():
            # a give or a thank-you may be taken back; a refusal turns the card over for all to see
            self.host.toast(_("A refusal shows the card to everyone, so it cannot be taken back."), 4.0)

    def _undo_offered_here(self) -> bool:
        """Whether this table offers to take moves back (one person against bots, undo on)."""
        host = self.host
        return not host.demo and host.guide is None and len(self.humans) == 1 and host.settings.undo_wait != 0

    def _handlers(self) -> tuple:
        return self._catch_up, self._on_buttons, self._on_choice

    def _catch_up(self, event: pygame.event.Event) -> pygame.event.Event:
        if self._controls_for != self._controls_key():
            self._lay_out_controls(self.view())  # the moment changed since the last update: keys see it
        return event

    def _on_choice(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """The person's choice: the ring over Accept and Refuse, or the gift picker's cells
        (clicks, arrows and Tab, Enter, a gift's first letter)."""
        seat = self.human_turn()
        if seat is None:
            return event
        if self.view().phase != Phase.GIVE:
            return self.focus_ring.process_event(event)  # Tab / arrows, then Enter, over Accept and Refuse
        deck = self.view().deck
        if event.type == pygame.MOUSEMOTION:
            return self.focus_ring.process_event(event)  # the mouse hides the ring; the chosen cell stays
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self.cells:
                if rect.collidepoint(event.pos):
                    if self.pick == index and getattr(event, "clicks", 1) >= 2:
                        self._give_picked()
                    else:
                        self._pick(index)
                    return None
        if event.type == pygame.KEYDOWN:
            if event.key in ARROWS or event.key == pygame.K_TAB:
                self.focus_ring.process_event(event)  # the first shows the ring, the next move it
                current = self.focus_ring.current
                if current is not None:
                    self.pick = deck.index(current.key[1])
                return None
            if self.focus_ring.process_event(event) is None:  # Enter / Space on the ring: give
                return None
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._give_picked()
                return None
            letter = event.unicode.lower() if event.unicode else ""
            if letter.isalpha():
                start = 0 if self.pick is None else self.pick + 1
                for k in range(len(deck)):
                    index = (start + k) % len(deck)
                    if gift_name(deck[index]).lower().startswith(letter):
                        self._pick(index)
                        self.focus_ring.visible = True
                        return None
        return event

    # -- frame -------------------------------------------------------------------------------------------
    def clear_transients(self) -> None:
        self.bubbles, self.banner = [], None

    def animating(self) -> bool:
        """Cards in motion, bubbles and banners that time out (a sticky claim waits still), and
        buttons laid out for a moment that has passed (the last step ended after ``update``
        laid them out: one more frame shows them). The pulse of the seat to act is not counted:
        while a person thinks, nothing is redrawn."""
        return (super().animating() or any(s.moving for s in self.sprites.values())
                or self._controls_for != self._controls_key())

    def update(self, dt: float) -> None:
        self._update_common(dt)
        for sprite in self.sprites.values():
            sprite.update(dt)
        view = self.view()
        if view.turn != self.pick_turn or view.phase != Phase.GIVE:
            self.pick_turn = view.turn  # a new gift to name: start with nothing chosen (NH-7)
            self.pick = None
        if self.channel.moves != self._focus_moment:  # a new decision: the ring waits for a key (NH-7)
            self._focus_moment = self.channel.moves
            self.focus_ring.visible, self.focus_ring.focus = False, None
        self._lay_out_controls(view)
        if self.naming(view) and (self.picker_layer is None or self.picker_layer[0] != self._picker_key()):
            self.picker_layer = (self._picker_key(), self.paint_picker(view))
