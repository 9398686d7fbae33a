"""A hint is told in the table's words, with the players' names (never "seat 2" or "#1"), for
every kind of move of every game."""

import random
import re

import pytest

from engine.games import get_game
from table.games import table_for
from tests.registry import table_games

NAMES = ("You", "Grandma", "Sam", "Alex", "Robin", "Kim", "Jo", "Max")
KINDS_SEEN = {"not-a-hat": 3, "secret-santa": 10, "spirit-of-giving": 9, "presents-of-mine": 3}
ENGINE_WORDS = re.compile(r"\bseat \d|#\d|\(s\)")


@pytest.mark.parametrize("game_id", table_games())
def test_every_kind_of_move_has_words_of_its_own(game_id):
    game = get_game(game_id)
    hint_line = table_for(game_id).hint_line
    seen = set()
    for seed in range(6):
        players = game.default_players
        state = game.new_state(players, {}, seed)
        rng = random.Random(seed)
        for _ in range(300):
            if state.is_over():
                break
            seats = [s for s in range(players) if state.legal_actions(s)]
            seat = rng.choice(seats)
            actions = state.legal_actions(seat)
            view = state.view(seat)
            names = NAMES[:players]
            for action in rng.sample(list(actions), min(4, len(actions))):
                words = hint_line(action, view, names)
                assert words and words != str(action), action
                assert not ENGINE_WORDS.search(words), words
                seen.add(type(action).__name__)
            state.apply(seat, rng.choice(actions))
    assert len(seen) >= KINDS_SEEN.get(game_id, 1), seen  # the random games reach (nearly) every kind of move
