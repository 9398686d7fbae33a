"""Present Company's pygame-ce application: the window, scenes and game tables."""
