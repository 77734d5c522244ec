"""Background tasks report progress and results on the UI thread, and can be cancelled."""

from __future__ import annotations

import threading

from companion.core.errors import CompanionError
from companion_ui.shell.background import BackgroundTask, Report


def test_result_and_progress_arrive(qtbot) -> None:
    seen: list[tuple[int, int]] = []

    def work(report: Report) -> int:
        for i in range(1, 4):
            report(i, 3)
        return 42

    task = BackgroundTask(work)
    task.progress.connect(lambda done, total: seen.append((done, total)))
    with qtbot.waitSignal(task.finished, timeout=5000) as finished:
        task.start()
    assert finished.args == [42]
    qtbot.waitUntil(lambda: len(seen) == 3)
    assert seen == [(1, 3), (2, 3), (3, 3)] and not task.running


def test_cancel_stops_the_work(qtbot) -> None:
    gate = threading.Event()

    def work(report: Report) -> None:
        gate.wait(5)
        for i in range(1000):
            report(i, 1000)

    task = BackgroundTask(work)
    with qtbot.waitSignal(task.cancelled, timeout=5000):
        task.start()
        task.cancel()
        gate.set()


def test_errors_become_messages(qtbot) -> None:
    def work(report: Report) -> None:
        raise CompanionError("the dungeon has no Start")

    task = BackgroundTask(work)
    with qtbot.waitSignal(task.failed, timeout=5000) as failed:
        task.start()
    assert failed.args == ["the dungeon has no Start"]
