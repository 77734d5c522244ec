"""A Lairs game window for the play window's tests (``store``, the autosave folder, is a fixture
of ``conftest.py``)."""

from __future__ import annotations

from companion.core.autosave import AutosaveStore
from companion.core.protocol import GameSetup
from companion.lairs import GAME
from companion.lairs.game import LairsGame
from companion_ui.lairs.explorer.game_window import LairsGameWindow
from companion_ui.shell.session import GameSession


def window_for(qtbot, store: AutosaveStore, seats: list[str], seed: int = 5) -> LairsGameWindow:
    session = GameSession.start(GAME, GameSetup(2, seed), store, ["Ann", "Bob"], seats,
                                bot_delay_ms=0)
    window = LairsGameWindow(session)
    qtbot.addWidget(window)
    window.show()
    return window


def game_of(window: LairsGameWindow) -> LairsGame:
    """The whole game behind a window's local session (the window itself draws views only)."""
    state = window.session.state
    assert isinstance(state, LairsGame)
    return state
