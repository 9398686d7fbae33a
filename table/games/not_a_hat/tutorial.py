"""That's Not a Hat, the guided first game: three players, the black-backed gifts, you start.
With this seed Grandma and Sam (easy bots) play the same way every time, so each step can
say what is about to happen. It covers naming a gift, accepting and passing your old gift
by its arrow, refusing a false claim and a true one, penalties and the Gift Shop, and the end.
"""

from __future__ import annotations

from engine.games.not_a_hat.moves import ACCEPT, REFUSE, Give
from table.i18n import N_
from table.tutorial import Step, Tutorial

SKATES, DICE, UMBRELLA = 16, 41, 8  # the gifts you name (their numbers in the deck)
ACCEPT_BUTTON, REFUSE_BUTTON = ("button", 0), ("button", 1)

TUTORIAL = Tutorial(
    seed=98,
    names=(N_("You"), N_("Grandma"), "Sam"),
    settings={"first": "0", "colour": "black"},
    bot_level="easy",
    steps=(
        Step(N_("Welcome to That's Not a Hat! Everyone starts with one gift, face up: yours is the dice, "
                "Grandma's the drum, Sam's the socks. Remember them: soon they go face down."),
             targets=(("seat", 0), ("seat", 1), ("seat", 2))),
        Step(N_("You start, with the top gift of the Gift Shop: roller skates. A gift travels face down, so "
                "the giver says what it is. The arrow on its back says where it goes: to Grandma."),
             targets=(("seat", 1),)),
        Step(N_("Name your gift: click \u201croller skates\u201d in the list. (You may bluff, but everyone saw "
                "it come out of the shop.)"),
             expect=Give(SKATES), targets=(("gift", SKATES),),
             nudge=N_("Say what it really is this time: roller skates.")),
        Step(N_("Grandma says her card is a drum. You saw her drum before it was turned over, so it is true: "
                "accept it."),
             expect=ACCEPT, targets=(ACCEPT_BUTTON,),
             watch=N_("Grandma believes you and takes the skates. Now she must pass on her old gift, the drum\u2026"),
             nudge=N_("Grandma is telling the truth: you saw that drum. Accept it.")),
        Step(N_("You accepted, so now you pass on your old gift, the one at the bottom: the dice, turned face "
                "down. Its arrow points to Sam. Name it: \u201cdice\u201d."),
             expect=Give(DICE), targets=(("gift", DICE),),
             nudge=N_("Your old gift is the dice: name it truthfully for now.")),
        Step(N_("Sam says he gives you a drum. But the drum is the card you accepted from Grandma: it lies in "
                "front of you! He must be bluffing. Refuse."),
             expect=REFUSE, targets=(REFUSE_BUTTON,),
             watch=N_("Watch the gifts go round, and follow each one with your eyes. Grandma doubts Sam's "
                      "\u201cchocolate\u201d: the card is shown, Sam was wrong and takes a penalty\u2026"),
             nudge=N_("Think: where is the drum? In front of you. Sam cannot be giving it. Refuse.")),
        Step(N_("Sam was wrong, so the card goes face up on his penalties, and he gives a new gift straight from "
                "the shop: a crown. Everyone saw it, so it really is a crown. Refuse anyway, to see what happens."),
             expect=REFUSE, targets=(REFUSE_BUTTON,),
             nudge=N_("For this lesson, refuse the crown, even though it is true.")),
        Step(N_("It was a crown: refusing was wrong, so the penalty is yours. The one who was wrong takes a gift "
                "from the shop and gives it at once: an umbrella, to Grandma. Name it."),
             expect=Give(UMBRELLA), targets=(("gift", UMBRELLA),),
             nudge=N_("Name the umbrella you took from the shop.")),
        Step(N_("Grandma gives you her old gift and calls it chocolate. But her old gift was the socks Sam "
                "gave her, and the chocolate was Sam's bluff. Refuse!"),
             expect=REFUSE, targets=(REFUSE_BUTTON,),
             watch=N_("Grandma accepts the umbrella and passes on her old gift\u2026"),
             nudge=N_("Grandma's old gift came from Sam, who called it socks. It is not chocolate. Refuse.")),
        Step(N_("The game ends as soon as someone has three penalty cards (or the shop runs out). Fewest "
                "penalties wins. Count them on the plates: you have one, Grandma two, Sam three. You win!"),
             targets=(("seat", 0), ("seat", 2)),
             watch=N_("Grandma was wrong, so she takes a gift from the shop and gives it to Sam. Sam does not "
                      "believe her\u2026")),
    ),
)
