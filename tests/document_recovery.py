"""Crash and recovery of a document window, as a user meets it: through the launcher's list of
unfinished work. Shared by the tests of every ``DocumentWindow``."""

from __future__ import annotations

from pathlib import Path

import pytest
import shiboken6
from PySide6.QtWidgets import QMessageBox

from companion_ui.shell.context import ShellContext
from companion_ui.shell.document import DocumentWindow
from companion_ui.shell.launcher import LauncherWindow


def autosave_copy(window: DocumentWindow) -> Path:
    assert window.context is not None
    return window.context.document_autosaves.document_path(window.activity_key,
                                                           window.autosave_key)


def autosave_files(context: ShellContext) -> list[Path]:
    return sorted(context.document_autosaves.folder.rglob("*.json"))


def crash(window: DocumentWindow) -> None:
    """The app dies: the window goes away without a close event."""
    shiboken6.delete(window)


def launcher(qtbot, context: ShellContext) -> LauncherWindow:  # type: ignore[no-untyped-def]
    window = LauncherWindow(context)
    qtbot.addWidget(window)
    return window


def crash_and_resume(qtbot, context: ShellContext,  # type: ignore[no-untyped-def]
                     window: DocumentWindow) -> DocumentWindow:
    """Crash a window with unsaved changes; the launcher offers them once (under the file's
    name) and Resume reopens them as unsaved changes of that file."""
    assert window.isWindowModified() and autosave_copy(window).exists()
    key, original = window.autosave_key, window.document_path()
    crash(window)
    offers = launcher(qtbot, context)
    assert offers.unfinished.count() == 1 and offers.resume_button.isVisibleTo(offers)
    assert (original.name if original else "never saved") in offers.unfinished.item(0).text()
    offers.resume_button.click()
    resumed = context.windows[-1]
    assert isinstance(resumed, DocumentWindow)
    assert resumed.isWindowModified() and resumed.document_path() == original
    assert resumed.autosave_key == key and autosave_copy(resumed).exists()
    if original is not None:
        assert original.name in resumed.windowTitle()
    assert offers.unfinished.count() == 0  # the resumed window keeps it: not offered twice
    return resumed


def crash_and_discard(qtbot, context: ShellContext, window: DocumentWindow,  # type: ignore[no-untyped-def]
                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Discard in the launcher removes the autosave for good."""
    crash(window)
    offers = launcher(qtbot, context)
    assert offers.unfinished.count() == 1
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *_args: QMessageBox.StandardButton.Yes)
    offers.discard_button.click()
    assert autosave_files(context) == [] and offers.unfinished.count() == 0


def save_drops_autosave(window: DocumentWindow, path: Path) -> None:
    """The autosave is exactly what saving writes, and saving makes it unneeded."""
    copy = autosave_copy(window)
    kept = copy.read_text(encoding="utf-8")
    assert window.save_to(path)
    assert path.read_text(encoding="utf-8") == kept
    assert not copy.exists() and window.context is not None
    assert autosave_files(window.context) == []
