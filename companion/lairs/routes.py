"""The routes the search bot compares: the first step towards each of the few best goals.

The explorer's plan (``prospects``) ranks every place it could make for by the cubes it expects
to need from there. A weak plan is seldom one bad step: it is a bad goal (the third chest east
or west, the monster next door, one more cell before the Exit). Where the best goals are close,
the search bot (``rollout``) compares the routes to the best few, each played out in sampled
worlds by a policy that keeps to its goal until it gets there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from companion.lairs.board import Cell
from companion.lairs.bots import HeuristicBot
from companion.lairs.plans import Route
from companion.lairs.prospects import Prospects
from companion.lairs.views import ExplorerView

ROUTES = 2  # goals compared at most: the plan's best and the next with a first step of its own
CLOSE = 2.0  # cubes: goals this close to the best are worth searching


@dataclass(frozen=True)
class RouteOption:
    target: Cell  # the goal
    action: Any  # the first action towards it
    total: float  # the cubes the plan expects to need by way of it


def route_options(view: ExplorerView, legal: Sequence[Any], bot: HeuristicBot
                  ) -> list[RouteOption]:
    """The plan's best goals, best first, each with a first action of its own (goals whose
    routes start alike are one option: the best of them)."""
    if view.pending is not None or view.map.position is None:
        return []
    prospects = Prospects(view, bot.style)
    options: list[RouteOption] = []
    for total, cell in sorted(prospects.ranked):
        route = Route(view, bot.style, cell)
        if not route.path:
            continue
        action = bot.act(view, route, legal)
        if action in legal and all(action != o.action for o in options):
            options.append(RouteOption(cell, action, total))
            if len(options) == ROUTES:
                break
    return options
