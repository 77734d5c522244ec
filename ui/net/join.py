"""Join a network game: the host's address and the table's code (as the host reads them out, or
sends them), and the name to sit down with."""

from __future__ import annotations

import getpass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.net.discovery import TableAd
from companion.net.protocol import NAME_LENGTH
from companion.net.table import CODE_LENGTH
from companion_ui.net.lan import LanTables
from companion_ui.net.play import websocket_url
from companion_ui.shell.labels import error_line, note_line
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.settings import AppSettings

LAST_ADDRESS, LAST_NAME = "network/lastAddress", "network/lastName"


class JoinDialog(Retranslating, QWidget):
    """Emits ``join(address, code, name)`` once the three make sense."""

    join = Signal(str, str, str)
    watch = Signal(str, str)  # address, code: a spectator

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.settings = settings
        self.address = QLineEdit(str(settings.store.value(LAST_ADDRESS, "") or ""))
        self.address.setObjectName("address")
        self.code = QLineEdit()
        self.code.setObjectName("code")
        self.code.setMaxLength(CODE_LENGTH + 2)  # room for a dash or a space as read out
        self.code.setValidator(QRegularExpressionValidator(r"[A-Za-z0-9 -]*", self.code))
        self.code.textEdited.connect(lambda text: self.code.setText(text.upper()))
        self.name = QLineEdit(str(settings.store.value(LAST_NAME, "") or _user_name()))
        self.name.setObjectName("name")
        self.name.setMaxLength(NAME_LENGTH)
        self.note = note_line()
        # LAN discovery: opt-in, and only while this dialog is open.
        self.look = QCheckBox()
        self.look.setObjectName("lookOnNetwork")
        self.look.toggled.connect(self._look)
        self.found = QListWidget()
        self.found.setObjectName("tablesFound")
        self.found.setVisible(False)
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemActivated.connect(lambda _item: self.accept())
        self.lan: LanTables | None = None
        self.message = error_line()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setDefault(True)
        self.watch_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch_button.setObjectName("watchTable")
        self.watch_button.clicked.connect(lambda: self.accept(watching=True))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.close)
        # Room for an address and the examples in the fields, in any of the languages.
        for field in (self.address, self.code, self.name):
            field.setMinimumWidth(self.fontMetrics().averageCharWidth() * 32)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(3)]
        for label, field in zip(self.labels, (self.address, self.code, self.name), strict=True):
            label.setBuddy(field)
            self.form.addRow(label, field)
        layout = QVBoxLayout(self)
        layout.addWidget(self.look)
        layout.addWidget(self.found)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        (self.code if self.address.text() else self.address).setFocus(
            Qt.FocusReason.OtherFocusReason)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a Network Game"))
        for label, text in zip(self.labels, (self.tr("Host's &address"),
                                             self.tr("Table &code"), self.tr("Your &name")),
                               strict=True):
            label.setText(text)
        self.address.setPlaceholderText(self.tr("for example 192.168.1.5:8765"))
        self.code.setPlaceholderText(self.tr("five characters, for example KX7PQ"))
        self.note.setText(self.tr("The host sees the address and the code in the table's window."))
        self.join_button.setText(self.tr("&Join"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("Watch the public table without a seat"))
        self.look.setText(self.tr("&Look for tables on this network"))
        self._show_found(self.lan_ads)

    lan_ads: tuple[TableAd, ...] = ()

    # --- tables on this network ---------------------------------------------------------------
    def _look(self, on: bool) -> None:
        self.found.setVisible(on)
        if on and self.lan is None:
            self.lan = LanTables()
            self.lan.found.connect(self._show_found)
            self.lan.start()
        elif not on and self.lan is not None:
            self.lan.stop()
            self.lan = None
            self.lan_ads = ()
        self._show_found(self.lan_ads)

    def _show_found(self, ads: tuple[TableAd, ...]) -> None:
        self.lan_ads = ads
        self.found.clear()
        for ad in ads:
            words = self.tr("{0} — {1}'s table {2}: %n seat(s) free", "", ad.free).format(
                ad.title, ad.host or self.tr("someone"), ad.code)
            if not ad.compatible:
                words += " " + self.tr("(another Companion version: cannot join)")
            item = QListWidgetItem(words)
            item.setData(Qt.ItemDataRole.UserRole, ad)
            item.setToolTip(f"{ad.address}:{ad.port}")
            if not ad.compatible:
                item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(item)
        if not ads and self.look.isChecked():
            waiting = QListWidgetItem(self.tr("Looking… (a network without multicast finds "
                                              "nothing: join by address)"))
            waiting.setFlags(Qt.ItemFlag.NoItemFlags)
            self.found.addItem(waiting)

    def _picked(self, item: QListWidgetItem | None) -> None:
        ad = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        if isinstance(ad, TableAd):
            self.address.setText(f"{ad.address}:{ad.port}")
            self.code.setText(ad.code)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.lan is not None:
            self.lan.stop()
            self.lan = None
        super().closeEvent(event)

    def accept(self, watching: bool = False) -> None:
        address, code, name = (self.address.text().strip(), self.code.text(),
                               self.name.text().strip())
        try:
            websocket_url(address)
        except CompanionError as error:
            self.message.setText(str(error))
            return
        if len("".join(c for c in code if c.isalnum())) != CODE_LENGTH:
            self.message.setText(self.tr("A table code has {0} characters.").format(CODE_LENGTH))
            return
        self.settings.store.setValue(LAST_ADDRESS, address)
        if watching:
            self.watch.emit(address, code)
            self.close()
            return
        if not name:
            self.message.setText(self.tr("Give the name the others will see."))
            return
        self.settings.store.setValue(LAST_NAME, name)
        self.join.emit(address, code, name)
        self.close()


def _user_name() -> str:
    try:
        return getpass.getuser().capitalize()[:NAME_LENGTH]
    except (KeyError, OSError):  # no such user entry: a name is typed instead
        return ""
