"""Coup positions: every state written as JSON data and rebuilt with the same future; set-ups as
partial positions; the public view; refusals of hand-built actions."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.errors import CompanionError, IllegalAction, MalformedInput
from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup import actions as A
from companion.coup.cards import DUKE
from companion.coup.phases import Phase
from companion.coup.state import CoupState

VARIANT_SETS = [(), ("inquisitor",), ("reformation",), ("inquisitor", "reformation"),
                ("two-player-sets",)]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(VARIANT_SETS), st.integers(2, 8), st.integers(0, 2**32))
def test_a_position_rebuilds_a_state_with_the_same_future(variants, players, seed) -> None:
    if "two-player-sets" in variants:
        players = 2
    setup = GameSetup(players, seed, frozenset(variants))
    state = GAME.start(setup)
    rng = random.Random(seed)
    while True:  # the final state too
        position = state.position()
        assert json.loads(json.dumps(position)) == position  # plain JSON data
        again = GAME.rebuild(setup, position)
        assert again.position() == position
        assert again.legal_actions() == state.legal_actions()
        assert all(again.view(s) == state.view(s) for s in (None, *range(players)))
        assert all(again.information_key(s) == state.information_key(s)
                   for s in range(players))
        if state.is_over():
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        again.apply(action)
        assert again.position() == state.position()  # the same future, shuffles included


def test_legal_actions_are_immutable_and_not_shared() -> None:
    a, b = GAME.start(GameSetup(4, 1)), GAME.start(GameSetup(4, 2))
    legal = a.legal_actions()
    assert isinstance(legal, tuple)
    with pytest.raises(AttributeError):
        legal.sort(key=str)  # type: ignore[attr-defined]
    assert b.legal_actions() == legal


@pytest.mark.parametrize("action", [A.Lose(0, 9), A.Declare(0, 99, -1), A.Block(0, 77),
                                    A.Keep(0, (9, 9)), A.Pick(0, 8), A.ChooseSide(0, 5),
                                    A.Declare(0, A.STEAL, 42), A.Declare(12, A.INCOME)])
def test_a_hand_built_action_out_of_range_is_refused(action) -> None:
    state = GAME.start(GameSetup(4, 1))
    before = state.position()
    with pytest.raises(IllegalAction, match="no such"):
        state.apply(action)
    assert state.position() == before


def test_position_errors_are_located() -> None:
    position = GAME.start(GameSetup(3, 1)).position()

    def change(key: str, value: Any, index: int | None = None, inner: int | None = None
               ) -> dict[str, Any]:
        broken = json.loads(json.dumps(position))
        if index is None:
            broken[key] = value
        elif inner is None:
            broken[key][index] = value
        else:
            broken[key][index][inner] = value
        return broken

    cases = [
        (change("hands", "dukes", 1, 0), r"position: hands\[1\]\[0\]: unknown character 'dukes'"),
        (change("coins", -1, 2), r"position: coins\[2\]: must be a whole number"),
        (change("phase", "lunch"), "position: phase: must be one of"),
        (change("to_move", 7), "position: to_move"),
        (change("history", ["p1 dance"]), r"position: history\[0\]"),
        (change("deck", "duke", 0), "the cards do not add up"),
    ]
    for broken, message in cases:
        with pytest.raises(MalformedInput, match=message):
            GAME.rebuild(GameSetup(3, 1), broken)


def test_a_set_up_names_face_up_cards_a_deck_top_and_combines_with_variants() -> None:
    setup = GameSetup(3, 5, frozenset({"inquisitor"}), {
        "hands": [["duke"], ["inquisitor", "captain"]], "revealed": [["contessa"]],
        "deck": ["assassin", "duke"]})
    state = GAME.start(setup)
    assert isinstance(state, CoupState)
    assert state.revealed[0] == [4] and len(state.hands[0]) == 1
    assert state.deck[-2:] == [DUKE, 1]  # assassin on top, then the duke
    assert len(state.deck) == 15 - 1 - 2 - 2 - 1  # the rest of the deck is below the top
    two = GAME.start(GameSetup(2, 3, frozenset({"two-player-sets"}), {"hands": [["duke"]]}))
    assert two.hands[0] == [DUKE] and two.phase == Phase.PICK
    assert GAME.start(GameSetup(2, 1, frozenset(), {"first": 1})).coins == [2, 1]
    with pytest.raises(CompanionError, match="set-up: hands"):
        GAME.start(GameSetup(3, 1, frozenset(), {"hands": [["duke", "duke", "duke"]]}))


def test_the_public_view_holds_no_face_down_card(game, moves) -> None:
    s = game(3, ("inquisitor",), hands=[["inquisitor", "duke"], ["captain", "contessa"]])
    moves(s, "p1 examine p2", "p2 pass", "p3 pass", "p2 show captain", "p1 give back")
    moves(s, "p2 income", "p3 income", "p1 exchange", "p2 pass", "p3 pass")
    moves(s, str(s.legal_actions()[0]))
    public = s.view(None)
    assert public.player is None and public.my_cards == () and public.notes == ()
    assert not any(isinstance(e, A.Keep | A.Show) for e in public.log)


def test_the_game_says_whose_coins_moved(game, moves) -> None:
    s = game(3, coins=[2, 5, 2])
    moves(s, "p1 steal p2", "p2 pass", "p3 pass", "p2 pass")
    assert s.view(None).coin_moves[-1] == (len(s.history) - 1, (2, -2, 0))
    again = GAME.rebuild(s.setup, s.position())
    assert again.view(None).coin_moves == s.view(None).coin_moves


def test_allegiances_null_means_not_chosen_yet_and_a_later_phase_needs_them() -> None:
    """A set-up may write ``"allegiances": null`` (as a position of a game without them does):
    the players then choose; a position past that choice without them is refused, located."""
    setup = GameSetup(3, 5, frozenset({"reformation"}), {"allegiances": None})
    state = GAME.start(setup)
    assert state.phase == Phase.SIDE and state.legal_actions()
    while state.phase == Phase.SIDE:
        state.apply(state.legal_actions()[0])
    position = state.position()
    assert position["allegiances"] is not None
    position["allegiances"] = None
    with pytest.raises(MalformedInput, match="allegiances: a reformation game in its action "
                                             "phase needs every player's allegiance"):
        GAME.rebuild(setup, position)
