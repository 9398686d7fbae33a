"""How to play, in the project's own words, with the game's credits. Texts are marked for the
message catalogue (``N_``); the rules screen translates them where it shows them."""

from table.i18n import N_

RULES = {
    "title": "Presents of Mine",
    "credits": N_("A game by pseudonam, first played as Main Match 5 of \"The Genius: Variations on a Theme\". This is "
                  "a fan-made digital table; the present pictures are our own."),
    "sections": [
        (N_("The idea"), N_("Eight players (four to seven also work) keep passing presents around a circle. Every "
                            "present scores in its own way, and presents kept too long go stale and cost points. "
                            "After five rounds the highest score wins.")),
        (N_("The list"), N_("Players sit in a random circular list; the arrows on the table point from each player to "
                            "the one below. Distance is counted round the circle, the short way. The list is turned "
                            "around at the start of round 3.")),
        (N_("Before round 1"), N_("In secret, everyone picks five different presents from A to J. A present picked by "
                                  "one or two players starts fresh (staleness 0); by three, at 1; by four or five, at "
                                  "2; by six or more, at 3. Everyone also gets an Average Present at 0, so everyone "
                                  "holds six. Then the first scoring.")),
        (N_("A round"), N_("In secret, everyone chooses three presents to pass: the first goes to the player one "
                           "below, the second two below, the third three below. Everything moves at once; everyone "
                           "keeps three and gets three. Then comes the scoring, then staleness.")),
        (N_("Scoring"), N_("Each present scores its ability (every copy on its own), then you lose as many points as "
                           "the staleness of everything you hold. If that adds up to less than zero, your score "
                           "simply stays where it was: scores never go down. The breakdown shows every line; B "
                           "reopens it.")),
        (N_("Staleness"), N_("After each round's scoring, every present that was passed freshens by 1 and every "
                             "present that was kept grows 1 staler (never below 0). Fruit does both twice as fast. A "
                             "Nebulizer freshens what arrives at its holder by one more.")),
        (N_("The presents"), N_("A Average +4. B Bonus +2, +2 per Average you hold. C Chain +3, +2 for each list "
                                "neighbour holding a Chain. D Diameter +2, +5 if the player opposite holds one. E Egg "
                                "+6, but -3 each time you receive one (also at the start). F Fruit +5. G Golden: "
                                "twice the distance it travelled to you this round, else +2. H Help +2, +1 per other "
                                "player with a Help (up to +4). I Inversion +3, +3 more if it is your stalest "
                                "present. J Jinx +7, -1 per other player with a Jinx.")),
        (N_("Round 2, Bomb Squad"), N_("Besides passing, swap one present you keep for a Kaboom (K) or a Limiting (L) "
                                       "present. Whichever more players choose starts at staleness 2. A Kaboom has 6 "
                                       "layers and loses one per Average you hold at each scoring; while it lasts it "
                                       "scores +2 per Average, and when it runs out it explodes for -6 (-1 if you "
                                       "hold a Limiting) and becomes an Average. Limiting +2.")),
        (N_("Round 3, Cleaning Supplies"), N_("The list turns around, then as in round 2 with a Musky (M: +2, +1 per "
                                              "present you hold at staleness 3 or more) or a Nebulizer (N: +2).")),
        (N_("Round 4, Yoink"), N_("Instead of giving, take: name one present of each of the three players above you. "
                                  "Closer thieves go first; if what you wanted is gone, you get a random one of "
                                  "theirs. Stolen presents count as passed.")),
        (N_("Round 5, Monopoly"), N_("Pass as usual. At the last scoring, for each kind A to J, the player with the "
                                     "most copies scores +5; players tied for the most score +2.")),
        (N_("Our rulings"), N_("The list is drawn before the first scoring, so Chain and Diameter count then too. "
                               "With an odd number of players, Diameter looks at both players furthest away. Presents "
                               "made in rounds 2 and 3 were not passed, so they grow staler like kept ones.")),
        (N_("Keys"), N_("Click tiles to choose, or use the keyboard: Tab or the arrows move a gold ring over "
                        "the presents, the players below and the swap choices, Space chooses, K, L, M or N picks a "
                        "swap, and Enter confirms a complete choice. B shows the scoring breakdown, Esc clears a "
                        "half-made choice or pauses.")),
    ],
}
