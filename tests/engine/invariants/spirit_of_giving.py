"""The Spirit of Giving: the property tests' checks (see __init__)."""

import copy
from collections import Counter

from engine.games.spirit_of_giving.state import SpiritState


def card_places(state: SpiritState):
    found = Counter(state.deck)
    for cards in (*state.hands, *state.piles, state.discard, state.passes.values()):
        found.update(cards)
    found.update(w[0] for w in state.wraps.values() if w)
    found.update(v[0] for v in state.tree.values())
    return found, Counter(range(52))


def hidden_leaks(state: SpiritState, seat):
    """Own hand only (all hands during the public mulligan); no card under a Gift Tag; and the
    view must not change when two other hands secretly trade cards."""
    view = state.view(seat)
    leaks = []
    if view.hand != (tuple(state.hands[seat]) if seat is not None else ()):
        leaks.append(f"seat {seat} sees the wrong hand")
    if state.phase == "mulligan":
        return leaks
    if view.hands:
        leaks.append("hands still public after the mulligan")
    others = [s for s in range(state.n) if s != seat and state.hands[s]]
    for a, b in zip(others, others[1:], strict=False):
        ha, hb = state.hands[a], state.hands[b]
        ca, cb = ha[0], hb[0]
        ha[0], hb[0] = cb, ca
        try:
            if state.view(seat) != view:
                leaks.append(f"seat {seat}'s view changes when seats {a} and {b} trade cards")
        finally:
            ha[0], hb[0] = ca, cb
    if state.phase != "ace":
        for pid, (card, _, _) in state.tree.items():
            other = next(iter(set(range(52)) - {card}))
            state.tree[pid][0] = other
            try:
                if state.view(seat) != view:
                    leaks.append(f"the card under present {pid} shows")
            finally:
                state.tree[pid][0] = card
            break
    return leaks


def commitments(state: SpiritState):
    """(seat, copy) pairs: the same game, but ``seat`` committed another pass, another present or
    nothing at all in place of a present (and the other way round). Ruling G-5, SG-18."""
    out = []
    for seat, card in state.passes.items():
        if state.hands[seat]:
            alt = copy.deepcopy(state)
            alt.passes[seat], alt.hands[seat][0] = alt.hands[seat][0], card
            alt.hands[seat].sort()
            out.append((seat, alt))
    for seat, wrap in state.wraps.items():
        alt = copy.deepcopy(state)
        if wrap is not None:  # wrapped nothing instead
            alt.wraps[seat] = None
            alt.hands[seat] = sorted([*alt.hands[seat], wrap[0]])
            out.append((seat, alt))
            continue
        present = next((c for c in state.hands[seat] if c % 13 <= 9), None)  # ranks A-10 are Presents
        if present is not None:  # a present wrapped instead of nothing
            alt.hands[seat].remove(present)
            alt.wraps[seat] = (present, (seat + 1) % state.n)
            out.append((seat, alt))
    return out


def settings(players, st):
    return st.fixed_dictionaries({
        "variant": st.sampled_from(
            {3: ["merry-little-christmas"], 4: ["base", "merry-little-christmas"]}.get(players, ["base"])),
        "night": st.sampled_from(["0", "1"]),
    })
