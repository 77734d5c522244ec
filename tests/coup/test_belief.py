"""What the other players' moves say about their hands: sampled worlds lean towards the hands
that explain them, and rule none out."""

from __future__ import annotations

import random

import pytest

from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup.actions import Lose
from companion.coup.belief import FLOOR, hand_weights, read_moves
from companion.coup.bots import HeuristicBot
from companion.coup.cards import AMBASSADOR, DUKE
from companion.coup.phases import Phase
from companion.coup.sampler import sample_world
from companion.coup.state import CoupState

HANDS = [["captain", "contessa"], ["assassin", "ambassador"], ["captain", "contessa"],
         ["assassin", "ambassador"]]


def how_often(state: CoupState, viewer: int, seat: int, card: str, worlds: int = 400) -> float:
    """The share of the worlds sampled for ``viewer`` in which ``seat`` holds ``card``."""
    rng = random.Random(11)
    view = state.view(viewer)
    return sum(card in sample_world(view, rng)["hands"][seat] for _ in range(worlds)) / worlds


def test_a_pass_when_foreign_aid_could_be_blocked_makes_a_duke_unlikely(game, moves) -> None:
    s = game(4, hands=HANDS)
    moves(s, "p1 foreign aid")
    before = how_often(s, 0, 1, "duke")
    moves(s, "p2 pass", "p3 pass", "p4 pass")
    after = how_often(s, 0, 1, "duke")
    assert before > 0.3 and after < 0.2


def test_an_unchallenged_claim_makes_its_card_likely_and_a_concession_unlikely(
        game, moves) -> None:
    s = game(4, hands=HANDS)
    moves(s, "p1 income")
    before = how_often(s, 0, 1, "duke")
    moves(s, "p2 tax", "p3 pass", "p4 pass", "p1 pass")
    assert before < 0.5 < how_often(s, 0, 1, "duke")
    s = game(4, hands=HANDS)
    moves(s, "p1 income", "p2 tax", "p3 challenge", "p2 lose assassin")
    assert how_often(s, 0, 1, "duke") < 0.2  # a quarter of the unseen cards are Dukes


def test_the_card_turned_up_from_two_tells_what_the_other_is_worth(game, moves) -> None:
    # p2 loses a challenge and turns up an Assassin: a player who keeps their best card would
    # not have kept an Ambassador (worth less), but may well have kept a Duke.
    s = game(4, hands=[["duke", "contessa"], *HANDS[1:]])
    moves(s, "p1 tax", "p2 challenge", "p1 reveal duke", "p2 lose assassin")
    weights = hand_weights(s.view(0))[1]
    assert weights is not None
    assert weights[(DUKE,)] == 1.0 and weights[(AMBASSADOR,)] < 1.0


def test_no_hand_is_ruled_out(game, moves) -> None:
    s = game(4, hands=HANDS)
    moves(s, "p1 foreign aid", "p2 pass", "p3 pass", "p4 pass", "p2 income", "p3 tax",
          "p4 pass", "p1 pass", "p2 pass")
    for seat, table in enumerate(hand_weights(s.view(0))):
        if table is not None:
            assert seat != 0 and max(table.values()) == 1.0
            assert min(table.values()) >= FLOOR ** 3
    assert how_often(s, 0, 1, "duke") > 0  # p2 passed a block and took Income: still possible


WINDOWS = {Phase.CHALLENGE: "challenge", Phase.BLOCK: "block",
           Phase.BLOCK_CHALLENGE: "block challenge"}


@pytest.mark.parametrize("variants", [(), ("inquisitor",), ("reformation",),
                                      ("two-player-sets",)])
def test_the_log_is_read_with_the_windows_and_coins_the_game_had(variants) -> None:
    """Every answer is read in the window the game asked it in, every concession as one, and
    every turn with the coins the player had."""
    for seed in range(12):
        players = 2 if "two-player-sets" in variants or seed % 3 == 0 else 3 + seed % 4
        state = GAME.start(GameSetup(players, seed, frozenset(variants)))
        assert isinstance(state, CoupState)
        rng = random.Random(seed)
        bots = [HeuristicBot(seat) for seat in range(players)]
        asked: dict[int, tuple[Phase, list[int]]] = {}  # history index -> phase, coins
        while not state.is_over():
            seat = state.to_move
            asked[len(state.history)] = (Phase(state.phase), list(state.coins))
            legal = state.legal_actions()
            state.apply(bots[seat].choose(state.view(seat), legal) if rng.random() < 0.7
                        else rng.choice(legal))
        trace: list[tuple[str, list[int]]] = []
        read_moves(state.view(rng.randrange(players)), trace)
        for index, (phase, coins) in asked.items():
            window, counted = trace[index]
            entry = state.history[index]
            if phase in WINDOWS:
                assert window == WINDOWS[phase], (seed, index, entry)
            elif phase == Phase.PROVE and isinstance(entry, Lose):
                assert window.startswith("prove"), (seed, index, entry)
            elif phase == Phase.LOSE:
                assert not window.startswith("prove"), (seed, index, entry)
            elif phase == Phase.ACTION:
                assert counted == coins, (seed, index, entry)
