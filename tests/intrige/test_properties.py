"""Random Intrige games (Hypothesis): money conserved, placement rules kept, the game ends, views
leak nobody's money; positions round-trip; the sampler's contract; the notation round-trips."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.errors import MalformedInput, NotationError
from companion.core.protocol import GameSetup
from companion.intrige import GAME, parse_action
from companion.intrige.actions import (
    PROFESSIONS,
    START_MONEY,
    SUITES,
    BankPays,
    Bribe,
    Income,
    Island,
    Place,
    Refund,
    Send,
    parse_entry,
    profession_of,
    scholar,
)
from companion.intrige.sampler import sample_world
from companion.intrige.setup import VARIANTS
from companion.intrige.state import IntrigeState

VARIANT_SETS = [(), ("refund",), ("binding-promises",), ("different-castles",), tuple(VARIANTS)]


def setups() -> st.SearchStrategy[GameSetup]:
    return st.builds(lambda n, seed, v: GameSetup(n, seed, frozenset(v)), st.integers(3, 5),
                     st.integers(0, 2**32), st.sampled_from(VARIANT_SETS))


def random_game(setup: GameSetup):
    """Every state of a random game (bribes mostly small, as random amounts drain purses)."""
    state = GAME.start(setup)
    assert isinstance(state, IntrigeState)
    rng = random.Random(setup.seed)
    yield state
    while not state.is_over():
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(min(len(legal), 15))] if rng.random() < 0.7
                    else rng.choice(legal))
        yield state


@settings(max_examples=25, deadline=None)
@given(setups())
def test_random_games_keep_every_rule(setup: GameSetup) -> None:
    n = setup.players
    for state in random_game(setup):
        income = sum(e.amount for e in state.history if isinstance(e, Income))
        bank = 1000 * sum(1 for e in state.history if isinstance(e, BankPays))
        back = sum(e.amount for e in state.history if isinstance(e, Refund) and e.to < 0)
        assert sum(state.money) == n * START_MONEY + income + bank - back
        assert min(state.money) >= 0
        for castle in state.castles:
            held = [profession_of(c) for c in castle if c != -1]
            assert len(held) == len(set(held))  # one scholar per profession (and per suite)
        for seat in range(n):
            view = state.view(seat)
            assert view.money == state.money[seat]
            assert view.final_money is None or state.is_over()
        assert state.view(None).money is None
    assert state.is_over() and state.round == 5
    assert not any(state.waiting) and not any(any(s) for s in state.supply)
    assert state.turn == 5 * n


@settings(max_examples=6, deadline=None)
@given(setups())
def test_a_position_rebuilds_a_state_with_the_same_future(setup: GameSetup) -> None:
    state = GAME.start(setup)
    rng = random.Random(setup.seed)
    while True:  # the final state too
        position = state.position()
        assert json.loads(json.dumps(position)) == position
        again = GAME.rebuild(setup, position)
        assert again.position() == position
        assert again.legal_actions() == state.legal_actions()
        assert all(again.view(s) == state.view(s) for s in (None, *range(setup.players)))
        assert all(again.information_key(s) == state.information_key(s)
                   for s in range(setup.players))
        if state.is_over():
            break
        action = rng.choice(state.legal_actions())
        state.apply(action)
        again.apply(action)
        assert again.position() == state.position()


@settings(max_examples=15, deadline=None)
@given(setups())
def test_the_sampled_world_gives_the_viewer_the_same_view(setup: GameSetup) -> None:
    rng = random.Random(setup.seed)
    for i, state in enumerate(random_game(setup)):
        if i % 4 or state.is_over():
            continue
        viewer = rng.randrange(setup.players)
        view = state.view(viewer)
        world = GAME.rebuild(GameSetup(view.players, 0, view.variants), sample_world(view, rng))
        assert world.view(viewer) == view
        # Money is counted from the log: the sampled world is the real one.
        assert world.money == state.money and world.legal_actions() == state.legal_actions()


actions = st.one_of(
    st.builds(Bribe, st.integers(0, 4), st.integers(0, 200).map(lambda k: 1000 * k),
              st.sampled_from([None, *SUITES])),
    st.builds(Place, st.integers(0, 4), st.builds(scholar, st.integers(0, 4), st.integers(0, 3)),
              st.sampled_from(SUITES)),
    st.builds(Island, st.integers(0, 4), st.builds(scholar, st.integers(0, 4), st.integers(0, 3))),
    st.builds(Send, st.integers(0, 4), st.integers(0, 3), st.integers(0, 4)),
)


@given(actions)
def test_the_notation_round_trips(action) -> None:
    assert parse_action(str(action)) == action
    assert parse_entry(str(action)) == action


def test_the_notation_reads_what_a_player_types() -> None:
    assert parse_action("P2  bribe 3k for 6000") == Bribe(1, 3000, 6000)
    assert parse_action("p1 send theo to p3") == Send(0, PROFESSIONS.index("theologian"), 2)
    assert parse_action("p1 place p2 sci 10000") == Place(0, scholar(1, 0), 10000)
    for text in ("p1 bribe 3000 for 7000", "p1 send x to p2", "p2 income 1000", "hello"):
        with pytest.raises(NotationError):
            parse_action(text)


@pytest.mark.parametrize(("options", "where"), [
    ({"money": [1, 2, 3]}, "set-up: money[0]"),
    ({"money": [1000, 2000]}, "set-up: money"),
    ({"castles": [{"6000": "p1 writer"}, {}, {}]}, "set-up: castles[0]['6000']"),
    ({"castles": [{"7000": "p2 writer"}, {}, {}]}, "set-up: castles[0] key '7000'"),
    ({"castles": [{"1000": "p2 writer", "6000": "p3 writer"}, {}, {}]},
     "set-up: castles[0]['6000']"),
    ({"waiting": [["p1 writer"], [], []]}, "set-up: waiting[0]"),
    ({"island": ["p9 writer"]}, "set-up: island[0]"),
    ({"island": ["p2 writer"] * 3}, "set-up: castles"),
    ({"round": 6}, "set-up: round"),
    ({"supply": [["writer"], [], []]}, "set-up: supply"),
    ({"supply": [["poet"], [], []]}, "set-up: supply[0][0]"),
    ({"colour": "red"}, "set-up: colour"),
])
def test_malformed_set_ups_are_located(options, where) -> None:
    with pytest.raises(MalformedInput) as caught:
        GAME.start(GameSetup(3, 1, frozenset(), options))
    assert caught.value.where == where


def test_a_position_whose_money_does_not_follow_from_the_log_is_refused() -> None:
    state = GAME.start(GameSetup(3, 1))
    position = state.position()
    position["money"][0] += 1000
    with pytest.raises(MalformedInput) as caught:
        GAME.rebuild(state.setup, position)
    assert caught.value.where == "position: money[0]"


def test_the_starting_player_is_drawn_by_lot() -> None:
    starts = {GAME.start(GameSetup(5, seed)).start for seed in range(40)}
    assert starts == set(range(5))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_simulate(capsys, players) -> None:
    bots = ",".join(["heuristic"] + ["random"] * (players - 1))
    code = main(["intrige", "simulate", "--games", "6", "--players", str(players),
                 "--variant", "refund", "--bots", bots, "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["unfinished"] == 0 and sum(summary["wins"].values()) >= 6


def test_the_search_bot_plays_a_game() -> None:
    bots = [GAME.bot("ismcts:4", 1), GAME.bot("heuristic", 2), GAME.bot("random", 3)]
    state = GAME.start(GameSetup(3, 5))
    while not state.is_over():
        seat = state.to_move
        state.apply(bots[seat].choose(state.view(seat), state.legal_actions()))
    assert state.turn == 15
