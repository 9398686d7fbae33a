"""A hint covers no player's name: shown as a note at the top of the window it hid the plate of
the seat across the table, in every game. Now it shows in the bottom bar, until the move."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.app import App
from table.config import Settings
from table.games import base, game_ids
from table.scenes import table_scene
from table.ui import widgets


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_a_hint_showing_covers_no_plate(size, monkeypatch):
    drawn: list[tuple[str, pygame.Rect]] = []
    real_draw = widgets.draw_text

    def draw_text(surface, content, *args, **kwargs):
        rect = real_draw(surface, content, *args, **kwargs)
        drawn.append((content, rect))
        return rect

    monkeypatch.setattr(widgets, "draw_text", draw_text)
    monkeypatch.setattr(base, "draw_text", draw_text)
    hinted: list[str] = []
    real_table_for = table_scene.table_for

    def table_for(game_id):
        game_table = real_table_for(game_id)
        said = game_table.hint_line
        return dataclasses.replace(game_table, hint_line=lambda *a: hinted.append(said(*a)) or hinted[-1])

    monkeypatch.setattr(table_scene, "table_for", table_for)
    app = App(Settings(speed="fast"), None, size=size)
    try:
        for game_id in game_ids():
            names = ["You", "Grandma", "Uncle Bartholomew", "Aunt May"]
            seats = [SeatPlan(names[0])] + [SeatPlan(n, "easy") for n in names[1:]]
            scene = table_scene.TableScene(app, Session(get_game(game_id), seats, {}, 11))
            app.reset_to(scene)
            hinted.clear()
            hint: list[pygame.Rect] = []
            for _ in range(6000):  # ask (again, if the moment passed before it showed) until it shows
                if scene.hint_seat() is not None and scene.hinting is None and not hinted:
                    scene.hint()
                    if scene.hinting is not None and scene.hinting._thread is not None:
                        # its thread thinks while frames run; unpaced test frames (thousands a
                        # second, not 60) starved it of the GIL: let it finish first
                        scene.hinting._thread.join(30)
                drawn.clear()
                app.run_frames(1)
                hint = [rect for text, rect in drawn if hinted and hinted[-1] in text]
                if hint:
                    break
                if hinted and scene.hinting is None:
                    hinted.clear()
            assert hint, game_id  # it shows
            ctl = scene.controller
            plates = [ctl.plate(seat) for seat in range(len(names))]
            assert min(plate.top for plate in plates) < size[1] * 0.3  # (someone sits at the top)
            for rect in hint:
                assert not any(rect.colliderect(plate) for plate in plates), (game_id, rect)
    finally:
        app.pg.quit()
