"""That's Not a Hat, the guided first game: three players, the black-backed gifts, you start.
With this seed Grandma and Sam (easy bots) play the same way every time, so each step can
say what is about to happen. It covers naming a gift, accepting and passing your old gift
by its arrow, refusals made by others and by you (a false claim and a true one), penalties and
the Gift Shop, and the end, where every gift is turned over.
"""

from __future__ import annotations

from engine.games.not_a_hat.moves import ACCEPT, REFUSE, Give
from table.i18n import N_
from table.tutorial import Step, Tutorial

SLED, CACTUS, TEAPOT, DICE = 17, 45, 21, 41  # the gifts you name (their numbers in the deck)
ACCEPT_BUTTON, REFUSE_BUTTON = ("button", 0), ("button", 1)

TUTORIAL = Tutorial(
    seed=2853,
    names=(N_("You"), N_("Grandma"), "Sam"),
    settings={"first": "0", "colour": "black"},
    bot_level="easy",
    steps=(
        Step(N_("Welcome to That's Not a Hat! Everyone starts with one gift, face up: yours is the cactus, "
                "Grandma's the teapot, Sam's the broccoli. Remember them: soon they go face down."),
             targets=(("seat", 0), ("seat", 1), ("seat", 2))),
        Step(N_("You start, with the top gift of the Gift Shop: a sled. A gift travels face down, so the giver "
                "says what it is. The arrow on its back says where it goes: to Sam."),
             targets=(("seat", 2),)),
        Step(N_("Name your gift: click \u201csled\u201d in the list. (You may bluff, but everyone saw it come out "
                "of the shop.)"),
             expect=Give(SLED), targets=(("gift", SLED),),
             nudge=N_("Say what it really is this time: sled.")),
        Step(N_("Grandma says her card is a teapot. You saw her teapot before it was turned over, so it is true: "
                "accept it."),
             expect=ACCEPT, targets=(ACCEPT_BUTTON,),
             watch=N_("Sam believes you and takes the sled. Now he passes on his old gift, the broccoli, to "
                      "Grandma, and she passes on hers\u2026"),
             nudge=N_("Grandma is telling the truth: you saw that teapot. Accept it.")),
        Step(N_("You accepted, so now you pass on your old gift, the one at the bottom: the cactus, turned face "
                "down. Its arrow points to Sam. Name it: \u201ccactus\u201d."),
             expect=Give(CACTUS), targets=(("gift", CACTUS),),
             nudge=N_("Your old gift is the cactus: name it truthfully for now.")),
        Step(N_("Sam was wrong, so the card goes face up on his penalties, and he gives you a new gift straight "
                "from the shop: a piano. Everyone saw it, so it really is a piano: accept it."),
             expect=ACCEPT, targets=(ACCEPT_BUTTON,),
             watch=N_("Follow each gift with your eyes. Sam calls the sled a jigsaw! Grandma saw the sled come "
                      "out of the shop, so she refuses: the card is shown\u2026"),
             nudge=N_("Everyone saw the piano come out of the shop. Accept it.")),
        Step(N_("Pass on your old gift again: the one at the bottom is the teapot Grandma gave you. Its arrow "
                "points to Sam. Name it: \u201cteapot\u201d."),
             expect=Give(TEAPOT), targets=(("gift", TEAPOT),),
             nudge=N_("Your old gift is Grandma's teapot: name it.")),
        Step(N_("Grandma gives you her old gift and calls it a cupcake. But her old gift is the broccoli Sam "
                "turned over and gave her at the start. She is bluffing: refuse!"),
             expect=REFUSE, targets=(REFUSE_BUTTON,),
             watch=N_("Sam passes on his old gift, your cactus, and calls it broccoli! Grandma refuses again: "
                      "that is Sam's second penalty. He gives her a ring from the shop\u2026"),
             nudge=N_("Grandma's old gift is Sam's broccoli, not a cupcake. Refuse.")),
        Step(N_("Grandma was wrong, so she takes the penalty and gives you a new gift from the shop: a drum. "
                "Everyone saw it, so it really is a drum. Refuse anyway, to see what happens."),
             expect=REFUSE, targets=(REFUSE_BUTTON,),
             nudge=N_("For this lesson, refuse the drum, even though it is true.")),
        Step(N_("It was a drum: refusing was wrong, so the penalty is yours. The one who was wrong takes a gift "
                "from the shop and gives it at once: some dice, to Sam. Name them."),
             expect=Give(DICE), targets=(("gift", DICE),),
             nudge=N_("Name the dice you took from the shop.")),
        Step(N_("The game ends when someone has three penalty cards (or the shop runs out), and every gift is "
                "turned over. Fewest penalties wins: you and Grandma have one each, Sam three. You share the win!"),
             targets=(("seat", 0), ("seat", 1), ("seat", 2)),
             watch=N_("Sam takes the dice and passes on his old gift, your teapot, calling it an umbrella. "
                      "Grandma does not believe him\u2026")),
    ),
)
