"""The Monte Carlo bot with Coup-shaped playouts.

The shared bot finishes each sampled game with uniformly random moves. In Coup that is a poor
model of a table: every claim is challenged by half the players and every challenged player
concedes half the time even when holding the card, so the bot learns never to claim anything.
Here the playouts keep the random choice of actions but answer like people do: a challenged
player with the card shows it, responders challenge now and then (bluffs more often than the
truth), and a player asked to block
blocks with a card they hold (and bluffs a block now and then). In a sampled world every hand is
known, so each player's own hand is what they "know".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.core.montecarlo import Determinize, MonteCarloBot
from companion.core.protocol import GameState
from companion.coup.actions import EMBEZZLE
from companion.coup.cards import DUKE
from companion.coup.phases import BLOCK, BLOCK_CHALLENGE, CHALLENGE, PROVE

# Each responder's chance to challenge a claim in a playout: players catch bluffs more often
# than they challenge the truth (they count cards and remember claims).
CHALLENGE_TRUTH_RATE = 0.1
CHALLENGE_BLUFF_RATE = 0.3
BLUFF_BLOCK_RATE = 0.15  # a blocker's chance to block without the card


# Tables up to this size get every playout; bigger tables play longer games, so they get
# proportionally fewer playouts and a decision stays within about 50 ms.
FULL_TABLE = 5


class CoupMonteCarloBot(MonteCarloBot):
    def __init__(self, seed: int, determinize: Determinize, playouts: int = 200,
                 playout_turns: int = 400) -> None:
        super().__init__(seed, determinize, playouts, playout_turns)
        self.table_playouts = playouts

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        self.playouts = self.table_playouts * FULL_TABLE // max(FULL_TABLE, view.players)
        return super().choose(view, legal)

    def _play_out(self, world: GameState, seat: int | None) -> float:
        limit = world.turn + self.playout_turns
        while not world.is_over() and world.turn < limit:
            world.apply(self._answer(world))
        if not world.is_over():
            return 0.0
        winners = world.result().winners
        return 1.0 / len(winners) if seat in winners else 0.0

    def _answer(self, world: Any) -> Any:
        legal = world.legal_actions()
        phase = world.phase
        random = self.rng.random
        if phase == PROVE:
            return legal[0]  # showing the card when they hold it (else conceding a card)
        if phase == CHALLENGE:
            return legal[1] if random() < self._challenge_rate(
                world.hands[world.actor], world.claimed, world.kind) else legal[0]
        if phase == BLOCK_CHALLENGE:
            return legal[1] if random() < self._challenge_rate(
                world.hands[world.blocker], world.block_char, -1) else legal[0]
        if phase == BLOCK:
            hand = world.hands[world.to_move]
            for block in legal[1:]:
                if block.character in hand:
                    return block
            return legal[1 + int(random() * (len(legal) - 1))] if random() < BLUFF_BLOCK_RATE \
                else legal[0]
        return legal[int(random() * len(legal))]

    @staticmethod
    def _challenge_rate(hand: list[int], claimed: int, kind: int) -> float:
        if kind == EMBEZZLE:  # the claim is to hold no Duke
            return CHALLENGE_BLUFF_RATE if DUKE in hand else CHALLENGE_TRUTH_RATE
        return CHALLENGE_TRUTH_RATE if claimed in hand else CHALLENGE_BLUFF_RATE
