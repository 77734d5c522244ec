"""Game logs keep their newest line in sight: every growth of the content scrolls to the end.

Scrolling once after filling a log is not enough: list rows with word wrap and plain-text
documents are laid out later, so the scroll range grows after the call, and ``setPlainText``
itself scrolls back to the top when it is done. So the log follows its scroll bar's range and
its text, and scrolls once the current event is over.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QPlainTextEdit, QTextEdit


class FollowNewest(QObject):
    """Keeps ``view`` scrolled to its last line; lives as long as the view."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self.bar = view.verticalScrollBar()
        self.bar.rangeChanged.connect(self._soon)
        if isinstance(view, QPlainTextEdit | QTextEdit):
            view.textChanged.connect(self._soon)

    def _soon(self, *_: object) -> None:
        self.bar.setValue(self.bar.maximum())
        QTimer.singleShot(0, self, self._to_end)

    def _to_end(self) -> None:
        self.bar.setValue(self.bar.maximum())


def follow_newest(view: QAbstractScrollArea) -> FollowNewest:
    return FollowNewest(view)
