"""The Spirit of Giving's guided first game: the player plays all three Naughty cards (a King,
a Jack, a Queen), each step's number names one step only, and no choice the step does not ask
for shows up (a card picked to pass shows none of its uses)."""

import re

import pygame

import table.tutorial as tutorial_module
from engine.games.spirit_of_giving.cards import rank
from engine.games.spirit_of_giving.moves import Jack, King, PassCard, Queen
from table.games import table_for
from table.scenes.table_scene import TableScene
from table.tutorial import autoplay

GAME_ID = "spirit-of-giving"
TUTORIAL = table_for(GAME_ID).tutorial


def _start(app):
    scene = TableScene(app, TUTORIAL.session(GAME_ID), tutorial=TUTORIAL)
    app.push(scene)
    return scene


def test_the_player_plays_a_king_a_jack_and_a_queen():
    # rulings SG-11, SG-12, SG-13: each Naughty card, by the player's own hand
    kinds = {type(step.expect) for step in TUTORIAL.steps}
    assert {King, Jack, Queen} <= kinds


def test_each_step_number_names_one_step(app, monkeypatch):
    shown = {}  # step number -> the words shown with it
    real = tutorial_module.wrap

    def wrap(words, *args, **kwargs):
        found = re.match(r"Step (\d+) of \d+: (.*)", words)
        if found:
            shown.setdefault(int(found.group(1)), set()).add(found.group(2))
        return real(words, *args, **kwargs)

    monkeypatch.setattr(tutorial_module, "wrap", wrap)
    scene = _start(app)
    assert autoplay(app, scene) == ""
    assert sorted(shown) == list(range(1, len(TUTORIAL.steps) + 1))
    assert all(len(words) == 1 for words in shown.values()), {n: w for n, w in shown.items() if len(w) > 1}


def test_a_naughty_card_picked_in_a_step_that_asks_for_something_else_offers_nothing(app):
    scene = _start(app)
    guide = scene.guide
    ctl = scene.controller
    passing = next(i for i, step in enumerate(TUTORIAL.steps) if type(step.expect) is PassCard)
    for _ in range(60 * 60 * 5):  # follow the tutorial up to its first pass
        if guide.index == passing and 0 in scene.channel.humans_to_act() and not scene.held():
            break
        step = guide.step
        if step.expect is None:
            guide.next()
        elif 0 in scene.channel.humans_to_act() and not scene.held():
            assert scene.act(0, step.expect)
        app.run_frames(1)
    assert guide.index == passing and scene.channel.view(0).phase == "goodwill"
    naughty = [c for c in ctl.view().hand if rank(c) >= 11]
    assert naughty, "the player holds a Naughty card at this step"
    for card in naughty:
        ctl._pick(card, ctl.view())
        app.run_frames(1)
        above = [b.label for b in ctl.buttons if b.rect.bottom <= ctl.layout.bar.top]
        assert above == [], above  # no "click two presents", no Frenemies, no reason why not
    ctl.selected = None
    pygame.event.clear()


def test_the_tutorial_s_rings_cover_no_gift_tag_s_words(app, monkeypatch):
    # the Queen's step ringed the presents tagged Grandma to Leo and Leo to Sam, and each ring
    # ran across the top of its own tag, over "To Leo" and "To Sam", the words the step asks for
    from table.ui import pen

    scene = _start(app)
    ctl, guide = scene.controller, scene.guide
    real_draw, real_rect = guide.draw, pen.rect
    checked, drawn = [], []

    def outline(surface, colour, rect, *a, **k):
        if (a and a[0]) or k.get("width"):
            drawn.append(pygame.Rect(rect))
        return real_rect(surface, colour, rect, *a, **k)

    def draw(surface):  # every frame: the rings the guide draws, against every tag
        drawn.clear()
        monkeypatch.setattr(pen, "rect", outline)
        try:
            real_draw(surface)
        finally:
            monkeypatch.setattr(pen, "rect", real_rect)
        tags = [ctl._tag_rect(pid, rect) for pid, rect in ctl.present_rects.items()]
        edge = max(2, int(4 * scene.scale))  # a tag's words stay this far inside its edge
        for ring in drawn:
            for tag in tags:
                words = tag.inflate(-2 * edge, -2 * edge)
                assert ring.contains(tag) or not ring.colliderect(words), (guide.index, ring, tag)
                checked.append(ring.contains(tag))

    monkeypatch.setattr(guide, "draw", draw)
    assert autoplay(app, scene) == ""
    assert any(checked)  # some ring went round a present and its tag


def test_a_naughty_card_picked_at_a_step_for_another_one_says_to_follow_the_highlight(app):
    # Discussion's King step: the Queen picked instead rose with no choice and no word at all
    scene = _start(app)
    guide, ctl = scene.guide, scene.controller
    king = next(i for i, step in enumerate(TUTORIAL.steps) if type(step.expect) is King)
    for _ in range(60 * 60 * 5):  # follow the tutorial up to the King's step
        if guide.index == king and 0 in scene.channel.humans_to_act() and not scene.held():
            break
        step = guide.step
        if step.expect is None:
            guide.next()
        elif 0 in scene.channel.humans_to_act() and not scene.held():
            assert scene.act(0, step.expect)
        app.run_frames(1)
    assert guide.index == king and scene.channel.view(0).phase == "discussion"
    others = [c for c in ctl.view().hand if rank(c) >= 11 and c != TUTORIAL.steps[king].expect.card]
    assert others, "the player holds another Naughty card at this step"
    ctl._pick(others[0], ctl.view())
    app.run_frames(1)
    above = [b.label for b in ctl.buttons if b.rect.bottom <= ctl.layout.bar.top]
    assert above == ["Not that move this time: follow the highlight."], above
    ctl.selected = None
    pygame.event.clear()
