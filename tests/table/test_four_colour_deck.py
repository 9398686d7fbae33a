"""The four-colour deck (issue 37): a setting for The Spirit of Giving's cards. Hearts and diamonds
are red in the usual deck; with four colours, diamonds are blue and clubs green, spades black,
and every suit keeps its shape."""

import pygame

from table.config import Settings, settings_from
from table.games.spirit_of_giving import art
from table.ui import theme


def _ink(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    """The solid colours of a suit's icon (its opaque pixels)."""
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(w) for y in range(h) if surface.get_at((x, y)).a == 255}


def test_hearts_and_diamonds_are_red_and_four_colours_is_a_setting():
    assert Settings().four_colour is False
    try:
        art.four_colours(False)
        assert [art.suit_colour(s) for s in range(4)] == [theme.SUIT_BLACK, theme.SUIT_RED, theme.SUIT_RED,
                                                          theme.SUIT_BLACK]
        red_diamond = _ink(art.suit_icon(2, 40))
        art.four_colours(True)
        assert [art.suit_colour(s) for s in range(4)] == list(theme.FOUR_COLOUR_SUITS)
        assert len(set(theme.FOUR_COLOUR_SUITS)) == 4 and theme.FOUR_COLOUR_SUITS[1] == theme.SUIT_RED
        blue_diamond = _ink(art.suit_icon(2, 40))  # drawn again, not the red one cached
        assert theme.SUIT_RED in red_diamond and theme.FOUR_COLOUR_SUITS[2] in blue_diamond
        assert theme.SUIT_RED not in blue_diamond
    finally:
        art.four_colours(False)


def test_a_damaged_four_colour_value_gets_the_default():
    settings, wrong = settings_from({"four_colour": "yes"})
    assert wrong == ["four_colour"] and settings.four_colour is False
