"""Text wrapped over lines never leaves a French question or exclamation mark (written after a
space: "manche 2 sur 5) ?") alone at the start of a line."""

import pygame
import pytest

from table import assets
from table.ui.widgets import wrap


@pytest.fixture(autouse=True)
def _fonts():
    pygame.init()
    yield


@pytest.mark.parametrize("mark", ["?", "!", ":", ";", "\u00bb"])
def test_a_mark_after_a_space_stays_with_the_word_before_it(mark):
    # the French "Replace your unfinished game?" dialog at 3840x2160 showed its "?" alone on a line
    text = f"Remplacer ta partie de Presents of Mine inachevée (Ann ; manche 2 sur 5) {mark}"
    font = assets.font("bold", 22)
    width = font.size(text[:-2])[0]  # the words fit exactly, the mark does not
    lines = wrap(text, "bold", 22, width)
    assert len(lines) == 2
    assert all(line.strip() != mark for line in lines), lines
    assert lines[-1].endswith(f" {mark}") and " ".join(lines) == text


def test_wrapping_still_breaks_between_words():
    lines = wrap("one two three four five six", "bold", 22, assets.font("bold", 22).size("one two three")[0])
    assert lines == ["one two three", "four five six"]
