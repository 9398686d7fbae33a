"""Presents of Mine with several people at one screen: the presents on screen sit beside their
owner's plate, as at Secret Santa's and The Spirit of Giving's tables (ruling G-3)."""

from engine.games import get_game
from engine.session import SeatPlan, Session
from table.scenes.privacy import PrivacyScene
from table.scenes.table_scene import TableScene

from .helpers import run_until

GAME = get_game("presents-of-mine")


def test_the_presents_on_screen_sit_beside_their_owner_s_plate(app):
    # two at one screen at 1024x600: Sam's secret pick lay beside Ann's plate, the bottom seat,
    # with Sam's own plate across the table
    seats = [SeatPlan("Ann"), SeatPlan("Sam"), SeatPlan("Granny Jo", "medium"), SeatPlan("Leo", "medium")]
    scene = TableScene(app, Session(GAME, seats, {}, 5))
    app.push(scene)
    ctl, state = scene.controller, scene.session.state
    shown = []

    def each():
        seat = ctl.human_turn()
        if isinstance(app.top, PrivacyScene) and app.top.armed:
            app.top._ready()
        elif seat is not None and ctl.hand_seat == seat and not scene.busy and state.phase == "pick":
            app.run_frames(1)
            lay = ctl.layout
            tiles = ctl.pick_tiles
            shown.append((seat, ctl.plate(seat) == lay.plate(*lay.seat_point(0)),
                          bool(tiles) and ctl.plate(seat).right < tiles[0].left))
            ctl.picks = set("ABCDE")
            ctl._commit()

    assert run_until(app, lambda: state.phase != "pick", each=each)
    assert sorted(seat for seat, _, _ in shown) == [0, 1], shown
    assert all(bottom and beside for _, bottom, beside in shown), shown
