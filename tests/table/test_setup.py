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


def test_phone_seats_are_remembered_with_the_setup_and_come_back_as_phones(app, tmp_path):
    """Issue 36: New game remembers a seat set to Phone (it came back as Human), through the
    settings file and back; hosting (Host a game) remembers its phone seats too."""
    import json

    from table.config import SettingsStore

    setup = _setup(app)
    _key(app, pygame.K_1)
    while setup.players < 4:
        setup._change_players(1)
    setup._toggle_kind(1)  # seat 2: Bot -> Phone
    setup._toggle_kind(3)  # seat 4: Bot -> Phone
    setup.names[1], setup.names[3] = "Bea", "Dot"
    setup._remember(list(setup.names))
    store = SettingsStore(tmp_path)
    store.save(app.settings)
    app.settings = store.load()
    assert not store.problem and json.loads(store.path.read_text())["last_setups"]["not-a-hat"]["phones"] == [1, 3]
    again = _setup(app)
    assert again.game.id == "not-a-hat" and again.phones == {1, 3}
    assert [again.seat_buttons[i][0].label for i in range(4)] == ["Human", "Phone", "Bot", "Phone"]
    assert again.names[1] == "Bea" and again.bots[1] is None and again.bots[2] == "medium"
    hosting = SetupScene(app, "not-a-hat", online=True)  # hosting: the same phones (never the host's own seat)
    assert hosting.phones == {1, 3}


def test_a_saved_setup_without_phones_or_with_damaged_phones_loses_nothing_else(app):
    """A setup saved before phones were remembered has no "phones"; a damaged one is ignored
    (or only its usable seats are taken), and the names, bots and variants stay."""
    seats = [["Ann", None], ["Bea", None], ["Cy", "hard"], ["Dot", None]]
    for phones, expected in ((None, set()), ("junk", set()), ([1, "2", True, 2, 99, -1, 3.0], {1}),
                             ({"1": 1}, set()), (list(range(20)), set())):
        setup = {"players": 4, "seats": seats, "variants": {"column": 2}}
        if phones is not None:
            setup["phones"] = phones
        app.settings.last_game = "not-a-hat"
        app.settings.last_setups = {"not-a-hat": setup}
        again = _setup(app)
        assert again.phones == expected, phones
        assert again.names[:4] == ["Ann", "Bea", "Cy", "Dot"] and again.bots[2] == "hard"
        assert again.values["column"] == 2 and again.players == 4
