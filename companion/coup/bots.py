"""Coup bots: ``random`` (uniform over legal actions), ``heuristic``, and the shared ``ismcts``.

The heuristic bot plays from its view only. It counts cards (copies not seen face up or in its own
hand), remembers who claimed what (a claim is forgotten once the card is revealed and replaced or
the player exchanges), tells the truth when it can, bluffs now and then, and challenges when a
claim is impossible or unlikely — more readily when the claim hurts it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from math import comb
from typing import Any, ClassVar

from companion.core.bots import Bot, RandomBot
from companion.coup import actions as A
from companion.coup.cards import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, INQUISITOR
from companion.coup.claims import remembered_claims
from companion.coup.phases import Phase
from companion.coup.views import CoupView

# How much a card is worth keeping.
VALUE = {DUKE: 5.0, ASSASSIN: 4.5, CAPTAIN: 3.5, CONTESSA: 3.0, AMBASSADOR: 2.0, INQUISITOR: 3.0}


class HeuristicBot:
    name: ClassVar[str] = "heuristic"
    wants_view: ClassVar[bool] = True

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    # --- reading the table --------------------------------------------------------------------
    def holds(self, view: CoupView, seat: int, card: int, claims: list[set[int]]) -> float:
        """The chance that ``seat`` holds ``card``, from the unseen cards and their claims."""
        unseen = view.unseen()
        left = unseen.get(card, 0)
        if left <= 0:
            return 0.0
        pool = sum(unseen.values())
        k = view.seats[seat].face_down
        chance = 1.0 - comb(pool - left, k) / comb(pool, k) if pool >= k else 1.0
        if card in claims[seat]:
            chance = max(chance, 0.65)  # a consistent story is more believable
        return chance

    def threat(self, view: CoupView, seat: int) -> float:
        info = view.seats[seat]
        return info.face_down * 10 + info.coins

    def choose(self, view: CoupView, legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        first = legal[0]
        cls = first.__class__
        if cls is A.Declare:
            return self.turn(view, legal)
        if cls is A.Pass:
            if legal[1].__class__ is A.Challenge:
                return legal[1] if self.challenge(view) else first
            return self.block(view, legal)
        if cls in (A.Reveal, A.RevealHand):
            return first  # telling the truth when challenged always pays
        if cls is A.Lose:
            return min(legal, key=lambda a: VALUE[a.character])
        if cls is A.Keep:
            return max(legal, key=lambda a: self.hand_value(a.cards))
        if cls is A.Show:
            return min(legal, key=lambda a: VALUE[a.character])
        if cls is A.Verdict:
            return legal[1] if VALUE[view.shown] >= 4 else legal[0]
        if cls is A.Pick:
            return max(legal, key=lambda a: VALUE[a.character])
        return legal[self.rng.randrange(len(legal))]

    @staticmethod
    def hand_value(cards: Sequence[int]) -> float:
        return sum(VALUE[c] for c in cards) + (1.5 if len(set(cards)) == len(cards) else 0.0)

    # --- my turn ------------------------------------------------------------------------------
    def turn(self, view: CoupView, legal: Sequence[Any]) -> Any:
        me = view.player
        mine = set(view.my_cards)
        claims = remembered_claims(view)
        by_kind: dict[int, list[Any]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)

        def against(kind: int, avoid: tuple[int, ...] = ()) -> Any:
            options = by_kind.get(kind, [])
            if not options:
                return None
            safe = [a for a in options if not any(c in claims[a.target] for c in avoid)]
            return max(safe or options, key=lambda a: self.threat(view, a.target))

        if A.COUP in by_kind:
            return against(A.COUP)
        unseen = view.unseen()
        rng = self.rng
        if ASSASSIN in mine and A.ASSASSINATE in by_kind:
            return against(A.ASSASSINATE, (CONTESSA,))
        steal = self.steal_target(view, by_kind.get(A.STEAL, []), claims)
        if CAPTAIN in mine and steal is not None and view.seats[steal.target].coins >= 2:
            return steal
        if DUKE in mine:
            return by_kind[A.TAX][0]
        if (view.reformation and view.reserve >= 3 and DUKE not in mine
                and A.EMBEZZLE in by_kind):
            return by_kind[A.EMBEZZLE][0]
        swapper = INQUISITOR if view.inquisitor else AMBASSADOR
        if swapper in mine and self.hand_value(view.my_cards) < 8:
            return by_kind[A.EXCHANGE][0]
        # Bluffs: rarer when the claimed character is mostly accounted for.
        if A.ASSASSINATE in by_kind and unseen[ASSASSIN] > 0 and rng.random() < 0.15:
            return against(A.ASSASSINATE, (CONTESSA,))
        if unseen[DUKE] > 0 and rng.random() < 0.3:
            return by_kind[A.TAX][0]
        if steal is not None and unseen[CAPTAIN] > 0 and rng.random() < 0.2:
            return steal
        dukes_claimed = any(DUKE in c for s, c in enumerate(claims) if s != me)
        if not dukes_claimed and rng.random() < 0.7:
            return by_kind[A.FOREIGN_AID][0]
        return by_kind[A.INCOME][0]

    def steal_target(self, view: CoupView, options: list[Any], claims: list[set[int]]) -> Any:
        blockers = {CAPTAIN, INQUISITOR if view.inquisitor else AMBASSADOR}
        open_targets = [a for a in options if not claims[a.target] & blockers]
        if not open_targets:
            return None
        return max(open_targets, key=lambda a: view.seats[a.target].coins)

    # --- answering --------------------------------------------------------------------------
    def challenge(self, view: CoupView) -> bool:
        me = view.player
        blocking = view.phase == Phase.BLOCK_CHALLENGE
        claims = remembered_claims(view, A.Block if blocking else A.Declare)
        if blocking:
            claimant, card = view.blocker, view.block_char
            hurts_me = view.actor == me
        else:
            claimant, card = view.actor, view.claimed
            hurts_me = view.target == me
            if view.kind == A.EMBEZZLE:
                # The claim is "no Duke": unlikely when they have claimed one.
                return DUKE in claims[claimant] and self.rng.random() < 0.5
        chance = self.holds(view, claimant, card, claims)
        if chance == 0.0:
            return True
        my_cards = view.seats[me].face_down
        if view.kind == A.ASSASSINATE and view.target == me and my_cards == 1:
            # Facing elimination without a Contessa, a challenge is the only way out.
            return CONTESSA not in view.my_cards and chance < 0.9
        eagerness = 0.35 if hurts_me else 0.12
        if my_cards == 1:
            eagerness /= 2
        return self.rng.random() < (1.0 - chance) * eagerness

    def block(self, view: CoupView, legal: Sequence[Any]) -> Any:
        blocks = legal[1:]
        for action in blocks:
            if action.character in view.my_cards:
                return action
        me = view.seats[view.player]
        unseen = view.unseen()
        if view.kind == A.ASSASSINATE:
            # Nothing to lose with one card left; with two, a caught bluff costs both.
            if me.face_down == 1 or self.rng.random() < 0.25:
                return blocks[0]
            return legal[0]
        bluffable = [a for a in blocks if unseen[a.character] > 0]
        odds = 0.15 if view.kind == A.STEAL and me.coins >= 2 else 0.05
        if bluffable and self.rng.random() < odds:
            return bluffable[0]
        return legal[0]


def obvious(view: CoupView, legal: Sequence[Any]) -> Any:
    """Proving a challenged claim that is true always beats conceding: no search needed."""
    first = legal[0]
    return first if first.__class__ in (A.Reveal, A.RevealHand) else None


BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
}
