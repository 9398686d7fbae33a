"""The Spirit of Giving, the guided first game: four players, the whole game of three rounds.
With this seed Grandma, Sam and Leo (easy bots) play the same way every time, so each step can
name your cards. It covers the mulligan, Discussion, the three Naughty cards (a King: Frenemies;
a Jack: a peek at a hand; a Queen: two presents change places under their Gift Tags), Goodwill
passing, Wrapping with a Gift Tag, unwrapping an unequal pair, an Ace's 1 or 11 with Frenemies,
an Equal in Value pair, and the True Spirit of Giving (told at the end).
"""

from __future__ import annotations

from engine.games.spirit_of_giving.moves import DONE, AceValue, Jack, King, Mulligan, PassCard, Queen, Wrap
from table.i18n import N_
from table.tutorial import Step, Tutorial

GRANDMA, SAM, LEO = 1, 2, 3
EIGHT_SPADES, JACK_SPADES, ACE_HEARTS, TWO_HEARTS, FIVE_HEARTS, TEN_HEARTS = 7, 10, 13, 14, 17, 22
THREE_DIAMONDS, KING_DIAMONDS, THREE_CLUBS, QUEEN_CLUBS = 28, 38, 41, 50
GRANDMA_TO_LEO, LEO_TO_SAM = 2, 4  # round 1's presents under the Tree (ids): the Queen swaps them
GO, DONE_BUTTON = ("go",), ("do", DONE)
SWAP = Queen(QUEEN_CLUBS, GRANDMA_TO_LEO, LEO_TO_SAM)


def _card(card: int) -> tuple:
    return ("card", card)


TUTORIAL = Tutorial(
    seed=190,
    names=(N_("You"), N_("Grandma"), "Sam", "Leo"),
    bot_level="easy",
    steps=(
        Step(N_("Welcome to The Spirit of Giving! Each round everyone wraps a present for someone. When two "
                "players have given to each other, the pair is opened and the better giver keeps both. Most "
                "presents in your pile wins."),
             targets=(("seat", 0), ("seat", GRANDMA), ("seat", SAM), ("seat", LEO))),
        Step(N_("Hands start face up, and everyone may mulligan once: put cards back, draw as many new ones. "
                "Your 2 of hearts would make a poor present. Click it, then Mulligan."),
             expect=Mulligan((TWO_HEARTS,)), targets=(_card(TWO_HEARTS), GO),
             nudge=N_("Click the 2 of hearts, then the Mulligan button.")),
        Step(N_("Discussion: talk, or play a Naughty card. Your King makes you and another player Frenemies for "
                "the rest of the game, which turns your unwrappings upside down. Click it: Frenemies with Grandma."),
             expect=King(KING_DIAMONDS, GRANDMA), targets=(_card(KING_DIAMONDS), ("do", King(KING_DIAMONDS, GRANDMA))),
             watch=N_("The others decide whether to mulligan\u2026"),
             nudge=N_("Click the King of diamonds, then Frenemies with Grandma.")),
        Step(N_("A Naughty card played is replaced from the deck at once: you drew a Jack, Peek at the List. "
                "Click it, then peek at the hand of Leo. Only you see it."),
             expect=Jack(JACK_SPADES, LEO), targets=(_card(JACK_SPADES), ("do", Jack(JACK_SPADES, LEO))),
             nudge=N_("Click the Jack of spades, then Peek at the hand of Leo.")),
        Step(N_("Leo holds the 2 and 4 of spades, the 5 of hearts and a King. And the Jack's place in your hand "
                "went to an Ace. The others may talk (and bluff). When you have said enough: Done talking."),
             expect=DONE, targets=(DONE_BUTTON,),
             nudge=N_("Press Done talking.")),
        Step(N_("Goodwill: everyone passes one card at the same moment, this round to the next player on the left, "
                "Grandma. Pass your 3 of diamonds."),
             expect=PassCard(THREE_DIAMONDS), targets=(_card(THREE_DIAMONDS), GO),
             watch=N_("The others have their say\u2026"),
             nudge=N_("Click the 3 of diamonds, then the Pass button.")),
        Step(N_("Wrapping: wrap one present (2 to 10, or an Ace) for someone you have not given to yet; its Gift "
                "Tag shows who for. An Ace counts 1 or 11, as its giver says. Wrap the Ace of hearts for Grandma."),
             expect=Wrap(ACE_HEARTS, GRANDMA), targets=(_card(ACE_HEARTS), ("do", Wrap(ACE_HEARTS, GRANDMA))),
             watch=N_("The passed cards arrive: Leo gave you the 5 of hearts you saw in his hand\u2026"),
             nudge=N_("Click the Ace of hearts, then Wrap it for Grandma.")),
        Step(N_("Before presents are opened, anyone may play a last-minute Naughty card. Your Queen swaps two "
                "presents; their Gift Tags stay. Click her, then the presents tagged Grandma to Leo and Leo to "
                "Sam, then Swap."),
             expect=SWAP, targets=(_card(QUEEN_CLUBS), ("present", GRANDMA_TO_LEO), ("present", LEO_TO_SAM),
                                   ("do", SWAP)),
             watch=N_("The others wrap theirs\u2026"),
             nudge=N_("Click the Queen of clubs, the presents tagged Grandma to Leo and Leo to Sam, then Swap.")),
        Step(N_("Each present now lies under the other's Gift Tag, in its own wrapping, and you drew the 10 of "
                "hearts. Nothing more from you: No Naughty card."),
             expect=DONE, targets=(DONE_BUTTON,),
             nudge=N_("Press No Naughty card.")),
        Step(N_("Only pairs are opened, and nobody has given to each other yet, so presents stay under the Tree. "
                "Round 2: Done talking."),
             expect=DONE, targets=(DONE_BUTTON,),
             watch=N_("Unwrapping: is there a pair under the Tree?\u2026"),
             nudge=N_("Press Done talking.")),
        Step(N_("This round cards go two seats to the left: to Sam. Pass him the 5 of hearts."),
             expect=PassCard(FIVE_HEARTS), targets=(_card(FIVE_HEARTS), GO),
             watch=N_("The others have their say\u2026"),
             nudge=N_("Click the 5 of hearts, then the Pass button.")),
        Step(N_("Sam passed you his 3 of clubs. You have given to Grandma already, so wrap the 8 of spades for "
                "Sam."),
             expect=Wrap(EIGHT_SPADES, SAM), targets=(_card(EIGHT_SPADES), ("do", Wrap(EIGHT_SPADES, SAM))),
             nudge=N_("Click the 8 of spades, then Wrap it for Sam.")),
        Step(N_("No Naughty card again."),
             expect=DONE, targets=(DONE_BUTTON,),
             watch=N_("Grandma and Sam both wrap a present for you\u2026"),
             nudge=N_("Press No Naughty card.")),
        Step(N_("Your Ace meets Grandma's 6. Unequal: the higher present's giver would take both, but you are "
                "Frenemies, so the lower one's giver does. Count your Ace as 1: both are yours."),
             expect=AceValue(1), targets=(("do", AceValue(1)),),
             watch=N_("Unwrapping: you and Grandma gave to each other, and so did you and Sam\u2026"),
             nudge=N_("With Frenemies the lower present wins: count the Ace as 1.")),
        Step(N_("Your 8 beat Sam's 4: that pair is yours too. Grandma's 2 and Leo's 3 were Equal in Value, so "
                "each kept one; that 2 was Leo's own present, moved by your Queen! Last round: Done talking."),
             expect=DONE, targets=(DONE_BUTTON,),
             watch=N_("The other pairs are opened\u2026"),
             nudge=N_("Press Done talking.")),
        Step(N_("Cards now go three seats to the left, to Leo. Pass him the 3 of clubs."),
             expect=PassCard(THREE_CLUBS), targets=(_card(THREE_CLUBS), GO),
             nudge=N_("Click the 3 of clubs, then the Pass button.")),
        Step(N_("Wrap the 10 of hearts for Leo, the one player you have not given to yet."),
             expect=Wrap(TEN_HEARTS, LEO), targets=(_card(TEN_HEARTS), ("do", Wrap(TEN_HEARTS, LEO))),
             nudge=N_("Click the 10 of hearts, then Wrap it for Leo.")),
        Step(N_("Last chance for a Naughty card: No Naughty card."),
             expect=DONE, targets=(DONE_BUTTON,),
             nudge=N_("Press No Naughty card.")),
        Step(N_("Your 10 beat Leo's 3: six presents, and you win! Also: whoever gave to everyone and ends with an "
                "empty pile has the True Spirit of Giving, and wins outright."),
             targets=(("seat", 0),),
             watch=N_("The last pairs are opened\u2026")),
    ),
)
