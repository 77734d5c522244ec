"""A game window's log, "What happened": one line a step, coloured by kind, that follows the
newest line."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from companion_ui.shell.colours import readable


class GameLog(QListWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)

    def ink(self, colour: QColor | str) -> QColor:
        """``colour`` in a shade that reads on both colours of the log's alternating rows."""
        shade = QColor(colour)
        for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
            shade = readable(shade, self.palette().color(role))
        return shade

    def add_line(self, text: str, colour: str | None = None, bold: bool = False
                 ) -> QListWidgetItem:
        """A line in ``colour`` (made readable on the log's palette, light or dark)."""
        item = QListWidgetItem(text)
        if colour is not None:
            item.setForeground(self.ink(colour))
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
