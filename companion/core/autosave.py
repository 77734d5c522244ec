"""Autosaved game records: every decision is written at once, so a close or crash loses nothing.

Pure Python (the app passes the folder); one file per unfinished game, written atomically. A file
that cannot be read is never fatal: it is set aside (renamed ``*.unreadable``, so it is reported
once and kept for anyone who wants to look) and the other games are offered as usual.
"""

from __future__ import annotations

import logging
import os
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from companion.core import registry
from companion.core.document import quote
from companion.core.errors import CompanionError
from companion.core.protocol import GameSpec
from companion.core.record import GameRecord, replay

UNREADABLE_SUFFIX = ".unreadable"
log = logging.getLogger(__name__)


def set_aside(path: Path) -> Path:
    """Rename a file that cannot be read out of the way (``x.json`` → ``x.json.unreadable``)."""
    aside = path.with_name(path.name + UNREADABLE_SUFFIX)
    os.replace(path, aside)
    return aside


def set_aside_saying_why(path: Path, error: Exception) -> str:
    """Set an unreadable file aside; one line saying why and where it went."""
    reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
    try:
        aside = set_aside(path)
    except OSError as failure:
        return f"{reason} (could not be set aside: {failure.strerror or failure})"
    return f"{reason} (set aside as {aside.name})"


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

    def unfinished(
        self, spec_for: Callable[[str], GameSpec | None] = registry.find,
    ) -> tuple[list[UnfinishedGame], list[str]]:
        """The games to offer for resuming, newest first, and one message per file set aside.

        A record of a known game is replayed: one that fails is set aside, and a finished one
        (a crash came between its last save and its removal) is removed now.
        """
        games: list[UnfinishedGame] = []
        problems: list[str] = []
        if not self.folder.is_dir():
            return games, problems
        for path in self.folder.glob("*.json"):
            try:
                record = GameRecord.load(path)
                spec = spec_for(record.game)
                finished = spec is not None and replay(spec, record, str(path)).is_over()
                saved_at = path.stat().st_mtime
            except (CompanionError, OSError) as error:
                problems.append(set_aside_saying_why(path, error))
                continue
            except Exception as error:  # a reader's own bug must not keep the app from starting
                log.exception("%s: the record reader failed", path)
                problems.append(set_aside_saying_why(path, CompanionError(
                    f"cannot be read ({type(error).__name__}: {quote(str(error))})")))
                continue
            if finished:
                path.unlink(missing_ok=True)
                continue
            games.append(UnfinishedGame(path.stem, path, record, saved_at))
        games.sort(key=lambda game: game.saved_at, reverse=True)
        return games, problems
