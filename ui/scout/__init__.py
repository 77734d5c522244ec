"""Scout in the app: digital play (hot-seat and bots) as a launcher activity."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup
from companion.scout import GAME
from ui.scout.newgame import NewGameDialog
from ui.scout.table import ScoutTableWindow
from ui.shell.activities import Activity
from ui.shell.context import ShellContext
from ui.shell.game_menu import show_game_window
from ui.shell.session import GameSession


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScoutActivities", text)


def open_new_game(context: ShellContext) -> QWidget:
    dialog = NewGameDialog()

    def start(setup: GameSetup, names: list[str], seats: list[str]) -> None:
        open_table(context, GameSession.start(GAME, setup, context.autosaves, names, seats))

    dialog.start.connect(start)
    return context.show_window(dialog, "scout.new")


def open_table(context: ShellContext, session: GameSession) -> ScoutTableWindow:
    window = ScoutTableWindow(session)
    window.new_game_requested.connect(lambda: open_new_game(context))
    show_game_window(context, window, session, "scout.table")
    return window


def resume(context: ShellContext, game: UnfinishedGame) -> QWidget:
    return open_table(context, GameSession.resume(GAME, game, context.autosaves))


ACTIVITIES = [
    Activity("scout.play", "scout", _tr("Play"),
             _tr("Hot-seat and bots: 2–5 players, Show and Scout with the real cards' look."),
             "play", open_new_game, resume=resume),
]
