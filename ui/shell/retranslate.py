"""Live language switching for widgets: static texts live in ``retranslate()``, which runs once
from ``__init__`` and again whenever Qt announces a new language."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before the Qt widget class (``class Window(Retranslating, QMainWindow)``)."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
