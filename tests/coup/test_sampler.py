"""Sampled worlds (a full position from one player's view) and the search bot in Coup."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.cli import main
from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup.cards import CAPTAIN, DUKE, INQUISITOR, characters_in_play
from companion.coup.sampler import knowledge, sample_world
from companion.coup.state import CoupState
from companion.coup.views import CoupView


def determinize(view: CoupView, rng: random.Random) -> CoupState:
    """The state a sampled position rebuilds (what the search bot plays in)."""
    setup = GameSetup(view.players, 0, view.variants)
    world = GAME.rebuild(setup, sample_world(view, rng))
    assert isinstance(world, CoupState)
    return world

VARIANT_SETS = [(), ("inquisitor",), ("reformation",), ("inquisitor", "reformation"),
                ("two-player-sets",), ("two-player-sets", "inquisitor")]


@st.composite
def setups(draw: st.DrawFn) -> GameSetup:
    variants = draw(st.sampled_from(VARIANT_SETS))
    if "two-player-sets" in variants:
        players = 2
    else:
        players = draw(st.integers(2, 10 if "reformation" in variants else 8))
    return GameSetup(players, draw(st.integers(0, 2**32)), frozenset(variants))


def positions(setup: GameSetup, every: int = 3):
    """Positions of a random game, with a random viewer each."""
    state = GAME.start(setup)
    assert isinstance(state, CoupState)
    rng = random.Random(setup.seed)
    decisions = 0
    while not state.is_over():
        if decisions % every == 0:
            yield state, rng.randrange(state.n), rng
        state.apply(rng.choice(state.legal_actions()))
        decisions += 1


def aside(state: CoupState, seat: int) -> tuple[int, ...]:
    """Two-player sets: the cards ``seat`` set aside (none before their pick)."""
    return next((note[1] for note in state.notes[seat] if note[0] == "set aside"), ())


def the_other_pick(state: CoupState, viewer: int) -> int:
    """Two-player sets: the card the other player kept from their set (-1 before the pick)."""
    removed = aside(state, 1 - viewer) if state.n == 2 else ()
    if not removed:
        return -1
    return next(c for c in characters_in_play(state.inquisitor) if c not in removed)


@settings(max_examples=40, deadline=None)
@given(setup=setups())
def test_determinized_states_give_the_player_the_same_view(setup: GameSetup) -> None:
    for state, viewer, rng in positions(setup):
        view = state.view(viewer)
        world = determinize(view, rng)
        assert world.view(viewer) == view
        if state.to_move == viewer:
            assert world.legal_actions() == state.legal_actions()
        # Every world plays on to an end.
        while not world.is_over():
            world.apply(rng.choice(world.legal_actions()))


@settings(max_examples=40, deadline=None)
@given(setup=setups())
def test_what_the_view_proves_is_true(setup: GameSetup) -> None:
    for state, viewer, _ in positions(setup):
        view = state.view(viewer)
        known = knowledge(view, the_other_pick(state, viewer))
        hidden = Counter(state.deck + state.removed)
        for seat in range(state.n):
            if seat != viewer:
                hidden.update(state.hands[seat])
                assert not known.holds[seat] - Counter(state.hands[seat])
        if state.pool and state.actor != viewer:
            hidden.update(Counter(state.pool) - Counter(state.hands[state.actor]))
        hidden -= Counter(aside(state, viewer))
        assert known.removed == Counter(aside(state, 1 - viewer) if setup.players == 2 else ())
        assert not known.deck - Counter(state.deck)
        assert known.no_duke < 0 or DUKE not in state.hands[known.no_duke]
        assert known.unseen == hidden


def test_hidden_cards_vary_and_own_cards_do_not(game, moves) -> None:
    s = game(4, seed=3)
    moves(s, "p1 income", "p2 income")
    view = s.view(2)
    rng = random.Random(0)
    worlds = [determinize(view, rng) for _ in range(40)]
    assert all(sorted(w.hands[2]) == sorted(s.hands[2]) for w in worlds)
    others = {tuple(tuple(sorted(w.hands[p])) for p in (0, 1, 3)) for w in worlds}
    assert len(others) > 20
    assert len({tuple(w.deck) for w in worlds}) > 20


def test_an_examined_card_and_returned_cards_are_remembered(game, moves) -> None:
    s = game(3, ("inquisitor",), hands=[["inquisitor", "duke"], ["captain", "contessa"]],
             deck=["assassin", "duke", "contessa"])
    moves(s, "p1 examine p2", "p2 pass", "p3 pass", "p2 show captain", "p1 give back")
    moves(s, "p2 income", "p3 income", "p1 exchange", "p2 pass", "p3 pass")
    moves(s, "p1 keep assassin duke")  # the Inquisitor goes back to the Court deck
    rng = random.Random(5)
    for _ in range(30):
        world = determinize(s.view(0), rng)
        assert CAPTAIN in world.hands[1] and INQUISITOR in world.deck
    # Once p2 turns the Captain face up, nothing is certain about p2's other card.
    moves(s, "p2 tax", "p3 challenge", "p2 lose captain")
    known = knowledge(s.view(0))
    assert not known.holds[1] and known.deck == Counter({INQUISITOR: 1})


def test_ismcts_is_offered_and_plays_whole_games(capsys) -> None:
    code = main(["coup", "simulate", "--games", "2", "--players", "3", "--variant", "inquisitor",
                 "--bots", "ismcts:30,random,heuristic", "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["unfinished"] == 0 and sum(summary["wins"].values()) == 2


def test_a_sampled_world_is_a_position_and_varies(game, moves) -> None:
    s = game(4, seed=3)
    moves(s, "p1 tax", "p2 pass", "p3 pass", "p4 pass")
    rng = random.Random(1)
    samples = [sample_world(s.view(1), rng) for _ in range(30)]
    assert all(json.loads(json.dumps(p)) == p for p in samples)  # plain JSON data
    assert len({json.dumps(p["hands"]) for p in samples}) > 10
    assert all(sorted(p["hands"][1]) == sorted(s.position()["hands"][1]) for p in samples)
