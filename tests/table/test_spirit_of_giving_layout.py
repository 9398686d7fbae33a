"""The Spirit of Giving's ready-made Discussion lines cover nothing a player reads: a review
saw them, from round 2 in hot-seat, over the speaker's own plate and over the line that says
where the hidden hand is (they had been moved off the Gift Tags under the Tree)."""

import pytest

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.table_scene import TableScene

GAME = get_game("spirit-of-giving")


def _round_two_discussion(people: int) -> Session:
    """Ann to talk in round 2, with presents under the Tree (the others' moves by the bots)."""
    seats = [SeatPlan("Ann"), SeatPlan("Ben") if people == 2 else SeatPlan("Ben", "medium"),
             SeatPlan("Granny Jo", "medium"), SeatPlan("Leo", "medium")]
    session = Session(GAME, seats, {}, 3)
    state = session.state
    while not (state.phase == "discussion" and state.round_no >= 2 and session.human_to_act() == (0,)):
        seat = session.next_bot_seat()
        if seat is None:
            seat = session.human_to_act()[0]
            bot, view, legal, rng = session.hint_request(seat)  # a person's move, as the hint would make it
            session.apply(seat, bot.choose(view, legal, rng))
        else:
            session.apply(seat, session.decide(seat))
    assert state.tree  # presents under the Tree, with their Gift Tags
    return session


@pytest.mark.parametrize("people", [1, 2])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 800), (1920, 1080)])
def test_the_ready_made_lines_cover_no_plate_tag_card_or_hint(people, size):
    # ruling SG-7: the Discussion's lines are the speaker's to say
    from table.app import App
    from table.config import Settings

    session = _round_two_discussion(people)
    app = App(Settings(speed="instant"), None, size=size)
    scene = TableScene(app, Session.from_dict(session.to_dict()))
    app.push(scene)
    app.run_frames(2)
    ctl = scene.controller
    lines = [b for b in ctl.buttons if b.rect.bottom <= ctl.layout.bar.top]
    assert len(lines) >= 3
    covered = [ctl.plate(seat) for seat in range(ctl.n)]
    covered += [r.union(ctl._tag_rect(pid, r)) for pid, r in ctl.present_rects.items()]
    covered += [r for _card, r in ctl.hand_rects]
    if people == 2:
        assert not ctl.hand_rects
        covered.append(ctl._hidden_hands_line()[2])
    try:
        assert not [(b.label, t) for b in lines for t in covered if b.rect.colliderect(t)]
    finally:
        app.pg.quit()
