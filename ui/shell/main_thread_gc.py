"""Python's cycle collector, run only on the UI thread.

The collector runs on whichever thread happens to allocate past its threshold: often a bot
thinking on Qt's thread pool, or the network loop. A cycle that holds a Qt object (a widget and
a method of it connected to its own timer) then dies on that thread, and Qt deletes a widget
only on its own thread: "Timers cannot be stopped from another thread", then a segfault (a test
crashed so while a Lairs search ran in the background). So automatic collection is off while
the app runs, and the UI thread collects instead, on a timer, by the thresholds Python would
have used: a generation is collected once its count passes its threshold.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250


class MainThreadCollector(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start(INTERVAL_MS)

    @staticmethod
    def collect_due() -> int:
        """Collect the oldest generation whose count passed its threshold (none: nothing)."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        due = [g for g in range(3) if counts[g] > thresholds[g]]
        return gc.collect(due[-1]) if due else 0

