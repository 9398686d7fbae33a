"""The move log follows the language: switched in Settings over the pause menu in the middle of a
game, the log and the bar's "Last:" line kept the old language. Each line keeps its event and the
names, and is written in the language of the moment when shown."""

from __future__ import annotations

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.games import base
from table.i18n import _
from table.scenes.move_log import MoveLogScene
from table.scenes.pause import PauseScene
from table.scenes.settings import SettingsScene
from table.scenes.table_scene import TableScene

from .helpers import run_until


def test_switching_language_mid_game_rewrites_the_log_and_the_last_line(app, monkeypatch):
    seats = [SeatPlan(name, "easy") for name in ("Ann", "Grandma", "Ben", "Cleo")]
    scene = TableScene(app, Session(get_game("secret-santa"), seats, {}, 4))
    app.push(scene)
    assert run_until(app, lambda: len(scene.log) >= 6, limit=6000)
    english = list(scene.log)
    app.push(PauseScene(app, scene))
    app.push(SettingsScene(app))
    app.change_language("fr")
    app.pop()
    app.pop()
    french = list(scene.log)
    assert len(french) == len(english)
    assert all(f != e for f, e in zip(french, english, strict=True)), (english, french)
    drawn = []
    real = base.draw_text
    monkeypatch.setattr(base, "draw_text", lambda surface, text, *a, **k: drawn.append(text) or real(surface, text,
                                                                                                       *a, **k))
    scene.controller.banner = None
    app.run_frames(1)
    last = scene.log[-1]  # (a bot may have moved meanwhile: in French too)
    assert last not in english and _("Last: {move}").format(move=last) in drawn  # the bar's line, in French
    scene.show_log()
    assert isinstance(app.top, MoveLogScene) and app.top.lines[0] == last
    app.pop()
    app.change_language("en")
    assert list(scene.log)[: len(english)] == english  # nothing else changed: the same moves, the same names
