"""How the people in the room join a table from their phones, on the host's screen: the table's
code in large letters, the phone page's address on each of this computer's networks and a QR
code of it. A table only this computer can reach says so plainly, with the way to let other
devices in (``open_up`` asks the owner to: never done silently).

Once everyone is in it folds to the code alone (``set_folded``), and unfolds on demand.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from companion_ui.net.phone_page import only_this_computer, page_url
from companion_ui.net.qr import QrCode
from companion_ui.shell.labels import note_line
from companion_ui.shell.retranslate import Retranslating
from companion_ui.shell.translations import current_language

CODE_SCALE = 3.2  # the code, read from across the room


class JoinPanel(Retranslating, QFrame):
    """``open_up``: the host asks to let other devices reach this computer's server."""

    open_up = Signal()
    folded_changed = Signal(bool)

    def __init__(self, code: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("joinPanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.code_text = code
        self.addresses: list[str] = []
        self.secure = False
        self.can_open_up = False
        self.folded = False

        self.heading = QLabel()
        self.heading.setObjectName("joinHeading")
        heading_font = self.heading.font()
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.4)
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.heading.setWordWrap(True)
        self.code_label = QLabel()
        self.code = QLabel(code)
        self.code.setObjectName("tableCode")
        code_font = QFont("monospace")
        code_font.setStyleHint(QFont.StyleHint.Monospace)
        code_font.setPointSizeF(self.font().pointSizeF() * CODE_SCALE)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 125)
        self.code.setFont(code_font)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QrCode()
        self.steps = QLabel()
        self.steps.setWordWrap(True)
        self.url = QLabel()
        self.url.setObjectName("pageAddress")
        self.url.setTextFormat(Qt.TextFormat.PlainText)
        self.url.setWordWrap(True)
        url_font = self.url.font()
        url_font.setPointSizeF(url_font.pointSizeF() * 1.25)
        url_font.setBold(True)
        self.url.setFont(url_font)
        self.url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.networks = QComboBox()  # this computer on several networks: the room's one
        self.networks.setObjectName("networks")
        self.networks.currentIndexChanged.connect(self._network_chosen)
        self.networks_label = note_line()
        self.blocked = note_line()
        self.blocked.setObjectName("onlyThisComputer")
        self.open_button = QPushButton()
        self.open_button.setObjectName("letOthersIn")
        self.open_button.clicked.connect(self.open_up)
        self.fold = QPushButton()
        self.fold.setObjectName("foldJoinPanel")
        self.fold.setFlat(True)
        self.fold.clicked.connect(lambda: self.set_folded(not self.folded))

        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(self.fold, 0, Qt.AlignmentFlag.AlignTop)
        code_row = QHBoxLayout()
        code_row.addWidget(self.code_label)
        code_row.addWidget(self.code, 1)
        networks_row = QHBoxLayout()
        networks_row.addWidget(self.networks_label)
        networks_row.addWidget(self.networks, 1)
        self.unfolded = QWidget()  # what folds away
        more = QVBoxLayout(self.unfolded)
        more.setContentsMargins(0, 0, 0, 0)
        more.addWidget(self.qr, 1)
        more.addWidget(self.steps)
        more.addWidget(self.url)
        more.addLayout(networks_row)
        more.addWidget(self.blocked)
        more.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignLeft)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addLayout(code_row)
        column.addWidget(self.unfolded, 1)
        self.retranslate()

    # --- what it shows ------------------------------------------------------------------------
    def set_addresses(self, addresses: list[str], secure: bool = False,
                      can_open_up: bool = False) -> None:
        """The server's ``host:port`` on each network (``secure``: reached through TLS), and
        whether the host may let other devices in from here (this app's own server)."""
        self.addresses, self.secure, self.can_open_up = list(addresses), secure, can_open_up
        self.render()

    @property
    def reachable_from_phones(self) -> bool:
        return any(not only_this_computer(address) for address in self.addresses)

    def urls(self) -> list[str]:
        """The page's address on each network, in the language of the moment."""
        return [page_url(address, self.code_text, current_language(), self.secure)
                for address in self.addresses]

    def current_url(self) -> str:
        urls = self.urls()
        index = self.networks.currentIndex()
        return urls[index] if 0 <= index < len(urls) else (urls[0] if urls else "")

    def set_folded(self, folded: bool) -> None:
        if folded != self.folded:
            self.folded = folded
            self.render()
            self.folded_changed.emit(folded)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Join from your phone"))
        self.code_label.setText(self.tr("Table code:"))
        self.networks_label.setText(self.tr("Network:"))
        self.networks.setToolTip(self.tr("This computer is on several networks: show the "
                                         "address on the one the phones are on"))
        self.open_button.setText(self.tr("Let Other Devices In…"))
        self.render()

    def render(self) -> None:
        urls = self.urls()
        chosen = self.networks.currentIndex()
        self.networks.blockSignals(True)
        self.networks.clear()
        for address in self.addresses:
            self.networks.addItem(address.rsplit(":", 1)[0])
        self.networks.setCurrentIndex(chosen if 0 <= chosen < len(urls) else 0)
        self.networks.blockSignals(False)
        several = len(urls) > 1
        reachable = self.reachable_from_phones
        self.fold.setText(self.tr("Show the QR Code") if self.folded
                          else self.tr("Hide the QR Code"))
        self.unfolded.setVisible(not self.folded)
        self.networks.setVisible(several and reachable)
        self.networks_label.setVisible(several and reachable)
        self.url.setText(self.current_url() if reachable else "")
        self.url.setVisible(reachable)
        self.qr.set_text(self.current_url() if reachable else "")
        self.qr.setVisible(reachable)
        self.steps.setText(self.tr("Scan the code with the phone's camera, or open this "
                                   "address in its browser (on the same network as this "
                                   "computer):") if reachable else "")
        self.steps.setVisible(reachable)
        self.blocked.setVisible(not reachable)
        self.open_button.setVisible(not reachable and self.can_open_up)
        if not reachable:
            self.blocked.setText(
                self.tr("Phones cannot reach this table yet: Companion's table server listens "
                        "on this computer only. Let other devices in to play from phones.")
                if self.can_open_up else
                self.tr("Phones cannot reach this table: its server listens on its own "
                        "computer only."))

    def _network_chosen(self, _index: int) -> None:
        self.render()
