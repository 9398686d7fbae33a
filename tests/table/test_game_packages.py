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


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_table_takes_events_and_views_one_way(game_id):
    """One dispatch (the base's process_event over the table's ordered handlers) and one view
    cache (the base's view, view_now and _forget) for every table."""
    from table.games.base import SeatTable

    module = importlib.import_module(f"{PACKAGES[game_id]}.controller")
    tables = [c for c in vars(module).values()
              if isinstance(c, type) and issubclass(c, SeatTable) and c is not SeatTable]
    assert tables, f"{game_id}: no SeatTable in its controller"
    for table in tables:
        assert table.process_event is SeatTable.process_event, f"{game_id}: {table.__name__} dispatches its own way"
        assert table.view_now is SeatTable.view_now and table._view is SeatTable._view
