"""Long work (simulations, generation, reports) off the UI thread, with progress and cancel."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from companion.core.errors import CompanionError

Report = Callable[[int, int], None]  # (done, total); raises Cancelled once cancel() was called


class Cancelled(Exception):
    """Raised inside the work by ``report`` after the user cancelled."""


class _Signals(QObject):
    """Held by the worker, so a task deleted mid-run never leaves it emitting on a dead object."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()


class BackgroundTask(QObject):
    """Runs ``work(report)`` on the thread pool; results and progress arrive on the UI thread."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, work: Callable[[Report], Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.work = work
        self._stop = threading.Event()
        self._signals = _Signals()
        self._signals.progress.connect(self.progress)
        self._signals.finished.connect(self.finished)
        self._signals.failed.connect(self.failed)
        self._signals.cancelled.connect(self.cancelled)
        self.running = False
        self.finished.connect(self._done)
        self.failed.connect(self._done)
        self.cancelled.connect(self._done)

    def start(self) -> None:
        self.running = True
        self._stop.clear()
        QThreadPool.globalInstance().start(_Run(self.work, self._stop, self._signals))

    def cancel(self) -> None:
        self._stop.set()

    def _done(self, *_: object) -> None:
        self.running = False


class _Run(QRunnable):
    def __init__(self, work: Callable[[Report], Any], stop: threading.Event,
                 signals: _Signals) -> None:
        super().__init__()
        self.work, self.stop, self.signals = work, stop, signals

    def run(self) -> None:
        def report(done: int, total: int) -> None:
            if self.stop.is_set():
                raise Cancelled
            self.signals.progress.emit(done, total)

        try:
            result = self.work(report)
        except Cancelled:
            self.signals.cancelled.emit()
        except CompanionError as error:
            self.signals.failed.emit(str(error))
        else:
            self.signals.finished.emit(result)
