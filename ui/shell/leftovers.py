"""What Companions killed mid-write leave in the app's own folders, swept at the app's start.

A write goes to ``.NAME.XXXX.tmp`` beside its file and is renamed in one step
(``companion.core.files``): a process killed in between leaves the temporary file. A game's
lock (``session_lock.py``) stays on disk after its owner died, though it is stale the
moment that process is gone. Only those names are touched, and only while this start is the
one app (it holds the app's lock): no other Companion writes there then. The table server's
folder is the server's own (it tidies it when it takes its lock).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import QLockFile

from companion.core.files import remove_leftovers
from companion_ui.shell.session_lock import LOCK_SUFFIX

# The app's folders under its data folder: games in play, the documents' autosaves, finished
# games.
FOLDERS = ("autosave", "autosave/documents", "finished")


def sweep_leftovers(data: Path) -> None:
    for name in FOLDERS:
        folder = data / name
        if not folder.is_dir():
            continue
        remove_leftovers(folder)
        for path in folder.glob(f"*{LOCK_SUFFIX}"):
            lock = QLockFile(str(path))
            lock.setStaleLockTime(0)  # taken only when its owner is gone
            with contextlib.suppress(OSError):
                if lock.tryLock(0):
                    lock.unlock()  # removes the file
