"""Sampled worlds (a full position from one player's view) and the search bot in Lairs."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.core.protocol import GameSetup
from companion.lairs import GAME
from companion.lairs.bots import HeuristicBot, ReasoningBot
from companion.lairs.game import LairsGame, PlayerView
from companion.lairs.rollout import candidates, carry, evaluate, rollout_action
from companion.lairs.routes import route_options
from companion.lairs.sampler import LairsSampler, sample_world
from companion.lairs.validation import validate


def world_of(view: PlayerView, rng: random.Random) -> LairsGame:
    """The state a sampled position rebuilds (what the search bot plays in)."""
    world = GAME.rebuild(GameSetup(view.players, 0, view.variants), sample_world(view, rng))
    assert isinstance(world, LairsGame)
    return world


def views(seed: int, every: int = 1) -> Iterator[tuple[LairsGame, int, random.Random]]:
    """Decision points of a game played half by heuristic bots, half at random (random play
    alone rarely opens chests, fights or leaves), each with a random viewer."""
    state = GAME.start(GameSetup(2, seed))
    assert isinstance(state, LairsGame)
    rng = random.Random(seed)
    bots = [HeuristicBot(0), HeuristicBot(1)]
    decisions = 0
    while not state.is_over() and state.turn < 120:
        if decisions % every == 0:
            yield state, rng.randrange(2), rng
        seat = state.to_move
        assert seat is not None
        legal = state.legal_actions()
        if rng.random() < 0.3:
            state.apply(legal[rng.randrange(len(legal))])
        else:
            state.apply(bots[seat].choose(state.player_view(seat), legal))
        decisions += 1


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_a_sampled_world_gives_the_player_exactly_their_view(seed: int) -> None:
    for state, viewer, rng in views(seed):
        view = state.player_view(viewer)
        world = world_of(view, rng)
        assert world.view(viewer) == view
        # Both trails are public: the world's explorers went where the real ones did.
        assert [e.trail for e in world.explorations] == [e.trail for e in state.explorations]
        if state.to_move == viewer:
            assert world.legal_actions() == state.legal_actions()
        # The viewer's own dungeon is the real one; the one they explore obeys the build rules.
        assert world.dungeons[viewer] == state.dungeons[viewer]
        assert validate(world.dungeons[1 - viewer]).valid
        # The hidden treasures are the cards the viewer has not seen.
        hidden = Counter(state.supply.deck + state.explorations[1 - viewer].treasures)
        assert Counter(world.supply.deck + world.explorations[1 - viewer].treasures) == hidden


def test_unknown_cells_and_treasures_vary_and_known_cells_do_not() -> None:
    state, viewer, _ = next(v for v in views(7, every=40) if v[0].turn >= 8)
    view = state.player_view(viewer)
    known = state.explorations[viewer].known
    assert 4 < len(known) < 30
    rng = random.Random(0)
    worlds = [world_of(view, rng) for _ in range(60)]
    explored = [w.dungeons[1 - viewer] for w in worlds]
    real = state.dungeons[1 - viewer]
    for dungeon in explored:
        for cell in known:
            assert dungeon.features.get(cell) is real.features.get(cell)
            assert dungeon.walls_around(cell) == real.walls_around(cell)
    unknown_parts = {(frozenset(c for c in d.features.items() if c[0] not in known),
                      frozenset(w for w in d.walls if w[0] not in known and w[1] not in known))
                     for d in explored}
    assert len(unknown_parts) > 50
    assert len({tuple(w.supply.deck) for w in worlds}) > 50


def test_a_sampler_draws_json_positions_with_fresh_seeds() -> None:
    state, viewer, _ = next(views(3))
    sample = LairsSampler(state.player_view(viewer)).sample
    rng = random.Random(1)
    positions = [sample(rng) for _ in range(20)]
    assert all(json.loads(json.dumps(p)) == p for p in positions)
    assert len({p["rng"]["seed"] for p in positions}) == 20


def test_a_nearly_known_dungeon_is_completed_too() -> None:
    # Late in a long game the explorer knows most cells: few completions are left to draw.
    checked = 0
    for state, viewer, rng in views(18, every=3):
        if len(state.explorations[viewer].known) >= 28:
            view = state.player_view(viewer)
            assert world_of(view, rng).view(viewer) == view
            checked += 1
    assert checked > 3


def test_worlds_played_on_leave_the_sampler_as_it_was() -> None:
    state, viewer, _ = next(v for v in views(4, every=30) if v[0].turn >= 6)
    view = state.player_view(viewer)
    sample = LairsSampler(view).sample
    rng = random.Random(2)
    for _ in range(5):
        world = GAME.rebuild(GameSetup(2, 0), sample(rng))
        assert world.view(viewer) == view
        for _ in range(60):  # the world's lists are its own, not the sampler's
            if world.is_over():
                break
            world.apply(rollout_action(world, rng))


def test_the_search_compares_the_policy_s_route_with_the_next_best_one() -> None:
    state = GAME.start(GameSetup(2, 5))
    legal = state.legal_actions()
    options = candidates(state, legal)
    assert set(options) <= set(legal) and len(options) <= 4
    view = state.player_view(0)
    assert options[0] == ReasoningBot(0).choose(view, legal)
    routes = route_options(view.explorer, legal, ReasoningBot(0))
    assert len(routes) == 2 and routes[1].action in options
    # In a sampled world, the rival route's first step carries its goal into the rollout,
    # which keeps to it until the explorer gets there.
    world = world_of(view, random.Random(1))
    carry(world, routes[1].action)
    world.apply(routes[1].action)
    goal, rng = routes[1].target, random.Random(2)
    for _ in range(30):
        e = world.explorations[0]
        if e.position == goal or (goal in e.known and world.to_move != 0):
            break
        world.apply(rollout_action(world, rng))
    assert goal in world.explorations[0].known


def test_the_search_bot_decides_from_a_view() -> None:
    state, _, _ = next(v for v in views(9, every=20) if v[0].turn >= 4)
    seat = state.to_move
    assert seat is not None
    bot = GAME.bot("ismcts:12", 0)
    action = bot.choose(state.player_view(seat), state.legal_actions())
    assert action in state.legal_actions() and bot.last_iterations in (0, 12)
    assert len(evaluate(state)) == 2 and abs(sum(evaluate(state)) - 1) < 1e-9
