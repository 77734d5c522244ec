"""Game logs keep their newest line in sight: every growth of the content scrolls to the end.

Scrolling once after filling a log is not enough: list rows with word wrap and plain-text
documents are laid out later, so the scroll range grows after the call (and the log would stay
where it was). Following the scroll bar's range catches every growth, whenever it happens.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractScrollArea


class FollowNewest(QObject):
    """Keeps ``view`` scrolled to its last line; lives as long as the view."""

    def __init__(self, view: QAbstractScrollArea) -> None:
        super().__init__(view)
        self.bar = view.verticalScrollBar()
        self.bar.rangeChanged.connect(self._to_end)

    def _to_end(self, _minimum: int, maximum: int) -> None:
        self.bar.setValue(maximum)


def follow_newest(view: QAbstractScrollArea) -> FollowNewest:
    return FollowNewest(view)
