"""What one seat may see of a That's Not a Hat table (rulings G-3, NH-7)."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import GIFTS
from .phases import Phase


@dataclass(frozen=True, slots=True)
class CardView:
    """One card as it lies. Face down: ``gift`` is None and the back shows.
    Face up: the gift shows, the back does not (it lies on the table)."""

    card: int
    gift: int | None
    colour: str | None = None
    arrow: str | None = None

    @property
    def face_up(self) -> bool:
        return self.gift is not None


@dataclass(frozen=True, slots=True)
class NotAHatView:
    viewer: int | None
    players: int
    phase: str  # a Phase: "give", "respond" or "over"
    giver: int
    receiver: int  # who the card now being given or answered goes to
    columns: tuple[tuple[CardView, ...], ...]  # bottom card (given next) first
    in_hand: CardView | None  # the card being given, while the giver names it
    pending: CardView | None  # the card given, face down, awaiting accept or refuse
    claim: int | None  # what the giver said the pending card is
    from_shop: bool
    shop_count: int
    shop_top: CardView | None
    penalties: tuple[tuple[CardView, ...], ...]
    deck: tuple[int, ...]  # the gifts in play: every name a giver may say
    column_size: int
    game_no: int
    games_total: int
    totals: tuple[int, ...]  # penalties summed over finished games of a match
    turn: int  # gifts given so far this game

    def to_act(self) -> int | None:
        if self.phase == Phase.GIVE:
            return self.giver
        if self.phase == Phase.RESPOND:
            return self.receiver
        return None

    def visible_gifts(self) -> set[int]:
        """Gifts anyone can see face up right now: they cannot be inside a face-down card."""
        seen = {c.gift for col in self.columns for c in col if c.gift is not None}
        seen.update(c.gift for pile in self.penalties for c in pile)
        if self.shop_top is not None:
            seen.add(self.shop_top.gift)
        if self.in_hand is not None and self.in_hand.gift is not None:
            seen.add(self.in_hand.gift)
        return seen

    def ruled_out(self, card: CardView) -> frozenset[int]:
        """Gifts of the deck that ``card`` cannot be: those lying face up elsewhere, and those
        printed on a different back (NH-1: a gift's back colour and arrow never change)."""
        seen = self.visible_gifts() - ({card.gift} if card.gift is not None else set())
        return frozenset(g for g in self.deck if g in seen or (GIFTS[g].colour, GIFTS[g].arrow)
                         != (card.colour, card.arrow))
