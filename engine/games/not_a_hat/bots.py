"""That's Not a Hat bots with a human-like memory (ruling NH-11).

A bot remembers a card's gift from the moment it last saw it face up, and the name each
face-down card was accepted under; how long a memory lasts depends on the level. A card lying
face up in a column is seen until it is turned over to be given, so its giver (and everyone)
can name it truly at that moment; a shop gift is shown to all before it is given (NH-4).
Forgetting is drawn once per memory from a hash of the bot's salt, so a forgotten card stays
forgotten until it is seen again (as for people) and ``choose`` never changes the memory. Bots
read only views and public events: they never look at a face-down card.

Giving, a bot names what it remembers; when unsure it bluffs with a gift that fits what is
known, most often the name the card came with. Judging, it refuses only when the claim is
likely false: it remembers the card, or sees or remembers the claimed gift elsewhere, or the
back does not fit, or the giver can hardly know the card (face down for long, never shown to
her) and names it otherwise than it came, or has been caught bluffing. A level's mistakes are
a person's: what it has forgotten, not answers on a whim.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Bot, Event

from .cards import GIFTS
from .moves import ACCEPT, GIVES, REFUSE, Accepted, Dealt, Drawn, Flipped, Given, Refused, Revealed
from .phases import Phase
from .view import NotAHatView


@dataclass(frozen=True)
class Temperament:
    memory_moves: float  # a sighting or a name heard fades over about this many gifts given
    sharpness: float  # >1 keeps a fresh memory firm for longer before it fades
    reads_backs: bool  # checks a claim against the card's back (the deck list is public)
    doubt: float  # refuses when the claim seems less likely than this


TEMPERAMENTS = {
    "easy": Temperament(memory_moves=4.0, sharpness=1.3, reads_backs=False, doubt=0.3),
    "medium": Temperament(memory_moves=12.0, sharpness=1.4, reads_backs=True, doubt=0.33),
    "hard": Temperament(memory_moves=40.0, sharpness=1.6, reads_backs=True, doubt=0.36),
}
# what a bot assumes of the other players' memories when it judges a claim: about a medium's
OTHERS_MEMORY = (12.0, 1.4)
BLUFF_KEEPS_NAME = 0.8  # a giver who has forgotten a card most often says the name it came with
UNKNOWN_NAME_TRUE = 0.6  # a claim of a card whose history the bot has lost: most claims are true
NAMES_LAST = 3.0  # a name heard is kept about this many times longer than a card seen
_SIGHT, _HEARD = 1, 2  # kinds of memory, for the forgetting draw


class NotAHatBot(Bot):
    def __init__(self, level: str, seat: int, salt: int) -> None:
        super().__init__(level, seat, salt)
        self.temper = TEMPERAMENTS[level]
        self.honest = [[0, 0] for _ in range(8)]  # per seat: [true claims, false claims] the bot knows of
        self._reset(0)

    def _reset(self, game_no: int) -> None:
        self.game_no = game_no
        self.now = 0  # gifts given so far this game
        self.sighting: dict[int, tuple[int, int]] = {}  # card -> (gift, when last seen face up)
        self.last_face_up: dict[int, int] = {}  # card -> when it was last face up (for anyone)
        # card -> (claim it was accepted as, giver, when, how likely that claim was true then)
        self.label: dict[int, tuple[int, int, int, float]] = {}
        self._given: Given | None = None

    # -- memory ------------------------------------------------------------------
    def observe(self, events: Sequence[Event]) -> None:
        for e in events:
            if type(e) is Flipped:
                seen = self.sighting.get(e.card)
                if seen is not None:  # it lay face up until now, in front of everyone (NH-5)
                    self._saw(e.card, seen[0])
            elif type(e) is Given:
                self.now += 1
                self._given = e
                known = self.recall(e.card)
                if known is not None:  # the bot knows the card: it learns how well the giver does
                    self.honest[e.giver][0 if known == e.claim else 1] += 1
            elif type(e) is Accepted:
                self.label[e.card] = (e.claim, e.giver, self.now, self._trust(e.card, e.claim, e.giver))
            elif type(e) is Drawn:
                self._saw(e.card, e.gift)
            elif type(e) is Refused:
                if self.recall(e.card) is None:  # news to the bot (if it knew, it counted at Given)
                    self.honest[e.giver][0 if e.gift == e.claim else 1] += 1
                self._saw(e.card, e.gift)
                self.label.pop(e.card, None)
            elif type(e) is Revealed:  # the end: every card is turned over, and every bluff shows
                for _seat, card, gift in e.cards:
                    came_as = self.heard(card)
                    if came_as is not None and self.recall(card) is None:
                        self.honest[came_as[1]][0 if came_as[0] == gift else 1] += 1
            elif type(e) is Dealt:
                self._reset(e.game_no)
                for _seat, card, gift in e.cards:
                    self._saw(card, gift)

    def _saw(self, card: int, gift: int) -> None:
        self.sighting[card] = (gift, self.now)
        self.last_face_up[card] = self.now

    def _kept(self, kind: int, card: int, when: int, now: int) -> bool:
        t = self.temper
        # every memory fades in the end, even a hard bot's, so no game between bots runs forever;
        # a name said out loud is easier to keep than a picture glimpsed; what was seen during the
        # gift now being answered (a shop gift shown, a card turned over to be given) is kept
        moves = t.memory_moves * (NAMES_LAST if kind == _HEARD else 1)
        keep = math.exp(-((max(0, now - when - 1) / moves) ** t.sharpness))
        draw = (hash((self.salt, self.game_no, kind, card, when)) & 0xFFFFFF) / 0x1000000
        return draw < keep

    def recall(self, card: int) -> int | None:
        """The gift this bot remembers for a card, or None if it has slipped its mind."""
        seen = self.sighting.get(card)
        if seen is None:
            return None
        return seen[0] if self._kept(_SIGHT, card, seen[1], self.now) else None

    def heard(self, card: int) -> tuple[int, int, int, float] | None:
        """The name a face-down card was accepted under, if the bot still remembers it."""
        label = self.label.get(card)
        if label is None:
            return None
        return label if self._kept(_HEARD, card, label[2], self.now) else None

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

    # -- how likely a claim is true ------------------------------------------------
    def _giver_knows(self, card: int, giver: int, from_shop: bool) -> float:
        """How likely the giver still knows the card: sure for a shop gift or a card that lay
        face up before her until she gave it, fading with the gifts given since it was last
        face up; less for a giver the bot has caught naming cards wrongly."""
        if from_shop:
            return 1.0
        when = self.last_face_up.get(card)
        if when is None:
            return 0.0  # never seen face up by anyone since the deal
        t = self.temper  # others, it supposes, remember as it does
        knows = math.exp(-(((self.now - 1 - when) / t.memory_moves) ** t.sharpness))
        truths, lies = self.honest[giver]
        return knows * (truths + 4) / (truths + lies + 4)

    def _trust(self, card: int, claim: int, giver: int, plausible: set[int] | None = None) -> float:
        """How likely ``claim`` is the card, for a card given by ``giver`` just now. A giver who
        knows the card names it truly; one who has forgotten it most often repeats the name it
        came with (if that name still seems possible), else names any plausible gift. So a claim
        that repeats the name is as true as that name was, and a new name is true only if the
        giver knows the card better than the name it came with."""
        known = self.recall(card)
        if known is not None:
            return 1.0 if known == claim else 0.0
        given = self._given
        from_shop = given is not None and given.card == card and given.from_shop
        k = self._giver_knows(card, giver, from_shop)
        came_as = self.heard(card)
        if came_as is None:  # the bot has lost the card's story: most claims are true
            return k + (1 - k) * UNKNOWN_NAME_TRUE
        name, q = came_as[0], came_as[3]
        if name == claim:
            said = k + (1 - k) * BLUFF_KEEPS_NAME
            return q * said / (q * said + (1 - q) * (1 - k) * BLUFF_KEEPS_NAME)
        keeps = BLUFF_KEEPS_NAME if plausible is None or name in plausible else 0.0
        told = k * (1 - q)
        return told / (told + (1 - k) * (1 - keeps)) if told > 0 else 0.0

    # -- deciding ------------------------------------------------------------------
    def choose(self, view: NotAHatView, legal: Sequence[Any], rng: random.Random) -> Any:
        if view.phase == Phase.GIVE:
            return GIVES[self._claim_for(view, rng)]
        return ACCEPT if self._believes(view) else REFUSE

    def _claim_for(self, view: NotAHatView, rng: random.Random) -> int:
        card = view.in_hand
        if card.gift is not None:
            return card.gift  # shown to everyone: only the truth can pass
        known = self.recall(card.card)
        if known is not None:
            return known
        # Unsure: bluff. First choice is the name the card was accepted under.
        cands = self._candidates(view, card.card, card.colour, card.arrow)
        came_as = self.heard(card.card)
        if came_as is not None and came_as[0] in cands and rng.random() < BLUFF_KEEPS_NAME:
            return came_as[0]
        if self.level == "hard":
            # a gift nobody has seen for a long time is one the receiver is least sure of
            weights = [1 + self.now - self._last_seen_gift(g) for g in cands]
            return rng.choices(cands, weights)[0]
        return rng.choice(cands)

    def _last_seen_gift(self, gift: int) -> int:
        times = [self.last_face_up.get(c, 0) for c, (g, _) in self.sighting.items() if g == gift]
        return max(times, default=0)

    def _believes(self, view: NotAHatView) -> bool:
        card, claim = view.pending, view.claim
        known = self.recall(card.card)
        if known is not None:
            return known == claim
        cands = self._candidates(view, card.card, card.colour, card.arrow)
        if claim not in cands:
            return False  # showing elsewhere, remembered elsewhere, or the wrong back
        return self._trust(card.card, claim, view.giver, set(cands)) >= self.temper.doubt
