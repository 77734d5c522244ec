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


class Play:
    """The three steps of ``spec``'s "Play" activity (key ``<game>.play``).

    ``dialog()`` builds the new-game dialog, whose ``start(setup, names, seats)`` signal starts
    a table; ``window(session)`` builds the table window, whose ``new_game_requested`` signal
    opens the dialog again (and its ``rematch_requested(session)``, if it has one, opens the
    rematch's table). Their geometry is remembered as ``<game>.new`` and ``<game>.table``.
    """

    def __init__(self, spec: GameSpec, dialog: Callable[[], QWidget],
                 window: Callable[[GameSession], QMainWindow]) -> None:
        self.spec, self.dialog, self.window = spec, dialog, window

    def open_new_game(self, context: ShellContext) -> QWidget:
        form = self.dialog()

        def start(setup: GameSetup, names: list[str], seats: list[str]) -> None:
            self.open_table(context, GameSession.start(self.spec, setup, context.autosaves,
                                                       names, seats))

        form.start.connect(start)
        return context.show_window(form, f"{self.spec.name}.new")

    def open_table(self, context: ShellContext, session: GameSession) -> QMainWindow:
        table = self.window(session)
        table.new_game_requested.connect(lambda: self.open_new_game(context))
        rematch = getattr(table, "rematch_requested", None)  # a window that offers a Rematch
        if rematch is not None:
            rematch.connect(lambda session: self.open_table(context, session))
        show_game_window(context, table, session, f"{self.spec.name}.table")
        return table

    def resume(self, context: ShellContext, unfinished: UnfinishedGame) -> QWidget:
        return self.open_table(context, GameSession.resume(self.spec, unfinished,
                                                           context.autosaves))

    def activity(self, title: str, description: str,
                 replay_table: Callable[[], QWidget] | None = None, context: str = ""
                 ) -> Activity:
        """``replay_table`` draws a position for the replay viewer (``Activity.replay_table``);
        ``context``: as ``Activity.context``."""
        game = self.spec.name
        return Activity(f"{game}.play", game, title, description, "play", self.open_new_game,
                        resume=self.resume, replay_table=replay_table, context=context)


def play_activity(spec: GameSpec, title: str, description: str,
                  dialog: Callable[[], QWidget], window: Callable[[GameSession], QMainWindow],
                  replay_table: Callable[[], QWidget] | None = None, context: str = ""
                  ) -> Activity:
    """The launcher's "Play" activity of ``spec``'s game (see ``Play``)."""
    return Play(spec, dialog, window).activity(title, description, replay_table, context)
