"""Versioned JSON game records: set-up + seed + actions in notation; replay is bit-for-bit."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from companion.core.errors import CompanionError, IllegalAction, MalformedInput
from companion.core.files import write_json_atomic
from companion.core.protocol import GameSetup, GameSpec, GameState

RECORD_FORMAT = "companion-record"
RECORD_VERSION = 1


@dataclass
class GameRecord:
    game: str
    setup: GameSetup
    actions: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    # Who sits at each seat: "human" or a bot name; empty means every seat is human.
    seats: list[str] = field(default_factory=list)

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
        }

    @classmethod
    def from_json(cls, data: Any, where: str = "record") -> GameRecord:
        def fail(key: str, message: str) -> MalformedInput:
            return MalformedInput(message, f"{where}: {key}" if key else where)

        if not isinstance(data, dict):
            raise fail("", "a record must be a JSON object")
        if data.get("format") != RECORD_FORMAT:
            raise fail("format", f"expected {RECORD_FORMAT!r}, found {data.get('format')!r}")
        if data.get("version") != RECORD_VERSION:
            raise fail("version", f"unsupported version {data.get('version')!r}")
        game = data.get("game")
        if not isinstance(game, str):
            raise fail("game", "must be a game name")
        players, seed = data.get("players"), data.get("seed")
        if not isinstance(players, int) or isinstance(players, bool):
            raise fail("players", f"must be a whole number, found {players!r}")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise fail("seed", f"must be a whole number, found {seed!r}")
        variants = _strings(data.get("variants", []), "variants", fail)
        names = _strings(data.get("names", []), "names", fail)
        seats = _strings(data.get("seats", []), "seats", fail)
        actions = _strings(data.get("actions", []), "actions", fail)
        options = data.get("setup") or {}
        if not isinstance(options, dict):
            raise fail("setup", "must be an object")
        setup = GameSetup(players, seed, frozenset(variants), options)
        return cls(game, setup, actions, names, seats)

    def save(self, path: str | os.PathLike[str]) -> None:
        write_json_atomic(path, self.to_json())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        name = str(path)
        try:
            text = Path(path).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise MalformedInput("no such file", name) from None
        except (OSError, UnicodeDecodeError) as error:
            raise MalformedInput(f"cannot read: {error}", name) from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise MalformedInput(
                f"not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})", name
            ) from None
        return cls.from_json(data, name)


def _strings(value: Any, key: str, fail: Any) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise fail(key, "must be a list of strings")
    return list(value)


def replay(spec: GameSpec, record: GameRecord, where: str = "record") -> GameState:
    """Rebuild the game a record describes; a bad action is reported with its index."""
    if record.game != spec.name:
        raise MalformedInput(f"is a {record.game} record, not {spec.name}", f"{where}: game")
    try:
        state = spec.start(record.setup)
    except CompanionError as error:
        raise MalformedInput(str(error), f"{where}: setup") from None
    apply_notation(spec, state, record.actions, where)
    return state


def apply_notation(spec: GameSpec, state: GameState, actions: Sequence[str], where: str) -> None:
    assert spec.parse_action is not None, "only playable games have records"
    for index, text in enumerate(actions):
        try:
            state.apply(spec.parse_action(text))
        except IllegalAction as error:
            raise MalformedInput(str(error), f"{where}: actions[{index}]") from None
        except CompanionError as error:
            raise MalformedInput(f"{text!r}: {error}", f"{where}: actions[{index}]") from None


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
        record = GameRecord(spec.name, setup, [], list(names), list(seats))
        return cls(spec, record, spec.start(setup))

    @classmethod
    def resume(cls, spec: GameSpec, record: GameRecord, where: str = "record") -> Match:
        return cls(spec, record, replay(spec, record, where))

    def play(self, action: object) -> None:
        self.state.apply(action)
        self.record.actions.append(str(action))
