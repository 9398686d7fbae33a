"""Buttons, panels, text and the colours they share."""
