"""That's Not a Hat at the table, the end of a game: every face-down gift is turned over, with an
animation, for the family to see what they held (ruling NH-7: hidden "until revealed by a refusal
or at the end"), in a single game and after each game of a match."""

import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.results import ResultsScene
from table.scenes.table_scene import TableScene
from tests.table.helpers import run_until


def _demo(app, players=3, seed=5, **settings):
    session = Session(get_game("not-a-hat"), [SeatPlan(f"b{i}", "easy") for i in range(players)],
                      {"first": 0, **settings}, seed)
    scene = TableScene(app, session, demo=True)
    app.push(scene)
    return session, scene


def _face_down_sprites(scene) -> list:
    ctl = scene.controller
    return [ctl.sprites[c] for col in ctl.columns for c in col if ctl.sprites[c].shown[0] != "face"]


@pytest.mark.parametrize("players,column", [(3, 1), (2, 2), (8, 1)])
def test_at_the_end_every_face_down_gift_is_turned_over_with_an_animation(app, players, column):
    session, scene = _demo(app, players=players, column=column)
    mid_flip = []

    def each():
        if session.state.is_over() and app.settings.speed != "normal":
            app.settings.speed = "normal"  # the last move is made: watch its steps at a family's pace
        ctl = scene.controller
        mid_flip.append(sum(0 < s.turn < 1 for s in ctl.sprites.values()))
        if not session.state.is_over():
            view = session.state.view(None)
            # never before the end: the table shows no face of a card the engine holds face down
            for col in view.columns:
                for c in col:
                    if c.gift is None and c.card in ctl.sprites and not ctl.sprites[c.card].moving:
                        assert ctl.sprites[c.card].shown[0] == "back"

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=120000, each=each)
    final = session.state.view(None)
    ctl = scene.controller
    held = [c for col in final.columns for c in col]
    assert held and all(c.face_up for c in held)  # the engine's final view shows every gift
    assert not _face_down_sprites(scene)
    assert all(ctl.sprites[c.card].shown == ("face", c.gift) and ctl.sprites[c.card].turn == 1.0 for c in held)
    assert max(mid_flip) >= 2  # turned over one after another, in motion, not all at once in a frame
    assert any("face-down" in line and "turned over" in line for line in scene.log)


def test_each_game_of_a_match_shows_its_gifts_before_the_next_deal(app):
    session, scene = _demo(app, players=3, seed=6, match="1")
    seen: dict[int, bool] = {}

    def each():
        ctl = scene.controller
        game = ctl.game_no
        if ctl.banner and ctl.banner[0].startswith("Game ") and "is over" in ctl.banner[0]:
            seen[game] = not _face_down_sprites(scene)  # the game-over banner: all gifts face up

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=120000, each=each)
    assert seen == {1: True, 2: True}
    assert not _face_down_sprites(scene)  # and the last game's, under the results
