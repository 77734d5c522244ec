"""Every open, save and export dialog of the app: it starts in the folder of the file last
chosen in any of them, else in the user's documents folder, never in the working directory the
app happened to be started from. A document's own file keeps its own folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

from companion_ui.shell.settings import AppSettings


def _settings() -> AppSettings:
    # The app's own store (``companion_ui.app`` builds its settings on the default QSettings too).
    return AppSettings(QSettings())


def start_folder() -> Path:
    """The last folder used while it is there, else the documents folder (else home)."""
    last = _settings().last_folder
    if last is not None and last.is_dir():
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and Path(documents).is_dir() else Path.home()


def open_path(parent: QWidget | None, caption: str, file_filter: str,
              near: Path | None = None) -> Path | None:
    """The file to open (None: cancelled); the dialog starts in ``near``'s folder if given
    (the document's own file), else in ``start_folder()``."""
    folder = near.parent if near is not None else start_folder()
    chosen, _ = QFileDialog.getOpenFileName(parent, caption, str(folder), file_filter)
    return _remember(chosen)


def save_path(parent: QWidget | None, caption: str, file_filter: str,
              suggested: Path | str = "") -> Path | None:
    """The file to write (None: cancelled). ``suggested``: the document's own file (a whole
    path), or a file name offered in ``start_folder()``."""
    start = suggested if Path(suggested).is_absolute() else start_folder() / suggested
    chosen, _ = QFileDialog.getSaveFileName(parent, caption, str(start), file_filter)
    return _remember(chosen)


def _remember(chosen: str) -> Path | None:
    if not chosen:
        return None
    path = Path(chosen)
    _settings().last_folder = path.parent
    return path
