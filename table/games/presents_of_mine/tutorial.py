"""Presents of Mine, the guided first game: four players, the whole game of five rounds (each
asks one choice of you). With this seed Grandma, Sam and Leo (easy bots) play the same way
every time, so each step can name the presents in your hand. It covers the secret pregame
picks and staleness, scoring (and why a score never goes down), passing to 1, 2 and 3 below,
a Bomb Squad swap (Kaboom or Limiting, PM-8), the reversed list, a Yoink, and Monopoly at the end.
"""

from __future__ import annotations

from engine.games.presents_of_mine.moves import Give, Pick, Yoink
from table.i18n import N_
from table.tutorial import Step, Tutorial

GRANDMA, SAM, LEO = 1, 2, 3
GO = ("go",)

TUTORIAL = Tutorial(
    seed=1,
    names=(N_("You"), N_("Grandma"), "Sam", "Leo"),
    bot_level="easy",
    steps=(
        Step(N_("Welcome to Presents of Mine! Over five rounds, presents score points, but they go stale: "
                "every point of staleness you hold costs a point at each scoring. Most points at the end wins."),
             targets=(("seat", 0), ("seat", GRANDMA), ("seat", SAM), ("seat", LEO))),
        Step(N_("First, a secret pick: five different presents from A to J (the list says what each does). "
                "The more players pick one, the staler it starts. Pick A, B, C, F and J."),
             expect=Pick(("A", "B", "C", "F", "J")),
             targets=(("pick", "A"), ("pick", "B"), ("pick", "C"), ("pick", "F"), ("pick", "J"), GO),
             nudge=N_("For this lesson pick Average, Bonus, Chain, Fruit and Jinx, then the button.")),
        Step(N_("Everyone got an extra Average (A), and the first scoring came: each present adds its points, "
                "minus the staleness on the badges. A score never goes down: a bad total counts as 0."),
             targets=(("seat", 0),),
             watch=N_("The others pick in secret. Then all picks are shown together\u2026")),
        Step(N_("Round 1: pass three presents down the list, along the arrows: the 1st you click goes to Sam "
                "(1 below), the 2nd to Grandma, the 3rd to Leo. Pass your Chain, Fruit and Jinx."),
             expect=Give((2, 3, 4)), targets=(("own", 2), ("own", 3), ("own", 4), GO),
             nudge=N_("Click the Chain (C), then the Fruit (F), then the Jinx (J), then Pass them.")),
        Step(N_("Passed presents lose a point of staleness; kept ones gain one (a Fruit two). Round 2 is Bomb "
                "Squad: with your pass you also swap one present you keep for a new one, chosen in secret: a Kaboom "
                "(K) or a Limiting (L)."),
             targets=(("seat", 0),),
             watch=N_("The others pass in secret; then everything moves at once, and the round is scored\u2026")),
        Step(N_("Kaboom: +2 for each Average you hold, but each Average also peels off one of its 6 layers, and "
                "at none left it explodes for -6. Limiting: +2, and an exploding Kaboom of yours costs 1, not 6. "
                "The kind more players choose starts at staleness 2."),
             targets=(("seat", 0),)),
        Step(N_("Averages make a Kaboom pay well, for a round or two. Pass the Chain, Average and Chain at "
                "the end, then click your Bonus, choose Kaboom (K) and pass."),
             expect=Give((3, 4, 5), 1, "K"),
             targets=(("own", 3), ("own", 4), ("own", 5), ("own", 1), ("swap", "K"), GO),
             nudge=N_("Pass places 4, 5 and 6, click the Bonus (B), choose Kaboom (K), then Pass them.")),
        Step(N_("Your Kaboom scored +2 for each Average and lost a layer for each (its layers are the red number). "
                "Round 3: the list turns round, so Leo is now 1 below you."),
             targets=(("seat", LEO),),
             watch=N_("Round 2 is scored. Your Kaboom has three Averages beside it\u2026")),
        Step(N_("Pass the second Average, the Bonus and the Kaboom (before it explodes!), and swap your first "
                "Average for a Musky (M): +2, and +1 for each present of yours at staleness 3 or more."),
             expect=Give((1, 2, 5), 0, "M"),
             targets=(("own", 1), ("own", 2), ("own", 5), ("own", 0), ("swap", "M"), GO),
             nudge=N_("Pass places 2, 3 and 6, click the first Average, choose Musky (M), then Pass them.")),
        Step(N_("Round 4, Yoink! Nobody gives: you take one present from each of the three players above "
                "you. Take Sam's Jinx, Grandma's Chain and Leo's Average, then Yoink!"),
             expect=Yoink((0, 4, 0)), targets=(("take", SAM, 0), ("take", GRANDMA, 4), ("take", LEO, 0), GO),
             watch=N_("Round 3 is scored and the staleness changes\u2026"),
             nudge=N_("Click Sam's Jinx, Grandma's Chain and Leo's first Average, then Yoink!")),
        Step(N_("Round 5, Monopoly: pass three as usual. At the last scoring, whoever holds the most of a letter "
                "gets +5 (+2 each if tied). Pass your stalest: the Jinx at 4, the Average at 2, the Limiting."),
             expect=Give((2, 4, 5)), targets=(("own", 2), ("own", 4), ("own", 5), GO),
             watch=N_("Everyone takes at once: nearest first, and a present already taken becomes a random one\u2026"),
             nudge=N_("Pass places 3, 5 and 6: the Jinx at 4, the Average at 2 and the Limiting.")),
        Step(N_("That was the whole game: with fresh presents you kept your points growing, and you win. At a real "
                "table you can see any scoring again with B, and every move with L."),
             targets=(("seat", 0),),
             watch=N_("The last passes, the last scoring, Monopoly included\u2026")),
    ),
)
