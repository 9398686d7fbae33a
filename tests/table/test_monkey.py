"""Random clicks and keys at every table, with one human and with two (hot-seat): the game
never crashes and always reaches its results."""

import random

import pygame
import pytest

from engine.games import GAMES
from engine.session import SeatPlan, Session
from table.scenes.privacy import PrivacyScene
from table.scenes.table_scene import TableScene

from .helpers import key

KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_p,
        pygame.K_f, pygame.K_h, pygame.K_b, pygame.K_t, pygame.K_1, pygame.K_2, pygame.K_a, pygame.K_r, pygame.K_n,
        pygame.K_z]


@pytest.mark.parametrize("humans", [1, 2])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_random_input_never_breaks_a_game(app, game_id, humans):
    rng = random.Random(f"{game_id}:{humans}")
    players = 6 if game_id == "presents-of-mine" else 4
    seats = [SeatPlan(f"H{i}") for i in range(humans)] + [SeatPlan(f"B{i}", "easy") for i in range(players - humans)]
    settings = {"hands": "1"} if game_id == "secret-santa" else {}
    scene = TableScene(app, Session(GAMES[game_id], seats, settings, rng.randrange(1000)))
    app.push(scene)
    for _ in range(40000):
        if isinstance(app.top, PrivacyScene):  # the screen waits for hands at rest: the next person
            if app.top.armed:                  # sits down and takes it (random keys on the screen
                key(pygame.K_RETURN)           # itself: test_privacy_screen)
            app.run_frames(1)
            continue
        if isinstance(app.top, TableScene) and app.top.handover.waiting:
            app.run_frames(1)  # the move passed to the other person: she waits for the table
            continue
        for _ in range(rng.randrange(1, 4)):
            if rng.random() < 0.5:
                pos = (rng.randrange(1280), rng.randrange(800))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            else:
                k = rng.choice(KEYS)
                mod = pygame.KMOD_CTRL if k == pygame.K_z and rng.random() < 0.5 else 0
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
                if k == pygame.K_t:
                    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="hi"))
        app.run_frames(1)
        name = type(app.top).__name__
        if name in ("PauseScene", "RulesScene", "SettingsScene"):
            app.pop()
        if name == "ResultsScene":
            break
    assert type(app.top).__name__ == "ResultsScene"
    table = app.scenes[0] if isinstance(app.scenes[0], TableScene) else app.scenes[-2]
    assert table.session.state.is_over()
