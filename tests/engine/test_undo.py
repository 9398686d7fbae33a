"""Undo follows the policy of well-run online tables: only your own last action, never
across a revealed hidden card, a shuffle or a deal, or another player's action."""

from engine.games import get_game
from engine.session import SeatPlan, Session


def _solo(game_id, players=4, settings=None, seed=3):
    seats = [SeatPlan("me")] + [SeatPlan(f"b{i}", "medium") for i in range(players - 1)]
    return Session(get_game(game_id), seats, settings or {}, seed)


def test_a_secret_choice_can_be_taken_back_until_someone_else_acts():
    session = _solo("presents-of-mine")
    before = session.state.to_dict()
    session.apply(0, session.state.legal_actions(0)[7])
    assert session.can_undo(0) and not session.can_undo(1)
    back = session.undone()
    assert back.history == [] and back.state.to_dict() == before
    session.play_bots(limit=1)
    assert not session.can_undo(0)  # another player has acted since


def test_the_choice_that_reveals_everyone_elses_cannot_be_taken_back():
    seats = [SeatPlan(f"b{i}", "medium") for i in range(3)] + [SeatPlan("me")]
    session = Session(get_game("presents-of-mine"), seats, {}, 3)
    session.play_bots()
    session.apply(3, session.state.legal_actions(3)[0])  # the last pick: all picks are revealed
    assert not session.can_undo(3)


def test_a_play_that_shows_cards_cannot_be_taken_back_but_a_pass_can():
    session = _solo("secret-santa", settings={"hands": "1", "final_gift": "auto"})
    state = session.state
    while True:
        session.play_bots()
        if state.is_over():
            raise AssertionError("the human never got a turn")
        legal = state.legal_actions(0)
        if state.phase == "turn" and any(type(a).__name__ == "Pass" for a in legal):
            break
        session.apply(0, legal[0])
    passes = [a for a in legal if type(a).__name__ == "Pass"]
    plays = [a for a in legal if type(a).__name__ == "Play"]
    trial = Session.replay(session.game, session.seats, session.settings, session.seed, session.history)
    trial.apply(0, passes[0])
    assert trial.can_undo(0) or trial.state.phase != "turn"  # a pass that ends the round reveals the next
    if plays:
        session.apply(0, plays[0])
        assert not session.can_undo(0)


def test_a_shuffle_blocks_undo():
    # a mulligan reshuffles the deck
    seats = [SeatPlan("me")] + [SeatPlan(f"b{i}", "medium") for i in range(3)]
    session = Session(get_game("spirit-of-giving"), seats, {}, 2)
    mulligans = [a for a in session.state.legal_actions(0) if a.cards]
    session.apply(0, mulligans[0])
    assert not session.can_undo(0)
    keep = Session(get_game("spirit-of-giving"), seats, {}, 2)
    keep.apply(0, keep.state.legal_actions(0)[0])  # keeping the hand: announced to everyone at once
    assert not keep.can_undo(0)
