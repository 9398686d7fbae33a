"""The Spirit of Giving's words read well whatever the names, "You" (the default name of the
person at the table) included: the bots' stock announcements, and the hints."""

import re

from engine.games import get_game
from engine.games.spirit_of_giving.moves import CANNED, DONE, Say
from table.games.spirit_of_giving.hint import hint_line
from table.games.spirit_of_giving.words import said_text

GAME = get_game("spirit-of-giving")
# "You" inside a sentence ("for You this year", "You, I hope you ...") reads as a mistake; a name
# standing alone, as a sentence of its own ("Guess who? You!"), reads well for any name
MID_SENTENCE_YOU = re.compile(r"(?<![.!?] )(?<!^)\bYou\b|^You\b(?![!?.])")


def test_the_stock_announcements_read_well_for_any_name():
    # ruling SG-6: bots announce with short stock lines; the table fills in the names
    names = ("Grandma", "You", "Sam", "Bartholomew")
    for template in CANNED:
        for target in range(1, 4):
            line = said_text(template.format(t=target) if "@{t}" in template else template, names)
            assert "@" not in line and "{" not in line, line
            assert not MID_SENTENCE_YOU.search(line), line
            assert names[target] in line or "@{t}" not in template, line


def test_the_pattern_catches_lines_that_read_badly():
    for bad in ("I have something lovely for You this year.", "You, I hope you are feeling generous!"):
        assert MID_SENTENCE_YOU.search(bad), bad
    for good in ("Guess who? You!", "You! Feeling generous?", "Grandma! Feeling generous?"):
        assert not MID_SENTENCE_YOU.search(good), good


def test_hints_quote_an_announcement_and_say_what_done_means_in_each_phase():
    state = GAME.new_state(4, {}, 3)
    while state.phase != "discussion":
        state.apply(state.to_act()[0], state.legal_actions(state.to_act()[0])[0])
    names = ("Ann", "You", "Sam", "Leo")
    view = state.view(0)
    say = next(a for a in state.legal_actions(0) if type(a) is Say and "@1" in a.text)
    words = hint_line(say, view, names)
    assert words.startswith("Say: “") and words.endswith("”") and not MID_SENTENCE_YOU.search(words[6:-1]), words
    assert hint_line(DONE, view, names) == "Say you are done talking."
