"""What the replay viewer's tests share: no message box may pop up, and a record of a game
the heuristic bots played to its end."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from companion.core.protocol import GameSetup, GameSpec
from companion.core.record import GameRecord, Match

NAMES = ["Ada", "Ben", "Cleo"]


def refuse_message_boxes(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object) -> None:
        raise AssertionError(f"unexpected message: {args[2:]}")

    monkeypatch.setattr(QMessageBox, "warning", fail)


def bots_record(spec: GameSpec, seed: int) -> GameRecord:
    """Three heuristic bots' whole game."""
    match = Match.start(spec, GameSetup(3, seed=seed), NAMES, ["heuristic"] * 3)
    match.play_out([spec.bot("heuristic", seat) for seat in range(3)])
    return match.record
