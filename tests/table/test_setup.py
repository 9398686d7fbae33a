"""New game: the four games side by side, and the last setup of each game remembered."""

import pygame

from table.games import game_ids
from table.scenes.menu import MenuScene
from table.scenes.setup import SetupScene
from table.scenes.table_scene import TableScene


def _click(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def _key(app, k):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def _setup(app):
    app.reset_to(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    app.run_frames(1)
    return setup


def test_a_click_on_a_game_card_or_its_number_chooses_that_game(app):
    setup = _setup(app)
    rects = dict(setup.game_rects)
    assert list(rects) == game_ids()  # every registered game, in the menu's order
    assert all(r.width > 0 and app.screen.get_rect().contains(r) for r in rects.values())
    _click(app, rects["presents-of-mine"].center)
    assert setup.game.id == "presents-of-mine" and setup.players == 8  # the game's own default
    _key(app, pygame.K_2)
    assert setup.game.id == "secret-santa"


def test_new_game_opens_on_the_last_game_with_its_seats_and_variants(app):
    setup = _setup(app)
    _click(app, dict(setup.game_rects)["spirit-of-giving"].center)
    setup._change_players(-1)  # 3 players: Merry Little Christmas (SG-4)
    setup._next_level(1)  # seat 2: medium -> hard
    setup.names[2] = "Aunt May"
    setup._next_value("night")
    _key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    again = _setup(app)
    assert again.game.id == "spirit-of-giving" and again.players == 3
    assert again.values["variant"] == "merry-little-christmas" and again.values["night"] == setup.values["night"]
    assert again.bots[1] == "hard" and again.names[2] == "Aunt May"
    _key(app, pygame.K_1)  # another game keeps its own defaults
    assert again.game.id == "not-a-hat" and again.players == 4


def test_a_remembered_setup_that_no_longer_fits_is_ignored_part_by_part(app):
    app.settings.last_game = "secret-santa"
    app.settings.last_setups = {"secret-santa": {"players": 99, "seats": [["", "godlike"], 7, ["Nan", None]],
                                                 "variants": {"hands": "lots", "nope": 1, "elves": 2}},
                                "no-such-game": "junk"}
    setup = _setup(app)
    assert setup.game.id == "secret-santa" and setup.players == setup.game.default_players
    assert setup.names[2] == "Nan" and setup.bots[2] is None and setup.bots[0] is None
    assert setup.values["hands"] == setup.game.setting("hands").default
    app.settings.last_game = "gone"
    assert _setup(app).game.id == "not-a-hat"
