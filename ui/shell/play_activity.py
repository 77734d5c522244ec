"""A game's "Play" activity: its new-game dialog, then its table window on a ``GameSession``
(hot-seat and bots, autosaved), and the launcher's resume of an unfinished game.

Every game's UI offers the same three steps; only its spec, dialog and window differ.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMainWindow, QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.protocol import GameSetup, GameSpec
from ui.shell.activities import Activity
from ui.shell.context import ShellContext
from ui.shell.game_menu import show_game_window
from ui.shell.session import GameSession


def play_activity(spec: GameSpec, title: str, description: str,
                  dialog: Callable[[], QWidget], window: Callable[[GameSession], QMainWindow]
                  ) -> Activity:
    """The launcher's "Play" activity of ``spec``'s game (key ``<game>.play``).

    ``dialog()`` builds the new-game dialog, whose ``start(setup, names, seats)`` signal starts
    a table; ``window(session)`` builds the table window, whose ``new_game_requested`` signal
    opens the dialog again. Their geometry is remembered as ``<game>.new`` and ``<game>.table``.
    """
    game = spec.name

    def open_new_game(context: ShellContext) -> QWidget:
        form = dialog()

        def start(setup: GameSetup, names: list[str], seats: list[str]) -> None:
            open_table(context, GameSession.start(spec, setup, context.autosaves, names, seats))

        form.start.connect(start)
        return context.show_window(form, f"{game}.new")

    def open_table(context: ShellContext, session: GameSession) -> QMainWindow:
        table = window(session)
        table.new_game_requested.connect(lambda: open_new_game(context))
        show_game_window(context, table, session, f"{game}.table")
        return table

    def resume(context: ShellContext, unfinished: UnfinishedGame) -> QWidget:
        return open_table(context, GameSession.resume(spec, unfinished, context.autosaves))

    return Activity(f"{game}.play", game, title, description, "play", open_new_game,
                    resume=resume)
