"""The Spirit of Giving with several people at one screen: the hand on screen sits beside its
owner's plate, as at Secret Santa's table (ruling G-3)."""

from engine.games import get_game
from engine.games.spirit_of_giving.moves import DONE, Mulligan
from engine.session import SeatPlan, Session
from table.scenes.privacy import PrivacyScene
from table.scenes.table_scene import TableScene

from .helpers import run_until

GAME = get_game("spirit-of-giving")


def test_the_hand_on_screen_sits_beside_its_owner_s_plate(app):
    # two at one screen at 1024x600: Sam's Goodwill hand lay beside Ann's plate (the bottom
    # seat), with Sam's own plate far off at the side
    seats = [SeatPlan("Ann"), SeatPlan("Sam"), SeatPlan("Granny Jo", "medium"), SeatPlan("Leo", "medium")]
    scene = TableScene(app, Session(GAME, seats, {}, 6))
    app.push(scene)
    ctl, state = scene.controller, scene.session.state
    shown = []

    def each():
        seat = ctl.human_turn()
        if isinstance(app.top, PrivacyScene) and app.top.armed:
            app.top._ready()
        elif seat is not None and state.phase == "mulligan":
            ctl._do(Mulligan(()))
        elif seat is not None and state.phase in ("discussion", "last-minute") and ctl.shown is None:
            ctl._do(DONE)
        elif seat is not None and ctl.hand_seat == seat and state.phase == "goodwill" and not scene.busy:
            lay = ctl.layout
            hand = ctl.card_rects
            shown.append((seat, ctl.plate(seat) == lay.plate(*lay.seat_point(0)),
                          bool(hand) and ctl.plate(seat).right < hand[0].left))
            ctl._do(next(a for a in state.legal_actions(seat) if type(a).__name__ == "PassCard"))

    assert run_until(app, lambda: state.phase == "wrapping", each=each)
    assert sorted(seat for seat, _, _ in shown) == [0, 1], shown
    assert all(bottom and beside for _, bottom, beside in shown), shown
