"""Events become animation steps: the deal, passes and wraps sliding, Naughty cards played,
pairs opened under the Tree. Events arrive already redacted for the eyes on screen."""

from __future__ import annotations

import pygame

from engine.games.spirit_of_giving.cards import JACK, QUEEN, rank
from engine.games.spirit_of_giving.moves import (
    Dealt,
    Drew,
    GameEnded,
    Mulliganed,
    NaughtyPlayed,
    PassesRevealed,
    Peeked,
    PhaseBegan,
    Said,
    Unwrapped,
    Wrapped,
)
from engine.games.spirit_of_giving.phases import Phase
from table.anim import ease_in_out, ease_out_cubic
from table.games.base import Flyer
from table.games.protocol import Step
from table.games.spirit_of_giving.names import card_name
from table.i18n import _, ngettext

from .art import PATTERNS
from .words import phase_hint, phase_title, tag_words

PEEK_SECONDS = 6.0  # how long a Jack's peek stays on screen
EYES = -1  # a flyer showing a pair of eyes (a Jack's peek on its way)
WRAPPED = -100  # a flyer showing a present: WRAPPED - its paper (hue * PATTERNS + print)
FLYER_MAX = 1.15  # the largest a flying card grows (a pair being opened), in card sizes


class SpiritChoreography:
    def steps_for(self, event) -> list[Step]:
        handler = {
            Dealt: self._dealt, Mulliganed: self._mulliganed, PhaseBegan: self._phase, Said: self._said,
            PassesRevealed: self._passes, Wrapped: self._wrapped, NaughtyPlayed: self._naughty,
            Peeked: self._peeked, Drew: self._drew, Unwrapped: self._unwrap_steps, GameEnded: self._ended,
        }.get(type(event))
        return handler(event) if handler else []

    def _hint(self, phase: str, offset: int) -> str:
        """The phase's hint for this table's variants (SG-17, Merry Little Christmas)."""
        view = self._public_view()
        to = self.names[(self.humans[0] + offset) % self.n] if len(self.humans) == 1 and offset else None
        return phase_hint(phase, offset, merry=view.settings.get("variant") == "merry-little-christmas",
                          night=view.night, to=to)

    def _dealt(self, event: Dealt) -> list[Step]:
        def deal() -> float:
            self.banner = (_("The Spirit of Giving"), _("Hands are dealt face up for the mulligan."),
                           self.host.seconds(2.2))
            self.host.sound("deal")
            return self.host.seconds(0.6)
        return [deal]

    def _mulliganed(self, event: Mulliganed) -> list[Step]:
        def mulligan() -> float:
            k = len(event.returned)
            line = ngettext("Mulligan: {count} new card", "Mulligan: {count} new cards", k).format(count=k) if k \
                else _("I'll keep these")
            self.say(event.seat, line, 1.6)
            return self.host.seconds(0.5)
        return [mulligan]

    def _phase(self, event: PhaseBegan) -> list[Step]:
        def phase() -> float:
            sec = self.host.seconds
            self.phase_on_screen, self.round_on_screen = event.phase, event.round_no
            if event.phase == Phase.UNWRAPPING:
                self.banner = (_("Round {round}: Unwrapping").format(round=event.round_no),
                               _("Matched pairs are opened."), sec(1.6))
                return sec(0.8)
            title = _("Round {round} of {total}: {phase}").format(
                round=event.round_no, total=self.view().rounds_total, phase=phase_title(event.phase))
            self.banner = (title, self._hint(event.phase, event.offset), sec(2.2))
            return sec(0.9)
        return [phase]

    def _said(self, event: Said) -> list[Step]:
        def said() -> float:
            self.say(event.seat, self.name_text(event.text), 3.2)
            return self.host.seconds(0.6)
        return [said]

    def _passes(self, event: PassesRevealed) -> list[Step]:
        def passes() -> float:
            sec = self.host.seconds
            self.flyers = []
            for giver, receiver, _card in event.moves:
                sx, sy = self.plate(giver).center
                tx, ty = self.plate(receiver).center
                f = Flyer(None, sx, sy, 0.5)
                f.animate(sec(0.6), ease_in_out, x=tx, y=ty)
                self.flyers.append(f)
            self.host.sound("slide")
            return sec(0.8)
        return [passes]

    def _wrapped(self, event: Wrapped) -> list[Step]:
        def wrapped() -> float:
            for pid, giver, receiver, _card in event.presents:
                self.tree_ids.append(pid)
                self.tree_tags[pid] = (giver, receiver)
                self.papers[pid] = (giver, self.wrapped_by[giver])
                self.wrapped_by[giver] += 1
            self._tree_changed()
            self.host.sound("slide")
            return self.host.seconds(0.7)
        return [wrapped]

    def _naughty(self, event: NaughtyPlayed) -> list[Step]:
        def naughty() -> float:
            sec = self.host.seconds
            lay = self.layout
            r = rank(event.card)
            who = self.names[event.seat]
            if r == JACK:
                self.banner = (_("Peek at the List!"), _("A peek at the hand of {target}, by {name}.").format(
                    target=self.names[event.target], name=who), sec(2.0))
                sx, sy = self.plate(event.seat).center
                tx, ty = self.plate(event.target).center
                eyes = Flyer(EYES, sx, sy, 0.6)  # a pair of eyes travels to the hand being read
                eyes.animate(sec(0.9), ease_in_out, x=tx, y=ty)
                self.flyers.append(eyes)
            elif r == QUEEN:
                self._swap_flight(event.swapped)
                if len(event.tags) == 2:
                    line = _("Played by {name}: the presents tagged {first} and {second} change places; the Gift "
                             "Tags stay put.").format(name=who, first=tag_words(event.tags[0], self.names),
                                                      second=tag_words(event.tags[1], self.names))
                else:
                    line = _("Played by {name}: two presents under the Tree change places; their Gift Tags stay "
                             "put.").format(name=who)
                self.banner = (_("The Ol' Switcheroo!"), line, sec(3.0))
            else:
                self.banner = (_("Best Frenemies Forever!"), _("{name} and {target} are Frenemies: in their pairs, "
                                                               "the lower present wins.").format(
                    name=who, target=self.names[event.target]), sec(2.4))
            sx, sy = self.plate(event.seat).center
            f = Flyer(event.card, sx, sy, 0.6)
            f.animate(sec(0.5), ease_out_cubic, x=lay.center[0] + lay.size[0] * 0.28, y=lay.center[1], size=1.1)
            self.flyers.append(f)
            self.host.sound("flip")
            return sec(1.1)

        def landed() -> float:
            """Each present lies under the other's Gift Tag now, in its own wrapping (SG-12)."""
            a, b = event.swapped
            self.papers[a], self.papers[b] = self._paper(b), self._paper(a)
            self.swapping = ()
            return 0.0

        return [naughty, landed] if rank(event.card) == QUEEN and len(event.swapped) == 2 else [naughty]

    def _paper(self, pid: int) -> tuple[int, int]:
        """A present's wrapping: the paper of whoever wrapped it and that wrapper's print."""
        return self.papers.get(pid, (self.tree_tags.get(pid, (0, 0))[0], 0))

    def _swap_flight(self, swapped: tuple[int, ...]) -> None:
        """The Queen's two presents cross over in their own wrapping (SG-12); their tags stay
        where they hang, and the boxes leave their places while they fly."""
        a, b = swapped
        if a not in self.present_rects or b not in self.present_rects:
            return
        ra, rb = self.present_rects[a], self.present_rects[b]
        for src, dst, pid in ((ra, rb, a), (rb, ra, b)):
            hue, pattern = self._paper(pid)
            f = Flyer(WRAPPED - (hue * PATTERNS + pattern), src.centerx, src.centery, src.width / self.layout.card_w)
            f.animate(self.host.seconds(0.8), ease_in_out, x=dst.centerx, y=dst.centery)
            self.flyers.append(f)
        self.swapping = (a, b)

    def _peeked(self, event: Peeked) -> list[Step]:
        def peeked() -> float:
            # SG-11: only the peeker sees the hand; the channel gives it only to her eyes
            if event.hand and event.seat in self.humans:
                self._show_peek(event.seat, event.target, event.hand)
            return 0.0
        return [peeked]

    def _drew(self, event: Drew) -> list[Step]:
        def drew() -> float:
            lay = self.layout
            f = Flyer(None, lay.tree.right + lay.card_w * 0.3, lay.tree.centery, 0.45)
            tx, ty = self.plate(event.seat).center
            f.animate(self.host.seconds(0.4), ease_out_cubic, x=tx, y=ty)
            self.flyers.append(f)
            return self.host.seconds(0.3)
        return [drew]

    def _ended(self, event: GameEnded) -> list[Step]:
        def ended() -> float:
            sec = self.host.seconds
            for pid, giver, _card in event.leftovers:
                if pid in self.tree_ids:
                    self.tree_ids.remove(pid)
                self.piles[giver] += 1
            self._tree_changed()
            if event.true_spirit:
                who = _(" and ").join(self.names[s] for s in event.true_spirit)
                self.banner = (_("The True Spirit of Giving!"),
                               _("{names} gave to everyone and kept nothing.").format(names=who), sec(3.0))
            else:
                self.banner = (_("The end"), _("Unmatched presents go back to their givers. Count the piles!"),
                               sec(2.6))
            self.host.sound("accept")
            return sec(1.2)
        return [ended]

    def _unwrap_steps(self, event: Unwrapped) -> list[Step]:
        sec = self.host.seconds
        a, b = event.givers
        x, y = event.cards

        def meet() -> float:
            lay = self.layout
            self.phase_on_screen = Phase.UNWRAPPING  # an Ace's question waits until this pair is open
            self.flyers = []
            self.meeting = []
            size, my = self._meeting()
            for pid, card, side, giver in ((event.first, x, -1, a), (event.second, y, 1, b)):
                start = self.present_rects[pid] if pid in self.present_rects else pygame.Rect(
                    int(lay.center[0]), int(lay.center[1]), 0, 0)
                f = Flyer(None, start.centerx, start.centery, max(0.3, start.width / lay.card_w))
                f.hold = True
                tx, ty = lay.meeting_point(side, my)
                f.animate(sec(0.45), ease_out_cubic, x=tx, y=ty, size=size)
                f.flip_to(card, sec(0.5))
                self.flyers.append(f)
                self.meeting.append((f, giver))
            for pid in (event.first, event.second):
                if pid in self.tree_ids:
                    self.tree_ids.remove(pid)
            self._tree_changed()
            return sec(0.9)

        def verdict() -> float:
            names = self.names
            if event.equal:
                line = _("Equal in value: the {first} stays with {second_giver}, the {second} with "
                         "{first_giver}.").format(first=card_name(x), second=card_name(y), first_giver=names[a],
                                                  second_giver=names[b])
            else:
                taker = names[event.taken[0][0]]
                if event.frenemies:
                    why = _("the lower present wins between Frenemies")
                else:
                    why = _("the better present wins")
                if event.ace:
                    line = _("Both presents go to {name}: {why} (the Ace counted {ace}).").format(
                        name=taker, why=why, ace=event.ace)
                else:
                    line = _("Both presents go to {name}: {why}.").format(name=taker, why=why)
            self.banner = (_("{first} and {second} open their presents").format(first=names[a], second=names[b]),
                           line, sec(2.4))
            self.host.sound("accept")
            return sec(1.4)

        def to_piles() -> float:
            self.flyers = []
            self.meeting = []
            size, my = self._meeting()
            for i, (seat, card) in enumerate(event.taken):
                fx, fy = self.layout.meeting_point(i * 2 - 1, my)
                f = Flyer(card, fx, fy, size)
                tx, ty = self.plate(seat).center
                f.animate(sec(0.55), ease_in_out, x=tx, y=ty, size=0.45)
                self.flyers.append(f)
                self.piles[seat] += 1
            return sec(0.7)

        return [meet, verdict, to_piles]

    def _meeting(self) -> tuple[float, float]:
        """The size and height of a pair being opened: over the Tree, clear of the Gift Tags
        of the presents still under it and of the plates above."""
        lay = self.layout
        span = pygame.Rect(0, 0, int(lay.card_w * 2.6), lay.size[1])
        span.centerx = int(lay.center[0])
        above = max([p.bottom for p in (self.plate(seat) for seat in range(self.n))
                     if p.colliderect(span) and p.centery < lay.tree.centery] + [0])
        below = min([r.top for r in self.present_rects.values()] + [lay.tree.bottom])
        return lay.meeting(above, below, FLYER_MAX)

    def settle(self) -> float:
        """After each action's steps: the Tree and the piles as the engine's view has them."""
        view = self.view()
        self.phase_on_screen, self.round_on_screen = view.phase, view.round_no
        self.tree_ids = [pid for pid, _g, _r in view.tree]
        self.tree_tags = {pid: (g, r) for pid, g, r in view.tree}
        self.papers = {pid: self._paper(pid) for pid in self.tree_ids}
        self.swapping = ()
        self.piles = [len(p) for p in view.piles]
        self._tree_changed()
        return 0.0
