"""The explorers' belief about the Unknown: what sampled worlds say, worked out exactly; the
Peril Rule, bridges and the Builder's lean."""

from __future__ import annotations

import random

from companion.core.protocol import GameSetup
from companion.lairs import GAME
from companion.lairs.belief import HIDDEN, belief_of, exact_belief, sampled_belief
from companion.lairs.board import CELLS, Feature
from companion.lairs.bots import HeuristicBot
from companion.lairs.exploration import Exploration
from companion.lairs.rollout import quick_view
from companion.lairs.views import ExplorerMap, explorer_map
from tests.lairs.explore_support import cell, dungeon, explore

WORLDS = 1500


def _maps_from_a_game(seed: int) -> list[ExplorerMap]:
    state = GAME.start(GameSetup(2, seed))
    bots = [HeuristicBot(0), HeuristicBot(1)]
    maps = []
    while not state.is_over():
        seat = state.to_move
        assert seat is not None
        view = state.player_view(seat)
        maps.append(view.explorer.map)
        state.apply(bots[seat].choose(view, state.legal_actions()))
    return maps


def test_spread_evenly_the_belief_is_what_sampled_worlds_say() -> None:
    rng = random.Random(3)
    maps = _maps_from_a_game(5)
    for sheet in (maps[20], maps[len(maps) // 2]):
        exact, drawn = exact_belief(sheet, lean=False), sampled_belief(sheet, rng, WORLDS)
        assert exact.unknown == drawn.unknown and exact.left == drawn.left
        for feature in HIDDEN:
            for c in exact.unknown:
                p = exact.chance(feature, c)
                # Four and a half standard errors of the draws, and a little for the
                # second-order effect of unseen hazards on the Peril Rule.
                noise = 4.5 * (max(p, 0.01) * (1 - p) / WORLDS) ** 0.5 + 0.01
                assert abs(p - drawn.chance(feature, c)) < noise, (feature, c)
        # Walls are rougher: the draws' spanning forest favours some slots.
        assert max(abs(a - b) for a, b in zip(exact.walls, drawn.walls, strict=True)) < 0.35
        assert abs(sum(exact.walls) - sum(drawn.walls)) < 1.0


def test_the_chances_add_up_to_the_pieces_not_met_yet() -> None:
    for sheet in _maps_from_a_game(8)[::25]:
        belief = exact_belief(sheet)
        for feature in HIDDEN:
            total = sum(belief.chance(feature, c) for c in CELLS)
            assert abs(total - belief.left[feature]) < 1e-9
            assert all(belief.chance(feature, c) == 0 for c in sheet.cells)


def _sheet(e: Exploration, *learned: str) -> ExplorerMap:
    for name in learned:
        e._learn(cell(name))
    return explorer_map(e)


def test_a_goal_cannot_lie_past_two_known_traps() -> None:
    # A6 opens only onto A5, A5 only onto A4 (their south sides are walls), and A4 and A5 are
    # traps: whatever lies at A6 is past two traps, so neither a chest nor the Exit.
    walls = ["A4|B4", "A5|B5", "A6|B6"]
    d = dungeon({"C3": "start", "A4": "trap", "A5": "trap", "F6": "exit"}, walls)
    sheet = _sheet(explore(d), "A4", "A5", "B6")
    belief = exact_belief(sheet)
    corner = cell("A6")
    assert belief.chance(Feature.CHEST, corner) == belief.chance(Feature.EXIT, corner) == 0
    assert belief.chance(Feature.MONSTER, corner) > 0
    assert belief.chance(Feature.CHEST, cell("F6")) > 0


def test_a_hazard_is_unlikely_where_it_would_cut_a_goal_off() -> None:
    # Known: a trap at A2, the Start at A1, a wall under A1, A2's south side open. A trap at
    # B2 would put everything beyond it past two traps, so it is nearly impossible there; a
    # monster there cuts nothing off.
    d = dungeon({"A1": "start", "A2": "trap", "F6": "exit"}, ["A1|B1", "A2|A3"])
    sheet = _sheet(explore(d), "A2")
    belief = exact_belief(sheet, lean=False)
    b2 = cell("B2")
    assert belief.chance(Feature.TRAP, b2) < 0.2 * belief.chance(Feature.TRAP, cell("F6"))
    assert belief.chance(Feature.MONSTER, b2) > 0.8 * belief.chance(Feature.MONSTER, cell("F6"))


def test_a_bridge_between_the_known_part_and_the_rest_is_never_a_wall() -> None:
    # Known: the whole board but F5 and F6; E5's and E6's south sides are walls, so the only
    # way to F6 is through F5, whose west side (F4|F5) is open.
    walls = ["E5|F5", "E6|F6"]
    d = dungeon({"A1": "start", "F1": "exit"}, walls)
    e = explore(d)
    sheet = _sheet(e, *[f"{r}{c}" for r in "ABCDEF" for c in "123456"
                        if f"{r}{c}" not in ("F5", "F6")])
    belief = exact_belief(sheet)
    assert belief.wall(cell("F5"), cell("F6")) == 0


def test_goals_found_around_the_start_make_its_other_neighbours_likelier() -> None:
    # The Builder put two chests on the Start's sides: the Start's other neighbours are now
    # likelier to hold the third than a far corner.
    d = dungeon({"C3": "start", "C2": "chest", "C4": "chest", "B3": "chest", "D3": "exit",
                 "F6": "trap"})
    e = explore(d)
    sheet = _sheet(e, "C2", "C4")
    leaning, even = exact_belief(sheet), exact_belief(sheet, lean=False)
    near, far = cell("B3"), cell("F6")
    assert leaning.chance(Feature.CHEST, near) > 1.5 * leaning.chance(Feature.CHEST, far)
    assert even.chance(Feature.CHEST, near) == even.chance(Feature.CHEST, far)
    # Empty cells around the Start tell the other way.
    e = explore(dungeon({"C3": "start", "F6": "chest", "A1": "exit"}))
    sheet = _sheet(e, "C2", "C4", "B3", "D3")
    belief = exact_belief(sheet)
    assert belief.chance(Feature.CHEST, cell("F6")) > belief.chance(Feature.CHEST, cell("B2"))


def test_beliefs_are_kept_per_map_sheet() -> None:
    e = explore(dungeon({"A1": "start", "F6": "exit"}))
    view = quick_view(e)
    assert belief_of(view.map) is belief_of(quick_view(e).map)
    e._learn(cell("A2"))
    assert belief_of(quick_view(e).map) is not belief_of(view.map)
