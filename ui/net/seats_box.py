"""A network table's seats as the table says them: who sits where, on which device (a phone's
web page or a Companion), who is here and who is away, the open seats; and the host's controls
for each seat (a bot for an open seat or an absent player, removing a player).

The lobby shows it before the game; a table shown to the room keeps it beside the game.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion.core.protocol import GameSpec
from companion_ui.net.phone_page import on_a_phone
from companion_ui.net.table import NetworkTable
from companion_ui.shell.colours import BLACK, ink, mixed
from companion_ui.shell.icons import icon
from companion_ui.shell.messages import translated
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.seats import level_label

CONNECTED, AWAY = "#2e9b46", "#9aa0a6"
PHONE, APP = "phone", "app"  # the devices a seat may be played on
DEVICE_ICON = 20  # pixels


def device_of(entry: dict[str, Any]) -> str:
    """Where a seat is played now: PHONE, APP, or "" (nobody connected; a server that does
    not say sends no ``device``)."""
    device = str(entry.get("device", "") or "")
    if not device or not entry.get("connected"):
        return ""
    return PHONE if on_a_phone(device) else APP


class SeatsBox(Retranslating, QGroupBox):
    """The seats of ``table``, drawn whenever it says something new."""

    def __init__(self, table: NetworkTable, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seats")
        self.table = table
        self.column = QVBoxLayout(self)
        self.column.addStretch(1)
        self.cards: list[SeatCard] = []
        table.status_changed.connect(self.render)
        self.retranslate()

    @property
    def is_host(self) -> bool:
        return self.table.host_token is not None

    def retranslate(self) -> None:
        self.setTitle(self.tr("Seats"))
        self.render()

    def render(self) -> None:
        status = self.table.status
        if status is None:
            return
        seats, phase = status["seats"], status["phase"]
        while len(self.cards) < len(seats):
            card = SeatCard(len(self.cards))
            card.choose.activated.connect(lambda _=0, seat=card.seat: self._seat_chosen(seat))
            card.remove.clicked.connect(lambda _=False, seat=card.seat: self._remove(seat))
            self.column.insertWidget(len(self.cards), card)
            self.cards.append(card)
        spec = self._spec()
        for entry, card in zip(seats, self.cards, strict=False):
            seat = entry["seat"]
            mine = seat in self.table.local_seats
            here = entry["connected"] or entry["kind"] == "bot"
            card.show_seat(entry["name"] or self.tr("Seat {0}").format(seat + 1),
                           self._who(entry, mine, spec), entry["kind"],
                           here and entry["kind"] != "open", mine, device_of(entry))
            card.device.setToolTip(self.tr("on a phone (the table's web page)")
                                   if device_of(entry) == PHONE else
                                   self.tr("in Companion") if device_of(entry) else "")
            stand_in = entry["kind"] == "human" and entry["bot"]
            can_fill = self.is_host and spec is not None and (
                entry["kind"] in ("open", "bot") if phase == "lobby"
                else (entry["kind"] == "human" and not entry["connected"]) or stand_in)
            card.choose.setVisible(bool(can_fill))
            if can_fill and spec is not None:
                self._fill_choices(card.choose, spec, entry, phase)
            card.remove.setText(self.tr("Remove"))
            card.remove.setVisible(self.is_host and entry["kind"] == "human" and not mine)

    def _who(self, entry: dict[str, Any], mine: bool, spec: GameSpec | None) -> str:
        if entry["kind"] == "open":
            return self.tr("free: waiting for a player")
        if entry["kind"] == "bot":
            return self.tr("bot: {0}").format(self._level(entry["bot"], spec))
        device = device_of(entry)
        if mine:
            words = self.tr("you (at this screen)")
        elif device == PHONE:
            words = self.tr("on a phone")
        elif device == APP:
            words = self.tr("in Companion")
        else:
            words = self.tr("player")
        if not entry["connected"]:
            words = self.tr("{0} — away").format(entry["name"])
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
        choose = self.cards[seat].choose
        self.table.host_command("seat", seat=seat, bot=choose.currentData())

    def _remove(self, seat: int) -> None:
        name = self.table.names[seat]
        answer = QMessageBox.question(
            self, self.tr("Remove player"),
            self.tr("Take {0}'s seat away from them? In a game a bot plays it from now on.")
            .format(name))
        if answer == QMessageBox.StandardButton.Yes:
            self.table.host_command("remove", seat=seat)


# A seat's colour on its badge: bright enough for white letters, apart from each other.
SEAT_COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#b9770e", "#7d3c98", "#117a65", "#a04000",
                "#2e4053", "#b03a2e", "#5b2c6f")


class SeatCard(QFrame):
    """One seat: a badge with the player's initial, the name, who sits there, on which device
    and whether they are connected, and the host's controls for the seat."""

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
        self.device = QLabel()
        self.device.setObjectName("device")
        self.device.setFixedSize(DEVICE_ICON, DEVICE_ICON)
        self.shown_device = ""
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
        row.addWidget(self.device)
        row.addWidget(self.dot)
        row.addWidget(self.choose)
        row.addWidget(self.remove)

    def show_seat(self, name: str, who: str, kind: str, here: bool, mine: bool,
                  device: str = "") -> None:
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
        self.shown_device = device
        self.device.setPixmap(icon("phone" if device == PHONE else "desktop").pixmap(
            DEVICE_ICON, DEVICE_ICON) if device else QPixmap())
        self.dot.setText("●")
        self.dot.setStyleSheet(f"color: {ink(self.dot, CONNECTED if here else AWAY)};")
