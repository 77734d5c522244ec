"""Intrige's digital play as the launcher opens it: the new-game dialog, the table, resuming."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup
from companion.intrige import GAME
from ui.intrige.newgame import NewGameDialog
from ui.intrige.table import IntrigeTableWindow
from ui.shell.context import ShellContext
from ui.shell.game_menu import show_game_window
from ui.shell.session import GameSession


def open_new_game(context: ShellContext) -> QWidget:
    dialog = NewGameDialog()

    def start(setup: GameSetup, names: list[str], seats: list[str]) -> None:
        session = GameSession.start(GAME, setup, context.autosaves, names, seats)
        open_table(context, session)

    dialog.start.connect(start)
    return context.show_window(dialog, "intrige.new")


def open_table(context: ShellContext, session: GameSession) -> IntrigeTableWindow:
    window = IntrigeTableWindow(session)
    window.new_game_requested.connect(lambda: open_new_game(context))
    show_game_window(context, window, session, "intrige.table")
    return window


def resume(context: ShellContext, game: UnfinishedGame) -> QWidget:
    return open_table(context, GameSession.resume(GAME, game, context.autosaves))
