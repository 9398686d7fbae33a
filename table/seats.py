"""Default names for seats."""

BOT_NAMES = ("Nora", "Sam", "Granny Jo", "Leo", "Mia", "Uncle Ed", "Zoe", "Ravi")
