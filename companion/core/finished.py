"""Finished games, kept to watch again: one record file each, the newest ``kept`` of them.

Pure Python (the app passes the folder and the number to keep). Every game that ends is written
atomically as a new file; then the oldest beyond the number to keep are removed (0 keeps none).
A file that cannot be read is set aside as an unreadable autosave is (``*.unreadable``), said
once, and never in the way of the others.
"""

from __future__ import annotations

import contextlib
import os
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from companion.core import registry
from companion.core.autosave import set_aside_saying_why
from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec, Result
from companion.core.record import GameRecord, replay

DEFAULT_KEPT = 50
MOST_KEPT = 1000  # far more than a list to pick from shows; keeps the folder's size sane


def kept_count(value: object) -> int:
    """The number of games to keep from a stored setting: a whole number in 0…MOST_KEPT, the
    default for anything else (a hand-edited settings file must not stop the app)."""
    try:
        number = int(str(value))
    except ValueError:
        return DEFAULT_KEPT
    return max(0, min(number, MOST_KEPT))


@dataclass(frozen=True)
class FinishedGame:
    path: Path
    record: GameRecord
    finished_at: float  # seconds since the epoch
    result: Result | None  # None: the record's game is not over (a file put there by hand)


class FinishedGames:
    def __init__(self, folder: str | os.PathLike[str]) -> None:
        self.folder = Path(folder)
        # Replaying every record for each look at the list would be wasted work: what a file
        # says is remembered for as long as the file is unchanged.
        self._read: dict[Path, tuple[tuple[int, int], FinishedGame]] = {}

    def _files(self) -> list[Path]:
        """The kept records, oldest first."""
        if not self.folder.is_dir():
            return []
        found = []
        for path in self.folder.glob("*.json"):
            try:
                found.append((path.stat().st_mtime_ns, path.name, path))
            except OSError:
                continue  # removed meanwhile
        return [path for *_, path in sorted(found)]

    def keep(self, record: GameRecord, kept: int) -> Path | None:
        """Write a finished game's record as a new file, then trim to ``kept`` games; the path
        (that of the same game kept before, if it was), or None when none are kept.
        Raises ``OSError`` when the file cannot be written."""
        if kept <= 0:
            self.trim(0)
            return None
        known = self.find(record)
        if known is not None:  # the same game again (a network table sends it again)
            return known
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.folder / f"{record.game}-{stamp}-{uuid.uuid4().hex[:6]}.json"
        record.save(path)
        self.trim(kept)
        return path

    def find(self, record: GameRecord) -> Path | None:
        """The file that keeps this very game, if any."""
        for path in self._files():
            cached = self._read.get(path)
            try:
                other = cached[1].record if cached is not None else GameRecord.load(path)
            except (CompanionError, OSError):
                continue  # the list sets it aside, with a word why
            if other.to_json() == record.to_json():
                return path
        return None

    def trim(self, kept: int) -> None:
        """Remove the oldest records beyond the newest ``kept`` (one that cannot be removed
        now is tried again at the next trim)."""
        files = self._files()
        for path in files[:max(0, len(files) - kept)]:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
            self._read.pop(path, None)

    def recent(
        self, spec_for: Callable[[str], GameSpec | None] = registry.find,
    ) -> tuple[list[FinishedGame], list[str]]:
        """The kept games of known games, newest first, and one message per file set aside."""
        games: list[FinishedGame] = []
        problems: list[str] = []
        for path in reversed(self._files()):
            try:
                game = self._game(path, spec_for)
            except (CompanionError, OSError) as error:
                self._read.pop(path, None)
                problems.append(set_aside_saying_why(path, error))
                continue
            if game is not None:
                games.append(game)
        return games, problems

    def _game(self, path: Path, spec_for: Callable[[str], GameSpec | None]
              ) -> FinishedGame | None:
        status = path.stat()
        version = (status.st_mtime_ns, status.st_size)
        cached = self._read.get(path)
        if cached is not None and cached[0] == version:
            return cached[1]
        record = GameRecord.load(path)
        spec = spec_for(record.game)
        if spec is None:  # a game this Companion does not know: left where it is
            return None
        state = replay(spec, record, str(path))
        game = FinishedGame(path, record, status.st_mtime,
                            state.result() if state.is_over() else None)
        self._read[path] = (version, game)
        return game
