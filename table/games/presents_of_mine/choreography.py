"""Presents of Mine events become animation steps: the pregame picks, a new round (the list
turning over in Cleaning Supplies), presents flying to their new holders, swaps, the scoring
with its breakdown, staleness changes shown on the tiles (PM-5), and the new totals.

The table shows a picture of the moment being played (``shown_hands``, ``shown_scores``),
not the view, which is already at the end of the round: presents land, then the breakdown
scores the staleness on the badges, then the badges change (PM-5: after the scoring), then
the totals; ``settle`` brings the picture level with the view."""

from __future__ import annotations

from engine.games.presents_of_mine.cards import KABOOM_LAYERS, KINDS, ROUND_NAMES, ROUND_RULES
from engine.games.presents_of_mine.moves import (
    Exploded,
    Moved,
    PicksRevealed,
    Replaced,
    RoundBegan,
    Scored,
    Staled,
)
from engine.games.presents_of_mine.phases import Phase
from engine.games.presents_of_mine.view import PomView
from table.anim import ease_in_out
from table.games.base import Flyer
from table.games.protocol import Step
from table.i18n import _

from .art import flyer_kind

STALE_MARK_SECONDS = 2.4  # how long a staleness change shows on its present
FLYER_SIZE = 0.42  # a flying present, as a share of a card's width
LINE_SECONDS = 0.25  # the breakdown shows one more line this often

Present = tuple[int, str, int, int]  # (id, letter, staleness, layers), as a view has them


class PresentsChoreography:
    """Mixed into ``PresentsTable``: ``steps_for``, ``settle`` and the picture they keep."""

    # -- the picture ---------------------------------------------------------------------------
    def _show_view(self, view: PomView) -> None:
        """The picture catches up with the view: every hand and score as it is now."""
        self.shown_hands: list[list[Present]] = [list(hand) for hand in view.hands]
        self.shown_scores: tuple[int, ...] = tuple(view.scores)
        self.shown_round: int | None = view.last.round_no if view.last is not None else None  # their scoring
        self.flying: set[int] = set()  # presents in the air: not drawn where they were
        self.settled = True  # the picture is the view's ("+N now" is about the picture then)

    def _shown(self, pid: int) -> Present | None:
        return next((p for hand in self.shown_hands for p in hand if p[0] == pid), None)

    def _change(self, pid: int, **what) -> None:
        """One present of the picture changed (letter, staleness or layers)."""
        for hand in self.shown_hands:
            for i, (p, letter, stale, layers) in enumerate(hand):
                if p == pid:
                    hand[i] = (p, what.get("letter", letter), what.get("stale", stale), what.get("layers", layers))

    def _moved_to(self, pid: int, seat: int, present: Present | None = None) -> None:
        """A present of the picture now lies in ``seat``'s hand (a hand is sorted by id)."""
        present = present or self._shown(pid)
        for hand in self.shown_hands:
            hand[:] = [p for p in hand if p[0] != pid]
        if present is not None and 0 <= seat < len(self.shown_hands):
            self.shown_hands[seat] = sorted([*self.shown_hands[seat], present])

    # -- steps ---------------------------------------------------------------------------------
    def steps_for(self, event) -> list[Step]:
        handler = {PicksRevealed: self._picks, RoundBegan: self._round, Moved: self._moved, Replaced: self._replaced,
                   Scored: self._scored, Exploded: self._exploded, Staled: self._staled}.get(type(event))
        return handler(event) if handler else []

    def _picks(self, event: PicksRevealed) -> list[Step]:
        sec = self.host.seconds

        def picks() -> float:
            popular = ", ".join(f"{x} ({k})" for x, k, _s in sorted(event.staleness, key=lambda t: -t[1])[:3])
            self.banner = (_("Pregame picks revealed"),
                           _("Most picked: {presents}. Popular presents start stale.").format(presents=popular),
                           sec(2.6))
            self.shown_hands = [list(hand) for hand in self.view().hands]  # the picks, as dealt
            self.settled = False
            self.host.sound("deal")
            return sec(1.0)
        return [picks]

    def _round(self, event: RoundBegan) -> list[Step]:
        sec = self.host.seconds

        def began() -> float:
            self.order = list(event.order)
            self.ring = list(event.order)
            self._place_spots(sec(0.9) if event.reversed else 0)
            title = _("Round {number}: {theme}").format(number=event.round_no, theme=_(ROUND_NAMES[event.round_no]))
            self.banner = (title, _(ROUND_RULES[event.round_no]), sec(2.6))
            return sec(1.0 if event.reversed else 0.4)
        return [began]

    def _moved(self, event: Moved) -> list[Step]:
        sec = self.host.seconds

        def launch() -> float:
            self.flyers = []
            self.settled = False
            if self.auto_close:  # the last round's breakdown, still open by itself: this is news now
                self.show_breakdown = 0.0
            for pid, giver, receiver, _d, how in event.moves:
                present = self._shown(pid)
                sx, sy = self.plate(giver).center
                tx, ty = self.plate(receiver).center
                f = Flyer(flyer_kind(present[1] if present else "A"), sx, sy, FLYER_SIZE)
                f.animate(sec(0.9), ease_in_out, x=tx, y=ty)
                self.flyers.append(f)
                self.flying.add(pid)
                if how == "random":  # PM-10: the wish was taken by someone closer
                    self.say(receiver, _("Taken already: a random one"), 1.6)
            self.host.sound("slide")
            return sec(0.95)

        def land() -> float:
            for pid, _giver, receiver, _d, _how in event.moves:
                self._moved_to(pid, receiver)
            self.flying = set()
            self.flyers = []
            return sec(0.3)
        return [launch, land]

    def _replaced(self, event: Replaced) -> list[Step]:
        def replaced() -> float:
            for seat, old, new, letter, stale in event.swaps:  # PM-8, PM-9: after passing, before scoring
                self._moved_to(old, -1)
                self._moved_to(new, seat, (new, letter, stale, KABOOM_LAYERS if letter == "K" else 0))
                self.say(seat, _("{present} (staleness {staleness})").format(
                    present=_(KINDS[letter].name), staleness=stale), 1.8)
            return self.host.seconds(0.8)
        return [replaced]

    def _scored(self, event: Scored) -> list[Step]:
        """The breakdown opens over the presents as they were scored; the totals come after
        the staleness changes (PM-5), or at once after the pregame, which has none."""
        def scored() -> float:
            self.breakdown = event
            self.show_breakdown = 0.001
            self.auto_close = True
            self.host.sound("accept")
            return self.host.seconds(3.0 if self.humans else 2.0)
        return [scored, self._totals(event)] if event.round_no == 0 else [scored]

    def _totals(self, event: Scored | None = None) -> Step:
        """The new totals on the plates and the board, each player's gain said once: the
        given scoring's, else the one the breakdown shows when the step plays."""
        def totals() -> float:
            scoring = event or self.breakdown
            if scoring is None:
                return 0.0
            self.shown_scores = tuple(scoring.scores)
            self.shown_round = scoring.round_no
            for seat, gain in enumerate(scoring.gains):
                self.say(seat, _("+{points}").format(points=gain) if gain else _("+0 (kept)"), 2.4)
            return self.host.seconds(1.0)
        return totals

    def _exploded(self, event: Exploded) -> list[Step]:
        def boom() -> float:  # PM-8: after the scoring, the Kaboom becomes an Average
            self._change(event.present, letter="A", layers=0)
            self.say(event.seat, _("Boom!"), 1.4)
            return self.host.seconds(0.5)
        return [boom]

    def _staled(self, event: Staled) -> list[Step]:
        def staled() -> float:
            over = self.view().phase == Phase.OVER
            for pid, _before, after in event.changes:
                self._change(pid, stale=after)
            layers = {pid: lay for hand in self.view().hands for pid, _x, _s, lay in hand}
            for pid, lay in layers.items():  # a Kaboom's layers, peeled at the scoring
                self._change(pid, layers=lay)
            if over or not event.changes:
                # after the last scoring staleness counts no more: the badges change without
                # marks (the final table, held still behind the results, would keep them)
                self.stale_marks = {}
                return self.host.seconds(0.3) if event.changes else 0.0
            self.stale_marks = {pid: after - before for pid, before, after in event.changes}
            self.stale_age = 0.0
            self.stale_span = self.host.seconds(STALE_MARK_SECONDS)  # at the table's pace
            self.banner = (_("Staleness"), _("Kept presents grow staler, passed ones fresher (Fruit twice as "
                                             "fast; a Nebulizer freshens what arrives)."), self.host.seconds(2.0))
            return self.host.seconds(1.6)
        return [staled, self._totals()]

    def settle(self) -> float:
        view = self.view()
        self._show_view(view)
        if list(view.order) != self.order:
            self.order = list(view.order)
            self.ring = list(view.order)
            self._place_spots(self.host.seconds(0.5))
        return 0.0

    def clear_transients(self) -> None:
        """After a loaded game (or a move taken back) fast-forwards: the table at rest, with
        no breakdown opening again and no staleness marks (the breakdown stays on B)."""
        self.flyers, self.bubbles, self.banner = [], [], None
        self.show_breakdown, self.auto_close = 0.0, False
        self.stale_marks = {}
        self._show_view(self.view())
