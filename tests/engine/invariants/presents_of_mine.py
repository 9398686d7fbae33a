"""Presents of Mine: the property tests' checks (see __init__)."""

import copy
from collections import Counter

from engine.games.presents_of_mine.state import PresentsState


def commitments(state: PresentsState):
    pool = state.legal_actions(state.turn)  # every seat chooses from the same list in a phase
    out = []
    for seat, action in state.pending.items():
        alt = copy.deepcopy(state)
        alt.pending[seat] = next(a for a in pool if a != action)
        out.append((seat, alt))
    return out


def card_places(state: PresentsState):
    """Six presents in every hand once the pregame is over, none in two hands."""
    found = Counter(p[3] for p in state.presents.values())
    expected = Counter({s: 6 for s in range(state.n)}) if state.round_no or state.presents else Counter()
    return found, expected


def hidden_leaks(state: PresentsState, seat):
    """Only a seat's own secret choice shows: changing another seat's makes no difference."""
    view = state.view(seat)
    leaks = []
    if seat is not None and view.my_choice != state.pending.get(seat):
        leaks.append("the seat's own choice is missing")
    for other, action in list(state.pending.items()):
        if other == seat:
            continue
        pool = state.legal_actions(state.turn)  # every seat chooses from the same list in a phase
        state.pending[other] = next(a for a in pool if a != action)
        try:
            if state.view(seat) != view:
                leaks.append(f"seat {seat} can tell what seat {other} chose")
        finally:
            state.pending[other] = action
    return leaks


def settings(players, st):
    return st.just({})
