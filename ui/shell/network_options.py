"""How a hosted table is offered, in the new-game dialogs: whether other devices may join (the
server then listens on every network this machine is on: a choice made here, out loud), the
port, whether to announce the table on this network (LAN discovery: opt-in), and whether this
screen shows the table to the room (everyone plays from a phone or a Companion of their own;
this app only watches)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGroupBox, QLineEdit, QSpinBox, QWidget

from companion_ui.shell.labels import note_line
from companion_ui.shell.retranslate import Retranslating

DEFAULT_PORT = 8765


@dataclass(frozen=True)
class Network:
    others_may_join: bool
    port: int
    announce: bool
    server: str = ""  # a table server's address ("" = this Companion hosts the table)
    shows_table: bool = False  # this screen shows the table; nobody plays at it

    @property
    def bind(self) -> str:
        return "0.0.0.0" if self.others_may_join else "127.0.0.1"


class NetworkOptions(Retranslating, QGroupBox):
    """``shows_table_changed(on)``: the dialog's seats follow (nobody plays at this screen)."""

    shows_table_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("networkOptions")
        self.shows_table = QCheckBox()
        self.shows_table.setObjectName("showsTable")
        self.shows_table.toggled.connect(self.shows_table_changed)
        self.shows_table.toggled.connect(self._follow)
        self.phones = note_line()
        self.phones.setObjectName("phonesNote")
        self.others = QCheckBox()
        self.others.setObjectName("othersMayJoin")
        self.port = QSpinBox(minimum=1024, maximum=65535, value=DEFAULT_PORT)
        self.port.setGroupSeparatorShown(False)
        self.announce = QCheckBox()
        self.announce.setObjectName("announce")
        self.note = note_line()
        self.server = QLineEdit()
        self.server.setObjectName("tableServer")
        self.others.toggled.connect(self._follow)
        self.server.textChanged.connect(self._follow)
        form = QFormLayout(self)
        self.server_label = note_line()
        form.addRow(self.server_label, self.server)
        form.addRow(self.shows_table)
        form.addRow(self.others)
        form.addRow(self.phones)
        self.port_label = note_line()
        form.addRow(self.port_label, self.port)
        form.addRow(self.announce)
        form.addRow(self.note)
        self._follow()
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Playing over the network"))
        self.shows_table.setText(self.tr("This screen shows the table to the room (the "
                                         "players play from their phones)"))
        self.shows_table.setToolTip(self.tr("Nobody plays at this screen: it shows the public "
                                            "table, large, with the code and a QR code to "
                                            "join"))
        self.others.setText(self.tr("Let other devices on my networks join"))
        self.port_label.setText(self.tr("Port"))
        self.announce.setText(self.tr("Announce the table on this network"))
        self.server_label.setText(self.tr("Table server"))
        self.server.setPlaceholderText(self.tr("this Companion (or a server's address)"))
        self.server.setToolTip(self.tr("Leave empty to host the table here; or give the "
                                       "address of a `companion serve` server"))
        self._follow()

    def _follow(self) -> None:
        here = not self.server.text().strip()
        for option in (self.others, self.port):
            option.setEnabled(here)
        self.announce.setEnabled(here and self.others.isChecked())
        if not self.others.isChecked():
            self.announce.setChecked(False)
        # Phones reach the table only through the network: said where the choice is made.
        self.phones.setText(self.tr("Phones cannot reach a table that only this computer can "
                                    "join: tick “Let other devices on my networks join”.")
                            if self.shows_table.isChecked() and here
                            and not self.others.isChecked() else "")
        self.phones.setVisible(bool(self.phones.text()))
        if not here:
            self.note.setText(self.tr("The table is set on that server; the players join it "
                                      "there with its code."))
            return
        self.note.setText(self.tr(
            "Other devices reach this computer on port {0}; your firewall may ask.").format(
            self.port.value()) if self.others.isChecked() else self.tr(
            "Only Companions on this computer can join until you tick the box above."))

    def chosen(self) -> Network:
        return Network(self.others.isChecked(), self.port.value(), self.announce.isChecked(),
                       self.server.text().strip(), self.shows_table.isChecked())
