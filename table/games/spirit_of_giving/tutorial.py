"""The Spirit of Giving, the guided first game: four players, the whole game of three rounds.
With this seed Grandma, Sam and Leo (easy bots) play the same way every time, so each step can
name your cards. It covers the mulligan, Discussion, a Naughty card (a King: Frenemies),
Goodwill passing, Wrapping with a Gift Tag, unwrapping an unequal pair, an Ace's 1 or 11 with
Frenemies, an Equal in Value pair, and the True Spirit of Giving (told at the end).
"""

from __future__ import annotations

from engine.games.spirit_of_giving.moves import DONE, AceValue, King, Mulligan, PassCard, Wrap
from table.i18n import N_
from table.tutorial import Step, Tutorial

GRANDMA, SAM, LEO = 1, 2, 3
ACE_SPADES, TWO_SPADES, THREE_SPADES, FOUR_DIAMONDS, NINE_HEARTS = 0, 1, 2, 29, 21
QUEEN_HEARTS, KING_HEARTS, ACE_DIAMONDS, TEN_DIAMONDS = 24, 25, 26, 35
GO, DONE_BUTTON = ("go",), ("do", DONE)


def _card(card: int) -> tuple:
    return ("card", card)


TUTORIAL = Tutorial(
    seed=5,
    names=(N_("You"), N_("Grandma"), "Sam", "Leo"),
    bot_level="easy",
    steps=(
        Step(N_("Welcome to The Spirit of Giving! Each round everyone wraps a present for someone. When two "
                "players have given to each other, the pair is opened and the better giver keeps both. Most "
                "presents in your pile wins."),
             targets=(("seat", 0), ("seat", GRANDMA), ("seat", SAM), ("seat", LEO))),
        Step(N_("Hands start face up, and everyone may mulligan once: put cards back, draw as many new ones. "
                "Your 2 and 3 would make poor presents. Click them, then Mulligan."),
             expect=Mulligan((TWO_SPADES, THREE_SPADES)), targets=(_card(TWO_SPADES), _card(THREE_SPADES), GO),
             nudge=N_("Click the 2 and the 3 of spades, then the Mulligan button.")),
        Step(N_("Discussion: talk, or play a Naughty card. Your King makes you and another player Frenemies for "
                "the rest of the game, which turns your unwrappings upside down. Click it: Frenemies with Grandma."),
             expect=King(KING_HEARTS, GRANDMA), targets=(_card(KING_HEARTS), ("do", King(KING_HEARTS, GRANDMA))),
             watch=N_("The others decide whether to mulligan\u2026"),
             nudge=N_("Click the King of hearts, then Frenemies with Grandma.")),
        Step(N_("A Naughty card played is replaced from the deck at once: you drew an Ace. The others may talk "
                "(and bluff). When you have said enough: Done talking."),
             expect=DONE, targets=(DONE_BUTTON,),
             nudge=N_("Press Done talking.")),
        Step(N_("Goodwill: everyone passes one card at the same moment, this round to the next player on the left, "
                "Grandma. Pass your 4 of diamonds."),
             expect=PassCard(FOUR_DIAMONDS), targets=(_card(FOUR_DIAMONDS), GO),
             watch=N_("The others have their say\u2026"),
             nudge=N_("Click the 4 of diamonds, then the Pass button.")),
        Step(N_("Wrapping: wrap one present (2 to 10, or an Ace) for someone you have not given to yet; its Gift "
                "Tag shows who for. An Ace counts 1 or 11, as its giver says. Wrap the Ace of spades for Grandma."),
             expect=Wrap(ACE_SPADES, GRANDMA), targets=(_card(ACE_SPADES), ("do", Wrap(ACE_SPADES, GRANDMA))),
             watch=N_("The passed cards arrive: Leo gave you an Ace of diamonds\u2026"),
             nudge=N_("Click the Ace of spades, then Wrap it for Grandma.")),
        Step(N_("Before presents are opened, anyone may play a last-minute Naughty card. Not you this time: "
                "No Naughty card."),
             expect=DONE, targets=(DONE_BUTTON,),
             watch=N_("The others wrap theirs\u2026"),
             nudge=N_("Press No Naughty card.")),
        Step(N_("Only pairs are opened, and nobody has given to each other yet, so presents stay under the Tree. "
                "Round 2: Done talking."),
             expect=DONE, targets=(DONE_BUTTON,),
             watch=N_("Unwrapping: is there a pair under the Tree?\u2026"),
             nudge=N_("Press Done talking.")),
        Step(N_("This round cards go two seats to the left: to Sam. Pass him the Ace of diamonds."),
             expect=PassCard(ACE_DIAMONDS), targets=(_card(ACE_DIAMONDS), GO),
             watch=N_("The others have their say\u2026"),
             nudge=N_("Click the Ace of diamonds, then the Pass button.")),
        Step(N_("Sam passed you his 9 of hearts. You have given to Grandma already, so wrap the 9 for Sam."),
             expect=Wrap(NINE_HEARTS, SAM), targets=(_card(NINE_HEARTS), ("do", Wrap(NINE_HEARTS, SAM))),
             nudge=N_("Click the 9 of hearts, then Wrap it for Sam.")),
        Step(N_("No Naughty card again."),
             expect=DONE, targets=(DONE_BUTTON,),
             watch=N_("Grandma and Sam both wrap a present for you\u2026"),
             nudge=N_("Press No Naughty card.")),
        Step(N_("Your Ace meets Grandma's 5. Unequal: the higher present's giver would take both, but you are "
                "Frenemies, so the lower one's giver does. Count your Ace as 1: both are yours."),
             expect=AceValue(1), targets=(("do", AceValue(1)),),
             watch=N_("Unwrapping: you and Grandma gave to each other, and so did you and Sam\u2026"),
             nudge=N_("With Frenemies the lower present wins: count the Ace as 1.")),
        Step(N_("And your 9 beat Sam's 7, so you keep that pair too: four presents in your pile. Last round: "
                "Done talking."),
             expect=DONE, targets=(DONE_BUTTON,),
             watch=N_("The second pair is opened\u2026"),
             nudge=N_("Press Done talking.")),
        Step(N_("Cards now go three seats to the left, to Leo. Pass him the Queen of hearts."),
             expect=PassCard(QUEEN_HEARTS), targets=(_card(QUEEN_HEARTS), GO),
             nudge=N_("Click the Queen of hearts, then the Pass button.")),
        Step(N_("Wrap the 10 of diamonds for Leo, the one player you have not given to yet."),
             expect=Wrap(TEN_DIAMONDS, LEO), targets=(_card(TEN_DIAMONDS), ("do", Wrap(TEN_DIAMONDS, LEO))),
             nudge=N_("Click the 10 of diamonds, then Wrap it for Leo.")),
        Step(N_("Last chance for a Naughty card: No Naughty card."),
             expect=DONE, targets=(DONE_BUTTON,),
             nudge=N_("Press No Naughty card.")),
        Step(N_("Grandma's 3 and Sam's 4 were Equal in Value (one apart), so each kept the present "
                "given to them. You win with six presents! Also: whoever gave to everyone and ends with an empty "
                "pile has the True Spirit of Giving, and wins outright."),
             targets=(("seat", 0),),
             watch=N_("The last pairs are opened. Watch Grandma's and Sam's: a 3 and a 4\u2026")),
    ),
)
