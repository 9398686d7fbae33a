"""What leaves a Spirit of Giving state: a seat's view (G-3, SG-5) and the save's body.
A part of ``SpiritState``, kept apart for its length."""

from __future__ import annotations

from engine.core.checks import check_seat

from .cards import DECK
from .phases import ACE_PHASE, DISCUSS, GOODWILL, LAST, MULLIGAN, OVER, UNWRAP, WRAP
from .view import SogView


class StateOutside:
    # -- what a seat sees ------------------------------------------------------------------------
    def view(self, seat: int | None) -> SogView:
        if seat is not None:
            check_seat(seat, self.n)  # G-1; None is a spectator
        public = self.phase == MULLIGAN  # SG-5: hands lie face up until every mulligan is done
        ace = None
        if self.phase == ACE_PHASE:
            p, q = self.pairs[0]
            ace = (p, self.tree[p][0], q, self.tree[q][0])
        to_act = self.to_act()
        return SogView(
            viewer=seat,
            players=self.n,
            settings=dict(self.settings),  # a copy: nothing in a view may change the game
            phase=self.phase,
            to_act=to_act[0] if to_act else None,
            round_no=self.round_no,
            rounds_total=self.rounds_total,
            offset=self.offset(),
            hand=tuple(self.hands[seat]) if seat is not None else (),
            hands=tuple(tuple(h) for h in self.hands) if public else (),
            # SG-18: a committed pass or wrap still counts in its player's hand until the reveal
            counts=tuple(len(h) + (s in self.passes) + (self.wraps.get(s) is not None)
                         for s, h in enumerate(self.hands)),
            deck_count=len(self.deck),
            tree=tuple((pid, g, r) for pid, (_, g, r) in sorted(self.tree.items())),
            piles=tuple(tuple(p) for p in self.piles),
            record=tuple(tuple(r) for r in self.record),
            frenemies=tuple(sorted(self.frenemies)),
            committed=tuple(s in self.passes or s in self.wraps for s in range(self.n)),
            said=tuple(self.said),
            talk=tuple(self.talk[-12:]),
            discard=tuple(self.discard),
            ace=ace,
            last_passes=self.last_passes,
            true_spirit=self.true_spirit,
            hand_size=self.hand_size,
            night=self.night,
            pass_to=(seat + self.offset()) % self.n if seat is not None and self.round_no else None,
        )

    # -- saving --------------------------------------------------------------------------------
    def _save_body(self) -> dict:
        return {
            "deck": list(self.deck),
            "hands": [list(h) for h in self.hands],
            "phase": self.phase,
            "turn": self.turn,
            "round_no": self.round_no,
            "said": list(self.said),
            "passes": [[s, c] for s, c in sorted(self.passes.items())],
            "wraps": [[s, list(w) if w else None] for s, w in sorted(self.wraps.items())],
            "tree": [[pid, *v] for pid, v in sorted(self.tree.items())],
            "next_pid": self.next_pid,
            "record": [list(r) for r in self.record],
            "piles": [list(p) for p in self.piles],
            "frenemies": [list(f) for f in sorted(self.frenemies)],
            "last_passes": self.last_passes,
            "discard": list(self.discard),
            "talk": [list(t) for t in self.talk],
            "pairs": [list(p) for p in self.pairs],
            "true_spirit": list(self.true_spirit),
        }

    def _load_body(self, data: dict) -> None:
        self.deck = [int(c) for c in data["deck"]]
        self.hands = [[int(c) for c in h] for h in data["hands"]]
        self.phase = str(data["phase"])
        if self.phase not in (MULLIGAN, DISCUSS, GOODWILL, WRAP, LAST, ACE_PHASE, OVER, UNWRAP):
            raise ValueError(f"unknown phase {self.phase!r}")
        self.turn, self.round_no = int(data["turn"]), int(data["round_no"])
        self.said = [int(x) for x in data["said"]]
        self.passes = {int(s): int(c) for s, c in data["passes"]}
        self.wraps = {int(s): (tuple(int(x) for x in w) if w else None) for s, w in data["wraps"]}
        self.tree = {int(t[0]): [int(t[1]), int(t[2]), int(t[3])] for t in data["tree"]}
        self.next_pid = int(data["next_pid"])
        self.record = [[int(x) for x in r] for r in data["record"]]
        self.piles = [[int(c) for c in p] for p in data["piles"]]
        self.frenemies = {(int(a), int(b)) for a, b in data["frenemies"]}
        self.last_passes = int(data["last_passes"])
        self.discard = [int(c) for c in data["discard"]]
        self.talk = [(int(r), int(s), str(t)) for r, s, t in data["talk"]]
        self.pairs = [(int(p), int(q)) for p, q in data["pairs"]]
        self.true_spirit = tuple(int(s) for s in data["true_spirit"])
        cards = sorted(self.deck + [c for h in self.hands for c in h] + list(self.passes.values())
                       + [w[0] for w in self.wraps.values() if w] + [v[0] for v in self.tree.values()]
                       + [c for p in self.piles for c in p] + self.discard)
        if cards != list(DECK):
            raise ValueError("the cards in the save are not one whole deck")
