"""Presents of Mine events become animation steps: the pregame picks, a new round (the list
turning over in Cleaning Supplies), presents flying to their new holders, swaps, the scoring
with its breakdown, and staleness changes floating up from the badges (PM-5)."""

from __future__ import annotations

from engine.games.presents_of_mine.cards import KINDS, ROUND_NAMES, ROUND_RULES
from engine.games.presents_of_mine.moves import Moved, PicksRevealed, Replaced, RoundBegan, Scored, Staled
from table.anim import ease_in_out
from table.games.base import Flyer
from table.games.protocol import Step
from table.i18n import _

from .art import flyer_kind

STALE_MARK_SECONDS = 3.0  # how long a staleness change floats above its present
FLYER_SIZE = 0.42  # a flying present, as a share of a card's width
LINE_SECONDS = 0.25  # the breakdown shows one more line this often


class PresentsChoreography:
    """Mixed into ``PresentsTable``: ``steps_for`` and ``settle``."""

    def steps_for(self, event) -> list[Step]:
        sec = self.scene.seconds
        sounds = self.scene.app.sounds
        if isinstance(event, PicksRevealed):
            def picks() -> float:
                popular = ", ".join(f"{x} ({k})" for x, k, _s in sorted(event.staleness, key=lambda t: -t[1])[:3])
                self.banner = (_("Pregame picks revealed"),
                               _("Most picked: {presents}. Popular presents start stale.").format(presents=popular),
                               sec(2.6))
                sounds.play("deal")
                return sec(1.0)
            return [picks]
        if isinstance(event, RoundBegan):
            def began() -> float:
                self.order = list(event.order)
                self.ring = list(event.order)
                self._place_spots(sec(0.9) if event.reversed else 0)
                title = _("Round {number}: {theme}").format(number=event.round_no, theme=_(ROUND_NAMES[event.round_no]))
                self.banner = (title, _(ROUND_RULES[event.round_no]), sec(2.6))
                return sec(1.0 if event.reversed else 0.4)
            return [began]
        if isinstance(event, Moved):
            def moved() -> float:
                self.flyers = []
                letters = self._letters()
                for pid, giver, receiver, _d, how in event.moves:
                    sx, sy = self.plate(giver).center
                    tx, ty = self.plate(receiver).center
                    f = Flyer(flyer_kind(letters.get(pid, "A")), sx, sy, FLYER_SIZE)
                    f.animate(sec(0.9), ease_in_out, x=tx, y=ty)
                    self.flyers.append(f)
                    if how == "random":  # PM-10: the wish was taken by someone closer
                        self.say(receiver, _("Taken already: a random one"), 1.6)
                sounds.play("slide")
                return sec(1.1)
            return [moved]
        if isinstance(event, Replaced):
            def replaced() -> float:
                for seat, _old, _new, letter, stale in event.swaps:
                    self.say(seat, _("{present} (staleness {staleness})").format(
                        present=_(KINDS[letter].name), staleness=stale), 1.8)
                return sec(0.8)
            return [replaced]
        if isinstance(event, Scored):
            def scored() -> float:
                self.breakdown = event
                self.show_breakdown = 0.001
                self.auto_close = True
                for seat, gain in enumerate(event.gains):
                    self.say(seat, _("+{points}").format(points=gain) if gain else _("+0 (kept)"), 2.4)
                sounds.play("accept")
                return sec(3.2 if self.humans else 2.0)
            return [scored]
        if isinstance(event, Staled):
            def staled() -> float:
                if self._fresh_view().phase == "over":
                    # after the last scoring staleness counts no more; and the final table,
                    # held still behind the results, would keep these marks half-risen
                    self.stale_marks = {}
                    return 0.0
                self.stale_marks = {pid: after - before for pid, before, after in event.changes}
                self.stale_age = 0.0
                if event.changes:
                    self.banner = (_("Staleness"), _("Kept presents grow staler, passed ones fresher (Fruit twice as "
                                                     "fast; a Nebulizer freshens what arrives)."), sec(2.0))
                return sec(0.6)
            return [staled]
        return []

    def _letters(self) -> dict[int, str]:
        """Every present's letter, by id, as the table shows it now."""
        return {pid: letter for hand in self._fresh_view().hands for pid, letter, _s, _l in hand}

    def settle(self) -> float:
        view = self._fresh_view()
        if list(view.order) != self.order:
            self.order = list(view.order)
            self.ring = list(view.order)
            self._place_spots(self.scene.seconds(0.5))
        return 0.0
