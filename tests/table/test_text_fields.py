"""Name and address boxes behave as people expect: a click into a box selects what the table
filled in, so typing replaces it (it gave "YouAnn"); Ctrl+A selects all; Backspace and Delete
clear a selection; Ctrl+Backspace takes a word; the keyboard ring reaches the boxes too."""

from __future__ import annotations

import pygame

from table.scenes.menu import MenuScene
from table.scenes.online import JoinScene
from table.scenes.setup import SetupScene


def _key(app, key, mod=0, unicode=""):
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))


def _type(app, text):
    for ch in text:
        app.handle(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def _click(app, pos):
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def _setup(app):
    app.reset_to(MenuScene(app))
    setup = SetupScene(app, "not-a-hat")
    app.push(setup)
    app.run_frames(1)
    return setup


def test_a_click_into_a_filled_in_name_selects_it_so_typing_replaces_it(app):
    setup = _setup(app)
    assert setup.names[0] == "You"
    _click(app, setup.name_rects[0].center)
    _type(app, "Ann")
    assert setup.names[0] == "Ann"
    _key(app, pygame.K_RETURN)  # the name is done; Enter again would deal
    assert setup.editing is None and app.top is setup
    _click(app, setup.name_rects[2].center)  # a bot's name, filled in by the table
    _type(app, "Aunt May")
    assert setup.names[2] == "Aunt May"


def test_ctrl_a_backspace_delete_and_ctrl_backspace(app):
    setup = _setup(app)
    _click(app, setup.name_rects[1].center)
    _type(app, "Aunt May")
    _key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)  # a word
    assert setup.names[1] == "Aunt "
    _type(app, "Jo")
    _key(app, pygame.K_a, pygame.KMOD_CTRL)
    _key(app, pygame.K_BACKSPACE)  # the selection
    assert setup.names[1] == ""
    _type(app, "Grandma")
    _key(app, pygame.K_HOME)
    _key(app, pygame.K_DELETE)
    assert setup.names[1] == "randma"
    _key(app, pygame.K_a, pygame.KMOD_CTRL)
    _key(app, pygame.K_DELETE)
    assert setup.names[1] == ""
    _type(app, "g")  # a letter is the name's, not New game's "next game" key
    assert setup.names[1] == "g" and setup.game.id == "not-a-hat"


def test_a_click_inside_the_box_being_typed_in_places_the_caret(app):
    setup = _setup(app)
    rect = setup.name_rects[0]
    _click(app, rect.center)
    _type(app, "Bea")
    _click(app, (rect.left + 3, rect.centery))  # before the first letter
    _type(app, "X")
    assert setup.names[0] == "XBea"


def test_tab_goes_from_name_to_name_selecting_each(app):
    setup = _setup(app)
    _click(app, setup.name_rects[0].center)
    _key(app, pygame.K_TAB)
    assert setup.editing == 1
    _type(app, "Ben")
    assert setup.names[1] == "Ben"
    _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.editing == 0


def test_the_keyboard_ring_reaches_the_names(app):
    setup = _setup(app)
    _key(app, pygame.K_TAB)  # the ring shows on "-"
    for _ in range(2):
        _key(app, pygame.K_TAB)  # "+", then the first name
    assert setup.buttons[setup.focus] is setup.fields[0]
    _key(app, pygame.K_SPACE)
    assert setup.editing == 0
    _type(app, "Cleo")
    assert setup.names[0] == "Cleo"


def test_the_join_form_boxes_select_on_entering_and_keep_f2_for_hosting(app):
    join = JoinScene(app)
    app.push(join)
    app.run_frames(1)
    _click(app, join.field_rects[0].center)  # "You", filled in
    _type(app, "Grandpa")
    assert join.values[0] == "Grandpa"
    _key(app, pygame.K_TAB)
    _type(app, "192.168.1.20")
    _key(app, pygame.K_a, pygame.KMOD_CTRL)
    _type(app, "192.168.1.21")
    assert join.values[1] == "192.168.1.21"
    _key(app, pygame.K_F2)  # while typing: F2 still hosts
    assert isinstance(app.top, SetupScene)


def test_a_field_alone():
    from table.ui.textfield import TextField

    box = ["Aunt May"]
    field = TextField(lambda: box[0], lambda text: box.__setitem__(0, text), 10)
    field.begin()
    assert field.selection == (0, 8)
    field.insert("Uncle Bartholomew")  # too long: cut at the box's length
    assert box[0] == "Uncle Bart"
    field.begin(select_all=False)
    field.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=pygame.KMOD_CTRL, unicode=""))
    field.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=pygame.KMOD_SHIFT, unicode=""))
    assert field.selection == (6, 10)
    field.insert("\t\n")  # nothing unprintable
    assert box[0] == "Uncle Bart"
    field.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode=""))
    assert box[0] == "Uncle "
