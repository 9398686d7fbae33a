"""The Secret Santa table's buttons (a mixin of ``SantaTable``): a turn's Play, Pass and "Final
Gift!" in the bar, Christmas Carol's seats, the window's calling chips and choices, and the
keyboard ring over those (in a tutorial also over the hand's piles, starting on what the step
points at)."""

from __future__ import annotations

import pygame

from engine.games.secret_santa.cards import CAROL
from engine.games.secret_santa.moves import Pass, PlayCarol, PlaySanta
from engine.games.secret_santa.phases import Phase
from engine.games.secret_santa.view import SantaView
from table.games.looks import free_across, rows_clear_of
from table.games.secret_santa.names import describe
from table.i18n import _
from table.ui import pads
from table.ui.focus import Target
from table.ui.widgets import Button


class SantaButtons:
    """The buttons half of ``SantaTable``."""

    def _update_buttons(self, view: SantaView) -> None:
        self.ring_targets = []
        self._place_buttons(view)
        targets = [Target(b.name, b.rect, b.on_click) for b in self.ring_targets if b.enabled]
        seat = self._turn_seat(view)
        if self.host.guide is not None and seat is not None and seat == self.hand_seat and self.choosing is None \
                and not targets:
            # a tutorial points at the piles of your hand and the bar's buttons (in a real game
            # the hand keeps the arrows, Space and Enter, and the ring stays on window choices)
            hand = view.hand
            for i, rect in enumerate(self._lifted_rects(view)):
                if i + 1 == len(hand) or hand[i + 1] != hand[i]:  # a pile's top card
                    targets.append(Target(("pile", hand[i]), rect,
                                          lambda k=hand[i]: self._pile_step(self.view().hand, k, up=True)))
            targets += [Target(b.name, b.rect, b.on_click) for b in self.buttons if b.enabled]
        elif pads.in_use["pad"]:  # a controller has no P or F: the shoulder buttons reach the bar too
            known = {t.key for t in targets}
            targets += [Target(b.name, b.rect, b.on_click) for b in self.buttons if b.enabled and b.name not in known]
        self.focus_ring.set_targets(targets)
        if self.host.guide is not None:
            self._aim_ring()

    def _aim_ring(self) -> None:
        """A tutorial's ring starts on what its step points at (the first of its targets on the
        ring) once per step and move, as soon as that target is on the ring; the player's own Tab
        and Enter move it from there (Enter on a pile raises one more of it, and the ring stays)."""
        guide, ring = self.host.guide, self.focus_ring
        aim = (guide.index, self.channel.moves)
        if guide.step is None or aim == self._aimed:
            return
        keys = {t.key for t in ring.targets}
        first = next((k for k in guide.step.targets if k in keys), None)
        if first is not None:
            self._aimed = aim
            ring.focus = first
            hand = self.view().hand
            if first[0] == "pile" and first[1] in hand:  # the hand's gold frame (arrows, Space) too
                self.cursor = len(hand) - 1 - hand[::-1].index(first[1])

    def _place_buttons(self, view: SantaView) -> None:
        """The buttons of the moment; those a keyboard reaches only by the focus ring (window
        choices, hot-seat chips, Christmas Carol's seats) also go to ``ring_targets``."""
        self.buttons = []
        if self.choosing is not None and self.choosing == self.hand_seat:
            self.buttons = self._choice_buttons(self.choosing)
            self._place_choice(self.buttons, view)
            self.ring_targets = list(self.buttons)
            return
        if self._calling_open(view) and self.choosing is None:
            word = _("Holly!") if view.phase == Phase.HOLLY else _("Snowflake!")
            waits = self.countdown.waits
            if len(self.humans) == 1:
                chips = [Button(word, lambda: self._call(self.humans[0]), style="good", key=pygame.K_h, hint="H",
                                name=("call",))]
                if waits:  # unhurried: the window waits for her answer, "no" included
                    chips.append(Button(_("Not now"), lambda: self._say_not_now(self.humans[0]), style="plain",
                                        key=pygame.K_n, hint="N", name=("not now",)))
            elif waits:  # each person still to answer: her call and her "no", by name
                chips = []
                for x in self._unanswered(view):
                    chips.append(Button(_("{word} ({name})").format(word=word, name=self.names[x]),
                                        lambda x=x: self._call(x), style="good"))
                    chips.append(Button(_("Not now ({name})").format(name=self.names[x]),
                                        lambda x=x: self._say_not_now(x), style="plain"))
                numbered(chips)
            else:
                chips = [Button(_("{word} ({name})").format(word=word, name=self.names[x]),
                                lambda x=x: self._call(x), style="good") for x in self._window_seats(view)]
                if len(chips) == 1:  # one of you may call: H, as when playing alone
                    chips[0].key, chips[0].hint = pygame.K_h, "H"
                else:
                    numbered(chips)
            self.buttons = chips
            self.ring_targets = list(chips)
            self._place_chips(chips)
            return
        seat = self._turn_seat(view)
        if seat is None:
            return
        self._turn_buttons(seat, view)

    def _turn_buttons(self, seat: int, view: SantaView) -> None:
        legal = self.channel.legal_actions(seat)
        action = self._selected_action()
        cards = self._selection_cards()
        if action is None:
            label = _("Play") if not cards else _("Not a play")
        elif type(action) is PlaySanta:
            label = _("Play Santa: win the round")
        else:
            label = _("Play {cards}").format(cards=describe(cards))
        bar = [Button(label, self._play_selected, key=pygame.K_RETURN, style="good", hint="Enter",
                      enabled=action is not None, name=("play",))]
        if any(type(a) is Pass for a in legal):
            bar.append(Button(_("Pass"), self._pass, key=pygame.K_p, style="plain", hint="P", name=("pass",)))
        if any(getattr(a, "declare", False) for a in legal):
            text = _("Saying \u201cFinal Gift!\u201d") if self.declare else _("Say \u201cFinal Gift!\u201d")
            bar.append(Button(text, self._toggle_declare, key=pygame.K_f, style="bad" if not self.declare else "good",
                              hint="F", name=("final",)))
        self._bar_row(bar)
        self.buttons = bar
        if cards == (CAROL,):
            swaps = [Button(_("Swap seats with {name}").format(name=self.names[t]), lambda t=t: self._carol(t),
                            style="primary", name=("do", PlayCarol(t))) for t in range(self.n)
                     if t != seat and self.channel.accepts(seat, PlayCarol(t))]
            numbered(swaps)
            self._place_swaps(swaps, self._lifted_rects(view))
            self.buttons += swaps
            self.ring_targets = swaps

    def _place_chips(self, chips: list[Button]) -> None:
        """A window's chips below its panel (``_draw_window``), however many rows they take:
        above the bar and off every plate, smaller or between the plates where a large Size
        needs it (at 200% two people's chips ran into the bar's words)."""
        lay = self.layout
        s = lay.s
        below = self._window_panel().bottom + int(6 * s)
        plates = [self.plate(seat) for seat in range(self.n)]
        cx, cy, gap = lay.size[0] // 2, int(lay.center[1] + lay.card_h * 1.25), int(10 * s)
        left, right = self._between_plates(below, lay.bar.top)

        def row(buttons, x, y, h, room):
            self._row(buttons, x, y, h, room)
            top = min(c.rect.top for c in buttons)
            for c in buttons:
                c.rect.y += max(0, below - top)

        tries = [(x, cy, int(h * s), room) for h in (42, 36, 30, 26)
                 for x, room in ((cx, lay.size[0] * 0.94), ((left + right) // 2, right - left - 2 * gap))]
        bar = pygame.Rect(0, lay.bar.top, lay.size[0], lay.size[1])
        if not rows_clear_of(row, chips, tries, plates + [bar]):
            row(chips, cx, cy, int(42 * s), lay.size[0] * 0.94)

    def _between_plates(self, top: int, bottom: int) -> tuple[int, int]:
        """The free width across the middle between the plates that reach the band from ``top``
        to ``bottom``."""
        lay = self.layout
        plates = [self.plate(seat) for seat in range(self.n)]
        return free_across(plates, top, bottom, lay.size[0] // 2, (0, lay.size[0]))

    def _place_swaps(self, swaps: list[Button], cards: list[pygame.Rect]) -> None:
        """Christmas Carol's choices above the hand, where they cover no player's plate (she is
        choosing among them) and no card: a row across the table; else smaller, or in rows
        between the plates (a full table at a large Size: they lay over six plates)."""
        lay = self.layout
        s = lay.s
        plates = [self.plate(seat) for seat in range(self.n)]
        cy, cx, gap = int(lay.hand_y - lay.card_h * 0.95), lay.size[0] // 2, int(10 * s)
        left = max([p.right for p in plates if p.centerx < cx and p.bottom > lay.center[1]] + [0]) + gap
        right = min([p.left for p in plates if p.centerx > cx and p.bottom > lay.center[1]] + [lay.size[0]]) - gap
        tries = [(x, cy, int(h * s), room) for h in (38, 32, 28, 24)
                 for x, room in ((cx, lay.size[0] * 0.94), ((left + right) // 2, right - left))]
        if not rows_clear_of(self._row, swaps, tries, plates + cards):
            self._row(swaps, cx, cy, int(38 * s))


def numbered(buttons: list[Button]) -> None:
    """Keys 1, 2, 3 ... for a row of choices, shown on each button."""
    for number, button in enumerate(buttons[:9], start=1):
        button.key, button.hint = pygame.K_0 + number, str(number)
