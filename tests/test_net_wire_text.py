"""``Vocabulary.text`` writes what ``dumps(encode(...))`` writes, character for character, and the
server's view messages are the very text they were before it wrote them that way."""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

import pytest

from companion.core import registry
from companion.core.errors import CompanionError
from companion.core.messages import Joined, message
from companion.core.protocol import GameSetup
from companion.net.protocol import dumps
from companion.net.server import _view_text
from companion.net.table import PLAYING, Table
from companion.net.wire import PLAIN, Vocabulary, vocabulary


class Colour(enum.Enum):
    RED = "red"
    BLUE = 2


class Shape(enum.Enum):
    PAIR = (1, 2)  # a value json writes as a list


@dataclass(frozen=True)
class Empty:
    pass


@dataclass(frozen=True)
class One:
    value: Any


@dataclass(frozen=True)
class Many:
    a: Any
    b: Any = None
    c: Any = 0


WORDS = Vocabulary({kind.__name__: kind for kind in (Colour, Shape, Empty, One, Many)})

VALUES: list[Any] = [
    None, True, False, 0, -7, 10**40, 0.0, -0.0, 1.5, 1e-7, 1e300, math.inf, -math.inf,
    math.nan, "", "plain", 'quote " backslash \\ tab \t nl \n', "\x00\x1f\x7f", "ünï çødé ✓ 🂡",
    "\ud800 lone surrogate", (), [], (1, "a", None), [(1, 2), [3, [4]]],
    frozenset(), frozenset({3, 10, 2}), frozenset({"b", "a", (1, 2)}), {1, 2},
    MappingProxyType({"x": 1, 2: (3,)}), {"k": [1]},
    message("Test", "{name} has {count} coins").format(name="Ann", count=3),
    Joined([message("Test", "one"), "two"], "; "),
    Colour.RED, Colour.BLUE, Shape.PAIR, Empty(), One(1), One(Colour.BLUE), One(One(None)),
    Many(1, "two", (3.5, True)), Many(frozenset({Colour.RED}), MappingProxyType({1: Empty()})),
    Many([One(i) for i in range(5)], b=message("Test", "hi")), (Many(True, False, 1), Empty()),
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_text_is_dumps_of_encode(value: Any) -> None:
    assert WORDS.text(value) == dumps(WORDS.encode(value))
    assert WORDS.text(value) == dumps(WORDS.encode(value))  # the second time, from the writers


@dataclass(frozen=True)
class Stranger:
    value: int


class Text(str):
    pass


@pytest.mark.parametrize("value", [Stranger(1), One(Stranger(1)), Text("x"), object(),
                                   b"bytes", Stranger])
def test_what_cannot_be_sent_is_refused_alike(value: Any) -> None:
    with pytest.raises(CompanionError) as encoded:
        WORDS.encode(value)
    with pytest.raises(CompanionError) as written:
        WORDS.text(value)
    assert str(written.value) == str(encoded.value)


def test_plain_vocabulary_writes_messages() -> None:
    reason = message("NetRefusal", "seat {seat} is not free").format(seat=2)
    assert PLAIN.text(reason) == dumps(PLAIN.encode(reason))


GAMES = [("coup", 4, 3), ("coup", 6, 1), ("scout", 4, 3), ("intrige", 4, 3), ("lairs", 2, 2)]


@pytest.mark.parametrize(("game", "players", "games"), GAMES)
def test_every_view_of_real_games(game: str, players: int, games: int) -> None:
    spec = registry.get(game)
    words = vocabulary(game)
    for number in range(games):
        state = spec.start(GameSetup(players, 100 + number))
        bots = [spec.bot("heuristic", number * 16 + seat) for seat in range(players)]
        decisions = 0
        while not state.is_over() and decisions < 400:
            for seat in [*range(players), None]:
                view = state.view(seat)
                assert words.text(view) == dumps(words.encode(view))
            mover = state.to_move
            assert mover is not None
            state.apply(bots[mover].choose(state.view(mover), state.legal_actions()))
            decisions += 1
        for seat in [*range(players), None]:
            view = state.view(seat)
            assert words.text(view) == dumps(words.encode(view))


def _view_text_before(table: Table, seat: int | None) -> str:
    """The server's view message as it was written before ``Vocabulary.text``."""
    match = table.match
    assert match is not None
    state = match.state
    words = vocabulary(table.spec.name)
    mover = state.to_move
    mine = (seat is not None and mover == seat and table.phase == PLAYING
            and table.decider(seat) is None)
    over = state.is_over()
    result = None
    if over:
        outcome = state.result()
        result = {"winners": sorted(outcome.winners),
                  "scores": list(outcome.scores) if outcome.scores is not None else None}
    body: dict[str, Any] = {
        "type": "view", "state_id": table.state_id, "number": table.number, "seat": seat,
        "to_move": mover, "over": over, "result": result,
        "legal": [str(action) for action in state.legal_actions()] if mine else [],
        "view": words.encode(state.view(seat)),
    }
    if seat is not None:
        body["public"] = words.encode(state.view(None))
    return dumps(body)


@pytest.mark.parametrize("game", ["coup", "scout", "intrige"])
def test_server_view_messages_are_unchanged(game: str) -> None:
    spec = registry.get(game)
    plans = [{"kind": "open", "bot": None, "name": None}] * 3 + [
        {"kind": "bot", "bot": "heuristic", "name": None}]
    table, _host = Table.create(spec, "ABCDE", plans, [], 0)
    for index in range(3):
        table.join(f"P{index}", None)
    table.start()
    bots = [spec.bot("heuristic", seat) for seat in range(4)]
    assert table.match is not None
    while True:
        public: list[str] = []
        for seat in [*range(4), None]:
            assert _view_text(table, seat, public) == _view_text_before(table, seat)
            assert _view_text(table, seat) == _view_text_before(table, seat)
        if table.phase != PLAYING:
            break
        state = table.match.state
        mover = state.to_move
        assert mover is not None
        action = bots[mover].choose(state.view(mover), state.legal_actions())
        if table.decider(mover) is None:
            table.act(mover, table.state_id, str(action))
        else:
            turn = table.bot_turn()
            assert turn is not None
            table.bot_played(turn, action)


@dataclass(frozen=True)
class Pair:
    left: Any
    right: Any


@dataclass
class Loose:
    left: Any
    right: Any


def test_kept_records_are_written_as_they_are() -> None:
    words = Vocabulary({kind.__name__: kind for kind in (Pair, Loose)})
    number, truth = Pair(1, "a"), Pair(True, "a")  # equal, and hashed alike, but not the same
    for _ in range(2):
        assert words.text(number) == '{"$":"Pair","left":1,"right":"a"}'
        assert words.text(truth) == '{"$":"Pair","left":true,"right":"a"}'
    holder = Pair([1], 2)  # frozen, but what it holds can change: not kept
    assert words.text(holder) == '{"$":"Pair","left":[1],"right":2}'
    holder.left.append(3)
    assert words.text(holder) == '{"$":"Pair","left":[1,3],"right":2}'
    single = One(3)  # one field is enough
    words = Vocabulary({kind.__name__: kind for kind in (Pair, Loose, One)})
    assert words.text(single) == '{"$":"One","value":3}'
    assert id(single) in words._kept
    loose = Loose(1, 2)  # not frozen: not kept
    assert words.text(loose) == '{"$":"Loose","left":1,"right":2}'
    loose.left = 5
    assert words.text(loose) == '{"$":"Loose","left":5,"right":2}'


def test_kept_records_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    from companion.net import wire
    monkeypatch.setattr(wire, "_KEPT_LIMIT", 10)
    words = Vocabulary({"Pair": Pair})
    records = [Pair(i, str(i)) for i in range(50)]
    for _ in range(2):
        for record in records:
            assert words.text(record) == dumps(words.encode(record))
    assert len(words._kept) <= 10


def test_records_nobody_holds_are_forgotten_first(monkeypatch: pytest.MonkeyPatch) -> None:
    from companion.net import wire
    monkeypatch.setattr(wire, "_KEPT_LIMIT", 20)
    words = Vocabulary({"Pair": Pair})
    held = [Pair(i, "held") for i in range(5)]
    for record in held:
        words.text(record)
    for i in range(100):  # a finished game's records: written once, then dropped
        assert words.text(Pair(i, "gone")) == f'{{"$":"Pair","left":{i},"right":"gone"}}'
    assert all(id(record) in words._kept for record in held)
    assert len(words._kept) <= 20
