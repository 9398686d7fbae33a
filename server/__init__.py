"""The game server for online play (issue 18): rooms that alone hold each game, over WebSockets."""
