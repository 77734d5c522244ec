"""A QR code of a text (the phone page's address), drawn module by module with QPainter: crisp
at any size, on a TV across the room as on a laptop.

Dark modules on white with a quiet zone of four modules whatever the palette: phones' cameras
read dark-on-light codes, and a dark theme's colours would make some of them fail.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

QUIET_ZONE = 4  # modules of white around the code, as the QR standard asks
INK, PAPER = QColor("#000000"), QColor("#ffffff")


def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The code's modules, row by row (True: dark), as segno makes them for ``text``."""
    return tuple(tuple(bool(module) for module in row) for row in segno.make(text).matrix)


class QrCode(QWidget):
    """A square QR code of ``text``, as large as its room allows, whole modules only."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("qrCode")
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.text = ""
        self.matrix: tuple[tuple[bool, ...], ...] = ()
        self.set_text(text)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.matrix = qr_matrix(text) if text else ()
            self.setToolTip(text)
            self.update()

    def _side(self) -> int:
        """Modules across, the quiet zone included."""
        return len(self.matrix) + 2 * QUIET_ZONE if self.matrix else 0

    def sizeHint(self) -> QSize:
        return QSize(240, 240)

    def minimumSizeHint(self) -> QSize:
        # Two pixels a module: the least a phone's camera reads from a screen close by.
        side = max(2 * self._side(), 80)
        return QSize(side, side)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def code_rect(self) -> QRect:
        """Where the code (quiet zone included) is drawn: centred, whole pixels a module."""
        side = self._side()
        if not side:
            return QRect()
        module = max(1, min(self.width(), self.height()) // side)
        size = module * side
        return QRect((self.width() - size) // 2, (self.height() - size) // 2, size, size)

    def paintEvent(self, _event: QPaintEvent) -> None:
        if not self.matrix:
            return
        rect = self.code_rect()
        module = rect.width() // self._side()
        painter = QPainter(self)
        painter.fillRect(rect, PAPER)
        left = rect.left() + QUIET_ZONE * module
        top = rect.top() + QUIET_ZONE * module
        for y, row in enumerate(self.matrix):
            x = 0
            while x < len(row):  # a run of dark modules as one rectangle
                if not row[x]:
                    x += 1
                    continue
                start = x
                while x < len(row) and row[x]:
                    x += 1
                painter.fillRect(left + start * module, top + y * module,
                                 (x - start) * module, module, INK)
        painter.end()
