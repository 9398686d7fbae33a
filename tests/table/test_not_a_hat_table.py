"""That's Not a Hat at the table: the match counter, words, the picker's place, why the winner
won, and a whole match played by keyboard events only."""

import pygame
import pytest

from engine.games import get_game
from engine.games.not_a_hat.cards import GIFT_BY_NAME, GIFTS
from engine.session import SeatPlan, Session
from table.games import table_for
from table.scenes.results import ResultsScene
from table.scenes.table_scene import TableScene
from tests.table.helpers import key, run_until


def _session(seats, seed=4, **settings):
    return Session(get_game("not-a-hat"), seats, {"first": 0, **settings}, seed)


def _shown_match_counts(monkeypatch):
    """Every "match: N" drawn on a plate, per frame: a list the test empties as it goes."""
    import table.games.not_a_hat.drawing as drawing

    shown: list[int] = []
    real = drawing.draw_text

    def spy(surface, text, *args, **kwargs):
        if text.startswith("match: "):
            shown.append(int(text.split(": ")[1]))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(drawing, "draw_text", spy)
    return shown


def test_the_match_counter_counts_a_finished_game_once(app, monkeypatch):
    # ruling NH-8: a match sums the penalties of its games; the plate never shows more than that
    session = _session([SeatPlan(f"b{i}", "easy") for i in range(3)], seed=5, match="1")
    scene = TableScene(app, session, demo=True)
    app.push(scene)
    shown = _shown_match_counts(monkeypatch)
    games_seen = set()

    def check():
        view = session.state.view(None)
        over = view.phase == "over"
        most = [t + (0 if over else len(p)) for t, p in zip(view.totals, view.penalties, strict=True)]
        # seat by seat, in drawing order: the counter never runs ahead of the engine
        for seat, value in enumerate(shown[-3:]):
            assert value <= most[seat], (view.game_no, seat, value, most)
        shown.clear()
        games_seen.add(view.game_no)

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=80000, each=check)
    assert games_seen == {1, 2, 3}
    final = session.state.view(None).totals
    scene.draw(pygame.Surface(app.screen.get_size()))  # not the screen: the app paints that
    assert shown[-3:] == list(final) and sum(final) > 0


def test_plural_gifts_never_read_a_dice():
    dice = GIFT_BY_NAME["dice"]
    assert dice.with_article == "some dice" and dice.nice == "some nice dice"
    assert GIFT_BY_NAME["hat"].with_article == "a hat" and GIFT_BY_NAME["socks"].with_article == "some socks"
    assert not any(g.with_article.startswith("a dice") for g in GIFTS)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080), (3840, 2160), (640, 480)])
def test_the_gift_picker_stays_clear_of_undo_and_go_on(size):
    # the Undo and Go on buttons show for a few seconds after a move: no gift name under them
    from table.app import App
    from table.config import Settings

    app = App(Settings(speed="instant"), None, size=size)
    try:
        session = _session([SeatPlan("Ana"), SeatPlan("Bot1", "easy"), SeatPlan("Bot2", "easy")])
        scene = TableScene(app, session)
        app.push(scene)
        picker = scene.controller.picker
        for button in (scene.undo_button, scene.go_on_button):
            assert not picker.rect.colliderect(button.rect), (size, button.label)
        assert picker.rect.top >= 0 and picker.rect.bottom <= scene.controller.layout.bar.top
        assert all(picker.rect.contains(cell) for cell in picker.cells)
    finally:
        app.pg.quit()


def test_the_results_say_why_the_winner_won():
    why = table_for("not-a-hat").why_won
    for match, expected in ((0, "fewest penalties"), (1, "fewest penalties over the match")):
        session = _session([SeatPlan(f"b{i}", "easy") for i in range(3)], seed=2, match=str(match))
        session.play_bots()
        assert session.state.is_over()
        result = session.state.result()
        text = why(session.state.view(None), result, ("a", "b", "c"))
        assert text == (expected if len(result.winners) == 1 else "tied on the fewest penalties")


def _keyboard_turn(app, scene, choices):
    """One decision by the person in seat 0, by keyboard only: returns the key events used."""
    ctl = scene.controller
    view = ctl.view()
    if view.phase == "respond":
        key(pygame.K_r if choices % 3 == 0 else pygame.K_a)
    elif choices % 2:
        key(pygame.K_RIGHT)  # the first arrow shows the ring on the first gift
        key(pygame.K_DOWN)
        key(pygame.K_TAB)
        key(pygame.K_RETURN)
    else:
        name = GIFTS[view.in_hand.gift].name if view.in_hand.gift is not None else GIFTS[view.deck[7]].name
        key(ord(name[0]), unicode=name[0])  # a letter jumps to the first gift of that letter
        key(pygame.K_SPACE)


def test_one_person_plays_a_whole_match_by_keyboard(app):
    # every decision of a match (NH-8: one game per player) by key events: letters, arrows,
    # Tab, Enter, Space, A and R; Enter also lets the bots go on when Undo is offered
    session = _session([SeatPlan("You"), SeatPlan("Bot1", "easy"), SeatPlan("Bot2", "medium")],
                       seed=7, match="1")
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    made = [0]
    games = set()

    def drive():
        games.add(session.state.game_no)
        if scene.offering_undo and not scene.busy:
            key(pygame.K_RETURN)  # Go on
        elif ctl.human_turn() == 0 and not pygame.event.peek(pygame.KEYDOWN):
            _keyboard_turn(app, scene, made[0])
            made[0] += 1

    assert run_until(app, lambda: isinstance(app.top, ResultsScene), limit=200000, each=drive)
    assert session.state.is_over() and games == {1, 2, 3}
    mine = [action for seat, action in session.history if seat == 0]
    assert len(mine) >= 6 and {"accept", "refuse"} & set(map(str, mine))
    assert any(isinstance(a, list) and a[0] == "give" for a in mine)
    assert "fewest penalties" in app.top.why


def test_the_ring_moves_over_the_picker_and_enter_gives_the_focused_gift(app):
    session = _session([SeatPlan("Ana"), SeatPlan("Bot1", "easy"), SeatPlan("Bot2", "easy")])
    scene = TableScene(app, session)
    app.push(scene)
    ctl = scene.controller
    assert run_until(app, lambda: ctl.human_turn() == 0)
    key(pygame.K_TAB)  # shows the ring on the first gift: chosen, not given
    app.run_frames(1)
    assert ctl.focus_ring.visible and ctl.pick == 0 and session.history == []
    key(pygame.K_RIGHT)
    key(pygame.K_DOWN)
    app.run_frames(1)
    cols = ctl.picker.cols
    assert ctl.pick == 1 + cols and ctl.focus_ring.current.rect == ctl.picker.cells[1 + cols]
    key(pygame.K_ESCAPE)  # Esc first clears the half-made choice
    app.run_frames(1)
    assert ctl.pick is None and not ctl.focus_ring.visible and session.history == []
    key(pygame.K_h, unicode="h")
    key(pygame.K_RETURN)
    app.run_frames(1)
    assert session.history == [(0, ["give", "hat"])]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080), (3840, 2160)])
def test_every_gift_name_in_the_picker_fits_its_cell(size):
    """A short window squeezes the picker's rows, not its names: at 1024x600 "headphones" ran
    into "game pad" (names may not shrink below 12 px, so the cells keep their width)."""
    from table import assets
    from table.games.not_a_hat.layout import HatLayout
    from table.ui.widgets import readable

    pygame.font.init()
    assets.clear_caches()  # fonts made before an earlier test quit pygame are dead
    lay = HatLayout(size, 5)
    picker = lay.picker(len(GIFTS))
    px = readable(picker.cell * 0.15)
    assert px >= 12
    for gift in GIFTS:
        wide = assets.font("bold", px).size(gift.name)[0]  # the chosen cell's bold name is the widest
        assert wide <= picker.cells[0].width - 2, (size, gift.name, wide, picker.cells[0].width)
    assert 0 <= picker.rect.left and picker.rect.right <= size[0]
