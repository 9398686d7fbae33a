"""Every game's table package has the same modules with the same roles (issue 35), named in its
docstring; a module of its own besides them is named there too."""

from __future__ import annotations

import importlib
import pkgutil

import pytest

from table.games import PACKAGES, game_ids
from table.games.protocol import GameTable

COMMON = {"art", "choreography", "controller", "drawing", "hint", "layout", "log", "names", "rules", "tutorial"}


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_table_package_has_the_common_modules(game_id):
    package = importlib.import_module(PACKAGES[game_id])
    assert isinstance(package.TABLE, GameTable)
    modules = {info.name for info in pkgutil.iter_modules(package.__path__)}
    assert COMMON <= modules, f"{game_id} lacks {sorted(COMMON - modules)}"
    for name in sorted(modules):
        assert f"``{name}``" in package.__doc__, f"{game_id}: the package docstring does not say what {name} is for"
        importlib.import_module(f"{package.__name__}.{name}")  # and each of them loads
