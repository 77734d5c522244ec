"""Cycles holding Qt objects die on the UI thread, never on a worker's (where Qt crashes)."""

import gc
import threading
import weakref

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from companion_ui.app import create_application
from companion_ui.shell.main_thread_gc import MainThreadCollector


class _Ticking(QWidget):
    """A widget in a cycle with its own timer: deleting it off its thread is what crashed."""

    def __init__(self) -> None:
        super().__init__()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.tick)
        self.timer.start(1000)
        self.cycle = [self]

    def tick(self) -> None:
        pass


def test_a_worker_thread_allocating_never_collects_a_qt_cycle(qapp) -> None:
    assert qapp.findChild(MainThreadCollector) is not None and not gc.isenabled()
    widget = _Ticking()
    alive = weakref.ref(widget)
    del widget

    def allocate() -> None:  # far past every threshold: an enabled collector would run here
        for _ in range(50_000):
            node: list[object] = []
            node.append(node)

    worker = threading.Thread(target=allocate)
    worker.start()
    worker.join(30)
    assert alive() is not None
    assert MainThreadCollector.collect_due() > 0  # due now, on this (the UI) thread
    gc.collect()
    assert alive() is None


def test_the_app_collects_on_its_ui_thread(qapp) -> None:
    app = create_application([])
    assert len(app.findChildren(MainThreadCollector)) == 1
