"""Never colour alone (issue 37): the colours that tell the player something apart come from the
Okabe-Ito palette and stay apart for a colour-blind player, or the difference also has a shape,
a sign or a word. Each game's table is rendered and looked at through simulated deuteranopia,
protanopia and tritanopia (colorspacious, full severity)."""

import os
from pathlib import Path

import pytest

pytest.importorskip("numpy", reason="the test extra: colour-vision simulation needs numpy")
pytest.importorskip("colorspacious", reason="the test extra: colour-vision simulation")

import numpy as np  # noqa: E402
import pygame  # noqa: E402

from engine.games import get_game  # noqa: E402
from engine.session import SeatPlan, Session  # noqa: E402
from table.games import table_for  # noqa: E402
from table.scenes.table_scene import TableScene  # noqa: E402
from table.ui import theme  # noqa: E402
from tools.colour_vision import KINDS, distance, simulate  # noqa: E402

# CAM02-UCS delta E: colours this far apart are told apart at a glance, in a badge or a mark
APART = 20.0


def _seen(colour, kind):
    return simulate(np.array([colour]), kind)[0]


def _too_close(a, b) -> list[str]:
    """The colour visions under which ``a`` and ``b`` are not clearly apart."""
    return [kind for kind in KINDS if distance(_seen(a, kind), _seen(b, kind)) < APART]


def test_the_simulation_can_tell_a_red_green_pair_apart_from_a_safe_one():
    # the check itself: the old staleness marks of Presents of Mine (light green for fresher,
    # salmon for staler) merge for a deuteranope; Okabe-Ito's sky blue and orange do not
    assert "deuteranopia" in _too_close((120, 230, 140), (255, 150, 100))
    assert _too_close(theme.FALL, theme.RISE) == []


def test_every_distinction_stays_apart_or_has_a_shape_or_a_word():
    for what, a, b, also in theme.DISTINCTIONS:
        close = _too_close(a, b)
        assert not close or also.strip(), f"{what}: {a} and {b} look alike with {close}, and nothing else tells them"


def test_the_meaning_colours_are_okabe_ito_and_hearts_stay_red():
    palette = list(theme.OKABE_ITO.values())
    for colour in (theme.GOOD, theme.RISE, theme.FALL, theme.TIMER, theme.FOUR_COLOUR_SUITS[2]):
        assert colour in palette
    assert min(distance(theme.BAD, c) for c in palette) < 12  # vermilion, darker to read as text
    assert min(distance(theme.FOUR_COLOUR_SUITS[3], c) for c in palette) < 12  # bluish green, darker
    assert theme.SUIT_RED[0] > 150 > theme.SUIT_RED[1]  # hearts and diamonds red in either deck


def _render(app, game_id, players, seed, frames, **settings):
    game = get_game(game_id)
    pairs = {**table_for(game.id).demo_settings(players), **settings}
    seats = [SeatPlan(f"Bot {i}", ("hard", "medium", "easy")[i % 3]) for i in range(players)]
    app.push(TableScene(app, Session(game, seats, pairs, seed), demo=True))
    app.run_frames(frames)
    return pygame.surfarray.array3d(app.screen)


TABLES = [("not-a-hat", 5, 3, 400), ("secret-santa", 4, 2, 400), ("spirit-of-giving", 4, 3, 500),
          ("presents-of-mine", 8, 1, 500)]


@pytest.mark.parametrize(("game_id", "players", "seed", "frames"), TABLES)
def test_each_table_keeps_its_distinctions_under_colour_blindness(app, game_id, players, seed, frames, tmp_path):
    # every pair of meaning colours drawn on the table stays apart as a colour-blind player sees
    # it (the pixels themselves, simulated), or the pair's difference has a shape or a word
    app.settings.four_colour = game_id == "spirit-of-giving"  # every suit its own colour there
    pixels = _render(app, game_id, players, seed, frames)
    flat = pixels.reshape(-1, 3)
    colours = {tuple(c) for _what, a, b, _also in theme.DISTINCTIONS for c in (a, b)}
    present = {c for c in colours if np.count_nonzero(np.all(flat == c, axis=1)) >= 12}
    checked = 0
    for kind in KINDS:
        seen = simulate(flat, kind)
        for what, a, b, also in theme.DISTINCTIONS:
            if a not in present or b not in present:
                continue
            ya = seen[np.all(flat == a, axis=1)].mean(axis=0)
            yb = seen[np.all(flat == b, axis=1)].mean(axis=0)
            assert distance(ya, yb) >= APART or also.strip(), f"{game_id}, {kind}: {what} look alike"
            checked += 1
    if game_id == "spirit-of-giving":
        assert checked, "the four-colour deck's suits were not on the table"
    out = Path(os.environ.get("PRESENT_COMPANY_CVD_SHOTS") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    seen = np.rint(simulate(flat, "deuteranopia")).astype(np.uint8).reshape(pixels.shape)
    pygame.image.save(pygame.surfarray.make_surface(seen), str(out / f"{game_id}-deuteranopia.png"))
