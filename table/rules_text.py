"""How to play, in the project's own words, with each game's credits."""

NOT_A_HAT = {
    "title": "That's Not a Hat",
    "credits": "A game by Kasper Lapp, published by Ravensburger (2023). "
               "This is a fan-made digital table; the gift pictures are our own.",
    "sections": [
        ("The idea", "Everyone keeps passing gifts around, face down. You have to remember what "
         "is in front of you, and when you cannot, you bluff. Whoever collects the fewest "
         "penalty cards wins."),
        ("Getting ready", "Each player starts with one gift, face up, so that everybody can see it. "
         "The rest of the cards form the Gift Shop in the middle; you can see its top gift. "
         "A random player starts by taking the top gift from the shop."),
        ("Giving", "To give, you name the gift out loud: pick its name from the list. You may tell "
         "the truth or make something up. The card goes face down to the neighbour its back arrow "
         "points at: left is the next player clockwise, right the one before. A gift from the shop "
         "has just been shown to all, so lying about it rarely works."),
        ("Accepting", "If you believe the giver, accept. The new gift goes on top of your column. "
         "Now you must pass on your older gift, the one at the bottom; if it is still face up you "
         "turn it over first. Name it and give it the way its arrow points."),
        ("Refusing", "If you think the giver is wrong, refuse: the card is turned over for all to "
         "see. If it is what the giver said, you were wrong; otherwise the giver was. Whoever was "
         "wrong puts the card face up in their penalty pile, then takes a new gift from the shop and "
         "gives it at once."),
        ("Remembering", "Once a card is face down nobody may look at it again. The table never "
         "shows it either: no peeking by hovering, no log. The back of each card is fixed, so its "
         "colour and arrow tell you a little; the gift picker fades names that cannot be your card."),
        ("The end", "The game ends as soon as someone has three penalty cards, or when a gift must be "
         "taken from an empty shop. Fewest penalty cards wins; ties share the victory."),
        ("Variants", "Two cards: everyone starts with two face-up gifts in a column and always gives "
         "the bottom one; needed for two players, where both arrows lead to the other player. "
         "One colour: only the black-arrow or only the white-arrow cards. A match: as many games "
         "as players, penalties added up; each new game is started by the next player clockwise."),
        ("Keys", "Arrow keys and letters choose a gift, Enter gives it. A accepts, R refuses. "
         "Esc pauses. F11 toggles full screen, Ctrl+M the sound."),
    ],
}

SECRET_SANTA = {
    "title": "Secret Santa",
    "credits": "A game by Duncan Molloy, with art by Lauren 'Iguanamouth' Dawson, published by Osprey "
               "Games (2015). This is a fan-made digital table; the card pictures are our own.",
    "sections": [
        ("The idea", "Everybody wants to be the most generous person at the party, so everybody "
         "tries to give away every card in their hand first. The sooner you are out of cards, the "
         "more points you score; after several hands the best total wins."),
        ("The cards", "Gift cards are the twelve days of the carol, from a partridge in a pear tree "
         "(worth 1, there are twelve of them) up to the drummers drumming (worth 12, only one). "
         "Eight special cards shake things up; each shows when it may be played: a star, holly or "
         "a snowflake."),
        ("A round", "The player who leads puts down any number of cards of one value, say three 4s. "
         "Going left, everyone must either play the same number of cards of a higher value, or pass. "
         "Once you pass you are out of that round. Play goes round until everyone has passed, even "
         "the player on top, who may add more on top of her own play. The highest play wins the "
         "round: its player leads the next one (or, if she has no cards left, the next player to her "
         "left)."),
        ("Star cards (on your turn)", "Santa: play him on his own instead of gifts and you win the "
         "round at once. Elves: add them to gift cards and each counts as one more copy (two 5s and an "
         "Elf are three 5s); there are four. Christmas Carol: swap seats with anyone for the rest of "
         "the hand, then carry on with your turn. Not once you have passed this round."),
        ("Holly cards (right after someone else's play)", "After every play of gift cards, the "
         "others get a short moment to answer, in order from the player's left. A Mouse: the round "
         "ends now and the highest play wins it. Ghost of Christmas Present: the player who just "
         "played takes those cards back, the play before is the one to beat again, and that player "
         "is skipped (not passed). You may answer even after passing, but not your own play. "
         "Everyone is asked, holding Holly or not, so nobody learns who has one."),
        ("Snowflake cards (between rounds)", "Fruitcake: before the first round, give one of your "
         "gift cards to any player. Christmas Tree: after a round, shuffle its gift cards and deal "
         "one to each player still in the hand, starting with you or your left neighbour (your "
         "choice); the rest are put away unseen. Scrooge: name a player who passed last round "
         "without giving any gift; she must sit out the next round."),
        ("Out of gifts", "Once you have no gift cards, you may lead with special cards as gifts "
         "worth 0."),
        ("Final Gift!", "If your turn leaves you with exactly one card, say “Final Gift!” "
         "(the button appears when it matters) before you play. Forget, and you must pass at your "
         "next turn. A setting lets the table say it for you."),
        ("Scoring", "The first player out scores as many points as there are players, the next one "
         "point less, and so on; the last player left scores 1. Two players who go out in the same "
         "round are ranked by their last play, higher first. A session has one hand per player "
         "(a setting); the deal moves left each hand and the score sheet keeps the totals. Ties "
         "share the victory."),
        ("Our rulings", "With three players the 1s, 2s, 3s and every special except Santa, the "
         "Elves, Fruitcake and Christmas Tree are left out. Christmas Carol's swap lasts until the end "
         "of the hand. A Christmas Tree deals only to players who still hold cards. A window is "
         "skipped only when everyone can tell no card could be played into it."),
        ("Variants", "Special cards: all eight, only Santa and the Elves, only the Snowflake cards, "
         "or none. Number of Elves. Number of hands. “Final Gift!” said by you or for you."),
        ("Keys", "Click cards or use the arrow keys and Space to choose them; Up takes a whole set, "
         "Down clears. Enter plays, P passes, F says “Final Gift!”, H calls Holly or "
         "Snowflake during a window. Esc pauses."),
    ],
}

SPIRIT_OF_GIVING = {
    "title": "The Spirit of Giving",
    "credits": "A game by Jon Gill (@TheJonAGill), played with an ordinary deck of cards. This is a "
               "fan-made digital table; the card faces are drawn by this program.",
    "sections": [
        ("The idea", "It's the season of presents, and the ones you give had better be at least as "
         "good as the ones you get. Collect the most presents in your Present Pile, or find the True "
         "Spirit of Giving."),
        ("The cards", "2 to 10 are Presents worth their number. Aces are Homemade Presents: nobody knows "
         "if they are wonderful or awful, so an Ace's giver decides 1 or 11 when it matters. Jacks, "
         "Queens and Kings are Naughty cards. Suits do nothing. Two Presents are Equal in Value when "
         "their numbers are the same or next to each other; an Ace is Equal in Value to a 2, a 10 or "
         "another Ace."),
        ("Getting ready", "With 4, 5 or 6 players, everyone gets 4, 5 or 6 cards and the game lasts 3, 4 "
         "or 5 rounds. The hands are dealt face up, and one by one each player may mulligan once: put "
         "any cards back, shuffle, draw back up. Then every hand is hidden for good."),
        ("Discussion", "Talk about who should give what to whom. Be as honest as you like. Type your own "
         "line or pick a quick one; bots talk too, and may be bluffing. Everyone says done in turn."),
        ("Goodwill", "Everyone passes one card at the same moment: in round 1 to the next player on the "
         "left, in round 2 to the one after that, and so on. A card you receive cannot be passed on in "
         "the same round."),
        ("Wrapping", "Everyone who can must wrap one Present for a player they have not given a Present "
         "to yet in this game. It goes face down under the Tree with a Gift Tag: To and From, for all to "
         "see. Choices are made in secret and revealed together."),
        ("Naughty cards", "Play them in Discussion, Goodwill, Wrapping or the last-minute window before "
         "Unwrapping; then draw a new card. Jack, Peek at the List: look at another player's hand (only "
         "you see it). Queen, The Ol' Switcheroo: swap the presents under two Gift Tags (not the two "
         "halves of one pair); who-gave-to-whom does not change. King, Best Frenemies Forever: you and "
         "another player become Frenemies for the rest of the game."),
        ("Unwrapping", "Whenever two players have presents to each other under the Tree, even from "
         "earlier rounds, the pair is opened. Equal in Value: each keeps the present she was given. "
         "Otherwise the giver of the better present takes both, except between Frenemies, where the "
         "giver of the worse present takes both. Presents go face up into Present Piles."),
        ("The end", "After the last round, presents still unmatched go back to their givers' piles. "
         "Anyone whose pile is empty and who gave a present to every other player has found the True "
         "Spirit of Giving and wins. Otherwise the biggest pile wins; ties share the victory."),
        ("Variants", "Merry Little Christmas, for 3 or 4: 3 players get 5 cards and play 4 rounds, 4 "
         "players get 7 and play 6. You may give each player two presents, but not a second one while "
         "the first still waits under the Tree; passing goes round and round, never to yourself. "
         "Frenemies become friends again once a pair between them is opened, and the True Spirit needs "
         "two presents to everyone. All Through the Night: Discussion runs on a timer you choose, and "
         "Naughty cards wait until Goodwill. The two variants can be combined."),
        ("Keys", "Click a card, or move with the arrow keys and press Space; then use the buttons. Enter "
         "confirms, T writes an announcement, 1 or 11 for an Ace with the keys 1 and 2. Esc pauses."),
    ],
}

PRESENTS_OF_MINE = {
    "title": "Presents of Mine",
    "credits": 'A game by pseudonam, first played as Main Match 5 of "The Genius: Variations on a Theme". '
               "This is a fan-made digital table; the present pictures are our own.",
    "sections": [
        ("The idea", "Eight players (four to seven also work) keep passing presents around a circle. "
         "Every present scores in its own way, and presents kept too long go stale and cost points. "
         "After five rounds the highest score wins."),
        ("The list", "Players sit in a random circular list; the arrows on the table point from each "
         "player to the one below. Distance is counted round the circle, the short way. The list is "
         "turned around at the start of round 3."),
        ("Before round 1", "In secret, everyone picks five different presents from A to J. A present "
         "picked by one or two players starts fresh (staleness 0); by three, at 1; by four or five, at 2; "
         "by six or more, at 3. Everyone also gets an Average Present at 0, so everyone holds six. Then "
         "the first scoring."),
        ("A round", "In secret, everyone chooses three presents to pass: the first goes to the player "
         "one below, the second two below, the third three below. Everything moves at once; everyone "
         "keeps three and gets three. Then comes the scoring, then staleness."),
        ("Scoring", "Each present scores its ability (every copy on its own), then you lose as many points "
         "as the staleness of everything you hold. If that adds up to less than zero, your score simply "
         "stays where it was: scores never go down. The breakdown shows every line; B reopens it."),
        ("Staleness", "After each round's scoring, every present that was passed freshens by 1 and every "
         "present that was kept grows 1 staler (never below 0). Fruit does both twice as fast. A "
         "Nebulizer freshens what arrives at its holder by one more."),
        ("The presents", "A Average +4. B Bonus +2, +2 per Average you hold. C Chain +3, +2 for each list "
         "neighbour holding a Chain. D Diameter +2, +5 if the player opposite holds one. E Egg +6, but -3 "
         "each time you receive one (also at the start). F Fruit +5. G Golden: twice the distance it "
         "travelled to you this round, else +2. H Help +2, +1 per other player with a Help (up to +4). "
         "I Inversion +3, +3 more if it is your stalest present. J Jinx +7, -1 per other player with a "
         "Jinx."),
        ("Round 2, Bomb Squad", "Besides passing, swap one present you keep for a Kaboom (K) or a Limiting "
         "(L) present. Whichever more players choose starts at staleness 2. A Kaboom has 6 layers and "
         "loses one per Average you hold at each scoring; while it lasts it scores +2 per Average, and "
         "when it runs out it explodes for -6 (-1 if you hold a Limiting) and becomes an Average. "
         "Limiting +2."),
        ("Round 3, Cleaning Supplies", "The list turns around, then as in round 2 with a Musky (M: +2, +1 "
         "per present you hold at staleness 3 or more) or a Nebulizer (N: +2)."),
        ("Round 4, Yoink", "Instead of giving, take: name one present of each of the three players above "
         "you. Closer thieves go first; if what you wanted is gone, you get a random one of theirs. "
         "Stolen presents count as passed."),
        ("Round 5, Monopoly", "Pass as usual. At the last scoring, for each kind A to J, the player with "
         "the most copies scores +5; players tied for the most score +2."),
        ("Our rulings", "The list is drawn before the first scoring, so Chain and Diameter count then too. "
         "With an odd number of players, Diameter looks at both players furthest away. Presents made in "
         "rounds 2 and 3 were not passed, so they grow staler like kept ones."),
        ("Keys", "Click tiles to choose, Enter confirms, B shows the scoring breakdown, Esc clears a "
         "half-made choice or pauses."),
    ],
}

RULES = {"not-a-hat": NOT_A_HAT, "secret-santa": SECRET_SANTA, "spirit-of-giving": SPIRIT_OF_GIVING,
         "presents-of-mine": PRESENTS_OF_MINE}
