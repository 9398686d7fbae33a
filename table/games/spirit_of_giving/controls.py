"""Input at the Spirit of Giving table: clicks and keys on the hand, the presents under the
Tree and the buttons, and the buttons each phase offers. What may be done comes from the
channel's legal actions; why a choice is refused comes from the engine (``why_not``)."""

from __future__ import annotations

import pygame

from engine.games.spirit_of_giving.cards import JACK, KING, QUEEN, rank
from engine.games.spirit_of_giving.moves import (
    ACE_ELEVEN,
    ACE_ONE,
    CANNED,
    DONE,
    WRAP_NOTHING,
    Jack,
    King,
    Mulligan,
    PassCard,
    Queen,
    Say,
    Wrap,
)
from engine.games.spirit_of_giving.phases import Phase
from engine.games.spirit_of_giving.view import SogView
from table import assets
from table.games.looks import rows_clear_of
from table.games.spirit_of_giving.names import card_name
from table.i18n import _, ngettext
from table.ui.focus import Target
from table.ui.widgets import Button, readable

NAUGHTY_RANK = 11  # Jacks and up: played from the hand at once, not chosen and then passed


class SpiritControls:
    # -- keys and clicks -------------------------------------------------------------------------
    def wants_escape(self) -> bool:
        if self.peek:
            self._end_peek()  # the peeker has read the hand: Esc puts it away
            return True
        if self.typing is not None:
            self.typing = None
            return True
        if self.selected is not None or self.queen_pick or self.mull:
            self.selected, self.queen_pick, self.mull = None, [], set()
            return True
        return False

    def _handlers(self) -> tuple:
        return (self._on_typing, self._on_pointing, self._catch_up, self._on_keys, self._on_buttons, self._on_ring,
                self._on_clicks)

    def _on_typing(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """While a Discussion line is being typed, the keys and text are the line's."""
        return None if self.typing is not None and self._typing_event(event) else event

    def _on_pointing(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type == pygame.MOUSEMOTION:  # a card pointed at says what it is
            self.tip = next((card for card, rect in reversed(self.hand_rects) if rect.collidepoint(event.pos)), None)
        return event

    def _catch_up(self, event: pygame.event.Event) -> pygame.event.Event:
        self._update_buttons(self.view())  # the buttons as of now, not as of the last frame
        return event

    def _on_keys(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Enter on a focused button is that button, not the bar's Enter; T starts a line of talk."""
        here = self.focus_ring.current
        if event.type == pygame.KEYDOWN and self.focus_ring.visible and here is not None and here.key[0] == "button" \
                and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            here.choose()
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_t and self._can_write():
            self._start_typing(swallow="t")  # the T itself arrives as text next: not part of the line
            return None
        return event

    def _on_clicks(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A click on a present under the Tree (for a Queen) or on a card of the hand."""
        seat = self.human_turn()
        if seat is None:
            return event
        view = self.view()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for pid, rect in self.present_rects.items():
                if rect.collidepoint(event.pos) and self._holding(QUEEN):
                    self._toggle_present(pid)
                    return None
            for i in range(len(self.card_rects) - 1, -1, -1):  # the topmost card first
                if self.card_rects[i].collidepoint(event.pos):
                    self._pick(self.hand_rects[i][0], view)
                    return None
        return event

    def _toggle_present(self, pid: int) -> None:
        """A Queen's choice of two presents under the Tree (SG-12)."""
        if pid in self.queen_pick:
            self.queen_pick.remove(pid)
        elif len(self.queen_pick) < 2:
            self.queen_pick.append(pid)

    def _focus_targets(self) -> None:
        """What the keyboard ring may land on now: the cards of the hand that may act, the
        presents a Queen may pick, and the buttons (a button's own key works as well)."""
        targets: list[Target] = []
        if self.human_turn() is not None:
            for card, rect in zip([c for c, _r in self.hand_rects], self.card_rects, strict=False):
                targets.append(Target(("card", card), rect, lambda c=card: self._pick(c, self.view())))
            if self._holding(QUEEN):
                for pid, rect in self.present_rects.items():  # a ring goes round the tag too, never over it
                    targets.append(Target(("present", pid), rect.union(self._tag_rect(pid, rect)),
                                          lambda p=pid: self._toggle_present(p)))
            for b in self.buttons:
                if b.enabled and b.rect.width:
                    targets.append(Target(b.name, b.rect, b.on_click))
        self.focus_ring.set_targets(targets)

    def _typing_event(self, event: pygame.event.Event) -> bool:
        """A key or text for the line being typed; True if it was used."""
        if event.type == pygame.TEXTINPUT:
            swallow, self._swallow = getattr(self, "_swallow", ""), ""
            if swallow and event.text.lower() == swallow:
                return True
            if len(self.typing) < 100:
                self.typing += event.text
            return True
        if event.type == pygame.KEYDOWN:
            self._swallow = ""
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._send_typed()
            elif event.key == pygame.K_BACKSPACE:
                self.typing = self.typing[:-1]
            return True
        return False

    def _pick(self, card: int, view: SogView) -> None:
        if view.phase == Phase.MULLIGAN:
            self.mull ^= {card}
            return
        seat = self.human_turn()
        if seat is not None and (view.phase == Phase.ACE or rank(card) < NAUGHTY_RANK and not any(
                getattr(a, "card", None) == card for a in self._legal(seat))):
            self.selected = None  # a Present with no use now: say why rather than lift it for nothing
            self.host.toast(self._why_idle(seat, view), 3.0)
            return
        self.selected = None if self.selected == card and rank(card) < NAUGHTY_RANK else card

    def _why_idle(self, seat: int, view: SogView) -> str:
        """Why a Present cannot be used in this phase (a Naughty card's chips say it for it)."""
        if view.phase == Phase.ACE:
            return _("First say whether your Ace counts 1 or 11.")
        if view.phase == Phase.WRAPPING and self.channel.accepts(seat, WRAP_NOTHING):
            return _("You may not wrap a present for anyone this round: press Nothing to wrap.")
        return _("Only a Naughty card can be played now: presents are passed in Goodwill and wrapped in "
                 "Wrapping.")

    def _holding(self, r: int) -> bool:
        return self.selected is not None and rank(self.selected) == r

    def _can_write(self) -> bool:
        seat = self.human_turn()
        return seat is not None and self.typing is None and any(type(a) is Say for a in self._legal(seat))

    def _start_typing(self, swallow: str = "") -> None:
        self.host.go_on()  # a new line means the last one stands (else the undo offer takes its Enter)
        self.typing = ""
        self._swallow = swallow  # the key that opened the line, if it comes back as text
        pygame.key.start_text_input()

    def _send_typed(self) -> None:
        text = (self.typing or "").strip()
        self.typing = None
        if text:
            self._do(Say(text.replace("@", "(at)")))  # @n is how announcements name seats

    # -- buttons ---------------------------------------------------------------------------------------
    def _update_buttons(self, view: SogView) -> None:
        self.buttons = []
        seat = self.human_turn()
        if seat is None or self.typing is not None:
            return
        legal = self._legal(seat)
        bar, extra = self._phase_buttons(seat, view, legal)
        for i, b in enumerate([b for b in extra if b.enabled and b.key is None][:9]):
            b.key, b.hint = pygame.K_1 + i, str(i + 1)  # each choice above the hand has a number key
        self._bar_row(bar)
        self._place_extras(extra)
        self.buttons = bar + extra

    def _place_extras(self, extra: list[Button]) -> None:
        """The choices above the hand: in a row over the cards where they cover no Gift Tag of a
        present under the Tree (from round 2 on) and no other player's plate; else in narrower
        rows between the plates, lower or smaller; else (a crowded Tree at a large Size) over
        tags while she chooses, never over a plate or her cards; as a last resort beside the hand."""
        if not extra:
            return
        lay = self.layout
        s = lay.s
        gap = int(10 * s)
        plates = [self.plate(seat) for seat in range(self.n) if seat != self.anchor]
        cards = [r for _c, r in self.hand_rects]
        must = plates + [self.plate(self.anchor)] + cards + [r for _t, r in self.badges.values()]
        if not cards and self.multi:
            must.append(self._hidden_hands_line()[2])  # hot-seat: the line where the hand would be
        tags = [r.union(self._tag_rect(pid, r)).inflate(0, gap) for pid, r in self.present_rects.items()]
        tags.append(lay.tree)  # (the Tree too, where they can: a Frenemy mark placed later moved them off it)
        top = min((r.top for r in cards), default=lay.hand_y + lay.card_h // 2)
        cx = lay.size[0] // 2
        left = max([p.right for p in plates if p.centerx < cx] + [0]) + gap
        right = min([p.left for p in plates if p.centerx > cx] + [lay.size[0]]) - gap

        def tries(h: int):
            widest = max(assets.font("bold", readable(h * 0.42)).size(b.label)[0] for b in extra) + int(h * 1.2)
            lowest = min(top, lay.bar.top) - gap - h // 2  # the last row's centre, at the lowest
            spots = [(int(lay.hand_y - lay.card_h * 0.95), lay.size[0] * 0.94),
                     (top - gap - h // 2, lay.size[0] * 0.94), (top - gap // 2 - h // 2, right - left)]
            # else lower, a step at a time, between the Tree's presents and the hand (across the
            # cloth, then in narrower rows between the plates: a large Size's plates reach in)
            step = max(2, h // 3)
            spots += [(cy, lay.size[0] * 0.94) for cy in range(spots[0][0] + step, lowest + 1, step)]
            spots += [(cy, right - left) for cy in range(spots[0][0] + step, lowest + 1, step)]
            return [((left + right) // 2 if room == right - left else cx, cy, h, room) for cy, room in spots
                    if room >= widest]  # (a row too narrow for a line's words is no place for it)

        def row(buttons, cx, cy, h, room):
            self._row(buttons, cx, cy, h, room, int(8 * s))

        heights = (int(36 * s), int(30 * s), int(26 * s), int(22 * s))
        for covered in (tags + must, must):
            if rows_clear_of(row, extra, (t for h in heights for t in tries(h)), covered):
                return
        self._row(extra, cx, top - gap - int(26 * s) // 2, int(26 * s), gap=int(8 * s))

    def _phase_buttons(self, seat: int, view: SogView, legal: tuple) -> tuple[list[Button], list[Button]]:
        """The bottom bar's buttons and those above the hand, for this phase."""
        phase = view.phase
        bar: list[Button] = []
        extra: list[Button] = []
        if phase == Phase.MULLIGAN:
            k = len(self.mull)
            label = ngettext("Mulligan {count} card", "Mulligan {count} cards", k).format(count=k) if k \
                else _("Keep my hand")
            bar.append(Button(label, lambda: self._do(Mulligan(tuple(sorted(self.mull)))), key=pygame.K_RETURN,
                              style="good", hint="Enter", name=("go",)))
            return bar, extra
        if phase == Phase.ACE:
            bar.append(Button(_("My Ace counts 1"), lambda: self._do(ACE_ONE), key=pygame.K_1, style="primary",
                              hint="1", name=("do", ACE_ONE)))
            bar.append(Button(_("My Ace counts 11"), lambda: self._do(ACE_ELEVEN), key=pygame.K_2, style="good",
                              hint="2", name=("do", ACE_ELEVEN)))
            return bar, extra
        extra = self._naughty_buttons(seat, legal)
        naughty_now = not (view.night and phase == Phase.DISCUSSION)  # SG-17
        if self.multi and self.shown != seat and phase in (Phase.DISCUSSION, Phase.LAST_MINUTE) and naughty_now:
            bar.append(Button(_("Show my cards"), lambda: self._show_cards(seat), key=pygame.K_c, style="plain",
                              hint="C"))
        if phase == Phase.DISCUSSION:
            says = [a for a in legal if type(a) is Say]
            lovely = {CANNED[0].format(t=t) for t in range(self.n)}  # "Guess who gets something lovely?"
            ready = [] if extra else says[:2] + [a for a in says[2:] if a.text in lovely][:2]  # a Naughty card's first
            for a in ready:
                extra.append(Button(self.name_text(a.text), lambda a=a: self._do(a), style="plain", name=("do", a)))
            if says:
                bar.append(Button(_("Write\u2026"), self._start_typing, style="plain", hint="T"))  # T: process_event
            bar.append(Button(_("Done talking"), lambda: self._do(DONE), key=pygame.K_RETURN, style="good",
                              hint="Enter", name=("do", DONE)))
        elif phase == Phase.GOODWILL:
            if self.selected is not None and self.channel.accepts(seat, PassCard(self.selected)) \
                    and view.pass_to is not None:
                label = _("Pass the {card} to {name}").format(card=card_name(self.selected),
                                                              name=self.names[view.pass_to])
                bar.append(Button(label, lambda: self._do(PassCard(self.selected)), key=pygame.K_RETURN,
                                  style="good", hint="Enter", name=("go",)))
            elif self.channel.accepts(seat, DONE):
                bar.append(Button(_("Nothing to pass"), lambda: self._do(DONE), key=pygame.K_RETURN, style="good",
                                  hint="Enter", name=("do", DONE)))
        elif phase == Phase.WRAPPING:
            if self.channel.accepts(seat, WRAP_NOTHING):
                bar.append(Button(_("Nothing to wrap"), lambda: self._do(WRAP_NOTHING), key=pygame.K_RETURN,
                                  style="good", hint="Enter", name=("do", WRAP_NOTHING)))
            elif self.selected is not None:
                extra += [Button(_("Wrap it for {name}").format(name=self.names[a.to]), lambda a=a: self._do(a),
                                 style="good", name=("do", a))
                          for a in legal if type(a) is Wrap and a.card == self.selected]
        elif phase == Phase.LAST_MINUTE:
            bar.append(Button(_("No Naughty card"), lambda: self._do(DONE), key=pygame.K_RETURN, style="good",
                              hint="Enter", name=("do", DONE)))
        return bar, extra

    def _naughty_buttons(self, seat: int, legal: tuple) -> list[Button]:
        """The uses of the Naughty card picked: each is a legal action of that very card; with
        none, why not (the same words whichever Naughty card it is)."""
        if self.selected is None or rank(self.selected) < NAUGHTY_RANK:
            return []
        card, r = self.selected, rank(self.selected)
        uses = [a for a in legal if type(a) in (Jack, Queen, King) and a.card == card]
        guide = self.host.guide
        if guide is not None:  # a tutorial offers only its step's move: no stray choices or reasons
            uses = [a for a in uses if guide.allows(a)]
            if not uses:  # where Naughty cards are played, a word on the one picked at the wrong step
                if self.view().phase not in (Phase.DISCUSSION, Phase.LAST_MINUTE):
                    return []
                return [Button(_("Not that move this time: follow the highlight."), lambda: None, style="plain",
                               enabled=False)]
        if not uses:
            return [Button(self._why_no_use(seat, card), lambda: None, style="plain", enabled=False)]
        if r == JACK:
            return [Button(_("Peek at the hand of {name}").format(name=self.names[a.target]),
                           lambda a=a: self._do(a), style="primary", name=("do", a)) for a in uses]
        if r == KING:
            return [Button(_("Frenemies with {name}").format(name=self.names[a.target]), lambda a=a: self._do(a),
                           style="primary", name=("do", a)) for a in uses]
        if len(self.queen_pick) < 2:
            return [Button(_("To play your Queen, click two presents under the Tree"), lambda: None, style="plain",
                           enabled=False)]
        action = Queen(card, *sorted(self.queen_pick))
        refusal = self._why_not(seat, action)
        if refusal is not None:  # SG-12, in the table's words for the engine's reason
            return [Button(self._refusal_words(refusal), lambda: None, style="plain", enabled=False)]
        return [Button(_("Swap these two presents"), lambda: self._do(action), style="primary", name=("do", action))]

    def _why_no_use(self, seat: int, card: int) -> str:
        """Why a Naughty card cannot be played now, as the engine rules it: in All Through the
        Night's Discussion none can (SG-17); a Queen needs two presents that may swap (SG-12)."""
        other = (seat + 1) % self.n
        r = rank(card)
        pids = sorted(self.present_rects)[:2] + [0, 0]
        sample = Jack(card, other) if r == JACK else King(card, other) if r == KING else Queen(card, *pids[:2])
        refusal = self._why_not(seat, sample)
        if refusal is not None and refusal.ruling == "SG-17":
            return self._refusal_words(refusal)
        if r == QUEEN:
            return _("No two presents under the Tree can swap now")
        return self._refusal_words(refusal) if refusal is not None else _("This card cannot be played now")

    @staticmethod
    def _refusal_words(refusal) -> str:
        """The engine's reasons (in English) said by the table, in the player's language."""
        words = {"SG-17": _("No Naughty cards while the clock runs: keep it for Goodwill"),
                 "SG-12": _("Pick two presents under the Tree that are not a pair")}.get(refusal.ruling)
        return words or refusal.message[:1].upper() + refusal.message[1:]
