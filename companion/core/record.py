"""Versioned JSON game records: set-up + seed + actions in notation; replay is bit-for-bit."""

from __future__ import annotations

import os
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from typing import Any

from companion.core.bots import Bot
from companion.core.document import DocumentError, DocumentType, quote
from companion.core.errors import CompanionError, IllegalAction, MalformedInput
from companion.core.files import write_json_atomic
from companion.core.protocol import GameSetup, GameSpec, GameState
from companion.core.shape import (
    Anything,
    Const,
    Field,
    Fields,
    Integer,
    ListOf,
    MapOf,
    Nullable,
    Text,
)

RECORD_FORMAT = "companion-record"
RECORD_VERSION = 1
MAX_PLAYERS = 64  # far above any table; keeps "players" from sizing lists absurdly
ACTION_LIMIT = 200  # characters of one action in notation (the longest real ones are ~40)

RECORD = DocumentType(RECORD_FORMAT, RECORD_VERSION, Fields({
    "format": Const(RECORD_FORMAT),
    "version": Const(RECORD_VERSION),
    "game": Text(max_length=40, non_empty=True),
    "players": Integer(1, MAX_PLAYERS),
    "seed": Integer(),
    "variants": Field(ListOf(Text(max_length=40), "a list of variant names"), ()),
    # Set-up options are the game's own business: its ``start`` checks them.
    "setup": Field(Nullable(MapOf(Text(), Anything(), "an object of set-up options")), None),
    "names": Field(ListOf(Text(max_length=100), "a list of player names"), ()),
    "seats": Field(ListOf(Text(max_length=40), 'a list of "human" or bot names'), ()),
    "actions": Field(ListOf(Text(max_length=ACTION_LIMIT), "a list of actions in notation"), ()),
    # The version of the game's rules that wrote the record (absent in older records).
    "rules": Field(Integer(0), None),
}), "a game record")


@dataclass
class GameRecord:
    game: str
    setup: GameSetup
    actions: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    # Who sits at each seat: "human" or a bot name; empty means every seat is human.
    seats: list[str] = field(default_factory=list)
    # The version of the game's rules that wrote it (None: written before versions were kept).
    rules: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "players": self.setup.players,
            "seed": self.setup.seed,
            "variants": sorted(self.setup.variants),
            "setup": dict(self.setup.options),
            "names": list(self.names),
            "seats": list(self.seats),
            "actions": list(self.actions),
            **({"rules": self.rules} if self.rules is not None else {}),
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "record") -> GameRecord:
        return cls._from_checked(RECORD.check(data, where), where)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        return cls._from_checked(RECORD.read(path), str(path))

    @classmethod
    def _from_checked(cls, checked: dict[str, Any], where: str) -> GameRecord:
        players = checked["players"]
        problems = [f"{key} lists {len(checked[key])} for {players} players"
                    for key in ("names", "seats") if checked[key] and len(checked[key]) != players]
        if problems:
            raise DocumentError(problems, where)
        setup = GameSetup(players, checked["seed"], frozenset(checked["variants"]),
                          checked["setup"] or {})
        return cls(checked["game"], setup, list(checked["actions"]), list(checked["names"]),
                   list(checked["seats"]), checked["rules"])

    def save(self, path: str | os.PathLike[str]) -> None:
        write_json_atomic(path, self.to_json())


def replay(spec: GameSpec, record: GameRecord, where: str = "record") -> GameState:
    """Rebuild the game a record describes; a bad action is reported with its index."""
    if record.game != spec.name:
        raise MalformedInput(f"is a {record.game} record, not {spec.name}", f"{where}: game")
    written = 1 if record.rules is None else record.rules
    if written > spec.rules_version:
        raise MalformedInput(f"was written under {spec.title} rules version {written}; this "
                             f"Companion knows version {spec.rules_version} (update Companion)",
                             f"{where}: rules")
    try:
        state = spec.start(record.setup)
    except CompanionError as error:
        raise MalformedInput(str(error), f"{where}: setup") from None
    try:
        apply_notation(spec, state, record.actions, where)
    except MalformedInput as error:
        if written == spec.rules_version:
            raise
        raise MalformedInput(f"{error.reason} (the record was written under rules version "
                             f"{written}, this is version {spec.rules_version})",
                             error.where) from None
    return state


def apply_notation(spec: GameSpec, state: GameState, actions: Sequence[str], where: str) -> None:
    assert spec.parse_action is not None, "only playable games have records"
    for index, text in enumerate(actions):
        try:
            state.apply(spec.parse_action(text))
        except IllegalAction as error:
            raise MalformedInput(str(error), f"{where}: actions[{index}]") from None
        except CompanionError as error:
            raise MalformedInput(f"{quote(text)}: {error}", f"{where}: actions[{index}]") from None


def last_decision(spec: GameSpec, record: GameRecord,
                  deciders: Collection[int]) -> tuple[int, int] | None:
    """The last decision a seat of ``deciders`` took: its index in the record and the seat (a
    take-back undoes it and every decision after it); ``None`` when they took none."""
    if not deciders:
        return None
    state = replay(spec, GameRecord(record.game, record.setup, [], rules=record.rules))
    last = None
    for index, text in enumerate(record.actions):
        seat = state.to_move
        if seat is not None and seat in deciders:
            last = (index, seat)
        apply_notation(spec, state, [text], "record")
    return last


def shortened(record: GameRecord, length: int) -> GameRecord:
    """The same game with only its first ``length`` decisions."""
    return GameRecord(record.game, record.setup, record.actions[:length], list(record.names),
                      list(record.seats), record.rules)


class Match:
    """A game being played together with the record that grows with it (one entry per decision)."""

    def __init__(self, spec: GameSpec, record: GameRecord, state: GameState) -> None:
        self.spec = spec
        self.record = record
        self.state = state

    @classmethod
    def start(
        cls, spec: GameSpec, setup: GameSetup, names: Sequence[str] = (),
        seats: Sequence[str] = (),
    ) -> Match:
        record = GameRecord(spec.name, setup, [], list(names), list(seats), spec.rules_version)
        return cls(spec, record, spec.start(setup))

    @classmethod
    def resume(cls, spec: GameSpec, record: GameRecord, where: str = "record") -> Match:
        return cls(spec, record, replay(spec, record, where))

    def play(self, action: object) -> None:
        self.state.apply(action)
        self.record.actions.append(str(action))

    def play_out(self, bots: Sequence[Bot]) -> None:
        """Let one bot per seat play to the end, the record growing with every decision."""
        state = self.state
        while not state.is_over():
            seat = state.to_move
            assert seat is not None
            bot = bots[seat]
            self.play(bot.choose(state.view(seat) if bot.wants_view else None,
                                 state.legal_actions()))
