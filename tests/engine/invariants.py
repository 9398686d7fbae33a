"""Per-game checks used by the property tests: where every card is, and what is hidden.

A new game adds its own entry to CARD_PLACES, HIDDEN_LEAKS, COMMITMENTS and SETTINGS.
CARD_PLACES returns (cards found, cards expected); HIDDEN_LEAKS lists every way a
seat's view shows what it may not know; COMMITMENTS gives, for a state in a simultaneous
phase, copies in which one seat committed otherwise (G-5: nobody may tell them apart).
"""

import copy
from collections import Counter

from engine.games.not_a_hat.state import NotAHatState
from engine.games.presents_of_mine.state import PresentsState
from engine.games.secret_santa.cards import KINDS
from engine.games.secret_santa.state import SecretSantaState
from engine.games.spirit_of_giving.state import SpiritState


def hat_card_places(state: NotAHatState) -> Counter:
    places = Counter()
    for col in state.columns:
        places.update(col)
    for pile in state.penalties:
        places.update(pile)
    places.update(range(state.shop_next, len(state.order)))
    if state.phase == "respond" or (state.phase == "give" and state.from_shop):
        places[state.card] += 1  # in the giver's hand, or on its way to the receiver
    return places, Counter(range(len(state.order)))


def hat_hidden_leaks(state: NotAHatState, seat) -> list[str]:
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


def santa_card_places(state: SecretSantaState):
    found = Counter()
    for counts in (*state.hands, state.discard, state.limbo):
        found.update({k: c for k, c in enumerate(counts) if c})
    for _, cards, _ in state.plays:
        found.update(cards)
    found.update(state.pile)
    expected = Counter({k: c for k, c in enumerate(state.deck) if c})
    return found, expected


def santa_hidden_leaks(state: SecretSantaState, seat):
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


def spirit_card_places(state: SpiritState):
    found = Counter(state.deck)
    for cards in (*state.hands, *state.piles, state.discard, state.passes.values()):
        found.update(cards)
    found.update(w[0] for w in state.wraps.values() if w)
    found.update(v[0] for v in state.tree.values())
    return found, Counter(range(52))


def spirit_hidden_leaks(state: SpiritState, seat):
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


def spirit_commitments(state: SpiritState):
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


def presents_commitments(state: PresentsState):
    pool = state.legal_actions(state.turn)  # every seat chooses from the same list in a phase
    out = []
    for seat, action in state.pending.items():
        alt = copy.deepcopy(state)
        alt.pending[seat] = next(a for a in pool if a != action)
        out.append((seat, alt))
    return out


def presents_places(state: PresentsState):
    """Six presents in every hand once the pregame is over, none in two hands."""
    found = Counter(p[3] for p in state.presents.values())
    expected = Counter({s: 6 for s in range(state.n)}) if state.round_no or state.presents else Counter()
    return found, expected


def presents_hidden_leaks(state: PresentsState, seat):
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


CARD_PLACES = {"not-a-hat": hat_card_places, "secret-santa": santa_card_places,
               "spirit-of-giving": spirit_card_places, "presents-of-mine": presents_places}
HIDDEN_LEAKS = {"not-a-hat": hat_hidden_leaks, "secret-santa": santa_hidden_leaks,
                "spirit-of-giving": spirit_hidden_leaks, "presents-of-mine": presents_hidden_leaks}
COMMITMENTS = {"not-a-hat": lambda state: [], "secret-santa": lambda state: [],  # no simultaneous choices
               "spirit-of-giving": spirit_commitments, "presents-of-mine": presents_commitments}
SETTINGS = {
    "not-a-hat": lambda draw_players, st: st.fixed_dictionaries({
        "column": st.sampled_from(["1", "2"]),
        "colour": st.sampled_from(["both", "black", "white"]),
        "match": st.sampled_from(["0", "1"]),
    }),
    "secret-santa": lambda draw_players, st: st.fixed_dictionaries({
        "specials": st.sampled_from(["all", "santa-elves", "snowflake", "none"]),
        "elves": st.sampled_from(["0", "1", "4", "6"]),
        "hands": st.just("1"),  # later hands are dealt the same way; one keeps hard-bot games short
        "final_gift": st.sampled_from(["manual", "auto"]),
    }),
    "spirit-of-giving": lambda players, st: st.fixed_dictionaries({
        "variant": st.sampled_from(
            {3: ["merry-little-christmas"], 4: ["base", "merry-little-christmas"]}.get(players, ["base"])),
        "night": st.sampled_from(["0", "1"]),
    }),
    "presents-of-mine": lambda players, st: st.just({}),
}
