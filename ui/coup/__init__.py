"""Coup in the app: play (hot-seat and bots) and the tabletop tracker, as launcher activities."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup
from companion.coup import GAME
from companion.coup.tracker_file import FORMAT as TRACKER_FORMAT
from ui.coup.newgame import NewGameDialog
from ui.coup.table import CoupTableWindow
from ui.coup.tracker_setup import TrackerSetupDialog
from ui.coup.tracker_window import FILE_FILTER, open_tracker_file
from ui.shell.activities import Activity
from ui.shell.context import ShellContext, looks_like_json_format
from ui.shell.document import recovering
from ui.shell.game_menu import show_game_window
from ui.shell.session import GameSession


def _tr(text: str) -> str:
    return QCoreApplication.translate("CoupActivities", text)


def open_new_game(context: ShellContext) -> QWidget:
    dialog = NewGameDialog()

    def start(setup: GameSetup, names: list[str], seats: list[str]) -> None:
        session = GameSession.start(GAME, setup, context.autosaves, names, seats)
        open_table(context, session)

    dialog.start.connect(start)
    return context.show_window(dialog, "coup.new")


def open_table(context: ShellContext, session: GameSession) -> CoupTableWindow:
    window = CoupTableWindow(session)
    window.new_game_requested.connect(lambda: open_new_game(context))
    window.rematch_requested.connect(lambda rematch: open_table(context, rematch))
    show_game_window(context, window, session, "coup.table")
    return window


def resume(context: ShellContext, game: UnfinishedGame) -> QWidget:
    return open_table(context, GameSession.resume(GAME, game, context.autosaves))


def open_tracker(context: ShellContext) -> QWidget:
    return context.show_window(TrackerSetupDialog(context), "coup.tracker.setup")


ACTIVITIES = [
    Activity("coup.play", "coup", _tr("Play"),
             _tr("Hot-seat and bots: 2–10 players with the Inquisitor and Reformation."),
             "play", open_new_game, resume=resume),
    Activity("coup.tracker", "coup", _tr("Table tracker"),
             _tr("Track coins, claims and revealed cards of a game played with real cards."),
             "tracker", open_tracker,
             accepts_file=lambda path: looks_like_json_format(path, TRACKER_FORMAT),
             open_file=open_tracker_file, recover=recovering(open_tracker_file),
             file_filter=FILE_FILTER),
]
