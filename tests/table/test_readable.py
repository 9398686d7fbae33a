"""No text is drawn below MIN_TEXT (12 px) at 1024x600, the smallest window we support well:
every font made while bots play each game's demo is measured (as ../shared/tools/smallest-text
does)."""

import pygame
import pytest

from table.ui.widgets import MIN_TEXT
from tests.registry import crowded, seated, table_games


@pytest.mark.parametrize("game_id,players", seated(table_games(), crowded))
def test_no_text_below_12_px_while_bots_play_at_1024x600(game_id, players, monkeypatch):
    from table import assets
    from table.cli import main

    sizes: list[int] = []
    real = pygame.font.Font

    class Measured(real):
        def __init__(self, file=None, size=12, *args, **kwargs):
            sizes.append(int(size))
            super().__init__(file, size, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", Measured)
    assets.clear_caches()
    code = main(["--demo", game_id, "--players", str(players), "--seed", "3", "--frames", "900",
                 "--size", "1024x600", "--speed", "fast"])
    assert code == 0 and sizes
    assert min(sizes) >= MIN_TEXT, sorted(set(s for s in sizes if s < MIN_TEXT))
