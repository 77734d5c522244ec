"""The menus every game window shares: take back, save the game record, watch it, full screen
(a table display's), close, and the game's rules guide; the same Watch Replay and Save Game
Record… as buttons for the end screens."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QWidget,
)

from companion.core.errors import CompanionError
from companion_ui.shell import file_dialogs
from companion_ui.shell.context import ShellContext
from companion_ui.shell.guides import GuideAction, has_guide
from companion_ui.shell.replay import replay_activity, watch
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.session import TableSession
from companion_ui.shell.table_display import FullScreenAction


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("GameMenu", text, disambiguation, n)


class TakeBackAction(QAction):
    """Game > Take Back, enabled while there is a human decision to take back."""

    def __init__(self, window: QMainWindow, session: TableSession) -> None:
        super().__init__(window)
        self.session = session
        self.setObjectName("takeBack")
        self.setShortcut(QKeySequence.StandardKey.Undo)
        self.setToolTip(self.tr("Undo your last decision (and the bots' answers to it); in "
                                "hot-seat play only if every player agrees"))
        self.triggered.connect(lambda: take_back_dialog(window, session))
        # A bound slot of this action: Qt drops the connection when the window and its action go.
        session.changed.connect(self.follow)
        self.follow()

    def follow(self) -> None:
        seat = self.session.take_back_seat()
        self.setEnabled(seat is not None)
        self.setText(self.tr("&Take Back") if seat is None else
                     self.tr("&Take Back {0}'s Decision").format(self.session.names[seat]))


class GameMenu(Retranslating, QMenu):
    """Game: Take Back, Save Game Record…, Watch Replay (where the game has a replay table),
    Close."""

    def __init__(self, window: QMainWindow, session: TableSession, context: ShellContext) -> None:
        super().__init__(window)
        self.take_back = TakeBackAction(window, session)
        self.addAction(self.take_back)
        self.addSeparator()
        self.save = self.addAction("")
        self.save.setShortcut(QKeySequence.StandardKey.Save)
        self.save.triggered.connect(lambda: save_record_dialog(window, session, context))
        self.watch_game = None
        if replay_activity(context, session.spec.name) is not None:
            self.watch_game = self.addAction("")
            self.watch_game.triggered.connect(lambda: watch_so_far(window, session, context))
        # A network game's record reaches this window only once the game is over.
        self.session = session
        session.changed.connect(self._follow_record)
        self._follow_record()
        # The table display's full screen, where the window shows the table to the room.
        self.full_screen = window.findChild(FullScreenAction)
        if self.full_screen is not None:
            self.addSeparator()
            self.addAction(self.full_screen)
        self.addSeparator()
        self.close_game = self.addAction("")
        self.close_game.setShortcut(QKeySequence.StandardKey.Close)
        self.close_game.triggered.connect(window.close)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(_tr("&Game"))
        self.take_back.follow()
        self.save.setText(_tr("Save Game &Record…"))
        self.save.setToolTip(_tr("Keep this game as a record file: replay it with "
                                 "`companion GAME replay`, or open it to play on"))
        if self.watch_game is not None:
            self.watch_game.setText(_tr("&Watch Replay"))
            self.watch_game.setToolTip(_tr("Step back through this game so far, in a window of "
                                           "its own"))
        self.close_game.setText(_tr("&Close"))
        if self.full_screen is not None:
            self.full_screen.retranslate()

    def _follow_record(self) -> None:
        has_record = self.session.match is not None
        for action in (self.save, self.watch_game):
            if action is not None:
                action.setEnabled(has_record)


class HelpMenu(Retranslating, QMenu):
    """Help: the game's rules guide (the entry renames itself), then any entries of the window's
    own (``add_entry``), which rename themselves too."""

    def __init__(self, window: QMainWindow, game: str) -> None:
        super().__init__(window)
        self.addAction(GuideAction(window, game))
        self._entries: list[tuple[QAction, Callable[[], str]]] = []
        self.retranslate()

    def add_entry(self, text: Callable[[], str], slot: Callable[[], object]) -> QAction:
        """An entry named by ``text()`` in the language of the moment."""
        action = self.addAction(text())
        action.triggered.connect(lambda _=False: slot())
        self._entries.append((action, text))
        return action

    def retranslate(self) -> None:
        self.setTitle(_tr("&Help"))
        for action, text in self._entries:
            action.setText(text())


def add_game_menus(window: QMainWindow, session: TableSession, context: ShellContext) -> QMenu:
    """Add "Game" (Save Record…, Close) and "Help" (the rules guide) to a game window's menu bar."""
    menu = GameMenu(window, session, context)
    window.menuBar().addMenu(menu)
    if has_guide(session.spec.name):
        window.menuBar().addMenu(HelpMenu(window, session.spec.name))
    return menu


def take_back_dialog(window: QMainWindow, session: TableSession) -> bool:
    """Take back the last human decision; in hot-seat play only once the others agree."""
    seat = session.take_back_seat()
    if seat is None:
        return False
    if session.take_back_needs_agreement:
        others = ", ".join(session.names[s] for s in session.humans if s != seat)
        answer = QMessageBox.question(
            window, _tr("Take back"),
            _tr("{0} asks to take back their last decision. {1}: do you all agree?"
                      ).format(session.names[seat], others))
        if answer != QMessageBox.StandardButton.Yes:
            return False
    session.take_back()
    return True


def watch_so_far(window: QMainWindow, session: TableSession, context: ShellContext) -> None:
    """The replay viewer on the game being played. While it is on, only the public table can
    be watched, or the single human's own view against bots: in hot-seat play anyone's screen
    would show the others' secrets."""
    if session.match is None:
        return
    own = session.humans if len(session.humans) == 1 and not session.remote else []
    seats = None if session.state.is_over() else own
    watch(context, copy.deepcopy(session.match.record), window, seats=seats)


def save_record_dialog(window: QMainWindow, session: TableSession,
                       context: ShellContext) -> Path | None:
    if session.match is None:
        return None
    chosen = file_dialogs.save_path(window, _tr("Save Game Record"), _tr("Game records (*.json)"),
                                    f"{session.spec.name}-game.json")
    if chosen is None:
        return None
    path = chosen if chosen.suffix else chosen.with_suffix(".json")
    try:
        session.match.record.save(path)
    except (OSError, CompanionError) as error:
        QMessageBox.warning(window, _tr("Cannot save game record"), f"{path}: {error}")
        return None
    context.note_recent(path, f"{session.spec.name}.record")
    return path


class RecordButtons(Retranslating, QWidget):
    """Watch Replay and Save Game Record… on an end screen, side by side. They act on the game
    of the window they are in once ``show_game_window`` shows it, as the Game menu's entries
    do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.watch = QPushButton()
        self.watch.setObjectName("watchReplay")
        self.save = QPushButton()
        self.save.setObjectName("saveRecord")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.watch)
        row.addWidget(self.save)
        self.retranslate()

    def retranslate(self) -> None:
        self.watch.setText(_tr("&Watch Replay"))
        self.watch.setToolTip(_tr("Step through the whole game again, as the table or any "
                                  "player saw it, in a window of its own"))
        # Not the menu's Alt+R: Lairs' end screen has its Rematch there.
        self.save.setText(_tr("&Save Game Record…"))
        self.save.setToolTip(_tr("Keep this game as a record file of your own: watch it again "
                                 "or replay it with `companion GAME replay`"))

    def bind(self, window: QMainWindow, session: TableSession, context: ShellContext) -> None:
        self.watch.setVisible(replay_activity(context, session.spec.name) is not None)
        self.watch.clicked.connect(lambda: watch_so_far(window, session, context))
        self.save.clicked.connect(lambda: save_record_dialog(window, session, context))


def show_game_window(context: ShellContext, window: QMainWindow, session: TableSession,
                     geometry_key: str) -> QMainWindow:
    """Give a game window the shared menus and its end screen's record buttons, keep its game
    once it is over, and show it."""
    add_game_menus(window, session, context)
    for buttons in window.findChildren(RecordButtons):
        buttons.bind(window, session, context)
    context.keep_when_finished(session)
    context.show_window(window, geometry_key)
    return window
