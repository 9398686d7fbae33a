"""That's Not a Hat: the property tests' checks (see __init__)."""

from collections import Counter

from engine.games.not_a_hat.state import NotAHatState


def card_places(state: NotAHatState) -> Counter:
    places = Counter()
    for col in state.columns:
        places.update(col)
    for pile in state.penalties:
        places.update(pile)
    places.update(range(state.shop_next, len(state.order)))
    if state.phase == "respond" or (state.phase == "give" and state.from_shop):
        places[state.card] += 1  # in the giver's hand, or on its way to the receiver
    return places, Counter(range(len(state.order)))


def hidden_leaks(state: NotAHatState, seat) -> list[str]:
    """Every place in a view that holds the gift of a card that lies face down."""
    view = state.view(seat)
    leaks = []
    cards = [c for col in view.columns for c in col]
    cards += [c for c in (view.pending, view.in_hand, view.shop_top) if c is not None]
    cards += [c for pile in view.penalties for c in pile]
    for c in cards:
        if c.gift is not None and not state.face_up[c.card]:
            leaks.append(f"card {c.card} shows gift {c.gift} while face down")
        if c.gift is not None and c.gift != state.order[c.card]:
            leaks.append(f"card {c.card} shows the wrong gift")
    return leaks


def commitments(state: NotAHatState) -> list:
    return []  # no simultaneous choices


def settings(players, st):
    return st.fixed_dictionaries({
        "column": st.sampled_from(["1", "2"]),
        "colour": st.sampled_from(["both", "black", "white"]),
        "match": st.sampled_from(["0", "1"]),
    })
