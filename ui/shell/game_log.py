"""A game window's log, "What happened": one line a step, coloured by kind, that follows the
newest line."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget


class GameLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def is_dark(self) -> bool:
        """Whether the log is drawn on a dark palette (colours for lines must differ)."""
        return self.palette().color(QPalette.ColorRole.Base).lightness() < 128

    def add_line(self, text: str, colour: str | None = None, bold: bool = False
                 ) -> QListWidgetItem:
        item = QListWidgetItem(text)
        if colour is not None:
            item.setForeground(QColor(colour))
        if bold:
            font = item.font()
            font.setBold(True)
            item.setFont(font)
        self.addItem(item)
        return item

    def follow_newest(self) -> None:
        # Lay out the wrapped rows first, or the newest lines may stay out of sight.
        self.doItemsLayout()
        self.scrollToBottom()
