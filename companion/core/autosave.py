"""Autosaved game records: every decision is written at once, so a close or crash loses nothing.

Pure Python (the app passes the folder); one file per unfinished game, written atomically.
"""

from __future__ import annotations

import os
import uuid
from dataclasses import dataclass
from pathlib import Path

from companion.core.errors import MalformedInput
from companion.core.record import GameRecord


@dataclass(frozen=True)
class UnfinishedGame:
    key: str
    path: Path
    record: GameRecord
    saved_at: float  # seconds since the epoch


class AutosaveStore:
    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)

    @staticmethod
    def new_key(game: str) -> str:
        return f"{game}-{uuid.uuid4().hex[:12]}"

    def path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def save(self, key: str, record: GameRecord) -> None:
        record.save(self.path(key))

    def discard(self, key: str) -> None:
        self.path(key).unlink(missing_ok=True)

    def unfinished(self) -> tuple[list[UnfinishedGame], list[str]]:
        """The games to offer for resuming, newest first, and one message per unreadable file."""
        games, problems = [], []
        if not self.folder.is_dir():
            return games, problems
        for path in self.folder.glob("*.json"):
            try:
                record = GameRecord.load(path)
            except MalformedInput as error:
                problems.append(str(error))
                continue
            games.append(UnfinishedGame(path.stem, path, record, path.stat().st_mtime))
        games.sort(key=lambda game: game.saved_at, reverse=True)
        return games, problems
