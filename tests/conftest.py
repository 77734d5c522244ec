"""Test set-up shared by every test: Qt runs offscreen, and no test touches real user files."""

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# CI replays the same Hypothesis examples every run, so a red build is reproducible; developers'
# runs stay random and keep exploring.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """A bot still thinking on Qt's thread pool finishes before the test's widgets are torn
    down, so its answer never reaches a window being deleted (a run once segfaulted in the
    teardown of a test whose bots were still playing)."""
    yield
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QThreadPool

        QThreadPool.globalInstance().waitForDone(30_000)


def pytest_runtest_teardown(item: pytest.Item) -> None:
    """Between tests, the UI thread collects what is due (the app's collector runs on a timer,
    and a test seldom spins the event loop long enough for it)."""
    if "companion_ui.shell.main_thread_gc" in sys.modules:
        from companion_ui.shell.main_thread_gc import MainThreadCollector

        MainThreadCollector.collect_due()


@pytest.fixture(autouse=True, scope="session")
def _isolated_qt_settings(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """QSettings and QStandardPaths point into a temporary folder, never the user's files."""
    from PySide6.QtCore import QSettings, QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    folder = tmp_path_factory.mktemp("qsettings")
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.NativeFormat, scope, str(folder))
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))
    yield


@pytest.fixture
def shell_context(qapp: object, tmp_path: Path):  # type: ignore[no-untyped-def]
    """A ShellContext with its own settings file and autosave folder."""
    from PySide6.QtCore import QSettings

    from companion.core.autosave import AutosaveStore
    from companion_ui.shell.activities import discover
    from companion_ui.shell.context import ShellContext
    from companion_ui.shell.settings import AppSettings

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    return ShellContext(settings, discover(), AutosaveStore(tmp_path / "autosave"))


@pytest.fixture(scope="session")
def qapp(qapp):  # type: ignore[no-untyped-def]
    """pytest-qt's application, speaking English as the app does: with the English catalogue's
    plural forms ("1 coin", "3 coins")."""
    from companion_ui.shell.main_thread_gc import MainThreadCollector
    from companion_ui.shell.translations import switch_language

    MainThreadCollector(qapp)  # as the app does: cycles die on the UI thread only
    switch_language(qapp, "en")
    return qapp
