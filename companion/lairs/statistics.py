"""Dungeon statistics for builders: how hard each goal is to reach, dead ends, loops.

Computed on a networkx graph of the open passages; these run once per edit or file, not in the
validator's hot path (see ``validation``).
"""

from __future__ import annotations

from dataclasses import dataclass

import networkx as nx

from companion.lairs.board import CELLS, Cell, Dungeon, Feature
from companion.lairs.validation import legal_path


def dungeon_graph(dungeon: Dungeon) -> nx.Graph:
    """Cells as nodes (with their ``feature`` or None), open passages as edges."""
    graph = nx.Graph()
    for cell in CELLS:
        graph.add_node(cell, feature=dungeon.feature_at(cell))
    for cell in CELLS:
        for other in dungeon.open_neighbours(cell):
            if other > cell:
                graph.add_edge(cell, other)
    return graph


@dataclass(frozen=True)
class GoalStats:
    goal: Cell
    feature: Feature
    distance: int | None  # fewest steps from Start ignoring hazards; None when walled off
    legal_length: int | None  # steps of the shortest legal path; None when there is none
    traps: int  # hazards on that shortest legal path
    monsters: int


@dataclass(frozen=True)
class DungeonStats:
    goals: tuple[GoalStats, ...]  # the Exit first, then the chests in cell order
    dead_ends: tuple[Cell, ...]  # cells with one open side
    loops: int  # independent cycles: more loops, more ways round the hazards
    components: int  # separate regions of the board (1 in a valid dungeon)


def dungeon_stats(dungeon: Dungeon) -> DungeonStats:
    graph = dungeon_graph(dungeon)
    start = dungeon.start
    distances = nx.single_source_shortest_path_length(graph, start) if start is not None else {}
    goals = []
    for goal in dungeon.cells_with(Feature.EXIT) + dungeon.cells_with(Feature.CHEST):
        path = legal_path(dungeon, goal)
        goals.append(GoalStats(
            goal, dungeon.features[goal], distances.get(goal),
            len(path.path) - 1 if path.path is not None else None, path.traps, path.monsters))
    components = nx.number_connected_components(graph)
    return DungeonStats(
        goals=tuple(goals),
        dead_ends=tuple(sorted(cell for cell, degree in graph.degree() if degree == 1)),
        loops=graph.number_of_edges() - graph.number_of_nodes() + components,
        components=components,
    )
