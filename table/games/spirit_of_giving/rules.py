"""How to play, in the project's own words, with the game's credits. Texts are marked for the
message catalogue (``N_``); the rules screen translates them where it shows them."""

from table.i18n import N_

RULES = {
    "title": "The Spirit of Giving",
    "credits": N_("A game by Jon Gill (@TheJonAGill), played with an ordinary deck of cards. This is a "
               "fan-made digital table; the card faces are drawn by this program."),
    "sections": [
        (N_("The idea"), N_("It's the season of presents, and the ones you give had better be at least as "
         "good as the ones you get. Collect the most presents in your Present Pile, or find the True "
         "Spirit of Giving.")),
        (N_("The cards"), N_("2 to 10 are Presents worth their number. Aces are Homemade Presents: nobody knows "
         "if they are wonderful or awful, so an Ace's giver decides 1 or 11 when it matters. Jacks, "
         "Queens and Kings are Naughty cards. Suits do nothing. Two Presents are Equal in Value when "
         "their numbers are the same or next to each other; an Ace is Equal in Value to a 2, a 10 or "
         "another Ace.")),
        (N_("Getting ready"), N_("With 4, 5 or 6 players, everyone gets 4, 5 or 6 cards and the game lasts 3, 4 "
         "or 5 rounds. The hands are dealt face up, and one by one each player may mulligan once: put "
         "any cards back, shuffle, draw back up. Then every hand is hidden for good.")),
        (N_("Discussion"), N_("Talk about who should give what to whom. Be as honest as you like. Type your own "
         "line or pick a quick one; bots talk too, and may be bluffing. Everyone says done in turn.")),
        (N_("Goodwill"), N_("Everyone passes one card at the same moment: in round 1 to the next player on the "
         "left, in round 2 to the one after that, and so on. A card you receive cannot be passed on in "
         "the same round.")),
        (N_("Wrapping"), N_("Everyone who can must wrap one Present for a player they have not given a Present "
         "to yet in this game. It goes face down under the Tree with a Gift Tag: To and From, for all to "
         "see. Choices are made in secret and revealed together.")),
        (N_("Naughty cards"), N_("Play them in Discussion, Goodwill, Wrapping or the last-minute window before "
         "Unwrapping; then draw a new card. Jack, Peek at the List: look at another player's hand (only "
         "you see it; a card she has already chosen in secret this phase still shows in her hand). "
         "Queen, The Ol' Switcheroo: swap the presents under two Gift Tags (not the two "
         "halves of one pair); who-gave-to-whom does not change. King, Best Frenemies Forever: you and "
         "another player become Frenemies for the rest of the game.")),
        (N_("Unwrapping"), N_("Whenever two players have presents to each other under the Tree, even from "
         "earlier rounds, the pair is opened. Equal in Value: each keeps the present she was given. "
         "Otherwise the giver of the better present takes both, except between Frenemies, where the "
         "giver of the worse present takes both. Presents go face up into Present Piles.")),
        (N_("The end"), N_("After the last round, presents still unmatched go back to their givers' piles. "
         "Anyone whose pile is empty and who gave a present to every other player has found the True "
         "Spirit of Giving and wins. Otherwise the biggest pile wins; ties share the victory.")),
        (N_("Variants"), N_("Merry Little Christmas, for 3 or 4: 3 players get 5 cards and play 4 rounds, 4 "
         "players get 7 and play 6. You may give each player two presents, but not a second one while "
         "the first still waits under the Tree; passing goes round and round, never to yourself. "
         "Frenemies become friends again once a pair between them is opened, and the True Spirit needs "
         "two presents to everyone. All Through the Night: Discussion runs on a timer you choose, and "
         "Naughty cards wait until Goodwill. The two variants can be combined.")),
        (N_("Keys"), N_("Click a card, or move with the arrow keys and press Space; then use the buttons. Enter "
         "confirms, T writes an announcement, 1 or 11 for an Ace with the keys 1 and 2. Esc pauses.")),
    ],
}
