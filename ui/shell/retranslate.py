"""Live language switching for widgets: static texts live in ``retranslate()``, which runs once
from ``__init__`` and again whenever Qt announces a new language."""

from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before the Qt widget class (``class Window(Retranslating, QMainWindow)``).

    ``retranslate`` runs once Qt has handed the ``LanguageChange`` to the widget's children, not
    from ``changeEvent`` (which comes before them): a child that says its own texts again (a
    button box's OK, a panel) must not overwrite what its window sets on it."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def event(self, event: QEvent) -> bool:
        handled = bool(super().event(event))  # type: ignore[misc]
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return handled
