"""Sampled worlds for the search bot: a full Scout position consistent with one player's view.

Everything but the other hands' unscouted cards is public, so the view is copied, its log too
(the world tells the same story); those cards (and a 2-player first round's 22 set-aside cards)
are dealt at random, in random order and orientation, from the cards the viewer has not seen:
the round's deck less their own hand, the Active Set, every captured card (each was an Active
Set once) and the scouted cards, which stay exactly where the table saw them go, on the side
they were put in.

The view remembers no earlier round's cards (a 2-player second round deals from the 22 set
aside, and which 22 those are is known only in part), so neither does the sampler: it deals a
second round's hidden cards from all the cards not seen in that round.
"""

from __future__ import annotations

import random
from typing import Any

from companion.scout.cards import card_text, deck_for, identity, turned
from companion.scout.views import PHASE_NAMES, ScoutView


class ScoutSampler:
    """Works out once what a view leaves open; then deals as many worlds as asked."""

    def __init__(self, view: ScoutView) -> None:
        if view.player is None:
            raise ValueError("a world is sampled for a player, not for the public view")
        self.view = view
        seen = {identity(c) for c in view.active}
        for seat in view.seats:
            seen |= {identity(c) for c in seat.captured}
            seen |= {identity(c) for c in seat.known if c is not None}
        self.pool = [c for c in deck_for(view.players) if c not in seen]
        # The hidden places, left to right: (seat, position) of every unknown card.
        self.slots = [(seat.seat, i) for seat in view.seats
                      for i, card in enumerate(seat.known) if card is None]
        self.fixed = {
            "round": view.round, "first": view.first, "phase": PHASE_NAMES[view.phase],
            "to_move": view.to_move,
            "public": [list(seat.seen) for seat in view.seats],
            "turned": [seat.turned for seat in view.seats],
            "active": [card_text(c) for c in view.active],
            "owner": view.owner,
            "captured": [[card_text(c) for c in seat.captured] for seat in view.seats],
            "chips": [seat.chips for seat in view.seats],
            "scout_show": [seat.scout_show for seat in view.seats],
            "scores": [list(r) for r in view.round_scores],
            "enders": list(view.enders),
            "tallies": [None if r is None else [[t.captured, t.chips, t.hand] for t in r]
                        for r in view.tallies],
            "log": [str(entry) for entry in view.log],
        }

    def sample(self, rng: random.Random) -> dict[str, Any]:
        view = self.view
        dealt = [c if rng.random() < 0.5 else turned(c) for c in self.pool]
        rng.shuffle(dealt)
        hands = [list(seat.known) for seat in view.seats]
        for (seat, index), card in zip(self.slots, dealt, strict=False):
            hands[seat][index] = card
        reserve = dealt[len(self.slots):len(self.slots) + view.reserve]
        position = dict(self.fixed)
        position.update(
            hands=[[card_text(c) for c in hand] for hand in hands],  # type: ignore[arg-type]
            reserve=[card_text(c) for c in reserve],
            rng={"seed": rng.getrandbits(32)},
        )
        return position


def sample_world(view: ScoutView, rng: random.Random) -> dict[str, Any]:
    """A position consistent with ``view``, the hidden cards dealt at random."""
    return ScoutSampler(view).sample(rng)
