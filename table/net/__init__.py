"""Online play: the line to a game server, and a game seen through it."""
