"""What a seat knows of a game played on a server, answering what a game window asks a state.

A remote window never holds the game: it holds the last ``view`` message its seat received (its
own view, the public view, the legal actions when the decision is its own). ``SeatState`` gives
that the shape of the game state the windows already draw: ``to_move``, ``legal_actions()``,
``view(seat)`` for its own seat and ``None``, ``is_over()``, ``result()``, ``why_illegal``.

Why an action is not legal is a rules question the server is not asked for every greyed button:
the answer depends only on what the deciding player knows, so it is asked of a world sampled
from the seat's own view — exactly as the search bot plans in sampled worlds. The sampled world
is the seat's imagination, used for that question only, never drawn.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from companion.core.errors import CompanionError
from companion.core.protocol import NOT_LEGAL_NOW, GameSetup, GameSpec, GameState, Result
from companion.core.record import GameRecord, replay


class SeatState:
    """A seat's knowledge after one ``view`` message (``seat`` None: a spectator's)."""

    def __init__(self, spec: GameSpec, update: Mapping[str, Any]) -> None:
        self.spec = spec
        self.seat: int | None = update["seat"]
        self.state_id: int = update["state_id"]
        self.number: int = update["number"]
        self._to_move: int | None = update["to_move"]
        self._over: bool = update["over"]
        self._result = update["result"]
        self._view = update["view"]
        self._public = update["public"] if self.seat is not None else update["view"]
        self._legal: tuple[Any, ...] = tuple(_parse(spec, text) for text in update["legal"])
        self._world: GameState | bool | None = False  # not sampled yet
        self.num_players: int = self._public.players

    @property
    def to_move(self) -> int | None:
        return self._to_move

    def is_over(self) -> bool:
        return self._over

    def legal_actions(self) -> tuple[Any, ...]:
        return self._legal

    def without_legal(self) -> SeatState:
        """The same knowledge while an answer is on its way: nothing more to choose."""
        copy = object.__new__(SeatState)
        copy.__dict__.update(self.__dict__)
        copy._legal = ()
        return copy

    def view(self, player: int | None) -> Any:
        if player is None:
            return self._public
        if player != self.seat:
            raise CompanionError(f"p{player + 1}'s view is not this seat's to see")
        return self._view

    def result(self) -> Result:
        if self._result is None:
            raise CompanionError("the game is not over")
        scores = self._result["scores"]
        return Result(frozenset(self._result["winners"]),
                      tuple(scores) if scores is not None else None)

    def why_illegal(self, action: Any) -> str | None:
        if action in self._legal:
            return None
        world = self._sampled_world()
        reason = world.why_illegal(action) if world is not None else None
        return reason or NOT_LEGAL_NOW

    def _sampled_world(self) -> GameState | None:
        if self._world is False:
            self._world = None
            seams = self.spec.search
            if seams is not None and self.seat is not None and self._legal:
                view = self._view
                try:
                    position = seams.sampler(view)(random.Random(self.state_id))
                    self._world = self.spec.rebuild(
                        GameSetup(view.players, 0, frozenset(view.variants)), position)
                except Exception:  # a sampler that fails costs only the reason, never the game
                    self._world = None
        return self._world if isinstance(self._world, GameState) else None


def finished_state(spec: GameSpec, record: GameRecord) -> GameState:
    """The real final state of a finished game, from the record the server sends at the end
    (then nothing is secret any more)."""
    state = replay(spec, record, "the table's record")
    if not state.is_over():
        raise CompanionError("the table's record is of a game not yet over")
    return state


def _parse(spec: GameSpec, text: str) -> Any:
    assert spec.parse_action is not None
    return spec.parse_action(text)


def seat_names(seats: Sequence[Mapping[str, Any]]) -> list[str]:
    return [seat["name"] or f"P{seat['seat'] + 1}" for seat in seats]
