"""Secret Santa: the property tests' checks (see __init__)."""

from collections import Counter

from engine.games.secret_santa.cards import KINDS
from engine.games.secret_santa.state import SecretSantaState


def card_places(state: SecretSantaState):
    found = Counter()
    for counts in (*state.hands, state.discard, state.limbo):
        found.update({k: c for k, c in enumerate(counts) if c})
    for _, cards, _ in state.plays:
        found.update(cards)
    found.update(state.pile)
    expected = Counter({k: c for k, c in enumerate(state.deck) if c})
    return found, expected


def hidden_leaks(state: SecretSantaState, seat):
    """The view must show the seat's own hand, and must not change when two other
    hands secretly trade cards (so it cannot depend on what they hold)."""
    view = state.view(seat)
    leaks = []
    own = () if seat is None else tuple(k for k in range(1, KINDS) for _ in range(state.hands[seat][k]))
    if view.hand != own:
        leaks.append(f"seat {seat} sees the wrong hand")
    others = [s for s in range(state.n) if s != seat and state.sizes[s]]
    for a, b in zip(others, others[1:], strict=False):
        ka = next((k for k in range(1, KINDS) if state.hands[a][k] and not state.hands[b][k]), None)
        kb = next((k for k in range(1, KINDS) if state.hands[b][k] and not state.hands[a][k]), None)
        if ka is None or kb is None:
            continue
        ha, hb = state.hands[a], state.hands[b]
        ha[ka], hb[ka], hb[kb], ha[kb] = ha[ka] - 1, hb[ka] + 1, hb[kb] - 1, ha[kb] + 1
        try:
            if state.view(seat) != view:
                leaks.append(f"seat {seat}'s view changes when seats {a} and {b} trade cards")
        finally:
            ha[ka], hb[ka], hb[kb], ha[kb] = ha[ka] + 1, hb[ka] - 1, hb[kb] + 1, ha[kb] - 1
    return leaks


def commitments(state: SecretSantaState) -> list:
    return []  # no simultaneous choices


def settings(players, st):
    return st.fixed_dictionaries({
        "specials": st.sampled_from(["all", "santa-elves", "snowflake", "none"]),
        "elves": st.sampled_from(["0", "1", "4", "6"]),
        "hands": st.just("1"),  # later hands are dealt the same way; one keeps hard-bot games short
        "final_gift": st.sampled_from(["manual", "auto"]),
    })
