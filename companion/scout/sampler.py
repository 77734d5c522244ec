"""Sampled worlds for the search bot: a full Scout position consistent with one player's view.

Everything but the other hands' unscouted cards is public, so the view is copied, its log too
(the world tells the same story); those cards (and a 2-player first round's 22 set-aside cards)
are dealt at random, in random order and orientation, from the cards the viewer has not seen:
the round's deck less their own hand, the Active Set, every captured card (each was an Active
Set once) and the scouted cards, which stay exactly where the table saw them go, on the side
they were put in.

Where a player put a scouted card says something about its neighbours: a player who keeps
their hand in sets puts a card beside one it joins (the same number or one apart). So the hidden
cards of each other hand are drawn with that as a weight: a draw that leaves a scouted card
with no neighbour it joins is kept only with the chance ``LONE_SCOUT`` (the likeliest of
``DRAWS`` draws when none is kept), so such hands come up less often, and none is ruled out.

The view remembers no earlier round's cards (a 2-player second round deals from the 22 set
aside, and which 22 those are is known only in part), so neither does the sampler: it deals a
second round's hidden cards from all the cards not seen in that round.
"""

from __future__ import annotations

import random
from typing import Any

from companion.scout.cards import card_text, deck_for, identity, turned
from companion.scout.views import PHASE_NAMES, ScoutView

# The chance to keep a draw for each scouted card it leaves without a neighbour it joins: a
# player places a scouted card where it joins one, unless no place does.
LONE_SCOUT = 0.25
DRAWS = 8  # the draws a hand's hidden cards are chosen from


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
        # Per other hand: its hidden places, and its scouted cards that have a hidden neighbour
        # (their number, and the neighbours' places).
        self.scouted: list[tuple[int, list[int], list[tuple[int, list[int]]]]] = []
        for seat in view.seats:
            if seat.seat == view.player:
                continue
            known = seat.known
            lone = []
            for i, card in enumerate(known):
                if card is None:
                    continue
                beside = [j for j in (i - 1, i + 1) if 0 <= j < len(known)]
                if any(known[j] is not None and abs((known[j] >> 4) - (card >> 4)) <= 1
                       for j in beside):
                    continue  # it joins a card the viewer sees: nothing to guess
                hidden = [j for j in beside if known[j] is None]
                if hidden:
                    lone.append((card >> 4, hidden))
            if lone:
                self.scouted.append(
                    (seat.seat, [i for i, card in enumerate(known) if card is None], lone))
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
        believed = {seat for seat, _, _ in self.scouted}
        for seat, places, lone in self.scouted:
            _choose(hands[seat], places, lone, dealt, rng)
        rest = iter(dealt)
        for (seat, index), card in zip(
                [slot for slot in self.slots if slot[0] not in believed], rest, strict=False):
            hands[seat][index] = card
        reserve = list(rest)[:view.reserve]
        position = dict(self.fixed)
        position.update(
            hands=[[card_text(c) for c in hand] for hand in hands],  # type: ignore[arg-type]
            reserve=[card_text(c) for c in reserve],
            rng={"seed": rng.getrandbits(32)},
        )
        return position


def _choose(hand: list[int | None], places: list[int], lone: list[tuple[int, list[int]]],
            dealt: list[int], rng: random.Random) -> None:
    """Fill a hand's hidden ``places`` from the shuffled ``dealt`` cards (taking them out): a
    draw is kept with the chance ``LONE_SCOUT`` for each scouted card it leaves with no
    neighbour it joins."""
    count = len(places)
    best: list[int] = []
    best_weight = -1.0
    for _ in range(DRAWS):
        picks = rng.sample(range(len(dealt)), count)
        for place, index in zip(places, picks, strict=True):
            hand[place] = dealt[index]
        weight = 1.0
        for number, beside in lone:
            if not any(abs((hand[j] >> 4) - number) <= 1 for j in beside):  # type: ignore[operator]
                weight *= LONE_SCOUT
        if weight == 1.0 or rng.random() < weight:
            best = picks
            break
        if weight > best_weight:
            best, best_weight = picks, weight
    for place, index in zip(places, best, strict=True):
        hand[place] = dealt[index]
    for index in sorted(best, reverse=True):
        del dealt[index]


def sample_world(view: ScoutView, rng: random.Random) -> dict[str, Any]:
    """A position consistent with ``view``, the hidden cards dealt at random."""
    return ScoutSampler(view).sample(rng)
