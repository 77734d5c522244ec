"""App-wide settings in QSettings: language, recent files, finished games kept, window
geometry, the folder of the file dialogs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from companion.core.finished import DEFAULT_KEPT, kept_count

MAX_RECENT = 10


@dataclass(frozen=True)
class RecentFile:
    path: Path
    activity: str  # the key of the activity that opened it


class AppSettings:
    def __init__(self, store: QSettings) -> None:
        self.store = store

    # --- language ----------------------------------------------------------------------------
    @property
    def language(self) -> str:
        return str(self.store.value("language", "en"))

    @language.setter
    def language(self, code: str) -> None:
        self.store.setValue("language", code)

    @property
    def chosen_language(self) -> str | None:
        """The language picked in Preferences; None before the first pick."""
        value = self.store.value("language")
        return None if value is None else str(value)

    # --- recent files ------------------------------------------------------------------------
    def recent_files(self) -> list[RecentFile]:
        entries = self.store.value("recentFiles", []) or []
        if not isinstance(entries, list):  # a 1-item list comes back as a lone string; a
            entries = [entries]           # hand-edited file may hold anything
        recent = []
        for entry in entries:
            activity, _, path = str(entry).partition("\t")
            if path:
                recent.append(RecentFile(Path(path), activity))
        return recent

    def add_recent(self, path: Path, activity: str) -> None:
        path = path.resolve()
        kept = [r for r in self.recent_files() if r.path != path]
        entries = [RecentFile(path, activity), *kept][:MAX_RECENT]
        self.store.setValue("recentFiles", [f"{r.activity}\t{r.path}" for r in entries])

    def forget_recent(self, path: Path) -> None:
        kept = [r for r in self.recent_files() if r.path != path]
        self.store.setValue("recentFiles", [f"{r.activity}\t{r.path}" for r in kept])

    # --- file dialogs ------------------------------------------------------------------------
    @property
    def last_folder(self) -> Path | None:
        """The folder of the file last chosen in an open, save or export dialog."""
        value = self.store.value("lastFolder")
        return Path(str(value)) if value else None

    @last_folder.setter
    def last_folder(self, folder: Path) -> None:
        self.store.setValue("lastFolder", str(folder))

    # --- finished games ----------------------------------------------------------------------
    @property
    def finished_kept(self) -> int:
        """How many finished games are kept to watch again (the newest; 0: none)."""
        return kept_count(self.store.value("finishedGamesKept", DEFAULT_KEPT))

    @finished_kept.setter
    def finished_kept(self, count: int) -> None:
        self.store.setValue("finishedGamesKept", kept_count(count))

    # --- window geometry ---------------------------------------------------------------------
    def geometry(self, key: str) -> QByteArray | None:
        value = self.store.value(f"geometry/{key}")
        return value if isinstance(value, QByteArray) else None

    def set_geometry(self, key: str, geometry: QByteArray) -> None:
        self.store.setValue(f"geometry/{key}", geometry)
