"""The Presents of Mine table: players around the cloth in list order with arrows showing
"below", each with six present tiles (letter, picture, staleness badge), a score board, and
your own six presents at the bottom with what each scores now.

Choosing: click a present of yours, then the player it should go to (or click the three
in turn: they fill 1, 2 and 3 below). Everything clickable is also a target of the
keyboard's focus ring (Tab/arrows, Space chooses; Enter passes a complete choice). In Bomb
Squad and Cleaning Supplies, click one of the presents you keep to swap it, and choose
the new kind. In Yoink, click one present of each of the three players above. Then
everything moves at once and the scoring plays out line by line; the breakdown can be
reopened (B). Choices are secret: in hot-seat, each is made
behind the privacy screen.

This module holds the eyes, the choice being made and the input; ``choreography`` turns
events into steps, ``layout`` places things, ``drawing`` paints, ``art`` renders images.
"""

from __future__ import annotations

import pygame

import table.games.presents_of_mine.art as art
from engine.games.presents_of_mine.cards import KINDS, STARTING
from engine.games.presents_of_mine.moves import Give, Moved, Pick, PicksRevealed, Scored
from engine.games.presents_of_mine.moves import Yoink as YoinkAction
from engine.games.presents_of_mine.phases import Phase
from engine.games.presents_of_mine.view import PomView
from table import assets
from table.games.base import Layout, SeatTable
from table.games.protocol import TableHost
from table.i18n import _
from table.ui import theme
from table.ui.focus import FocusRing, Target
from table.ui.widgets import Button, readable

from .choreography import FLYER_SIZE, LINE_SECONDS, STALE_MARK_SECONDS, PresentsChoreography
from .drawing import PresentsDrawing
from .layout import PresentsLayout

# Up to eight plates, each with a row of five to ten presents: at a large Size the table is
# enlarged less than other screens (theme.scale_for), and not at all in a window smaller than
# 1280x800, where its rows already fill the cloth at the usual size
ROOM = (840, 525)
BREAKDOWN_SECONDS = 4.0  # an automatic breakdown stays this long after its last line


class PresentsTable(PresentsChoreography, PresentsDrawing, PresentsLayout, SeatTable):
    REVEALS = (PicksRevealed, Moved)  # the secret picks, and each round's secret passes

    def __init__(self, host: TableHost) -> None:
        self._seat_setup(host)
        self.slots: list[int | None] = [None, None, None]  # hand places sent 1, 2 and 3 below
        self.drop: int | None = None
        self.last_place: int | None = None  # the present clicked last, for clicking its receiver
        self.take = ""
        self.wants: list[int | None] = [None, None, None]  # Yoink: a place in each hand above
        self.picks: set[str] = set()
        self.takes: tuple[str, ...] = ()  # what a kept present may be swapped for now (from the legal moves)
        self._verdict: tuple = (None, None, False)  # (moves, draft, allowed): why_not, asked once per draft
        self.breakdown: Scored | None = None
        self.show_breakdown = 0.0  # seconds the breakdown panel has been open (0: closed)
        self.auto_close = False  # opened by a scoring (closes itself), not by the player
        self.preview: dict[int, int] = {}
        self.stale_marks: dict[int, int] = {}  # present id -> staleness change, shown for a moment
        self.stale_age = 0.0
        self.stale_span = STALE_MARK_SECONDS  # how long these marks show, in seconds of the clock
        view = self.view()
        self._show_view(view)
        self.order = list(view.order)
        self.ring = list(self.order)
        self._place_spots(0)
        self._lay_out(view)
        self._laid_for: tuple = ()
        self.focus_ring = FocusRing()  # keyboard: Tab/arrows over tiles, rings and swap choices
        self.buttons: list[Button] = []
        self._warm_art()

    # -- whose eyes --------------------------------------------------------------------------
    def _new_view(self, view: PomView, moved: bool) -> None:
        """The view of the seat whose presents are on screen, fetched again after each move (or for
        new eyes): the choice starts afresh, with what each present scores and may be swapped for."""
        self._reset_choice()
        self._preview()
        self.takes = self._swap_choices()

    def _reset_choice(self) -> None:
        self.slots, self.drop, self.take, self.wants, self.picks = [None, None, None], None, "", [None] * 3, set()
        self.last_place = None

    @property
    def shown(self) -> int | None:
        """Hot-seat: whose presents are on screen now (see ``SeatTable``)."""
        return self._shown_seat

    @shown.setter
    def shown(self, seat: int | None) -> None:
        self._shown_seat = seat
        if seat is not None and self.multi and seat != self.anchor:
            self.anchor = seat  # behind her privacy screen the table turns to her: her plate sits
            self._place_spots(0)  # beside her presents (G-3); the rows follow the plates

    def human_turn(self) -> int | None:
        if self.host.held():
            return None
        to_act = self.channel.to_act()
        if not to_act:
            return None
        seat = to_act[0]
        if not self.channel.here(seat) or (self.multi and self.shown != seat):
            return None
        return seat

    def _privacy_seat(self) -> int | None:
        to_act = self.channel.to_act()
        return to_act[0] if to_act else None

    def _privacy_reason(self) -> str:
        if self.channel.view(None).round_no == 0:  # the pregame picks come before round 1
            return _("Pick your five presents in secret.")
        return _("Make your secret choice for this round.")

    def think_seconds(self, seat: int) -> float:
        return 0.5

    def resize(self, size: tuple[int, int]) -> None:
        # (its presents are tiles sized by the rows, not cards: the hand's cards stay, so the
        # bottom plate keeps clear of its neighbours'). Where a large Size leaves a row of
        # presents no room clear of the plates, the rows and yours (eight players at 150% laid
        # them on each other), the table steps back, a quarter of the way at a time.
        usual = theme.usual_scale(size)
        steps = theme.steps_back(theme.scale_for(size, ROOM if usual >= 1 else (1280, 800)), usual, 4)
        for s in steps:
            self.layout = Layout(size, self.n, theme.room_for(size, s), grow_cards=False,
                                 hand=False)  # (its rows of presents are laid out by its own layout)
            self._place_spots(0)
            if s == steps[-1] or self.rows_fit():
                break
        self.flyers = []
        self._lay_out(self.view())
        self._warm_art()

    def _warm_art(self) -> None:
        seat, own = self.seat_tile_size(), self.own_tile_size()
        art.warm(seat, int(seat * 1.5), own, int(own * 0.72), int(self.layout.card_w * FLYER_SIZE))

    def _preview(self) -> None:
        """What each of the viewer's presents scores now, from the view's scoring of the holdings."""
        seat = self.hand_seat
        self.preview = {}
        if seat is None or not self._view.now:
            return
        for pid, _why, pts in self._view.now[seat]:
            if pid >= 0:
                self.preview[pid] = self.preview.get(pid, 0) + pts

    def _swap_choices(self) -> tuple[str, ...]:
        """PM-8, PM-9: the kinds a kept present may be swapped for, read off the legal moves."""
        seat = self._view.to_act
        if not self.channel.here(seat):
            return ()
        return tuple(sorted({a.take for a in self.channel.legal_actions(seat) if getattr(a, "take", "")}))

    # -- acting ---------------------------------------------------------------------------------------
    def _draft(self):
        """The action the clicks so far describe, or None while a place is still unnamed."""
        view = self._view
        if view.phase == Phase.PICK:
            return Pick(tuple(sorted(self.picks))) if self.picks else None
        if view.phase == Phase.YOINK:
            return YoinkAction(tuple(self.wants)) if None not in self.wants else None
        if None in self.slots:
            return None
        if self.takes:
            return Give(tuple(self.slots), -1 if self.drop is None else self.drop, self.take)
        return Give(tuple(self.slots))

    def _choice(self):
        """The draft, if the engine would take it (asked once per draft, not per frame)."""
        seat = self.human_turn()
        draft = self._draft()
        if seat is None or draft is None:
            return None
        moves, asked, allowed = self._verdict
        if (moves, asked) != (self.channel.moves, draft):
            allowed = self.channel.why_not(seat, draft) is None
            self._verdict = (self.channel.moves, draft, allowed)
        return draft if allowed else None

    def _commit(self) -> None:
        seat = self.human_turn()
        action = self._choice()
        if seat is not None and action is not None and self._act(seat, action):
            self._reset_choice()

    def _click_own(self, place: int) -> None:
        self.last_place = place
        if place in self.slots:
            self.slots[self.slots.index(place)] = None
        elif None in self.slots:
            self.slots[self.slots.index(None)] = place
            if self.drop == place:
                self.drop = None
        elif self.takes:
            self.drop = None if self.drop == place else place

    def _click_slot(self, k: int) -> None:
        """A player below was clicked: the present clicked last goes to her instead (swapping
        places with whatever was going there)."""
        place = self.last_place
        if place is None or place not in self.slots:
            return
        i = self.slots.index(place)
        self.slots[i], self.slots[k] = self.slots[k], place

    def _click_pick(self, letter: str) -> None:
        self.picks ^= {letter}
        if len(self.picks) > 5:  # PM-3: five; a sixth click does nothing
            self.picks.discard(letter)

    # -- input ---------------------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.show_breakdown:
            self.show_breakdown = 0.0
            return True
        if any(x is not None for x in self.slots + self.wants) or self.picks or self.drop is not None:
            self._reset_choice()
            self._lay_out(self._view)
            return True
        return False

    def _set_targets(self, view: PomView) -> None:
        """What the keyboard can choose now, in reading order: the ten presents to pick, or
        your presents, the three players below and the swap choices, or in Yoink the presents
        of the three players above; then the button that passes them."""
        seat = self.human_turn()
        targets: list[Target] = []
        if seat is not None:
            for rect, owner, place in self.tile_rects:
                if view.phase == Phase.PICK and owner == -1:
                    letter = STARTING[place]
                    targets.append(Target(("pick", letter), rect, lambda x=letter: self._click_pick(x)))
                elif view.phase == Phase.YOINK:
                    dist = self._yoink_distance(owner, view, seat)
                    if dist is not None:
                        targets.append(Target(("take", owner, place), rect, lambda d=dist, p=place: self._want(d, p)))
                elif view.phase == Phase.PASS and owner == seat:
                    targets.append(Target(("own", place), rect, lambda p=place: self._click_own(p)))
            targets += [Target(("below", k), rect, lambda k=k: self._click_slot(k))
                        for k, rect in enumerate(self.slot_rects)]
            targets += [Target(self._ring_key(b), b.rect, b.on_click) for b in self.buttons if b.enabled
                        and b.rect.width and b.hint != "B"]
        self.focus_ring.set_targets(targets)

    def _ring_key(self, button: Button) -> tuple:
        """A button's name on the keyboard ring, the same in every language: ("swap", letter)
        for a swap choice, ("go",) for the button that passes, picks or yoinks."""
        if button.on_click == self._commit:
            return ("go",)
        if button.hint in self.takes:
            return ("swap", button.hint)
        return ("button", button.label)

    def _want(self, dist: int, place: int) -> None:
        self.wants[dist - 1] = place

    def _handlers(self) -> tuple:
        return self._catch_up, self._on_ring, self._on_buttons, self._on_keys, self._on_clicks

    def _catch_up(self, event: pygame.event.Event) -> pygame.event.Event:
        """The view, buttons and ring as of now, not as of the last frame."""
        view = self.view()
        self._update_buttons(view)
        self._set_targets(view)
        return event

    def _ring_skips(self, event: pygame.event.Event) -> bool:
        """Enter passes a complete choice (the button's key), else it chooses what the ring is on."""
        return (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self._choice() is not None)

    def _on_ring(self, event: pygame.event.Event) -> pygame.event.Event | None:
        view = self._view  # as the event found it
        if super()._on_ring(event) is None:
            self._lay_out(view)
            return None
        return event

    def _on_keys(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_b and self.breakdown is not None:
            self._toggle_breakdown()
            return None
        return event

    def _on_clicks(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A click on a present (to pick, to give, to yoink) or on a player below."""
        view = self._view
        seat = self.human_turn()
        if seat is None or event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return event
        for rect, owner, place in self.tile_rects:
            if not rect.collidepoint(event.pos):
                continue
            if view.phase == Phase.PICK:
                self._click_pick(STARTING[place])
            elif view.phase == Phase.YOINK:
                dist = self._yoink_distance(owner, view, seat)
                if dist is not None:
                    self.wants[dist - 1] = place
            elif owner == seat:
                self._click_own(place)
            self._lay_out(view)
            return None
        for k, rect in enumerate(self.slot_rects):
            if rect.collidepoint(event.pos):
                self._click_slot(k)
                self._lay_out(view)
                return None
        return event

    # -- frame ---------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._update_common(dt)
        if self.stale_marks:
            self.stale_age += dt
            if self.stale_age > self.stale_span:
                self.stale_marks = {}
        if self.show_breakdown:
            self.show_breakdown += dt
            if self.auto_close and self.show_breakdown > LINE_SECONDS * self._breakdown_lines() + BREAKDOWN_SECONDS:
                self.show_breakdown = 0.0
        self._guard_privacy()
        view = self.view()
        self._update_buttons(view)
        self._lay_out(view)
        self._set_targets(view)
        self._laid_for = self._picture_key()

    def _picture_key(self) -> tuple:
        """What the layout and buttons were made for that can change outside this controller
        (the scene's steps end after ``update``, a bot moves, the privacy screen is passed)."""
        return self.human_turn(), self.channel.moves, self.hand_seat, bool(self.show_breakdown), self.breakdown

    def _breakdown_lines(self) -> int:
        return len(self.breakdown.lines[self.hand_seat or 0]) if self.breakdown else 0

    def animating(self) -> bool:
        """Besides what every table animates: staleness changes floating up, a breakdown still
        adding lines or about to close itself, a bot's pulsing turn ring, and a picture not yet
        laid out for the latest change. A person's turn holds still."""
        if super().animating() or self.stale_marks or self._laid_for != self._picture_key():
            return True  # (the last: one more frame, so the picture catches up with a change)
        if self.show_breakdown and (self.auto_close or self.show_breakdown < LINE_SECONDS * self._breakdown_lines()):
            return True
        to_act = self._view.to_act
        return to_act is not None and self.channel.seats[to_act].is_bot

    def _update_buttons(self, view: PomView) -> None:
        lay = self.layout
        s = lay.s
        self.buttons = []
        if self.breakdown is not None:
            label = _("Hide the breakdown") if self.show_breakdown else _("Scoring breakdown")
            toggle = Button(label, self._toggle_breakdown, key=None, style="plain", hint="B")
            font = assets.font("bold", readable(36 * s * 0.42))  # as wide as its words need
            toggle.rect = pygame.Rect(int(14 * s), int(14 * s), max(int(210 * s), font.size(label)[0] + int(44 * s)),
                                      int(36 * s))
            self.buttons.append(toggle)
        seat = self.human_turn()
        if seat is None:
            return
        extra: list[Button] = []
        if view.phase == Phase.PASS and self.drop is not None:
            for letter in self.takes:
                style = "good" if self.take == letter else "plain"
                label = _("{name} ({letter}): {text}").format(name=_(KINDS[letter].name), letter=letter,
                                                              text=_(KINDS[letter].text))
                extra.append(Button(label, lambda x=letter: self._set_take(x), style=style,
                                    key=getattr(pygame, f"K_{letter.lower()}"), hint=letter))
        ready = self._choice() is not None
        label = {Phase.PICK: _("Pick these five"), Phase.YOINK: _("Yoink!")}.get(view.phase, _("Pass them"))
        go = Button(label, self._commit, key=pygame.K_RETURN, style="good", hint=_("Enter"), enabled=ready)
        self._bar_row([go], width=int(200 * s))
        if extra:  # stacked under the board, clear of the plates and of the tag on your presents
            font = assets.font("bold", readable(34 * s * 0.42))
            want = max(font.size(b.label)[0] for b in extra) + int(34 * s * 1.2)
            for b, rect in zip(extra, self.column_under_board(len(extra), want), strict=True):
                b.rect = rect
                if font.size(b.label)[0] > rect.width - int(20 * s):  # the name alone; the tiles say the rest
                    b.label = _("{name} ({letter})").format(name=_(KINDS[b.hint].name), letter=b.hint)
        self.buttons += [go] + extra

    def _set_take(self, letter: str) -> None:
        self.take = letter

    def _toggle_breakdown(self) -> None:
        self.show_breakdown = 0.0 if self.show_breakdown else 0.001
        self.auto_close = False
