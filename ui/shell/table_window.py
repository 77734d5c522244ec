"""What every game's table window shares: it plays a ``GameSession`` (hot-seat hand-over, bots
on a worker thread, autosave), shows a status line, the game's own panel and a log beside the
table, and says who is thinking.

Whose eyes the window shows: ``GameSession.private_seat`` (the only human, the confirmed human
in hot-seat play while the decision is theirs, or nobody: public facts only). Before a
different human's decision the hand-over screen covers everything private.

A window whose session only watches (``TableSession.watching``) is the *table display*: the
screen that shows the public table to the room. ``table_display`` says so; ``lay_out`` then
gives the table more of the width, sets the side column's words large and adds full screen,
and each game leaves out its decision panels (the public view is all it ever draws).

A game subclasses ``TableWindow``: it builds its table and panel, calls ``lay_out`` with them,
adds any screens of its own to ``pages``, then ``start_play``; ``render`` draws the state
whenever the session changes. Static texts of its own go in ``retranslate`` (which ends with
this one's, and that draws the table): it runs from ``start_play`` and again in a new language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import IllegalAction
from companion_ui.shell.game_log import GameLog
from companion_ui.shell.handover import HandOverScreen
from companion_ui.shell.messages import error_text
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.session import TableSession
from companion_ui.shell.table_display import make_table_display


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("TableWindow", text, disambiguation, n)


TABLE_DISPLAY_SHARE = 2  # on the table display the table takes twice its usual share
TABLE_DISPLAY_WIDTH = 10_000  # the table's first width there: all the splitter will give


class TableWindow(Retranslating, QMainWindow):
    """Emits ``new_game_requested`` (and closes) when the players ask for another game."""

    new_game_requested = Signal()

    def __init__(self, session: TableSession, title: str = "", log: GameLog | None = None) -> None:
        """``title``: a fixed title (a game that translates its own overrides ``window_title``);
        ``log``: a game's own kind of log (a plain ``GameLog`` otherwise)."""
        super().__init__()
        self.session = session
        self.table_display = session.watching
        self.autosave_key = session.autosave_key
        self.fixed_title = title
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # it names players: as typed
        self.log = log if log is not None else GameLog()
        self.log_heading = QLabel()
        self.hand_over = HandOverScreen()
        self.hand_over.ready.connect(self._confirm_viewer)
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)

    def lay_out(self, table: QWidget, panel: Sequence[QWidget | tuple[QWidget, int]],
                corner: QWidget | None = None, side_width: int = 340, side_share: int = 1
                ) -> None:
        """The play page: ``table`` on the left; on the right the status line, ``panel``'s
        widgets, the log and, under it on the right, ``corner`` (a button). A panel widget given
        as ``(widget, stretch)`` shares the column's spare height with the log (which has 1).
        The table takes 3 parts of the width to the side's ``side_share``. Then the hand-over
        screen."""
        side = QWidget()
        column = QVBoxLayout(side)
        column.addWidget(self.status)
        for entry in panel:
            widget, stretch = entry if isinstance(entry, tuple) else (entry, 0)
            column.addWidget(widget, stretch)
        column.addWidget(self.log_heading)
        column.addWidget(self.log, 1)
        if corner is not None:
            column.addWidget(corner, alignment=Qt.AlignmentFlag.AlignRight)
        side.setMinimumWidth(side_width)
        self.play_page = QSplitter()
        self.play_page.addWidget(table)
        self.play_page.addWidget(ScrollingPanel(side))  # a short window scrolls the column
        self.play_page.setStretchFactor(0, 3 * (TABLE_DISPLAY_SHARE if self.table_display
                                                else 1))
        self.play_page.setStretchFactor(1, side_share)
        if self.table_display:
            make_table_display(self, side, self.status)
            # The words at their least width, the table the rest: it is what the room looks at.
            self.play_page.setSizes([TABLE_DISPLAY_WIDTH, side.minimumSizeHint().width()])
        self.pages.addWidget(self.play_page)
        self.pages.addWidget(self.hand_over)

    def start_play(self) -> None:
        """Draw the table and let the bots move: the last step of a game window's set-up."""
        self.session.changed.connect(self.render)
        self.session.finished.connect(self.render)
        self.session.bot_thinking.connect(self.bot_thinking)
        self.retranslate()
        self.session.schedule_bot()

    def window_title(self) -> str:
        """The title in the language of the moment."""
        return self.fixed_title

    def retranslate(self) -> None:
        """The title and the log's heading, then the table drawn again (its words with it)."""
        self.setWindowTitle(self.window_title())
        self.log_heading.setText(tr("What happened"))
        self.render()

    # --- whose eyes -----------------------------------------------------------------------
    def public_view(self) -> Any:
        return self.session.state.view(None)

    def current_view(self) -> Any:
        """The viewer's view, or the public one when nobody's may show."""
        return self.session.state.view(self.session.private_seat())

    def my_decision(self) -> bool:
        """Whether the decision now is the human's whose eyes the window shows (at a network
        table: and not already answered, the answer on its way)."""
        state = self.session.state
        mover = state.to_move
        return (mover is not None and self.session.is_human(mover)
                and mover == self.session.private_seat() and bool(state.legal_actions()))

    def _confirm_viewer(self) -> None:
        seat = self.session.needs_hand_over()
        if seat is not None:
            self.session.confirm_viewer(seat)

    # --- drawing --------------------------------------------------------------------------
    def render(self) -> None:
        """Draw the session's state; each game draws its own."""
        raise NotImplementedError

    def show_hand_over(self, seat: int, reason: str = "", recap: Sequence[str] = (),
                       coming: str = "") -> None:
        """Cover the table until ``seat``'s player takes the device (``reason``: why everyone
        else looks away; ``recap``: what happened since their last decision; ``coming``: what
        they are about to decide, in public words)."""
        self.hand_over.hand_to(self.session.names[seat], reason, recap, coming)
        self.pages.setCurrentWidget(self.hand_over)

    def show_table(self) -> None:
        self.pages.setCurrentWidget(self.play_page)

    def bot_thinking(self, seat: int) -> None:
        self.status.setText(tr("{0} is thinking…").format(self.session.names[seat]))

    # --- playing --------------------------------------------------------------------------
    def play(self, action: Any) -> None:
        try:
            self.session.play(action)
        except IllegalAction as error:  # a stale choice: say so and redraw, nothing is lost
            QMessageBox.information(self, tr("Not allowed"), error_text(error))
            self.render()

    def new_game(self) -> None:
        self.new_game_requested.emit()
        self.close()
