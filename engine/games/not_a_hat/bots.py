"""That's Not a Hat bots with a human-like memory (ruling NH-11).

A bot remembers a card's gift from the moment it saw it face up; how long the memory
lasts depends on the level. Forgetting is drawn once per sighting from a hash of the
bot's salt, so a forgotten card stays forgotten until it is seen again (as for people)
and ``choose`` never changes the memory. Bots read only views and public events: they
never look at a face-down card. When unsure they bluff with a gift that fits what is
known, and they judge a claim by what they saw and by how honest the giver has been.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Bot, Event

from .cards import GIFTS
from .moves import ACCEPT, GIVES, REFUSE, Accepted, Dealt, Drawn, Flipped, Given, Refused
from .view import NotAHatView


@dataclass(frozen=True)
class Temperament:
    memory_moves: float  # a sighting fades over about this many gifts given
    sharpness: float  # >1 keeps a fresh memory firm for longer before it fades
    reads_backs: bool  # checks a claim against the card's back (the deck list is public)
    doubt: float  # refuses when the claim seems less likely than this
    whim: float  # share of answers made on a whim, without thinking


TEMPERAMENTS = {
    "easy": Temperament(memory_moves=4.0, sharpness=1.0, reads_backs=False, doubt=0.3, whim=0.2),
    "medium": Temperament(memory_moves=12.0, sharpness=1.3, reads_backs=True, doubt=0.33, whim=0.05),
    "hard": Temperament(memory_moves=40.0, sharpness=1.6, reads_backs=True, doubt=0.36, whim=0.0),
}
# what a bot assumes about the other players' memories when it judges a claim
_OTHERS_MEMORY_MOVES = 10.0


class NotAHatBot(Bot):
    def __init__(self, level: str, seat: int, salt: int) -> None:
        super().__init__(level, seat, salt)
        self.temper = TEMPERAMENTS[level]
        self.honest = [[0, 0] for _ in range(8)]  # per seat: [true claims, false claims] seen revealed
        self._reset(0)

    def _reset(self, game_no: int) -> None:
        self.game_no = game_no
        self.now = 0  # gifts given so far this game
        self.sighting: dict[int, tuple[int, int]] = {}  # card -> (gift, when seen face up)
        self.last_face_up: dict[int, int] = {}  # card -> when it was last face up (for anyone)
        self.label: dict[int, tuple[int, int]] = {}  # card -> (claim it was accepted as, giver)

    # -- memory ------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> None:
        for e in events:
            if type(e) is Given:
                self.now += 1
                self.label.pop(e.card, None)
            elif type(e) is Accepted:
                self.label[e.card] = (e.claim, e.giver)
            elif type(e) is Drawn:
                self._saw(e.card, e.gift)
            elif type(e) is Flipped:
                self.last_face_up[e.card] = self.now
            elif type(e) is Refused:
                self._saw(e.card, e.gift)
                self.honest[e.giver][0 if e.gift == e.claim else 1] += 1
            elif type(e) is Dealt:
                self._reset(e.game_no)
                for _seat, card, gift in e.cards:
                    self._saw(card, gift)

    def _saw(self, card: int, gift: int) -> None:
        self.sighting[card] = (gift, self.now)
        self.last_face_up[card] = self.now

    def recall(self, card: int) -> int | None:
        """The gift this bot remembers for a card, or None if it has slipped its mind."""
        seen = self.sighting.get(card)
        if seen is None:
            return None
        gift, when = seen
        t = self.temper
        # every memory fades in the end, even a hard bot's, so no game between bots runs forever
        keep = math.exp(-(((self.now - when) / t.memory_moves) ** t.sharpness))
        draw = (hash((self.salt, self.game_no, card, when)) & 0xFFFFFF) / 0x1000000
        return gift if draw < keep else None

    def _ruled_out(self, view: NotAHatView, card: int) -> set[int]:
        """Gifts this card cannot be: showing face up, or remembered inside another card."""
        out = view.visible_gifts()
        for other in self.sighting:
            if other != card:
                gift = self.recall(other)
                if gift is not None:
                    out.add(gift)  # (a penalty card's gift is already among the visible ones)
        return out

    def _candidates(self, view: NotAHatView, card: int, colour: str | None, arrow: str | None) -> list[int]:
        out = self._ruled_out(view, card)
        cands = [g for g in view.deck if g not in out]
        if self.temper.reads_backs and colour is not None:
            cands = [g for g in cands if GIFTS[g].colour == colour and GIFTS[g].arrow == arrow]
        return cands or list(view.deck)

    # -- deciding ------------------------------------------------------------------
    def choose(self, view: NotAHatView, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase == "give":
            return GIVES[self._claim_for(view, rng)]
        return ACCEPT if self._believes(view, rng) else REFUSE

    def _claim_for(self, view: NotAHatView, rng: random.Random) -> int:
        card = view.in_hand
        if card.gift is not None:
            return card.gift  # shown to everyone: only the truth can pass
        known = self.recall(card.card)
        if known is not None:
            return known
        # Unsure: bluff. First choice is the name the card was accepted under.
        cands = self._candidates(view, card.card, card.colour, card.arrow)
        label = self.label.get(card.card)
        if label is not None and label[0] in cands and rng.random() < 0.8:
            return label[0]
        if self.level == "hard":
            # a gift nobody has seen for a long time is one the receiver is least sure of
            weights = [1 + self.now - self._last_seen_gift(g) for g in cands]
            return rng.choices(cands, weights)[0]
        return rng.choice(cands)

    def _last_seen_gift(self, gift: int) -> int:
        times = [self.last_face_up.get(c, 0) for c, (g, _) in self.sighting.items() if g == gift]
        return max(times, default=0)

    def _believes(self, view: NotAHatView, rng: random.Random) -> bool:
        t = self.temper
        if rng.random() < t.whim:
            return rng.random() < 0.6
        card, claim = view.pending, view.claim
        known = self.recall(card.card)
        if known is not None:
            return known == claim
        cands = self._candidates(view, card.card, card.colour, card.arrow)
        if claim not in cands:
            return False  # showing elsewhere, remembered elsewhere, or the wrong back
        return self._chance_true(view, card.card, claim, len(cands)) >= t.doubt

    def _chance_true(self, view: NotAHatView, card: int, claim: int, n_cands: int) -> float:
        if view.from_shop:
            giver_knows = 1.0  # it was shown to everyone a moment ago
        else:
            age = self.now - self.last_face_up.get(card, -1000)
            giver_knows = 0.9 * math.exp(-age / _OTHERS_MEMORY_MOVES)
        truths, lies = self.honest[view.giver]
        honesty = (truths + 3) / (truths + lies + 3.5)
        guess = 1 / n_cands
        label = self.label.get(card)
        if label is not None and label[0] == claim:
            guess = max(guess, 0.55)  # passed on under the same name it arrived with
        return giver_knows * honesty + (1 - giver_knows) * guess
