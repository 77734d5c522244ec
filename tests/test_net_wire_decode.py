"""``Vocabulary.decode``'s quick pass reads what the careful reading reads, and at anything wrong
the careful reading reports exactly what it always did."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from companion.core import registry
from companion.core.document import parse_json
from companion.core.protocol import GameSetup
from companion.core.shape import INVALID
from companion.net.wire import Vocabulary, vocabulary


def both(words: Vocabulary, data: Any) -> tuple[tuple[Any, list[str]], tuple[Any, list[str]]]:
    quick: list[str] = []
    careful: list[str] = []
    return ((words.decode(data, "view", quick), quick),
            (words._careful(copy.deepcopy(data), "view", careful), careful))


def same(left: Any, right: Any) -> bool:
    """Equal, and of the same types all the way down (True is not 1 here)."""
    if left is INVALID or right is INVALID:
        return left is right
    if type(left) is not type(right):
        return False
    if isinstance(left, tuple | list):
        return len(left) == len(right) and all(map(same, left, right))
    try:
        return bool(left == right)
    except (TypeError, ValueError):  # a damaged value its own __eq__ cannot read (a view's
        return repr(left) == repr(right)  # mapping made a list): the same text then


def views(game: str, players: int, seed: int) -> list[Any]:
    spec = registry.get(game)
    state = spec.start(GameSetup(players, seed))
    bots = [spec.bot("heuristic", seed * 16 + seat) for seat in range(players)]
    found = []
    while not state.is_over() and len(found) < 600:
        for seat in [*range(players), None]:
            found.append(state.view(seat))
        mover = state.to_move
        assert mover is not None
        state.apply(bots[mover].choose(state.view(mover), state.legal_actions()))
    return found


GAMES = [("coup", 4), ("coup", 6), ("scout", 4), ("intrige", 4), ("lairs", 2)]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_real_views_read_back_alike(game: str, players: int) -> None:
    words = vocabulary(game)
    for view in views(game, players, 7)[::3]:
        data = parse_json(words.text(view))
        (quick, quick_problems), (careful, careful_problems) = both(words, data)
        assert quick_problems == careful_problems == []
        assert quick == careful == view


def _nodes(data: Any, where: list[Any]) -> list[tuple[list[Any], Any]]:
    """Every (container path, key) in the data, to mutate one."""
    found: list[tuple[list[Any], Any]] = []
    if isinstance(data, dict):
        for key, value in data.items():
            found.append((where, key))
            found += _nodes(value, [*where, key])
    elif isinstance(data, list):
        for index, value in enumerate(data):
            found.append((where, index))
            found += _nodes(value, [*where, index])
    return found


JUNK: list[Any] = [None, True, 0, -1, 2.5, "", "x", [], [1, [2]], {}, {"$": 3},
                   {"$": "set", "items": [[1]]}, {"$": "set", "items": 4},
                   {"$": "map", "items": [[1, 2], [3]]}, {"$": "map", "items": [[[1], 2]]},
                   {"$": "msg", "context": "C", "template": "{x}"},
                   {"$": "msg", "context": "C", "template": "{x}", "params": {"x": 1}},
                   {"$": "msg", "context": 1, "template": "t"},
                   {"$": "joined", "parts": ["a", 1], "separator": ","},
                   {"$": "joined", "parts": ["a", "b"], "separator": ","},
                   {"$": "Nothing"}, {"$": "set", "items": []}]


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_damaged_views_are_reported_alike(game: str, players: int) -> None:
    words = vocabulary(game)
    rng = random.Random(game + str(players))
    samples = views(game, players, 11)
    kinds = sorted(words.classes)
    for _ in range(300):
        data = parse_json(words.text(rng.choice(samples)))
        where, key = rng.choice(_nodes(data, []))
        container = data
        for step in where:
            container = container[step]
        roll = rng.random()
        if roll < 0.5:
            container[key] = copy.deepcopy(rng.choice(JUNK))
        elif roll < 0.7 and isinstance(container, dict):
            container["stray"] = 1  # a field the type does not have
        elif roll < 0.85 and isinstance(container, dict):
            container[key if key != "$" else "$"] = rng.choice(kinds)  # another type's tag
        elif isinstance(container, dict):
            del container[key]
        else:
            container[key] = copy.deepcopy(rng.choice(JUNK))
        (quick, quick_problems), (careful, careful_problems) = both(words, data)
        assert quick_problems == careful_problems
        assert same(quick, careful)
