"""Hot-seat hand-over screen: hides everything private until the next player says they are ready."""

from collections.abc import Sequence

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
        # What happened since the player last decided, so nobody has to ask the table.
        self.recap = QLabel()
        self.recap.setObjectName("handOverRecap")
        self.recap.setWordWrap(True)
        self.recap.setTextFormat(Qt.TextFormat.PlainText)
        self.recap.setMaximumWidth(640)
        self.recap.hide()
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
        layout.addSpacing(12)
        layout.addWidget(self.recap, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def hand_to(self, player: str, reason: str = "", recap: Sequence[str] = ()) -> None:
        """Cover the screen for ``player``; ``recap`` lists what happened since their last
        decision (one line each)."""
        self.heading.setText(self.tr("Pass the device to {0}").format(player))
        self.detail.setText(
            reason or self.tr("Everyone else, please look away: {0}'s secrets come next.").format(
                player)
        )
        self.recap.setVisible(bool(recap))
        self.recap.setText(self.tr("Since your last move:") + "\n" + "\n".join(
            "• " + line for line in recap) if recap else "")
        self.button.setText(self.tr("I am {0} — show my screen").format(player))
        # setText replaces a button's shortcut with the text's mnemonic: Enter again.
        self.button.setShortcut(QKeySequence(Qt.Key.Key_Return))
        self.button.setFocus()
