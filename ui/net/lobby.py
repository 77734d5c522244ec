"""The table's window: its code to read aloud, who sits where (and who is connected, on which
device), the host's controls for the seats, Start, and the table's chat. A table set for the
people in the room (this screen shows the table, the players join from their phones) has the
join panel in place of the code: the code large, the phone page's address and its QR code.

Before the game it is the lobby; during the game it stays at hand (the game window's *Table*
menu) for the seats and the chat, and for the host to give an absent player's seat to a bot
or take it away from them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion_ui.net.join_panel import JoinPanel
from companion_ui.net.seats_box import SeatsBox
from companion_ui.net.table import NetworkTable
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel


class LobbyWindow(Retranslating, QMainWindow):
    """Emits ``left`` when the player leaves the table (closes the window before the game)."""

    left = Signal()

    def __init__(self, table: NetworkTable, addresses: list[str] | None = None,
                 join_panel: JoinPanel | None = None) -> None:
        """``addresses``: where Companions reach the table (none: this computer only);
        ``join_panel``: the table is the room's, joined from phones."""
        super().__init__()
        self.setObjectName("lobby")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.table = table
        self.addresses = addresses or []
        self.in_game = False

        self.title = QLabel()
        self.title.setObjectName("lobbyTitle")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        self.title.setFont(font)
        self.code_label = QLabel()
        self.code = QLabel(table.code)
        self.code.setObjectName("tableCode")
        code_font = QFont("monospace")
        code_font.setStyleHint(QFont.StyleHint.Monospace)
        code_font.setPointSizeF(self.font().pointSizeF() * 2.6)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 130)
        self.code.setFont(code_font)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy = QPushButton()
        self.copy.clicked.connect(self._copy_invitation)
        self.where = QLabel()
        self.where.setObjectName("tableAddress")
        self.where.setWordWrap(True)
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.join_panel = join_panel
        self.seats_box = SeatsBox(table)

        self.chat_box = QGroupBox()
        self.chat = QListWidget()
        self.chat.setObjectName("chat")
        self.chat.setWordWrap(True)
        self.say = QLineEdit()
        self.say.setMaxLength(300)
        self.say.returnPressed.connect(self._say)
        self.send = QPushButton()
        self.send.clicked.connect(self._say)
        chat_row = QHBoxLayout()
        chat_row.addWidget(self.say, 1)
        chat_row.addWidget(self.send)
        chat_column = QVBoxLayout(self.chat_box)
        chat_column.addWidget(self.chat, 1)
        chat_column.addLayout(chat_row)

        self.status = QLabel()
        self.status.setObjectName("lobbyStatus")
        self.status.setWordWrap(True)
        self.start = QPushButton()
        self.start.setObjectName("startGame")
        self.start.setDefault(True)
        self.start.clicked.connect(lambda: table.host_command("start"))
        self.leave = QPushButton()
        self.leave.clicked.connect(self.close)

        header = QGridLayout()
        header.addWidget(self.title, 0, 0, 1, 3)
        header.addWidget(self.code_label, 1, 0)
        header.addWidget(self.code, 1, 1)
        header.addWidget(self.copy, 1, 2, Qt.AlignmentFlag.AlignLeft)
        header.addWidget(self.where, 2, 0, 1, 3)
        header.setColumnStretch(2, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.leave)
        buttons.addWidget(self.start)
        body = QHBoxLayout()
        seats = ScrollingPanel(self.seats_box)  # ten seats scroll on a small screen
        if join_panel is not None:
            # The room's table: the way in beside who is in; the code is the panel's.
            for widget in (self.code_label, self.code, self.copy, self.where):
                widget.hide()
            body.addWidget(join_panel, 2)
            people = QVBoxLayout()
            people.addWidget(seats, 3)
            people.addWidget(self.chat_box, 1)
            body.addLayout(people, 3)
        else:
            body.addWidget(seats, 3)
            body.addWidget(self.chat_box, 2)
        page = QWidget()
        column = QVBoxLayout(page)
        column.addLayout(header)
        column.addLayout(body, 1)
        column.addLayout(buttons)
        self.setCentralWidget(page)

        table.status_changed.connect(self.render)
        table.chat_received.connect(self._chat_line)
        table.refused.connect(self._refused)
        table.connection_changed.connect(self.render)
        for line in table.chat:
            self._chat_line(line)
        # The room's table: room for the QR code (a smaller screen gets the window fitted).
        self.resize(*((1100, 680) if join_panel is not None else (820, 460)))
        self.retranslate()

    @property
    def is_host(self) -> bool:
        return self.table.host_token is not None

    # --- words ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.code_label.setText(self.tr("Table code:"))
        self.copy.setText(self.tr("Copy invitation"))
        self.copy.setToolTip(self.tr("Copy the table's address and code, to send to the "
                                     "players"))
        self.chat_box.setTitle(self.tr("Table chat"))
        self.say.setPlaceholderText(self.tr("Say something to the table…"))
        self.send.setText(self.tr("Send"))
        self.start.setText(self.tr("&Start Game"))
        self.leave.setText(self.tr("&Leave Table") if not self.in_game else self.tr("&Close"))
        self.render()

    def _game_title(self) -> str:
        status = self.table.status
        return status["title"] if status else ""

    def render(self) -> None:
        status = self.table.status
        self.setWindowTitle(self.tr("{0} table {1}").format(self._game_title(), self.table.code)
                            if status is not None else self.tr("Table {0}").format(
                                self.table.code))
        self.title.setText(self._game_title())
        if self.addresses:
            self.where.setText(self.tr("Players join from Companion (File → Join a Network "
                                       "Game) at {0} with this code.").format(
                self.tr(" or ").join(self.addresses)))
        elif self.table.host_token is not None:
            self.where.setText(self.tr("Only Companions on this computer can join: to let "
                                       "other devices in, host with “Let other devices on my "
                                       "networks join” ticked."))
        else:
            self.where.setText(self.tr("Hosted at {0}").format(
                self.table.url.removeprefix("ws://")))
        self.copy.setVisible(bool(self.addresses) and self.join_panel is None)
        if status is None:
            self.status.setText(self.tr("Connecting to the table…"))
            self.start.setVisible(False)
            return
        playing = status["phase"] != "lobby"
        open_seats = [s for s in status["seats"] if s["kind"] == "open"]
        self.start.setVisible(self.is_host and not playing)
        self.start.setEnabled(not open_seats and self.table.connected)
        if not self.table.connected:
            self.status.setText(self.tr("Reconnecting to the table…"))
        elif playing:
            self.status.setText(self.tr("The game is on."))
        elif open_seats:
            self.status.setText(self.tr("Waiting for %n more player(s) (or give their seats "
                                        "to bots).", "", len(open_seats)) if self.is_host else
                                self.tr("Waiting for %n more player(s).", "", len(open_seats)))
        else:
            self.status.setText(self.tr("Everyone is here: start when you are ready.")
                                if self.is_host else
                                self.tr("Everyone is here: the host starts the game."))

    def _copy_invitation(self) -> None:
        QGuiApplication.clipboard().setText(self.tr(
            "Join my {0} table in Companion: File → Join a Network Game, address {1}, "
            "code {2}").format(self._game_title(), self.addresses[0], self.table.code))
        self.status.setText(self.tr("The invitation is copied."))

    # --- chat ---------------------------------------------------------------------------------
    def _say(self) -> None:
        text = self.say.text().strip()
        if text:
            self.table.say(text)
            self.say.clear()

    def _chat_line(self, line: dict[str, Any]) -> None:
        self.chat.addItem(self.tr("{0}: {1}").format(line["name"], line["text"]))
        self.chat.scrollToBottom()

    def _refused(self, reason: Any) -> None:
        self.status.setText(translated(reason))

    # --- leaving -------------------------------------------------------------------------------
    def game_on(self) -> None:
        """The game window takes over; this one stays at hand for the seats and the chat."""
        self.in_game = True
        self.retranslate()
        self.hide()

    def closeEvent(self, event: Any) -> None:
        if self.in_game:  # the game window owns the table now: hiding is enough
            event.ignore()
            self.hide()
            return
        self.left.emit()
        super().closeEvent(event)
