"""How to play, in the project's own words, with the game's credits. Texts are marked for the
message catalogue (``N_``); the rules screen translates them where it shows them."""

from table.i18n import N_

RULES = {
    "title": "That's Not a Hat",
    "credits": N_("A game by Kasper Lapp, published by Ravensburger (2023). "
               "This is a fan-made digital table; the gift pictures are our own."),
    "sections": [
        (N_("The idea"), N_("Everyone keeps passing gifts around, face down. You have to remember what "
         "is in front of you, and when you cannot, you bluff. Whoever collects the fewest "
         "penalty cards wins.")),
        (N_("Getting ready"), N_("Each player starts with one gift, face up, so that everybody can see it. "
         "The rest of the cards form the Gift Shop in the middle; you can see its top gift. "
         "A random player starts by taking the top gift from the shop.")),
        (N_("Giving"), N_("To give, you name the gift out loud: pick its name from the list. You may tell "
         "the truth or make something up. The card goes face down to the neighbour its back arrow "
         "points at: left is the next player clockwise, right the one before. A gift from the shop "
         "has just been shown to all, so lying about it rarely works.")),
        (N_("Accepting"), N_("If you believe the giver, accept. The new gift goes on top of your column. "
         "Now you must pass on your older gift, the one at the bottom; if it is still face up you "
         "turn it over first. Name it and give it the way its arrow points.")),
        (N_("Refusing"), N_("If you think the giver is wrong, refuse: the card is turned over for all to "
         "see. If it is what the giver said, you were wrong; otherwise the giver was. Whoever was "
         "wrong puts the card face up in their penalty pile, then takes a new gift from the shop and "
         "gives it at once.")),
        (N_("Remembering"), N_("Once a card is face down nobody may look at it again. The table never "
         "shows it either: no peeking by hovering, no log. The back of each card is fixed, so its "
         "colour and arrow tell you a little; the gift picker fades names that cannot be your card.")),
        (N_("The end"), N_("The game ends as soon as someone has three penalty cards, or when a gift must be "
         "taken from an empty shop. Fewest penalty cards wins; ties share the victory.")),
        (N_("Variants"), N_("Two cards: everyone starts with two face-up gifts in a column and always gives "
         "the bottom one; needed for two players, where both arrows lead to the other player. "
         "One colour: only the black-arrow or only the white-arrow cards. A match: as many games "
         "as players, penalties added up; each new game is started by the next player clockwise.")),
        (N_("Keys"), N_("Arrow keys and letters choose a gift, Enter gives it. A accepts, R refuses. "
         "Esc pauses. F11 toggles full screen, Ctrl+M the sound.")),
    ],
}
