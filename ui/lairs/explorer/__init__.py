"""Playing Lairs: game set-up, the explorer screen (fog-of-war map, energy mat, actions),
hot-seat hand-over and the ending (both dungeons with the paths, the score chart, Rematch).
``PLAY_ACTIVITY`` is listed by ``companion_ui.lairs``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QMessageBox, QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup
from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_menu import show_game_window
from companion_ui.shell.messages import error_text

if TYPE_CHECKING:
    from companion.lairs.game import PublicView
    from companion_ui.shell.session import TableSession


def show_game(context: ShellContext, session: TableSession) -> QWidget:
    """The explorer screen of a session; its Rematch starts the same seats on a new seed."""
    from companion_ui.lairs.explorer.game_window import ACTIVITY_KEY, LairsGameWindow

    window = LairsGameWindow(session)
    names, seats = list(session.names), list(session.seats)
    window.rematch.connect(lambda setup: start_game(context, setup, names, seats))
    return show_game_window(context, window, session, ACTIVITY_KEY)


def start_game(context: ShellContext, setup: GameSetup, names: Sequence[str],
               seats: Sequence[str]) -> QWidget:
    from companion.lairs import GAME
    from companion_ui.shell.session import GameSession

    return show_game(context, GameSession.start(GAME, setup, context.autosaves, names, seats))


def open_setup(context: ShellContext) -> QWidget:
    """Show the set-up dialog; starting the game opens the explorer screen."""
    from companion_ui.lairs.editor_window import DungeonEditorWindow
    from companion_ui.lairs.explorer.setup_dialog import GameSetupDialog

    def editors() -> list:
        return [(w.windowTitle(), w.dungeon) for w in context.windows
                if isinstance(w, DungeonEditorWindow)]

    dialog = GameSetupDialog(None, editors)

    def start() -> None:
        choice = dialog.choice()
        network = dialog.network()
        if network is None:
            start_game(context, choice.setup, choice.names, choice.seats)
            return
        from companion.lairs import GAME
        from companion_ui.net.play import host_table  # network play only when asked for

        try:
            host_table(context, GAME, [], choice.names, choice.seats, network.bind,
                       network.port, announce=network.announce, server=network.server,
                       shows_table=network.shows_table)
        except CompanionError as error:
            QMessageBox.warning(None, dialog.tr("Cannot host the table"), error_text(error))

    dialog.accepted.connect(start)
    return context.show_window(dialog, "lairs.setup")


def resume_game(context: ShellContext, game: UnfinishedGame) -> QWidget:
    from companion.lairs import GAME
    from companion_ui.shell.session import GameSession

    return show_game(context, GameSession.resume(GAME, game, context.autosaves))


def replay_table() -> QWidget:
    from companion_ui.lairs.explorer.replay_table import LairsReplayTable

    return LairsReplayTable()


def progress(view: PublicView) -> str:
    from companion_ui.lairs.explorer.wording import progress_words

    return progress_words(view)


PLAY_ACTIVITY = Activity(
    key="lairs.play",
    game="lairs",
    title=QT_TRANSLATE_NOOP("lairs", "Play"),
    description=QT_TRANSLATE_NOOP(
        "lairs", "A full game against a friend (hot-seat) or a bot"),
    context="lairs",
    icon="play",
    open=open_setup,
    resume=resume_game,
    replay_table=replay_table,
    progress=progress,
    play_remote=show_game,
)
