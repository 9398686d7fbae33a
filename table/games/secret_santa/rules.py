"""How to play, in the project's own words, with the game's credits. Texts are marked for the
message catalogue (``N_``); the rules screen translates them where it shows them."""

from table.i18n import N_

RULES = {
    "title": "Secret Santa",
    "credits": N_("A game by Duncan Molloy, with art by Lauren 'Iguanamouth' Dawson, published by Osprey "
               "Games (2015). This is a fan-made digital table; the card pictures are our own."),
    "sections": [
        (N_("The idea"), N_("Everybody wants to be the most generous person at the party, so everybody "
         "tries to give away every card in their hand first. The sooner you are out of cards, the "
         "more points you score; after several hands the best total wins.")),
        (N_("The cards"), N_("Gift cards are the twelve days of the carol, from a partridge in a pear tree "
         "(worth 1, there are twelve of them) up to the drummers drumming (worth 12, only one). "
         "Eight special cards shake things up; each shows when it may be played: a star, holly or "
         "a snowflake.")),
        (N_("A round"), N_("The player who leads puts down any number of cards of one value, say three 4s. "
         "Going left, everyone must either play the same number of cards of a higher value, or pass. "
         "Once you pass you are out of that round. Play goes round until everyone has passed, even "
         "the player on top, who may add more on top of her own play. The highest play wins the "
         "round: its player leads the next one (or, if she has no cards left, the next player to her "
         "left).")),
        (N_("Star cards (on your turn)"), N_("Santa: play him on his own instead of gifts and you win the "
         "round at once. Elves: add them to gift cards and each counts as one more copy (two 5s and an "
         "Elf are three 5s); there are four. Christmas Carol: swap seats with anyone for the rest of "
         "the hand, then carry on with your turn. Not once you have passed this round.")),
        (N_("Holly cards (right after someone else's play)"), N_("After every play of gift cards, the "
         "others get a short moment to answer, in order from the player's left. A Mouse: the round "
         "ends now and the highest play wins it. Ghost of Christmas Present: the player who just "
         "played takes those cards back, the play before is the one to beat again, and that player "
         "is skipped (not passed). You may answer even after passing, but not your own play. "
         "Everyone is asked, holding Holly or not, so nobody learns who has one.")),
        (N_("Snowflake cards (between rounds)"), N_("Fruitcake: before the first round, give one of your "
         "gift cards to any player. Christmas Tree: after a round, shuffle its gift cards and deal "
         "one to each player still in the hand, starting with you or your left neighbour (your "
         "choice); the rest are put away unseen. Scrooge: name a player who passed last round "
         "without giving any gift; she must sit out the next round.")),
        (N_("Out of gifts"), N_("Once you have no gift cards, you may lead with special cards as gifts "
         "worth 0.")),
        (N_("Final Gift!"), N_("If your turn leaves you with exactly one card, say “Final Gift!” "
         "(the button appears when it matters) before you play. Forget, and you must let your "
         "next chance to play go by: your next turn, or a Holly or Snowflake window that comes first. "
         "If the Ghost takes that play back, the forgetting goes with it. A setting lets the table say it for you.")),
        (N_("Scoring"), N_("The first player out scores as many points as there are players, the next one "
         "point less, and so on; the last player left scores 1. Two players who go out in the same "
         "round are ranked by their last play, higher first. A session has one hand per player "
         "(a setting); the deal moves left each hand and the score sheet keeps the totals. Ties "
         "share the victory.")),
        (N_("Our rulings"), N_("With three players the 1s, 2s, 3s and every special except Santa, the "
         "Elves, Fruitcake and Christmas Tree are left out. Christmas Carol's swap lasts until the end "
         "of the hand. A Christmas Tree deals only to players who still hold cards. A window is "
         "skipped only when everyone can tell no card could be played into it.")),
        (N_("Variants"), N_("Special cards: all eight, only Santa and the Elves, only the Snowflake cards, "
         "or none. Number of Elves. Number of hands. “Final Gift!” said by you or for you.")),
        (N_("Keys"), N_("Each click on a pile raises one more of its cards (a right click lowers one); point "
         "at a card to see what it is. Or use the arrow keys from pile to pile and Space, which raises "
         "one more; Up takes a whole pile, Down clears. Enter plays, P passes, F says “Final Gift!”, H calls Holly or "
         "Snowflake during a window. Esc pauses.")),
    ],
}
