"""A game's "Play" activity: its new-game dialog, then its table window on a ``GameSession``
(hot-seat and bots, autosaved), and the launcher's resume of an unfinished game.

Every game's UI offers the same three steps; only its spec, dialog and window differ.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from companion.core.autosave import UnfinishedGame
from companion.core.errors import CompanionError
from companion.core.protocol import GameSetup, GameSpec
from companion_ui.shell.activities import Activity
from companion_ui.shell.context import ShellContext
from companion_ui.shell.game_menu import show_game_window
from companion_ui.shell.messages import error_text
from companion_ui.shell.network_options import Network
from companion_ui.shell.session import GameSession, TableSession


class Play:
    """The three steps of ``spec``'s "Play" activity (key ``<game>.play``).

    ``dialog()`` builds the new-game dialog, whose ``start(setup, names, seats)`` signal starts
    a table; ``window(session)`` builds the table window, whose ``new_game_requested`` signal
    opens the dialog again (and its ``rematch_requested(session)``, if it has one, opens the
    rematch's table). Their geometry is remembered as ``<game>.new`` and ``<game>.table``.
    """

    def __init__(self, spec: GameSpec, dialog: Callable[[], QWidget],
                 window: Callable[[TableSession], QMainWindow]) -> None:
        self.spec, self.dialog, self.window = spec, dialog, window

    def open_new_game(self, context: ShellContext) -> QWidget:
        form = self.dialog()

        def start(setup: GameSetup, names: list[str], seats: list[str]) -> None:
            self.open_table(context, GameSession.start(self.spec, setup, context.autosaves,
                                                       names, seats))

        def host(setup: GameSetup, names: list[str], seats: list[str], network: Network
                 ) -> None:
            from companion_ui.net.play import host_table  # network play builds on this module

            try:
                host_table(context, self.spec, sorted(setup.variants), names, seats,
                           network.bind, network.port, announce=network.announce,
                           server=network.server, shows_table=network.shows_table)
            except CompanionError as error:
                QMessageBox.warning(None, form.tr("Cannot host the table"), error_text(error))

        form.start.connect(start)
        host_signal = getattr(form, "host", None)  # a dialog that offers network seats
        if host_signal is not None:
            host_signal.connect(host)
        return context.show_window(form, f"{self.spec.name}.new")

    def open_table(self, context: ShellContext, session: GameSession) -> QMainWindow:
        table = self.window(session)
        table.new_game_requested.connect(lambda: self.open_new_game(context))
        rematch = getattr(table, "rematch_requested", None)  # a window that offers a Rematch
        if rematch is not None:
            rematch.connect(lambda session: self.open_table(context, session))
        show_game_window(context, table, session, f"{self.spec.name}.table")
        return table

    def open_remote(self, context: ShellContext, session: TableSession) -> QMainWindow:
        """The table window on a game played at a network table (its rematches come from the
        table, for everyone)."""
        table = self.window(session)
        table.new_game_requested.connect(lambda: self.open_new_game(context))
        show_game_window(context, table, session, f"{self.spec.name}.table")
        return table

    def resume(self, context: ShellContext, unfinished: UnfinishedGame) -> QWidget:
        return self.open_table(context, GameSession.resume(self.spec, unfinished,
                                                           context.autosaves))

    def activity(self, title: str, description: str,
                 replay_table: Callable[[], QWidget] | None = None, context: str = "",
                 progress: Callable[[Any], str] | None = None) -> Activity:
        """``replay_table`` draws a position for the replay viewer (``Activity.replay_table``);
        ``context`` and ``progress``: as ``Activity``'s."""
        game = self.spec.name
        return Activity(f"{game}.play", game, title, description, "play", self.open_new_game,
                        resume=self.resume, replay_table=replay_table, progress=progress,
                        play_remote=self.open_remote, context=context)


def play_activity(spec: GameSpec, title: str, description: str,
                  dialog: Callable[[], QWidget], window: Callable[[TableSession], QMainWindow],
                  replay_table: Callable[[], QWidget] | None = None, context: str = "",
                  progress: Callable[[Any], str] | None = None) -> Activity:
    """The launcher's "Play" activity of ``spec``'s game (see ``Play``)."""
    return Play(spec, dialog, window).activity(title, description, replay_table, context,
                                               progress)
