"""A game window as the launcher resumes it: a started game, its session released (as if its
window had closed), then opened again through its activity."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QMainWindow

from companion.core import registry
from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup
from companion_ui.shell.context import ShellContext
from companion_ui.shell.session import GameSession


def resumed_game_window(shell_context: ShellContext, game: str, players: int | None = None,
                        names: Sequence[str] | None = None, seats: Sequence[str] | None = None
                        ) -> QMainWindow:
    """``seats``: who plays each seat (every one a human unless said)."""
    spec = registry.get(game)
    count = len(seats) if seats else players or spec.default_players
    names = list(names or [f"P{i}" for i in range(count)])
    session = GameSession.start(spec, GameSetup(len(names), seed=2), shell_context.autosaves,
                                names, list(seats or ["human"] * len(names)))
    session.release()  # as if its window had closed: the game is free to resume
    path = shell_context.autosaves.path(session.autosave_key)
    activity = next(a for a in shell_context.activities if a.game == game and a.resume)
    window = shell_context.resume(UnfinishedGame(session.autosave_key, path,
                                                 session.match.record, 0.0), activity)
    assert isinstance(window, QMainWindow)
    return window
