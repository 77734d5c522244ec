"""Join a network game: the host's address and the table's code (as the host reads them out, or
sends them), and the name to sit down with."""

from __future__ import annotations

import getpass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from companion.core.errors import CompanionError
from companion.net.protocol import NAME_LENGTH
from companion.net.table import CODE_LENGTH
from ui.net.play import websocket_url
from ui.shell.labels import error_line, note_line
from ui.shell.retranslate import Retranslating
from ui.shell.settings import AppSettings

LAST_ADDRESS, LAST_NAME = "network/lastAddress", "network/lastName"


class JoinDialog(Retranslating, QWidget):
    """Emits ``join(address, code, name)`` once the three make sense."""

    join = Signal(str, str, str)

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
        self.message = error_line()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.join_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.close)
        self.form = QFormLayout()
        self.form.addRow("", self.address)
        self.form.addRow("", self.code)
        self.form.addRow("", self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        (self.code if self.address.text() else self.address).setFocus(
            Qt.FocusReason.OtherFocusReason)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a Network Game"))
        for row, text in enumerate((self.tr("Host's address"), self.tr("Table code"),
                                    self.tr("Your name"))):
            label = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole).widget()
            label.setText(text)  # type: ignore[union-attr]
        self.address.setPlaceholderText(self.tr("for example 192.168.1.5:8765"))
        self.code.setPlaceholderText(self.tr("five letters, for example KX7PQ"))
        self.note.setText(self.tr("The host sees both in their table's window."))
        self.join_button.setText(self.tr("&Join"))

    def accept(self) -> None:
        address, code, name = (self.address.text().strip(), self.code.text(),
                               self.name.text().strip())
        try:
            websocket_url(address)
        except CompanionError as error:
            self.message.setText(str(error))
            return
        if len("".join(c for c in code if c.isalnum())) != CODE_LENGTH:
            self.message.setText(self.tr("A table code has {0} letters.").format(CODE_LENGTH))
            return
        if not name:
            self.message.setText(self.tr("Give the name the others will see."))
            return
        self.settings.store.setValue(LAST_ADDRESS, address)
        self.settings.store.setValue(LAST_NAME, name)
        self.join.emit(address, code, name)
        self.close()


def _user_name() -> str:
    try:
        return getpass.getuser().capitalize()[:NAME_LENGTH]
    except (KeyError, OSError):  # no such user entry: a name is typed instead
        return ""
