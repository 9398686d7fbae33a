"""The registry of the app's screens: a scene opens another by its name here
(``scene_named("menu")``), never by importing its module, so the scenes do not import each
other. Registered explicitly (no folder scanning: it breaks frozen apps). A screen's module is
imported the first time it is asked for, so the app starts without the table's machinery."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from table.scene import Scene

SCENES: dict[str, str] = {
    "away-seats": "table.scenes.away_seats:AwaySeatsScene",
    "confirm": "table.scenes.confirm:ConfirmScene",
    "continue": "table.scenes.saved_games:ContinueScene",
    "join": "table.scenes.online:JoinScene",
    "keyboard": "table.scenes.keyboard:KeyboardScene",
    "learn": "table.scenes.learn:LearnScene",
    "lobby": "table.scenes.online:LobbyScene",
    "menu": "table.scenes.menu:MenuScene",
    "move-log": "table.scenes.move_log:MoveLogScene",
    "online-notice": "table.scenes.online_notice:OnlineNotice",
    "pause": "table.scenes.pause:PauseScene",
    "privacy": "table.scenes.privacy:PrivacyScene",
    "replace-save": "table.scenes.saved_games:ReplaceScene",
    "results": "table.scenes.results:ResultsScene",
    "rules": "table.scenes.rules:RulesScene",
    "score-sheet": "table.scenes.score_sheet:ScoreSheetScene",
    "settings": "table.scenes.settings:SettingsScene",
    "setup": "table.scenes.setup:SetupScene",
    "statistics": "table.scenes.statistics:StatisticsScene",
    "table": "table.scenes.table_scene:TableScene",
}


def scene_named(name: str) -> type[Scene]:
    """The class of the screen registered as ``name``; KeyError if there is none."""
    if name not in SCENES:
        raise KeyError(f"no scene named {name!r}")
    module, _, cls = SCENES[name].partition(":")
    return getattr(importlib.import_module(module), cls)
