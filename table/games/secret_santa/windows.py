"""Holly and Snowflake windows at the table: a short countdown in which any human seat still to
be asked may call and choose a card to play (rulings SS-8, SS-9, SS-11).

The engine asks the window's seats one by one (bots answer at once). The countdown belongs
to the window: its chips show from the moment it opens, it runs while a human seat is asked
and nobody is choosing, and it never runs under a privacy screen (the table is not updated
then), nor while the table waits to take the keys of a person the move has just passed to
(``Handover`` in ``table/scenes/privacy.py``). A call made earlier waits until that seat is asked, and when
time runs out the table declines for her. With a single human who can only decline there is
no countdown: nobody else is looking, so the table declines at once. Hot-seat chips show for
every human still to be asked, holding a card or not, so they leak nothing.

Unhurried (Settings, ``window_wait``; the default, issue 37): the rules give a window no time
(SS-8, SS-9), so the window waits until every person at the screen still to be asked has
answered, with her own "Holly!" or "Not now". Bots answer at once as always.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.games.secret_santa.moves import DECLINE, Decline, PlayFruitcake, PlayGhost, PlayMouse, PlayScrooge, PlayTree
from engine.games.secret_santa.phases import Phase
from table import assets
from table.games.secret_santa.names import card_name
from table.i18n import _
from table.ui.widgets import Button, readable, wrap

WINDOW_SECONDS = 2.6  # how long the short Holly / Snowflake countdown runs (at any speed)
WINDOWS = (Phase.HOLLY, Phase.SNOWFLAKE)


@dataclass
class Countdown:
    key: tuple  # which window this is
    left: float
    total: float
    shown: bool  # False: a lone player who can only decline is not asked at all
    waits: bool = False  # unhurried: no time runs; the window waits for every person's answer

    @property
    def running(self) -> bool:
        return self.shown and self.left > 0


class SantaWindows:
    """The window half of ``SantaTable`` (a mixin)."""

    countdown: Countdown | None
    calls: dict[int, object]  # seat -> chosen answer, waiting for her turn in the queue
    choosing: int | None  # a seat whose window choices are open
    choice_pick: int | None  # Fruitcake: the index in the hand of the gift chosen to give
    asked: int | None  # a seat whose choices the table opened itself (``_asks_in_turn``), not by her call
    seen: set[int]  # hot-seat: the people who have seen their cards this hand
    eyes_left: int | None  # hot-seat: who answered a window last, no hand shown since (``_guard_privacy``)
    choice_panel: pygame.Rect  # where the choice panel lies, its question's lines
    choice_lines: list[str]
    passed: set[int]  # unhurried: the people who said "Not now" in the open window

    def _window_seats(self, view) -> list[int]:
        """Human seats still to be asked in the open window."""
        if view.phase not in WINDOWS:
            return []
        return [s for s in view.queue if self.channel.here(s)]

    def _window_head(self, view) -> int | None:
        """The human seat the engine is asking now, if any."""
        if view.phase not in WINDOWS or not view.queue or not self.channel.here(view.queue[0]):
            return None
        return view.queue[0]

    def _calling_open(self, view) -> bool:
        """Whether the countdown is on screen and players may call (not while the table opens a
        person's cards itself, see ``_asks_in_turn``, nor gives the answer she has made)."""
        cd = self.countdown
        head = self._window_head(view)
        return bool(self._window_seats(view)) and cd is not None and cd.running and not self.host.busy \
            and (head is None or not (self._asks_in_turn(head) or head in self.calls))

    def _window_ticking(self) -> bool:
        """The table has a window to drive by itself: a countdown running, or an answer it will
        give at the next update (a call to send, or a decline). Not while a player chooses, nor
        while an unhurried window waits for the person asked to answer."""
        head = self._window_head(self._view)
        if head is None or self.host.busy or self.choosing is not None:
            return False
        cd = self.countdown
        if cd is None or not cd.waits or not cd.shown:
            return True
        return head in self.calls or head in self.passed or self._asks_in_turn(head) or self.host.guide is not None

    def _window_total(self) -> float | None:
        """The countdown a window gives the people at the screen (Settings), None: no time, it
        waits for each of them to answer."""
        wait = self.host.settings.window_wait
        if wait < 0:
            return None
        return float(wait) if wait > 0 else WINDOW_SECONDS

    def _unanswered(self, view) -> list[int]:
        """The people at the screen the open window still waits for."""
        return [x for x in self._window_seats(view) if x not in self.passed and x not in self.calls]

    def _say_not_now(self, seat: int) -> None:
        """Unhurried: a person at the screen says she will not play in this window."""
        if seat in self._window_seats(self.view()) and seat not in self.calls and self.choosing is None:
            self.passed.add(seat)

    def _drive_window(self, dt: float) -> None:
        """Human seats in a Holly or Snowflake window: a countdown in which any of them may call.

        The countdown belongs to the window, not to the seat asked now: it starts when the
        window opens, so a call made while a bot ahead is asked waits for its seat and is not
        lost when that seat's turn comes (issue 13). It only runs while a human seat is asked
        and nobody is choosing; under a privacy screen the table is not updated at all."""
        view = self.channel.view(None)
        if self.host.busy:
            return
        humans = self._window_seats(view)
        if self.choosing is not None and self.choosing not in humans:
            self._answer(DECLINE)  # a seat ahead of her closed the window (a Mouse, a Ghost)
        if not humans:
            self.countdown, self.calls, self.passed = None, {}, set()  # no stale chip in the next window
            return
        key = (view.round_no, view.window_after, view.phase, view.hand_no, len(view.plays))
        if self.countdown is None or self.countdown.key != key:
            show = self.multi or len(self.channel.view(humans[0]).answers) > 1
            total = self._window_total()
            if total is None:
                self.countdown = Countdown(key, WINDOW_SECONDS if show else 0.0, WINDOW_SECONDS, show, waits=True)
            else:
                self.countdown = Countdown(key, total if show else 0.0, total, show)
            self.calls, self.passed = {}, set()
        head = self._window_head(view)
        if head is None:
            return  # a bot is asked: it answers at once
        if head in self.passed and head not in self.calls:
            self.passed.discard(head)
            self._act(head, DECLINE, chosen=False)  # her "Not now"
            return
        call = self.calls.pop(head, None)
        if call is not None:
            if type(call) is Decline and self.asked == head and self.choosing is None:
                self.asked = None
                self._act(head, DECLINE, chosen=False)
                return
            if not self._act(head, call):
                self._act(head, DECLINE, chosen=False)
            elif type(call) is not Decline and self._window_head(self.channel.view(None)) == head:
                self._ask_again(head, call)
            return
        if self.choosing is not None:
            return  # the countdown waits while a player makes her choice
        showing = self.banner is not None or any(f.moving for f in self.flyers)  # the deal, or news
        if self._asks_in_turn(head):
            if not showing:  # (all may read the news first, as before a turn's privacy screen)
                self._open_choices(head, _("You have not seen your cards this hand: here they are, "
                                           "and what you may play now."))
            return
        guide = self.host.guide
        if guide is not None:  # a tutorial: its step's window waits for her, any other passes at once
            wanted = guide.step.expect if guide.step is not None else None
            if wanted is None or not self.channel.accepts(head, wanted):
                self._act(head, DECLINE, chosen=False)
            return
        if self.countdown.waits and self.countdown.shown:
            return  # unhurried: the window waits for her own answer, as long as she takes
        if self.calls or self.countdown.left <= 0:
            self._act(head, DECLINE, chosen=False)
            return
        if showing:
            return  # the window's time starts once the deal or the news has been shown
        if self.host.handing_over:
            return  # the move has just passed to another person here: her keys wait, so does the window
        self.countdown.left -= dt

    def handover_words(self, seat: int) -> str | None:
        """Said to a press that comes as the move passes to ``seat`` (``table/scenes/privacy.py``):
        a window is nobody's turn, she may answer it; None on a turn (whose turn it is)."""
        if self.channel.view(None).phase in WINDOWS:
            return _("A moment, please: {name} may answer the window now.").format(name=self.names[seat])
        return None

    def _asks_in_turn(self, seat: int) -> bool:
        """Hot-seat: a person asked by a window before she has seen her cards this hand (the
        Fruitcake's window comes before anyone's turn) is not left to guess whether to call:
        the table opens her cards and choices itself, behind her privacy screen, with no
        countdown. Whether she has seen them is public, so this shows nothing of her hand."""
        return self.multi and self.host.guide is None and seat not in self.seen

    def _ask_again(self, seat: int, played) -> None:
        """After her Christmas Tree or Scrooge the window asks her again at once (SS-9): she is still
        the one playing, so her choices stay open, with no second privacy screen (in hot-seat
        whatever she holds, so that nothing shows; alone, only if she has more to play). After
        the Fruitcake, the one card of its window (SS-11), all know she has nothing more: the
        table says no for her."""
        if type(played) is PlayFruitcake:
            self.calls[seat] = DECLINE
            self.asked = seat  # her answer, given for her (not a move to take back)
            return
        if self.multi or len(self.channel.view(seat).answers) > 1:
            self.choice_pick = None
            self.choosing = self.asked = seat
            if self.multi:
                self.shown = seat

    def _call(self, seat: int) -> None:
        """A human seat calls during the window: show her choices (after the privacy screen)."""
        if self.countdown is None or self.countdown.left <= 0 or seat not in self._window_seats(self.view()) \
                or seat in self.passed:
            return
        self._open_choices(seat, _("You called during the window."))
        self.asked = None

    def _open_choices(self, seat: int, reason: str) -> None:
        """Her window choices, after her privacy screen in hot-seat."""
        self.asked = seat
        self.choice_pick = None
        if self.multi:
            def ready() -> None:
                self.shown = seat
                self.choosing = seat
                # her ring starts afresh, hidden: an Enter pressed twice to pass the screen (or
                # the one that called) never chooses the first of her choices for her
                self.focus_ring.visible, self.focus_ring.focus = False, None

            self.choosing = seat  # holds the countdown while the screen is passed
            self.host.ask_privacy(seat, reason, ready)
        else:
            self.choosing = seat

    def _answer(self, action) -> None:
        seat = self.choosing
        if seat is None:
            return
        self.choosing = None
        self.choice_pick = None
        if self.multi:
            self.shown = None
            self.eyes_left = seat  # she is at the screen: her turn, if it comes next, needs no second one
        if type(action) is not Decline or seat == self.asked:  # asked by the table: her "no" answers it
            self.calls[seat] = action
        self.asked = None

    def _choice_buttons(self, seat: int) -> list[Button]:
        """The calling player's choices: her view lists what she could answer (her own hand)."""
        view = self.view()
        names = self.names
        out = []
        for a in view.answers:
            t = type(a)
            if t is PlayMouse:
                label = _("A Mouse: end the round now")
            elif t is PlayGhost:
                label = _("Ghost: the play goes back to {name}").format(name=names[view.window_after])
            elif t is PlayTree:  # SS-10: dealt from her, or from her left neighbour still in the hand
                label = _("Christmas Tree: deal to me first") if a.deal_self_first else \
                    _("Christmas Tree: deal to {name} first").format(name=names[self._left_of(seat, view)])
            elif t is PlayScrooge:
                label = _("Scrooge: make {name} sit out").format(name=names[a.target])
            else:
                continue
            out.append(Button(label, lambda a=a: self._answer(a), style="good", name=("do", a)))
        if any(type(a) is PlayFruitcake for a in view.answers):
            hand = view.hand
            if self.choice_pick is not None and self.choice_pick < len(hand) and hand[self.choice_pick] <= 12:
                value = hand[self.choice_pick]
                for t in range(self.n):
                    if t != seat:
                        out.append(Button(_("Give it to {name}").format(name=names[t]),
                                          lambda t=t, v=value: self._answer(PlayFruitcake(v, t)), style="good",
                                          name=("do", PlayFruitcake(value, t))))
        for number, button in enumerate(out[:9], start=1):  # every choice has a key: 1, 2, 3 ...
            button.key, button.hint = pygame.K_0 + number, str(number)
        out.append(Button(_("Not now"), lambda: self._answer(DECLINE), style="plain", key=pygame.K_n, hint="N",
                          name=("do", DECLINE)))
        return out

    def _left_of(self, seat: int, view) -> int:
        """The first player on ``seat``'s left who is still in the hand, as a Christmas Tree deals
        (a player who is out gets no card)."""
        ring = list(view.ring)
        at = ring.index(seat)
        return next((s for s in ring[at + 1:] + ring[:at] if s not in view.finished), seat)

    def _window_words(self, view) -> str:
        """Which window is open, in a line (its banner, and a choice panel with nothing to play)."""
        if view.phase == Phase.HOLLY:
            return _("Holly window: anyone may answer the play just made by {name}").format(
                name=self.names[view.window_after])
        if view.first_window:
            return _("Before the first round: a Fruitcake may be played")
        return _("Between rounds: Christmas Tree or Scrooge may be played")

    def _choice_line(self, view) -> str:
        """What the choice panel asks the player choosing (with only "Not now" to answer, which
        window asks her: the banner saying so is under the panel)."""
        name = self.names[self.choosing]
        if not any(type(a) is PlayFruitcake for a in view.answers):
            question = _("{name}: what will you play?").format(name=name)
            return question if len(view.answers) > 1 else f"{self._window_words(view)}. {question}"
        hand, pick = view.hand, self.choice_pick
        if pick is not None and pick < len(hand) and hand[pick] <= 12:
            return _("Fruitcake: give away one {gift}. Who gets it?").format(gift=card_name(hand[pick]))
        return _("{name}: what will you play? For the Fruitcake, click the gift to give away.").format(name=name)

    def _place_choice(self, buttons: list[Button], view) -> None:
        """The choice panel and its buttons, in rows inside it under its question, at any window
        size: centred over the table, its foot above the hand (a Fruitcake's gift is picked there)."""
        lay = self.layout
        s = lay.s
        pad = int(16 * s)
        size = readable(19 * s)
        line_h = int(assets.font("heavy", size).get_linesize())
        foot = int(lay.hand_y - lay.card_h * 0.5 - lay.card_h * 0.2) - int(8 * s)  # above a raised card
        # at a large Size many choices (a Fruitcake for seven) may not fit above the hand: the
        # panel then takes the window's width, then lower buttons, rather than cover the hand
        for width, h in ((int(min(lay.size[0] * 0.9, 820 * s)), int(44 * s)), (int(lay.size[0] * 0.96), int(44 * s)),
                         (int(lay.size[0] * 0.96), int(36 * s))):
            self.choice_lines = wrap(self._choice_line(view), "heavy", size, width - 2 * pad)
            self._row(buttons, lay.size[0] // 2, 0, h, room=width - 2 * pad)
            rows = buttons[-1].rect.bottom - buttons[0].rect.top
            tall = pad + len(self.choice_lines) * line_h + int(10 * s) + rows + pad
            if foot - tall >= int(8 * s):
                break
        top = max(int(8 * s), min(int(lay.size[1] * 0.45) - tall // 2, foot - tall))
        self.choice_panel = pygame.Rect(0, top, width, tall)
        self.choice_panel.centerx = lay.size[0] // 2
        for b in buttons:
            b.rect.y += self.choice_panel.bottom - pad - buttons[-1].rect.bottom
