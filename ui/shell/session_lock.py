"""One owner per autosaved game: a lock file beside its autosave, held while a window plays it.

Two windows (or two Companion processes) playing one autosaved game would each overwrite the
other's autosave, and only the last writer's moves would survive. ``QLockFile`` records the
owner's process id: a lock left behind by a crash is stale as soon as that process is gone, so
it never stays stuck (its age alone never makes it stale: a game may stay open for days).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile

from companion.core.errors import CompanionError

LOCK_SUFFIX = ".lock"


class SessionInUse(CompanionError):
    """The game is being played in another window or another Companion."""


class SessionLock:
    def __init__(self, folder: Path, key: str) -> None:
        self.path = folder / f"{key}{LOCK_SUFFIX}"
        self._file = QLockFile(str(self.path))
        self._file.setStaleLockTime(0)

    @classmethod
    def claim(cls, folder: Path, key: str) -> SessionLock:
        """Own the game ``key``, or raise ``SessionInUse``."""
        folder.mkdir(parents=True, exist_ok=True)
        lock = cls(folder, key)
        if not lock._file.tryLock(0):
            raise SessionInUse(QCoreApplication.translate(
                "SessionLock", "This game is already open in another window."))
        return lock

    @classmethod
    def is_held(cls, folder: Path, key: str) -> bool:
        """Whether someone (this process included) owns the game now."""
        if not (folder / f"{key}{LOCK_SUFFIX}").exists():
            return False
        probe = cls(folder, key)
        if not probe._file.tryLock(0):
            return True
        probe._file.unlock()
        return False

    def release(self) -> None:
        if self._file.isLocked():
            self._file.unlock()
