"""Live language switching for widgets: static texts live in ``retranslate()``, which runs once
from ``__init__`` and again whenever Qt announces a new language."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before the Qt widget class (``class Window(Retranslating, QMainWindow)``).

    Qt hands ``LanguageChange`` to a widget before its children: a child that says its own
    texts again (a button box's standard buttons) overwrites what ``retranslate`` set on it, so
    such texts belong to buttons of one's own."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
