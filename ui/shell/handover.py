"""Hot-seat hand-over screen: hides everything private until the next player says they are ready.

A game may give it its table's look (``TableLook``: the cloth, the ink on it, and public art
such as card backs, never a face); without one it stays in the window's colours.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QRadialGradient,
    QShortcut,
)
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

Art = Callable[[QPainter, QRectF], None]


@dataclass(frozen=True)
class TableLook:
    """A game's face for the hand-over screen: its table's ``cloth``, the ``ink`` of words on
    it, and ``art`` painted above the player's name (only what the whole table may see)."""

    cloth: QColor
    ink: QColor
    art: Art | None = None


class _ArtStrip(QWidget):
    """The game's art, centred in a strip above the name."""

    def __init__(self) -> None:
        super().__init__()
        self.art: Art | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(240, 170)

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.art is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.sizeHint()
        box = QRectF((self.width() - size.width()) / 2, 0, size.width(), size.height())
        self.art(painter, box)
        painter.end()


class HandOverScreen(QWidget):
    """Covers the game while the device passes to another player; ``ready`` when they confirm."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handOver")
        self.setAutoFillBackground(True)
        self.look: TableLook | None = None
        self.art = _ArtStrip()
        self.art.hide()
        self.heading = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.heading.setObjectName("handOverHeading")
        self.heading.setWordWrap(True)
        # These lines name the player: as typed, never read as markup.
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.heading.setFont(font)
        # What the player is about to decide, in public words: nothing private is named.
        self.coming = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.coming.setObjectName("handOverComing")
        self.coming.setWordWrap(True)
        self.coming.setTextFormat(Qt.TextFormat.PlainText)
        font = self.coming.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.coming.setFont(font)
        self.coming.hide()
        self.detail = QLabel(alignment=Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        # What happened since the player last decided, so nobody has to ask the table.
        self.recap = QLabel()
        self.recap.setObjectName("handOverRecap")
        self.recap.setWordWrap(True)
        self.recap.setTextFormat(Qt.TextFormat.PlainText)
        self.recap.setMaximumWidth(640)
        self.recap.hide()
        self.button = QPushButton()
        self.button.setDefault(True)
        # Enter (either key) confirms while the screen shows; a shortcut of the screen's own,
        # since a button's text would replace the button's.
        for key in ("Return", "Enter"):
            QShortcut(QKeySequence(key), self, activated=self.button.click)
        self.button.setMinimumHeight(40)
        self.button.clicked.connect(self.ready)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.art)
        layout.addSpacing(8)
        layout.addWidget(self.heading)
        layout.addSpacing(8)
        layout.addWidget(self.coming)
        layout.addSpacing(8)
        layout.addWidget(self.detail)
        layout.addSpacing(12)
        layout.addWidget(self.recap, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(24)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)

    def set_look(self, look: TableLook) -> None:
        """Dress the screen as the game's table: its cloth behind, its ink on the words (the
        button keeps the window's colours, so that it still reads as one)."""
        self.look = look
        self.art.art = look.art
        self.art.setVisible(look.art is not None)
        for label in (self.heading, self.coming, self.detail, self.recap):
            palette = label.palette()
            palette.setColor(QPalette.ColorRole.WindowText, look.ink)
            label.setPalette(palette)
        # The recap on a darker pane of the cloth, like a note laid on the table.
        shade = look.cloth.darker(160)
        self.recap.setStyleSheet(
            f"background: rgba({shade.red()}, {shade.green()}, {shade.blue()}, 170);"
            " border-radius: 8px; padding: 10px 14px;")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.look is None:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        rect = QRectF(self.rect())
        cloth = QRadialGradient(rect.center(), max(rect.width(), rect.height()) / 1.6)
        cloth.setColorAt(0, self.look.cloth.lighter(125))
        cloth.setColorAt(1, self.look.cloth.darker(135))
        painter.fillRect(rect, QBrush(cloth))
        painter.end()

    def hand_to(self, player: str, reason: str = "", recap: Sequence[str] = (),
                coming: str = "") -> None:
        """Cover the screen for ``player``; ``coming`` says what they are about to decide (in
        public words), ``recap`` lists what happened since their last decision (one line
        each)."""
        self.heading.setText(self.tr("Pass the device to {0}").format(player))
        self.coming.setText(coming)
        self.coming.setVisible(bool(coming))
        self.detail.setText(
            reason or self.tr("Everyone else, please look away: {0}'s secrets come next.").format(
                player)
        )
        self.recap.setVisible(bool(recap))
        self.recap.setText(self.tr("Since your last move:") + "\n" + "\n".join(
            "• " + line for line in recap) if recap else "")
        self.button.setText(self.tr("I am {0} — show my screen").format(player))
        self.button.setFocus()
