"""The table's window: its code to read aloud, who sits where (and who is connected), the
host's controls for the seats, Start, and the table's chat.

Before the game it is the lobby; during the game it stays at hand (the game window's *Table*
menu) for the seats and the chat, and for the host to give an absent player's seat to a bot
or take it away from them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.protocol import GameSpec
from companion_ui.net.table import NetworkTable
from companion_ui.shell.colours import BLACK, ink, mixed
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.screen_fit import ScrollingPanel
from companion_ui.shell.seats import level_label

CONNECTED, AWAY = "#2e9b46", "#9aa0a6"


class LobbyWindow(Retranslating, QMainWindow):
    """Emits ``left`` when the player leaves the table (closes the window before the game)."""

    left = Signal()

    def __init__(self, table: NetworkTable, addresses: list[str] | None = None) -> None:
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

        self.seats_box = QGroupBox()
        self.seat_column = QVBoxLayout(self.seats_box)
        self.seat_column.addStretch(1)
        self.seat_cards: list[SeatCard] = []

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
        body.addWidget(ScrollingPanel(self.seats_box), 3)  # ten seats scroll on a small screen
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
        self.resize(820, 460)
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
        self.seats_box.setTitle(self.tr("Seats"))
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
        self.copy.setVisible(bool(self.addresses))
        if status is None:
            self.status.setText(self.tr("Connecting to the table…"))
            self.start.setVisible(False)
            return
        self._render_seats(status["seats"], status["phase"])
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

    def _render_seats(self, seats: list[dict[str, Any]], phase: str) -> None:
        while len(self.seat_cards) < len(seats):
            card = SeatCard(len(self.seat_cards))
            card.choose.activated.connect(lambda _=0, seat=card.seat: self._seat_chosen(seat))
            card.remove.clicked.connect(lambda _=False, seat=card.seat: self._remove(seat))
            self.seat_column.insertWidget(len(self.seat_cards), card)
            self.seat_cards.append(card)
        spec = self._spec()
        for entry, card in zip(seats, self.seat_cards, strict=False):
            seat = entry["seat"]
            mine = seat in self.table.local_seats
            here = entry["connected"] or entry["kind"] == "bot"
            card.show_seat(entry["name"] or self.tr("Seat {0}").format(seat + 1),
                           self._who(entry, mine, phase, spec),
                           entry["kind"], here and entry["kind"] != "open", mine)
            stand_in = entry["kind"] == "human" and entry["bot"]
            can_fill = self.is_host and spec is not None and (
                entry["kind"] in ("open", "bot") if phase == "lobby"
                else (entry["kind"] == "human" and not entry["connected"]) or stand_in)
            card.choose.setVisible(bool(can_fill))
            if can_fill and spec is not None:
                self._fill_choices(card.choose, spec, entry, phase)
            card.remove.setText(self.tr("Remove"))
            card.remove.setVisible(self.is_host and entry["kind"] == "human" and not mine)

    def _who(self, entry: dict[str, Any], mine: bool, phase: str,
             spec: GameSpec | None) -> str:
        if entry["kind"] == "open":
            return self.tr("free: waiting for a player")
        if entry["kind"] == "bot":
            return self.tr("bot: {0}").format(self._level(entry["bot"], spec))
        words = self.tr("you (at this screen)") if mine else self.tr("player")
        if not entry["connected"] and phase != "lobby":
            words = self.tr("{0} — reconnecting…").format(entry["name"])
        if entry["bot"]:
            words += " · " + self.tr("a bot plays for them ({0})").format(
                self._level(entry["bot"], spec))
        return words

    def _level(self, bot: str, spec: GameSpec | None) -> str:
        level = next((lv for lv in spec.levels if lv.bot == bot), None) if spec else None
        return level_label(level.label) if level is not None else bot

    def _fill_choices(self, choose: QComboBox, spec: GameSpec, entry: dict[str, Any],
                      phase: str) -> None:
        choose.clear()
        choose.addItem(self.tr("Wait for a player") if phase == "lobby"
                       else self.tr("Wait for them"), None)
        for level in spec.levels:
            choose.addItem(self.tr("Bot: {0}").format(level_label(level.label)), level.bot)
            choose.setItemData(choose.count() - 1, translated(level.description),
                               Qt.ItemDataRole.ToolTipRole)
        current = choose.findData(entry["bot"]) if entry["bot"] else 0
        choose.setCurrentIndex(max(0, current))

    def _spec(self) -> GameSpec | None:
        try:
            return self.table.spec
        except Exception:  # the table's game is not one this Companion plays
            return None

    # --- the host's seats ---------------------------------------------------------------------
    def _seat_chosen(self, seat: int) -> None:
        choose = self.seat_cards[seat].choose
        self.table.host_command("seat", seat=seat, bot=choose.currentData())

    def _remove(self, seat: int) -> None:
        name = self.table.names[seat]
        answer = QMessageBox.question(
            self, self.tr("Remove player"),
            self.tr("Take {0}'s seat away from them? In a game a bot plays it from now on.")
            .format(name))
        if answer == QMessageBox.StandardButton.Yes:
            self.table.host_command("remove", seat=seat)

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


# A seat's colour on its badge: bright enough for white letters, apart from each other.
SEAT_COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65", "#a04000",
                "#2e4053", "#b03a2e", "#5b2c6f")


class SeatCard(QFrame):
    """One seat in the lobby: a badge with the player's initial, the name, who sits there and
    whether they are connected, and the host's controls for the seat."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.setObjectName("seatCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.badge = QLabel()
        self.badge.setFixedSize(38, 38)
        self.badge.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)
        font = self.name.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.name.setFont(font)
        self.who = QLabel()
        self.who.setTextFormat(Qt.TextFormat.PlainText)
        self.who.setWordWrap(True)
        self.who.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.dot = QLabel()
        self.choose = QComboBox()
        self.remove = QPushButton()
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.name)
        words.addWidget(self.who)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.addWidget(self.badge)
        row.addLayout(words, 1)
        row.addWidget(self.dot)
        row.addWidget(self.choose)
        row.addWidget(self.remove)

    def show_seat(self, name: str, who: str, kind: str, here: bool, mine: bool) -> None:
        self.name.setText(name)
        self.who.setText(who)
        initial = "·" if kind == "open" else ("⚙" if kind == "bot" else name[:1].upper())
        # An open seat's disc: a grey of the page's own (the palette's Mid is light in some
        # dark themes, and the disc's letter is white).
        palette = self.palette()
        colour = mixed(palette.color(QPalette.ColorRole.Window), BLACK, 0.45).name() if (
            kind == "open") else SEAT_COLOURS[self.seat % len(SEAT_COLOURS)]
        border = "3px solid palette(highlight)" if mine else "none"
        self.badge.setText(initial)
        self.badge.setStyleSheet(f"background: {colour}; color: white; border-radius: 19px; "
                                 f"font-weight: bold; font-size: 16px; border: {border};")
        self.dot.setText("●")
        self.dot.setStyleSheet(f"color: {ink(self.dot, CONNECTED if here else AWAY)};")
