"""Build Secret Santa positions by hand for the rules tests."""

from engine.games.secret_santa import GAME
from engine.games.secret_santa.cards import KINDS
from engine.games.secret_santa.state import SecretSantaState


def new_santa(players=5, seed=1, **settings) -> SecretSantaState:
    return GAME.new_state(players, GAME.resolve_settings(players, {k: str(v) for k, v in settings.items()}), seed)


def rig(hands, lead=0, seed=1, **settings) -> SecretSantaState:
    """A state at the start of a round led by ``lead``, each seat holding exactly ``hands[seat]``
    (lists of kinds). Cards not in any hand count as already discarded. "Final Gift!" is said
    automatically unless the test asks for ``final_gift="manual"``."""
    settings.setdefault("final_gift", "auto")
    state = new_santa(len(hands), seed, **settings)
    state.hands = [[0] * KINDS for _ in hands]
    for seat, cards in enumerate(hands):
        for k in cards:
            state.hands[seat][k] += 1
    state.sizes = [sum(h) for h in state.hands]
    state.discard = [state.deck[k] - sum(h[k] for h in state.hands) for k in range(KINDS)]
    state.first_window = False
    state.queue = []
    state.plays, state.pile, state.outs, state.finished = [], [], [], []
    state.leader = lead
    state.round_no = 0
    state._start_round([])
    return state


def act(state, seat, action):
    """Apply and return the events, by kind name."""
    return state.apply(seat, action)


def kinds(events):
    return [e.kind for e in events]


def decline_all(state):
    """Everyone asked in an open window says no."""
    events = []
    while state.phase in ("holly", "snowflake"):
        events += state.apply(state.queue[0], state.legal_actions(state.queue[0])[0])
    return events
