"""Hot-seat hand-over screen: hides everything private until the next player says they are ready."""

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class HandOverScreen(QWidget):
    """Covers the game while the device passes to another player; ``ready`` when they confirm."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handOver")
        self.setAutoFillBackground(True)
        self.heading = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.heading.setObjectName("handOverHeading")
        font = self.heading.font()
        font.setPointSize(font.pointSize() * 2)
        font.setBold(True)
        self.heading.setFont(font)
        self.detail = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setShortcut(QKeySequence(Qt.Key.Key_Return))
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.heading)
        layout.addSpacing(12)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def hand_to(self, player: str, reason: str = "") -> None:
        self.heading.setText(self.tr("Pass the device to {0}").format(player))
        self.detail.setText(
            reason or self.tr("Everyone else, please look away: {0}'s secrets come next.").format(
                player)
        )
        self.button.setText(self.tr("I am {0} — show my screen").format(player))
        # setText replaces a button's shortcut with the text's mnemonic: Enter again.
        self.button.setShortcut(QKeySequence(Qt.Key.Key_Return))
        self.button.setFocus()
