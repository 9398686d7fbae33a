"""Present Company's rules engine: pure Python, no pygame (a test enforces it)."""
