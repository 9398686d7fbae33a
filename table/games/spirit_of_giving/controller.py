"""The Spirit of Giving table: a decorated tree in the middle with the wrapped presents
under it (each with its Gift Tag), players around it with their Present Piles, your hand
at the bottom, and a banner that says which round and phase it is and what to do.

Hands are public during the mulligan (every hand is drawn by its owner's plate, SG-5).
After that, with two or more people at the screen, a hand only shows behind the "Pass to
<name>" screen (SeatTable's privacy guard). The Ace choice needs no hand: the pair is face
up for all. The game is read only through ``self.channel``; this module keeps whose eyes
the screen is and sends actions; ``choreography``, ``drawing`` and ``controls`` hold the rest.
"""

from __future__ import annotations

from typing import Any

import pygame

import table.games.spirit_of_giving.art as art
import table.games.spirit_of_giving.pieces as pieces
from engine.core.channel import Refusal
from engine.games.spirit_of_giving.cards import rank
from engine.games.spirit_of_giving.moves import DONE, Jack, Mulligan, PassesRevealed
from engine.games.spirit_of_giving.phases import Phase
from engine.games.spirit_of_giving.view import SogView
from table.games.base import Flyer, SeatTable, ViewCache
from table.games.protocol import TableHost
from table.i18n import _
from table.ui import theme
from table.ui.focus import FocusRing

from .choreography import PEEK_SECONDS, SpiritChoreography
from .controls import SpiritControls
from .drawing import SpiritDrawing
from .frenemies import FrenemyBadges
from .layout import ROOM, SpiritLayout
from .words import phase_title, said_text

OPEN_PHASES = (Phase.MULLIGAN, Phase.ACE, Phase.DISCUSSION, Phase.LAST_MINUTE)  # acted on without showing a hand


class SpiritTable(SpiritControls, SpiritChoreography, SpiritDrawing, FrenemyBadges, SeatTable):
    REVEALS = (PassesRevealed,)  # the presents passed in secret

    def __init__(self, host: TableHost) -> None:
        self._seat_setup(host)
        self.layout = SpiritLayout(host.size, self.n)
        self.tree_ids: list[int] = []  # presents under the Tree, as the table shows them
        self.tree_tags: dict[int, tuple[int, int]] = {}
        # each present's wrapping (its wrapper's paper, that wrapper's nth print): it stays with the
        # present when a Queen moves it under another Gift Tag (SG-12)
        self.papers: dict[int, tuple[int, int]] = {}
        self.wrapped_by = [0] * self.n  # presents each seat has wrapped so far, for the next print
        self.swapping: tuple[int, ...] = ()  # a Queen's two presents while they cross over
        self.piles = [0] * self.n
        self.selected: int | None = None  # a card of the shown hand
        self.mull: set[int] = set()  # cards chosen to mulligan
        self.queen_pick: list[int] = []
        self.typing: str | None = None  # a Discussion line being typed
        self._swallow = ""  # the key that opened the typing line, dropped if it comes back as text
        self.focus_ring = FocusRing()  # the keyboard's gold ring over cards, presents and buttons
        self.peek: tuple[int, int, tuple[int, ...], float] | None = None  # (peeker, target, hand, seconds left)
        self.timer: float | None = None  # All Through the Night: Discussion seconds left
        self.timer_round = -1
        self.meeting: list[tuple[Flyer, int]] = []  # the pair being opened: (card, its giver)
        # the round and phase the table shows: the engine may be ahead while a move's steps play
        # (the pairs before an Ace's are still being opened; a new round has begun under them)
        self.phase_on_screen, self.round_on_screen = Phase.MULLIGAN, 0
        # hit areas and places, laid out in update/resize (draw only reads them)
        self.present_rects: dict[int, pygame.Rect] = {}
        self.hand_rects: list[tuple[int, pygame.Rect]] = []  # the shown hand: (card, where it lies)
        self.tip: int | None = None  # the card of the hand pointed at
        self.card_rects: list[pygame.Rect] = []  # the same places, while that hand may act
        self.badges: dict[int, tuple[tuple[str, str], pygame.Rect]] = {}  # Frenemies' badges: (words, where)
        self.public = ViewCache(self.channel, self._public_changed)  # the spectator's view, for phase and turn
        self._forget()
        self._place_spots(0)

    # -- whose eyes ---------------------------------------------------------------------------------
    @property
    def shown(self) -> int | None:
        """Hot-seat: whose hand is on screen now (see ``SeatTable``)."""
        return self._shown_seat

    @shown.setter
    def shown(self, seat: int | None) -> None:
        self._shown_seat = seat
        if seat is not None and self.multi and seat != self.anchor and hasattr(self, "present_rects"):
            self.anchor = seat  # behind her privacy screen the table turns to her: her plate sits
            self._place_spots(0)  # beside her hand (G-3), and the Tree's rows and badges follow
            self._tree_changed()
            self._place_badges(self.view())

    # -- what the channel says, cached per move ------------------------------------------------
    def _forget(self) -> None:
        """Drop every cached answer of the channel (they are keyed by the move count)."""
        super()._forget()
        self.public.forget()
        self._legal_key: tuple = ()
        self._legal_now: tuple = ()
        self._refusals: dict[tuple, Refusal | None] = {}

    def _public_changed(self, view: SogView, moved: bool) -> None:
        self._refusals = {}  # a move was made: the refusals asked before may have changed

    def _public_view(self) -> SogView:
        """The spectator's view: phase, whose turn, the clock setting. Never stored from draw."""
        return self.public.peek(None)

    def view(self) -> SogView:
        """The view of the eyes on screen, cached until a move is made or the eyes change (the
        spectator's first: whose eyes they are may follow from it)."""
        self.public.get(None)
        return super().view()

    def _new_view(self, view: SogView, moved: bool) -> None:
        hand = set(view.hand)
        if self.selected is not None and self.selected not in hand:
            self.selected = None
        self.mull &= hand
        self.queen_pick = [p for p in self.queen_pick if any(t[0] == p for t in view.tree)]

    def _legal(self, seat: int) -> tuple:
        if self._legal_key == (self.channel.moves, seat):
            return self._legal_now
        return self.channel.legal_actions(seat)

    def _why_not(self, seat: int, action: Any) -> Refusal | None:
        key = (self.channel.moves, seat, action)
        if key not in self._refusals:
            self._refusals[key] = self.channel.why_not(seat, action)
        return self._refusals[key]

    # -- whose eyes --------------------------------------------------------------------------------
    def human_turn(self) -> int | None:
        """The person who may act now with what is on screen, or None."""
        if self.host.held():
            return None
        humans = self.channel.humans_to_act()
        if not humans:
            return None
        seat = humans[0]
        if self.multi and self._public_view().phase not in OPEN_PHASES and self.shown != seat:
            return None
        return seat

    @property
    def hand_seat(self) -> int | None:
        if self.multi:
            public = self._public_view()
            if public.phase == Phase.MULLIGAN and public.to_act in self.humans:
                return public.to_act  # the mulligan is public (SG-5)
            return self.shown
        return self.anchor

    def _privacy_seat(self) -> int | None:
        """Hot-seat: the phases that need a hand ask for the privacy screen first. Talk and the
        last-minute window do not: there a player shows her cards only to play a Naughty card."""
        public = self._public_view()
        if public.phase in OPEN_PHASES or public.phase == Phase.OVER:
            return None
        return public.to_act

    def _privacy_reason(self) -> str:
        return _("{phase}: your turn.").format(phase=phase_title(self._public_view().phase))

    def _show_cards(self, seat: int) -> None:
        """Hot-seat talk: a player asks to see her hand, to play a Naughty card (SG-10)."""
        def ready() -> None:
            self.shown = seat

        self.host.ask_privacy(seat, _("Your cards, to play a Naughty card."), ready)

    def think_seconds(self, seat: int) -> float:
        return 0.35 if self._public_view().phase in (Phase.DISCUSSION, Phase.LAST_MINUTE) else 0.7

    def name_text(self, text: str) -> str:
        """Announcements write seats as @n; show names."""
        return said_text(text, self.names)

    # -- acting ---------------------------------------------------------------------------------------
    def _act(self, seat: int, action, chosen: bool = True) -> bool:
        """Hot-seat: a Jack's events come back for the peeker's eyes, so the peek can be shown
        to her (behind the privacy screen, SG-11); every other move is seen by nobody in
        particular."""
        if not self.multi or type(action) is not Jack:
            return super()._act(seat, action, chosen)
        with self.host.seen_by(seat):
            return super()._act(seat, action, chosen)

    def _show_peek(self, seat: int, target: int, hand: tuple[int, ...]) -> None:
        """SG-11: the peeked hand, to the peeker only: in hot-seat behind her privacy screen."""
        if not self.multi:
            self.peek = (seat, target, hand, PEEK_SECONDS)
            return
        def ready() -> None:
            self.shown = seat
            self.peek = (seat, target, hand, PEEK_SECONDS)

        self.shown = None
        # (held: the guard waits for this screen rather than asking again)
        self.host.ask_privacy(seat, _("A peek at the hand of {name}: only you look.").format(name=self.names[target]),
                              ready, shows=target, hold=True)

    def _end_peek(self) -> None:
        """The peek is put away; in hot-seat the hands hide again unless the peeker still
        needs hers for this turn."""
        if self.peek and self.multi and self._privacy_seat() != self.peek[0]:
            self.shown = None
        self.peek = None

    def _do(self, action) -> None:
        seat = self.human_turn()
        if seat is None:
            return
        if self._act(seat, action):
            self.selected = None
            self.queen_pick = []
            if type(action) is Mulligan:
                self.mull = set()

    # -- layout ---------------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        # at a large Size, the table steps back (a third of the way at a time) until the most
        # presents the Tree can hold unpaired find their rows, tags whole, with room for two rows
        # of choices; at the least it takes what the tables' room gives (theme.TABLE_ROOM), where
        # every layout check holds (SpiritLayout's own least room is smaller)
        usual, before = theme.usual_scale(size), theme.scale_for(size, theme.TABLE_ROOM)
        steps = [s for s in theme.steps_back(theme.scale_for(size, ROOM), usual, 3) if s > before + 1e-9] + [before]
        for s in steps:  # (a third of the way at a time, to no less than the tables' own room gives)
            self.layout = SpiritLayout(size, self.n, theme.room_for(size, s))
            self._place_spots(0)
            if s == before or self._tree_fits():
                break
        self.flyers = []
        self._tree_changed()
        self._update_buttons(self.view())
        self._lay_out_hand()
        self._place_badges(self.view())
        self._warm_art()

    def _tree_fits(self) -> bool:
        """Whether the most presents that can lie under the Tree unpaired (one for each two
        players), with the longest names' tags, find rows that leave two rows of choices above the hand."""
        names, s = self.names, self.layout.s
        need = max(pieces.tag_need(names[r], names[g], s) for g in range(self.n) for r in range(self.n) if g != r)
        self.layout.present_slots(self.n * (self.n - 1) // 2, (need, pieces.tag_height(s)),
                                  [self.plate(seat) for seat in range(self.n)], self._tree_tries()[:2])
        return self.layout.fitted

    def _tree_tries(self) -> tuple[tuple[int, bool], ...]:
        """Where rows of presents may reach down to, in the order tried (see ``_tree_changed``)."""
        lay = self.layout
        s = lay.s
        lift = int(lay.card_h * 0.2)  # a card picked from the hand rises
        hand = min(lay.hand_y - lay.card_h // 2 - lift, lay.bar.top) - int(6 * s)
        row = int(36 * s) + int(10 * s)
        one, two = hand - row - int(10 * s), hand - 2 * row - int(10 * s)
        return (one, False), (two, True), (one, True), (hand, True)

    def _tree_changed(self) -> None:
        """Where each present under the Tree lies (and is clicked, for a Queen): in rows whose
        every Gift Tag has room for "To ..." and "from ..." whole, between the plates, above
        the hand and a row of choices."""
        lay = self.layout
        s = lay.s
        names = self.names
        need = max((pieces.tag_need(names[r], names[g], s) for g, r in
                    (self.tree_tags.get(pid, (0, 0)) for pid in self.tree_ids)), default=0)
        plates = [self.plate(seat) for seat in range(self.n)]
        # a row at the Tree's foot, room left for a row of choices above the hand; else rows that
        # climb over the Tree's lower part, with room for two rows of choices, or one, or none
        slots = lay.present_slots(len(self.tree_ids), (need, pieces.tag_height(s)), plates, self._tree_tries())
        self.present_rects = dict(zip(self.tree_ids, slots, strict=True))

    def _lay_out_hand(self) -> None:
        view = self.view()
        seat = self.hand_seat
        if seat is None or view.phase == Phase.OVER:
            self.hand_rects, self.card_rects = [], []
            return
        rects = self._hand_layout(tuple(rank(c) * 4 + c // 13 for c in view.hand))  # grouped by rank
        lift = int(self.layout.card_h * 0.2)
        self.hand_rects = [(card, rect.move(0, -lift) if card == self.selected or card in self.mull else rect)
                           for card, rect in zip(view.hand, rects, strict=True)]
        self.card_rects = [rect for _card, rect in self.hand_rects] if self.human_turn() == seat else []

    # -- frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._update_common(dt)
        self.view()
        seat = self.human_turn()
        if seat is not None and self._legal_key != (self.channel.moves, seat):
            self._legal_key, self._legal_now = (self.channel.moves, seat), self.channel.legal_actions(seat)
        if self.peek:
            peeker, target, hand, left = self.peek
            unhurried = self.host.settings.window_wait < 0  # Settings: it stays until she puts it away
            if (unhurried or left - dt > 0) and self.hand_seat == peeker:
                self.peek = (peeker, target, hand, left if unhurried else left - dt)
            else:
                self._end_peek()  # it timed out while nothing else moved: one more frame
        art.four_colours(self.host.settings.four_colour)
        self._night_timer(dt)
        self._guard_privacy()
        self._lay_out_hand()
        self._place_badges(self.view())
        self._update_buttons(self.view())
        self._focus_targets()

    def _night_timer(self, dt: float) -> None:
        """All Through the Night (SG-17): Discussion runs on a countdown that belongs to the
        table; when it rings, a person still talking is done (unless Settings say the clock
        only tells the time: then each person at the screen says she is done herself)."""
        public = self._public_view()
        if not public.night or public.phase != Phase.DISCUSSION:
            self.timer = None
            return
        if self.timer_round != public.round_no:
            if (self.phase_on_screen, self.round_on_screen) != (Phase.DISCUSSION, public.round_no):
                self.timer = None  # not before the Discussion is on screen: the pairs are still opened
                return
            self.timer_round = public.round_no
            self.timer = float(int(public.settings["discussion_minutes"]) * 60)
        if self.timer is None:
            return
        if self.host.on_top():
            self.timer -= dt
            self.host.wake_in(self.timer % 1.0 or 1.0)
        if self.host.settings.night_waits:  # Settings (issue 37): the clock only tells the time
            self.timer = max(0.0, self.timer)
            return
        if self.timer <= 0 and not self.host.busy:
            seat = public.to_act
            if self.channel.here(seat):
                self._act(seat, DONE, chosen=False)
