"""Default names for seats: the app's setup and the game server's bots both use them."""

BOT_NAMES = ("Nora", "Sam", "Granny Jo", "Leo", "Mia", "Uncle Ed", "Zoe", "Ravi")
