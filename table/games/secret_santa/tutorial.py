"""Secret Santa, the guided first game: eight players, one hand, until you go out. With this seed
the seven easy bots play the same way every time, so each step can name your cards. It covers
a Fruitcake, a Holly card in its window (your Ghost), leading and following with more cards of
a higher value, passing, Elves, Scrooge and a Christmas Tree between rounds, "Final Gift!",
Santa, going out and the points.
"""

from __future__ import annotations

from engine.games.secret_santa.cards import ELVES, SANTA
from engine.games.secret_santa.moves import PASS, PlayGhost, PlaySanta, play
from table.i18n import N_
from table.tutorial import Step, Tutorial

PLAY, PASS_BUTTON, FINAL = ("play",), ("pass",), ("final",)
PARTRIDGE, HEN, BIRD, SWAN, MAID, PIPER = 1, 3, 4, 7, 8, 11


def _pile(kind: int, times: int = 1) -> tuple:
    return (("pile", kind),) * times


TUTORIAL = Tutorial(
    seed=176,
    names=(N_("You"), N_("Grandma"), "Sam", "Leo", "Mia", "Ana", "Tom", "Zoe"),
    settings={"hands": "1"},
    bot_level="easy",
    steps=(
        Step(N_("Welcome to Secret Santa! Be the first to give away every card in your hand. Your cards lie "
                "in piles of the same value, 1 to 12; specials (Santa, Elves, a Ghost) sit at the end."),
             targets=(("seat", 0),)),
        Step(N_("Tom played three turtle doves (two, plus Elves as one more). You hold a Holly card: right "
                "after another's play you may use it. Holly! then the Ghost: Tom takes his cards back."),
             expect=PlayGhost(), targets=(("call",), ("do", PlayGhost())),
             watch=N_("Before the first round, Zoe plays a Fruitcake: she gives you a gift card, a 7. Then "
                      "the first lead\u2026"),
             nudge=N_("Press Holly!, then choose the Ghost of Christmas Present.")),
        Step(N_("Zoe leads one partridge (a 1). To follow, play as many cards as she did, of a higher value. "
                "Click your 4s pile once to raise one calling bird, then Play."),
             expect=play((BIRD,)), targets=_pile(BIRD) + (PLAY,),
             watch=N_("The turn goes on to your left\u2026"),
             nudge=N_("Click the pile of 4s once, then Play.")),
        Step(N_("Tom's Mouse ended that round at once: Sam's 8, the highest play, won it. Ana's two 10s "
                "(one an Elf) are on top. Your 11 and your Elves could beat them, but keep them for later. Pass: "
                "you sit out the rest of this round."),
             expect=PASS, targets=(PASS_BUTTON,),
             watch=N_("The others follow, and a Holly card may end the round\u2026"),
             nudge=N_("Press Pass.")),
        Step(N_("Leo's Scrooge made you sit out a round: you had passed without playing a gift. Zoe leads two "
                "French hens: beat them with your two 8s (click the pile twice), then Play."),
             expect=play((MAID, MAID)), targets=_pile(MAID, 2) + (PLAY,),
             watch=N_("The round is over. Between rounds come the Snowflake cards\u2026"),
             nudge=N_("Click the pile of 8s twice, then Play.")),
        Step(N_("Everyone passed after your 8s: your play is the highest. You may play again on it, or pass "
                "to win the round and lead the next. Pass."),
             expect=PASS, targets=(PASS_BUTTON,),
             nudge=N_("Press Pass: the round is yours.")),
        Step(N_("Tom's Christmas Tree dealt that round's cards out, one each: you got another 3. You lead: "
                "any number of one value. Lead your single 1."),
             expect=play((PARTRIDGE,)), targets=_pile(PARTRIDGE) + (PLAY,),
             watch=N_("Between rounds, Tom plays a Christmas Tree\u2026"),
             nudge=N_("Click the 1, then Play.")),
        Step(N_("Ana's 10 is on top. Your 11 could beat it, but keep it for later: Pass."),
             expect=PASS, targets=(PASS_BUTTON,),
             watch=N_("The others follow, each with one higher card\u2026"),
             nudge=N_("Press Pass.")),
        Step(N_("Tom plays two 6s (one an Elf). Elves join gift cards as extra copies: your 7 and your Elf "
                "make two 7s. Click the 7, then the Elves, then Play."),
             expect=play((SWAN, ELVES)), targets=_pile(SWAN) + _pile(ELVES) + (PLAY,),
             watch=N_("Grandma leads a new round\u2026"),
             nudge=N_("Click the 7 and the Elves, then Play.")),
        Step(N_("Nobody beat your 7s. Pass to take the round and the next lead."),
             expect=PASS, targets=(PASS_BUTTON,),
             nudge=N_("Press Pass.")),
        Step(N_("Lead all four of your 3s at once: click the pile four times, then Play."),
             expect=play((HEN, HEN, HEN, HEN)), targets=_pile(HEN, 4) + (PLAY,),
             nudge=N_("Click the pile of 3s four times, then Play.")),
        Step(N_("Grandma beat them with four 4s. Keep your last two cards: Pass."),
             expect=PASS, targets=(PASS_BUTTON,),
             nudge=N_("Press Pass.")),
        Step(N_("Mia's 9 is on top. Play your 11: you will hold one card, so say \u201cFinal Gift!\u201d with "
                "it, or you must pass next time. Click the 11, Say \u201cFinal Gift!\u201d, then Play."),
             expect=play((PIPER,), True), targets=_pile(PIPER) + (FINAL, PLAY),
             watch=N_("A new round\u2026"),
             nudge=N_("Click the 11, then Say \u201cFinal Gift!\u201d, then Play.")),
        Step(N_("Your last card is Santa: played alone on your turn, it wins the round at once. Play it."),
             expect=PlaySanta(), targets=_pile(SANTA) + (PLAY,),
             nudge=N_("Click Santa, then Play.")),
        Step(N_("You are out first: with eight players that is 8 points. The next one out gets 7, and so on; "
                "the hand ends when one player still has cards. A session is several hands: most points wins."),
             targets=(("seat", 0),)),
    ),
)
