"""Playing Lairs: game set-up, the explorer screen (fog-of-war map, energy mat, actions),
hot-seat hand-over and the score chart. ``PLAY_ACTIVITY`` is listed by ``ui.lairs``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from companion.core.autosave import UnfinishedGame
from ui.shell.activities import Activity
from ui.shell.context import ShellContext
from ui.shell.game_menu import show_game_window


def open_setup(context: ShellContext) -> QWidget:
    """Show the set-up dialog; starting the game opens the explorer screen."""
    from companion.lairs import GAME
    from ui.lairs.editor_window import DungeonEditorWindow
    from ui.lairs.explorer.game_window import ACTIVITY_KEY, LairsGameWindow
    from ui.lairs.explorer.setup_dialog import GameSetupDialog
    from ui.shell.session import GameSession

    def editors() -> list:
        return [(w.windowTitle(), w.dungeon) for w in context.windows
                if isinstance(w, DungeonEditorWindow)]

    dialog = GameSetupDialog(None, editors)

    def start() -> None:
        choice = dialog.choice()
        session = GameSession.start(GAME, choice.setup, context.autosaves, choice.names,
                                    choice.seats)
        show_game_window(context, LairsGameWindow(session), session, ACTIVITY_KEY)

    dialog.accepted.connect(start)
    return context.show_window(dialog, "lairs.setup")


def resume_game(context: ShellContext, game: UnfinishedGame) -> QWidget:
    from companion.lairs import GAME
    from ui.lairs.explorer.game_window import ACTIVITY_KEY, LairsGameWindow
    from ui.shell.session import GameSession

    session = GameSession.resume(GAME, game, context.autosaves)
    return show_game_window(context, LairsGameWindow(session), session, ACTIVITY_KEY)


def replay_table() -> QWidget:
    from ui.lairs.explorer.replay_table import LairsReplayTable

    return LairsReplayTable()


PLAY_ACTIVITY = Activity(
    key="lairs.play",
    game="lairs",
    title=QCoreApplication.translate("lairs", "Play"),
    description=QCoreApplication.translate(
        "lairs", "A full game against a friend (hot-seat) or a bot"),
    icon="play",
    open=open_setup,
    resume=resume_game,
    replay_table=replay_table,
)
