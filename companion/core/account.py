"""A game record told in words: who decided what, turn by turn, with the players' names.

``companion GAME replay`` prints it and the app's replay viewer lists it. Notation names seats
``p1``, ``p2``…; an account says the players' names instead (the record's, or "Player 1"…).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from companion.core.protocol import GameSpec, GameState
from companion.core.record import GameRecord, apply_notation, replay

SEAT_TOKEN = re.compile(r"\bp([1-9][0-9]?)\b")


def seat_names(record: GameRecord) -> list[str]:
    return list(record.names) or [f"Player {seat + 1}" for seat in range(record.setup.players)]


def with_names(text: str, names: Sequence[str]) -> str:
    """Notation or summary text with every seat token (``p2``) replaced by that player's name."""
    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1)) - 1
        return names[seat] if seat < len(names) else match.group(0)

    return SEAT_TOKEN.sub(name, text)


@dataclass(frozen=True)
class Decision:
    index: int  # in the record's actions
    turn: int  # the game's turn when it was taken (0: the first)
    seat: int  # who took it
    notation: str  # as the record has it

    def words(self, names: Sequence[str]) -> str:
        """"Ada: steal Ben" (the actor's own token dropped when the notation starts with it)."""
        text = self.notation
        own = f"p{self.seat + 1} "
        if text.startswith(own):
            text = text[len(own):]
        return f"{names[self.seat]}: {with_names(text, names)}"


def decisions(spec: GameSpec, record: GameRecord, where: str = "record") -> list[Decision]:
    """Every decision of the record with its turn and decider (a bad action raises located)."""
    replay(spec, record, where)  # the whole record first, so a bad action is located
    state = replay(spec, GameRecord(record.game, record.setup, [], record.names, record.seats,
                                    record.rules), where)
    found = []
    for index, text in enumerate(record.actions):
        seat = state.to_move
        assert seat is not None, "a record's every action is someone's decision"
        found.append(Decision(index, state.turn, seat, text))
        apply_notation(spec, state, [text], where)
    return found


def result_words(state: GameState, names: Sequence[str]) -> str:
    if not state.is_over():
        mover = state.to_move
        return ("not over" if mover is None
                else f"not over: {names[mover]} to move (turn {state.turn})")
    result = state.result()
    if result.is_draw:
        return "a draw"
    winners = " and ".join(names[seat] for seat in sorted(result.winners))
    return f"{winners} won after {state.turn} turns"


def summary_lines(summary: Mapping[str, Any], names: Sequence[str]) -> list[str]:
    """The game's ``summary()`` as indented lines: one per fact, one per player for per-player
    facts; seat tokens become names and empty facts are left out."""
    lines: list[str] = []
    for key, value in summary.items():
        label = key.replace("_", " ")
        if value is None or key in ("winner", "to_move"):  # the result line says these
            continue
        if isinstance(value, list) and value and all(isinstance(v, Mapping) for v in value):
            lines.append(f"{label}:")
            for seat, entry in enumerate(value):
                who = with_names(str(entry.get("player", f"p{seat + 1}")), names)
                rest = {k: v for k, v in entry.items() if k != "player"}
                lines.append(f"  {who}: {_facts(rest, names)}")
        elif isinstance(value, Mapping) and value and all(
                isinstance(v, Mapping) for v in value.values()):
            lines.append(f"{label}:")
            lines.extend(f"  {with_names(str(k), names)}: {_facts(v, names)}"
                         for k, v in value.items())
        else:
            lines.append(f"{label}: {_plain(value, names)}")
    return lines


def _facts(entry: Mapping[str, Any], names: Sequence[str]) -> str:
    return "; ".join(f"{k.replace('_', ' ')} {_plain(v, names)}" for k, v in entry.items())


def _plain(value: Any, names: Sequence[str]) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "—"
    if isinstance(value, Mapping):
        return ", ".join(f"{with_names(str(k), names)} {_plain(v, names)}"
                         for k, v in value.items()) or "none"
    if isinstance(value, list | tuple):
        return ", ".join(_plain(v, names) for v in value) or "none"
    return with_names(str(value), names)
